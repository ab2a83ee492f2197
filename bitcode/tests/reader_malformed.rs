//! The module reader on malformed input: mutated bytes, truncations, and records whose
//! operands, codes and lengths are mutated inside a well-formed bitstream (which reaches
//! the reader's own checks). It returns `Ok` or `Err`, never panics, and its peak heap
//! use stays a small multiple of the input size.

mod common;

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::OnceLock;

use dxil_bitcode::{read_module, BitcodeTree, Item};
use proptest::prelude::*;

/// Counts this thread's live heap bytes and their peak.
struct PerThread;

thread_local! {
    static LIVE: Cell<usize> = const { Cell::new(0) };
    static PEAK: Cell<usize> = const { Cell::new(0) };
}

fn grow(n: usize) {
    let _ = LIVE.try_with(|l| {
        let now = l.get().saturating_add(n);
        l.set(now);
        let _ = PEAK.try_with(|p| p.set(p.get().max(now)));
    });
}

fn shrink(n: usize) {
    let _ = LIVE.try_with(|l| l.set(l.get().saturating_sub(n)));
}

unsafe impl GlobalAlloc for PerThread {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        grow(layout.size());
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        shrink(layout.size());
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        grow(new_size);
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        shrink(layout.size());
        p
    }
}

#[global_allocator]
static GLOBAL: PerThread = PerThread;

/// Reads `bytes` and returns whether it was accepted, checking the allocation bound.
fn check(bytes: &[u8]) -> bool {
    let base = LIVE.with(Cell::get);
    PEAK.with(|p| p.set(base));
    let result = read_module(bytes);
    let peak = PEAK.with(Cell::get).saturating_sub(base);
    let limit = 256 * bytes.len() + (1 << 20);
    assert!(
        peak <= limit,
        "reader peaked at {peak} bytes for {} input bytes",
        bytes.len()
    );
    result.is_ok()
}

/// A few real modules: the three smallest, one mid-sized, and ones with atomics,
/// switches, loops and groupshared globals.
fn seeds() -> &'static [Vec<u8>] {
    static SEEDS: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let Some(mut corpus) = common::corpus() else {
            return Vec::new();
        };
        corpus.sort_by_key(|(_, bc)| bc.len());
        let mid = corpus.len() / 2;
        let mut picks: Vec<Vec<u8>> = corpus.iter().take(3).map(|(_, bc)| bc.clone()).collect();
        if let Some((_, bc)) = corpus.get(mid) {
            picks.push(bc.clone());
        }
        for name in [
            "cs_interlocked_add_counter.dxil",
            "cs_control_flow_switch_loop.dxil",
            "cs_groupshared_transpose_tile.dxil",
        ] {
            if let Some((_, bc)) = corpus.iter().find(|(p, _)| p.ends_with(name)) {
                picks.push(bc.clone());
            }
        }
        picks
    })
}

#[test]
fn real_modules_stay_within_the_bound() {
    let Some(corpus) = common::corpus() else {
        return;
    };
    let mut worst = 0.0f64;
    for (path, bc) in &corpus {
        let base = LIVE.with(Cell::get);
        PEAK.with(|p| p.set(base));
        let r = read_module(bc);
        let peak = PEAK.with(Cell::get).saturating_sub(base);
        assert!(r.is_ok(), "{}", path.display());
        worst = worst.max(peak as f64 / bc.len() as f64);
        assert!(check(bc), "{}", path.display());
    }
    eprintln!("worst peak heap / input size over the corpus: {worst:.1}");
}

#[test]
fn truncations_are_errors() {
    for seed in seeds() {
        let step = (seed.len() / 97).max(1);
        for len in (0..seed.len()).step_by(step) {
            let cut = &seed[..len];
            let e = read_module(cut).expect_err("a truncated module must not read");
            assert!(e.bit_offset() <= 8 * len as u64 + 64, "{e}");
        }
    }
}

#[test]
fn garbage_is_an_error_with_an_offset() {
    assert!(read_module(b"").is_err());
    assert!(read_module(b"BC\xC0\xDE").is_err());
    assert!(read_module(&[0u8; 64]).is_err());
    let mut x = b"BC\xC0\xDE".to_vec();
    x.extend([0xff; 60]);
    assert!(read_module(&x).is_err());
}

/// Every record of `tree` (only in blocks of id `only`, if given), depth first, mutably.
fn records_in(tree: &mut BitcodeTree, only: Option<u32>) -> Vec<&mut dxil_bitcode::Record> {
    fn walk<'a>(
        block: &'a mut dxil_bitcode::Block,
        only: Option<u32>,
        out: &mut Vec<&'a mut dxil_bitcode::Record>,
    ) {
        let keep = only.is_none_or(|id| id == block.block_id);
        for item in &mut block.items {
            match item {
                Item::Record(r) if keep => out.push(r),
                Item::Block(b) => walk(b, only, out),
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    for b in &mut tree.blocks {
        walk(b, only, &mut out);
    }
    out
}

fn records_mut(tree: &mut BitcodeTree) -> Vec<&mut dxil_bitcode::Record> {
    records_in(tree, None)
}

/// One change to one record's operands or code.
#[derive(Debug, Clone)]
enum RecordEdit {
    Set { op: usize, value: u64 },
    Remove { op: usize },
    Insert { op: usize, value: u64 },
    Code { code: u32 },
}

fn interesting() -> impl Strategy<Value = u64> {
    prop_oneof![
        0u64..8,
        0u64..300,
        Just(u64::from(u32::MAX)),
        Just(u64::from(u32::MAX) - 1),
        Just(1u64 << 32),
        Just(u64::MAX),
        any::<u64>(),
    ]
}

fn edit() -> impl Strategy<Value = RecordEdit> {
    prop_oneof![
        (any::<usize>(), interesting()).prop_map(|(op, value)| RecordEdit::Set { op, value }),
        any::<usize>().prop_map(|op| RecordEdit::Remove { op }),
        (any::<usize>(), interesting()).prop_map(|(op, value)| RecordEdit::Insert { op, value }),
        (0u32..60).prop_map(|code| RecordEdit::Code { code }),
    ]
}

/// Applies `edits` (each to the record `which % count`) and writes the tree back, with
/// every record unabbreviated so any operand value can be written.
fn mutate(seed: &[u8], edits: &[(usize, RecordEdit)]) -> Option<Vec<u8>> {
    let mut tree = BitcodeTree::read(seed).ok()?;
    {
        let mut recs = records_mut(&mut tree);
        let n = recs.len();
        for (which, e) in edits {
            let r = &mut recs[which % n];
            let len = r.operands.len();
            match *e {
                RecordEdit::Set { op, value } if len > 0 => r.operands[op % len] = value,
                RecordEdit::Remove { op } if len > 0 => {
                    r.operands.remove(op % len);
                }
                RecordEdit::Insert { op, value } => r.operands.insert(op % (len + 1), value),
                RecordEdit::Code { code } => r.code = code,
                _ => {}
            }
            r.abbrev = None;
            r.blob = None;
        }
    }
    tree.write().ok()
}

proptest! {
    // READER_FUZZ_CASES=N runs a longer campaign.
    #![proptest_config(ProptestConfig {
        cases: std::env::var("READER_FUZZ_CASES")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(512),
        ..ProptestConfig::default()
    })]

    #[test]
    fn mutated_records_never_panic(
        pick in any::<usize>(),
        edits in proptest::collection::vec((any::<usize>(), edit()), 1..4),
    ) {
        let seeds = seeds();
        prop_assume!(!seeds.is_empty());
        let seed = &seeds[pick % seeds.len()];
        if let Some(bytes) = mutate(seed, &edits) {
            check(&bytes);
        }
    }

    #[test]
    fn mutated_bytes_never_panic(
        pick in any::<usize>(),
        flips in proptest::collection::vec((any::<usize>(), any::<u8>()), 1..8),
        cut in proptest::option::of(any::<usize>()),
    ) {
        let seeds = seeds();
        prop_assume!(!seeds.is_empty());
        let mut bytes = seeds[pick % seeds.len()].clone();
        for (at, x) in flips {
            let n = bytes.len();
            bytes[at % n] ^= x;
        }
        if let Some(c) = cut {
            let n = bytes.len();
            bytes.truncate(c % (n + 1));
        }
        check(&bytes);
    }
}

/// Hand-made record mutations that must be errors (not silently accepted).
#[test]
fn targeted_mutations_are_errors() {
    let Some(corpus) = common::corpus() else {
        return;
    };
    let (_, seed) = corpus
        .iter()
        .find(|(p, _)| p.ends_with("cs_append_consume_structured.dxil"))
        .expect("seed module");
    let base = BitcodeTree::read(seed).expect("seed reads");
    let expect_err = |f: &dyn Fn(&mut BitcodeTree) -> bool, what: &str| {
        let mut t = base.clone();
        assert!(f(&mut t), "{what}: nothing to mutate");
        let bytes = t.write().expect("writes");
        let e = read_module(&bytes).expect_err(what);
        assert!(e.bit_offset() > 0, "{what}: {e}");
    };
    // A type id past the type table in the first FUNCTION record.
    expect_err(
        &|t| {
            records_in(t, Some(8))
                .into_iter()
                .find(|r| r.code == 8 && r.operands.len() == 15)
                .map(|r| {
                    r.operands[0] = 10_000;
                    r.abbrev = None;
                })
                .is_some()
        },
        "type id out of range",
    );
    // An instruction operand that refers to nothing (a huge forward reference).
    expect_err(
        &|t| {
            records_in(t, Some(12))
                .into_iter()
                .find(|r| r.code == 34)
                .map(|r| {
                    let n = r.operands.len();
                    r.operands[n - 1] = u64::from(u32::MAX) - 100_000;
                    r.abbrev = None;
                })
                .is_some()
        },
        "forward reference to nothing",
    );
    // A pointer type to itself.
    expect_err(
        &|t| {
            let recs = records_in(t, Some(17));
            let mut id = 0u64;
            for r in recs {
                // TYPE block records that define an id (not NUMENTRY 1 / STRUCT_NAME 19).
                if r.code == 8 && r.operands.len() == 2 && r.abbrev.is_some() {
                    r.operands[0] = id;
                    r.abbrev = None;
                    return true;
                }
                if matches!(r.code, 2..=7 | 10..=18 | 20 | 21) {
                    id += 1;
                }
            }
            false
        },
        "recursive pointer type",
    );
    // DECLAREBLOCKS far beyond what the body holds.
    expect_err(
        &|t| {
            records_in(t, Some(12))
                .into_iter()
                .find(|r| r.code == 1 && r.operands.len() == 1 && r.operands[0] > 0)
                .map(|r| r.operands[0] = 1 << 40)
                .is_some()
        },
        "absurd block count",
    );
}

/// The record mutations reach the reader's checks: some mutated modules still read, most
/// are rejected by the module reader itself (not by the bitstream layer).
#[test]
fn record_mutations_reach_the_module_reader() {
    let seeds = seeds();
    if seeds.is_empty() {
        return;
    }
    let (mut ok, mut module_errors, mut total) = (0, 0, 0);
    for i in 0..300usize {
        let seed = &seeds[i % seeds.len()];
        let edits = [(
            i.wrapping_mul(2_654_435_761),
            RecordEdit::Set {
                op: i / 7,
                value: (i as u64 * 37) % 97,
            },
        )];
        let Some(bytes) = mutate(seed, &edits) else {
            continue;
        };
        total += 1;
        match read_module(&bytes) {
            Ok(_) => ok += 1,
            Err(e)
                if !matches!(
                    e.kind(),
                    dxil_bitcode::reader::ModuleErrorKind::Bitstream(_)
                ) =>
            {
                module_errors += 1
            }
            Err(_) => {}
        }
    }
    eprintln!("{total} mutated: {ok} read, {module_errors} rejected by the module reader");
    assert!(total > 200 && ok > 0 && module_errors > total / 4);
}

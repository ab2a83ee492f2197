//! Mutated and truncated real bitcode: the reader returns `Ok` or `Err`, never panics,
//! and allocates no more than a small multiple of the input. Accepted input writes back
//! to bytes that read as the same tree.

mod common;

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

use dxil_bitcode::BitcodeTree;
use proptest::prelude::*;

/// Counts live heap bytes and their peak, to bound what the reader allocates.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(now, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size() {
            let now = LIVE.fetch_add(new_size - layout.size(), Ordering::Relaxed) + new_size
                - layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        } else {
            LIVE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
        }
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Serializes the measured sections (tests in this file run on several threads).
static MEASURE: Mutex<()> = Mutex::new(());

/// A few real bitcode files: the smallest ones and one mid-sized.
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
        picks
    })
}

/// Reads `bytes`, checking the allocation bound and the write-back property.
fn check(bytes: &[u8]) {
    let guard = MEASURE.lock().unwrap_or_else(|e| e.into_inner());
    let base = LIVE.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let result = BitcodeTree::read(bytes);
    let peak = PEAK.load(Ordering::Relaxed).saturating_sub(base);
    drop(guard);
    let limit = 128 * bytes.len() + (1 << 20);
    assert!(
        peak <= limit,
        "reader peaked at {peak} bytes for {} input bytes",
        bytes.len()
    );
    if let Ok(tree) = result {
        let out = tree.write().expect("an accepted tree writes");
        let again = BitcodeTree::read(&out).expect("written bytes read");
        assert_eq!(again, tree);
    }
}

#[derive(Debug, Clone)]
enum Mutation {
    Truncate(prop::sample::Index),
    FlipBit(prop::sample::Index, u8),
    SetByte(prop::sample::Index, u8),
    SetWord(prop::sample::Index, u32),
    Insert(prop::sample::Index, Vec<u8>),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<prop::sample::Index>().prop_map(Mutation::Truncate),
        (any::<prop::sample::Index>(), 0u8..8).prop_map(|(i, b)| Mutation::FlipBit(i, b)),
        (any::<prop::sample::Index>(), any::<u8>()).prop_map(|(i, v)| Mutation::SetByte(i, v)),
        (any::<prop::sample::Index>(), any::<u32>()).prop_map(|(i, v)| Mutation::SetWord(i, v)),
        (
            any::<prop::sample::Index>(),
            prop::collection::vec(any::<u8>(), 1..16)
        )
            .prop_map(|(i, v)| Mutation::Insert(i, v)),
    ]
}

fn apply(bytes: &mut Vec<u8>, m: &Mutation) {
    if bytes.is_empty() {
        return;
    }
    match m {
        Mutation::Truncate(i) => bytes.truncate(i.index(bytes.len())),
        Mutation::FlipBit(i, b) => {
            let at = i.index(bytes.len());
            bytes[at] ^= 1 << b;
        }
        Mutation::SetByte(i, v) => {
            let at = i.index(bytes.len());
            bytes[at] = *v;
        }
        Mutation::SetWord(i, v) => {
            let at = i.index(bytes.len()) & !3;
            let end = (at + 4).min(bytes.len());
            bytes[at..end].copy_from_slice(&v.to_le_bytes()[..end - at]);
        }
        Mutation::Insert(i, v) => {
            let at = i.index(bytes.len());
            bytes.splice(at..at, v.iter().copied());
        }
    }
}

/// Makes the top-level block's length word match the (word-padded) data, so the
/// reader gets past the header and meets the mutation deep inside.
fn fix_module_length(bytes: &mut Vec<u8>) {
    if bytes.len() < 12 {
        return;
    }
    bytes.resize(bytes.len().div_ceil(4) * 4, 0);
    let words = ((bytes.len() - 12) / 4) as u32;
    bytes[8..12].copy_from_slice(&words.to_le_bytes());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn mutated_bitcode_never_panics(
        seed in any::<prop::sample::Index>(),
        mutations in prop::collection::vec(mutation(), 1..6),
        fix_length in any::<bool>(),
    ) {
        let seeds = seeds();
        if seeds.is_empty() {
            return Ok(());
        }
        let mut bytes = seeds[seed.index(seeds.len())].clone();
        for m in &mutations {
            apply(&mut bytes, m);
        }
        if fix_length {
            fix_module_length(&mut bytes);
        }
        check(&bytes);
    }

    #[test]
    fn arbitrary_bytes_after_magic_never_panic(tail in prop::collection::vec(any::<u8>(), 0..512)) {
        let mut bytes = b"BC\xc0\xde".to_vec();
        bytes.extend_from_slice(&tail);
        check(&bytes);
    }
}

#[test]
fn every_truncation_of_a_small_file_fails_cleanly() {
    let Some(bc) = seeds().first() else {
        return;
    };
    for cut in 5..bc.len() {
        assert!(
            BitcodeTree::read(&bc[..cut]).is_err(),
            "cut at {cut} accepted"
        );
    }
    check(bc);
}

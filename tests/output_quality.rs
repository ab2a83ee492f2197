//! Output code against DXC's (issue 32): for every DXC test shader both compilers compile
//! (../shared/clang-dxc-tests), the instructions inside function bodies of our container
//! and of DXC's, counted the same way (each container's module read back), and the local
//! arrays (`alloca`) each keeps. The counts per shader are a baseline,
//! tests/expected/output-quality.tsv, checked both ways: a shader that gets longer, or
//! keeps a local array it did not, is a regression; one that gets shorter makes the
//! baseline stale (`UPDATE_OUTPUT_QUALITY=1` rewrites it). The summary line heads the
//! baseline, and the README quotes it; the test fails when the total passes DXC's or
//! the 90th percentile of the ratios passes 1.2 (issue 32's goals). Each shader keeping a local array DXC's has none
//! of is listed with the reason in tests/expected/output-local-arrays.txt.

use crate::clang_dxc_tests::both_compiled;
use crate::common;

use std::collections::BTreeMap;
use std::fmt::Write as _;

/// What one container's module holds inside its function bodies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct BodyCounts {
    /// Instructions, terminators included.
    instructions: usize,
    /// `alloca` instructions (local arrays and variables).
    allocas: usize,
}

/// Counts the instructions in the function bodies of `container`'s program.
fn body_counts(container: &[u8]) -> BodyCounts {
    let parsed = dxil_container::read(container).expect("the container reads");
    let bitcode = parsed.bitcode().expect("a program part");
    let module = dxil_bitcode::read_module(bitcode).expect("its bitcode reads");
    let mut counts = BodyCounts {
        instructions: 0,
        allocas: 0,
    };
    for (_, f) in module.functions.iter() {
        let Some(body) = &f.body else {
            continue;
        };
        for (_, block) in body.blocks.iter() {
            for &inst in &block.insts {
                counts.instructions += 1;
                if matches!(body.insts[inst].kind, dxil_ir::InstKind::Alloca { .. }) {
                    counts.allocas += 1;
                }
            }
        }
    }
    counts
}

/// One shader's counts: ours, then DXC's.
type Row = (BodyCounts, BodyCounts);

/// Issue 32's goals over every shader: at most DXC's instructions in total, and the
/// 90th percentile of the per-shader ratio at most 1.2.
const MAX_TOTAL_RATIO: f64 = 1.0;
const MAX_P90_RATIO: f64 = 1.2;

/// The figures over every shader.
struct Figures {
    shaders: usize,
    ours: usize,
    dxc: usize,
    /// Per-shader ratios (ours / DXC's), ascending.
    ratios: Vec<f64>,
    /// Shaders keeping a local array DXC's has none of.
    arrays: usize,
}

impl Figures {
    fn of(rows: &BTreeMap<String, Row>) -> Figures {
        let mut ratios: Vec<f64> = rows
            .values()
            .map(|(o, d)| o.instructions as f64 / d.instructions.max(1) as f64)
            .collect();
        ratios.sort_by(f64::total_cmp);
        Figures {
            shaders: rows.len(),
            ours: rows.values().map(|r| r.0.instructions).sum(),
            dxc: rows.values().map(|r| r.1.instructions).sum(),
            ratios,
            arrays: rows
                .values()
                .filter(|(o, d)| o.allocas > 0 && d.allocas == 0)
                .count(),
        }
    }

    fn total(&self) -> f64 {
        self.ours as f64 / self.dxc as f64
    }

    /// The ratio at quantile `q`.
    fn at(&self, q: f64) -> f64 {
        self.ratios[((self.ratios.len() - 1) as f64 * q).round() as usize]
    }

    /// The summary line: total ratio, median, geometric mean, 90th percentile, the
    /// shaders over 1.5× and those keeping a local array DXC's has none of.
    fn summary(&self) -> String {
        let n = self.ratios.len() as f64;
        let geomean = (self.ratios.iter().map(|r| r.ln()).sum::<f64>() / n).exp();
        let over = self.ratios.iter().filter(|&&r| r > 1.5).count();
        format!(
            "{} shaders: {} instructions against DXC's {} ({:.2}x); median {:.2}, \
             geometric mean {:.2}, 90th percentile {:.2}; {over} over 1.5x; {} keep a \
             local array DXC's has none of",
            self.shaders,
            self.ours,
            self.dxc,
            self.total(),
            self.at(0.5),
            geomean,
            self.at(0.9),
            self.arrays,
        )
    }
}

/// The baseline file's text for `rows`.
fn baseline_text(rows: &BTreeMap<String, Row>) -> String {
    let mut out = format!(
        "# {}\n# shader\tours\tDXC's\tour allocas\tDXC's allocas\n",
        Figures::of(rows).summary()
    );
    for (key, (o, d)) in rows {
        let _ = writeln!(
            out,
            "{key}\t{}\t{}\t{}\t{}",
            o.instructions, d.instructions, o.allocas, d.allocas
        );
    }
    out
}

/// The baseline's rows (`None` where the file is missing).
fn read_baseline(text: &str) -> BTreeMap<String, Row> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            let [key, o, d, oa, da] = cols[..] else {
                return None;
            };
            let n = |s: &str| s.parse::<usize>().ok();
            Some((
                key.to_string(),
                (
                    BodyCounts {
                        instructions: n(o)?,
                        allocas: n(oa)?,
                    },
                    BodyCounts {
                        instructions: n(d)?,
                        allocas: n(da)?,
                    },
                ),
            ))
        })
        .collect()
}

#[test]
fn instruction_counts_against_dxcs_hold_the_baseline() {
    let Some(shared) = common::shared() else {
        return;
    };
    let rows: BTreeMap<String, Row> = both_compiled(&shared)
        .iter()
        .map(|p| (p.key.clone(), (body_counts(&p.ours), body_counts(&p.dxc))))
        .collect();
    assert!(rows.len() >= 250, "only {} shaders compared", rows.len());
    let figures = Figures::of(&rows);
    assert!(
        figures.total() <= MAX_TOTAL_RATIO && figures.at(0.9) <= MAX_P90_RATIO,
        "issue 32's goals missed (total at most {MAX_TOTAL_RATIO}x, 90th percentile at \
         most {MAX_P90_RATIO}x): {}",
        figures.summary()
    );
    let text = baseline_text(&rows);
    eprintln!("{}", text.lines().next().unwrap_or_default());
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/expected/output-quality.tsv");
    if std::env::var_os("UPDATE_OUTPUT_QUALITY").is_some() {
        std::fs::write(&path, &text).unwrap();
        return;
    }
    let baseline = read_baseline(&std::fs::read_to_string(&path).unwrap_or_default());
    let mut problems = Vec::new();
    for (key, (o, d)) in &rows {
        let Some((bo, bd)) = baseline.get(key) else {
            problems.push(format!("not in the baseline: {key}"));
            continue;
        };
        if bd != d {
            problems.push(format!("{key}: DXC's counts changed: {bd:?} -> {d:?}"));
        }
        if o.instructions > bo.instructions || o.allocas > bo.allocas {
            problems.push(format!("regression: {key}: {bo:?} -> {o:?}"));
        } else if o != bo {
            problems.push(format!(
                "improved, update the baseline: {key}: {bo:?} -> {o:?}"
            ));
        }
    }
    // Each local array DXC's container has none of is listed with the reason.
    let checked: Vec<String> = rows.keys().cloned().collect();
    let kept: BTreeMap<String, String> = rows
        .iter()
        .filter(|(_, (o, d))| o.allocas > 0 && d.allocas == 0)
        .map(|(k, (o, _))| (k.clone(), format!("{} local arrays", o.allocas)))
        .collect();
    common::check_against_list("output-local-arrays.txt", &checked, &kept);
    for key in baseline.keys().filter(|k| !rows.contains_key(*k)) {
        problems.push(format!("no longer compared, update the baseline: {key}"));
    }
    assert!(
        problems.is_empty(),
        "{}\n(UPDATE_OUTPUT_QUALITY=1 rewrites tests/expected/output-quality.tsv)",
        problems.join("\n")
    );
    let head = text.lines().next().unwrap_or_default();
    assert!(
        std::fs::read_to_string(&path)
            .unwrap_or_default()
            .starts_with(head),
        "the baseline's summary line is stale"
    );
}

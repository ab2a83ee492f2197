//! DXC's own validator tests (`../shared/dxc-validation-tests`: 128 cases made from its
//! unit tests, 61 lit tests), each an invalid module, judged by our validator. Each is
//! assembled as it is with `dxa` (DXC's assembler, which does not validate), and must
//! be rejected with the rules its expected messages name
//! (`tests/expected/dxc-validation-rules.txt`, from the messages' DXIL.rst codes). Those
//! not met yet are listed in `tests/expected/dxc-validation-unmet.txt`, checked both
//! ways. The few that `dxa` cannot assemble (their expected error is the IR parser's)
//! must be refused by our compile too.

use crate::common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Every case with a `not %dxv` RUN line (lit) or an expected-message file (cases), by
/// its name in the rules list.
fn cases(root: &Path) -> BTreeMap<String, PathBuf> {
    let mut out = BTreeMap::new();
    for f in common::files(&root.join("cases"), ".expected.txt") {
        let name = f.file_name().unwrap().to_str().unwrap();
        let name = name.trim_end_matches(".expected.txt").to_string();
        out.insert(name.clone(), root.join("cases").join(format!("{name}.ll")));
    }
    for (rel, p, rejected) in lit_modules(root) {
        if rejected {
            out.insert(rel, p);
        }
    }
    out
}

/// The rules each case must be rejected with.
fn expected_rules() -> BTreeMap<String, Vec<String>> {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/expected/dxc-validation-rules.txt");
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut words = l.split_whitespace().map(str::to_string);
            let name = words.next().unwrap();
            (name, words.collect())
        })
        .collect()
}

/// `dxa`'s container for module text `ll`, or `None` when it cannot assemble it.
fn assemble(dxa: &Path, ll: &Path) -> Option<Vec<u8>> {
    let out = tempfile::NamedTempFile::new().unwrap();
    let status = std::process::Command::new(dxa)
        .arg(ll)
        .arg("-o")
        .arg(out.path())
        .output()
        .expect("dxa runs");
    // dxa exits 0 even when it fails; it then writes nothing.
    let bytes = std::fs::read(out.path()).unwrap_or_default();
    (status.status.success() && !bytes.is_empty()).then_some(bytes)
}

#[test]
fn dxc_validator_cases_are_rejected_with_their_rules() {
    let Some(shared) = common::shared() else {
        return;
    };
    let dxa = shared.join("tools/dxc/bin/dxa");
    if !dxa.exists() {
        eprintln!("note: no dxa in ../shared/tools/dxc/bin: DXC's validator cases not run");
        return;
    }
    let root = shared.join("dxc-validation-tests");
    let cases = cases(&root);
    let rules = expected_rules();
    let known: Vec<&str> = dxil_emit::validate::rules::all().collect();
    for (name, listed) in &rules {
        assert!(cases.contains_key(name), "{name} is listed but not a case");
        assert!(!listed.is_empty(), "{name} lists no rule");
        for r in listed {
            assert!(
                known.contains(&r.as_str()),
                "{name}: {r} is not a DXIL rule"
            );
        }
    }
    let mut unmet = BTreeMap::new();
    let mut assembled = 0;
    for (name, ll) in &cases {
        let Some(container) = assemble(&dxa, ll) else {
            // Text DXC's own parser refuses: ours must too.
            let text = std::fs::read_to_string(ll).unwrap();
            assert!(
                dxil_emit::compile(&text, &Default::default()).is_err(),
                "{name}: dxa cannot assemble it, but our compile accepts it"
            );
            continue;
        };
        assembled += 1;
        let want = rules
            .get(name)
            .unwrap_or_else(|| panic!("{name}: not in tests/expected/dxc-validation-rules.txt"));
        let v = dxil_emit::validate::validate(&container);
        let missing: Vec<&str> = want
            .iter()
            .map(String::as_str)
            .filter(|r| !v.diagnostics.iter().any(|d| d.rule == *r))
            .collect();
        if !missing.is_empty() {
            let got: Vec<&str> = v.diagnostics.iter().map(|d| d.rule).collect();
            unmet.insert(
                name.clone(),
                format!(
                    "{} not reported (reported: {})",
                    missing.join(" "),
                    got.join(" ")
                ),
            );
        }
    }
    println!(
        "DXC's validator cases rejected with their rules: {}/{assembled}",
        assembled - unmet.len()
    );
    let checked: Vec<String> = cases.keys().cloned().collect();
    common::check_against_list("dxc-validation-unmet.txt", &checked, &unmet);
}

/// DXC's assembler and its validator tests, when `../shared` has both.
fn dxa_and_tests() -> Option<(PathBuf, PathBuf)> {
    let shared = common::shared()?;
    let dxa = shared.join("tools/dxc/bin/dxa");
    dxa.exists()
        .then(|| (dxa, shared.join("dxc-validation-tests")))
}

/// Every lit module of DXC's validator tests, by its path under `lit/`, with whether
/// dxv rejects it (its RUN line says `not %dxv`).
fn lit_modules(root: &Path) -> Vec<(String, PathBuf, bool)> {
    let mut out = Vec::new();
    let mut dirs = vec![root.join("lit")];
    while let Some(dir) = dirs.pop() {
        for e in std::fs::read_dir(&dir).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "ll") {
                let text = std::fs::read_to_string(&p).unwrap();
                let rel = p.strip_prefix(root).unwrap().to_str().unwrap().to_string();
                out.push((rel, p, text.contains("not %dxv")));
            }
        }
    }
    out.sort();
    out
}

/// The lit modules dxv accepts (its RUN line expects success) are valid to ours too:
/// no false alarm on DXC's hand-written modules (LinAlg matrices, chained groupshared
/// pointers, shader-execution reordering, ...).
#[test]
fn dxc_lit_modules_dxv_accepts_are_valid() {
    let Some((dxa, root)) = dxa_and_tests() else {
        return;
    };
    let mut checked = 0;
    for (name, ll, rejected) in lit_modules(&root) {
        if rejected {
            continue;
        }
        let container = assemble(&dxa, &ll).unwrap_or_else(|| panic!("{name}: dxa fails"));
        let v = dxil_emit::validate::validate(&container);
        assert!(
            v.is_valid(),
            "{name}: dxv accepts it, ours reports {:?}",
            v.diagnostics
                .iter()
                .map(|d| format!("{}: {}", d.rule, d.message))
                .collect::<Vec<_>>()
        );
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} accepted lit modules found");
}

/// dxv's error messages for a lit module (`NAME.dxv.txt` beside it), without the
/// location notes.
fn dxv_messages(ll: &Path) -> Option<Vec<String>> {
    let text = std::fs::read_to_string(ll.with_extension("dxv.txt")).ok()?;
    Some(
        text.lines()
            .filter_map(|l| l.split_once("error: ").map(|(_, m)| m))
            .map(|m| m.trim().trim_end_matches('.').to_string())
            .collect(),
    )
}

/// The LinAlg matrix lit modules (shader model 6.10) are rejected with dxv's messages,
/// one for one: every error dxv prints, ours prints (the same words, or dxv's followed
/// by ours' details after a colon or in brackets), and no other. Modules where they differ are listed
/// in `tests/expected/dxc-lit-message-differences.txt`, checked both ways.
#[test]
fn linalg_lit_modules_get_dxvs_messages() {
    let Some((dxa, root)) = dxa_and_tests() else {
        return;
    };
    let mut checked = Vec::new();
    let mut differ = BTreeMap::new();
    for (name, ll, _) in lit_modules(&root) {
        if !name.starts_with("lit/LinAlgMatrix/") {
            continue;
        }
        // (Those dxa cannot assemble are the parser's: see above.)
        let (Some(mut want), Some(container)) = (dxv_messages(&ll), assemble(&dxa, &ll)) else {
            continue;
        };
        let v = dxil_emit::validate::validate(&container);
        let mut extra = Vec::new();
        for d in &v.diagnostics {
            let ours = d.message.trim().trim_end_matches('.');
            let found = want.iter().position(|m| {
                ours == m
                    || ours.starts_with(&format!("{m}:"))
                    || ours.starts_with(&format!("{m} ("))
            });
            match found {
                Some(i) => {
                    want.remove(i);
                }
                None => extra.push(format!("{}: {ours}", d.rule)),
            }
        }
        checked.push(name.clone());
        if !want.is_empty() || !extra.is_empty() {
            differ.insert(name, format!("dxv only: {want:?}; ours only: {extra:?}"));
        }
    }
    assert!(
        checked.len() >= 20,
        "only {} LinAlg lit modules",
        checked.len()
    );
    common::check_against_list("dxc-lit-message-differences.txt", &checked, &differ);
}

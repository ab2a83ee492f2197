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
    let mut dirs = vec![root.join("lit")];
    while let Some(dir) = dirs.pop() {
        for e in std::fs::read_dir(&dir).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "ll")
                && std::fs::read_to_string(&p).is_ok_and(|t| t.contains("not %dxv"))
            {
                let rel = p.strip_prefix(root).unwrap().to_str().unwrap().to_string();
                out.insert(rel, p);
            }
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

//! Reading DXC's bitcode gives the module DXC printed: for every container, the module
//! read from its DXIL part equals the module parsed from the `.ll` beside it
//! (structurally, see `reader_support`, and exactly after `dxil_ir::canonical`), and both
//! print to the same text.
//! Known, harmless differences are listed in `reader_allowlist.txt`.

use crate::common;
use crate::reader_support;

use dxil_bitcode::read_module;
use std::collections::BTreeMap;
use std::path::Path;

/// The allow-list: case name to reason.
fn allowlist() -> BTreeMap<String, String> {
    include_str!("reader_allowlist.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| {
            let (case, why) = l.split_once('|')?;
            Some((case.trim().to_string(), why.trim().to_string()))
        })
        .collect()
}

/// The case name of a container: its stem, or its directory for `dxc.dxil`.
fn case_name(dxil: &Path) -> String {
    let p = if dxil.file_name().is_some_and(|n| n == "dxc.dxil") {
        dxil.parent().unwrap_or(dxil)
    } else {
        dxil
    };
    p.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// The `.ll` DXC printed beside a container.
fn text_beside(dxil: &Path) -> std::path::PathBuf {
    if dxil.file_name().is_some_and(|n| n == "dxc.dxil") {
        dxil.with_file_name("dxc.ll")
    } else {
        dxil.with_extension("ll")
    }
}

#[test]
fn reading_dxc_bitcode_gives_the_module_dxc_printed() {
    let Some(corpus) = common::corpus() else {
        return;
    };
    let allowed = allowlist();
    let mut failures = Vec::new();
    let (mut equal, mut same_text, mut canonical) = (0, 0, 0);
    for (path, bc) in &corpus {
        let name = path.display();
        let case = case_name(path);
        let mut problems = Vec::new();
        let text = match std::fs::read_to_string(text_beside(path)) {
            Ok(t) => t,
            Err(e) => {
                failures.push(format!("{name}: no .ll: {e}"));
                continue;
            }
        };
        let parsed = match dxil_parser::parse(&text) {
            Ok(p) => p.module,
            Err(e) => {
                failures.push(format!("{name}: the parser rejects DXC's text: {e}"));
                continue;
            }
        };
        let read = match read_module(bc) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{name}: read: {e}"));
                continue;
            }
        };
        let diffs = reader_support::diff_modules(&read, &parsed, 8);
        if diffs.is_empty() {
            equal += 1;
        } else {
            problems.push(format!("{name}:\n  {}", diffs.join("\n  ")));
        }
        if dxil_ir::canonical::canonicalize(&read) == dxil_ir::canonical::canonicalize(&parsed) {
            canonical += 1;
        } else {
            problems.push(format!("{name}: canonical forms differ"));
        }
        let (tr, tp) = (
            dxil_ir::printer::print_module(&read),
            dxil_ir::printer::print_module(&parsed),
        );
        if tr == tp {
            same_text += 1;
        } else {
            let first = tr
                .lines()
                .zip(tp.lines())
                .find(|(a, b)| a != b)
                .map(|(a, b)| format!("read:   {a}\n  parsed: {b}"))
                .unwrap_or_else(|| "line counts differ".into());
            problems.push(format!("{name}: printed text differs:\n  {first}"));
        }
        match (problems.is_empty(), allowed.contains_key(&case)) {
            (true, true) => failures.push(format!(
                "{case} is allow-listed but reads exactly as DXC printed it: remove it"
            )),
            (false, false) => failures.extend(problems),
            _ => {}
        }
    }
    eprintln!(
        "{} modules: {equal} equal to DXC's printed module, {same_text} print the same text, \
         {canonical} equal after dxil_ir::canonical::canonicalize",
        corpus.len()
    );
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

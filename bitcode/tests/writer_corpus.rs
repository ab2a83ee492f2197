//! Every DXC-printed module in ../../shared (dxc-reference/corpus/*.ll and
//! offload-tests/*/dxc.ll): parse it, write it with `write_module`, and check that
//! (a) the bitstream reader reads our bitcode back, (b) LLVM 22's tools accept it
//! (`shared/tools/dxil-check`, when `llvm-bcanalyzer-22` and `opt-22` are on PATH), and
//! (c) our blocks and records equal those DXC wrote into the `.dxil` beside it.
//!
//! Writing in place (`write_module_in_place`) must give the same bytes.
//!
//! Files whose records differ must be listed, with a reason, in `writer_allowlist.txt`.
//! The kind table is compared by name only (DXC's lists kinds its passes registered but
//! the module no longer uses), and attachment kind ids are compared as names.

use crate::common;

use dxil_bitcode::codes::{block_name, record_name, BlockId, MetadataCode};
use dxil_bitcode::{write_module, write_module_in_place, BitcodeTree, Block, Item};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::process::Command;

/// (case name, .ll path, .dxil path) for every DXC module.
fn cases(shared: &Path) -> Vec<(String, PathBuf, PathBuf)> {
    let mut out = Vec::new();
    for dxil in common::dxil_files(shared) {
        let (name, ll) = if dxil.file_name().is_some_and(|n| n == "dxc.dxil") {
            let dir = dxil.parent().and_then(Path::file_name);
            let dir = dir
                .map(|d| d.to_string_lossy().into_owned())
                .unwrap_or_default();
            (format!("offload/{dir}"), dxil.with_file_name("dxc.ll"))
        } else {
            let stem = dxil.file_stem().map(|s| s.to_string_lossy().into_owned());
            (stem.unwrap_or_default(), dxil.with_extension("ll"))
        };
        if ll.is_file() {
            out.push((name, ll, dxil));
        }
    }
    out
}

/// The kind table of a tree: id to name.
fn kinds(tree: &BitcodeTree) -> HashMap<u64, String> {
    let mut map = HashMap::new();
    for module in &tree.blocks {
        for b in module.blocks() {
            if b.block_id != BlockId::Metadata.code() {
                continue;
            }
            for r in b.records() {
                if r.code == MetadataCode::Kind.code() {
                    if let Some((&id, name)) = r.operands.split_first() {
                        let bytes: Vec<u8> = name.iter().map(|&c| c as u8).collect();
                        map.insert(id, String::from_utf8_lossy(&bytes).into_owned());
                    }
                }
            }
        }
    }
    map
}

/// Every block's contents as lines, keyed by block path.
fn flatten(
    b: &Block,
    path: &str,
    kinds: &HashMap<u64, String>,
    out: &mut BTreeMap<String, Vec<String>>,
) {
    let mut seen: HashMap<u32, usize> = HashMap::new();
    let mut lines = Vec::new();
    for item in &b.items {
        match item {
            Item::Block(child) => {
                let n = seen.entry(child.block_id).or_default();
                let name = block_name(child.block_id).unwrap_or("BLOCK");
                let child_path = format!("{path}/{name}#{n}");
                *n += 1;
                lines.push(format!("<{name} width {}>", child.abbrev_width));
                flatten(child, &child_path, kinds, out);
            }
            Item::DefineAbbrev(a) => lines.push(format!("ABBREV {:?}", a.ops())),
            Item::Record(r) => {
                if b.block_id == BlockId::Metadata.code() && r.code == MetadataCode::Kind.code() {
                    continue;
                }
                let mut ops: Vec<String> = r.operands.iter().map(u64::to_string).collect();
                if b.block_id == BlockId::MetadataAttachment.code() {
                    let start = r.operands.len() % 2;
                    for i in (start..ops.len()).step_by(2) {
                        let k = r.operands[i];
                        ops[i] = kinds.get(&k).cloned().unwrap_or_else(|| format!("kind{k}"));
                    }
                }
                let name = record_name(b.block_id, r.code)
                    .map(str::to_string)
                    .unwrap_or_else(|| format!("code{}", r.code));
                lines.push(format!("{name} a{:?} [{}]", r.abbrev, ops.join(" ")));
            }
        }
    }
    out.insert(path.to_string(), lines);
}

/// The differences between our tree and DXC's, one line each (empty when equal).
fn compare(ours: &BitcodeTree, dxc: &BitcodeTree) -> Vec<String> {
    let (ok, dk) = (kinds(ours), kinds(dxc));
    let mut diffs = Vec::new();
    let missing: Vec<&String> = ok
        .values()
        .filter(|n| !dk.values().any(|d| d == *n))
        .collect();
    if !missing.is_empty() {
        diffs.push(format!("metadata kinds DXC lacks: {missing:?}"));
    }
    let (mut a, mut b) = (BTreeMap::new(), BTreeMap::new());
    for (i, blk) in ours.blocks.iter().enumerate() {
        flatten(blk, &format!("#{i}"), &ok, &mut a);
    }
    for (i, blk) in dxc.blocks.iter().enumerate() {
        flatten(blk, &format!("#{i}"), &dk, &mut b);
    }
    let paths: std::collections::BTreeSet<&String> = a.keys().chain(b.keys()).collect();
    let empty = Vec::new();
    for path in paths {
        let (x, y) = (a.get(path).unwrap_or(&empty), b.get(path).unwrap_or(&empty));
        if x == y {
            continue;
        }
        let mismatched: Vec<usize> = (0..x.len().max(y.len()))
            .filter(|&i| x.get(i) != y.get(i))
            .collect();
        let mut line = format!(
            "{path}: {} of {}/{} items differ",
            mismatched.len(),
            x.len(),
            y.len()
        );
        for &i in mismatched.iter().take(2) {
            line.push_str(&format!(
                "\n      [{i}] ours {}\n      [{i}] dxc  {}",
                x.get(i).map_or("-", String::as_str),
                y.get(i).map_or("-", String::as_str)
            ));
        }
        diffs.push(line);
    }
    diffs
}

/// The allow-list: case name to reason.
fn allow_list() -> BTreeMap<String, String> {
    let text = include_str!("writer_allowlist.txt");
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split_once('|'))
        .map(|(n, r)| (n.trim().to_string(), r.trim().to_string()))
        .collect()
}

fn on_path(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Runs dxil-check on every file; returns the failing files with their output lines.
fn dxil_check(shared: &Path, files: &[PathBuf]) -> Option<Vec<String>> {
    if files.is_empty() || !on_path("llvm-bcanalyzer-22") || !on_path("opt-22") {
        eprintln!("note: llvm-bcanalyzer-22/opt-22 not on PATH; skipping dxil-check");
        return None;
    }
    let tool = shared.join("tools/dxil-check");
    let mut failed = Vec::new();
    for chunk in files.chunks(64) {
        let out = Command::new(&tool).arg("--quiet").args(chunk).output();
        let out = match out {
            Ok(o) => o,
            Err(e) => {
                failed.push(format!("cannot run dxil-check: {e}"));
                return Some(failed);
            }
        };
        let text = String::from_utf8_lossy(&out.stdout).into_owned()
            + &String::from_utf8_lossy(&out.stderr);
        failed.extend(
            text.lines()
                .filter(|l| l.starts_with("FAIL"))
                .map(str::to_string),
        );
        if !out.status.success() && !text.contains("FAIL") {
            failed.push(format!("dxil-check exited {:?}: {text}", out.status.code()));
        }
    }
    Some(failed)
}

#[test]
fn dxc_modules_are_written_as_dxc_writes_them() {
    let Some(shared) = common::shared_dir() else {
        return;
    };
    let cases = cases(&shared);
    assert!(
        !cases.is_empty(),
        "no DXC modules under {}",
        shared.display()
    );
    let tmp = std::env::temp_dir().join(format!("dxil-writer-corpus-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&tmp);
    let allowed = allow_list();
    let (mut parse_failed, mut problems, mut matching) = (Vec::new(), Vec::new(), 0);
    let mut unexpected = Vec::new();
    let mut written = Vec::new();
    for (name, ll, dxil) in &cases {
        let text = std::fs::read_to_string(ll).unwrap_or_default();
        let parsed = match dxil_parser::parse(&text) {
            Ok(p) => p,
            Err(e) => {
                parse_failed.push(format!("{name}: {e}"));
                continue;
            }
        };
        let ours = match write_module(&parsed.module) {
            Ok(b) => b,
            Err(e) => {
                problems.push(format!("{name}: write_module failed: {e}"));
                continue;
            }
        };
        let mut owned = parsed.module;
        if write_module_in_place(&mut owned).as_ref().ok() != Some(&ours) {
            problems.push(format!("{name}: written in place, the bitcode differs"));
        }
        let file = tmp.join(format!("{}.bc", name.replace('/', "__")));
        if std::fs::write(&file, &ours).is_ok() {
            written.push(file);
        }
        let ours_tree = match BitcodeTree::read(&ours) {
            Ok(t) => t,
            Err(e) => {
                problems.push(format!("{name}: our bitcode does not read back: {e}"));
                continue;
            }
        };
        let container = std::fs::read(dxil).unwrap_or_default();
        let dxc_tree = common::extract_bitcode(&container)
            .map_err(|e| e.to_string())
            .and_then(|bc| BitcodeTree::read(bc).map_err(|e| e.to_string()));
        let dxc_tree = match dxc_tree {
            Ok(t) => t,
            Err(e) => {
                problems.push(format!("{name}: DXC's bitcode does not read: {e}"));
                continue;
            }
        };
        let diffs = compare(&ours_tree, &dxc_tree);
        if diffs.is_empty() {
            matching += 1;
            if allowed.contains_key(name) {
                eprintln!("note: {name} matches DXC now; drop it from the allow-list");
            }
        } else {
            eprintln!(
                "{name}: records differ from DXC's\n    {}",
                diffs.join("\n    ")
            );
            if !allowed.contains_key(name) {
                unexpected.push(name.clone());
            }
        }
    }
    let checked = dxil_check(&shared, &written);
    let parsed = cases.len() - parse_failed.len();
    eprintln!(
        "{} DXC modules: {} parsed, {} written, {} match DXC's records, {} differ ({} not allowed)",
        cases.len(),
        parsed,
        written.len(),
        matching,
        parsed - problems.len() - matching,
        unexpected.len()
    );
    if !parse_failed.is_empty() {
        eprintln!(
            "note: the parser rejected {} modules (not the writer's to fix):\n  {}",
            parse_failed.len(),
            parse_failed.join("\n  ")
        );
    }
    if let Some(failed) = &checked {
        eprintln!(
            "dxil-check: {} of {} files failed",
            failed.len(),
            written.len()
        );
        problems.extend(failed.iter().map(|f| format!("dxil-check: {f}")));
    }
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(
        problems.is_empty(),
        "writer problems:\n  {}",
        problems.join("\n  ")
    );
    assert!(
        unexpected.is_empty(),
        "records differ from DXC's for modules not in writer_allowlist.txt:\n  {}",
        unexpected.join("\n  ")
    );
}

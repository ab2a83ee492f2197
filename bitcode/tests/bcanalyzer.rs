//! Cross-check against `llvm-bcanalyzer-22 -dump` when it is installed.

use crate::common;

use std::process::Command;

use dxil_bitcode::{BitcodeTree, Block, Item};

const TOOL: &str = "llvm-bcanalyzer-22";

/// (blocks, records, abbreviated records), not counting what is inside BLOCKINFO
/// (the tool prints BLOCKINFO as an empty element).
fn count(block: &Block, acc: &mut (usize, usize, usize)) {
    acc.0 += 1;
    if block.block_id == 0 {
        return;
    }
    for item in &block.items {
        match item {
            Item::Block(b) => count(b, acc),
            Item::Record(r) => {
                acc.1 += 1;
                if r.abbrev.is_some() {
                    acc.2 += 1;
                }
            }
            Item::DefineAbbrev(_) => {}
        }
    }
}

fn tool_counts(dump: &str) -> (usize, usize, usize) {
    let body = dump.split("Summary of").next().unwrap_or("");
    let mut acc = (0, 0, 0);
    for line in body.lines() {
        let t = line.trim_start();
        let opens_block = t.starts_with("<BLOCKINFO_BLOCK")
            || (t.starts_with('<') && !t.starts_with("</") && t.contains(" NumWords="));
        if opens_block {
            acc.0 += 1;
        } else if t.starts_with('<') && t.contains("/>") {
            acc.1 += 1;
            if t.contains(" abbrevid=") {
                acc.2 += 1;
            }
        }
    }
    acc
}

#[test]
fn dump_counts_agree_with_llvm_bcanalyzer() {
    if Command::new(TOOL).arg("--version").output().is_err() {
        eprintln!("note: {TOOL} is not on PATH; skipping");
        return;
    }
    let Some(corpus) = common::corpus() else {
        return;
    };
    // The smallest, the largest and one offload test.
    let mut picks: Vec<&(std::path::PathBuf, Vec<u8>)> = Vec::new();
    if let Some(s) = corpus.iter().min_by_key(|(_, bc)| bc.len()) {
        picks.push(s);
    }
    if let Some(l) = corpus.iter().max_by_key(|(_, bc)| bc.len()) {
        picks.push(l);
    }
    if let Some(o) = corpus
        .iter()
        .find(|(p, _)| p.to_string_lossy().contains("offload-tests"))
    {
        picks.push(o);
    }
    let dir = std::env::temp_dir().join(format!("dxil-bitcode-bca-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    for (i, (path, bc)) in picks.into_iter().enumerate() {
        let file = dir.join(format!("{i}.bc"));
        std::fs::write(&file, bc).expect("write temp");
        let out = Command::new(TOOL)
            .arg("-dump")
            .arg(&file)
            .output()
            .expect("run tool");
        assert!(out.status.success(), "{TOOL} failed on {}", path.display());
        let theirs = tool_counts(&String::from_utf8_lossy(&out.stdout));
        let tree = BitcodeTree::read(bc).expect("read");
        let mut ours = (0, 0, 0);
        for b in &tree.blocks {
            count(b, &mut ours);
        }
        assert_eq!(ours, theirs, "{}", path.display());
        assert!(
            ours.1 > 10,
            "suspiciously few records in {}",
            path.display()
        );
        println!("{}: blocks/records/abbreviated = {ours:?}", path.display());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

//! `META.FLAGSUSAGE` edit by edit, from the rule rather than from our generator: every
//! bit (0 to 40) of the shader flags each of DXC's printed modules declares
//! (`../shared/dxc-reference`: the corpus and every stage's tests) is flipped in turn;
//! our compiler assembles the edited module (validation skipped), and dxv and our
//! validator judge the container. Their verdicts must agree but for the edits listed in
//! `tests/expected/validate-flag-bit-disagreements.txt` with dxv's reason (checked both
//! ways).

use crate::common;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// The first entry's declared flags in `text`: the `!{i32 0, i64 N` of its properties.
fn declared_flags(text: &str) -> Option<(usize, usize, u64)> {
    let key = "!{i32 0, i64 ";
    let start = text.find(key)? + key.len();
    let len = text[start..].find(|c: char| !c.is_ascii_digit())?;
    Some((start, len, text[start..start + len].parse().ok()?))
}

#[test]
fn flipped_flag_bits_are_judged_as_dxv_judges_them() {
    let Some(shared) = common::shared() else {
        return;
    };
    if common::dxv_path().is_none() {
        return;
    }
    let dir = shared.join("dxc-reference");
    let mut modules: Vec<PathBuf> = common::files(&dir.join("corpus"), ".ll");
    for stage in ["as", "ds", "gs", "hs", "lib", "ms"] {
        modules.extend(common::files(&dir.join("stages").join(stage), ".ll"));
    }
    let mut edits = Vec::new();
    for path in &modules {
        let text = std::fs::read_to_string(path).unwrap();
        let Some((start, len, flags)) = declared_flags(&text) else {
            continue;
        };
        let name = path.strip_prefix(&dir).unwrap().display().to_string();
        for bit in 0..=40 {
            let mut edited = text.clone();
            edited.replace_range(start..start + len, &(flags ^ (1 << bit)).to_string());
            edits.push((format!("{name}:bit{bit}"), edited));
        }
    }
    // Two workers: dxv runs as a process per container.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let verdicts = std::sync::Mutex::new(BTreeMap::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((name, text)) = edits.get(k) else {
                    break;
                };
                let container = common::assemble_unvalidated(text, name);
                let ours = dxil_emit::validate::validate(&container);
                let dxv = common::dxv_rejection(&container);
                if ours.is_valid() != dxv.is_none() {
                    let why =
                        dxv.unwrap_or_else(|| format!("dxv accepts; ours: {}", ours.to_text()));
                    verdicts.lock().unwrap().insert(name.clone(), why);
                }
            });
        }
    });
    let disagreements = verdicts.into_inner().unwrap();
    let names: Vec<String> = edits.iter().map(|(n, _)| n.clone()).collect();
    eprintln!(
        "flag-bit edits judged: {}; verdicts differ on {}",
        names.len(),
        disagreements.len()
    );
    assert!(names.len() > 2000, "only {} edits", names.len());
    common::check_against_list(
        "validate-flag-bit-disagreements.txt",
        &names,
        &disagreements,
    );
}

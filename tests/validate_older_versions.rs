//! No false alarm on containers made for an older validator (issue 30): DXC's printed
//! modules with their `!dx.valver` set to 1.0, 1.4 and 1.6, assembled by DXC's own `dxa`
//! (which lays the parts out as that validator expects: before 1.7, a signature names
//! each element separately and is not padded). Whatever dxv accepts, ours accepts; what
//! dxv refuses, ours refuses (but for the modules listed in
//! `tests/expected/validate-older-version-misses.txt`, checked both ways); and a
//! container we assemble from such a module is one dxv accepts.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

/// DXC's assembler beside dxv, if it is there.
fn dxa(shared: &Path) -> Option<PathBuf> {
    let p = shared.join("tools/dxc/bin/dxa");
    p.exists().then_some(p)
}

/// `text` with its validator version set to 1.`minor` (`None` when it names none).
fn with_valver(text: &str, minor: u32) -> Option<String> {
    let named = text.lines().find(|l| l.starts_with("!dx.valver = !{!"))?;
    let node = named
        .trim_start_matches("!dx.valver = !{")
        .trim_end_matches('}');
    let prefix = format!("{node} = !{{i32 1, i32 ");
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        if line.starts_with(&prefix) {
            out.push_str(&format!("{node} = !{{i32 1, i32 {minor}}}"));
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    Some(out)
}

#[test]
fn containers_for_older_validators_raise_no_false_alarm() {
    let Some(shared) = common::shared() else {
        return;
    };
    let (Some(dxa), Some(_)) = (dxa(&shared), common::dxv_path()) else {
        eprintln!("note: no dxa/dxv in ../shared/tools/dxc/bin: skipped");
        return;
    };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut false_alarms = Vec::new();
    let mut judged = 0;
    let mut names = Vec::new();
    let mut missed = std::collections::BTreeMap::new();
    let mut refused = 0;
    // Every third printed module keeps the test short; each at three versions.
    for (n, ll) in dxil_test_support::dxc_printed_modules(&shared)
        .iter()
        .enumerate()
        .filter(|(n, _)| n % 3 == 0)
    {
        let Ok(text) = std::fs::read_to_string(ll) else {
            continue;
        };
        for minor in [0, 4, 6] {
            let Some(old) = with_valver(&text, minor) else {
                continue;
            };
            let src = dir.path().join(format!("m{n}_{minor}.ll"));
            let out = dir.path().join(format!("m{n}_{minor}.dxil"));
            std::fs::write(&src, &old).expect("writable");
            let made = Command::new(&dxa).arg(&src).arg("-o").arg(&out).output();
            if !made.is_ok_and(|o| o.status.success()) {
                continue;
            }
            let container = std::fs::read(&out).expect("dxa wrote it");
            let ours = dxil_emit::validate::validate(&container);
            let name = ll.strip_prefix(&shared).unwrap_or(ll).display().to_string();
            names.push(format!("{name}@1.{minor}"));
            if let Some(why) = common::dxv_rejection(&container) {
                refused += 1;
                if ours.is_valid() {
                    missed.insert(format!("{name}@1.{minor}"), why);
                }
                continue;
            }
            judged += 1;
            if !ours.is_valid() {
                let first = ours.to_text().lines().next().unwrap_or("").to_string();
                false_alarms.push(format!("{name} at validator 1.{minor}: {first}"));
            }
            // Ours, assembled from the same module, is laid out for that version too.
            if let Ok(c) = dxil_emit::compile(&old, &Default::default()) {
                let what = format!("{ll:?} at 1.{minor}");
                common::assert_dxv_accepts(c.container().unwrap(), &what);
            }
        }
    }
    eprintln!("{judged} containers dxv accepts, {refused} it refuses");
    assert!(judged > 100, "only {judged} containers judged");
    // What dxv refuses at an older version, ours refuses too (or it is listed).
    common::check_against_list("validate-older-version-misses.txt", &names, &missed);
    assert!(
        false_alarms.is_empty(),
        "{} of {judged} containers dxv accepts are refused:\n{}",
        false_alarms.len(),
        false_alarms.join("\n")
    );
}

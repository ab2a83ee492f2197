//! Our validator against dxv on edits made from a rule rather than by our mutation
//! generator, over DXC's printed modules (`../shared/dxc-reference`: the corpus and
//! every stage's tests); our compiler assembles each edited module (validation
//! skipped), and dxv and ours judge the container. Their verdicts must agree but for
//! the edits listed, with dxv's reason, in `tests/expected/` (checked both ways):
//!
//! - `META.FLAGSUSAGE`: every bit (0 to 40) of the shader flags a module's entry
//!   declares, flipped in turn (`validate-flag-bit-disagreements.txt`);
//! - the resource records: each of a module's first three SRV, UAV or sampler records
//!   given every other kind (a sampler's mode), 1 to 18 but CBuffer and Sampler
//!   (`validate-resource-kind-disagreements.txt`);
//! - the constant-buffer layout rules (`SM.CBUFFEROFFSETOVERLAP`,
//!   `SM.CBUFFERELEMENTOVERFLOW`, `SM.CBUFFERARRAYOFFSETALIGNMENT`): every member offset
//!   of every struct a module's type annotations describe (those of constant buffers,
//!   nested structs, structured-buffer elements) moved by -16, -4, 4, 8, 12 and 16
//!   bytes, over the modules that keep their annotations (libraries and DXC's
//!   validator tests: `validate-cbuffer-offset-disagreements.txt`);
//! - the `PSV0` content rules (`CONTAINER.CONTENTMATCHES`, `CONTAINER.CONTENTINVALID`,
//!   `CONTAINER.UNUSEDITEMINTABLE`): one bit of twelve bytes spread over each module's
//!   `PSV0` part flipped (`validate-psv0-bit-disagreements.txt`).

use crate::common;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The first entry's declared flags in `text`: the `!{i32 0, i64 N` of its properties.
fn declared_flags(text: &str) -> Option<(usize, usize, u64)> {
    let key = "!{i32 0, i64 ";
    let start = text.find(key)? + key.len();
    let len = text[start..].find(|c: char| !c.is_ascii_digit())?;
    Some((start, len, text[start..start + len].parse().ok()?))
}

/// Where a resource record line (`!6 = !{i32 0, %T* undef, !"name", i32 space, i32
/// lower, i32 range, i32 KIND, ...`) holds its kind, as a byte range of the line.
fn record_kind(line: &str) -> Option<std::ops::Range<usize>> {
    if !line.starts_with('!') || !line.contains(" = !{i32 ") {
        return None;
    }
    let name = line.find(", !\"")? + 4;
    let after = name + line[name..].find('"')? + 1;
    let mut at = after;
    for field in 0..4 {
        let rest = line[at..].strip_prefix(", i32 ")?;
        let len = rest.find(|c: char| !(c.is_ascii_digit() || c == '-'))?;
        let start = at + ", i32 ".len();
        if field == 3 {
            return Some(start..start + len);
        }
        at = start + len;
    }
    None
}

/// The metadata nodes (`!12`) of `text`'s constant-buffer records: the third list
/// `!dx.resources` names (their fourth field is a size, not a kind).
fn cbuffer_records(text: &str) -> Vec<&str> {
    let node_list = |name: &str| -> Vec<&str> {
        let prefix = format!("{name} = !{{");
        text.lines()
            .find_map(|l| l.strip_prefix(prefix.as_str()))
            .map(|rest| rest.trim_end_matches('}').split(", ").collect())
            .unwrap_or_default()
    };
    // `!dx.resources = !{!5}` and `!5 = !{!srvs, !uavs, !cbvs, !samplers}`.
    let Some(&lists) = node_list("!dx.resources").first() else {
        return Vec::new();
    };
    match node_list(lists).get(2) {
        Some(cbvs) if *cbvs != "null" => node_list(cbvs),
        _ => Vec::new(),
    }
}

/// DXC's printed modules: the corpus and every stage's tests.
fn dxc_modules(dir: &Path) -> Vec<PathBuf> {
    let mut modules: Vec<PathBuf> = common::files(&dir.join("corpus"), ".ll");
    for stage in ["as", "ds", "gs", "hs", "lib", "ms"] {
        modules.extend(common::files(&dir.join("stages").join(stage), ".ll"));
    }
    modules
}

/// Where a field annotation line (`!9 = !{i32 6, !"name", i32 3, i32 OFFSET, ...}`)
/// holds the field's offset, as a byte range of the line.
fn field_offset(line: &str) -> Option<std::ops::Range<usize>> {
    let (node, rest) = line.split_once(" = !{i32 6, !\"")?;
    if !node.starts_with('!') {
        return None;
    }
    let name_end = rest.find('"')?;
    let after = &rest[name_end..];
    let digits = after.strip_prefix("\", i32 3, i32 ")?;
    let len = digits.find(|c: char| !c.is_ascii_digit())?;
    let start = line.len() - digits.len();
    Some(start..start + len)
}

/// The edits (named) on which dxv's and our verdicts differ, with the reason; `container`
/// makes an edit's container.
fn disagreements<T: Sync>(
    edits: &[(String, T)],
    container: impl Fn(&str, &T) -> Vec<u8> + Sync,
) -> BTreeMap<String, String> {
    // Two workers: dxv runs as a process per container.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let verdicts = std::sync::Mutex::new(BTreeMap::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((name, edit)) = edits.get(k) else {
                    break;
                };
                let container = container(name, edit);
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
    verdicts.into_inner().unwrap()
}

/// Judges `edits` (module texts) and checks the disagreements against `list`.
fn judge_against(list: &str, edits: &[(String, String)], at_least: usize) {
    judge_containers_against(list, edits, at_least, |name, text| {
        common::assemble_unvalidated(text, name)
    });
}

/// Judges `edits`, whose containers `container` makes, and checks the disagreements
/// against `list`.
fn judge_containers_against<T: Sync>(
    list: &str,
    edits: &[(String, T)],
    at_least: usize,
    container: impl Fn(&str, &T) -> Vec<u8> + Sync,
) {
    let found = disagreements(edits, container);
    let names: Vec<String> = edits.iter().map(|(n, _)| n.clone()).collect();
    eprintln!(
        "{list}: {} edits judged, verdicts differ on {}",
        names.len(),
        found.len()
    );
    assert!(names.len() > at_least, "only {} edits", names.len());
    common::check_against_list(list, &names, &found);
}

/// The shared folder of DXC's references, when it and dxv are at hand.
fn references() -> Option<PathBuf> {
    let shared = common::shared()?;
    common::dxv_path()?;
    Some(shared.join("dxc-reference"))
}

#[test]
fn flipped_flag_bits_are_judged_as_dxv_judges_them() {
    let Some(dir) = references() else {
        return;
    };
    let mut edits = Vec::new();
    for path in dxc_modules(&dir) {
        let text = std::fs::read_to_string(&path).unwrap();
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
    judge_against("validate-flag-bit-disagreements.txt", &edits, 2000);
}

#[test]
fn changed_resource_kinds_are_judged_as_dxv_judges_them() {
    let Some(dir) = references() else {
        return;
    };
    let mut edits = Vec::new();
    for path in dxc_modules(&dir) {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.strip_prefix(&dir).unwrap().display().to_string();
        let cbvs = cbuffer_records(&text);
        let mut offset = 0;
        let mut records = Vec::new();
        for line in text.split_inclusive('\n') {
            let node = line.split(" = ").next().unwrap_or("");
            if let Some(kind) = record_kind(line).filter(|_| !cbvs.contains(&node)) {
                records.push((offset + kind.start)..(offset + kind.end));
            }
            offset += line.len();
        }
        for range in records.into_iter().take(3) {
            let was: u32 = text[range.clone()].parse().unwrap_or(0);
            for kind in (1..=18).filter(|k| *k != was && *k != 13 && *k != 14) {
                let mut edited = text.clone();
                edited.replace_range(range.clone(), &kind.to_string());
                edits.push((format!("{name}:{}:kind{kind}", range.start), edited));
            }
        }
    }
    judge_against("validate-resource-kind-disagreements.txt", &edits, 2000);
}

#[test]
fn moved_cbuffer_members_are_judged_as_dxv_judges_them() {
    let Some(dir) = references() else {
        return;
    };
    let shared = dir.parent().unwrap().to_path_buf();
    let mut modules = dxc_modules(&dir);
    for tests in ["dxc-validation-tests/cases", "dxc-validation-tests/lit"] {
        modules.extend(common::files(&shared.join(tests), ".ll"));
    }
    let mut edits = Vec::new();
    for path in modules {
        let text = std::fs::read_to_string(&path).unwrap();
        if !text.contains("!dx.typeAnnotations") || !text.contains("!dx.resources") {
            continue;
        }
        let name = path.strip_prefix(&shared).unwrap().display().to_string();
        let mut offset = 0;
        for line in text.split_inclusive('\n') {
            if let Some(field) = field_offset(line) {
                let at = (offset + field.start)..(offset + field.end);
                let was: i64 = text[at.clone()].parse().unwrap_or(0);
                for step in [-16, -4, 4, 8, 12, 16] {
                    if was + step < 0 {
                        continue;
                    }
                    let mut edited = text.clone();
                    edited.replace_range(at.clone(), &(was + step).to_string());
                    edits.push((format!("{name}:{}:{step:+}", at.start), edited));
                }
            }
            offset += line.len();
        }
    }
    judge_against("validate-cbuffer-offset-disagreements.txt", &edits, 300);
}

/// A container, a byte of it and the bit to flip there.
type BitFlip = (std::sync::Arc<Vec<u8>>, usize, u8);

#[test]
fn flipped_psv0_bits_are_judged_as_dxv_judges_them() {
    let Some(dir) = references() else {
        return;
    };
    let mut edits: Vec<(String, BitFlip)> = Vec::new();
    for (m, path) in dxc_modules(&dir).iter().enumerate() {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.strip_prefix(&dir).unwrap().display().to_string();
        let container = common::assemble_unvalidated(&text, &name);
        let Some(part) = dxil_container::read(&container).ok().and_then(|c| {
            c.part(dxil_container::FourCC::PSV0)
                .map(|p| (p.offset + 8, p.body.len()))
        }) else {
            continue;
        };
        let container = std::sync::Arc::new(container);
        // Twelve bytes of the part, spread over it, a different bit of each.
        for k in 0..12 {
            let byte = (k * part.1 / 12 + m * 7 + k * 13) % part.1;
            let bit = ((k + m) % 8) as u8;
            edits.push((
                format!("{name}:PSV0.byte{byte}.bit{bit}"),
                (container.clone(), part.0 + byte, bit),
            ));
        }
    }
    judge_containers_against(
        "validate-psv0-bit-disagreements.txt",
        &edits,
        1000,
        |_, (container, at, bit)| {
            let mut bytes = container.to_vec();
            bytes[*at] ^= 1 << bit;
            bytes
        },
    );
}

#[test]
fn the_field_reading_finds_the_offset() {
    let line = "!10 = !{i32 6, !\"g2\", i32 3, i32 8, i32 7, i32 9}\n";
    let range = field_offset(line).unwrap();
    assert_eq!(&line[range], "8");
    assert_eq!(field_offset("!10 = !{i32 6, !\"g2\", i32 7, i32 9}"), None);
}

#[test]
fn the_record_reading_finds_the_kind() {
    let line = "!6 = !{i32 0, %\"class.RWBuffer<float>\"* undef, !\"buf\", i32 0, i32 -1, i32 1, i32 10, i1 false}";
    let range = record_kind(line).unwrap();
    assert_eq!(&line[range], "10");
    assert_eq!(record_kind("!7 = !{i32 0, i32 9}"), None);
    let text = "!dx.resources = !{!3}\n!3 = !{!4, null, !8, null}\n!8 = !{!9, !10}\n";
    assert_eq!(cbuffer_records(text), ["!9", "!10"]);
}

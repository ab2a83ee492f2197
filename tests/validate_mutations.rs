//! Our validator against Microsoft's on small edits of valid modules: DXC's printed
//! DXIL of the corpus, of every third stage shader and of every sixth of DXC's own
//! tests, each edited in a signature element's field (component type, kind,
//! interpolation, rows, start row or column), a resource binding (space, register,
//! range), a shader-flags bit, an operation's opcode, or a byte of a part the module
//! implies. `dxa` assembles each edited module without validating it; `dxv` and ours
//! each judge the container. The agreement must be at least 95%; each disagreement is
//! listed with its reason in `tests/expected/validate-mutation-disagreements.txt`
//! (checked both ways).

use crate::common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A small deterministic generator (xorshift), so the edits are the same on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

/// The modules edited: DXC's printed DXIL.
fn bases(shared: &Path) -> Vec<PathBuf> {
    let refs = shared.join("dxc-reference");
    let mut out = common::files(&refs.join("corpus"), ".ll");
    let mut stages = Vec::new();
    for stage in ["as", "ds", "gs", "hs", "lib", "ms"] {
        stages.extend(common::files(&refs.join("stages").join(stage), ".ll"));
    }
    stages.sort();
    out.extend(stages.into_iter().step_by(3));
    let mut tests = Vec::new();
    for stage in ["cs", "ps", "vs"] {
        tests.extend(common::files(
            &shared.join("clang-dxc-tests").join(stage),
            ".dxc.ll",
        ));
    }
    tests.sort();
    out.extend(tests.into_iter().step_by(6));
    out
}

/// `line` with its `index`-th `", "`-separated field (counted from `from`) replaced.
fn with_field(line: &str, from: usize, index: usize, field: &str) -> Option<String> {
    let (head, tail) = line.split_at(from);
    let mut fields: Vec<&str> = tail.split(", ").collect();
    *fields.get_mut(index)? = field;
    Some(format!("{head}{}", fields.join(", ")))
}

/// The integer of a field like `i8 4` or `i32 -1`.
fn int_of(field: &str) -> Option<i64> {
    field.split_once(' ')?.1.trim_end_matches('}').parse().ok()
}

/// The edits of one line of a module, by name.
fn line_edits(i: usize, line: &str, rng: &mut Rng) -> Vec<(String, String)> {
    let mut out = Vec::new();
    if !line.starts_with('!') {
        if let Some(at) = line.find("@dx.op.").filter(|_| line.contains("call ")) {
            // An operation's opcode, moved by one or two.
            let rest = &line[at..];
            if let Some(open) = rest.find("(i32 ") {
                let num_at = at + open + 5;
                let end = line[num_at..]
                    .find(|c: char| !c.is_ascii_digit())
                    .map_or(line.len(), |e| num_at + e);
                if let Ok(n) = line[num_at..end].parse::<i64>() {
                    let delta = [1, -1, 2][rng.below(3) as usize];
                    let edited = format!("{}{}{}", &line[..num_at], n + delta, &line[end..]);
                    out.push((format!("op{i}"), edited));
                }
            }
        }
        return out;
    }
    // A signature element: id, name, then component type, kind, indices,
    // interpolation, rows, columns, start row, start column.
    if let Some(name_end) = line.find("\", i8 ").filter(|_| line.contains("= !{i32 ")) {
        let from = name_end + 3;
        let fields: Vec<&str> = line[from..].split(", ").collect();
        if fields.len() >= 8 {
            let int = |k: usize| int_of(fields[k]).unwrap_or(0);
            let edits = [
                (
                    "ct",
                    0,
                    format!("i8 {}", [1, 4, 5, 8, 9][rng.below(5) as usize]),
                ),
                ("kind", 1, format!("i8 {}", rng.below(31))),
                ("interp", 3, format!("i8 {}", rng.below(9))),
                ("rows", 4, format!("i32 {}", int(4) + 1)),
                ("row", 6, format!("i32 {}", int(6) + 1)),
                ("col", 7, format!("i8 {}", int(7) + 1)),
            ];
            for (what, k, field) in edits {
                if let Some(edited) = with_field(line, from, k, &field).filter(|e| e != line) {
                    out.push((format!("sig{i}.{what}"), edited));
                }
            }
        }
    }
    // A resource record: id, symbol, name, then space, lower bound, range size.
    if let Some(name_at) = line.find(" undef, !\"") {
        if let Some(end) = line[name_at + 10..].find("\", i32 ") {
            let from = name_at + 10 + end + 3;
            let fields: Vec<&str> = line[from..].split(", ").collect();
            let ints: Vec<i64> = fields.iter().take(3).filter_map(|f| int_of(f)).collect();
            if ints.len() == 3 {
                for (what, k, value) in [
                    ("space", 0, ints[0] + 1),
                    ("lower", 1, ints[1] + 1),
                    ("size", 2, ints[2] + 1),
                    ("lowerdown", 1, (ints[1] - 1).max(0)),
                ] {
                    let edited = with_field(line, from, k, &format!("i32 {value}"));
                    if let Some(edited) = edited.filter(|e| e != line) {
                        out.push((format!("res{i}.{what}"), edited));
                    }
                }
            }
        }
    }
    // Shader flags (tag 0 of an entry's properties).
    if let Some(at) = line.find("i32 0, i64 ") {
        let num_at = at + 11;
        let end = line[num_at..]
            .find(|c: char| !c.is_ascii_digit())
            .map_or(line.len(), |e| num_at + e);
        if let Ok(flags) = line[num_at..end].parse::<u64>() {
            let bit = rng.below(24);
            let edited = format!("{}{}{}", &line[..num_at], flags ^ (1 << bit), &line[end..]);
            out.push((format!("flags{i}.bit{bit}"), edited));
        }
    }
    out
}

/// Up to eight edited modules of `text`, by name.
fn text_mutants(text: &str, rng: &mut Rng) -> Vec<(String, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut edits = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        for (name, edited) in line_edits(i, line, rng) {
            edits.push((name, i, edited));
        }
    }
    rng.shuffle(&mut edits);
    edits
        .into_iter()
        .take(8)
        .map(|(name, i, edited)| {
            let mut out: Vec<&str> = lines.clone();
            out[i] = &edited;
            (name, out.join("\n"))
        })
        .collect()
}

/// Containers with one byte of a derived part flipped.
fn part_mutants(container: &[u8], rng: &mut Rng) -> Vec<(String, Vec<u8>)> {
    let Ok(parsed) = dxil_container::read(container) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    use dxil_container::FourCC;
    for fourcc in [FourCC::SFI0, FourCC::ISG1, FourCC::OSG1, FourCC::PSV0] {
        let Some(part) = parsed.part(fourcc).filter(|p| !p.body.is_empty()) else {
            continue;
        };
        let at = part.offset + 8 + rng.below(part.body.len() as u64) as usize;
        let mut bytes = container.to_vec();
        bytes[at] ^= 1 << rng.below(8);
        out.push((format!("{fourcc}.byte{}", at - part.offset - 8), bytes));
    }
    out
}

/// `dxa`'s container for module text, or `None` when it cannot assemble it.
fn assemble(dxa: &Path, text: &str) -> Option<Vec<u8>> {
    let dir = tempfile::tempdir().unwrap();
    let ll = dir.path().join("m.ll");
    let out = dir.path().join("m.dxil");
    std::fs::write(&ll, text).unwrap();
    std::process::Command::new(dxa)
        .arg(&ll)
        .arg("-o")
        .arg(&out)
        .output()
        .expect("dxa runs");
    std::fs::read(&out).ok().filter(|b| !b.is_empty())
}

#[test]
fn our_verdicts_agree_with_dxv_on_edited_modules() {
    let Some(shared) = common::shared() else {
        return;
    };
    let dxa = shared.join("tools/dxc/bin/dxa");
    if !dxa.exists() || common::dxv_path().is_none() {
        eprintln!("note: no dxa/dxv in ../shared/tools/dxc/bin: mutation agreement not measured");
        return;
    }
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut judged = 0usize;
    let mut disagreements = BTreeMap::new();
    let mut checked = Vec::new();
    for base in bases(&shared) {
        let text = std::fs::read_to_string(&base).unwrap();
        let stem = base
            .file_name()
            .unwrap()
            .to_str()
            .unwrap()
            .trim_end_matches(".ll");
        let mut mutants: Vec<(String, Vec<u8>)> = text_mutants(&text, &mut rng)
            .into_iter()
            .filter_map(|(name, t)| Some((name, assemble(&dxa, &t)?)))
            .collect();
        if let Some(valid) = assemble(&dxa, &text) {
            mutants.extend(part_mutants(&valid, &mut rng));
        }
        for (name, container) in mutants {
            let key = format!("{stem}:{name}");
            let dxv_accepts = common::dxv_rejection(&container).is_none();
            let ours = dxil_emit::validate::validate(&container);
            judged += 1;
            checked.push(key.clone());
            if dxv_accepts != ours.is_valid() {
                let why = match common::dxv_rejection(&container) {
                    Some(dxv) => format!("dxv rejects: {}", dxv.lines().next().unwrap_or("")),
                    None => format!(
                        "dxv accepts; ours: {}",
                        ours.to_text().lines().next().unwrap_or("")
                    ),
                };
                disagreements.insert(key, why);
            }
        }
    }
    let agreed = judged - disagreements.len();
    let rate = 100.0 * agreed as f64 / judged.max(1) as f64;
    println!("edited modules judged: {judged}; our verdict is dxv's for {agreed} ({rate:.1}%)");
    assert!(judged > 500, "only {judged} edited modules judged");
    assert!(rate >= 95.0, "agreement {rate:.1}% is below 95%");
    common::check_against_list(
        "validate-mutation-disagreements.txt",
        &checked,
        &disagreements,
    );
}

//! `docs/architecture.md` lists which workspace crates each crate may depend on; this
//! reads every member's `Cargo.toml` and fails when a crate depends on one the document
//! does not allow, or when a crate is missing from the list.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The "Allowed dependencies" list: crate → the workspace crates it may depend on.
fn allowed(doc: &str) -> BTreeMap<String, BTreeSet<String>> {
    let section = doc
        .split("## Allowed dependencies")
        .nth(1)
        .expect("docs/architecture.md has an \"Allowed dependencies\" section");
    let section = section.split("\n## ").next().unwrap_or(section);
    let mut out = BTreeMap::new();
    for line in section.lines() {
        let Some(item) = line.strip_prefix("- ") else {
            continue;
        };
        let Some((name, deps)) = item.split_once(':') else {
            continue;
        };
        let deps = deps
            .split(',')
            .map(str::trim)
            .filter(|d| d.starts_with("dxil-"))
            .map(String::from)
            .collect();
        out.insert(name.trim().to_string(), deps);
    }
    out
}

/// A manifest's package name and the workspace crates among its normal dependencies.
fn manifest(text: &str) -> (String, BTreeSet<String>) {
    let mut name = String::new();
    let mut deps = BTreeSet::new();
    let mut table = String::new();
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            table = line.to_string();
            continue;
        }
        if table == "[package]" && line.starts_with("name") {
            name = line.split('"').nth(1).unwrap_or_default().to_string();
        }
        if table == "[dependencies]" && line.starts_with("dxil-") {
            let dep: String = line
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            deps.insert(dep);
        }
    }
    (name, deps)
}

/// The workspace members' manifests (the root package's too).
fn members(root: &Path) -> Vec<std::path::PathBuf> {
    let top = std::fs::read_to_string(root.join("Cargo.toml")).expect("root manifest");
    let list = top
        .split("members = [")
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .expect("a members list");
    let mut out = vec![root.join("Cargo.toml")];
    for m in list.split(',') {
        let m = m.trim().trim_matches('"');
        if !m.is_empty() {
            out.push(root.join(m).join("Cargo.toml"));
        }
    }
    out
}

#[test]
fn every_crate_depends_only_on_what_the_architecture_allows() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("docs/architecture.md")).expect("the document");
    let allowed = allowed(&doc);
    let mut problems = Vec::new();
    for path in members(root) {
        let text = std::fs::read_to_string(&path).expect("a member's manifest");
        let (name, deps) = manifest(&text);
        let Some(may) = allowed.get(&name) else {
            problems.push(format!("{name} is not in docs/architecture.md's list"));
            continue;
        };
        for d in deps.difference(may) {
            problems.push(format!(
                "{name} depends on {d}, which the document does not allow"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_reading_finds_names_and_dependencies() {
    let (name, deps) = manifest(
        "[package]\nname = \"dxil-x\"\n[dependencies]\ndxil-ir.workspace = true\n\
         dxil-model = { path = \"dxil\" }\nthiserror.workspace = true\n\
         [dev-dependencies]\ndxil-parser.workspace = true\n",
    );
    assert_eq!(name, "dxil-x");
    assert_eq!(
        deps.into_iter().collect::<Vec<_>>(),
        ["dxil-ir", "dxil-model"]
    );
    let doc = "## Allowed dependencies\n\n- dxil-x: dxil-ir\n- dxil-y: (none)\n\n## Next\n- dxil-z: dxil-ir\n";
    let a = allowed(doc);
    assert_eq!(a.len(), 2);
    assert!(a["dxil-y"].is_empty());
}

/// The test files of a crate that lists its test targets itself (`autotests = false`) and
/// are in none of them: a file in `tests/` that is neither a `[[test]]` target's root nor a
/// `mod` of one would never run.
fn tests_left_out(crate_dir: &Path, manifest_text: &str) -> Vec<String> {
    if !manifest_text.contains("autotests = false") {
        return Vec::new();
    }
    let roots: Vec<&str> = manifest_text
        .split("[[test]]")
        .skip(1)
        .filter_map(|t| t.split("path = \"").nth(1)?.split('"').next())
        .collect();
    let mut included: BTreeSet<String> = BTreeSet::new();
    for root in &roots {
        included.insert(root.to_string());
        let text = std::fs::read_to_string(crate_dir.join(root)).expect("a test target's root");
        for line in text.lines() {
            if let Some(m) = line.strip_prefix("mod ").and_then(|r| r.strip_suffix(';')) {
                included.insert(format!("tests/{m}.rs"));
            }
        }
    }
    let mut left_out = Vec::new();
    let Ok(dir) = std::fs::read_dir(crate_dir.join("tests")) else {
        return left_out;
    };
    for entry in dir.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.ends_with(".rs") && !included.contains(&format!("tests/{name}")) {
            left_out.push(crate_dir.join("tests").join(name).display().to_string());
        }
    }
    left_out
}

#[test]
fn every_test_file_belongs_to_a_test_target() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut left_out = Vec::new();
    for path in members(root) {
        let text = std::fs::read_to_string(&path).expect("a member's manifest");
        left_out.extend(tests_left_out(
            path.parent().expect("a crate folder"),
            &text,
        ));
    }
    assert!(
        left_out.is_empty(),
        "test files no test target includes (add a `mod` line to the crate's tests/suite.rs):\n{}",
        left_out.join("\n")
    );
}

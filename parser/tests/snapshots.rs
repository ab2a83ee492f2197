//! Printer snapshots: `tests/in/*.ll` parsed and printed must equal `tests/out/*.ll`
//! (set `UPDATE_SNAPSHOTS=1` to rewrite them), and the printed text must read back to
//! the same module.

use dxil_ir::canonical::canonicalize;
use dxil_ir::printer::print_module;
use dxil_ir::PointerMode;
use std::path::Path;

#[test]
fn printed_modules_match_snapshots() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut names: Vec<_> = std::fs::read_dir(dir.join("in"))
        .expect("tests/in")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    names.sort();
    assert!(names.len() >= 4, "snapshot inputs missing");
    let update = std::env::var_os("UPDATE_SNAPSHOTS").is_some();
    let mut stale = Vec::new();
    for input in names {
        let text = std::fs::read_to_string(&input).expect("read input");
        let parsed =
            dxil_parser::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
        let printed = print_module(&parsed.module);
        let out = dir.join("out").join(input.file_name().expect("name"));
        if update {
            std::fs::write(&out, &printed).expect("write snapshot");
        } else if std::fs::read_to_string(&out).ok().as_deref() != Some(printed.as_str()) {
            stale.push(out.display().to_string());
        }
        let again = dxil_parser::parse(&printed)
            .unwrap_or_else(|e| panic!("{} printed: {e}", input.display()));
        assert_eq!(
            canonicalize(&again.module),
            canonicalize(&parsed.module),
            "{}",
            input.display()
        );
    }
    assert!(
        stale.is_empty(),
        "snapshots differ (UPDATE_SNAPSHOTS=1 to accept): {stale:?}"
    );
}

#[test]
fn typed_pointer_dxc_module_prints_and_reparses() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/in/dxc_switch_loop.ll");
    let text = std::fs::read_to_string(path).expect("read");
    let parsed = dxil_parser::parse(&text).expect("parse DXC output");
    assert_eq!(parsed.module.pointers, PointerMode::Typed);
    let printed = print_module(&parsed.module);
    assert!(
        printed.contains("%dx.types.Handle = type { i8* }"),
        "{printed}"
    );
    assert!(printed.contains("void ()* @main"), "{printed}");
    let again = dxil_parser::parse(&printed).expect("reparse");
    assert_eq!(again.module.pointers, PointerMode::Typed);
    assert_eq!(canonicalize(&again.module), canonicalize(&parsed.module));
}

#[test]
fn source_map_has_every_instruction() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/in/constructs.ll");
    let text = std::fs::read_to_string(path).expect("read");
    let parsed = dxil_parser::parse(&text).expect("parse");
    let m = &parsed.module;
    let f = m.function_by_name("ops").expect("ops");
    let body = m.functions[f].body.as_ref().expect("body");
    let first = body.blocks[body.layout[0]].insts[0];
    let loc = parsed
        .source_map
        .get(dxil_ir::Site::Inst(f, first))
        .expect("loc");
    assert_eq!(
        text.lines().nth(loc.line as usize - 1).map(str::trim_start),
        Some("%add = add nuw nsw i32 %a, 1")
    );
    assert_eq!(loc.col, 3);
    let placed = m
        .functions
        .iter()
        .filter_map(|(h, f)| f.body.as_ref().map(|b| (h, b)))
        .flat_map(|(h, b)| b.placed_insts().map(move |(_, i)| (h, i)));
    for (h, i) in placed {
        assert!(parsed.source_map.get(dxil_ir::Site::Inst(h, i)).is_some());
    }
    let g = m.global_by_name("e").expect("@e");
    assert!(parsed.source_map.get(dxil_ir::Site::Global(g)).is_some());
}

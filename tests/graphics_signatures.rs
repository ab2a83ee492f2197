//! Clang 22's pixel and vertex shaders (../shared/corpus/ll), compiled with their HLSL
//! source for the semantics the IR lacks, give DXC's ISG1, OSG1 and PSV0 byte for byte
//! (DXC's container in ../shared/dxc-reference/corpus), and `!dx.viewIdState` equal to
//! DXC's.
//!
//! DXC's modules say validator 1.10 where clang's say 1.8, and the PSV0 version follows
//! the validator version, so the shaders are compiled for validator 1.10 here. Clang
//! keeps a load of every declared input even when its value is unused (the intrinsic is
//! convergent), while DXC's `loadInput` is read-none and vanishes; the lowering drops
//! unused loads, so usage masks and dependency tables agree without exception.

use crate::common;

use dxil_container::{read, FourCC};
use std::path::Path;

/// The corpus's pixel and vertex shaders: (IR text, IR path).
fn graphics_shaders(shared: &Path) -> Vec<(String, std::path::PathBuf)> {
    common::files(&shared.join("corpus/ll"), ".ll")
        .into_iter()
        .filter_map(|ll| {
            let text = std::fs::read_to_string(&ll).ok()?;
            let graphics = ["pixel", "vertex"]
                .iter()
                .any(|s| text.contains(&format!("\"hlsl.shader\"=\"{s}\"")));
            graphics.then_some((text, ll))
        })
        .collect()
}

#[test]
fn clang_graphics_shaders_give_dxcs_signature_parts() {
    let Some(shared) = common::shared() else {
        return;
    };
    let shaders = graphics_shaders(&shared);
    assert_eq!(
        shaders.len(),
        8,
        "the corpus has 8 pixel and vertex shaders"
    );
    let mut failures = Vec::new();
    for (text, ll) in &shaders {
        let stem = ll.file_stem().unwrap().to_string_lossy().into_owned();
        let hlsl = shared.join("corpus/hlsl").join(format!("{stem}.hlsl"));
        let opts = dxil_emit::Options {
            validator_version: Some((1, 10)),
            hlsl_source: Some(dxil_emit::hlsl_semantics::HlslSource {
                name: hlsl.display().to_string(),
                text: std::fs::read_to_string(&hlsl).unwrap(),
            }),
            ..dxil_emit::Options::default()
        };
        let compiled = match dxil_emit::compile(text, &opts) {
            Ok(c) => c,
            Err(e) => {
                failures.push(format!("{stem}: {e}"));
                continue;
            }
        };
        let dxc_path = shared.join(format!("dxc-reference/corpus/{stem}.dxil"));
        let dxc_bytes = std::fs::read(&dxc_path).unwrap();
        let dxc = read(&dxc_bytes).unwrap();
        for fourcc in [FourCC::ISG1, FourCC::OSG1, FourCC::PSV0] {
            let ours = compiled.parts().iter().find(|(f, _)| FourCC(*f) == fourcc);
            let theirs = dxc.part(fourcc).map(|p| p.body);
            if ours.map(|(_, b)| b.as_slice()) != theirs {
                failures.push(format!("{stem}: {fourcc:?} differs from DXC's"));
            }
        }
        let dxc_text =
            std::fs::read_to_string(shared.join(format!("dxc-reference/corpus/{stem}.ll")))
                .unwrap();
        let dxc_module = dxil_parser::parse(&dxc_text).unwrap().module;
        let theirs = dxil_analysis::view_id_state::serialized_in_module(&dxc_module);
        let ours = dxil_analysis::view_id_state::serialized_in_module(compiled.module());
        if ours != theirs {
            failures.push(format!(
                "{stem}: !dx.viewIdState {ours:?}, DXC's {theirs:?}"
            ));
        }
        if common::have_llvm22() {
            let out = tempfile::NamedTempFile::new().unwrap();
            std::fs::write(out.path(), compiled.container().unwrap()).unwrap();
            if let Err(e) = common::dxil_check(&shared, out.path()) {
                failures.push(format!("{stem}: dxil-check: {e}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn clang_graphics_shader_without_hlsl_source_is_a_clear_error() {
    let Some(shared) = common::shared() else {
        return;
    };
    let (text, _) = &graphics_shaders(&shared)[0];
    let e = dxil_emit::compile(text, &dxil_emit::Options::default()).unwrap_err();
    assert!(e.to_string().contains("--hlsl"), "{e}");
}

#[test]
fn cli_takes_the_hlsl_source_from_a_directory() {
    let Some(shared) = common::shared() else {
        return;
    };
    let exe = env!("CARGO_BIN_EXE_dxil-emit");
    let input = shared.join("corpus/ll/vs_passthrough_position_texcoord.ll");
    let out = tempfile::NamedTempFile::new().unwrap();
    let status = std::process::Command::new(exe)
        .arg("compile")
        .arg(&input)
        .arg("--hlsl")
        .arg(shared.join("corpus/hlsl"))
        .arg("-o")
        .arg(out.path())
        .status()
        .unwrap();
    assert!(status.success());
    let bytes = std::fs::read(out.path()).unwrap();
    let parsed = read(&bytes).unwrap();
    assert!(parsed.part(FourCC::OSG1).is_some());
    let missing = std::process::Command::new(exe)
        .arg("compile")
        .arg(&input)
        .arg("-o")
        .arg(out.path())
        .output()
        .unwrap();
    assert!(!missing.status.success());
    let err = String::from_utf8_lossy(&missing.stderr);
    assert!(
        err.contains("vs_passthrough_position_texcoord.ll:8:") && err.contains("--hlsl"),
        "{err}"
    );
}

/// Without `--hlsl` the CLI finds the HLSL beside the input: the module's
/// `source_filename`, or the input's stem with `.hlsl`; the container is the one
/// `--hlsl` gives.
#[test]
fn cli_finds_the_hlsl_source_beside_the_input() {
    let Some(shared) = common::shared() else {
        return;
    };
    let exe = env!("CARGO_BIN_EXE_dxil-emit");
    let stem = "ps_blinn_phong_lighting";
    let ll = std::fs::read_to_string(shared.join(format!("corpus/ll/{stem}.ll"))).unwrap();
    let hlsl = shared.join(format!("corpus/hlsl/{stem}.hlsl"));
    let compile = |input: &std::path::Path, extra: &[&std::path::Path]| {
        let out = input.with_extension("dxil");
        let status = std::process::Command::new(exe)
            .arg("compile")
            .arg(input)
            .args(
                extra
                    .iter()
                    .flat_map(|p| [std::path::Path::new("--hlsl"), p]),
            )
            .arg("-o")
            .arg(&out)
            .output()
            .unwrap();
        assert!(
            status.status.success(),
            "{}",
            String::from_utf8_lossy(&status.stderr)
        );
        std::fs::read(out).unwrap()
    };
    let dir = tempfile::tempdir().unwrap();
    // Named after the source file clang recorded, under another name than the input.
    let renamed = dir.path().join("renamed.ll");
    std::fs::write(&renamed, &ll).unwrap();
    std::fs::copy(&hlsl, dir.path().join(format!("{stem}.hlsl"))).unwrap();
    let expected = compile(&renamed, &[&hlsl]);
    assert_eq!(compile(&renamed, &[]), expected);
    // Named after the input, with no source_filename to go by.
    let other = tempfile::tempdir().unwrap();
    let input = other.path().join("shader.ll");
    let without = ll.replace(&format!("source_filename = \"{stem}.hlsl\""), "");
    assert_ne!(without, ll);
    std::fs::write(&input, without).unwrap();
    std::fs::copy(&hlsl, other.path().join("shader.hlsl")).unwrap();
    assert_eq!(compile(&input, &[]), expected);
}

/// The fields of an element that the HLSL declaration and the packing decide (not the
/// usage masks, which come from the code).
fn declared_fields(e: &dxil_model::metadata::SignatureElement) -> String {
    format!(
        "{} {}{:?} type {} kind {} interp {} {}x{} at {}:{}",
        e.id,
        e.semantic_name,
        e.semantic_indices,
        e.component_type,
        e.system_value,
        e.interpolation,
        e.rows,
        e.cols,
        e.start_row,
        e.start_col
    )
}

/// Every pixel and vertex shader DXC compiled (13, five of them beyond what clang 22
/// accepts): the elements read from the HLSL declaration and packed equal DXC's
/// records, field by field.
#[test]
fn hlsl_declarations_pack_as_dxc_does() {
    use dxil_lower::frontend::clang_signature_io::{declared_element, hlsl_component_type};
    use dxil_model::semantic_interpretation::{SigKind, SigPoint};
    let Some(shared) = common::shared() else {
        return;
    };
    let dxc_dir = shared.join("dxc-reference/corpus");
    let mut compared = 0;
    for ll in common::files(&dxc_dir, ".ll") {
        let stem = ll.file_stem().unwrap().to_string_lossy().into_owned();
        if !(stem.starts_with("ps_") || stem.starts_with("vs_")) {
            continue;
        }
        let module = dxil_parser::parse(&std::fs::read_to_string(&ll).unwrap())
            .unwrap()
            .module;
        let info = dxil_model::read_dxil_info(&module).unwrap();
        let hlsl =
            std::fs::read_to_string(shared.join(format!("corpus/hlsl/{stem}.hlsl"))).unwrap();
        let decl =
            dxil_lower::frontend::hlsl_entry_signature::read_entry_declaration(&hlsl, "main")
                .unwrap();
        let stage = info.shader_model.kind;
        for (sig, declared, dxc) in [
            (SigKind::Input, &decl.inputs, &info.entry.inputs),
            (SigKind::Output, &decl.outputs, &info.entry.outputs),
        ] {
            let point = SigPoint::of(stage, sig).unwrap();
            let mut ours: Vec<_> = declared
                .iter()
                .enumerate()
                .map(|(i, d)| {
                    declared_element(i as u32, d, Some(point), hlsl_component_type(d.base)).unwrap()
                })
                .collect();
            dxil_lower::analysis::signature_packing::pack(&mut ours, point, false).unwrap();
            let ours: Vec<String> = ours.iter().map(declared_fields).collect();
            let theirs: Vec<String> = dxc.iter().map(declared_fields).collect();
            assert_eq!(ours, theirs, "{stem} {sig:?}");
            compared += 1;
        }
    }
    assert_eq!(compared, 26, "13 shaders, two signatures each");
}

#[test]
fn entry_parameter_forms_give_dxcs_signatures() {
    // tests/graphics/NAME.hlsl: entries with out and inout parameters (clang 22 passes
    // them as pointers from llvm.dx.load.input.p0), arrays of one or more dimensions,
    // matrices, bools, attributes, type aliases and namespaces, and structs from
    // included files (tests/graphics/include, with include/sys as clang's -I); NAME.ll
    // is clang 22's IR, NAME.dxc.dxil DXC's container for the same source.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/graphics");
    let sources = common::files(&dir, ".hlsl");
    assert!(sources.len() >= 7, "no fixtures in {}", dir.display());
    for hlsl in sources {
        let stem = hlsl.file_stem().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(dir.join(format!("{stem}.ll"))).unwrap();
        let opts = dxil_emit::Options {
            hlsl_source: Some(dxil_emit::hlsl_semantics::HlslSource {
                name: hlsl.display().to_string(),
                text: std::fs::read_to_string(&hlsl).unwrap(),
            }),
            include_dirs: vec![dir.join("include/sys")],
            ..dxil_emit::Options::default()
        };
        let compiled = dxil_emit::compile(&text, &opts).unwrap_or_else(|e| panic!("{stem}: {e}"));
        let dxc_bytes = std::fs::read(dir.join(format!("{stem}.dxc.dxil"))).unwrap();
        let dxc = read(&dxc_bytes).unwrap();
        for fourcc in [FourCC::ISG1, FourCC::OSG1] {
            let ours = compiled.parts().iter().find(|(f, _)| FourCC(*f) == fourcc);
            assert_eq!(
                ours.map(|(_, b)| b.as_slice()),
                dxc.part(fourcc).map(|p| p.body),
                "{stem}: {fourcc:?} differs from DXC's"
            );
        }
        common::assert_dxv_accepts(compiled.container().unwrap(), &stem);
    }
}

/// `compile -I DIR` (and `-IDIR`) finds the HLSL source's `#include <...>`s; without
/// it the error names the missing file and the line of the `#include`.
#[test]
fn cli_follows_includes_through_include_directories() {
    let exe = env!("CARGO_BIN_EXE_dxil-emit");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/graphics");
    let out = tempfile::tempdir().unwrap();
    let compile = |extra: &[&str], name: &str| {
        std::process::Command::new(exe)
            .current_dir(&dir)
            .args([
                "compile",
                "include_struct.ll",
                "--hlsl",
                "include_struct.hlsl",
            ])
            .args(extra)
            .arg("-o")
            .arg(out.path().join(name))
            .output()
            .unwrap()
    };
    let spaced = compile(&["-I", "include/sys"], "a.dxil");
    assert!(
        spaced.status.success(),
        "{}",
        String::from_utf8_lossy(&spaced.stderr)
    );
    let joined = compile(&["-Iinclude/sys"], "b.dxil");
    assert!(
        joined.status.success(),
        "{}",
        String::from_utf8_lossy(&joined.stderr)
    );
    let a = std::fs::read(out.path().join("a.dxil")).unwrap();
    assert_eq!(a, std::fs::read(out.path().join("b.dxil")).unwrap());
    let dxc = std::fs::read(dir.join("include_struct.dxc.dxil")).unwrap();
    let (ours, theirs) = (read(&a).unwrap(), read(&dxc).unwrap());
    for fourcc in [FourCC::ISG1, FourCC::OSG1] {
        assert_eq!(
            ours.part(fourcc).map(|p| p.body),
            theirs.part(fourcc).map(|p| p.body)
        );
    }
    let missing = compile(&[], "c.dxil");
    assert!(!missing.status.success());
    let err = String::from_utf8_lossy(&missing.stderr);
    assert!(
        err.contains("include/io_types.hlsli:3:") && err.contains("'defs.hlsli' not found"),
        "{err}"
    );
    assert!(!out.path().join("c.dxil").exists());
}

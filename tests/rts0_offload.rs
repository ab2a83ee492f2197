//! Root signatures: clang 22 modules with `!dx.rootsignatures` (the offload suite's
//! root signature tests) compile to containers whose RTS0 part equals DXC's, and whose
//! DXIL part no longer carries the metadata.

use crate::common;

use dxil_container::{read, FourCC};

/// Tests whose RTS0 cannot equal DXC's, with the reason.
const KNOWN_DIFFERENCES: &[(&str, &str)] = &[(
    "Feature__RootSignatures__Flags",
    "the source spells out a default flag (SRV DATA_STATIC_WHILE_SET_AT_EXECUTE), which \
     DXC keeps; clang's metadata cannot tell it from an unspecified one, written as none",
)];

#[test]
fn root_signatures_equal_dxcs_rts0() {
    let Some(shared) = common::shared() else {
        return;
    };
    let mut compared = 0;
    let mut failures = Vec::new();
    for dir in common::offload_tests(&shared) {
        let Ok(text) = std::fs::read_to_string(dir.join("clang22.ll")) else {
            continue;
        };
        if !text.contains("!dx.rootsignatures") {
            continue;
        }
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let known = KNOWN_DIFFERENCES.iter().any(|(n, _)| *n == name);
        let compiled = match dxil_emit::compile(&text, &dxil_emit::Options::default()) {
            Ok(c) => c,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let container = compiled.container().unwrap();
        let ours = read(container).unwrap();
        let dxc = std::fs::read(dir.join("dxc.dxil")).unwrap();
        let theirs = read(&dxc).unwrap();
        compared += 1;
        match (ours.part(FourCC::RTS0), theirs.part(FourCC::RTS0)) {
            (Some(a), Some(b)) if a.body == b.body && known => {
                failures.push(format!("{name}: now equals DXC's, drop it from the list"))
            }
            (Some(a), Some(b)) if a.body != b.body && !known => {
                failures.push(format!("{name}: RTS0 differs from DXC's"))
            }
            (Some(_), Some(_)) => {}
            _ => failures.push(format!("{name}: RTS0 missing (ours or DXC's)")),
        }
        let dis = dxil_emit::disassemble(container).unwrap();
        if dis.contains("dx.rootsignatures") {
            failures.push(format!(
                "{name}: the DXIL part still has !dx.rootsignatures"
            ));
        }
        if common::have_llvm22() {
            let out = tempfile::NamedTempFile::new().unwrap();
            std::fs::write(out.path(), container).unwrap();
            if let Err(e) = common::dxil_check(&shared, out.path()) {
                failures.push(format!("{name}: dxil-check: {e}"));
            }
        }
    }
    eprintln!("compared {compared} RTS0 parts with DXC's");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(compared > 0);
}

/// The RTS0 part `dxil-emit` writes for one of LLVM's ContainerData tests.
fn llvm_test_rts0(shared: &std::path::Path, name: &str) -> Option<dxil_container::RootSignature> {
    let path = shared
        .join("llvm-dx-tests/CodeGen/DirectX/ContainerData")
        .join(name);
    let text = std::fs::read_to_string(path).unwrap();
    let compiled = dxil_emit::compile(&text, &dxil_emit::Options::default()).unwrap();
    let parsed = read(compiled.container().unwrap()).unwrap();
    let part = parsed.part(FourCC::RTS0)?;
    Some(dxil_container::RootSignature::decode(part.body, 0).unwrap())
}

#[test]
fn llvm_root_signature_metadata_forms() {
    use dxil_container::rts0::{RootParameterKind, RootSignatureVersion};
    let Some(shared) = common::shared() else {
        return;
    };
    let sampler = llvm_test_rts0(&shared, "RootSignature-StaticSamplers_V3.ll").unwrap();
    assert_eq!(sampler.version, RootSignatureVersion::V1_2);
    let s = sampler.static_samplers[0];
    assert_eq!(
        (s.filter.raw(), s.address_u.raw(), s.address_w.raw()),
        (4, 2, 5)
    );
    assert_eq!(
        (s.mip_lod_bias, s.min_lod, s.max_lod),
        (1.425, -128.0, 128.0)
    );
    assert_eq!((s.max_anisotropy, s.shader_register, s.flags.0), (9, 42, 1));

    let constants = llvm_test_rts0(&shared, "RootSignature-Constants.ll").unwrap();
    assert_eq!(constants.version, RootSignatureVersion::V1_1);
    assert_eq!(
        constants.parameters[0].kind,
        RootParameterKind::Constants {
            shader_register: 1,
            register_space: 2,
            num_32bit_values: 3
        }
    );

    let v1 = llvm_test_rts0(&shared, "RootSignature-RootDescriptor_V1.ll").unwrap();
    assert_eq!(v1.version, RootSignatureVersion::V1_0);

    let table = llvm_test_rts0(&shared, "RootSignature-DescriptorTable.ll").unwrap();
    let RootParameterKind::DescriptorTable(ranges) = &table.parameters[0].kind else {
        panic!("expected a descriptor table");
    };
    assert_eq!(ranges.len(), 2);
    assert_eq!(ranges[1].offset_in_descriptors_from_table_start, 5);
    assert_eq!(ranges[1].register_space, 10);

    assert!(llvm_test_rts0(&shared, "RootSignature-Stripped.ll").is_none());
}

//! Vertex and pixel shaders through SPIR-V keep DXC's signatures: DXC's HLSL tests as
//! glslang compiles them with their HLSL semantics (`-fhlsl_functionality1`:
//! `UserSemantic` decorations; `../shared/spirv-tests/dxc-tests/{vs,ps}`) give the
//! input and output signature parts (ISG1, OSG1) of DXC's container of the same HLSL,
//! byte for byte: names, indices, system values, component types, registers, masks and
//! the components read. Where they differ the reason is listed in
//! `tests/expected/spirv-dxc-signature-differences.txt` (checked both ways); most are
//! glslang's, which leaves out the inputs a shader never reads (DXC keeps every
//! parameter).

use crate::common;

use dxil_container::{read, FourCC};
use std::collections::BTreeMap;

/// The body of part `fourcc` of our container `compiled`.
fn part_of(compiled: &dxil_emit::Compiled, fourcc: FourCC) -> Option<&[u8]> {
    compiled
        .parts()
        .iter()
        .find(|(f, _)| FourCC(*f) == fourcc)
        .map(|(_, b)| b.as_slice())
}

/// The element count of a signature part.
fn elements(part: Option<&[u8]>) -> u32 {
    part.and_then(|b| b.get(..4))
        .map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

#[test]
fn dxc_vertex_and_pixel_tests_keep_dxcs_signatures() {
    let Some(shared) = common::shared() else {
        return;
    };
    let mut compared = Vec::new();
    let mut differences = BTreeMap::new();
    let mut glslang_dropped = 0;
    for stage in ["vs", "ps"] {
        for spv in common::files(&shared.join("spirv-tests/dxc-tests").join(stage), ".spv") {
            let stem = spv.file_stem().unwrap().to_string_lossy().into_owned();
            let Ok(dxc_bytes) = std::fs::read(spv.with_extension("dxc.dxil")) else {
                continue;
            };
            let bytes = std::fs::read(&spv).unwrap();
            // Modules that do not compile are tests/spirv_corpora.rs's to list.
            let Ok(ours) = dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default()) else {
                continue;
            };
            let name = format!("{stage}/{stem}");
            compared.push(name.clone());
            let dxc = read(&dxc_bytes).unwrap();
            let mut why = Vec::new();
            for (fourcc, what) in [(FourCC::ISG1, "inputs"), (FourCC::OSG1, "outputs")] {
                let mine = part_of(&ours, fourcc);
                let theirs = dxc.part(fourcc).map(|p| p.body);
                if mine == theirs {
                    continue;
                }
                let (n, m) = (elements(mine), elements(theirs));
                why.push(if n < m {
                    format!("{what}: {n} elements, DXC's {m}")
                } else {
                    format!("{what} differ")
                });
            }
            if !why.is_empty() {
                if why.iter().all(|w| w.contains("elements, DXC's")) {
                    glslang_dropped += 1;
                }
                differences.insert(name, why.join("; "));
            }
        }
    }
    let comparable = compared.len() - glslang_dropped;
    let equal = compared.len() - differences.len();
    eprintln!(
        "signatures equal to DXC's: {equal} of {} modules ({glslang_dropped} lack inputs \
         glslang left out); {equal} of {comparable} of the rest",
        compared.len()
    );
    assert!(compared.len() >= 200, "only {} modules", compared.len());
    assert!(equal * 100 >= comparable * 90, "{equal} of {comparable}");
    common::check_against_list(
        "spirv-dxc-signature-differences.txt",
        &compared,
        &differences,
    );
}

/// GLSL's `gl_VertexIndex` and `gl_InstanceIndex` are `int`s; Direct3D's SV_VertexID
/// and SV_InstanceID must be `uint` in the signature (dxv refuses them otherwise):
/// `tests/spirv-fixtures/vertex_index.vert`.
#[test]
fn vertex_and_instance_ids_are_uint() {
    let bytes = std::fs::read(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/spirv-fixtures/vertex_index.spv"),
    )
    .unwrap();
    let compiled = dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default()).unwrap();
    let container = compiled.container().unwrap();
    if let Some(why) = common::dxv_rejection(container) {
        panic!("dxv: {why}");
    }
    let isg1 = part_of(&compiled, FourCC::ISG1).unwrap();
    assert_eq!(elements(Some(isg1)), 2);
    // Each element: stream, name, index, system value, component type (word 4), ...
    for k in 0..2 {
        let at = 8 + k * 32 + 16;
        let ty = u32::from_le_bytes(isg1[at..at + 4].try_into().unwrap());
        assert_eq!(
            ty, 1,
            "element {k}: component type {ty} (D3D_REGISTER_COMPONENT_UINT32 is 1)"
        );
    }
}

/// GLSL's `gl_ClipDistance[6]` and `gl_CullDistance[1]` become Direct3D's distances as
/// columns: SV_ClipDistance0 (4) and 1 (2), SV_CullDistance0 packed beside the second;
/// the output signature equals DXC's for the same HLSL
/// (`tests/spirv-fixtures/clip_distance.{vert,hlsl}`), and dxv accepts it.
#[test]
fn clip_and_cull_distances_are_packed_as_dxc_packs_them() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spirv-fixtures");
    let bytes = std::fs::read(dir.join("clip_distance.spv")).unwrap();
    let compiled = dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default()).unwrap();
    if let Some(why) = common::dxv_rejection(compiled.container().unwrap()) {
        panic!("dxv: {why}");
    }
    let Some(shared) = common::shared() else {
        return;
    };
    let dxc = shared.join("tools/dxc/bin/dxc");
    if !dxc.exists() {
        return;
    }
    let out = tempfile::NamedTempFile::new().unwrap();
    let status = std::process::Command::new(&dxc)
        .args(["-T", "vs_6_0", "-E", "main"])
        .arg(dir.join("clip_distance.hlsl"))
        .arg("-Fo")
        .arg(out.path())
        .output()
        .expect("dxc runs");
    assert!(status.status.success(), "{status:?}");
    let dxc_bytes = std::fs::read(out.path()).unwrap();
    let theirs = read(&dxc_bytes).unwrap();
    let ours = part_of(&compiled, FourCC::OSG1);
    assert_eq!(ours, theirs.part(FourCC::OSG1).map(|p| p.body));
}

/// The (name, index, register, mask) of each element of signature part `part`.
fn element_keys(part: &[u8]) -> Vec<(String, u32, u32, u8)> {
    let word = |at: usize| u32::from_le_bytes(part[at..at + 4].try_into().unwrap());
    (0..elements(Some(part)) as usize)
        .map(|k| {
            let at = 8 + 32 * k;
            let name_at = word(at + 4) as usize;
            let end = part[name_at..].iter().position(|&b| b == 0).unwrap_or(0);
            let name = String::from_utf8_lossy(&part[name_at..name_at + end]).into_owned();
            (name, word(at + 8), word(at + 20), part[at + 24])
        })
        .collect()
}

/// GLSL's I/O blocks at a Location (`out VS_OUT { ... } vs_out;`): an element per
/// member at consecutive locations, a matrix two; what the vertex shader writes is what
/// the pixel shader reads, name, index and width
/// (`tests/spirv-fixtures/io_block.{vert,frag}`).
#[test]
fn io_blocks_at_a_location_link_member_by_member() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spirv-fixtures");
    let part = |file: &str, fourcc: FourCC| {
        let bytes = std::fs::read(dir.join(file)).unwrap();
        let c = dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default()).unwrap();
        if let Some(why) = common::dxv_rejection(c.container().unwrap()) {
            panic!("{file}: dxv: {why}");
        }
        element_keys(part_of(&c, fourcc).unwrap())
    };
    let written: Vec<_> = part("io_block_vert.spv", FourCC::OSG1)
        .into_iter()
        .filter(|e| e.0 == "TEXCOORD")
        .collect();
    let read = part("io_block_frag.spv", FourCC::ISG1);
    let mut indices: Vec<u32> = written.iter().map(|e| e.1).collect();
    indices.sort_unstable();
    assert_eq!(indices, [0, 1, 2, 3, 4], "{written:?}");
    // Components per element (the mask's bits) agree too.
    let key = |v: &[(String, u32, u32, u8)]| {
        let mut k: Vec<_> = v
            .iter()
            .map(|e| (e.0.clone(), e.1, e.3.count_ones()))
            .collect();
        k.sort();
        k
    };
    assert_eq!(key(&written), key(&read));
}

/// Inputs DXIL reads with operations rather than from the signature: `gl_ViewIndex`
/// (ViewID), `gl_SubgroupSize` and `gl_SubgroupInvocationID` (the wave's lane count and
/// index) in a pixel shader (`tests/spirv-fixtures/multiview_waves.frag`): the input
/// signature has only the colour.
#[test]
fn view_index_and_subgroup_built_ins_are_operations() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spirv-fixtures");
    let bytes = std::fs::read(dir.join("multiview_waves.spv")).unwrap();
    let compiled = dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default()).unwrap();
    let container = compiled.container().unwrap();
    if let Some(why) = common::dxv_rejection(container) {
        panic!("dxv: {why}");
    }
    let text = dxil_emit::disassemble(container).unwrap();
    for op in [
        "@dx.op.viewID.i32(i32 138)",
        "@dx.op.waveGetLaneCount(i32 112)",
        "@dx.op.waveGetLaneIndex(i32 111)",
    ] {
        assert!(text.contains(op), "{op}: {text}");
    }
    let inputs = element_keys(part_of(&compiled, FourCC::ISG1).unwrap());
    assert_eq!(inputs.len(), 1, "{inputs:?}");
    assert_eq!(inputs[0].0, "TEXCOORD");
}

//! `META.FLAGSUSAGE`: the entry's shader flags are what its code (and a hull shader's
//! patch constant function) uses and what its signatures imply, recomputed with
//! lowering's shader-flags analysis and compared on the bits that analysis derives as
//! DXC does from a DXIL module.
//!
//! Left out of the comparison: the bits DXC accepts declared without use (disable
//! optimizations 0, disable math refactoring 1, force early depth 3, all resources
//! bound 8, level-9 comparison filtering 14, ROVs 18, native low precision 23, bit 36).
//! The bits the analysis derives from clang's module rather than from DXIL (raw and
//! structured buffers 4, viewport/render-target index 9, typed UAV load formats 13, 64
//! UAVs 15, UAVs at every stage 16, ViewID 21, resources that may not alias 33,
//! writeable multisampled textures 35) are
//! derived from the DXIL module as DXC's validator derives them, by validator version
//! (`dxil_flag_bits`), for a shader's entry and a library's own record; a library
//! entry's own flags are not compared on them.

use super::dxil_flag_bits::{
    function_bits, resource_bits, signature_bits, Versions, DERIVED, RES_MAY_NOT_ALIAS,
};
use super::{function_location, Validation};
use dxil_analysis::shader_flags::compute_shader_flags;
use dxil_model::{DxilInfo, ShaderKind};

/// The bits the analysis's result is compared on.
const COMPARED: u64 = !((1 << 0)
    | (1 << 1)
    | (1 << 3)
    | (1 << 8)
    | (1 << 14)
    | (1 << 18)
    | (1 << 23)
    | (1 << 36)
    | DERIVED);

/// Checks each entry's declared flags (a shader's, or each library entry's) against
/// its code's.
pub(super) fn check_shader_flags(m: &dxil_ir::Module, info: &DxilInfo, v: &mut Validation) {
    let cx = dxil_analysis::Target {
        shader_model: Some(info.shader_model),
        ..Default::default()
    };
    let Ok(flags) = compute_shader_flags(m, &cx) else {
        return;
    };
    let library = info.shader_model.kind == ShaderKind::Library;
    let versions = Versions::of(info);
    // What the functions' operations imply (a shader's functions all serve its entry).
    let code_bits = m
        .functions
        .iter()
        .filter(|(_, f)| f.is_definition())
        .fold(0, |bits, (fid, _)| {
            bits | function_bits(m, info, fid, &versions)
        });
    // A library's own record (its null entry) declares what all its functions use.
    if library {
        let compared = COMPARED | DERIVED;
        let declared = info.entry.shader_flags & compared;
        let entry_signatures = super::entry_rules::entries(info)
            .iter()
            .fold(0, |bits, (e, kind)| {
                bits | signature_bits(e, *kind, &versions)
            });
        let mut actual = (flags.combined & COMPARED)
            | code_bits
            | entry_signatures
            | resource_bits(info, ShaderKind::Library, &versions);
        // dxv accepts some libraries whose functions make UAV handles without bit 33
        // (DXC's stage test `case118_barrier_objectarg`) and refuses others
        // (`case014_getrecordcount_nodeinputarray`); only a bit 33 no UAV calls for is
        // an error here.
        if declared & RES_MAY_NOT_ALIAS == 0 {
            actual &= !RES_MAY_NOT_ALIAS;
        }
        if declared != actual {
            v.push(
                "META.FLAGSUSAGE",
                format!(
                    "Flags must match usage: the library declares {declared:#x}, its \
                     functions use {actual:#x} (of the bits compared)"
                ),
                "library entry record".into(),
            );
        }
    }
    for (e, kind) in super::entry_rules::entries(info) {
        let Some(function) = e.function else { continue };
        // A library entry without flags declares none here (they are in RDAT).
        if library && e.shader_flags == 0 {
            continue;
        }
        // A library entry's own flags are compared on the analysis's bits alone.
        let compared = if library {
            COMPARED
        } else {
            COMPARED | DERIVED
        };
        // The entry's code (a hull shader's patch constant function's too) and its
        // signatures (shading rate, barycentrics, ...).
        let pcf = e.patch_constant_function.map_or(0, |p| flags.of(p));
        let from_signatures = dxil_analysis::shader_flags::signature_flags(
            &e.inputs,
            &e.outputs,
            &e.patch_constants,
            kind,
        );
        let declared = e.shader_flags & compared;
        let derived =
            code_bits | resource_bits(info, kind, &versions) | signature_bits(e, kind, &versions);
        let actual =
            ((flags.of(function) | pcf | from_signatures) & COMPARED) | (derived & compared);
        if declared != actual {
            v.push(
                "META.FLAGSUSAGE",
                format!(
                    "Flags must match usage: declared {declared:#x}, used {actual:#x} (of the \
                     bits compared)"
                ),
                function_location(&m.functions[function]),
            );
        }
    }
}

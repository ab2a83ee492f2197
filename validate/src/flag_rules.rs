//! `META.FLAGSUSAGE`: the entry's shader flags are what its code (and a hull shader's
//! patch constant function) uses and what its signatures imply, recomputed with
//! lowering's shader-flags analysis and compared on the bits that analysis derives as
//! DXC does from a DXIL module.
//!
//! Left out of the comparison: the bits DXC accepts declared without use (disable
//! optimizations 0, disable math refactoring 1, force early depth 3, all resources
//! bound 8, level-9 comparison filtering 14, ROVs 18, native low precision 23, bit 36),
//! and those the analysis derives from clang's module rather than from DXIL (raw and
//! structured buffers 4, viewport/render-target index 9, typed UAV load formats 13, 64
//! UAVs 15, UAVs at every stage 16, ViewID 21, resources that may not alias 33), but
//! that compute and amplification shaders index no render target (9) and read no
//! ViewID (21).

use super::{function_location, Validation};
use dxil_analysis::shader_flags::compute_shader_flags;
use dxil_model::{DxilInfo, ShaderKind};

/// The bits compared.
const COMPARED: u64 = !((1 << 0)
    | (1 << 1)
    | (1 << 3)
    | (1 << 4)
    | (1 << 8)
    | (1 << 9)
    | (1 << 13)
    | (1 << 14)
    | (1 << 15)
    | (1 << 16)
    | (1 << 18)
    | (1 << 21)
    | (1 << 23)
    | (1 << 33)
    | (1 << 36));

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
    // A library's own record (its null entry) declares what all its functions use.
    if library {
        let declared = info.entry.shader_flags & COMPARED;
        let actual = flags.combined & COMPARED;
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
        // Compute-like stages have no signature outputs to index or view ID to read.
        let compared = if matches!(kind, ShaderKind::Compute | ShaderKind::Amplification) {
            COMPARED | (1 << 9) | (1 << 21)
        } else {
            COMPARED
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
        let actual = (flags.of(function) | pcf | from_signatures) & compared;
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

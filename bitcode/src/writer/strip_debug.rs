//! The module without its debug information, as LLVM's `StripDebugInfo` leaves it for
//! a container's `DXIL` part when the full module goes to `ILDB`: no `llvm.dbg.*` named
//! metadata, no calls to `llvm.dbg.*` intrinsics, no `!dbg` attachments on
//! instructions, functions or globals, and no `Dwarf Version` or `Debug Info Version`
//! module flags.

use dxil_ir::{InstKind, MdData, Module, Value};

/// The module flags that describe debug information.
const DEBUG_FLAGS: [&[u8]; 2] = [b"Dwarf Version", b"Debug Info Version"];

/// Whether `m` carries debug information (a compile unit in `!llvm.dbg.cu`).
pub fn has_debug_info(m: &Module) -> bool {
    m.named_metadata
        .get("llvm.dbg.cu")
        .is_some_and(|cus| !cus.is_empty())
}

/// Removes the debug information of `m` (see the module documentation).
pub fn strip_debug_info(m: &mut Module) {
    m.named_metadata
        .retain(|name, _| !name.starts_with("llvm.dbg."));
    let metadata = &m.metadata;
    let is_debug_flag = |flag: &dxil_ir::Md| {
        match metadata.get(*flag) {
        Some(MdData::Node { ops, .. }) => ops.get(1).copied().flatten().is_some_and(|key| {
            matches!(metadata.get(key), Some(MdData::String(s)) if DEBUG_FLAGS.contains(&s.as_slice()))
        }),
        _ => false,
    }
    };
    if let Some(flags) = m.named_metadata.get_mut("llvm.module.flags") {
        flags.retain(|f| !is_debug_flag(f));
        if flags.is_empty() {
            m.named_metadata.shift_remove("llvm.module.flags");
        }
    }
    let is_debug_intrinsic: Vec<bool> = m
        .functions
        .iter()
        .map(|(_, f)| f.name.starts_with("llvm.dbg."))
        .collect();
    for g in m.globals.handles().collect::<Vec<_>>() {
        m.globals[g].props.metadata.retain(|(k, _)| &**k != "dbg");
    }
    for fid in m.functions.handles().collect::<Vec<_>>() {
        let f = &mut m.functions[fid];
        f.props.metadata.retain(|(k, _)| &**k != "dbg");
        let Some(body) = &mut f.body else { continue };
        let layout = body.layout.clone();
        for b in layout {
            let mut insts = std::mem::take(&mut body.blocks[b].insts);
            insts.retain(|&i| {
                let calls_debug = matches!(
                    &body.insts[i].kind,
                    InstKind::Call { callee: Value::Function(c), .. }
                        if is_debug_intrinsic.get(c.index()).copied().unwrap_or(false)
                );
                !calls_debug
            });
            for &i in &insts {
                body.insts[i].metadata.retain(|(k, _)| &**k != "dbg");
            }
            body.blocks[b].insts = insts;
        }
    }
}

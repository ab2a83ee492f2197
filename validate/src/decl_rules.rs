//! Rules on what a module declares: its external functions and internal globals.
//!
//! - `DECL.DXILFNEXTERN`: an external function is a DXIL operation (`dx.op.*`) or one
//!   of the LLVM intrinsics DXIL keeps (debug information; lifetime markers from DXIL
//!   1.6); a library may also call functions another library defines, LLVM's
//!   intrinsics among them.
//! - `DECL.USEDEXTERNALFUNCTION`: an external function is used (intrinsics aside).
//! - `DECL.USEDINTERNAL`: an internal global is used.

use super::Validation;
use dxil_ir::{Linkage, Module, Value};
use dxil_model::{DxilInfo, ShaderKind};
use rustc_hash::FxHashSet;

/// The LLVM intrinsics a DXIL module may declare, by prefix, and the DXIL version
/// from which on.
const KEPT_INTRINSICS: &[(&str, (u32, u32))] = &[("llvm.dbg.", (1, 0)), ("llvm.lifetime.", (1, 6))];

/// Checks the module's declarations into `v`.
pub(super) fn check_declarations(m: &Module, info: &DxilInfo, v: &mut Validation) {
    let used = used_symbols(m);
    let library = info.shader_model.kind == ShaderKind::Library;
    for (id, f) in m.functions.iter() {
        if f.is_definition() {
            continue;
        }
        let name = &*f.name;
        let at = super::function_location(f);
        let is_used = used.contains(&Value::Function(id));
        if name.starts_with("llvm.") && !library {
            let kept = KEPT_INTRINSICS
                .iter()
                .any(|(p, since)| name.starts_with(p) && info.dxil_version >= *since);
            if !kept {
                v.push(
                    "DECL.DXILFNEXTERN",
                    format!("External function '{name}' is not a DXIL function."),
                    at,
                );
            }
        } else if name.starts_with("dx.op.") || library {
            if !is_used {
                v.push(
                    "DECL.USEDEXTERNALFUNCTION",
                    format!("External function '{name}' is unused."),
                    at,
                );
            }
        } else {
            v.push(
                "DECL.DXILFNEXTERN",
                format!("External function '{name}' is not a DXIL function."),
                at,
            );
        }
    }
    for (id, g) in m.globals.iter() {
        if g.props.linkage == Linkage::Internal && !used.contains(&Value::Global(id)) {
            v.push(
                "DECL.USEDINTERNAL",
                format!("Internal declaration '{}' is unused.", g.name),
                format!("global @{}", g.name),
            );
        }
    }
}

/// Every global and function an instruction, a constant it uses or a global's
/// initializer refers to. Metadata does not use a value here, as in LLVM (lowering's
/// `dxil_ir::edit::symbol_uses` counts metadata references too, to keep what
/// metadata names alive).
fn used_symbols(m: &Module) -> FxHashSet<Value> {
    let mut used = FxHashSet::default();
    let mut seen_consts = FxHashSet::default();
    let mut work: Vec<Value> = Vec::new();
    for (_, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        for (_, i) in body.placed_insts() {
            body.insts[i].kind.for_each_operand(|v| work.push(v));
        }
    }
    work.extend(m.globals.iter().filter_map(|(_, g)| g.init));
    while let Some(v) = work.pop() {
        match v {
            Value::Global(_) | Value::Function(_) => {
                used.insert(v);
            }
            Value::Const(c) if seen_consts.insert(c) => work.extend(m.consts.get(c).operands()),
            _ => {}
        }
    }
    used
}

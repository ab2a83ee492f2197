//! Rules on what a module declares: its external functions and internal globals.
//!
//! - `DECL.DXILFNEXTERN`: an external function is a DXIL operation (`dx.op.*`) or one
//!   of the LLVM intrinsics DXIL keeps (debug information; lifetime markers from DXIL
//!   1.6); a library may also call functions another library defines, LLVM's
//!   intrinsics among them.
//! - `DECL.USEDEXTERNALFUNCTION`: an external function is used (intrinsics aside; in a
//!   library, lifetime markers aside); `DECL.FNISCALLED`: only by calls.
//! - `DECL.USEDINTERNAL`: a global of the module's own is used: a static, a
//!   groupshared variable, a library's resource or `dx.ishelper`;
//!   `DECL.NOTUSEDEXTERNAL`: no instruction names any other global (dxv's words for it:
//!   "is unused").

use super::Validation;
use dxil_ir::{Linkage, Module, Value};
use dxil_model::{DxilInfo, ShaderKind};
use rustc_hash::FxHashSet;

/// The LLVM intrinsics a DXIL module may declare, by prefix, and the DXIL version
/// from which on.
const KEPT_INTRINSICS: &[(&str, (u32, u32))] = &[("llvm.dbg.", (1, 0)), (LIFETIME, LIFETIME_SINCE)];

/// The lifetime markers' prefix, and the DXIL version that keeps them.
const LIFETIME: &str = "llvm.lifetime.";
const LIFETIME_SINCE: (u32, u32) = (1, 6);

/// Checks the module's declarations into `v`.
pub(super) fn check_declarations(m: &Module, info: &DxilInfo, v: &mut Validation) {
    let used = used_symbols(m);
    let not_called = used_otherwise_than_called(m);
    let library = info.shader_model.kind == ShaderKind::Library;
    for (id, f) in m.functions.iter() {
        if f.is_definition() {
            continue;
        }
        let name = &*f.name;
        let at = super::function_location(f);
        let is_used = used.contains(&Value::Function(id));
        if name.starts_with(LIFETIME) && info.dxil_version >= LIFETIME_SINCE {
            // DXC checks nothing of lifetime markers, used or not.
            continue;
        }
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
            } else if not_called.contains(&id) {
                v.push(
                    "DECL.FNISCALLED",
                    format!("Function '{name}' is used for something other than calling."),
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
    // Globals an instruction names itself (not through a constant expression).
    let mut named_by_instructions = FxHashSet::default();
    for (_, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        for (_, i) in body.placed_insts() {
            body.insts[i].kind.for_each_operand(|v| {
                if let Value::Global(g) = v {
                    named_by_instructions.insert(g);
                }
            });
        }
    }
    // A library's resources are its own, as statics are.
    let resource_symbols: FxHashSet<Value> = if library {
        info.resources
            .iter()
            .filter_map(|r| symbol_global(m, r.symbol?))
            .map(Value::Global)
            .collect()
    } else {
        FxHashSet::default()
    };
    for (id, g) in m.globals.iter() {
        let is_static = g.props.linkage == Linkage::Internal && g.addrspace == 0;
        let helper = library && &*g.name == "dx.ishelper";
        let own = is_static
            || g.addrspace == 3
            || helper
            || resource_symbols.contains(&Value::Global(id));
        if !own && named_by_instructions.contains(&id) {
            v.push(
                "DECL.NOTUSEDEXTERNAL",
                format!("External declaration '{}' is unused.", g.name),
                format!("global @{}", g.name),
            );
        }
        if own && !used.contains(&Value::Global(id)) {
            v.push(
                "DECL.USEDINTERNAL",
                format!("Internal declaration '{}' is unused.", g.name),
                format!("global @{}", g.name),
            );
        }
    }
}

/// The functions something other than a call uses (as LLVM counts users: an
/// instruction other than a call, or a constant; a function passed to a call is used
/// by the call).
fn used_otherwise_than_called(m: &Module) -> FxHashSet<dxil_ir::FuncId> {
    let mut found = FxHashSet::default();
    let mut seen_consts = FxHashSet::default();
    let mut in_constants: Vec<Value> = Vec::new();
    for (_, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        for (_, i) in body.placed_insts() {
            let kind = &body.insts[i].kind;
            // (dxv accepts a function cast to its own type, as `dxa` writes it.)
            let same_type_cast = matches!(kind, dxil_ir::InstKind::Cast { val: Value::Function(g), .. }
                if m.type_of(None, Value::Function(*g)) == Some(body.insts[i].ty));
            let call = matches!(kind, dxil_ir::InstKind::Call { .. }) || same_type_cast;
            kind.for_each_operand(|o| match o {
                Value::Function(g) if !call => {
                    found.insert(g);
                }
                Value::Const(_) => in_constants.push(o),
                _ => {}
            });
        }
    }
    in_constants.extend(m.globals.iter().filter_map(|(_, g)| g.init));
    while let Some(v) = in_constants.pop() {
        if let Value::Const(c) = v {
            if seen_consts.insert(c) {
                for o in m.consts.get(c).operands() {
                    match o {
                        Value::Function(g) => {
                            found.insert(g);
                        }
                        _ => in_constants.push(o),
                    }
                }
            }
        }
    }
    found
}

/// The global a resource record's symbol names, through casts (DXC's libraries name
/// `bitcast (%dx.types.Handle* @g to %T*)`).
fn symbol_global(m: &Module, mut v: Value) -> Option<dxil_ir::GlobalId> {
    for _ in 0..8 {
        v = match v {
            Value::Global(g) => return Some(g),
            Value::Const(c) => match m.consts.get(c) {
                dxil_ir::ConstData::Expr {
                    op: dxil_ir::ConstExprOp::Cast { val, .. },
                    ..
                } => *val,
                _ => return None,
            },
            _ => return None,
        };
    }
    None
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

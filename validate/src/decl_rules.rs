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

use super::value_origins::symbol_global;
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
    let uses = SymbolUses::of(m);
    let library = info.shader_model.kind == ShaderKind::Library;
    for (id, f) in m.functions.iter() {
        if f.is_definition() {
            continue;
        }
        let name = &*f.name;
        let at = super::function_location(f);
        let is_used = uses.used.contains(&Value::Function(id));
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
            } else if uses.not_called.contains(&id) {
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
        if !own && uses.named_by_instructions.contains(&id) {
            v.push(
                "DECL.NOTUSEDEXTERNAL",
                format!("External declaration '{}' is unused.", g.name),
                format!("global @{}", g.name),
            );
        }
        if own && !uses.used.contains(&Value::Global(id)) {
            v.push(
                "DECL.USEDINTERNAL",
                format!("Internal declaration '{}' is unused.", g.name),
                format!("global @{}", g.name),
            );
        }
    }
}

/// How the module's instructions, the constants they use and globals' initializers
/// use its globals and functions (metadata does not use a value here, as in LLVM;
/// lowering's `dxil_ir::edit::symbol_uses` counts metadata references too, to keep what
/// metadata names alive), found in one walk.
struct SymbolUses {
    /// Every global and function used.
    used: FxHashSet<Value>,
    /// The globals an instruction names itself (not through a constant expression).
    named_by_instructions: FxHashSet<dxil_ir::GlobalId>,
    /// The functions something other than a call uses (as LLVM counts users: an
    /// instruction other than a call, or a constant; a function passed to a call is
    /// used by the call).
    not_called: FxHashSet<dxil_ir::FuncId>,
}

impl SymbolUses {
    fn of(m: &Module) -> SymbolUses {
        let mut uses = SymbolUses {
            used: FxHashSet::default(),
            named_by_instructions: FxHashSet::default(),
            not_called: FxHashSet::default(),
        };
        let mut constants: Vec<Value> = Vec::new();
        for (_, f) in m.functions.iter() {
            let Some(body) = &f.body else { continue };
            for (_, i) in body.placed_insts() {
                let kind = &body.insts[i].kind;
                // (dxv accepts a function cast to its own type, as `dxa` writes it.)
                let same_type_cast = matches!(kind, dxil_ir::InstKind::Cast { val: Value::Function(g), .. }
                    if m.type_of(None, Value::Function(*g)) == Some(body.insts[i].ty));
                let call = matches!(kind, dxil_ir::InstKind::Call { .. }) || same_type_cast;
                kind.for_each_operand(|o| match o {
                    Value::Global(g) => {
                        uses.used.insert(o);
                        uses.named_by_instructions.insert(g);
                    }
                    Value::Function(g) => {
                        uses.used.insert(o);
                        if !call {
                            uses.not_called.insert(g);
                        }
                    }
                    Value::Const(_) => constants.push(o),
                    _ => {}
                });
            }
        }
        for init in m.globals.iter().filter_map(|(_, g)| g.init) {
            match init {
                Value::Global(_) | Value::Function(_) => {
                    uses.used.insert(init);
                }
                _ => constants.push(init),
            }
        }
        let mut seen = FxHashSet::default();
        while let Some(v) = constants.pop() {
            let Value::Const(c) = v else { continue };
            if !seen.insert(c) {
                continue;
            }
            for o in m.consts.get(c).operands() {
                match o {
                    Value::Global(_) => {
                        uses.used.insert(o);
                    }
                    Value::Function(g) => {
                        uses.used.insert(o);
                        uses.not_called.insert(g);
                    }
                    Value::Const(_) => constants.push(o),
                    _ => {}
                }
            }
        }
        uses
    }
}

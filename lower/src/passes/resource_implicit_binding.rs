//! `dxil-resource-implicit-binding` (LLVM's DXILResourceImplicitBinding): every
//! `llvm.dx.resource.handlefromimplicitbinding(order id, space, size, index, ...)` gets
//! registers: in order-id order, the first free range of its class and space (after the
//! explicit bindings and earlier implicit ones) that fits, an unbounded array taking a
//! range that reaches the end of the space. Calls with the same order id share one
//! binding. The calls become `llvm.dx.resource.handlefrombinding(space, lower bound,
//! size, index, ...)`.

use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use dxil_analysis::intrinsics::{overloaded_name, PickedFunctions};
use dxil_analysis::resource_map::{
    binding_call, handle_resource_type, is_binding_function, module_layout, HANDLE_FROM_BINDING,
    HANDLE_FROM_IMPLICIT_BINDING,
};
use dxil_ir::edit::get_or_declare;
use dxil_ir::{FuncId, Inst, InstKind, Module, Site, TypeData, Value};
use dxil_model::metadata::ResourceClass;
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::BTreeMap;

/// The pass.
pub struct ResourceImplicitBinding;

impl Pass for ResourceImplicitBinding {
    fn name(&self) -> &'static str {
        "dxil-resource-implicit-binding"
    }

    fn run(&self, m: &mut Module, cx: &mut PassContext) -> Result<(), LowerError> {
        // DXC assigns registers to the resources the shader reads only.
        if cx.dxc_semantics {
            crate::transforms::dead_bindings::remove_dead_bindings(m);
        }
        assign_implicit_bindings_in_order(m, cx.dxc_semantics)
    }
}

/// The free registers of one class and space, as inclusive `(first, last)` ranges.
#[derive(Clone, Debug)]
struct FreeRanges(Vec<(u32, u32)>);

impl Default for FreeRanges {
    fn default() -> Self {
        FreeRanges(vec![(0, u32::MAX)])
    }
}

impl FreeRanges {
    /// Marks `[lo, hi]` used.
    fn take(&mut self, lo: u32, hi: u32) {
        let mut out = Vec::new();
        for &(a, b) in &self.0 {
            if hi < a || lo > b {
                out.push((a, b));
                continue;
            }
            if a < lo {
                out.push((a, lo - 1));
            }
            if hi < b {
                out.push((hi + 1, b));
            }
        }
        self.0 = out;
    }

    /// The first register of the lowest free range that holds `size` registers
    /// (`u32::MAX`: a range reaching the end of the space).
    fn find(&self, size: u32) -> Option<u32> {
        self.0.iter().find_map(|&(a, b)| {
            if size == u32::MAX {
                (b == u32::MAX).then_some(a)
            } else {
                (u64::from(b) - u64::from(a) + 1 >= u64::from(size)).then_some(a)
            }
        })
    }
}

struct Implicit {
    fid: FuncId,
    inst: Inst,
    order_id: u32,
    /// The `$Globals` cbuffer (global variables outside any cbuffer).
    globals: bool,
    class: ResourceClass,
    space: u32,
    size: u32,
}

/// Assigns registers to every implicit binding of `m`, in clang's order.
pub fn assign_implicit_bindings(m: &mut Module) -> Result<(), LowerError> {
    assign_implicit_bindings_in_order(m, false)
}

/// [`assign_implicit_bindings`]; with `globals_first`, `$Globals` takes its registers
/// before the other resources, as DXC makes it its first cbuffer.
fn assign_implicit_bindings_in_order(
    m: &mut Module,
    globals_first: bool,
) -> Result<(), LowerError> {
    let dl = module_layout(m);
    let mut free: FxHashMap<(ResourceClass, u32), FreeRanges> = FxHashMap::default();
    let mut implicit = Vec::new();
    let binders = PickedFunctions::new(m, is_binding_function);
    for (fid, f) in m.functions.iter() {
        let Some(body) = f.body.as_ref().filter(|_| !binders.is_empty()) else {
            continue;
        };
        for (_, inst) in body.placed_insts() {
            if binders.call(body, inst).is_none() {
                continue;
            }
            let Some(bc) = binding_call(m, fid, body, inst)? else {
                continue;
            };
            let rt = handle_resource_type(m, &dl, &bc, Site::Inst(fid, inst))?;
            if bc.implicit {
                implicit.push(Implicit {
                    fid,
                    inst,
                    order_id: bc.order_id,
                    globals: bc.name == "$Globals",
                    class: rt.class,
                    space: bc.space,
                    size: bc.range_size,
                });
            } else {
                let hi = if bc.range_size == u32::MAX {
                    u32::MAX
                } else {
                    bc.lower_bound
                        .saturating_add(bc.range_size.saturating_sub(1))
                };
                free.entry((rt.class, bc.space))
                    .or_default()
                    .take(bc.lower_bound, hi);
            }
        }
    }
    implicit.sort_by_key(|c| (!(globals_first && c.globals), c.order_id));
    let mut assigned: BTreeMap<u32, u32> = BTreeMap::new();
    for c in &implicit {
        if let Some(&lb) = assigned.get(&c.order_id) {
            rewrite_call(m, c, lb)?;
            continue;
        }
        let ranges = free.entry((c.class, c.space)).or_default();
        let lb = ranges.find(c.size).ok_or_else(|| LowerError::Invalid {
            msg: format!(
                "resource cannot be allocated: no free range of {} registers in space {}",
                if c.size == u32::MAX {
                    "unbounded".to_string()
                } else {
                    c.size.to_string()
                },
                c.space
            ),
            site: Some(Site::Inst(c.fid, c.inst)),
        })?;
        let hi = if c.size == u32::MAX {
            u32::MAX
        } else {
            lb + c.size.saturating_sub(1)
        };
        ranges.take(lb, hi);
        assigned.insert(c.order_id, lb);
        rewrite_call(m, c, lb)?;
    }
    remove_unused_implicit_declarations(m);
    Ok(())
}

fn remove_unused_implicit_declarations(m: &mut Module) {
    let is_declaration = |f: &dxil_ir::Function| {
        f.body.is_none()
            && dxil_analysis::intrinsics::is_intrinsic(&f.name, HANDLE_FROM_IMPLICIT_BINDING)
    };
    if !m.functions.iter().any(|(_, f)| is_declaration(f)) {
        // Nothing to remove: spare the walk over every instruction.
        return;
    }
    let (uses, _) = dxil_ir::edit::symbol_uses(m);
    let dead: FxHashSet<FuncId> = m
        .functions
        .iter()
        .filter(|(h, f)| is_declaration(f) && uses.get(h).copied().unwrap_or(0) == 0)
        .map(|(h, _)| h)
        .collect();
    dxil_ir::edit::remove_symbols(m, &dead, &FxHashSet::default());
}

/// Turns implicit-binding call `c` into `handlefrombinding(space, lb, size, index, rest)`.
fn rewrite_call(m: &mut Module, c: &Implicit, lb: u32) -> Result<(), LowerError> {
    let (ret, args) = {
        let Some(body) = m.functions[c.fid].body.as_ref() else {
            return Ok(());
        };
        let data = &body.insts[c.inst];
        let InstKind::Call { args, .. } = &data.kind else {
            return Ok(());
        };
        (data.ty, args.clone())
    };
    let i32t = m.types.int(32);
    let space = m.consts.int(i32t, 32, i128::from(c.space));
    let lower = m.consts.int(i32t, 32, i128::from(lb));
    let mut new_args: Vec<Value> = vec![space, lower];
    new_args.extend(args.iter().skip(2).copied());
    let mut params = Vec::new();
    for a in &new_args {
        params.push(m.type_of(None, *a).unwrap_or(i32t));
    }
    // Local operands (the index) keep their types from the old callee's signature.
    let old_params = match &m.functions[c.fid]
        .body
        .as_ref()
        .map(|b| &b.insts[c.inst].kind)
    {
        Some(InstKind::Call { fn_ty, .. }) => match m.types.get(*fn_ty) {
            TypeData::Function { params, .. } => params.clone(),
            _ => Vec::new(),
        },
        _ => Vec::new(),
    };
    for (k, p) in params.iter_mut().enumerate().skip(2) {
        if let Some(t) = old_params.get(k) {
            *p = *t;
        }
    }
    let name = overloaded_name(&m.types, HANDLE_FROM_BINDING, &[ret]);
    let fn_ty = m.types.function(ret, params, false);
    let f = get_or_declare(m, &name, fn_ty);
    if let Some(body) = m.functions[c.fid].body.as_mut() {
        if let InstKind::Call {
            callee,
            fn_ty: ft,
            args,
            ..
        } = &mut body.insts[c.inst].kind
        {
            *callee = Value::Function(f);
            *ft = fn_ty;
            *args = new_args;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_fit_and_unbounded() {
        let mut r = FreeRanges::default();
        r.take(2, 2);
        assert_eq!(r.find(4), Some(3));
        r.take(3, 6);
        assert_eq!(r.find(2), Some(0));
        assert_eq!(r.find(u32::MAX), Some(7));
        r.take(7, u32::MAX);
        assert_eq!(r.find(3), None);
    }
}

//! Where a value comes from: the global a pointer is derived from (through GEPs and
//! casts, as instructions or constant expressions), and the resource class a handle
//! was created for. Instruction rules judge operands by their origin.

use dxil_ir::{Body, ConstData, ConstExprOp, GlobalId, InstKind, Module, Value};
use dxil_model::metadata::ResourceClass;
use dxil_model::op_table::dx_op_call;
use dxil_model::DxilInfo;

/// The global `ptr` points into, if it is one, through GEPs and casts.
pub(super) fn base_global(m: &Module, body: &Body, mut ptr: Value) -> Option<GlobalId> {
    for _ in 0..64 {
        ptr = match ptr {
            Value::Global(g) => return Some(g),
            Value::Inst(i) => match &body.insts[i].kind {
                InstKind::Gep { base, .. } => *base,
                InstKind::Cast { val, .. } => *val,
                _ => return None,
            },
            Value::Const(c) => match m.consts.get(c) {
                ConstData::Expr {
                    op: ConstExprOp::Gep { base, .. },
                    ..
                } => *base,
                ConstData::Expr {
                    op: ConstExprOp::Cast { val, .. },
                    ..
                } => *val,
                _ => return None,
            },
            _ => return None,
        };
    }
    None
}

/// Whether `v` is a constant that mentions a global in address space `addrspace`.
pub(super) fn mentions_global_in(m: &Module, v: Value, addrspace: u32) -> bool {
    let mut work = vec![v];
    let mut steps = 0;
    while let Some(v) = work.pop() {
        steps += 1;
        if steps > 256 {
            return false;
        }
        match v {
            Value::Global(g) if m.globals[g].addrspace == addrspace => return true,
            Value::Const(c) => work.extend(m.consts.get(c).operands()),
            _ => {}
        }
    }
    false
}

/// The resource class handle `h` was created for, when its creation says so: a
/// `createHandle` (class operand), `createHandleFromBinding` (the binding's class),
/// `createHandleForLib` (the class of the resource whose global it loads),
/// `annotateHandle` of one of these, or a `phi`/`select` of handles that agree.
pub(super) fn handle_class(
    m: &Module,
    info: &DxilInfo,
    body: &Body,
    h: Value,
) -> Option<ResourceClass> {
    handle_class_at(m, info, body, h, 0)
}

fn handle_class_at(
    m: &Module,
    info: &DxilInfo,
    body: &Body,
    h: Value,
    depth: u32,
) -> Option<ResourceClass> {
    if depth > 16 {
        return None;
    }
    let Value::Inst(i) = h else { return None };
    let kind = &body.insts[i].kind;
    let agree = |vals: &mut dyn Iterator<Item = Value>| {
        let mut class = None;
        for v in vals {
            let c = handle_class_at(m, info, body, v, depth + 1)?;
            if class.is_some_and(|k| k != c) {
                return None;
            }
            class = Some(c);
        }
        class
    };
    match kind {
        InstKind::Phi { incoming } => return agree(&mut incoming.iter().map(|(v, _)| *v)),
        InstKind::Select {
            then_val, else_val, ..
        } => return agree(&mut [*then_val, *else_val].into_iter()),
        _ => {}
    }
    let (op, args) = dx_op_call(m, kind)?;
    match op.0 {
        // CreateHandle(resourceClass, rangeId, index, nonUniformIndex)
        57 => class_of(m.const_int(*args.first()?)?),
        // CreateHandleForLib(resource): a load of the resource's global.
        160 => {
            let Value::Inst(load) = *args.first()? else {
                return None;
            };
            let InstKind::Load { ptr, .. } = &body.insts[load].kind else {
                return None;
            };
            let g = base_global(m, body, *ptr)?;
            info.resources
                .iter()
                .find(|r| r.symbol == Some(Value::Global(g)))
                .map(|r| r.class)
        }
        // AnnotateHandle(res, props)
        216 => handle_class_at(m, info, body, *args.first()?, depth + 1),
        // CreateHandleFromBinding(bind, index, nonUniformIndex): the class is the
        // binding's last field.
        217 => match m.consts.get(const_of(*args.first()?)?) {
            ConstData::Aggregate { elems, .. } => class_of(m.const_int(*elems.get(3)?)?),
            ConstData::Zero(_) => Some(ResourceClass::Srv),
            _ => None,
        },
        _ => None,
    }
}

fn const_of(v: Value) -> Option<dxil_ir::Const> {
    match v {
        Value::Const(c) => Some(c),
        _ => None,
    }
}

fn class_of(raw: i128) -> Option<ResourceClass> {
    Some(match raw {
        0 => ResourceClass::Srv,
        1 => ResourceClass::Uav,
        2 => ResourceClass::Cbv,
        3 => ResourceClass::Sampler,
        _ => return None,
    })
}

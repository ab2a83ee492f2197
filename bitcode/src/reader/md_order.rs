//! Orders the metadata arena as LLVM's slot tracker numbers nodes when it prints a
//! module (named metadata operands first, then per function its attachments, the
//! metadata arguments of intrinsic calls and each instruction's attachments; each node
//! before the nodes it refers to, depth first), so that the printer's `!N` numbers are
//! the ones DXC printed. Items reached from nowhere keep their relative order at the end.

use dxil_ir::{Md, MdData, MdField, Module, Value};

/// Renumbers `m.metadata` into LLVM's printing order, remapping every handle.
pub(crate) fn order_metadata(m: &mut Module) {
    let n = m.metadata.len();
    let mut new_index: Vec<Option<usize>> = vec![None; n];
    let mut order: Vec<usize> = Vec::with_capacity(n);
    let mut visit = |root: Md, m: &Module, order: &mut Vec<usize>| {
        let mut stack = vec![root];
        while let Some(md) = stack.pop() {
            let i = md.index();
            if i >= n || new_index[i].is_some() {
                continue;
            }
            new_index[i] = Some(order.len());
            order.push(i);
            let before = stack.len();
            match &m.metadata[md] {
                MdData::Node { ops, .. } => stack.extend(ops.iter().flatten().copied()),
                MdData::Specialized { fields, .. } => {
                    stack.extend(fields.iter().filter_map(|(_, f)| match f {
                        MdField::Node(Some(x)) => Some(*x),
                        _ => None,
                    }))
                }
                _ => {}
            }
            stack[before..].reverse();
        }
    };
    for nodes in m.named_metadata.values() {
        for &md in nodes {
            visit(md, m, &mut order);
        }
    }
    for (_, f) in m.functions.iter() {
        for (_, md) in &f.props.metadata {
            visit(*md, m, &mut order);
        }
        let Some(body) = &f.body else { continue };
        for (_, i) in body.placed_insts() {
            let data = &body.insts[i];
            if let dxil_ir::InstKind::Call {
                callee: Value::Function(callee),
                args,
                ..
            } = &data.kind
            {
                if m.functions
                    .get(*callee)
                    .is_some_and(|c| c.name.starts_with("llvm."))
                {
                    for a in args {
                        if let Value::Metadata(md) = a {
                            visit(*md, m, &mut order);
                        }
                    }
                }
            }
            for (_, md) in &data.metadata {
                visit(*md, m, &mut order);
            }
        }
    }
    for (i, slot) in new_index.iter_mut().enumerate() {
        if slot.is_none() {
            *slot = Some(order.len());
            order.push(i);
        }
    }
    if order.iter().enumerate().all(|(k, &i)| k == i) {
        return;
    }
    let map = |md: Md| -> Md {
        new_index
            .get(md.index())
            .copied()
            .flatten()
            .map_or(md, Md::from_index)
    };
    let old = std::mem::take(&mut m.metadata);
    for &i in &order {
        let mut d = old[Md::from_index(i)].clone();
        match &mut d {
            MdData::Node { ops, .. } => ops.iter_mut().flatten().for_each(|x| *x = map(*x)),
            MdData::Specialized { fields, .. } => {
                for (_, f) in fields.iter_mut() {
                    if let MdField::Node(Some(x)) = f {
                        *x = map(*x);
                    }
                }
            }
            MdData::Value { value, .. } => *value = map_value(*value, &map),
            MdData::String(_) => {}
        }
        m.metadata.alloc(d);
    }
    for nodes in m.named_metadata.values_mut() {
        nodes.iter_mut().for_each(|x| *x = map(*x));
    }
    for (_, g) in m.globals.iter_mut() {
        g.props.metadata.iter_mut().for_each(|(_, x)| *x = map(*x));
    }
    for (_, f) in m.functions.iter_mut() {
        f.props.metadata.iter_mut().for_each(|(_, x)| *x = map(*x));
        let Some(body) = &mut f.body else { continue };
        for (_, data) in body.insts.iter_mut() {
            data.metadata.iter_mut().for_each(|(_, x)| *x = map(*x));
            data.kind.map_operands(|v| map_value(v, &map));
        }
    }
}

fn map_value(v: Value, map: &impl Fn(Md) -> Md) -> Value {
    match v {
        Value::Metadata(md) => Value::Metadata(map(md)),
        other => other,
    }
}

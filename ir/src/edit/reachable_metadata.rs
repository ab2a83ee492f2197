//! Which metadata nodes a module still reaches: from named metadata and symbols, and
//! from the instructions' attachments and operands.

use crate::{Module, SecondaryMap, Value};

/// The metadata roots outside function bodies: named metadata and the attachments of
/// globals and functions.
pub(super) fn metadata_roots_outside_bodies(m: &Module) -> Vec<crate::Md> {
    let mut roots: Vec<crate::Md> = m.named_metadata.values().flatten().copied().collect();
    for (_, g) in m.globals.iter() {
        roots.extend(g.props.metadata.iter().map(|(_, md)| *md));
    }
    for (_, f) in m.functions.iter() {
        roots.extend(f.props.metadata.iter().map(|(_, md)| *md));
    }
    roots
}

/// Whether each metadata item is reachable from `roots` through node operands.
pub(super) fn close_metadata(
    m: &Module,
    mut stack: Vec<crate::Md>,
) -> SecondaryMap<crate::Md, bool> {
    let mut seen = SecondaryMap::with_capacity(m.metadata.len());
    while let Some(md) = stack.pop() {
        if *seen.get(md) {
            continue;
        }
        seen.set(md, true);
        match m.metadata.get(md) {
            Some(crate::MdData::Node { ops, .. }) => stack.extend(ops.iter().flatten()),
            Some(crate::MdData::Specialized { fields, .. }) => {
                for (_, f) in fields {
                    if let crate::MdField::Node(Some(n)) = f {
                        stack.push(*n);
                    }
                }
            }
            _ => {}
        }
    }
    seen
}

/// Whether every metadata item is reachable from named metadata and the attachments
/// of globals and functions (then all are, whatever instructions refer to: no walk
/// over the code is needed to know that).
pub fn all_metadata_reachable_outside_bodies(m: &Module) -> bool {
    let live = close_metadata(m, metadata_roots_outside_bodies(m));
    m.metadata.handles().all(|h| *live.get(h))
}

/// Whether each metadata item is reachable from named metadata, attachments of
/// globals, functions and instructions, and metadata call arguments.
pub fn reachable_metadata(m: &Module) -> SecondaryMap<crate::Md, bool> {
    reachable_metadata_and_code_roots(m).0
}

/// [`reachable_metadata`], and whether any placed instruction refers to metadata.
pub fn reachable_metadata_and_code_roots(m: &Module) -> (SecondaryMap<crate::Md, bool>, bool) {
    let mut code_roots = Vec::new();
    for (_, f) in m.functions.iter() {
        if let Some(body) = &f.body {
            for (_, i) in body.placed_insts() {
                metadata_referred_by(&body.insts[i], &mut code_roots);
            }
        }
    }
    reachable_metadata_given(m, code_roots)
}

/// Appends the metadata instruction `d` refers to (attachments, metadata operands).
pub fn metadata_referred_by(d: &crate::InstData, out: &mut Vec<crate::Md>) {
    out.extend(d.metadata.iter().map(|(_, md)| *md));
    d.kind.for_each_operand(|v| {
        if let Value::Metadata(md) = v {
            out.push(md);
        }
    });
}

/// [`reachable_metadata_and_code_roots`], given what the placed instructions refer to
/// ([`metadata_referred_by`], collected by a walk the caller made anyway).
pub fn reachable_metadata_given(
    m: &Module,
    code_roots: Vec<crate::Md>,
) -> (SecondaryMap<crate::Md, bool>, bool) {
    let any = !code_roots.is_empty();
    let mut roots = metadata_roots_outside_bodies(m);
    roots.extend(code_roots);
    (close_metadata(m, roots), any)
}

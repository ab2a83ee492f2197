//! Dropping metadata nothing refers to: passes leave nodes behind when they rewrite or
//! delete what used them (clang's `!hlsl.cbs`, stashed analysis results), and a lowered
//! module should print and write only what it still uses.

use dxil_ir::edit::{
    all_metadata_reachable_outside_bodies, reachable_metadata_and_code_roots,
    reachable_metadata_given,
};
use dxil_ir::{Arena, Md, MdData, MdField, Module, SecondaryMap, Value};

/// Rebuilds the metadata arena with only the items reachable from named metadata,
/// attachments and metadata call arguments, keeping their order.
pub fn remove_dead_metadata(m: &mut Module) {
    if all_metadata_reachable_outside_bodies(m) {
        return;
    }
    let (live, code_roots) = reachable_metadata_and_code_roots(m);
    remove_unreachable(m, &live, code_roots);
}

/// [`remove_dead_metadata`], given the metadata the placed instructions refer to
/// ([`dxil_ir::edit::metadata_referred_by`], collected by a walk the caller made
/// anyway).
pub fn remove_dead_metadata_given(m: &mut Module, code_roots: Vec<Md>) {
    if all_metadata_reachable_outside_bodies(m) {
        return;
    }
    let (live, code_roots) = reachable_metadata_given(m, code_roots);
    remove_unreachable(m, &live, code_roots);
}

/// Drops the items `live` does not mark; `code_roots`: whether any placed instruction
/// refers to metadata (else the code needs no renumbering).
fn remove_unreachable(m: &mut Module, live: &SecondaryMap<Md, bool>, code_roots: bool) {
    if m.metadata.handles().all(|h| *live.get(h)) {
        return;
    }
    let old = std::mem::take(&mut m.metadata);
    // New handles by old index (`None` for dropped items).
    let mut map: Vec<Option<Md>> = Vec::with_capacity(old.len());
    let mut kept = Vec::new();
    for (h, data) in old.iter() {
        map.push(live.get(h).then(|| {
            kept.push(data.clone());
            Md::from_index(kept.len() - 1)
        }));
    }
    let remap = |md: &mut Md| {
        if let Some(n) = map.get(md.index()).copied().flatten() {
            *md = n;
        }
    };
    let mut arena = Arena::new();
    for mut data in kept {
        match &mut data {
            MdData::Node { ops, .. } => ops.iter_mut().flatten().for_each(remap),
            MdData::Specialized { fields, .. } => {
                for (_, f) in fields.iter_mut() {
                    if let MdField::Node(Some(n)) = f {
                        remap(n);
                    }
                }
            }
            MdData::String(_) | MdData::Value { .. } => {}
        }
        arena.alloc(data);
    }
    m.metadata = arena;
    for list in m.named_metadata.values_mut() {
        list.iter_mut().for_each(remap);
    }
    for (_, g) in m.globals.iter_mut() {
        g.props.metadata.iter_mut().for_each(|(_, md)| remap(md));
    }
    for (_, f) in m.functions.iter_mut() {
        f.props.metadata.iter_mut().for_each(|(_, md)| remap(md));
        // (When no placed instruction refers to metadata, the code is not revisited.)
        let Some(body) = f.body.as_mut().filter(|_| code_roots) else {
            continue;
        };
        for (_, inst) in body.insts.iter_mut() {
            inst.metadata.iter_mut().for_each(|(_, md)| remap(md));
            inst.kind.map_operands(|v| match v {
                Value::Metadata(mut md) => {
                    remap(&mut md);
                    Value::Metadata(md)
                }
                other => other,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unreachable_nodes_go_and_references_follow() {
        let mut m = Module::new();
        let dead = m.metadata.alloc(MdData::String(b"dead".to_vec()));
        let s = m.metadata.alloc(MdData::String(b"kept".to_vec()));
        let node = m.metadata.alloc(MdData::Node {
            distinct: false,
            ops: vec![Some(s), None],
        });
        m.named_metadata.insert("n".into(), vec![node]);
        remove_dead_metadata(&mut m);
        assert_eq!(m.metadata.len(), 2);
        let n = m.named_metadata["n"][0];
        let MdData::Node { ops, .. } = &m.metadata[n] else {
            panic!("a node")
        };
        assert_eq!(m.md_string(ops[0].unwrap()), Some(&b"kept"[..]));
        let _ = dead;
    }
}

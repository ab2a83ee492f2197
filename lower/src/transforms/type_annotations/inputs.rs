//! What the reflection part needs that lowering removes, recorded before it does and
//! left in the module as named metadata (`!dxil-emit.reflection`, beside op lowering's
//! `!dxil-emit.resources`) until whoever builds the reflection part takes it out.

use crate::analysis::cbuffer_layout::{cbs_globals, cbuffer_layout_type, member_offsets};
use dxil_ir::edit::{md_int, md_node, md_string};
use dxil_ir::{Md, MdData, Module};
use rustc_hash::FxHashMap;

/// What lowering removes and the reflection part needs, recorded while it is there:
/// each cbuffer's member names, offsets and read flags (`!hlsl.cbs` and its member
/// globals, which `dxil-cbuffer-access` removes) and clang's data layout (which
/// lowering replaces with DXIL's).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReflectionInputs {
    /// Each cbuffer by name.
    pub(super) cbuffers: FxHashMap<String, StashedCBuffer>,
    /// Clang's data layout string.
    pub(super) source_layout: Option<String>,
}

/// Records what [`ReflectionInputs`] holds of `m`.
pub fn reflection_inputs(m: &mut Module) -> ReflectionInputs {
    let mut out = ReflectionInputs {
        source_layout: m.datalayout.as_deref().map(str::to_owned),
        ..ReflectionInputs::default()
    };
    let Some(cbs) = m.named_metadata.get("hlsl.cbs").cloned() else {
        return out;
    };
    // Uses by code: every use but the `!hlsl.cbs` reference itself.
    m.named_metadata.shift_remove("hlsl.cbs");
    let (_, uses) = dxil_ir::edit::symbol_uses(m);
    m.named_metadata.insert("hlsl.cbs".into(), cbs.clone());
    let dl = dxil_analysis::resource_map::module_layout(m);
    for n in cbs {
        let globals = cbs_globals(m, n);
        let Some(Some(cb)) = globals.first().copied() else {
            continue;
        };
        let Some(layout) = cbuffer_layout_type(m, cb) else {
            continue;
        };
        let cb_name = m.globals[cb].name.to_string();
        let name = cb_name.strip_suffix(".cb").unwrap_or(&cb_name).to_string();
        let members = globals
            .iter()
            .skip(1)
            .map(|g| {
                let member = g.map(|g| m.globals[g].name.to_string());
                let read = g.is_some_and(|g| uses.get(&g).copied().unwrap_or(0) > 0);
                (member, read)
            })
            .collect();
        let offsets = member_offsets(m, &dl, layout);
        out.cbuffers
            .insert(name, StashedCBuffer { offsets, members });
    }
    out
}

/// A cbuffer as stashed: each member's offset, and its name (if clang kept its global)
/// and whether the code reads it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct StashedCBuffer {
    pub(super) offsets: Vec<u64>,
    pub(super) members: Vec<(Option<String>, bool)>,
}

/// The named metadata [`stash_reflection_inputs`] leaves and [`take_reflection_inputs`]
/// takes out: `!{!"datalayout", !"..."}` and, per cbuffer, `!{!"cbuffer", !"name",
/// !{i64 offset, ...}, !{!"member" or null, ...}, !{i1 read, ...}}`.
pub const REFLECTION_STASH: &str = "dxil-emit.reflection";

/// Records [`reflection_inputs`] of `m` in `m` itself, for the reflection part to read
/// after lowering.
pub fn stash_reflection_inputs(m: &mut Module) {
    let inputs = reflection_inputs(m);
    write_stash(m, &inputs);
}

/// Writes `inputs` into `m` as [`REFLECTION_STASH`].
fn write_stash(m: &mut Module, inputs: &ReflectionInputs) {
    let mut nodes = Vec::new();
    if let Some(layout) = &inputs.source_layout {
        let key = md_string(m, "datalayout");
        let value = md_string(m, layout);
        nodes.push(md_node(m, vec![Some(key), Some(value)]));
    }
    let mut names: Vec<&String> = inputs.cbuffers.keys().collect();
    names.sort();
    for name in names {
        let cb = &inputs.cbuffers[name];
        let key = md_string(m, "cbuffer");
        let name = md_string(m, name);
        let offsets: Vec<Option<Md>> = cb
            .offsets
            .iter()
            .map(|&o| Some(md_int(m, 64, o as i64)))
            .collect();
        let offsets = md_node(m, offsets);
        let members: Vec<Option<Md>> = cb
            .members
            .iter()
            .map(|(member, _)| member.as_deref().map(|n| md_string(m, n)))
            .collect();
        let members = md_node(m, members);
        let reads: Vec<Option<Md>> = cb
            .members
            .iter()
            .map(|&(_, read)| Some(md_int(m, 1, i64::from(read))))
            .collect();
        let reads = md_node(m, reads);
        let ops = vec![
            Some(key),
            Some(name),
            Some(offsets),
            Some(members),
            Some(reads),
        ];
        nodes.push(md_node(m, ops));
    }
    m.named_metadata.insert(REFLECTION_STASH.into(), nodes);
}

/// What [`stash_reflection_inputs`] left in `m`, removed from it (empty when nothing
/// was left: a module lowered without DXC's semantics, or one that was DXIL already).
pub fn take_reflection_inputs(m: &mut Module) -> ReflectionInputs {
    let mut out = ReflectionInputs::default();
    let Some(nodes) = m.named_metadata.shift_remove(REFLECTION_STASH) else {
        return out;
    };
    let text = |m: &Module, md: Option<Md>| -> Option<String> {
        m.md_string(md?)
            .map(|b| String::from_utf8_lossy(b).into_owned())
    };
    let ops = |m: &Module, md: Option<Md>| -> Vec<Option<Md>> {
        match md.and_then(|md| m.metadata.get(md)) {
            Some(MdData::Node { ops, .. }) => ops.clone(),
            _ => Vec::new(),
        }
    };
    let int = |m: &Module, md: Option<Md>| -> Option<i128> {
        match m.metadata.get(md?)? {
            MdData::Value { value, .. } => m.const_int(*value),
            _ => None,
        }
    };
    for node in nodes {
        let fields = ops(m, Some(node));
        match text(m, fields.first().copied().flatten()).as_deref() {
            Some("datalayout") => out.source_layout = text(m, fields.get(1).copied().flatten()),
            Some("cbuffer") => {
                let Some(name) = text(m, fields.get(1).copied().flatten()) else {
                    continue;
                };
                let offsets = ops(m, fields.get(2).copied().flatten())
                    .into_iter()
                    .filter_map(|o| int(m, o).map(|v| v as u64))
                    .collect();
                let names = ops(m, fields.get(3).copied().flatten());
                let reads = ops(m, fields.get(4).copied().flatten());
                let members = names
                    .into_iter()
                    .zip(reads)
                    .map(|(n, r)| (text(m, n), int(m, r).is_some_and(|v| v != 0)))
                    .collect();
                out.cbuffers
                    .insert(name, StashedCBuffer { offsets, members });
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stash_reads_back_what_was_written() {
        let mut m = Module::new();
        let mut inputs = ReflectionInputs {
            source_layout: Some("e-m:e-p:32:32".into()),
            ..Default::default()
        };
        inputs.cbuffers.insert(
            "Constants".into(),
            StashedCBuffer {
                offsets: vec![0, 16, 20],
                members: vec![
                    (Some("a".into()), true),
                    (None, false),
                    (Some("c".into()), false),
                ],
            },
        );
        inputs
            .cbuffers
            .insert("Empty".into(), StashedCBuffer::default());
        write_stash(&mut m, &inputs);
        assert!(m.named_metadata.contains_key(REFLECTION_STASH));
        assert_eq!(take_reflection_inputs(&mut m), inputs);
        // Taken out: the module no longer holds it, and a second take finds nothing.
        assert!(!m.named_metadata.contains_key(REFLECTION_STASH));
        assert_eq!(take_reflection_inputs(&mut m), ReflectionInputs::default());
    }
}

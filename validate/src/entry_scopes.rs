//! Which functions run for which entry: the call graph of defined functions and, for
//! each entry point (a shader's entry and its hull shader's patch constant function,
//! or each entry of a library), the functions it reaches. Rules that depend on the
//! stage (an operation's availability, groupshared memory) judge a function by every
//! entry that reaches it.

use dxil_ir::{FuncId, InstKind, Module, Value};
use dxil_model::metadata::EntryPoint;
use dxil_model::{DxilInfo, ShaderKind, ShaderModel};
use rustc_hash::FxHashMap;

/// The defined functions each defined function calls, in first-call order.
pub(super) fn call_graph(m: &Module) -> FxHashMap<FuncId, Vec<FuncId>> {
    let mut graph = FxHashMap::default();
    for (fid, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        let mut callees = Vec::new();
        for (_, i) in body.placed_insts() {
            if let InstKind::Call {
                callee: Value::Function(c),
                ..
            } = body.insts[i].kind
            {
                if m.functions[c].body.is_some() && !callees.contains(&c) {
                    callees.push(c);
                }
            }
        }
        graph.insert(fid, callees);
    }
    graph
}

/// One entry point and what it reaches.
pub(super) struct EntryScope<'a> {
    /// The entry's record.
    pub entry: &'a EntryPoint,
    /// The function the scope starts at (the entry's, or its patch constant function).
    pub function: FuncId,
    /// The stage the functions run in.
    pub kind: ShaderKind,
    /// The shader model as the op table judges it: the module's version with the
    /// entry's stage (`lib_6_8(raygeneration)` is 6.8, ray generation).
    pub shader_model: ShaderModel,
    /// Whether this is a hull shader's patch constant function.
    pub is_patch_constant: bool,
    /// Every defined function reachable from `function`, itself first.
    pub functions: Vec<FuncId>,
}

impl EntryScope<'_> {
    /// The stage as DXC names it in messages: `ps_6_0`, or `lib_6_8(raygeneration)`.
    pub fn profile(&self, info: &DxilInfo) -> String {
        let sm = info.shader_model;
        if sm.kind == ShaderKind::Library {
            format!("{sm}({})", self.kind.stage_name())
        } else {
            sm.to_string()
        }
    }
}

/// Every entry point of the module with the functions it reaches.
pub(super) fn entry_scopes<'a>(
    m: &Module,
    info: &'a DxilInfo,
    graph: &FxHashMap<FuncId, Vec<FuncId>>,
) -> Vec<EntryScope<'a>> {
    let sm = info.shader_model;
    let mut scopes = Vec::new();
    let mut add = |entry: &'a EntryPoint, function: FuncId, kind, is_patch_constant| {
        if m.functions.get(function).is_none_or(|f| f.body.is_none()) {
            return;
        }
        scopes.push(EntryScope {
            entry,
            function,
            kind,
            shader_model: ShaderModel { kind, ..sm },
            is_patch_constant,
            functions: reachable(graph, function),
        });
    };
    if sm.kind == ShaderKind::Library {
        for e in &info.library_entries {
            if let (Some(f), Some(kind)) = (e.function, e.library_kind()) {
                add(e, f, kind, false);
                if let Some(pc) = e.patch_constant_function {
                    add(e, pc, kind, true);
                }
            }
        }
    } else if let Some(f) = info.entry.function {
        add(&info.entry, f, sm.kind, false);
        if let Some(pc) = info.entry.patch_constant_function {
            add(&info.entry, pc, sm.kind, true);
        }
    }
    scopes
}

/// `from` and every defined function it reaches through calls.
fn reachable(graph: &FxHashMap<FuncId, Vec<FuncId>>, from: FuncId) -> Vec<FuncId> {
    let mut out = vec![from];
    let mut next = 0;
    while let Some(&f) = out.get(next) {
        next += 1;
        for &c in graph.get(&f).map_or(&[][..], Vec::as_slice) {
            if !out.contains(&c) {
                out.push(c);
            }
        }
    }
    out
}

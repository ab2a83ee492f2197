//! Which entry a non-library module compiles. clang 22 marks every function with
//! `[shader("...")]` (or `[numthreads]` in a compute target) as an entry
//! (`"hlsl.shader"`), also when the target names one (`-T ps_6_6 -E main`), so a pixel
//! shader's file with a compute helper gives two. DXC compiles only the target's: the
//! one `-E` names, else the one whose stage is the target's. The others become plain
//! functions (removed when nothing calls them, with the resources only they used), and a
//! note names each.

use crate::remark::Remark;
use crate::Options;
use dxil_ir::{Function, Module};
use dxil_model::{ShaderKind, ShaderModel};

/// The function attributes that make a function an entry, and its entry properties.
const ENTRY_ATTRIBUTES: [&str; 4] = [
    "hlsl.shader",
    "hlsl.numthreads",
    "hlsl.wavesize",
    "hlsl.export",
];

/// Its stage, for a function clang marked as an entry.
fn stage_of(f: &Function) -> Option<&str> {
    f.attrs.func.string("hlsl.shader")
}

/// Keeps one entry of a non-library module with several: the function `opts.entry`
/// names, else the only one whose stage is the target's (`opts.stage`, else the
/// triple's), or of several such the one named `main`, DXC's default. Returns a note for
/// each entry dropped. A module where neither picks one entry keeps them all (the
/// lowering then says it expects one). `dxil-finalize-linkage` then drops every
/// function of a non-library shader but its entry, unless the entry calls it.
pub fn select_entry(m: &mut Module, opts: &Options) -> Vec<Remark> {
    let target = m.triple.as_deref().and_then(ShaderModel::from_triple);
    let kind = opts.stage.or(target.map(|sm| sm.kind));
    if kind == Some(ShaderKind::Library) {
        return Vec::new();
    }
    drop_other_entries(m, opts, kind)
}

/// With several entries, keeps the one [`select_entry`] picks (`kind` is the target's
/// stage) and makes the others plain functions; a note for each.
fn drop_other_entries(m: &mut Module, opts: &Options, kind: Option<ShaderKind>) -> Vec<Remark> {
    let entries: Vec<_> = m
        .functions
        .iter()
        .filter(|(_, f)| stage_of(f).is_some())
        .map(|(id, f)| {
            (
                id,
                f.name.to_string(),
                stage_of(f).unwrap_or("").to_string(),
            )
        })
        .collect();
    if entries.len() < 2 {
        return Vec::new();
    }
    let stage_matches =
        |stage: &str| kind.is_some_and(|k| ShaderKind::from_stage_name(stage) == Some(k));
    let chosen: Vec<_> = match &opts.entry {
        Some(name) => entries.iter().filter(|(_, n, _)| n == name).collect(),
        None => {
            let staged: Vec<_> = entries
                .iter()
                .filter(|(_, _, s)| stage_matches(s))
                .collect();
            // Of several of the target's stage, DXC's default entry name, `main`.
            if staged.len() > 1 {
                staged.into_iter().filter(|(_, n, _)| n == "main").collect()
            } else {
                staged
            }
        }
    };
    let [(keep, kept_name, kept_stage)] = chosen[..] else {
        return Vec::new();
    };
    let why = match &opts.entry {
        Some(_) => format!("the entry named is '{kept_name}'"),
        None if kept_name == "main" => {
            format!("'main' is the default entry of a {kept_stage} target")
        }
        None => format!("the target's stage is {kept_stage}, that of '{kept_name}'"),
    };
    let mut notes = Vec::new();
    for (id, name, stage) in &entries {
        if id == keep {
            continue;
        }
        let f = &mut m.functions[*id];
        for key in ENTRY_ATTRIBUTES {
            f.attrs.func.remove(key);
        }
        notes.push(Remark::note(format!(
            "entry '{name}' ([shader(\"{stage}\")]) is not compiled, as DXC compiles one \
             entry outside libraries and {why}: it stays a plain function, removed when \
             nothing calls it"
        )));
    }
    notes
}

//! `dxil-prepare`: the last pass before writing: function, return, parameter and
//! call-site attributes are limited to those LLVM 3.7 knows (`memory(...)` becomes
//! `readnone` / `readonly` / `argmemonly`; `mustprogress`, `nofree`, `nosync`,
//! `willreturn`, `noundef`, string attributes ... are dropped), instruction metadata
//! is limited to LLVM 3.7's kinds and `dx.*`, op lowering's resource stash is dropped,
//! and declarations and symbols nothing uses any more are removed. Typed pointers are
//! made by the bitcode writer.

use crate::error::LowerError;
use crate::finalize_linkage::remove_unused_internal_functions;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::{remove_symbols, symbol_uses};
use dxil_ir::{AttrList, AttrSet, Attribute, FuncId, GlobalId, InstKind, Linkage, Module};
use std::collections::HashSet;

/// The `dxil-prepare` pass.
pub struct Prepare;

impl Pass for Prepare {
    fn name(&self) -> &'static str {
        "dxil-prepare"
    }

    fn run(&self, module: &mut Module, _cx: &mut PassContext) -> Result<(), LowerError> {
        prepare(module);
        Ok(())
    }
}

/// Function attributes LLVM 3.7 has.
const FN_ATTRS_37: &[&str] = &[
    "alignstack",
    "alwaysinline",
    "builtin",
    "cold",
    "convergent",
    "inlinehint",
    "jumptable",
    "minsize",
    "naked",
    "nobuiltin",
    "noduplicate",
    "noimplicitfloat",
    "noinline",
    "nonlazybind",
    "noredzone",
    "noreturn",
    "nounwind",
    "optnone",
    "optsize",
    "readnone",
    "readonly",
    "argmemonly",
    "returns_twice",
    "safestack",
    "sanitize_address",
    "sanitize_memory",
    "sanitize_thread",
    "ssp",
    "sspreq",
    "sspstrong",
    "uwtable",
];

/// Parameter and return attributes LLVM 3.7 has.
const PARAM_ATTRS_37: &[&str] = &[
    "align",
    "byval",
    "dereferenceable",
    "dereferenceable_or_null",
    "inalloca",
    "inreg",
    "nest",
    "noalias",
    "nocapture",
    "nonnull",
    "readnone",
    "readonly",
    "returned",
    "signext",
    "sret",
    "zeroext",
];

/// Instruction metadata kinds LLVM 3.7 has (besides `dx.*`).
const MD_KINDS_37: &[&str] = &[
    "dbg",
    "tbaa",
    "prof",
    "fpmath",
    "range",
    "tbaa.struct",
    "invariant.load",
    "alias.scope",
    "noalias",
    "nontemporal",
    "llvm.mem.parallel_loop_access",
    "nonnull",
    "dereferenceable",
    "dereferenceable_or_null",
    "llvm.loop",
];

/// Runs the preparation.
pub fn prepare(m: &mut Module) {
    // Vectors rebuilt for users that lowering has since replaced are dead now.
    let funcs: Vec<FuncId> = m.functions.handles().collect();
    for f in funcs {
        if let Some(mut cur) = crate::rewrite::FuncCursor::open(m, f) {
            crate::scalarizer::fold_vector_extracts(&mut cur);
            crate::rewrite::remove_dead_code(cur.m, &mut cur.body, |_| false);
            cur.finish();
        }
    }
    for (_, f) in m.functions.iter_mut() {
        legalize_attr_list(&mut f.attrs);
        if let Some(body) = &mut f.body {
            let placed: Vec<_> = body.placed_insts().map(|(_, i)| i).collect();
            for i in placed {
                let data = &mut body.insts[i];
                data.metadata
                    .retain(|(k, _)| k.starts_with("dx.") || MD_KINDS_37.contains(&&**k));
                if let InstKind::Call { attrs, .. } = &mut data.kind {
                    legalize_attr_list(attrs);
                }
            }
        }
    }
    // Op lowering's record of the resources (for a later dxil-translate-metadata) is
    // ours, not DXIL's; in llc's order metadata was translated before op lowering.
    m.named_metadata
        .shift_remove(crate::resource_map::STASH_NAME);
    remove_unused_symbols(m);
}

/// Limits an attribute list to LLVM 3.7's attributes.
pub fn legalize_attr_list(list: &mut AttrList) {
    list.func = legalize_fn_attrs(&list.func);
    list.ret = legalize_param_attrs(&list.ret);
    for p in &mut list.params {
        *p = legalize_param_attrs(p);
    }
    while list.params.last().is_some_and(AttrSet::is_empty) {
        list.params.pop();
    }
}

fn legalize_fn_attrs(set: &AttrSet) -> AttrSet {
    let mut out = AttrSet::default();
    for a in &set.0 {
        match a {
            Attribute::Raw(name, args) if &**name == "memory" => {
                if let Some(flag) = memory_as_37(args) {
                    out.set(Attribute::Flag(flag.into()));
                }
            }
            Attribute::Flag(n) | Attribute::Int(n, _) if FN_ATTRS_37.contains(&&**n) => {
                out.set(a.clone())
            }
            _ => {}
        }
    }
    out
}

fn legalize_param_attrs(set: &AttrSet) -> AttrSet {
    let mut out = AttrSet::default();
    for a in &set.0 {
        match a {
            Attribute::Flag(n) | Attribute::Int(n, _) | Attribute::Type(n, _)
                if PARAM_ATTRS_37.contains(&&**n) =>
            {
                out.set(a.clone())
            }
            // `captures(none)` is what `nocapture` became.
            Attribute::Raw(n, args) if &**n == "captures" && args.trim() == "none" => {
                out.set(Attribute::Flag("nocapture".into()))
            }
            _ => {}
        }
    }
    out
}

/// The LLVM 3.7 attribute for a `memory(...)` effect, if one says the same or less.
fn memory_as_37(args: &str) -> Option<&'static str> {
    let norm: String = args.chars().filter(|c| !c.is_whitespace()).collect();
    let norm = norm.trim_start_matches('(').trim_end_matches(')');
    match norm {
        "none" => Some("readnone"),
        "read" => Some("readonly"),
        "argmem:readwrite" | "argmem:read" | "argmem:write" => Some("argmemonly"),
        _ => None,
    }
}

/// Removes declarations nothing calls, unused internal definitions, and unused
/// globals that are not externally visible definitions.
pub fn remove_unused_symbols(m: &mut Module) {
    remove_unused_internal_functions(m);
    let (fuses, guses) = symbol_uses(m);
    let dead_funcs: HashSet<FuncId> = m
        .functions
        .iter()
        .filter(|(h, f)| !f.is_definition() && fuses.get(h).copied().unwrap_or(0) == 0)
        .map(|(h, _)| h)
        .collect();
    let dead_globals: HashSet<GlobalId> = m
        .globals
        .iter()
        .filter(|(h, g)| {
            let exported = g.init.is_some()
                && g.props.linkage == Linkage::External
                && g.props.visibility == dxil_ir::Visibility::Default
                && !matches!(m.types.get(g.value_ty), dxil_ir::TypeData::TargetExt { .. });
            !exported && guses.get(h).copied().unwrap_or(0) == 0
        })
        .map(|(h, _)| h)
        .collect();
    remove_symbols(m, &dead_funcs, &dead_globals);
}

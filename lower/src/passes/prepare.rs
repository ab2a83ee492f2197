//! `dxil-prepare`: the last pass before writing: function, return, parameter and
//! call-site attributes are limited to those LLVM 3.7 knows (`memory(...)` becomes
//! `readnone` / `readonly` / `argmemonly`; `mustprogress`, `nofree`, `nosync`,
//! `willreturn`, `noundef`, string attributes ... are dropped), instruction metadata
//! is limited to LLVM 3.7's kinds and `dx.*`, op lowering's resource stash is dropped,
//! and declarations and symbols nothing uses any more are removed. Fast-math flags
//! become what LLVM 3.7 can say (`reassoc` or `contract` mean `fast`; `afn` is
//! dropped), and loads, stores and allocas without an alignment get their type's ABI
//! alignment, as LLVM's IR parser gives them. Typed pointers are made by the bitcode
//! writer.

use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::FuncCursor;
use crate::transforms::unused_symbols::remove_unused_symbols;
use dxil_ir::{
    AttrList, AttrSet, Attribute, Body, FastMathFlags, FuncId, InstKind, Linkage, Module,
    SecondaryMap,
};
use dxil_model::layout::DataLayout;
use rustc_hash::FxHashSet;

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

/// Runs the preparation.
pub fn prepare(m: &mut Module) {
    use crate::pass_manager::timed;
    timed("(defined values for undef)", || {
        crate::transforms::undef_operands::define_undef_operands(m)
    });
    // Selects of element pointers become selects of indices on the way.
    timed("(GEPs in the memory's type)", || {
        crate::analysis::gep_source_types::match_gep_sources(m)
    });
    make_private_symbols_internal(m);
    let layout = m
        .datalayout
        .as_deref()
        .map(DataLayout::parse)
        .unwrap_or_default();
    let op_functions: FxHashSet<FuncId> = m
        .functions
        .iter()
        .filter(|(_, f)| f.name.starts_with("dx.op."))
        .map(|(h, _)| h)
        .collect();
    // Vectors rebuilt for users that lowering has since replaced are dead now.
    let funcs: Vec<FuncId> = m.functions.handles().collect();
    for f in funcs {
        if let Some(mut cur) = crate::rewrite::FuncCursor::open(m, f) {
            // Dead code the module was given stays, but not vector plumbing or
            // aggregate reads, which only lowering leaves dead.
            // One walk counts uses, finds the extracts to fold, and legalizes each
            // instruction (dead code left here goes later, legalized or not).
            let mut uses = SecondaryMap::with_capacity(cur.body.insts.len());
            let mut extracts = Vec::new();
            let placed: Vec<_> = cur.body.placed_insts().map(|(_, i)| i).collect();
            for i in placed {
                let kind = &cur.body.insts[i].kind;
                crate::rewrite::count_uses(kind, &mut uses);
                if matches!(
                    kind,
                    InstKind::ExtractElement { .. } | InstKind::ExtractValue { .. }
                ) {
                    extracts.push(i);
                }
                legalize_instruction(&mut cur, &layout, &op_functions, i);
            }
            let mut given_dead = crate::rewrite::unused_insts_counted(
                cur.m,
                &cur.body,
                is_read_none_leftover,
                &uses,
            );
            given_dead.retain(|&i| !is_lowering_leftover(cur.m, &cur.body, i));
            // Only extracts fold: they were found on the way.
            if crate::transforms::extract_folding::fold_extracts_among(&mut cur, &extracts) {
                crate::rewrite::remove_dead_code_keeping(
                    cur.m,
                    &mut cur.body,
                    is_read_none_leftover,
                    &given_dead,
                );
            } else {
                // Nothing changed since the uses were counted.
                crate::rewrite::remove_dead_code_counted(
                    cur.m,
                    &mut cur.body,
                    is_read_none_leftover,
                    &given_dead,
                    uses,
                );
            }
            cur.finish();
        }
    }
    let experimental_validator = validator_is_zero(m);
    for (_, f) in m.functions.iter_mut() {
        let exp_shader = f.attrs.func.string("exp-shader").map(str::to_string);
        legalize_attr_list(&mut f.attrs);
        // With validator version 0.0 (no validation), the experimental shader
        // attribute stays, as LLVM keeps it.
        if let (true, Some(v)) = (experimental_validator, exp_shader) {
            f.attrs
                .func
                .set(Attribute::Str("exp-shader".into(), Some(v.into())));
        }
    }
    // Op lowering's record of the resources (for a later dxil-translate-metadata) is
    // ours, not DXIL's; in llc's order metadata was translated before op lowering.
    m.named_metadata
        .shift_remove(dxil_analysis::resource_map::STASH_NAME);
    remove_unused_symbols(m);
}

/// Makes `private` globals and functions, and `hidden` global variables with an
/// initializer (clang's static variables), `internal`: DXIL's validator counts such a
/// global as an external declaration (and rejects it as unused even where code uses
/// it, as with clang's `@switch.table.*` lookup tables); DXC's modules use `internal`.
fn make_private_symbols_internal(m: &mut Module) {
    for (_, g) in m.globals.iter_mut() {
        let hidden_definition =
            g.init.is_some() && g.props.visibility == dxil_ir::Visibility::Hidden;
        if g.props.linkage == Linkage::Private || hidden_definition {
            g.props.linkage = Linkage::Internal;
            g.props.visibility = dxil_ir::Visibility::Default;
        }
    }
    for (_, f) in m.functions.iter_mut() {
        if f.props.linkage == Linkage::Private {
            f.props.linkage = Linkage::Internal;
        }
    }
}

/// Whether `i` is the kind of instruction lowering leaves dead behind: a vector value
/// or its plumbing (`insertelement`, `extractelement`, `shufflevector`), an
/// `extractvalue`/`insertvalue`, or an unused input read.
fn is_lowering_leftover(m: &Module, body: &Body, i: dxil_ir::Inst) -> bool {
    let d = &body.insts[i];
    matches!(
        d.kind,
        InstKind::InsertElement { .. }
            | InstKind::ExtractElement { .. }
            | InstKind::ShuffleVector { .. }
            | InstKind::ExtractValue { .. }
            | InstKind::InsertValue { .. }
    ) || matches!(m.types.get(d.ty), dxil_ir::TypeData::Vector { .. })
        || dxil_ir::edit::callee_name(m, &d.kind).is_some_and(is_read_none_leftover)
}

/// Whether a call of `name` with an unused result may go: an input read lowering split
/// out of a vector load (DXC's `loadInput` is read-none and goes with its last use).
fn is_read_none_leftover(name: &str) -> bool {
    name.starts_with("dx.op.loadInput.")
}

/// Makes the fast-math flags, alignment, metadata kinds and call-site attributes of
/// instruction `i` what LLVM 3.7 has.
fn legalize_instruction(
    cur: &mut FuncCursor,
    layout: &DataLayout,
    ops: &FxHashSet<FuncId>,
    i: dxil_ir::Inst,
) {
    legalize_fast_math(&mut cur.body.insts[i]);
    fill_default_alignment(cur, layout, i);
    let data = &mut cur.body.insts[i];
    if !data.metadata.is_empty() {
        data.metadata
            .retain(|(k, _)| k.starts_with("dx.") || dxil_ir::metadata::is_llvm37_kind(k));
    }
    if let InstKind::Call { attrs, callee, .. } = &mut data.kind {
        // DXC writes `dx.op.*` calls without attributes: their declaration has them.
        if is_op_function(ops, callee) {
            attrs.func = AttrSet::default();
        }
        legalize_attr_list(attrs);
    }
}

/// LLVM 3.7 has one flag for `reassoc`, `contract` and `afn` together (`fast`, which
/// sets all the others): an instruction with `reassoc` or `contract` becomes `fast`,
/// and `afn` alone is dropped, as LLVM's DXILPrepare does.
fn legalize_fast_math(data: &mut dxil_ir::InstData) {
    let fmf = data.fmf;
    if fmf.is_empty() {
        return;
    }
    data.fmf = if fmf.has(FastMathFlags::REASSOC) || fmf.has(FastMathFlags::CONTRACT) {
        FastMathFlags(FastMathFlags::FAST)
    } else {
        FastMathFlags(fmf.0 & !FastMathFlags::AFN)
    };
}

/// Gives a load, store or alloca that names no alignment its type's ABI alignment
/// under `layout` (LLVM's parser does so; bitcode always carries one).
fn fill_default_alignment(cur: &mut FuncCursor, layout: &DataLayout, i: dxil_ir::Inst) {
    {
        let ty = match &cur.body.insts[i].kind {
            InstKind::Load { align: None, .. } => cur.body.insts[i].ty,
            InstKind::Store {
                align: None, val, ..
            } => {
                let v = *val;
                cur.ty(v)
            }
            InstKind::Alloca {
                align: None,
                allocated,
                ..
            } => *allocated,
            _ => return,
        };
        let abi = layout.align(&cur.m.types, ty);
        match &mut cur.body.insts[i].kind {
            InstKind::Load { align, .. }
            | InstKind::Store { align, .. }
            | InstKind::Alloca { align, .. } => *align = Some(abi),
            _ => {}
        }
    }
}

/// Whether `!dx.valver` is 0.0 (the module is not to be validated).
fn validator_is_zero(m: &Module) -> bool {
    let Some(node) = m.named_metadata.get("dx.valver").and_then(|n| n.first()) else {
        return false;
    };
    let Some(dxil_ir::MdData::Node { ops, .. }) = m.metadata.get(*node) else {
        return false;
    };
    ops.len() == 2
        && ops.iter().all(|op| {
            op.and_then(|md| match m.metadata.get(md) {
                Some(dxil_ir::MdData::Value { value, .. }) => m.const_int(*value),
                _ => None,
            }) == Some(0)
        })
}

fn is_op_function(ops: &FxHashSet<FuncId>, callee: &dxil_ir::Value) -> bool {
    matches!(callee, dxil_ir::Value::Function(f) if ops.contains(f))
}

/// Limits an attribute list to LLVM 3.7's attributes (in place: the attributes kept are
/// moved, not copied, as every call site's list passes through here).
pub fn legalize_attr_list(list: &mut AttrList) {
    legalize_fn_attrs(&mut list.func);
    legalize_param_attrs(&mut list.ret);
    for p in &mut list.params {
        legalize_param_attrs(p);
    }
    while list.params.last().is_some_and(AttrSet::is_empty) {
        list.params.pop();
    }
}

fn legalize_fn_attrs(set: &mut AttrSet) {
    for a in std::mem::take(&mut set.0) {
        match a {
            Attribute::Raw(name, args) if &*name == "memory" => {
                if let Some(flag) = memory_as_37(&args) {
                    set.set(Attribute::Flag(flag.into()));
                }
            }
            Attribute::Flag(ref n) | Attribute::Int(ref n, _) if FN_ATTRS_37.contains(&&**n) => {
                set.set(a)
            }
            _ => {}
        }
    }
}

fn legalize_param_attrs(set: &mut AttrSet) {
    for a in std::mem::take(&mut set.0) {
        match a {
            Attribute::Flag(ref n) | Attribute::Int(ref n, _) | Attribute::Type(ref n, _)
                if PARAM_ATTRS_37.contains(&&**n) =>
            {
                set.set(a)
            }
            // `captures(none)` is what `nocapture` became.
            Attribute::Raw(n, args) if &*n == "captures" && args.trim() == "none" => {
                set.set(Attribute::Flag("nocapture".into()))
            }
            _ => {}
        }
    }
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

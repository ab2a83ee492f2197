//! `dxil-data-scalarization`: DXIL keeps no vectors in memory (DXIL.rst, "Vectors":
//! vectors are scalarized, arrays of them become arrays of scalars), so, as LLVM's
//! DXILDataScalarization does:
//!
//! - a global or alloca of vector type, or of (nested) arrays of vectors, gets the same
//!   type with every vector an array of its elements (`<4 x i32>` → `[4 x i32]`,
//!   `[8 x <3 x float>]` → `[8 x [3 x float]]`); globals are renamed `<name>.scalarized`
//!   and their initializers rewritten the same way;
//! - constant-expression GEPs into such globals become instructions, and every GEP
//!   reached from such a global or alloca indexes the scalarized type;
//! - a vector load or store through such a pointer becomes one scalar load or store
//!   per element (`getelementptr [N x T], ptr %p, i32 0, i32 k`), the loaded vector
//!   rebuilt with `insertelement` for the scalarizer to split (LLVM leaves the vector
//!   access to `scalarizer<load-store>`; ours runs after array flattening, which must
//!   see the per-element GEPs to fold them into the flat index).
//!
//! Dynamic `extractelement` / `insertelement` are left to the scalarizer, which selects
//! among the lanes.

use crate::analysis::block_order::reverse_post_order;
use crate::analysis::lane_alignment::lane_align;
use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::FuncCursor;
use crate::transforms::const_gep::materialize_const_geps;
use dxil_ir::edit::const_element;
use dxil_ir::{
    ConstData, FuncId, GepFlags, GlobalId, Inst, InstKind, Module, Site, Type, TypeData, Types,
    Value,
};
use rustc_hash::FxHashSet;

/// The `dxil-data-scalarization` pass.
pub struct DataScalarization;

impl Pass for DataScalarization {
    fn name(&self) -> &'static str {
        "dxil-data-scalarization"
    }

    fn run(&self, module: &mut Module, _cx: &mut PassContext) -> Result<(), LowerError> {
        // Reads through a choice of arrays become reads of each array, which the array
        // passes can follow.
        use crate::transforms::pointer_choices::{split_pointer_choices, WRITABLE_ADDRSPACES};
        split_pointer_choices(module, &WRITABLE_ADDRSPACES);
        scalarize_data(module)
    }
}

/// `t` with every vector, at the top, as the element of (nested) arrays or as a struct
/// field, made an array of its elements (a struct with such a field becomes a literal
/// struct of the scalarized fields); other types are returned as they are.
pub fn scalarized_type(types: &mut Types, t: Type) -> Type {
    if let Some((fields, packed)) = types.struct_fields(t) {
        let fields = fields.to_vec();
        let new: Vec<Type> = fields.iter().map(|&f| scalarized_type(types, f)).collect();
        return if new == fields {
            t
        } else {
            types.intern(TypeData::Struct {
                fields: new,
                packed,
            })
        };
    }
    match types.get(t).clone() {
        TypeData::Vector {
            len,
            elem,
            scalable: false,
        } => types.array(elem, u64::from(len)),
        TypeData::Array { len, elem } => {
            let e = scalarized_type(types, elem);
            if e == elem {
                t
            } else {
                types.array(e, len)
            }
        }
        _ => t,
    }
}

/// Runs the pass over `m`.
pub fn scalarize_data(m: &mut Module) -> Result<(), LowerError> {
    let mut roots = FxHashSet::default();
    let gids: Vec<GlobalId> = m.globals.handles().collect();
    for g in gids {
        let old = m.globals[g].value_ty;
        if m.globals[g].name.starts_with("llvm.") {
            continue;
        }
        let new = scalarized_type(&mut m.types, old);
        if new == old {
            continue;
        }
        if let Some(init) = m.globals[g].init {
            let init = scalarized_const(m, init, new).ok_or_else(|| LowerError::Unsupported {
                what: "an initializer of a vector global that is not a constant vector".into(),
                site: Some(Site::Global(g)),
            })?;
            m.globals[g].init = Some(init);
        }
        let gv = &mut m.globals[g];
        gv.value_ty = new;
        gv.name = format!("{}.scalarized", gv.name).into();
        roots.insert(g);
    }
    m.intern_symbol_pointer_types();
    // Without a global to scalarize or a vector type, no alloca changes either: no walk.
    let has_vectors = m.types.iter().any(|(_, t)| {
        matches!(
            t,
            TypeData::Vector {
                scalable: false,
                ..
            }
        )
    });
    if roots.is_empty() && !has_vectors {
        return Ok(());
    }
    let funcs: Vec<FuncId> = m.functions.handles().collect();
    for f in funcs {
        let Some(mut cur) = FuncCursor::open(m, f) else {
            continue;
        };
        let r = scalarize_function(&mut cur, &roots);
        cur.finish();
        r?;
    }
    Ok(())
}

/// Constant `c` (of a vector or array-of-vectors type) as a constant of `new_ty`.
fn scalarized_const(m: &mut Module, c: Value, new_ty: Type) -> Option<Value> {
    let data = m.consts.get(c.as_const()?).clone();
    let out = match data {
        ConstData::Zero(_) => ConstData::Zero(new_ty),
        ConstData::Undef(_) => ConstData::Undef(new_ty),
        ConstData::Poison(_) => ConstData::Poison(new_ty),
        ConstData::Aggregate { ty, elems } => match m.types.get(ty).clone() {
            TypeData::Vector { .. } => ConstData::Aggregate { ty: new_ty, elems },
            TypeData::Array { .. } => {
                let TypeData::Array { elem, .. } = m.types.get(new_ty).clone() else {
                    return None;
                };
                let mut out = Vec::with_capacity(elems.len());
                for e in elems {
                    out.push(scalarized_const(m, e, elem)?);
                }
                ConstData::Aggregate {
                    ty: new_ty,
                    elems: out,
                }
            }
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let fields = m.types.struct_fields(new_ty)?.0.to_vec();
                let mut out = Vec::with_capacity(elems.len());
                for (e, f) in elems.into_iter().zip(fields) {
                    let same = m.consts.get(e.as_const()?).ty() == f;
                    out.push(if same { e } else { scalarized_const(m, e, f)? });
                }
                ConstData::Aggregate {
                    ty: new_ty,
                    elems: out,
                }
            }
            _ => return None,
        },
        _ => return None,
    };
    Some(Value::Const(m.consts.intern(out)))
}

fn scalarize_function(cur: &mut FuncCursor, roots: &FxHashSet<GlobalId>) -> Result<(), LowerError> {
    materialize_const_geps(cur, roots);
    let mut derived: FxHashSet<Value> = roots.iter().map(|g| Value::Global(*g)).collect();
    let placed: Vec<Inst> = reverse_post_order(&cur.body)
        .into_iter()
        .flat_map(|b| cur.body.blocks[b].insts.clone())
        .collect();
    for &i in &placed {
        if let InstKind::Alloca { allocated, .. } = cur.body.insts[i].kind {
            let new = scalarized_type(&mut cur.m.types, allocated);
            if new != allocated {
                if let InstKind::Alloca { allocated, .. } = &mut cur.body.insts[i].kind {
                    *allocated = new;
                }
                let d = &mut cur.body.insts[i];
                d.name = d.name.take().map(|n| format!("{n}.scalarize").into());
                derived.insert(Value::Inst(i));
            }
        }
    }
    if derived.is_empty() {
        return Ok(());
    }
    spread_to_derived_pointers(cur, &placed, &mut derived);
    // Each split load's result is replaced once, all in one walk at the end: a walk per
    // load made a function of many vector loads quadratic (a fuzzed module ran for
    // minutes).
    cur.defer_replacements();
    for &i in &placed {
        let kind = cur.body.insts[i].kind.clone();
        match kind {
            InstKind::Gep { base, .. } if derived.contains(&base) => {
                if let InstKind::Gep { source, .. } = &mut cur.body.insts[i].kind {
                    *source = scalarized_type(&mut cur.m.types, *source);
                }
            }
            InstKind::Load { ptr, .. } if derived.contains(&ptr) => split_load(cur, i)?,
            InstKind::Store { val, ptr, .. } if derived.contains(&ptr) => {
                let t = cur.ty(val);
                split_store(cur, i, t)?
            }
            _ => {}
        }
    }
    Ok(())
}

/// Adds to `derived` every GEP, phi, select and address-space cast computed from a
/// pointer in it.
fn spread_to_derived_pointers(cur: &FuncCursor, placed: &[Inst], derived: &mut FxHashSet<Value>) {
    loop {
        let before = derived.len();
        for &i in placed {
            let from_derived = match &cur.body.insts[i].kind {
                InstKind::Gep { base, .. } => derived.contains(base),
                InstKind::Phi { incoming } => incoming.iter().any(|(v, _)| derived.contains(v)),
                InstKind::Select {
                    then_val, else_val, ..
                } => derived.contains(then_val) || derived.contains(else_val),
                InstKind::Cast {
                    op: dxil_ir::CastOp::AddrSpaceCast,
                    val,
                    ..
                }
                | InstKind::Freeze { val } => derived.contains(val),
                _ => false,
            };
            if from_derived {
                derived.insert(Value::Inst(i));
            }
        }
        if derived.len() == before {
            return;
        }
    }
}

/// The element count and type of vector type `t`.
fn vector_shape(m: &Module, t: Type) -> Option<(u32, Type)> {
    match m.types.get(t) {
        TypeData::Vector {
            len,
            elem,
            scalable: false,
        } => Some((*len, *elem)),
        _ => None,
    }
}

/// The error for a load or store of an aggregate holding vectors.
fn aggregate_access(cur: &FuncCursor, i: Inst, ty: Type) -> LowerError {
    LowerError::Unsupported {
        what: format!(
            "a {} of aggregate type {} holding vectors",
            cur.body.insts[i].kind.opcode_name(),
            dxil_ir::printer::type_to_string(&cur.m.types, ty)
        ),
        site: Some(Site::Inst(cur.func, i)),
    }
}

/// `getelementptr inbounds [len x elem], ptr p, i32 0, i32 k` at the cursor.
fn lane_pointer(cur: &mut FuncCursor, p: Value, len: u32, elem: Type, k: u32) -> Value {
    let arr = cur.m.types.array(elem, u64::from(len));
    let pt = cur.ty(p);
    let zero = cur.i32(0);
    let idx = cur.i32(i64::from(k));
    cur.insert(
        pt,
        InstKind::Gep {
            source: arr,
            flags: GepFlags {
                inbounds: true,
                ..Default::default()
            },
            base: p,
            indices: vec![zero, idx],
        },
    )
}

/// The lane count and element type of the vector of type `ty` that access `i` (a
/// `what`, atomic when `atomic`) reads or writes; `None` when `ty` is a scalar. An
/// aggregate holding vectors or an atomic vector access is an error.
fn vector_access(
    cur: &mut FuncCursor,
    i: Inst,
    ty: Type,
    atomic: bool,
    what: &str,
) -> Result<Option<(u32, Type)>, LowerError> {
    let Some(shape) = vector_shape(cur.m, ty) else {
        if scalarized_type(&mut cur.m.types, ty) != ty {
            return Err(aggregate_access(cur, i, ty));
        }
        return Ok(None);
    };
    if atomic {
        return Err(LowerError::Unsupported {
            what: format!("an atomic {what} of a vector"),
            site: Some(Site::Inst(cur.func, i)),
        });
    }
    Ok(Some(shape))
}

/// Replaces vector load `i` by one load per element.
fn split_load(cur: &mut FuncCursor, i: Inst) -> Result<(), LowerError> {
    let ty = cur.body.insts[i].ty;
    let InstKind::Load {
        ptr,
        align,
        volatile,
        atomic,
    } = cur.body.insts[i].kind.clone()
    else {
        return Ok(());
    };
    let Some((len, elem)) = vector_access(cur, i, ty, atomic.is_some(), "load")? else {
        return Ok(());
    };
    cur.before(i);
    let mut lanes = Vec::with_capacity(len as usize);
    for k in 0..len {
        let p = lane_pointer(cur, ptr, len, elem, k);
        lanes.push(cur.insert(
            elem,
            InstKind::Load {
                ptr: p,
                align: lane_align(align, cur.m, elem, k),
                volatile,
                atomic: None,
            },
        ));
    }
    let v = cur.build_vector(ty, &lanes);
    cur.erase(i);
    cur.replace_uses(Value::Inst(i), v);
    Ok(())
}

/// Replaces store `i` of a value of type `ty` by one store per element if `ty` is a
/// vector.
fn split_store(cur: &mut FuncCursor, i: Inst, ty: Type) -> Result<(), LowerError> {
    let InstKind::Store {
        val,
        ptr,
        align,
        volatile,
        atomic,
    } = cur.body.insts[i].kind.clone()
    else {
        return Ok(());
    };
    let Some((len, elem)) = vector_access(cur, i, ty, atomic.is_some(), "store")? else {
        return Ok(());
    };
    cur.before(i);
    let void = cur.m.types.void();
    for k in 0..len {
        let lane = match const_element(cur.m, val, k) {
            Some(c) => c,
            None => cur.extract_element(val, k),
        };
        let p = lane_pointer(cur, ptr, len, elem, k);
        cur.insert(
            void,
            InstKind::Store {
                val: lane,
                ptr: p,
                align: lane_align(align, cur.m, elem, k),
                volatile,
                atomic: None,
            },
        );
    }
    cur.erase(i);
    Ok(())
}

//! Clang 22's `out` and `inout` entry parameters as signature accesses.
//!
//! Clang 22 passes an entry's `out` / `inout` parameter as a pointer returned by
//! `llvm.dx.load.input.p0` (the same placeholder operands as every input), then reads
//! and writes the parameter through it. DXIL has no such pointer: an `inout`
//! parameter is an input element read once and an output element written at the end,
//! an `out` parameter an output element only (DXC lists outputs as the return value
//! first, then these parameters left to right). Each such call becomes a local
//! variable (`alloca`) the body uses instead; an `inout` one is first filled from a
//! placeholder input load put where the call was (so inputs keep parameter order), and
//! before every `ret` the variable is read and written with a placeholder output store
//! (after the return value's own). The placeholders are then matched to the declared
//! elements like any other of clang's calls ([`crate::frontend::clang_signature_io`]).

use crate::error::LowerError;
use crate::frontend::hlsl_entry_signature::{
    DeclaredSemantic, ParamShape, PointerParam, ScalarBase,
};
use crate::rewrite::FuncCursor;
use dxil_analysis::io_calls::{io_calls, IoKind, LOAD_INPUT, STORE_OUTPUT};
use dxil_ir::edit::const_int;
use dxil_ir::{FloatKind, FuncId, Inst, InstKind, Module, Site, Type, TypeData, Value};

/// Rewrites the `llvm.dx.load.input.p0` calls of entry `func` for `params` (see the
/// module docs); `native_16bit` says whether `half` is 16-bit. The calls and the
/// parameters must pair up in order.
pub fn lower_pointer_params(
    m: &mut Module,
    func: FuncId,
    params: &[PointerParam],
    native_16bit: bool,
    source: &str,
) -> Result<(), LowerError> {
    let pointer_loads: Vec<Inst> = io_calls(m, func)
        .into_iter()
        .filter(|c| c.kind == IoKind::Load)
        .filter(|c| {
            let body = m.functions[func].body.as_ref();
            body.is_some_and(|b| matches!(m.types.get(b.insts[c.inst].ty), TypeData::Ptr { .. }))
        })
        .map(|c| c.inst)
        .collect();
    if pointer_loads.len() != params.len() {
        return Err(LowerError::Invalid {
            msg: format!(
                "the entry has {} pointer input calls (out/inout parameters) but {source} \
                 declares {} out/inout parameters",
                pointer_loads.len(),
                params.len()
            ),
            site: Some(Site::Function(func)),
        });
    }
    if params.is_empty() {
        return Ok(());
    }
    let Some(mut cur) = FuncCursor::open(m, func) else {
        return Ok(());
    };
    let rets: Vec<Inst> = cur
        .body
        .placed_insts()
        .filter(|(_, i)| matches!(cur.body.insts[*i].kind, InstKind::Ret { .. }))
        .map(|(_, i)| i)
        .collect();
    let entry = cur.body.entry();
    for (call, p) in pointer_loads.into_iter().zip(params) {
        let ty = shape_type(cur.m, &p.shape, &p.elements, false, native_16bit);
        let places = element_places(&p.shape, p.elements.len());
        let Some(entry) = entry else { break };
        cur.block_start(entry);
        let ptr = cur.m.types.ptr(0);
        let var = cur.insert(
            ptr,
            InstKind::Alloca {
                allocated: ty,
                count: None,
                align: None,
                addrspace: 0,
            },
        );
        cur.before(call);
        let types: Vec<Type> = p
            .elements
            .iter()
            .map(|e| element_type(cur.m, e, native_16bit))
            .collect();
        if p.inout {
            for (&ety, paths) in types.iter().zip(&places) {
                let args = placeholder_args(&mut cur);
                let v = cur.call_intrinsic(LOAD_INPUT, &[ety], ety, args);
                store_at(&mut cur, (ty, var), paths, ety, v);
            }
        }
        cur.replace_uses(Value::Inst(call), var);
        cur.erase(call);
        for &ret in &rets {
            cur.before(ret);
            for (&ety, paths) in types.iter().zip(&places) {
                let v = load_at(&mut cur, (ty, var), paths, ety);
                let mut args = placeholder_args(&mut cur);
                args.push(v);
                let void = cur.m.types.void();
                cur.call_intrinsic(STORE_OUTPUT, &[ety], void, args);
            }
        }
    }
    cur.finish();
    Ok(())
}

/// The memory type of a parameter of this shape: each element's type (per array
/// element inside an array of structs, `in_array`), structs as literal structs.
fn shape_type(
    m: &mut Module,
    shape: &ParamShape,
    elements: &[DeclaredSemantic],
    in_array: bool,
    native_16bit: bool,
) -> Type {
    match shape {
        ParamShape::Element(k) => {
            let mut e = elements[*k].clone();
            if in_array {
                e.rows = e.element_rows;
            }
            element_type(m, &e, native_16bit)
        }
        ParamShape::Struct(fields) => {
            let fields = fields
                .iter()
                .map(|f| shape_type(m, f, elements, in_array, native_16bit))
                .collect();
            m.types.structure(fields, false)
        }
        ParamShape::Array(len, inner) => {
            let inner = shape_type(m, inner, elements, true, native_16bit);
            m.types.array(inner, u64::from(*len))
        }
    }
}

/// For each of `count` elements, where it lies as index paths into the parameter's
/// memory (after the leading 0): one path to the whole element, or, in an array of
/// structs, one per row (array element).
fn element_places(shape: &ParamShape, count: usize) -> Vec<Vec<Vec<u32>>> {
    fn walk(shape: &ParamShape, path: &mut Vec<u32>, out: &mut [Vec<Vec<u32>>]) {
        match shape {
            ParamShape::Element(k) => out[*k].push(path.clone()),
            ParamShape::Struct(fields) => {
                for (n, f) in fields.iter().enumerate() {
                    path.push(n as u32);
                    walk(f, path, out);
                    path.pop();
                }
            }
            ParamShape::Array(len, inner) => {
                for row in 0..*len {
                    path.push(row);
                    walk(inner, path, out);
                    path.pop();
                }
            }
        }
    }
    let mut out = vec![Vec::new(); count];
    walk(shape, &mut Vec::new(), &mut out);
    out
}

/// The address at `path` in `var` (of type `ty`): `var` itself for an empty path.
fn address(cur: &mut FuncCursor, (ty, var): (Type, Value), path: &[u32]) -> Value {
    if path.is_empty() {
        return var;
    }
    let mut indices = vec![cur.i32(0)];
    indices.extend(path.iter().map(|&k| cur.i32(i64::from(k))));
    gep(cur, ty, var, indices)
}

/// Where the rows of an element of type `ety` lie, when it has rows: the rows of the
/// array at each of its places (one place, or one per array element of an array of
/// structs, each holding an equal share of the rows: a field's array or flat
/// matrix), or the places themselves when each holds one row; `None` for a single
/// value at one place.
fn row_paths(cur: &FuncCursor, paths: &[Vec<u32>], ety: Type) -> Option<Vec<Vec<u32>>> {
    let rows = match cur.m.types.get(ety) {
        TypeData::Array { len, .. } => *len,
        _ if paths.len() == 1 => return None,
        _ => 1,
    };
    let per_place = rows / paths.len().max(1) as u64;
    if per_place <= 1 && paths.len() > 1 {
        return Some(paths.to_vec());
    }
    Some(
        paths
            .iter()
            .flat_map(|path| {
                (0..per_place as u32).map(move |k| path.iter().copied().chain([k]).collect())
            })
            .collect(),
    )
}

/// Stores element value `v` (of type `ety`) at its places in the parameter's memory:
/// the whole value, or row by row (taken from the value with `extractvalue`).
fn store_at(cur: &mut FuncCursor, var: (Type, Value), paths: &[Vec<u32>], ety: Type, v: Value) {
    let void = cur.m.types.void();
    let Some(rows) = row_paths(cur, paths, ety) else {
        let at = address(cur, var, &paths[0]);
        cur.insert(void, store(v, at));
        return;
    };
    for (k, path) in rows.iter().enumerate() {
        let row = cur.extract_value(v, k as u32);
        let at = address(cur, var, path);
        cur.insert(void, store(row, at));
    }
}

/// Loads the element of type `ety` from its places in the parameter's memory: whole,
/// or row by row (built again with `insertvalue`, which the output store reads row by
/// row).
fn load_at(cur: &mut FuncCursor, var: (Type, Value), paths: &[Vec<u32>], ety: Type) -> Value {
    let Some(rows) = row_paths(cur, paths, ety) else {
        let at = address(cur, var, &paths[0]);
        return cur.insert(ety, load(at));
    };
    let row_ty = match *cur.m.types.get(ety) {
        TypeData::Array { elem, .. } => elem,
        _ => ety,
    };
    let mut agg = cur.m.consts.undef(ety);
    for (k, path) in rows.iter().enumerate() {
        let at = address(cur, var, path);
        let row = cur.insert(row_ty, load(at));
        agg = insert_row(cur, ety, agg, row, k as u32);
    }
    agg
}

fn insert_row(cur: &mut FuncCursor, ty: Type, agg: Value, row: Value, k: u32) -> Value {
    cur.insert(
        ty,
        InstKind::InsertValue {
            agg,
            val: row,
            indices: vec![k],
        },
    )
}

/// Clang's placeholder operands of a signature access: `i32 4, i32 0, i32 0, i8 0, i32
/// poison`.
fn placeholder_args(cur: &mut FuncCursor) -> Vec<Value> {
    let i32t = cur.m.types.int(32);
    vec![
        const_int(cur.m, 32, 4),
        const_int(cur.m, 32, 0),
        const_int(cur.m, 32, 0),
        const_int(cur.m, 8, 0),
        cur.m.consts.poison(i32t),
    ]
}

/// The IR type clang gives an element in memory: its scalar (booleans as `i32`), a
/// vector of its columns, an array of its rows; a matrix as a flat array.
fn element_type(m: &mut Module, e: &DeclaredSemantic, native_16bit: bool) -> Type {
    let scalar = match e.base {
        ScalarBase::Float => m.types.float(FloatKind::Float),
        ScalarBase::Half if native_16bit => m.types.float(FloatKind::Half),
        ScalarBase::Half => m.types.float(FloatKind::Float),
        ScalarBase::Int | ScalarBase::Uint | ScalarBase::Bool => m.types.int(32),
    };
    if e.matrix {
        // Flat, column after column, as clang keeps a matrix in memory.
        return m.types.array(scalar, u64::from(e.rows) * u64::from(e.cols));
    }
    let row = if e.cols > 1 {
        m.types.vector(scalar, u32::from(e.cols))
    } else {
        scalar
    };
    if e.rows > 1 {
        m.types.array(row, u64::from(e.rows))
    } else {
        row
    }
}

/// `getelementptr inbounds ty, var, indices...`.
fn gep(cur: &mut FuncCursor, ty: Type, var: Value, indices: Vec<Value>) -> Value {
    let ptr = cur.m.types.ptr(0);
    cur.insert(
        ptr,
        InstKind::Gep {
            source: ty,
            flags: dxil_ir::GepFlags {
                inbounds: true,
                ..Default::default()
            },
            base: var,
            indices,
        },
    )
}

fn load(ptr: Value) -> InstKind {
    InstKind::Load {
        ptr,
        align: None,
        volatile: false,
        atomic: None,
    }
}

fn store(val: Value, ptr: Value) -> InstKind {
    InstKind::Store {
        val,
        ptr,
        align: None,
        volatile: false,
        atomic: None,
    }
}

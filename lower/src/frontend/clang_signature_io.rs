//! Gives clang 22's graphics input/output calls their semantics.
//!
//! Clang 22 writes each entry input as `llvm.dx.load.input(i32 4, i32 0, i32 0, i8 0, i32
//! poison)` and each output as `llvm.dx.store.output(i32 4, i32 0, i32 0, i8 0, i32
//! poison, value)`: the operands are placeholders, the same on every call, and the module
//! has no semantic metadata. Only the order of the calls (parameters left to right, then
//! the return value) and their types tell them apart. Given the entry's HLSL
//! declaration ([`crate::frontend::hlsl_entry_signature`]), this matches the calls to the declared
//! elements in that order, checks each call's type against its element, writes the
//! elements as `!dx.semantic.signatures` (llvm/docs/DirectX/SemanticSignatures.md) and
//! rewrites every call to that document's form, `load.input(i32 id, i32 row, i8 column,
//! i32 vertex)` / `store.output(i32 id, i32 row, i8 column, value)`.

use crate::analysis::entry_attributes::entry_functions;
use crate::error::LowerError;
use crate::frontend::hlsl_entry_signature::{DeclaredSemantic, EntryDeclaration, ScalarBase};
use crate::rewrite::FuncCursor;
use crate::transforms::semantic_signatures::{write_semantic_signatures, SEMANTIC_SIGNATURES};
use dxil_analysis::io_calls::{io_calls, IoCall, IoFunctions, IoKind, LOAD_INPUT, STORE_OUTPUT};
use dxil_ir::edit::const_int;
use dxil_ir::{FloatKind, FuncId, Inst, Module, Site, Type, TypeData, Value};
use dxil_model::metadata::{tag, SignatureElement};
use dxil_model::semantic_interpretation::{
    canonical_semantic_name, interpretation, semantic_kind_of_name, Interpretation, SigKind,
    SigPoint,
};
use dxil_model::shader_model::ShaderKind;

/// The first of clang 22's placeholder signature calls (five operands on a load, six
/// on a store) in `m`, when the module has no `!dx.semantic.signatures` to say what
/// they are.
pub fn call_needing_semantics(m: &Module) -> Option<Site> {
    if m.named_metadata.contains_key(SEMANTIC_SIGNATURES) {
        return None;
    }
    let io = IoFunctions::of(m);
    m.functions.handles().find_map(|f| {
        io.calls(m, f)
            .iter()
            .find(|c| is_placeholder_form(c))
            .map(|c| Site::Inst(f, c.inst))
    })
}

/// Whether `c` has the operands of clang 22's placeholder calls: five on a load, six
/// on a store.
fn is_placeholder_form(c: &IoCall) -> bool {
    [LOAD_INPUT, STORE_OUTPUT].contains(&c.intrinsic.base)
        && c.args.len()
            == match c.kind {
                IoKind::Load => 5,
                IoKind::Store => 6,
            }
}

/// Matches the entry's placeholder calls to `decl` and rewrites them (see the module
/// documentation). `source` names the HLSL file in messages.
pub fn attach_semantics(
    m: &mut Module,
    decl: &EntryDeclaration,
    source: &str,
) -> Result<(), LowerError> {
    let entries = entry_functions(m)?;
    let [entry] = entries.as_slice() else {
        return Err(LowerError::invalid(
            "HLSL semantics can be attached to a module with one entry function only",
        ));
    };
    let (func, stage) = (entry.func, entry.stage);
    let native_16bit =
        dxil_analysis::shader_flags::module_flag(m, "dx.nativelowprec").unwrap_or(0) != 0;
    crate::frontend::clang_pointer_params::lower_pointer_params(
        m,
        func,
        &decl.pointer_params,
        native_16bit,
        source,
    )?;
    let calls = io_calls(m, func);
    // Every access must be clang's placeholder form: LLVM's (an element id already
    // chosen) does not mix with semantics matched in order.
    if let Some(other) = calls.iter().find(|c| !is_placeholder_form(c)) {
        return Err(LowerError::Invalid {
            msg: "a signature access of LLVM's form among clang 22's placeholder calls \
                  (five operands on a load, six on a store)"
                .into(),
            site: Some(Site::Inst(func, other.inst)),
        });
    }
    let loads: Vec<&IoCall> = calls.iter().filter(|c| c.kind == IoKind::Load).collect();
    let stores: Vec<&IoCall> = calls.iter().filter(|c| c.kind == IoKind::Store).collect();
    let inputs = match_calls(m, func, stage, SigKind::Input, &loads, &decl.inputs, source)?;
    let outputs = match_calls(
        m,
        func,
        stage,
        SigKind::Output,
        &stores,
        &decl.outputs,
        source,
    )?;
    let order: Vec<(Inst, i64, &DeclaredSemantic)> =
        [(&loads, &decl.inputs), (&stores, &decl.outputs)]
            .into_iter()
            .flat_map(|(list, declared)| {
                list.iter()
                    .zip(declared)
                    .enumerate()
                    .map(|(id, (c, d))| (c.inst, id as i64, d))
            })
            .collect();
    for (inst, id, d) in order {
        // Re-read the operands: rewriting a load changes the value a store may use.
        if let Some(call) = dxil_analysis::io_calls::io_call(m, func, inst) {
            let matrix = d.matrix.then_some((d.rows, d.cols));
            rewrite_call(m, func, &call, id, matrix);
        }
    }
    write_semantic_signatures(m, func, &inputs, &outputs);
    Ok(())
}

/// The IR type of a call's element: the load's result or the stored value.
fn call_type(m: &mut Module, func: FuncId, call: &IoCall) -> Type {
    match call.kind {
        IoKind::Load => m.functions[func]
            .body
            .as_ref()
            .map_or_else(|| m.types.void(), |b| b.insts[call.inst].ty),
        IoKind::Store => {
            let value = *call.args.last().unwrap_or(&Value::Arg(0));
            match FuncCursor::open(m, func) {
                Some(mut cur) => {
                    let t = cur.ty(value);
                    cur.finish();
                    t
                }
                None => m.types.void(),
            }
        }
    }
}

fn match_calls(
    m: &mut Module,
    func: FuncId,
    stage: ShaderKind,
    sig: SigKind,
    calls: &[&IoCall],
    declared: &[DeclaredSemantic],
    source: &str,
) -> Result<Vec<SignatureElement>, LowerError> {
    let what = if sig == SigKind::Input {
        "input"
    } else {
        "output"
    };
    if calls.len() != declared.len() {
        return Err(LowerError::Invalid {
            msg: format!(
                "the entry has {} {what} calls but {source} declares {} {what} elements",
                calls.len(),
                declared.len()
            ),
            site: Some(Site::Function(func)),
        });
    }
    let point = SigPoint::of(stage, sig);
    let mut out = Vec::new();
    for (id, (call, d)) in calls.iter().zip(declared).enumerate() {
        let ty = call_type(m, func, call);
        let site = Some(Site::Inst(func, call.inst));
        // An array element (`float2 a[4]`) is an array of its rows; a matrix's values
        // come flat, in a vector or an array.
        let (row_ty, rows) = if d.matrix {
            (ty, 1)
        } else {
            let (elem, lens) = array_lens(m, ty);
            (
                elem,
                lens.iter().fold(1u64, |n, &len| n.saturating_mul(len)),
            )
        };
        let (scalar, len) = if d.matrix {
            (flat_scalar(m, row_ty), flat_len(m, row_ty))
        } else {
            match m.types.get(row_ty) {
                TypeData::Vector { elem, len, .. } => (*elem, u64::from(*len)),
                _ => (row_ty, 1),
            }
        };
        let fits = if d.matrix {
            len == u64::from(d.rows) * u64::from(d.cols)
        } else {
            len == u64::from(d.cols) && rows == u64::from(d.rows)
        };
        let component_type = component_type(m, scalar, d.base).filter(|_| fits);
        let component_type = component_type.ok_or_else(|| LowerError::Invalid {
            msg: format!(
                "{what} {id} is {} in the IR but {}:{} declares {:?}{}{} : {}{}",
                dxil_ir::printer::type_to_string(&m.types, ty),
                d.file,
                d.line,
                d.base,
                d.cols,
                if d.rows > 1 {
                    format!("[{}]", d.rows)
                } else {
                    String::new()
                },
                d.name,
                d.index
            ),
            site,
        })?;
        let element = declared_element(id as u32, d, point, component_type).map_err(|msg| {
            LowerError::Invalid {
                msg: format!("{}:{}: {msg}", d.file, d.line),
                site,
            }
        })?;
        out.push(element);
    }
    Ok(out)
}

/// The signature element declaration `d` makes at `point`, with id `id` and DXIL
/// component type `component_type`, not yet packed; an unknown system value is an
/// error.
pub fn declared_element(
    id: u32,
    d: &DeclaredSemantic,
    point: Option<SigPoint>,
    component_type: u8,
) -> Result<SignatureElement, String> {
    let kind = semantic_kind_of_name(&d.name)
        .ok_or_else(|| format!("unknown system value '{}'", d.name))?;
    // A system value read as an arbitrary semantic at this point (`SV_Position` into a
    // vertex shader) is a user semantic, named as written, as DXC keeps it.
    let arbitrary = point.is_some_and(|p| interpretation(kind, p) == Interpretation::Arbitrary);
    let (kind, semantic_name) = if arbitrary {
        (0, d.name.clone())
    } else {
        (kind, canonical_semantic_name(&d.name))
    };
    Ok(SignatureElement {
        id,
        semantic_name,
        component_type,
        system_value: kind,
        semantic_indices: (0..d.rows)
            .map(|r| {
                let per = d.element_rows.max(1);
                d.index
                    .saturating_add((r / per).saturating_mul(d.index_stride))
                    .saturating_add(r % per)
            })
            .collect(),
        interpolation: interpolation(point, d, kind),
        rows: d.rows,
        cols: d.cols,
        start_row: -1,
        start_col: -1,
        tags: vec![
            (tag::USAGE_MASK, 0),
            (tag::DYNAMIC_INDEX_MASK, 0),
            (tag::OUTPUT_STREAM, 0),
        ],
    })
}

/// DXIL `ComponentType` of an HLSL scalar type without native 16-bit types (`half` is
/// then 32-bit).
pub fn hlsl_component_type(base: ScalarBase) -> u8 {
    match base {
        ScalarBase::Float | ScalarBase::Half => 9,
        ScalarBase::Int => 4,
        // DXC's signatures hold a bool as a 32-bit uint.
        ScalarBase::Uint | ScalarBase::Bool => 5,
    }
}

/// DXIL `ComponentType` of an element whose IR scalar is `scalar` and whose HLSL
/// type is `base`; `None` when they disagree.
fn component_type(m: &Module, scalar: Type, base: ScalarBase) -> Option<u8> {
    let from_hlsl = hlsl_component_type(base);
    match (m.types.get(scalar), base) {
        (TypeData::Float(FloatKind::Half), ScalarBase::Half) => Some(8),
        (TypeData::Float(FloatKind::Float), _) if from_hlsl == 9 => Some(9),
        (TypeData::Int(32), ScalarBase::Int | ScalarBase::Uint | ScalarBase::Bool) => {
            Some(from_hlsl)
        }
        (TypeData::Int(1), ScalarBase::Bool) => Some(from_hlsl),
        _ => None,
    }
}

/// DXC's interpolation mode: none at the input assembler and the render targets;
/// elsewhere the declared mode, or linear for floats and constant for integers, and
/// `SV_Position` is never perspective-corrected.
fn interpolation(point: Option<SigPoint>, d: &DeclaredSemantic, kind: u8) -> u8 {
    const CONSTANT: u8 = 1;
    const LINEAR: u8 = 2;
    const NOPERSPECTIVE: u8 = 4;
    if matches!(point, None | Some(SigPoint::VsIn) | Some(SigPoint::PsOut)) {
        return 0;
    }
    let declared = d.interpolation.unwrap_or(match d.base {
        ScalarBase::Float | ScalarBase::Half => LINEAR,
        _ => CONSTANT,
    });
    const POSITION: u8 = 3;
    if kind == POSITION && declared == LINEAR {
        NOPERSPECTIVE
    } else {
        declared
    }
}

/// Replaces a placeholder call by the 4-operand form with element id `id`: one call a
/// row for an array element (a load's `extractvalue`s then read their row's load, and
/// a store writes the rows whose values are not `undef`, as DXC does) or for a matrix
/// (`matrix`: its element rows and columns; clang's flat value is taken apart row by
/// row).
fn rewrite_call(m: &mut Module, func: FuncId, call: &IoCall, id: i64, matrix: Option<(u32, u8)>) {
    let Some(mut cur) = FuncCursor::open(m, func) else {
        return;
    };
    cur.before(call.inst);
    let id = const_int(cur.m, 32, id);
    let col = const_int(cur.m, 8, 0);
    if let Some((rows, cols)) = matrix {
        rewrite_matrix_call(&mut cur, call, id, rows, cols);
        cur.erase(call.inst);
        cur.finish();
        return;
    }
    match call.kind {
        IoKind::Load => {
            let ty = cur.body.insts[call.inst].ty;
            let i32t = cur.m.types.int(32);
            let vertex = cur.m.consts.poison(i32t);
            let load_row = |cur: &mut FuncCursor, ty: Type, k: i64| {
                let row = const_int(cur.m, 32, k);
                let io_ty = bool_io_type(cur.m, ty);
                let v = cur.call_intrinsic(LOAD_INPUT, &[io_ty], io_ty, vec![id, row, col, vertex]);
                from_bool_io(cur, v, ty)
            };
            match *cur.m.types.get(ty) {
                TypeData::Array { .. } => {
                    // An array of one or more dimensions: a row per innermost element,
                    // the outermost index slowest.
                    let (elem, lens) = array_lens(cur.m, ty);
                    let count: u64 = lens.iter().product();
                    let rows: Vec<Value> = (0..count as i64)
                        .map(|k| load_row(&mut cur, elem, k))
                        .collect();
                    let whole = cur.m.consts.undef(ty);
                    let mut built = whole;
                    let users = extract_users(&cur, call.inst, &lens);
                    if users.len() < use_count(&cur, call.inst) {
                        for (k, r) in rows.iter().enumerate() {
                            built = cur.insert(
                                ty,
                                dxil_ir::InstKind::InsertValue {
                                    agg: built,
                                    val: *r,
                                    indices: array_path(k as u64, &lens),
                                },
                            );
                        }
                    }
                    for (user, k) in users {
                        if let Some(r) = rows.get(k as usize) {
                            cur.replace_uses(Value::Inst(user), *r);
                            cur.erase(user);
                        }
                    }
                    cur.replace_uses(Value::Inst(call.inst), built);
                }
                _ => {
                    let v = load_row(&mut cur, ty, 0);
                    cur.replace_uses(Value::Inst(call.inst), v);
                }
            }
        }
        IoKind::Store => {
            let value = call.args[5];
            let vt = cur.ty(value);
            let void = cur.m.types.void();
            let rows: Vec<(i64, Value)> = match *cur.m.types.get(vt) {
                TypeData::Array { len, .. } => (0..len as i64)
                    .filter_map(|k| {
                        let v = row_value(&mut cur, value, k as u32)?;
                        Some((k, v))
                    })
                    .collect(),
                _ => vec![(0, value)],
            };
            for (k, v) in rows {
                let row = const_int(cur.m, 32, k);
                let v = to_bool_io(&mut cur, v);
                let t = cur.ty(v);
                cur.call_intrinsic(STORE_OUTPUT, &[t], void, vec![id, row, col, v]);
            }
        }
    }
    cur.erase(call.inst);
    cur.finish();
}

/// [`rewrite_call`] for a matrix of `rows` element rows of `cols` components, whose
/// IR value is flat (a vector or an array of `rows * cols` scalars).
fn rewrite_matrix_call(cur: &mut FuncCursor, call: &IoCall, id: Value, rows: u32, cols: u8) {
    let col = const_int(cur.m, 8, 0);
    let flat_ty = match call.kind {
        IoKind::Load => cur.body.insts[call.inst].ty,
        IoKind::Store => cur.ty(call.args[5]),
    };
    let scalar = flat_scalar(cur.m, flat_ty);
    let io_scalar = bool_io_type(cur.m, scalar);
    let row_ty = if cols > 1 {
        cur.m.types.vector(io_scalar, u32::from(cols))
    } else {
        io_scalar
    };
    let cols = u32::from(cols);
    match call.kind {
        IoKind::Load => {
            let i32t = cur.m.types.int(32);
            let vertex = cur.m.consts.poison(i32t);
            let mut flat = cur.m.consts.undef(flat_ty);
            for r in 0..rows {
                let row = const_int(cur.m, 32, i64::from(r));
                let v =
                    cur.call_intrinsic(LOAD_INPUT, &[row_ty], row_ty, vec![id, row, col, vertex]);
                for c in 0..cols {
                    let s = if cols > 1 {
                        cur.extract_element(v, c)
                    } else {
                        v
                    };
                    let s = from_bool_io(cur, s, scalar);
                    let k = r * cols + c;
                    flat = match flat_path(cur.m, flat_ty, k) {
                        Some(indices) => cur.insert(
                            flat_ty,
                            dxil_ir::InstKind::InsertValue {
                                agg: flat,
                                val: s,
                                indices,
                            },
                        ),
                        None => cur.insert_element(flat, s, k),
                    };
                }
            }
            cur.replace_uses(Value::Inst(call.inst), flat);
        }
        IoKind::Store => {
            let value = call.args[5];
            let void = cur.m.types.void();
            for r in 0..rows {
                let mut parts = Vec::with_capacity(cols as usize);
                for c in 0..cols {
                    let k = r * cols + c;
                    parts.push(flat_element(cur, value, flat_ty, k));
                }
                if parts.iter().all(Option::is_none) {
                    continue;
                }
                let parts: Vec<Value> = parts
                    .into_iter()
                    .map(|p| match p {
                        Some(v) => to_bool_io(cur, v),
                        None => dxil_ir::edit::zero_of(cur.m, io_scalar),
                    })
                    .collect();
                let v = if cols > 1 {
                    cur.build_vector(row_ty, &parts)
                } else {
                    parts[0]
                };
                let row = const_int(cur.m, 32, i64::from(r));
                cur.call_intrinsic(STORE_OUTPUT, &[row_ty], void, vec![id, row, col, v]);
            }
        }
    }
}

/// The type a value of type `ty` has in a signature access: booleans (`i1`, `<N x
/// i1>`) travel as `i32`s, as DXIL's signature operations take no `i1` (DXC's do
/// the same); any other type as it is.
fn bool_io_type(m: &mut Module, ty: Type) -> Type {
    let i32t = m.types.int(32);
    match *m.types.get(ty) {
        TypeData::Int(1) => i32t,
        TypeData::Vector { elem, len, .. } if matches!(m.types.get(elem), TypeData::Int(1)) => {
            m.types.vector(i32t, len)
        }
        _ => ty,
    }
}

/// `v`, loaded as [`bool_io_type`] of `ty`, as a value of type `ty`: a boolean is
/// whether the loaded integer is not 0, as DXC reads it.
fn from_bool_io(cur: &mut FuncCursor, v: Value, ty: Type) -> Value {
    let io_ty = bool_io_type(cur.m, ty);
    if io_ty == ty {
        return v;
    }
    let zero = dxil_ir::edit::zero_of(cur.m, io_ty);
    cur.icmp(dxil_ir::IntPredicate::Ne, v, zero)
}

/// `v` as it is stored: a boolean zero-extended to `i32`s, as DXC writes it.
fn to_bool_io(cur: &mut FuncCursor, v: Value) -> Value {
    let ty = cur.ty(v);
    let io_ty = bool_io_type(cur.m, ty);
    if io_ty == ty {
        return v;
    }
    cur.cast(dxil_ir::CastOp::ZExt, v, io_ty)
}

/// The scalar a flat matrix value (a vector, an array, or an array of such for an
/// array of matrices) holds.
fn flat_scalar(m: &Module, mut t: Type) -> Type {
    while let TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } = m.types.get(t) {
        t = *elem;
    }
    t
}

/// How many scalars flat value type `t` holds.
fn flat_len(m: &Module, t: Type) -> u64 {
    match m.types.get(t) {
        TypeData::Vector { elem, len, .. } => u64::from(*len) * flat_len(m, *elem),
        TypeData::Array { elem, len } => len * flat_len(m, *elem),
        _ => 1,
    }
}

/// The `insertvalue` indices of scalar `k` of flat value type `t` when it is arrays
/// all the way down (`None` for a vector, filled with `insertelement`).
fn flat_path(m: &Module, t: Type, k: u32) -> Option<Vec<u32>> {
    match m.types.get(t) {
        TypeData::Array { elem, .. } => {
            let inner = u32::try_from(flat_len(m, *elem)).ok()?;
            let mut path = vec![k / inner];
            if inner > 1 || !matches!(m.types.get(*elem), TypeData::Int(_) | TypeData::Float(_)) {
                path.extend(flat_path(m, *elem, k % inner)?);
            }
            Some(path)
        }
        TypeData::Int(_) | TypeData::Float(_) => Some(Vec::new()),
        _ => None,
    }
}

/// Scalar `k` of flat value `v` of type `t` (`None` when it is `undef`).
fn flat_element(cur: &mut FuncCursor, v: Value, t: Type, k: u32) -> Option<Value> {
    match *cur.m.types.get(t) {
        TypeData::Vector { .. } => Some(cur.extract_element(v, k)),
        TypeData::Array { elem, .. } => {
            let inner = u32::try_from(flat_len(cur.m, elem)).ok()?;
            let part = row_value(cur, v, k / inner)?;
            if matches!(cur.m.types.get(elem), TypeData::Int(_) | TypeData::Float(_)) {
                Some(part)
            } else {
                flat_element(cur, part, elem, k % inner)
            }
        }
        _ => Some(v),
    }
}

/// The `extractvalue`s of one whole row of `inst`'s result, an array of lengths
/// `lens` (outermost first), with the row each takes.
fn extract_users(cur: &FuncCursor, inst: Inst, lens: &[u64]) -> Vec<(Inst, u32)> {
    cur.body
        .placed_insts()
        .filter_map(|(_, i)| match &cur.body.insts[i].kind {
            dxil_ir::InstKind::ExtractValue { agg, indices }
                if *agg == Value::Inst(inst) && indices.len() == lens.len() =>
            {
                let row = indices
                    .iter()
                    .zip(lens)
                    .fold(0u64, |row, (&k, &len)| row * len + u64::from(k));
                Some((i, u32::try_from(row).ok()?))
            }
            _ => None,
        })
        .collect()
}

/// The innermost element type of array type `t` and the lengths of its dimensions,
/// outermost first (none for a type that is no array).
fn array_lens(m: &Module, mut t: Type) -> (Type, Vec<u64>) {
    let mut lens = Vec::new();
    while let TypeData::Array { elem, len } = m.types.get(t) {
        lens.push(*len);
        t = *elem;
    }
    (t, lens)
}

/// The `insertvalue` indices of row `k` of an array of lengths `lens`.
fn array_path(mut k: u64, lens: &[u64]) -> Vec<u32> {
    let mut path = vec![0; lens.len()];
    for (at, &len) in lens.iter().enumerate().rev() {
        path[at] = (k % len.max(1)) as u32;
        k /= len.max(1);
    }
    path
}

/// How many operands of placed instructions name `inst`.
fn use_count(cur: &FuncCursor, inst: Inst) -> usize {
    let mut n = 0;
    for (_, i) in cur.body.placed_insts() {
        cur.body.insts[i]
            .kind
            .for_each_operand(|v| n += usize::from(v == Value::Inst(inst)));
    }
    n
}

/// Row `k` of an array value being stored: read through the `insertvalue` chain or
/// constant that built it, else extracted; `None` when it is `undef` or `poison`
/// (nothing is written for it).
fn row_value(cur: &mut FuncCursor, array: Value, k: u32) -> Option<Value> {
    let mut v = array;
    // Whether `v` is row `k` itself (found in the chain or the constant), else the
    // array (or a part of its chain) it is to be extracted from.
    let mut found = false;
    loop {
        match v {
            Value::Inst(i) => match &cur.body.insts[i].kind {
                dxil_ir::InstKind::InsertValue { agg, val, indices } => {
                    if indices.as_slice() == [k] {
                        v = *val;
                        found = true;
                        break;
                    }
                    v = *agg;
                }
                _ => break,
            },
            Value::Const(_) => {
                v = dxil_ir::edit::const_element(cur.m, v, k)?;
                found = true;
                break;
            }
            _ => break,
        }
    }
    let undefined = v.as_const().is_some_and(|c| {
        matches!(
            cur.m.consts.get(c),
            dxil_ir::ConstData::Undef(_) | dxil_ir::ConstData::Poison(_)
        )
    });
    if undefined {
        return None;
    }
    if !found {
        return Some(cur.extract_value(v, k));
    }
    Some(v)
}

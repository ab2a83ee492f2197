//! Output writes of `undef` (issue 32): an `out` array or struct the shader writes in
//! part (`out float a[3]` with only `a[1]` set) reaches signature lowering whole, so
//! the rows and members never written are stored as `undef`. DXC's output has no such
//! store: writing nothing is as good as writing an undefined value.
//!
//! A `storeOutput` of `undef` (or `poison`) goes when DXIL's validator lets the element be left
//! unwritten: elements of an arbitrary (user) semantic and `SV_Target`s. The system
//! values (`SV_Position`, `SV_Depth`, ...) must have every component written
//! (SM.UNDEFINEDOUTPUT, SM.COMPLETEPOSITION), so their stores stay.

use crate::rewrite::erase_marked;
use crate::transforms::unused_symbols::remove_unused_where;
use dxil_ir::{ConstData, FuncId, Inst, Module, SecondaryMap, Value};
use dxil_model::metadata::{read_dxil_info, SignatureElement};
use dxil_model::op_table::{dx_op_call, OpCode};
use rustc_hash::FxHashSet;

/// DXIL's semantic kind of a user (arbitrary) semantic.
const ARBITRARY: u8 = 0;
/// DXIL's semantic kind of `SV_Target`.
const TARGET: u8 = 16;

/// Removes the `storeOutput`s of `undef` of a shader's entry in `m` to elements that
/// may stay unwritten (see the module docs); returns how many went. A library, or a
/// module without DXIL metadata, is left alone.
pub fn remove_undefined_output_stores(m: &mut Module) -> usize {
    let Some((entry, optional)) = optional_outputs(m) else {
        return 0;
    };
    remove_in(m, entry, &optional)
}

/// The entry of a shader whose DXIL metadata `m` has (not a library), and the ids of
/// its output elements that may stay unwritten (user semantics and `SV_Target`s);
/// `None` without such an entry or element.
pub fn optional_outputs(m: &Module) -> Option<(FuncId, FxHashSet<u32>)> {
    let info = read_dxil_info(m).ok()?;
    let entry = info.entry.function?;
    let optional: FxHashSet<u32> = (info.entry.outputs.iter())
        .filter(|e| may_stay_unwritten(e))
        .map(|e| e.id)
        .collect();
    (!optional.is_empty()).then_some((entry, optional))
}

/// Whether DXIL's validator lets output element `e` be left unwritten, in part or
/// whole: a user semantic or an `SV_Target`.
pub fn may_stay_unwritten(e: &SignatureElement) -> bool {
    matches!(e.system_value, ARBITRARY | TARGET)
}

/// Removes from `f` the stores of `undef` to the output elements `optional`.
fn remove_in(m: &mut Module, f: FuncId, optional: &FxHashSet<u32>) -> usize {
    let Some(body) = &m.functions[f].body else {
        return 0;
    };
    let is_undef = |v: Value| {
        v.as_const()
            .is_some_and(|k| matches!(m.consts.get(k), ConstData::Undef(_) | ConstData::Poison(_)))
    };
    let gone: Vec<Inst> = body
        .placed_insts()
        .filter(|&(_, i)| {
            let Some((OpCode::STORE_OUTPUT, args)) = dx_op_call(m, &body.insts[i].kind) else {
                return false;
            };
            // storeOutput(element id, row, column, value), after the opcode
            let element = args.first().and_then(|&v| m.const_int(v));
            element.is_some_and(|id| optional.contains(&(id as u32)))
                && args.get(3).is_some_and(|&v| is_undef(v))
        })
        .map(|(_, i)| i)
        .collect();
    if gone.is_empty() {
        return 0;
    }
    let mut marked: SecondaryMap<Inst, bool> = SecondaryMap::default();
    for &i in &gone {
        marked.set(i, true);
    }
    if let Some(body) = m.functions[f].body.as_mut() {
        erase_marked(body, &marked);
    }
    // A declaration left without a call would fail validation
    // (DECL.USEDEXTERNALFUNCTION).
    remove_unused_where(m, |f| !f.is_definition(), |_, _| false);
    gone.len()
}

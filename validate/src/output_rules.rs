//! Every output written, as DXIL.rst's rules say (and DXC's validator checks, in
//! `ValidateUninitializedOutput`):
//!
//! - `SM.UNDEFINEDOUTPUT`: each output element that is a system value (not an arbitrary
//!   semantic, not `SV_Target`) has every column written somewhere in the entry's code
//!   (`storeOutput`, a mesh shader's `storeVertexOutput`); a hull shader's are its patch
//!   constants instead (`storePatchConstant`, in its patch constant function).
//! - `SM.COMPLETEPOSITION`: an `SV_Position` written at all is written whole (each
//!   geometry shader stream's).
//!
//! The columns an access writes are its constant column operand's (rows do not count).

use super::entry_scopes::EntryScope;
use super::Validation;
use dxil_ir::Module;
use dxil_model::metadata::{tag, SignatureElement};
use dxil_model::op_table::dx_op_call;
use dxil_model::op_table::numbers::{STORE_OUTPUT, STORE_PATCH_CONSTANT, STORE_VERTEX_OUTPUT};
use dxil_model::ShaderKind;

/// DXIL's semantic kinds these rules name.
const POSITION: u8 = 3;
const TARGET: u8 = 16;

/// Checks the entries of `scopes` into `v`.
pub(super) fn check_written_outputs(m: &Module, scopes: &[EntryScope<'_>], v: &mut Validation) {
    for scope in scopes.iter().filter(|s| !s.is_patch_constant) {
        let hull = scope.kind == ShaderKind::Hull;
        let (elements, opcodes): (&[SignatureElement], &[u32]) = if hull {
            (&scope.entry.patch_constants, &[STORE_PATCH_CONSTANT])
        } else {
            (&scope.entry.outputs, &[STORE_OUTPUT, STORE_VERTEX_OUTPUT])
        };
        if elements.is_empty() {
            continue;
        }
        // The functions of the entry (and of its patch constant function).
        let functions: Vec<_> = scopes
            .iter()
            .filter(|s| std::ptr::eq(s.entry, scope.entry))
            .flat_map(|s| s.functions.iter().copied())
            .collect();
        let written = written_columns(m, &functions, opcodes, elements.len());
        let name = &scope.entry.name;
        for (e, &mask) in elements.iter().zip(&written) {
            let required = (1u32 << e.cols.min(4)) - 1;
            if mask & required != required && e.system_value != 0 && e.system_value != TARGET {
                v.push(
                    "SM.UNDEFINEDOUTPUT",
                    format!(
                        "Not all elements of output {} were written.",
                        e.semantic_name
                    ),
                    format!("entry '{name}'"),
                );
            }
        }
        if hull {
            continue;
        }
        // SV_Position, each stream's.
        let streams: Vec<i128> = elements
            .iter()
            .map(|e| {
                e.tags
                    .iter()
                    .find(|(t, _)| *t == tag::OUTPUT_STREAM)
                    .map_or(0, |(_, s)| *s)
            })
            .collect();
        for (k, e) in elements.iter().enumerate() {
            let mask = written[k];
            if e.system_value == POSITION && mask != 0 && mask & 0xf != 0xf {
                let stream = if scope.kind == ShaderKind::Geometry {
                    format!(" (stream {})", streams[k])
                } else {
                    String::new()
                };
                v.push(
                    "SM.COMPLETEPOSITION",
                    format!("Not all elements of SV_Position were written{stream}."),
                    format!("entry '{name}'"),
                );
            }
        }
    }
}

/// The columns of each element (by id, `count` of them) that a call of `opcodes` in
/// `functions` writes.
fn written_columns(
    m: &Module,
    functions: &[dxil_ir::FuncId],
    opcodes: &[u32],
    count: usize,
) -> Vec<u32> {
    let mut written = vec![0u32; count];
    for &f in functions {
        let Some(body) = &m.functions[f].body else {
            continue;
        };
        for (_, i) in body.placed_insts() {
            let Some((op, args)) = dx_op_call(m, &body.insts[i].kind) else {
                continue;
            };
            if !opcodes.contains(&op.0) {
                continue;
            }
            let id = args.first().and_then(|a| m.const_int(*a));
            let Some(slot) = id
                .and_then(|id| usize::try_from(id).ok())
                .and_then(|id| written.get_mut(id))
            else {
                continue;
            };
            // A column chosen at run time could be any.
            *slot |= match args.get(2).and_then(|a| m.const_int(*a)) {
                Some(c) if (0..4).contains(&c) => 1 << c,
                Some(_) => 0,
                None => 0xf,
            };
        }
    }
    written
}

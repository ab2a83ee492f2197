//! Rules on the operands of the operations that read and write signature elements, as
//! DXC's validator checks them (`ValidateSignatureAccess`, `ValidateSignatureRowCol`):
//!
//! - `INSTR.SIGNATUREOPERATIONNOTINENTRY`: an operation that reads or writes the
//!   signatures (or the stage's inputs: coverage, view ID, domain location, output
//!   control point id, stream emission) is in an entry's own function or a hull
//!   shader's patch constant function (a library whose entry record was removed keeps
//!   none for it).
//! - `INSTR.OPCONST`: the element id and the column are constants.
//! - `INSTR.OPCONSTRANGE`: the element id names an element of the signature the
//!   operation reads or writes (inputs; outputs; patch constants or, in a mesh shader,
//!   primitive outputs).
//! - `INSTR.OPERANDRANGE`: a constant row is below the element's row count, and the
//!   column at most its column count (DXC lets the column equal the count).
//! - `SM.OPERAND`: a vertex or pixel shader's `LoadInput` leaves the vertex axis
//!   `undef`.
//!
//! Only calls in an entry's own function or in a hull shader's patch constant function
//! are checked (elsewhere DXC finds no signature to check against); a row chosen at run
//! time is not checked, nor is `LoadPatchConstant` (DXC checks none of its operands).

use super::entry_scopes::EntryScope;
use super::Validation;
use dxil_ir::{FuncId, Module, Value};
use dxil_model::metadata::{EntryPoint, SignatureElement};
use dxil_model::op_table::numbers;
use dxil_model::ShaderKind;

/// Which of an entry's signatures an operation accesses.
#[derive(Clone, Copy)]
enum Signature {
    Inputs,
    Outputs,
    PatchConstants,
}

impl Signature {
    /// The signature `op` reads or writes, if it is one of the checked operations.
    fn of(op: u32) -> Option<Self> {
        Some(match op {
            numbers::LOAD_INPUT
            | numbers::EVAL_SNAPPED
            | numbers::EVAL_SAMPLE_INDEX
            | numbers::EVAL_CENTROID
            | numbers::ATTRIBUTE_AT_VERTEX => Signature::Inputs,
            numbers::STORE_OUTPUT
            | numbers::STORE_VERTEX_OUTPUT
            | numbers::LOAD_OUTPUT_CONTROL_POINT => Signature::Outputs,
            numbers::STORE_PATCH_CONSTANT | numbers::STORE_PRIMITIVE_OUTPUT => {
                Signature::PatchConstants
            }
            _ => return None,
        })
    }

    fn elements(self, entry: &EntryPoint) -> &[SignatureElement] {
        match self {
            Signature::Inputs => &entry.inputs,
            Signature::Outputs => &entry.outputs,
            Signature::PatchConstants => &entry.patch_constants,
        }
    }
}

/// A call to a signature operation: its operands after the opcode (element id, row,
/// column, ...), in function `function`, which the entries of `reaching` reach.
pub(super) struct SignatureAccess<'a> {
    pub m: &'a Module,
    pub function: FuncId,
    pub reaching: &'a [&'a EntryScope<'a>],
    pub op: u32,
    pub args: &'a [Value],
    pub at: &'a dyn Fn() -> String,
}

/// Whether DXC's validator checks `op` as a signature operation (one that must be in
/// an entry or patch constant function).
fn is_signature_operation(op: u32) -> bool {
    Signature::of(op).is_some()
        || matches!(
            op,
            numbers::DOMAIN_LOCATION
                | numbers::OUTPUT_CONTROL_POINT_ID
                | numbers::COVERAGE
                | numbers::INNER_COVERAGE
                | numbers::VIEW_ID
                | numbers::EMIT_STREAM
                | numbers::CUT_STREAM
                | numbers::EMIT_THEN_CUT_STREAM
        )
}

impl SignatureAccess<'_> {
    /// Checks the call's place, element id, row and column into `v`.
    pub fn check(&self, v: &mut Validation) {
        if !is_signature_operation(self.op) {
            return;
        }
        if !self.reaching.iter().any(|s| s.function == self.function) {
            v.push(
                "INSTR.SIGNATUREOPERATIONNOTINENTRY",
                "Dxil operation for input output signature must be in entryPoints.".into(),
                (self.at)(),
            );
            return;
        }
        // A vertex or pixel shader's inputs have no vertex axis.
        let vertex_axis = self
            .args
            .get(3)
            .is_some_and(|&a| !self.m.is_undef_or_poison(a));
        if self.op == numbers::LOAD_INPUT && vertex_axis {
            let flat = self.reaching.iter().any(|s| {
                s.function == self.function
                    && matches!(s.kind, ShaderKind::Vertex | ShaderKind::Pixel)
            });
            if flat {
                v.push(
                    "SM.OPERAND",
                    "Operand must be defined in target shader model: a vertex or pixel \
                     shader's LoadInput takes no vertex index"
                        .into(),
                    (self.at)(),
                );
            }
        }
        let Some(signature) = Signature::of(self.op) else {
            return;
        };
        // Each entry once (a function may be both an entry and reached from one).
        let mut checked: Vec<*const EntryPoint> = Vec::new();
        for scope in self.reaching.iter().filter(|s| s.function == self.function) {
            let entry: *const EntryPoint = scope.entry;
            if !checked.contains(&entry) {
                checked.push(entry);
                self.check_against(signature.elements(scope.entry), v);
            }
        }
    }

    fn check_against(&self, elements: &[SignatureElement], v: &mut Validation) {
        let operand = |i: usize| self.args.get(i).copied();
        let Some(id) = operand(0).and_then(|x| self.m.const_int(x)) else {
            v.push(
                "INSTR.OPCONST",
                "SignatureID of LoadInput/StoreOutput must be an immediate constant.".into(),
                (self.at)(),
            );
            return;
        };
        let Some(element) = usize::try_from(id).ok().and_then(|i| elements.get(i)) else {
            v.push(
                "INSTR.OPCONSTRANGE",
                "Constant values must be in-range for operation.".into(),
                (self.at)(),
            );
            return;
        };
        if let Some(row) = operand(1).and_then(|x| self.m.const_int(x)) {
            // Compared and printed as DXC's unsigned 32-bit value.
            let row = row as u32;
            if row >= element.rows {
                v.push(
                    "INSTR.OPERANDRANGE",
                    format!("expect Row between 0~{}, got {row}.", element.rows),
                    (self.at)(),
                );
            }
        }
        match operand(2).and_then(|x| self.m.const_int(x)) {
            None => v.push(
                "INSTR.OPCONST",
                "Col of LoadInput/StoreOutput must be an immediate constant.".into(),
                (self.at)(),
            ),
            Some(col) if col as u32 > u32::from(element.cols) => v.push(
                "INSTR.OPERANDRANGE",
                format!("expect Col between 0~{}, got {}.", element.cols, col as u32),
                (self.at)(),
            ),
            Some(_) => {}
        }
    }
}

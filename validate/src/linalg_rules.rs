//! Rules on the LinAlg matrix operations (shader model 6.10, experimental). A matrix's
//! type names what it is: `%dx.types.LinAlgMatrixC<component>M<rows>N<cols>U<use>S<scope>`,
//! use 0 A, 1 B, 2 accumulator; scope 0 thread, 1 wave, 2 thread group.
//!
//! - `INSTR.LINALGILLEGALCOMPONENTTYPE`: no matrix or input interpretation of component
//!   type invalid (0) or `i1` (1).
//! - `INSTR.LINALGILLEGALKDIM`: an A or B matrix's K dimension is 4 to 128.
//! - `INSTR.LINALGMATRIXSCOPEMISMATCH`, `INSTR.LINALGMATRIXSCOPEMISMATCH2`: element
//!   access and fills work on wave or thread-group matrices, vector products on thread
//!   matrices.
//! - `INSTR.LINALGMATRIXUSEMISMATCH`: products take A and B matrices (and make an
//!   accumulator), accumulation makes an accumulator.
//! - `INSTR.LINALGMATRIXNOTEXACTMATCH`: accumulation returns its left matrix's type;
//!   `INSTR.LINALGMATRIX2PARTSMUSTMATCH`: a conversion keeps the dimensions (swapped
//!   when it transposes).
//! - `INSTR.LINALGMATRIXSCOPEREQLAYOUT2`, `INSTR.LINALGMATRIXREQUIRESLAYOUT2`,
//!   `INSTR.LINALGMATRIXLAYOUTREQSTRIDE`, `INSTR.LINALGMATRIXREQUIRESRWBAB`,
//!   `INSTR.PARAMMULTIPLE`, `INSTR.OPCONST`: descriptor loads and stores (layouts 0 row
//!   major, 1 column major, 4 outer-product optimal).
//! - `INSTR.OLOAD`: groupshared matrix memory holds scalars.
//! - `INSTR.LINALGMETADATAMISSING`: every matrix type an operation uses is described in
//!   `!dx.targetTypes`.

use super::value_origins::handle_origin_of;
use super::Validation;
use dxil_ir::{Body, Module, Type, TypeData, Value};
use dxil_model::metadata::ResourceClass;
use dxil_model::DxilInfo;

/// A matrix's properties, from its type's name.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Matrix {
    component: u32,
    rows: u32,
    cols: u32,
    usage: u32,
    scope: u32,
}

impl Matrix {
    /// The matrix a type names, if it is a LinAlg matrix type.
    fn of(m: &Module, t: Type) -> Option<Matrix> {
        let TypeData::Named(name) = m.types.get(t) else {
            return None;
        };
        let rest = name.strip_prefix("dx.types.LinAlgMatrixC")?;
        let mut fields = [0u32; 5];
        let mut text = rest;
        for (i, tag) in ["M", "N", "U", "S", ""].iter().enumerate() {
            let end = if tag.is_empty() {
                text.len()
            } else {
                text.find(tag)?
            };
            fields[i] = text[..end].parse().ok()?;
            text = &text[end + tag.len()..];
        }
        Some(Matrix {
            component: fields[0],
            rows: fields[1],
            cols: fields[2],
            usage: fields[3],
            scope: fields[4],
        })
    }
}

const USES: [&str; 3] = ["A", "B", "Accumulator"];
const SCOPES: [&str; 3] = ["Thread", "Wave", "ThreadGroup"];

fn named(names: &[&'static str], i: u32) -> &'static str {
    names.get(i as usize).copied().unwrap_or("Invalid")
}

/// A call to LinAlg operation `op` (its DXIL.rst name) with `args` after the opcode,
/// returning `ret`.
pub(super) struct LinAlgCall<'a> {
    /// The module.
    pub m: &'a Module,
    /// Its DXIL metadata.
    pub info: &'a DxilInfo,
    /// The calling function's body.
    pub body: &'a Body,
    /// The operation's name.
    pub op: &'static str,
    /// The arguments after the opcode.
    pub args: &'a [Value],
    /// The call's result type.
    pub ret: Type,
    /// Where the call is, worked out for a diagnostic.
    pub at: &'a dyn Fn() -> String,
}

impl LinAlgCall<'_> {
    fn push(&self, v: &mut Validation, rule: &'static str, message: String) {
        v.push(rule, message, (self.at)());
    }

    fn matrix_arg(&self, i: usize) -> Option<Matrix> {
        let t = self
            .m
            .type_of(None, *self.args.get(i)?)
            .or_else(|| self.arg_type(i))?;
        Matrix::of(self.m, t)
    }

    /// The type of argument `i` when it is an instruction of the body.
    fn arg_type(&self, i: usize) -> Option<Type> {
        match self.args.get(i)? {
            Value::Inst(inst) => Some(self.body.insts[*inst].ty),
            _ => None,
        }
    }

    fn int_arg(&self, i: usize) -> Option<i128> {
        self.m.const_int(*self.args.get(i)?)
    }

    /// Whether `!dx.targetTypes` describes type `t` (a record whose first operand is a
    /// value of that type).
    fn described(&self, t: Type) -> bool {
        let Some(records) = self.m.named_metadata.get("dx.targetTypes") else {
            return false;
        };
        records.iter().any(|&r| {
            let Some(dxil_ir::MdData::Node { ops, .. }) = self.m.metadata.get(r) else {
                return false;
            };
            let first = ops.first().copied().flatten();
            matches!(first.and_then(|f| self.m.metadata.get(f)),
                Some(dxil_ir::MdData::Value { ty, .. }) if *ty == t)
        })
    }

    /// Checks the call.
    pub fn check(&self, v: &mut Validation) {
        let ret = Matrix::of(self.m, self.ret);
        let inputs: Vec<(usize, Matrix)> = (0..self.args.len())
            .filter_map(|i| Some((i, self.matrix_arg(i)?)))
            .collect();
        let arg_types = (0..self.args.len()).filter_map(|i| {
            self.m
                .type_of(None, self.args[i])
                .or_else(|| self.arg_type(i))
                .map(|t| ("Input", t))
        });
        for (what, t) in std::iter::once(("Return", self.ret)).chain(arg_types) {
            if Matrix::of(self.m, t).is_some() && !self.described(t) {
                self.push(
                    v,
                    "INSTR.LINALGMETADATAMISSING",
                    format!("{what} matrix must have well-formed metadata."),
                );
            }
        }
        for (what, mat) in ret
            .map(|r| ("return matrix", r))
            .into_iter()
            .chain(inputs.iter().map(|(_, m)| ("input matrix", *m)))
        {
            self.check_matrix(what, mat, v);
        }
        let input = |i: usize| inputs.iter().find(|(j, _)| *j == i).map(|(_, m)| *m);
        match self.op {
            "LinAlgFillMatrix"
            | "LinAlgMatrixLength"
            | "LinAlgMatrixGetCoordinate"
            | "LinAlgMatrixGetElement"
            | "LinAlgMatrixSetElement" => {
                let wide = |m: Matrix| m.scope == 1 || m.scope == 2;
                for (what, mat) in ret
                    .map(|r| ("Return", r))
                    .into_iter()
                    .chain(input(0).map(|m| ("Input", m)))
                {
                    if !wide(mat) {
                        self.push(
                            v,
                            "INSTR.LINALGMATRIXSCOPEMISMATCH2",
                            format!(
                                "{what} matrix scope '{}' does not match expected scope Wave or \
                                 ThreadGroup.",
                                named(&SCOPES, mat.scope)
                            ),
                        );
                    }
                }
            }
            "LinAlgMatVecMul" | "LinAlgMatVecMulAdd" => {
                if let Some(mat) = input(0) {
                    if mat.scope != 0 {
                        self.push(
                            v,
                            "INSTR.LINALGMATRIXSCOPEMISMATCH",
                            format!(
                                "Input matrix scope '{}' does not match expected scope Thread.",
                                named(&SCOPES, mat.scope)
                            ),
                        );
                    }
                    self.expect_use(v, "Input", mat, 0);
                }
                // (matrix, isOutputSigned, inputVector, interpretation, ...)
                if let Some(interp @ 0..=1) = self.int_arg(3) {
                    self.push(
                        v,
                        "INSTR.LINALGILLEGALCOMPONENTTYPE",
                        format!(
                            "Component type '{}' from InputInterp not allowed in LinAlg Matrix \
                             operations.",
                            ["Invalid", "I1"][interp as usize]
                        ),
                    );
                }
            }
            "LinAlgMatrixMultiply" | "LinAlgMatrixMultiplyAccumulate" => {
                if let Some(a) = input(0) {
                    self.expect_use(v, "A", a, 0);
                }
                if let Some(b) = input(1) {
                    self.expect_use(v, "B", b, 1);
                }
            }
            "LinAlgMatrixAccumulate" => {
                if let (Some(r), Some(lhs)) = (ret, input(0)) {
                    if r != lhs {
                        self.push(
                            v,
                            "INSTR.LINALGMATRIXNOTEXACTMATCH",
                            "Return matrix must exactly match arg 1 matrix.".into(),
                        );
                    }
                    self.expect_use(v, "Return", r, 2);
                }
            }
            "LinAlgCopyConvertMatrix" => {
                if let (Some(r), Some(src)) = (ret, input(0)) {
                    let transposed = self.int_arg(1).is_some_and(|t| t != 0);
                    let want = if transposed {
                        (src.cols, src.rows)
                    } else {
                        (src.rows, src.cols)
                    };
                    if (r.rows, r.cols) != want {
                        self.push(
                            v,
                            "INSTR.LINALGMATRIX2PARTSMUSTMATCH",
                            format!(
                                "Destination matrix dimension '{}x{}' must match source matrix \
                                 dimension '{}x{}'.",
                                r.rows, r.cols, want.0, want.1
                            ),
                        );
                    }
                }
            }
            // (handle, offset, stride, layout, align)
            "LinAlgMatrixLoadFromDescriptor" => {
                let layout = self.int_arg(3);
                if let (Some(r), Some(l)) = (ret, layout) {
                    if r.scope == 2 && l > 1 {
                        self.push(
                            v,
                            "INSTR.LINALGMATRIXSCOPEREQLAYOUT2",
                            "Return matrix with scope 'ThreadGroup' requires layout RowMajor or \
                             ColumnMajor for LinAlgMatrixLoadFromDescriptor."
                                .into(),
                        );
                    }
                }
                if layout == Some(4) && self.int_arg(2).is_some_and(|s| s != 0) {
                    self.push(
                        v,
                        "INSTR.LINALGMATRIXLAYOUTREQSTRIDE",
                        "LinAlgMatrixLoadFromDescriptor with layout 'OuterProductOptimal' \
                         requires stride 0."
                            .into(),
                    );
                }
            }
            // (matrix, handle, offset, stride, layout, align)
            "LinAlgMatrixStoreToDescriptor" | "LinAlgMatrixAccumulateToDescriptor" => {
                self.check_store_to_descriptor(v);
            }
            "LinAlgMatrixLoadFromMemory"
            | "LinAlgMatrixStoreToMemory"
            | "LinAlgMatrixAccumulateToMemory" => self.check_memory_overload(v),
            _ => {}
        }
    }

    fn check_matrix(&self, what: &str, mat: Matrix, v: &mut Validation) {
        if mat.component <= 1 {
            self.push(
                v,
                "INSTR.LINALGILLEGALCOMPONENTTYPE",
                format!(
                    "Component type '{}' from {what} not allowed in LinAlg Matrix operations.",
                    ["Invalid", "I1"][mat.component as usize]
                ),
            );
        }
        // K: the columns of an A matrix, the rows of a B matrix.
        let k = match mat.usage {
            0 => Some(mat.cols),
            1 => Some(mat.rows),
            _ => None,
        };
        if let Some(k) = k.filter(|k| !(4..=128).contains(k)) {
            let mut name = what.to_string();
            name[..1].make_ascii_uppercase();
            self.push(
                v,
                "INSTR.LINALGILLEGALKDIM",
                format!("{name} K dimension out of bounds. K={k} must be >= 4 and <= 128."),
            );
        }
    }

    fn expect_use(&self, v: &mut Validation, what: &str, mat: Matrix, usage: u32) {
        if mat.usage != usage {
            self.push(
                v,
                "INSTR.LINALGMATRIXUSEMISMATCH",
                format!(
                    "{what} matrix use '{}' does not match expected use {}.",
                    named(&USES, mat.usage),
                    named(&USES, usage)
                ),
            );
        }
    }

    fn check_store_to_descriptor(&self, v: &mut Validation) {
        let Some(layout) = self.int_arg(4) else {
            self.push(
                v,
                "INSTR.OPCONST",
                format!("Layout of {} must be an immediate constant.", self.op),
            );
            return;
        };
        if self.op == "LinAlgMatrixStoreToDescriptor" && layout > 1 {
            self.push(
                v,
                "INSTR.LINALGMATRIXREQUIRESLAYOUT2",
                "LinAlgMatrixStoreToDescriptor requires layout RowMajor or ColumnMajor.".into(),
            );
        }
        // A raw buffer (kind 11) UAV.
        if let Some(&h) = self.args.get(1) {
            let origin = handle_origin_of(self.m, self.info, self.body, h);
            let (class, kind) = origin.map_or((None, None), |o| (Some(o.class), o.kind));
            if class.is_some_and(|c| c != ResourceClass::Uav) || kind.is_some_and(|k| k != 11) {
                self.push(
                    v,
                    "INSTR.LINALGMATRIXREQUIRESRWBAB",
                    format!("{} requires RWByteAddressBuffer.", self.op),
                );
            }
        }
        if let Some(align) = self.int_arg(5).filter(|a| a % 128 != 0) {
            self.push(
                v,
                "INSTR.PARAMMULTIPLE",
                format!("parameter 'Align' must be a multiple of 128, got {align}"),
            );
        }
    }

    /// Groupshared matrix memory is a pointer to scalars, not vectors.
    fn check_memory_overload(&self, v: &mut Validation) {
        let vector_memory = self.args.iter().any(|&a| {
            let t = self.m.type_of(None, a).or(match a {
                Value::Inst(i) => Some(self.body.insts[i].ty),
                _ => None,
            });
            t.is_some_and(|t| match self.m.types.get(t) {
                TypeData::TypedPtr { pointee, .. } => {
                    matches!(self.m.types.get(*pointee), TypeData::Vector { .. })
                }
                _ => false,
            })
        });
        if vector_memory {
            self.push(
                v,
                "INSTR.OLOAD",
                format!(
                    "DXIL intrinsic overload must be valid: {} takes memory of scalars",
                    self.op
                ),
            );
        }
    }
}

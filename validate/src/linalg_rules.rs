//! Rules on the LinAlg matrix operations (shader model 6.10, experimental). A matrix's
//! type names what it is: `%dx.types.LinAlgMatrixC<component>M<rows>N<cols>U<use>S<scope>`,
//! use 0 A, 1 B, 2 accumulator; scope 0 thread, 1 wave, 2 thread group.
//!
//! - `INSTR.LINALGILLEGALCOMPONENTTYPE`: no matrix or input interpretation of component
//!   type invalid (0) or `i1` (1).
//! - `INSTR.LINALGILLEGALKDIM`: an A or B matrix's K dimension is 4 to 128 (1 to 1024
//!   for a thread-group matrix).
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
//! - `INSTR.OLOAD`: groupshared matrix memory holds half, float, double, i16, i32 or
//!   i64 values, or vectors of them.
//! - `INSTR.LINALGMETADATAMISSING`: every matrix type an operation uses is described in
//!   `!dx.targetTypes`.

use super::value_origins::{handle_origin_of, value_type};
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
const LAYOUTS: [&str; 6] = [
    "RowMajor",
    "ColumnMajor",
    "MulOptimal",
    "MulOptimalTranspose",
    "OuterProductOptimal",
    "OuterProductOptimalTranspose",
];

/// DXIL's component types (`DXIL::ComponentType`) by number, as DXC spells them.
const COMPONENT_TYPES: [&str; 24] = [
    "Invalid",
    "I1",
    "I16",
    "U16",
    "I32",
    "U32",
    "I64",
    "U64",
    "F16",
    "F32",
    "F64",
    "SNormF16",
    "UNormF16",
    "SNormF32",
    "UNormF32",
    "SNormF64",
    "UNormF64",
    "PackedS8x32",
    "PackedU8x32",
    "I8",
    "U8",
    "F8_E4M3FN",
    "F8_E5M2",
    "BFloat16",
];

fn component_name(t: u32) -> &'static str {
    named(&COMPONENT_TYPES, t)
}

/// How many elements of component type `t` one scalar of a vector operand packs.
fn elements_per_scalar(t: u32) -> u32 {
    match t {
        2..=10 => 1,
        23 => 2,
        _ => 4,
    }
}
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
        Matrix::of(self.m, self.type_of_arg(i)?)
    }

    /// The type of operand `i`.
    fn type_of_arg(&self, i: usize) -> Option<Type> {
        value_type(self.m, self.body, *self.args.get(i)?)
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
        let arg_types =
            (0..self.args.len()).filter_map(|i| self.type_of_arg(i).map(|t| ("Input", t)));
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
                for (what, mat) in ret
                    .map(|r| ("Return", r))
                    .into_iter()
                    .chain(input(0).map(|m| ("Input", m)))
                {
                    self.expect_wide_scope(v, what, mat);
                }
            }
            "LinAlgMatVecMul" | "LinAlgMatVecMulAdd" => {
                if let Some(mat) = input(0) {
                    self.check_mat_vec(v, mat);
                }
            }
            "LinAlgMatrixMultiply" | "LinAlgMatrixMultiplyAccumulate" => {
                let mut named = vec![("A", input(0)), ("B", input(1))];
                if self.op == "LinAlgMatrixMultiplyAccumulate" {
                    named.push(("C", input(2)));
                }
                named.push(("Return", ret));
                // DXC checks no more when a matrix is not described.
                let known: Option<Vec<(&str, Matrix)>> =
                    named.into_iter().map(|(w, m)| Some((w, m?))).collect();
                if let Some(known) = known {
                    self.check_product(v, &known);
                }
            }
            "LinAlgMatrixAccumulate" => {
                if let (Some(r), Some(lhs), Some(rhs)) = (ret, input(0), input(1)) {
                    self.check_accumulate(v, r, lhs, rhs);
                }
            }
            "LinAlgCopyConvertMatrix" => {
                if let (Some(r), Some(src)) = (ret, input(0)) {
                    self.check_copy_convert(v, r, src);
                }
            }
            // (handle, offset, stride, layout, align)
            "LinAlgMatrixLoadFromDescriptor" => {
                if let Some(r) = ret {
                    self.check_load_from_descriptor(v, r);
                }
            }
            // (matrix, handle, offset, stride, layout, align)
            "LinAlgMatrixStoreToDescriptor" | "LinAlgMatrixAccumulateToDescriptor" => {
                if let Some(mat) = input(0) {
                    self.check_store_to_descriptor(v, mat);
                }
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
        // Thread-group matrices: 1 to 1024; others 4 to 128.
        let (min, max) = if mat.scope == 2 { (1, 1024) } else { (4, 128) };
        if let Some(k) = k.filter(|k| !(min..=max).contains(k)) {
            let mut name = what.to_string();
            name[..1].make_ascii_uppercase();
            self.push(
                v,
                "INSTR.LINALGILLEGALKDIM",
                format!("{name} K dimension out of bounds. K={k} must be >= {min} and <= {max}."),
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

    /// A wave or thread-group matrix.
    fn expect_wide_scope(&self, v: &mut Validation, what: &str, mat: Matrix) {
        if mat.scope != 1 && mat.scope != 2 {
            self.push(
                v,
                "INSTR.LINALGMATRIXSCOPEMISMATCH2",
                format!(
                    "{what} matrix scope '{}' does not match expected scope Wave or ThreadGroup.",
                    named(&SCOPES, mat.scope)
                ),
            );
        }
    }

    /// Operand `i`, which must be a constant (`INSTR.OPCONST` names it `what`).
    fn const_arg(&self, v: &mut Validation, i: usize, what: &str) -> Option<i128> {
        let value = self.int_arg(i);
        if value.is_none() {
            self.push(
                v,
                "INSTR.OPCONST",
                format!("{what} of {} must be an immediate constant.", self.op),
            );
        }
        value
    }

    /// The vector type of operand `i` (`ret` for the result): length and element.
    fn vector(&self, t: Option<Type>) -> Option<(u32, Type)> {
        match self.m.types.get(t?) {
            TypeData::Vector { len, elem, .. } => Some((*len, *elem)),
            _ => None,
        }
    }

    fn type_text(&self, t: Type) -> String {
        dxil_ir::printer::type_to_string(&self.m.types, t)
    }

    /// `LinAlgMatVecMul(matrix, isOutputSigned, inputVector, interpretation)` and
    /// `LinAlgMatVecMulAdd(..., biasVector)`.
    fn check_mat_vec(&self, v: &mut Validation, mat: Matrix) {
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
        let interp = self.const_arg(v, 3, "InputInterp");
        if let Some(interp @ 0..=1) = interp {
            self.push(
                v,
                "INSTR.LINALGILLEGALCOMPONENTTYPE",
                format!(
                    "Component type '{}' from InputInterp not allowed in LinAlg Matrix \
                     operations.",
                    component_name(interp as u32)
                ),
            );
        }
        let interp = interp.map_or(0, |i| i as u32);
        let output = self.vector(Some(self.ret));
        if let Some((len, _)) = self.vector(self.type_of_arg(2)) {
            let per_scalar = elements_per_scalar(interp);
            let want = mat.cols.div_ceil(per_scalar);
            if len != want {
                self.push(
                    v,
                    "INSTR.LINALGMATRIXDIMKVECKMISMATCH",
                    format!(
                        "Input vector size '{len}' must be {want} for input matrix with K '{}' \
                         and Type '{}'",
                        mat.cols,
                        component_name(interp)
                    ),
                );
            }
        }
        let mut vectors = vec![("Output", output)];
        if self.op == "LinAlgMatVecMulAdd" {
            vectors.push(("Bias", self.vector(self.type_of_arg(4))));
        }
        for (what, vector) in &vectors {
            if let Some((len, _)) = vector.filter(|(len, _)| *len != mat.rows) {
                self.push(
                    v,
                    "INSTR.LINALGMATRIXDIMVECTORMISMATCH",
                    format!(
                        "{what} vector size '{len}' must match input matrix M dimension '{}'",
                        mat.rows
                    ),
                );
            }
        }
        let signed = self.const_arg(v, 1, "IsSigned");
        if let (Some(signed), Some((_, elem))) = (signed, output) {
            // An `i1`: true reads as -1.
            if matches!(self.m.types.get(elem), TypeData::Float(_)) && signed == 0 {
                self.push(
                    v,
                    "INSTR.LINALGMATRIXUNSIGNEDFLOATTYPENOTALLOWED",
                    format!("Float-like type '{}' must be signed", self.type_text(elem)),
                );
            }
        }
        if let (Some((_, out)), Some((_, Some((_, bias))))) = (output, vectors.get(1)) {
            if out != *bias {
                self.push(
                    v,
                    "INSTR.LINALGMATRIXOUTPUTBIASVECMISMATCH",
                    format!(
                        "Output vector element type '{}' must match bias vector element type \
                         '{}'",
                        self.type_text(out),
                        self.type_text(*bias)
                    ),
                );
            }
        }
    }

    /// `LinAlgMatrixMultiply(A, B)` and `LinAlgMatrixMultiplyAccumulate(A, B, C)`:
    /// `parts` are A, B, C if there is one, then the result.
    fn check_product(&self, v: &mut Validation, parts: &[(&str, Matrix)]) {
        for &(what, mat) in parts {
            let want = match what {
                "A" => 0,
                "B" => 1,
                _ => 2,
            };
            self.expect_use(v, what, mat, want);
        }
        for &(what, mat) in parts {
            self.expect_wide_scope(v, what, mat);
        }
        if parts.iter().any(|(_, m)| m.scope != parts[0].1.scope) {
            let listed: Vec<String> = parts
                .iter()
                .map(|(w, m)| format!("{w} '{}'", named(&SCOPES, m.scope)))
                .collect();
            let rule = if parts.len() == 3 {
                "INSTR.LINALGMATRIXSCOPEMUSTMATCH3"
            } else {
                "INSTR.LINALGMATRIXSCOPEMUSTMATCH4"
            };
            self.push(
                v,
                rule,
                format!(
                    "Matrix scope must be the same for all matrices. {}.",
                    listed.join(", ")
                ),
            );
        }
        let (a, b) = (parts[0].1, parts[1].1);
        if a.cols != b.rows {
            self.push(
                v,
                "INSTR.LINALGMATRIXMATRIXKDIMMUSTMATCH",
                format!(
                    "K dim of A matrix '{}x{}' must match K dim of B matrix '{}x{}'. {} != {}.",
                    a.rows, a.cols, b.rows, b.cols, a.cols, b.rows
                ),
            );
        }
        for &(what, mat) in &parts[2..] {
            if (mat.rows, mat.cols) != (a.rows, b.cols) {
                self.push(
                    v,
                    "INSTR.LINALGMATRIXMATRIXRESDIMMUSTMATCH",
                    format!(
                        "{what} matrix dimension '{}x{}' must match A.MxB.N '{}x{}'.",
                        mat.rows, mat.cols, a.rows, b.cols
                    ),
                );
            }
        }
    }

    /// `LinAlgMatrixAccumulate(lhs, rhs)`: the result is the left matrix's type.
    fn check_accumulate(&self, v: &mut Validation, r: Matrix, lhs: Matrix, rhs: Matrix) {
        if r != lhs {
            let name = |i: usize| {
                let t = self.type_of_arg(i);
                t.map(|t| self.type_text(t).trim_start_matches('%').to_string())
                    .unwrap_or_default()
            };
            self.push(
                v,
                "INSTR.LINALGMATRIXNOTEXACTMATCH",
                format!(
                    "Return matrix '{}' must exactly match arg 1 matrix '{}'.",
                    self.type_text(self.ret).trim_start_matches('%'),
                    name(0)
                ),
            );
        }
        self.expect_use(v, "Return", r, 2);
        if rhs.usage > 1 {
            self.push(
                v,
                "INSTR.LINALGMATRIXUSEMISMATCH2",
                format!(
                    "Arg 2 matrix use '{}' does not match expected use A or B.",
                    named(&USES, rhs.usage)
                ),
            );
        }
        self.expect_same_scope(v, ("Return", r), ("Arg 2", rhs));
        self.expect_wide_scope(v, "Arg 2", rhs);
        self.expect_wide_scope(v, "Return", r);
        self.expect_same_dims(
            v,
            ("Arg 2", (rhs.rows, rhs.cols)),
            ("return", (r.rows, r.cols)),
        );
    }

    /// Two matrices of one scope (`INSTR.LINALGMATRIX2PARTSMUSTMATCH`), each with
    /// what dxv calls it.
    fn expect_same_scope(&self, v: &mut Validation, a: (&str, Matrix), b: (&str, Matrix)) {
        if a.1.scope != b.1.scope {
            self.push(
                v,
                "INSTR.LINALGMATRIX2PARTSMUSTMATCH",
                format!(
                    "{} matrix scope '{}' must match {} matrix scope '{}'.",
                    a.0,
                    named(&SCOPES, a.1.scope),
                    b.0,
                    named(&SCOPES, b.1.scope)
                ),
            );
        }
    }

    /// Two matrices of one shape, rows by columns (`INSTR.LINALGMATRIX2PARTSMUSTMATCH`),
    /// each with what dxv calls it.
    fn expect_same_dims(&self, v: &mut Validation, a: (&str, (u32, u32)), b: (&str, (u32, u32))) {
        if a.1 != b.1 {
            self.push(
                v,
                "INSTR.LINALGMATRIX2PARTSMUSTMATCH",
                format!(
                    "{} matrix dimension '{}x{}' must match {} matrix dimension '{}x{}'.",
                    a.0, a.1 .0, a.1 .1, b.0, b.1 .0, b.1 .1
                ),
            );
        }
    }

    /// `LinAlgCopyConvertMatrix(source, transpose)`.
    fn check_copy_convert(&self, v: &mut Validation, r: Matrix, src: Matrix) {
        let transpose = self.const_arg(v, 1, "Transpose");
        self.expect_wide_scope(v, "Destination", r);
        self.expect_wide_scope(v, "Source", src);
        self.expect_same_scope(v, ("Destination", r), ("source", src));
        // An `i1`: true reads as -1.
        let want = if transpose.is_some_and(|t| t != 0) {
            (src.cols, src.rows)
        } else {
            (src.rows, src.cols)
        };
        self.expect_same_dims(v, ("Destination", (r.rows, r.cols)), ("source", want));
    }

    /// The layout at operand `i`, checked against the matrix's scope, and the stride a
    /// layout other than row or column major requires (0).
    fn check_layout(&self, v: &mut Validation, mat: Matrix, what: &str, layout_at: usize) -> bool {
        let Some(layout) = self.const_arg(v, layout_at, "Layout") else {
            return false;
        };
        let row_or_column = layout <= 1;
        let outer_product = layout == 4 || layout == 5;
        let required = match mat.scope {
            0 if self.op == "LinAlgMatrixAccumulateToDescriptor" && !outer_product => {
                Some("OuterProductOptimal or OuterProductOptimalTranspose")
            }
            1 | 2 if !row_or_column => Some("RowMajor or ColumnMajor"),
            _ => None,
        };
        if self.op == "LinAlgMatrixStoreToDescriptor" {
            if !row_or_column {
                self.push(
                    v,
                    "INSTR.LINALGMATRIXREQUIRESLAYOUT2",
                    "LinAlgMatrixStoreToDescriptor requires layout RowMajor or ColumnMajor.".into(),
                );
            }
            return true;
        }
        if let Some(required) = required {
            self.push(
                v,
                "INSTR.LINALGMATRIXSCOPEREQLAYOUT2",
                format!(
                    "{what} matrix with scope '{}' requires layout {required} for {}.",
                    named(&SCOPES, mat.scope),
                    self.op
                ),
            );
        }
        if !row_or_column {
            let stride = self.const_arg(v, layout_at - 1, "Stride");
            if stride.is_some_and(|s| s != 0) {
                self.push(
                    v,
                    "INSTR.LINALGMATRIXLAYOUTREQSTRIDE",
                    format!(
                        "{} with layout '{}' requires stride 0.",
                        self.op,
                        named(&LAYOUTS, layout as u32)
                    ),
                );
            }
        }
        true
    }

    /// The alignment at operand `i`: a constant multiple of 128, not 0.
    fn check_align(&self, v: &mut Validation, i: usize) {
        let Some(align) = self.const_arg(v, i, "Align") else {
            return;
        };
        if align == 0 {
            self.push(
                v,
                "INSTR.PARAMMINIMUMVALUE",
                "parameter 'Align' must be greater than 0, got 0".into(),
            );
        }
        if align % 128 != 0 {
            self.push(
                v,
                "INSTR.PARAMMULTIPLE",
                format!("parameter 'Align' must be a multiple of 128, got {align}"),
            );
        }
    }

    /// The class and kind of the resource the handle at operand `i` names.
    fn handle_is(&self, i: usize, class: ResourceClass) -> bool {
        let Some(&h) = self.args.get(i) else {
            return true;
        };
        let origin = handle_origin_of(self.m, self.info, self.body, h);
        let (c, kind) = origin.map_or((None, None), |o| (Some(o.class), o.kind));
        // A raw buffer (kind 11) of the class.
        !(c.is_some_and(|c| c != class) || kind.is_some_and(|k| k != 11))
    }

    /// `LinAlgMatrixLoadFromDescriptor(handle, offset, stride, layout, align)`.
    fn check_load_from_descriptor(&self, v: &mut Validation, r: Matrix) {
        if !self.check_layout(v, r, "Return", 3) {
            return;
        }
        self.check_align(v, 4);
        if r.scope == 0 && !self.handle_is(0, ResourceClass::Srv) {
            self.push(
                v,
                "INSTR.LINALGMATRIXLOADTHREADREQUIRESBAB",
                "Loading matrix with Thread scope requires ByteAddressBuffer.".into(),
            );
        }
    }

    /// `LinAlgMatrixStoreToDescriptor` and `LinAlgMatrixAccumulateToDescriptor(matrix,
    /// handle, offset, stride, layout, align)`.
    fn check_store_to_descriptor(&self, v: &mut Validation, mat: Matrix) {
        if !self.check_layout(v, mat, "Input", 4) {
            return;
        }
        if self.op == "LinAlgMatrixStoreToDescriptor" {
            self.expect_wide_scope(v, "Input", mat);
        } else {
            self.expect_use(v, "Input", mat, 2);
        }
        if !self.handle_is(1, ResourceClass::Uav) {
            self.push(
                v,
                "INSTR.LINALGMATRIXREQUIRESRWBAB",
                format!("{} requires RWByteAddressBuffer.", self.op),
            );
        }
        self.check_align(v, 5);
    }

    /// Groupshared matrix memory points to scalars or vectors of a type the memory
    /// overload allows (`hfdwil`, and vectors of them: not `i1`, not `i8`).
    fn check_memory_overload(&self, v: &mut Validation) {
        let allowed = |t: Type| match self.m.types.get(t) {
            TypeData::Float(_) => true,
            TypeData::Int(bits) => matches!(bits, 16 | 32 | 64),
            _ => false,
        };
        let bad_memory = self.args.iter().any(|&a| {
            value_type(self.m, self.body, a).is_some_and(|t| match self.m.types.get(t) {
                TypeData::TypedPtr { pointee, .. } => match self.m.types.get(*pointee) {
                    TypeData::Vector { elem, .. } => !allowed(*elem),
                    _ => !allowed(*pointee),
                },
                _ => false,
            })
        });
        if bad_memory {
            self.push(
                v,
                "INSTR.OLOAD",
                format!(
                    "DXIL intrinsic overload must be valid: {} takes memory of half, float, \
                     double, i16, i32 or i64 (or vectors of them)",
                    self.op
                ),
            );
        }
    }
}

//! The inputs and outputs of vertex and pixel shaders: each `Input` / `Output`
//! variable of the entry's interface (or each member of an I/O block such as glslang's
//! `gl_PerVertex`) becomes a signature element, written as LLVM's
//! `!dx.semantic.signatures` (llvm/docs/DirectX/SemanticSignatures.md) with the
//! elements left for the lowering to pack.
//!
//! The shader's code reads and writes the variables as memory: each is a local
//! variable, its inputs loaded with `llvm.dx.load.input` when the entry starts, its
//! outputs zeroed then and stored with `llvm.dx.store.output` when the entry returns.
//! Elements: a variable with `Location` L is `TEXCOORD` L (a row per array element:
//! `TEXCOORD` L, L+1, ...), a pixel shader's output at `Location` L is `SV_Target` L;
//! built-ins become system values (see [`system_value`]). `PointSize` has no Direct3D
//! counterpart: its writes are dropped. Interpolation: `Flat` is constant,
//! `NoPerspective`, `Centroid` and `Sample` as named, else linear for floats and
//! constant for integers, as DXC gives HLSL's inputs.

use super::{Translator, Val, R};
use crate::error::{SpirvError, SpirvLocation};
use crate::matrix_layout::MatrixLayout;
use crate::module_info::SpvType;
use dxil_ir::{IntPredicate, Type, Value};
use rspirv::dr::Operand;
use rspirv::spirv::{BuiltIn, Decoration, ExecutionModel, Op, StorageClass, Word};
use rustc_hash::FxHashSet as HashSet;

/// The stage an entry point is translated for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Stage {
    /// A compute shader.
    Compute,
    /// A vertex shader.
    Vertex,
    /// A pixel (fragment) shader.
    Pixel,
}

impl Stage {
    /// The stage of SPIR-V execution model `model`, if it is translated.
    pub fn of(model: ExecutionModel) -> Option<Stage> {
        match model {
            ExecutionModel::GLCompute => Some(Stage::Compute),
            ExecutionModel::Vertex => Some(Stage::Vertex),
            ExecutionModel::Fragment => Some(Stage::Pixel),
            _ => None,
        }
    }

    /// Its name in the triple and in `"hlsl.shader"`.
    pub fn name(self) -> &'static str {
        match self {
            Stage::Compute => "compute",
            Stage::Vertex => "vertex",
            Stage::Pixel => "pixel",
        }
    }
}

/// DXIL's interpolation modes used here.
const UNDEFINED: u8 = 0;
const CONSTANT: u8 = 1;
const LINEAR: u8 = 2;
const LINEAR_CENTROID: u8 = 3;
const NOPERSPECTIVE: u8 = 4;
const NOPERSPECTIVE_CENTROID: u8 = 5;
const LINEAR_SAMPLE: u8 = 6;
const NOPERSPECTIVE_SAMPLE: u8 = 7;

/// DXIL's semantic kinds used here.
const ARBITRARY: u8 = 0;
const TARGET: u8 = 16;

/// One signature element: a variable, or a member of an I/O block.
#[derive(Clone, Debug)]
pub(super) struct IoElement {
    /// Input or output.
    pub output: bool,
    /// The local variable holding it.
    pub ptr: Value,
    /// The SPIR-V type of the variable (to reach a member).
    pub var_ty: Word,
    /// The member of an I/O block it is.
    pub member: Option<u32>,
    /// The SPIR-V type of the element (each row's, for an array: `row_ty`).
    pub row_ty: Word,
    /// Rows (array elements); `None` for an element that is not an array.
    pub array: Option<u32>,
    /// Its name and first semantic index.
    pub name: String,
    pub index: u32,
    /// DXIL semantic kind, component type, interpolation mode, columns.
    pub kind: u8,
    pub component_type: u8,
    pub interpolation: u8,
    pub cols: u8,
}

/// The Direct3D system value of built-in `bi` as an input (`output` false) or output
/// of `stage`: its name and DXIL semantic kind; `None` for a built-in with no
/// element (`PointSize`, dropped).
fn system_value(
    bi: BuiltIn,
    stage: Stage,
    output: bool,
) -> Result<Option<(&'static str, u8)>, String> {
    Ok(Some(match (bi, stage, output) {
        (BuiltIn::Position, Stage::Vertex, true) => ("SV_Position", 3),
        (BuiltIn::FragCoord, Stage::Pixel, false) => ("SV_Position", 3),
        (BuiltIn::PointSize, _, _) => return Ok(None),
        (BuiltIn::VertexIndex, Stage::Vertex, false) => ("SV_VertexID", 1),
        (BuiltIn::InstanceIndex, Stage::Vertex, false) => ("SV_InstanceID", 2),
        (BuiltIn::Layer, Stage::Pixel, false) => ("SV_RenderTargetArrayIndex", 4),
        (BuiltIn::ViewportIndex, Stage::Pixel, false) => ("SV_ViewportArrayIndex", 5),
        (BuiltIn::PrimitiveId, Stage::Pixel, false) => ("SV_PrimitiveID", 10),
        (BuiltIn::SampleId, Stage::Pixel, false) => ("SV_SampleIndex", 12),
        (BuiltIn::FrontFacing, Stage::Pixel, false) => ("SV_IsFrontFace", 13),
        (BuiltIn::FragDepth, Stage::Pixel, true) => ("SV_Depth", 17),
        _ => {
            return Err(format!(
                "the built-in {bi:?} as {} of a {} shader",
                if output { "an output" } else { "an input" },
                stage.name()
            ))
        }
    }))
}

impl Translator<'_, '_> {
    /// The members of I/O block variable `var` the code of the module uses: those its
    /// access chains name by a constant first index; `None` (all of them) where the
    /// variable is used otherwise (loaded or stored whole, passed to a function).
    fn used_members(&self, var: Word) -> Option<HashSet<u32>> {
        let mut used = HashSet::default();
        for f in self.info.functions.values() {
            for i in f.blocks.iter().flat_map(|b| b.instructions()) {
                if !i.id_operands().any(|id| id == var) {
                    continue;
                }
                let op = i.class.opcode;
                let first_index = (matches!(op, Op::AccessChain | Op::InBoundsAccessChain)
                    && i.operands.first() == Some(&var))
                .then(|| i.operands.get(1))
                .flatten()
                .and_then(|c| self.info.const_u64(*c));
                used.insert(first_index? as u32);
            }
        }
        Some(used)
    }

    /// The signature elements of interface variable `id` (a pointer to `pointee` in
    /// `sc`, Input or Output) of a vertex or pixel entry, recorded in `self.io`; its
    /// value is the local variable holding it.
    pub(super) fn io_variable(
        &mut self,
        id: Word,
        pointee: Word,
        sc: StorageClass,
        at: &SpirvLocation,
    ) -> R<Val> {
        let output = sc == StorageClass::Output;
        let unsupported = |what: String| SpirvError::Unsupported {
            what,
            at: at.clone(),
        };
        let memory = self.memory_type(pointee, MatrixLayout::default())?;
        let saved = self.cur;
        self.cur = self.entry_block;
        let ptr = self.emit(|fb| fb.alloca(memory));
        self.cur = saved;
        let mut leaves: Vec<(Option<u32>, Word)> = Vec::new();
        let is_block = matches!(self.info.ty(pointee)?, SpvType::Struct(_))
            && self.info.decoration(id, Decoration::Location).is_none()
            && self.info.decoration(id, Decoration::BuiltIn).is_none();
        if is_block {
            let SpvType::Struct(members) = self.info.ty(pointee)?.clone() else {
                unreachable!("checked above");
            };
            let used = self.used_members(id);
            for (k, m) in members.iter().enumerate() {
                if used.as_ref().is_none_or(|u| u.contains(&(k as u32))) {
                    leaves.push((Some(k as u32), *m));
                }
            }
        } else {
            leaves.push((None, pointee));
        }
        for (member, ty) in leaves {
            let decorations = |d: Decoration| -> Option<Vec<Operand>> {
                match member {
                    Some(k) => self
                        .info
                        .member_decorations
                        .get(&(pointee, k))
                        .and_then(|ds| ds.iter().find(|(x, _)| *x == d))
                        .map(|(_, ops)| ops.clone()),
                    None => self.info.decoration(id, d).map(<[Operand]>::to_vec),
                }
            };
            let (row_ty, array) = match self.info.ty(ty)?.clone() {
                SpvType::Array(e, len) => {
                    let n = self.info.const_u64(len).unwrap_or(0);
                    (e, Some(n as u32))
                }
                _ => (ty, None),
            };
            let (scalar, cols) = match self.info.ty(row_ty)?.clone() {
                SpvType::Vector(s, n) => (s, n),
                SpvType::Bool | SpvType::Int(..) | SpvType::Float(_) => (row_ty, 1),
                other => {
                    return Err(unsupported(format!(
                        "an {} of type {other:?}",
                        if output { "output" } else { "input" }
                    )))
                }
            };
            let scalar_ty = self.info.ty(scalar)?.clone();
            let component_type = match scalar_ty {
                SpvType::Float(32) => 9,
                SpvType::Float(16) => 8,
                SpvType::Int(32, true) => 4,
                SpvType::Int(32, false) | SpvType::Bool => 5,
                SpvType::Int(16, true) => 2,
                SpvType::Int(16, false) => 3,
                other => {
                    return Err(unsupported(format!(
                        "an input or output of scalar type {other:?}"
                    )))
                }
            };
            let (name, index, kind) = match decorations(Decoration::BuiltIn).as_deref() {
                Some([Operand::BuiltIn(bi), ..]) => {
                    match system_value(*bi, self.stage, output).map_err(unsupported)? {
                        Some((name, kind)) => (name.to_string(), 0, kind),
                        None => continue,
                    }
                }
                _ => {
                    let location = decorations(Decoration::Location);
                    let Some([Operand::LiteralBit32(location), ..]) = location.as_deref() else {
                        return Err(unsupported(
                            "an input or output with neither Location nor BuiltIn".into(),
                        ));
                    };
                    if output && self.stage == Stage::Pixel {
                        ("SV_Target".to_string(), *location, TARGET)
                    } else {
                        ("TEXCOORD".to_string(), *location, ARBITRARY)
                    }
                }
            };
            let has = |d: Decoration| decorations(d).is_some() || self.info.has(id, d);
            let interpolation = self.interpolation(output, kind, &scalar_ty, has);
            self.io.push(super::stage_io::IoElement {
                output,
                ptr,
                var_ty: pointee,
                member,
                row_ty,
                array,
                name,
                index,
                kind,
                component_type,
                interpolation,
                cols: cols as u8,
            });
        }
        Ok(Val::Ptr(ptr, pointee))
    }

    /// DXC's interpolation mode for an element: none at the input assembler and the
    /// render targets; otherwise the decorated mode, or linear for floats and constant
    /// for integers; `SV_Position` is never perspective-corrected.
    fn interpolation(
        &self,
        output: bool,
        kind: u8,
        scalar: &SpvType,
        has: impl Fn(Decoration) -> bool,
    ) -> u8 {
        if (self.stage == Stage::Vertex && !output) || (self.stage == Stage::Pixel && output) {
            return UNDEFINED;
        }
        if has(Decoration::Flat) || !matches!(scalar, SpvType::Float(_)) {
            return CONSTANT;
        }
        let (centroid, sample) = (has(Decoration::Centroid), has(Decoration::Sample));
        if has(Decoration::NoPerspective) || kind == 3 {
            match (centroid, sample) {
                (_, true) => NOPERSPECTIVE_SAMPLE,
                (true, _) => NOPERSPECTIVE_CENTROID,
                _ => NOPERSPECTIVE,
            }
        } else {
            match (centroid, sample) {
                (_, true) => LINEAR_SAMPLE,
                (true, _) => LINEAR_CENTROID,
                _ => LINEAR,
            }
        }
    }

    /// A pointer to row `row` (of an array element) of element `e`, and its IR type.
    fn io_row_ptr(&mut self, e: &IoElement, row: Option<u32>) -> R<Value> {
        let memory = self.memory_type(e.var_ty, MatrixLayout::default())?;
        let mut path = vec![self.i32_const(0)];
        if let Some(k) = e.member {
            let field = self.field(e.var_ty, k);
            path.push(self.i32_const(i128::from(field)));
        }
        if let Some(r) = row {
            path.push(self.i32_const(i128::from(r)));
        }
        if path.len() == 1 {
            return Ok(e.ptr);
        }
        let ptr = e.ptr;
        Ok(self.emit(|fb| fb.gep(memory, ptr, &path, true)))
    }

    /// The IR type a row of `e` is read and written as in the signature (`bool`s as
    /// 32-bit integers).
    fn io_row_type(&mut self, e: &IoElement) -> R<(Type, bool)> {
        let boolean = match self.info.ty(e.row_ty)?.clone() {
            SpvType::Vector(s, _) => matches!(self.info.ty(s)?, SpvType::Bool),
            t => matches!(t, SpvType::Bool),
        };
        let ir = self.ir_type(e.row_ty)?;
        if !boolean {
            return Ok((ir, false));
        }
        let i32t = self.b.int_type(32);
        Ok((
            if e.cols > 1 {
                self.b.vector_type(i32t, u32::from(e.cols))
            } else {
                i32t
            },
            true,
        ))
    }

    /// The element id, row and column (0) operands of a signature access.
    fn io_position(&mut self, id: usize, row: usize) -> [Value; 3] {
        let i32t = self.b.int_type(32);
        let i8t = self.b.int_type(8);
        [
            self.b.const_int(i32t, id as i128),
            self.b.const_int(i32t, row as i128),
            self.b.const_int(i8t, 0),
        ]
    }

    /// The element ids of the inputs or outputs, in order.
    fn io_ids(&self, output: bool) -> Vec<usize> {
        (0..self.io.len())
            .filter(|k| self.io[*k].output == output)
            .collect()
    }

    /// Loads every input into its variable and zeroes every output (in the current
    /// block, the entry's first).
    pub(super) fn load_inputs(&mut self) -> R<()> {
        let i32t = self.b.int_type(32);
        for (id, k) in self.io_ids(false).into_iter().enumerate() {
            let e = self.io[k].clone();
            let (ty, boolean) = self.io_row_type(&e)?;
            let rows = io_rows(&e);
            for (r, row) in rows.into_iter().enumerate() {
                let [element, at_row, column] = self.io_position(id, r);
                let args = [element, at_row, column, self.b.poison(i32t)];
                let mut v = self.call("llvm.dx.load.input", &[ty], ty, &args);
                if boolean {
                    let zero = self.b.zero(ty);
                    v = self.emit(|fb| fb.icmp(IntPredicate::Ne, v, zero));
                }
                let p = self.io_row_ptr(&e, row)?;
                self.store_value(v, p, e.row_ty)?;
            }
        }
        for k in self.io_ids(true) {
            let e = self.io[k].clone();
            let memory = self.memory_type(e.var_ty, MatrixLayout::default())?;
            let zero = self.b.zero(memory);
            self.emit(|fb| fb.store(zero, e.ptr, None));
        }
        Ok(())
    }

    /// Stores every output from its variable (in the current block, where the entry
    /// returns).
    pub(super) fn store_outputs(&mut self) -> R<()> {
        let void = self.b.void_type();
        for (id, k) in self.io_ids(true).into_iter().enumerate() {
            let e = self.io[k].clone();
            let (ty, boolean) = self.io_row_type(&e)?;
            let rows = io_rows(&e);
            for (r, row) in rows.into_iter().enumerate() {
                let p = self.io_row_ptr(&e, row)?;
                let mut v = self.load_value(p, e.row_ty)?;
                if boolean {
                    v = self.emit(|fb| fb.cast(dxil_ir::CastOp::ZExt, v, ty));
                }
                let [element, at_row, column] = self.io_position(id, r);
                let args = [element, at_row, column, v];
                self.call("llvm.dx.store.output", &[ty], void, &args);
            }
        }
        Ok(())
    }

    /// `!dx.semantic.signatures` for entry `main`.
    pub(super) fn write_signatures(&mut self, main: Value) {
        let i32t = self.b.int_type(32);
        let i8t = self.b.int_type(8);
        let mut lists = Vec::new();
        for output in [false, true] {
            let mut elements = Vec::new();
            for (id, k) in self.io_ids(output).into_iter().enumerate() {
                let e = self.io[k].clone();
                let rows = e.array.unwrap_or(1);
                let mut int = |t: Type, v: i128| {
                    let c = self.b.const_int(t, v);
                    Some(self.b.md_value(c))
                };
                let indices: Vec<_> = (0..rows)
                    .map(|r| int(i32t, i128::from(e.index + r)))
                    .collect();
                let fields = [
                    int(i32t, id as i128),
                    None,
                    int(i32t, i128::from(e.component_type)),
                    int(i32t, i128::from(e.kind)),
                    None,
                    int(i32t, i128::from(e.interpolation)),
                    int(i32t, i128::from(rows)),
                    int(i8t, i128::from(e.cols)),
                    int(i32t, -1),
                    int(i8t, -1),
                    int(i8t, 0),
                    int(i8t, 0),
                    int(i32t, 0),
                ];
                let mut fields = fields.to_vec();
                fields[1] = Some(self.b.md_string(&e.name));
                fields[4] = Some(self.b.md_node(&indices));
                elements.push(Some(self.b.md_node(&fields)));
            }
            lists.push(Some(self.b.md_node(&elements)));
        }
        let entry = Some(self.b.md_value(main));
        let triple = self.b.md_node(&[entry, lists[0], lists[1]]);
        self.b.named_metadata("dx.semantic.signatures", &[triple]);
    }
}

/// The rows of `e`: each array element's index, or one row of no index.
fn io_rows(e: &IoElement) -> Vec<Option<u32>> {
    match e.array {
        Some(n) => (0..n).map(Some).collect(),
        None => vec![None],
    }
}

/// Checks the execution modes of pixel entry `entry` against what is translated: the
/// upper-left origin with pixel centres at .5 (Direct3D's), depth written as any
/// value; others are errors naming them.
pub(super) fn check_fragment_modes(
    info: &crate::module_info::ModuleInfo,
    entry: Word,
) -> Result<(), SpirvError> {
    use rspirv::spirv::ExecutionMode as M;
    for m in &info.module.execution_modes {
        let (Some(Operand::IdRef(f)), Some(Operand::ExecutionMode(mode))) =
            (m.operands.first(), m.operands.get(1))
        else {
            continue;
        };
        if *f != entry {
            continue;
        }
        if !matches!(
            mode,
            M::OriginUpperLeft | M::DepthReplacing | M::DepthUnchanged
        ) {
            return Err(SpirvError::Unsupported {
                what: format!("the execution mode {mode:?}"),
                at: info.location(Some(entry), Some("OpExecutionMode")),
            });
        }
    }
    Ok(())
}

impl Translator<'_, '_> {
    /// `discard`: the invocation's outputs are dropped (it runs on as a helper).
    pub(super) fn discard(&mut self) {
        let void = self.b.void_type();
        let i1 = self.b.int_type(1);
        let yes = self.b.const_int(i1, 1);
        self.call("llvm.dx.discard", &[], void, &[yes]);
    }

    /// A derivative instruction `op` of `v`: `ddx`/`ddy` coarse or fine (the plain
    /// forms coarse, as DXC makes HLSL's), `fwidth` as `|ddx| + |ddy|`.
    pub(super) fn derivative(&mut self, op: Op, v: Value) -> Value {
        let ty = self.emit(|fb| fb.type_of(v));
        let mut d = |name: &str| self.call(name, &[ty], ty, &[v]);
        let (x, y) = match op {
            Op::DPdx | Op::DPdxCoarse => return d("llvm.dx.ddx.coarse"),
            Op::DPdy | Op::DPdyCoarse => return d("llvm.dx.ddy.coarse"),
            Op::DPdxFine => return d("llvm.dx.ddx.fine"),
            Op::DPdyFine => return d("llvm.dx.ddy.fine"),
            Op::FwidthFine => (d("llvm.dx.ddx.fine"), d("llvm.dx.ddy.fine")),
            _ => (d("llvm.dx.ddx.coarse"), d("llvm.dx.ddy.coarse")),
        };
        let ax = self.call("llvm.fabs", &[ty], ty, &[x]);
        let ay = self.call("llvm.fabs", &[ty], ty, &[y]);
        self.emit(|fb| fb.binary(dxil_ir::BinOp::FAdd, ax, ay))
    }
}

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
//! `TEXCOORD` L, L+1, ...), a pixel shader's output at `Location` L is `SV_Target` L,
//! and a variable with an HLSL semantic (`UserSemantic`) is named by it;
//! built-ins become system values (see [`system_value`]). `PointSize` has no Direct3D
//! counterpart: its writes are dropped. Interpolation: `Flat` is constant,
//! `NoPerspective`, `Centroid` and `Sample` as named, else linear for floats and
//! constant for integers, as DXC gives HLSL's inputs.

use super::{Frame, Translator, Val, R};
use crate::error::{SpirvError, SpirvLocation};
use crate::function_code::Inst;
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
const CLIP_DISTANCE: u8 = 6;
const CULL_DISTANCE: u8 = 7;
const TARGET: u8 = 16;

/// One signature element: a variable, or a member of an I/O block.
#[derive(Clone, Debug)]
pub(super) struct IoElement {
    /// The interface variable.
    pub var: Word,
    /// Input or output.
    pub output: bool,
    /// The local variable holding an output.
    pub ptr: Option<Value>,
    /// The SPIR-V type of the variable (to reach a member).
    pub var_ty: Word,
    /// The member of an I/O block it is.
    pub member: Option<u32>,
    /// The SPIR-V type of the element (each row's, for an array: `row_ty`).
    pub row_ty: Word,
    /// The lengths of the arrays (and a matrix's column count, innermost) around
    /// each row, outermost first: a row per element of them all; none for a scalar or
    /// vector.
    pub dims: Vec<u32>,
    /// Its name and first semantic index.
    pub name: String,
    pub index: u32,
    /// Its `Location` (0 for a built-in).
    pub location: u32,
    /// Named by an HLSL semantic written without an index.
    pub unindexed_semantic: bool,
    /// For a clip or cull distance: the elements of the float array (first, count)
    /// that are its columns (Direct3D's distances are the columns of one or two
    /// elements, GLSL's an array).
    pub columns_of: Option<(u32, u32)>,
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
        (BuiltIn::ClipDistance, Stage::Vertex, true) => ("SV_ClipDistance", CLIP_DISTANCE),
        (BuiltIn::CullDistance, Stage::Vertex, true) => ("SV_CullDistance", CULL_DISTANCE),
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
        // Outputs are locals; inputs are read where the code reads them.
        let ptr = if output {
            let memory = self.memory_type(pointee, MatrixLayout::default())?;
            let saved = self.cur;
            self.cur = self.entry_block;
            let ptr = self.emit(|fb| fb.alloca(memory));
            self.cur = saved;
            Some(ptr)
        } else {
            None
        };
        let first = self.io.len();
        let mut leaves: Vec<(Option<u32>, Word)> = Vec::new();
        // A struct (an I/O block such as gl_PerVertex, or GLSL's `out Block { ... }` at
        // a Location) is an element per member; a member without a Location of its own
        // takes the one after the previous member's rows.
        let is_block = matches!(self.info.ty(pointee)?, SpvType::Struct(_))
            && self.info.decoration(id, Decoration::BuiltIn).is_none();
        let mut member_locations: Vec<Option<u32>> = Vec::new();
        if is_block {
            let SpvType::Struct(members) = self.info.ty(pointee)?.clone() else {
                unreachable!("checked above");
            };
            let mut next = self.info.decoration_literal(id, Decoration::Location);
            for (k, m) in members.iter().enumerate() {
                let own = self
                    .info
                    .member_literal(pointee, k as u32, Decoration::Location);
                let at = own.or(next);
                member_locations.push(at);
                let rows: u32 = self.rows_of(*m).1.iter().product();
                next = at.map(|l| l + rows);
            }
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
            let (row_ty, dims) = self.rows_of(ty);
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
                    let location = match member {
                        Some(k) => member_locations.get(k as usize).copied().flatten(),
                        None => self.info.decoration_literal(id, Decoration::Location),
                    };
                    let Some(location) = location else {
                        return Err(unsupported(
                            "an input or output with neither Location nor BuiltIn".into(),
                        ));
                    };
                    if output && self.stage == Stage::Pixel {
                        ("SV_Target".to_string(), location, TARGET)
                    } else {
                        ("TEXCOORD".to_string(), location, ARBITRARY)
                    }
                }
            };
            // The HLSL semantic the module keeps (glslang's `-fhlsl_functionality1`, DXC's
            // `-fspv-reflect`): its name as written, its index from its trailing digits.
            let location = index;
            let (name, index, unindexed_semantic) =
                match decorations(Decoration::UserSemantic).as_deref() {
                    Some([Operand::LiteralString(semantic), ..]) => {
                        let (name, index) = split_semantic(semantic);
                        let unindexed = !semantic.ends_with(|c: char| c.is_ascii_digit());
                        (name, index, unindexed)
                    }
                    _ => (name, index, false),
                };
            // The system values Direct3D types as `uint` whatever the module's
            // signedness (GLSL's `gl_VertexIndex` is an `int`).
            let component_type = if matches!(kind, 1 | 2 | 4 | 5 | 10 | 12 | 13) {
                5
            } else {
                component_type
            };
            let has = |d: Decoration| decorations(d).is_some() || self.info.has(id, d);
            let interpolation = self.interpolation(output, kind, &scalar_ty, has);
            let element = IoElement {
                var: id,
                output,
                ptr,
                var_ty: pointee,
                member,
                row_ty,
                dims,
                name,
                index,
                location,
                unindexed_semantic,
                columns_of: None,
                kind,
                component_type,
                interpolation,
                cols: cols as u8,
            };
            if !matches!(kind, CLIP_DISTANCE | CULL_DISTANCE) {
                self.io.push(element);
                continue;
            }
            // Four distances to an element, SV_ClipDistance0 and 1.
            let n = match element.dims[..] {
                [n] if cols == 1 && (1..=8).contains(&n) => n,
                _ => {
                    return Err(unsupported(format!(
                        "{} other than an array of 1 to 8 floats",
                        element.name
                    )))
                }
            };
            for (k, first) in (0..n).step_by(4).enumerate() {
                let count = (n - first).min(4);
                self.io.push(IoElement {
                    dims: Vec::new(),
                    index: k as u32,
                    unindexed_semantic: false,
                    columns_of: Some((first, count)),
                    cols: count as u8,
                    ..element.clone()
                });
            }
        }
        Ok(match (ptr, is_block) {
            (Some(p), _) => Val::Ptr(p, pointee),
            (None, true) => Val::InputBlock(id),
            (None, false) if self.io.len() > first => Val::Input(first, None, None),
            (None, false) => return Err(unsupported("this input".into())),
        })
    }

    /// The rows of a value of type `ty`: the type of one (a scalar or vector) and the
    /// lengths of the arrays around it, outermost first, a matrix's column count
    /// innermost (an array is a row per element, a matrix a row per column).
    fn rows_of(&self, mut ty: Word) -> (Word, Vec<u32>) {
        let mut dims = Vec::new();
        loop {
            match self.info.ty(ty) {
                Ok(SpvType::Array(e, len)) => {
                    dims.push(self.info.const_u64(*len).unwrap_or(0) as u32);
                    ty = *e;
                }
                Ok(SpvType::Matrix(column, n)) => {
                    dims.push(*n);
                    ty = *column;
                }
                _ => return (ty, dims),
            }
        }
    }

    /// The element of member `member` of I/O block `var`.
    fn member_element(&self, var: Word, member: u32) -> Option<usize> {
        (0..self.io.len()).find(|&k| self.io[k].var == var && self.io[k].member == Some(member))
    }

    /// A whole input block `var` of struct type `ty` read: each member's element.
    pub(super) fn load_input_block(&mut self, var: Word, ty: Word) -> R<Value> {
        let SpvType::Struct(members) = self.info.ty(ty)?.clone() else {
            return Err(SpirvError::Unsupported {
                what: "reading this input whole".into(),
                at: self.info.location(Some(var), None),
            });
        };
        let ir = self.ir_type(ty)?;
        let mut whole = self.b.undef(ir);
        for (k, m) in members.iter().enumerate() {
            let Some(e) = self.member_element(var, k as u32) else {
                continue;
            };
            let v = self.load_input(e, None, None, *m)?;
            let field = self.field(ty, k as u32);
            whole = self.emit(|fb| fb.insert_value(whole, v, &[field]));
        }
        Ok(whole)
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

    /// A pointer to row `row` (of an array element) of output `e`.
    fn io_row_ptr(&mut self, e: &IoElement, row: Option<u32>) -> R<Value> {
        let Some(base) = e.ptr else {
            return Err(SpirvError::Unsupported {
                what: "an input as memory".into(),
                at: SpirvLocation::default(),
            });
        };
        let memory = self.memory_type(e.var_ty, MatrixLayout::default())?;
        let mut path = vec![self.i32_const(0)];
        if let Some(k) = e.member {
            let field = self.field(e.var_ty, k);
            path.push(self.i32_const(i128::from(field)));
        }
        if let Some(r) = row {
            for x in e.row_path(r) {
                path.push(self.i32_const(i128::from(x)));
            }
        }
        if path.len() == 1 {
            return Ok(base);
        }
        let ptr = base;
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

    /// Gives elements that share a semantic written without an index (glslang splits
    /// `float4 f[7] : F` into seven variables, each `F`, at consecutive locations)
    /// the indices 0, 1, ... in location order, as DXC numbers the array's rows.
    fn number_repeated_semantics(&mut self) {
        for output in [false, true] {
            let mut by_name: std::collections::BTreeMap<String, Vec<usize>> = Default::default();
            for k in self.io_ids(output) {
                if self.io[k].unindexed_semantic {
                    by_name
                        .entry(self.io[k].name.to_ascii_uppercase())
                        .or_default()
                        .push(k);
                }
            }
            for mut ks in by_name.into_values().filter(|ks| ks.len() > 1) {
                ks.sort_by_key(|&k| self.io[k].location);
                let mut next = 0;
                for k in ks {
                    self.io[k].index = next;
                    next += self.io[k].rows();
                }
            }
        }
    }

    /// Zeroes every output (in the current block, the entry's first), and numbers the
    /// elements' semantics.
    pub(super) fn begin_io(&mut self) -> R<()> {
        self.number_repeated_semantics();
        let mut zeroed = HashSet::default();
        for k in self.io_ids(true) {
            let e = self.io[k].clone();
            // Once a variable (a block's members share it), part by part (DXIL stores
            // no aggregates).
            if let (Some(p), true) = (e.ptr, zeroed.insert(e.var)) {
                let ty = self.ir_type(e.var_ty)?;
                let zero = self.b.zero(ty);
                self.store_value(zero, p, e.var_ty)?;
            }
        }
        Ok(())
    }

    /// The input an access chain `rest` reaches from `base` (an input block or an
    /// input): a block's member by constant index, then an array row and a vector
    /// component, each by any index.
    pub(super) fn input_chain(
        &mut self,
        frame: &Frame,
        base: Val,
        rest: &[Word],
        i: &Inst,
    ) -> R<Val> {
        let at = i.result_id.unwrap_or(0);
        let mut rest = rest.iter();
        let (k, mut row, mut comp) = match base {
            Val::InputBlock(var) => {
                let member = rest
                    .next()
                    .and_then(|m| self.info.const_u64(*m))
                    .ok_or_else(|| {
                        self.unsupported("an input block's member by a run-time index".into(), i)
                    })?;
                let k = self.member_element(var, member as u32).ok_or_else(|| {
                    self.unsupported(format!("member {member} of this input block"), i)
                })?;
                (k, None, None)
            }
            Val::Input(k, row, comp) => (k, row, comp),
            _ => return Err(self.unsupported("an access chain into this input".into(), i)),
        };
        let dims = self.io[k].dims.clone();
        let mut rest = rest.as_slice().iter();
        if row.is_none() && !dims.is_empty() {
            // The row: every array level at once, outermost first.
            let mut r: Option<Value> = None;
            for (level, &n) in dims.iter().enumerate() {
                let Some(&index) = rest.next() else {
                    if level == 0 {
                        break;
                    }
                    return Err(self.unsupported("part of an input's nested arrays".into(), i));
                };
                let v = self.value(frame, index, at)?;
                let v = self.index(v);
                r = Some(match r {
                    None => v,
                    Some(outer) => {
                        let n = self.i32_const(i128::from(n));
                        let scaled = self.emit(|fb| fb.binary(dxil_ir::BinOp::Mul, outer, n));
                        self.emit(|fb| fb.binary(dxil_ir::BinOp::Add, scaled, v))
                    }
                });
            }
            row = r;
        }
        for &index in rest {
            let v = self.value(frame, index, at)?;
            let v = self.index(v);
            if comp.is_none() && self.io[k].cols > 1 {
                comp = Some(v);
            } else {
                return Err(self.unsupported("an access chain this deep into an input".into(), i));
            }
        }
        Ok(Val::Input(k, row, comp))
    }

    /// Reads input `k` (its `row` and component `comp`, where picked) as a value of
    /// SPIR-V type `ty`: `llvm.dx.load.input` per row, at the component's column where
    /// it is a constant.
    pub(super) fn load_input(
        &mut self,
        k: usize,
        row: Option<Value>,
        comp: Option<Value>,
        ty: Word,
    ) -> R<Value> {
        let e = self.io[k].clone();
        let id = self.io_ids(false).iter().position(|&x| x == k).unwrap_or(0);
        let (row_ty, boolean) = self.io_row_type(&e)?;
        let i32t = self.b.int_type(32);
        let i8t = self.b.int_type(8);
        let read = |t: &mut Self, row: Value, comp: Option<Value>| -> Value {
            let column = comp.and_then(|c| t.b.module().const_int(c));
            let (load_ty, col) = match column {
                Some(c) => (t.b.module().types.scalar_of(row_ty), c),
                None => (row_ty, 0),
            };
            let args = [
                t.b.const_int(i32t, id as i128),
                row,
                t.b.const_int(i8t, col),
                t.b.poison(i32t),
            ];
            let mut v = t.call("llvm.dx.load.input", &[load_ty], load_ty, &args);
            if let (Some(c), None) = (comp, column) {
                v = t.emit(|fb| fb.extract_element(v, c));
            }
            if boolean {
                let vt = t.emit(|fb| fb.type_of(v));
                let zero = t.b.zero(vt);
                v = t.emit(|fb| fb.icmp(IntPredicate::Ne, v, zero));
            }
            v
        };
        match (e.dims.is_empty(), row) {
            (false, None) => {
                let ir = self.ir_type(ty)?;
                let mut whole = self.b.undef(ir);
                for r in 0..e.rows() {
                    let at = self.i32_const(i128::from(r));
                    let v = read(self, at, comp);
                    let path = e.row_path(r);
                    whole = self.emit(|fb| fb.insert_value(whole, v, &path));
                }
                Ok(whole)
            }
            (_, row) => {
                let row = row.unwrap_or_else(|| self.i32_const(0));
                Ok(read(self, row, comp))
            }
        }
    }

    /// Stores every output from its variable (in the current block, where the entry
    /// returns).
    pub(super) fn store_outputs(&mut self) -> R<()> {
        let void = self.b.void_type();
        for (id, k) in self.io_ids(true).into_iter().enumerate() {
            let e = self.io[k].clone();
            if let Some((first, count)) = e.columns_of {
                // The array's elements as the element's columns.
                let whole = IoElement {
                    dims: vec![first + count],
                    ..e.clone()
                };
                let mut lanes = Vec::new();
                for c in first..first + count {
                    let p = self.io_row_ptr(&whole, Some(c))?;
                    lanes.push(self.load_value(p, e.row_ty)?);
                }
                let scalar = self.ir_type(e.row_ty)?;
                let ty = if count > 1 {
                    self.b.vector_type(scalar, count)
                } else {
                    scalar
                };
                let v = self.gather(ty, &lanes);
                let [element, at_row, column] = self.io_position(id, 0);
                self.call(
                    "llvm.dx.store.output",
                    &[ty],
                    void,
                    &[element, at_row, column, v],
                );
                continue;
            }
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
                let rows = e.rows();
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

/// An HLSL semantic's name and index: `TEXCOORD3` is (`TEXCOORD`, 3), `COLOR` is
/// (`COLOR`, 0).
fn split_semantic(semantic: &str) -> (String, u32) {
    let digits = semantic.len()
        - semantic
            .bytes()
            .rev()
            .take_while(u8::is_ascii_digit)
            .count();
    let (name, index) = semantic.split_at(digits);
    (name.to_string(), index.parse().unwrap_or(0))
}

/// The rows of `e`: each array element's index, or one row of no index.
fn io_rows(e: &IoElement) -> Vec<Option<u32>> {
    if e.dims.is_empty() {
        vec![None]
    } else {
        (0..e.rows()).map(Some).collect()
    }
}

impl IoElement {
    /// Its rows: one per element of its arrays.
    pub fn rows(&self) -> u32 {
        self.dims.iter().product()
    }

    /// The index of row `r` in each array around it, outermost first.
    fn row_path(&self, mut r: u32) -> Vec<u32> {
        let mut path = vec![0; self.dims.len()];
        for (k, &n) in self.dims.iter().enumerate().rev() {
            path[k] = r % n.max(1);
            r /= n.max(1);
        }
        path
    }
}

/// Checks the execution modes of pixel entry `entry` against what is translated: the
/// upper-left origin with pixel centres at .5 (Direct3D's), depth written as any
/// value, and early fragment tests (`true`: HLSL's `[earlydepthstencil]`, the
/// `"hlsl.earlydepthstencil"` attribute); others are errors naming them.
pub(super) fn check_fragment_modes(
    info: &crate::module_info::ModuleInfo,
    entry: Word,
) -> Result<bool, SpirvError> {
    let mut early = false;
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
        early |= *mode == M::EarlyFragmentTests;
        if !matches!(
            mode,
            M::OriginUpperLeft | M::DepthReplacing | M::DepthUnchanged | M::EarlyFragmentTests
        ) {
            return Err(SpirvError::Unsupported {
                what: format!("the execution mode {mode:?}"),
                at: info.location(Some(entry), Some("OpExecutionMode")),
            });
        }
    }
    Ok(early)
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

#[cfg(test)]
mod tests {
    use super::split_semantic;

    #[test]
    fn semantics_split_into_name_and_index() {
        assert_eq!(split_semantic("TEXCOORD3"), ("TEXCOORD".into(), 3));
        assert_eq!(split_semantic("COLOR"), ("COLOR".into(), 0));
        assert_eq!(split_semantic("SV_Target12"), ("SV_Target".into(), 12));
        assert_eq!(split_semantic("A1B"), ("A1B".into(), 0));
    }
}

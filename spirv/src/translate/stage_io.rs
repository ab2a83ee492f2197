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
use crate::module_info::{SpvConst, SpvType};
use dxil_ir::{IntPredicate, Type, Value};
use rspirv::dr::Operand;
use rspirv::spirv::{BuiltIn, Decoration, ExecutionMode, ExecutionModel, Op, StorageClass, Word};
use rustc_hash::FxHashSet;

/// The stage an entry point is translated for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Stage {
    /// A compute shader.
    Compute,
    /// A vertex shader.
    Vertex,
    /// A pixel (fragment) shader.
    Pixel,
    /// A geometry shader.
    Geometry,
    /// A hull shader (SPIR-V's tessellation control).
    Hull,
    /// A domain shader (SPIR-V's tessellation evaluation).
    Domain,
    /// A mesh shader (`MeshEXT`).
    Mesh,
    /// An amplification shader (SPIR-V's `TaskEXT`).
    Amplification,
}

impl Stage {
    /// The stage of SPIR-V execution model `model`, if it is translated.
    pub fn of(model: ExecutionModel) -> Option<Stage> {
        match model {
            ExecutionModel::GLCompute => Some(Stage::Compute),
            ExecutionModel::Vertex => Some(Stage::Vertex),
            ExecutionModel::Fragment => Some(Stage::Pixel),
            ExecutionModel::Geometry => Some(Stage::Geometry),
            ExecutionModel::TessellationControl => Some(Stage::Hull),
            ExecutionModel::TessellationEvaluation => Some(Stage::Domain),
            ExecutionModel::MeshEXT => Some(Stage::Mesh),
            ExecutionModel::TaskEXT => Some(Stage::Amplification),
            _ => None,
        }
    }

    /// Its name in the triple and in `"hlsl.shader"`.
    pub fn name(self) -> &'static str {
        match self {
            Stage::Compute => "compute",
            Stage::Vertex => "vertex",
            Stage::Pixel => "pixel",
            Stage::Geometry => "geometry",
            Stage::Hull => "hull",
            Stage::Domain => "domain",
            Stage::Mesh => "mesh",
            Stage::Amplification => "amplification",
        }
    }

    /// Whether the stage runs thread groups (a local size, compute's built-ins).
    pub fn has_thread_groups(self) -> bool {
        matches!(self, Stage::Compute | Stage::Mesh | Stage::Amplification)
    }

    /// Whether the stage's inputs are per vertex (arrays, a vertex axis outermost).
    pub fn inputs_per_vertex(self) -> bool {
        matches!(self, Stage::Geometry | Stage::Hull | Stage::Domain)
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
const TESS_FACTOR: u8 = 25;
const BARYCENTRICS: u8 = 28;
const SHADING_RATE: u8 = 29;
const CULL_PRIMITIVE: u8 = 30;
const INSIDE_TESS_FACTOR: u8 = 26;

/// Where an access chain into a signature element (an input, a mesh shader's output)
/// has reached: its element, and the vertex (or primitive), the array row and the
/// vector component it picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct ElementPlace {
    /// The element (index into the translator's `io`).
    pub element: usize,
    /// The vertex (of a per-vertex input).
    pub vertex: Option<Value>,
    /// The row of an array element.
    pub row: Option<Value>,
    /// The vector component.
    pub comp: Option<Value>,
}

impl ElementPlace {
    /// The whole of element `element`.
    pub fn of(element: usize) -> ElementPlace {
        ElementPlace {
            element,
            vertex: None,
            row: None,
            comp: None,
        }
    }
}

/// One signature element: a variable, or a member of an I/O block.
#[derive(Clone, Debug)]
pub(super) struct IoElement {
    /// The interface variable.
    pub var: Word,
    /// Input or output.
    pub output: bool,
    /// The local variable holding an output.
    pub ptr: Option<Value>,
    /// The SPIR-V type of the variable (to reach a member; of one vertex's, for a
    /// per-vertex input; of them all, for a hull shader's per-vertex output).
    pub var_ty: Word,
    /// The vertices of a per-vertex input or hull output (the outermost array of its
    /// variable).
    pub vertices: Option<u32>,
    /// A patch constant (a hull shader's output, a domain shader's input, per patch).
    pub patch: bool,
    /// The geometry shader stream of an output.
    pub stream: u32,
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

/// How an input is read: loaded, or evaluated at the centroid, a sample or an offset
/// (sixteenths of a pixel, x and y).
#[derive(Clone, Copy, Debug)]
enum InputRead {
    Load,
    Centroid,
    Sample(Value),
    Snapped(Value, Value),
}

/// The Direct3D system value of built-in `bi` as an input (`output` false) or output
/// of `stage`: its name and DXIL semantic kind; `None` for a built-in with no
/// element (`PointSize`, dropped).
fn system_value(
    bi: BuiltIn,
    stage: Stage,
    output: bool,
) -> Result<Option<(&'static str, u8)>, String> {
    use Stage::*;
    // Where each is an element: the stages it is an output of, and an input of.
    let (sv, outputs, inputs): (_, &[Stage], &[Stage]) = match bi {
        BuiltIn::PointSize => return Ok(None),
        BuiltIn::Position => (
            ("SV_Position", 3),
            &[Vertex, Geometry, Hull, Domain, Mesh],
            &[Geometry, Hull, Domain],
        ),
        BuiltIn::FragCoord => (("SV_Position", 3), &[], &[Pixel]),
        BuiltIn::ClipDistance => (
            ("SV_ClipDistance", CLIP_DISTANCE),
            &[Vertex, Geometry, Hull, Domain, Mesh],
            &[Geometry, Hull, Domain],
        ),
        BuiltIn::CullDistance => (
            ("SV_CullDistance", CULL_DISTANCE),
            &[Vertex, Geometry, Hull, Domain, Mesh],
            &[Geometry, Hull, Domain],
        ),
        BuiltIn::VertexIndex => (("SV_VertexID", 1), &[], &[Vertex]),
        BuiltIn::InstanceIndex => (("SV_InstanceID", 2), &[], &[Vertex]),
        BuiltIn::Layer => (
            ("SV_RenderTargetArrayIndex", 4),
            &[Vertex, Geometry, Domain, Mesh],
            &[Pixel],
        ),
        BuiltIn::ViewportIndex => (
            ("SV_ViewportArrayIndex", 5),
            &[Vertex, Geometry, Domain, Mesh],
            &[Pixel],
        ),
        BuiltIn::PrimitiveId => (("SV_PrimitiveID", 10), &[Geometry, Mesh], &[Pixel]),
        BuiltIn::CullPrimitiveEXT => (("SV_CullPrimitive", CULL_PRIMITIVE), &[Mesh], &[]),
        // Vulkan's rate bits are Direct3D's (log2 width in bits 2-3, height in 0-1).
        BuiltIn::PrimitiveShadingRateKHR => (
            ("SV_ShadingRate", SHADING_RATE),
            &[Vertex, Geometry, Mesh],
            &[],
        ),
        BuiltIn::ShadingRateKHR => (("SV_ShadingRate", SHADING_RATE), &[], &[Pixel]),
        // Direct3D rasterizes a point as one pixel, with no coordinate across it: the
        // stage that expands points into quads (a geometry shader, as Direct3D
        // applications draw point sprites) writes it, as the user input POINTCOORD.
        BuiltIn::PointCoord => (("POINTCOORD", ARBITRARY), &[], &[Pixel]),
        BuiltIn::BaryCoordKHR | BuiltIn::BaryCoordNoPerspKHR => {
            (("SV_Barycentrics", BARYCENTRICS), &[], &[Pixel])
        }
        BuiltIn::SampleId => (("SV_SampleIndex", 12), &[], &[Pixel]),
        BuiltIn::FrontFacing => (("SV_IsFrontFace", 13), &[], &[Pixel]),
        BuiltIn::FragDepth => (("SV_Depth", 17), &[Pixel], &[]),
        BuiltIn::TessLevelOuter => (("SV_TessFactor", TESS_FACTOR), &[Hull], &[Domain]),
        BuiltIn::TessLevelInner => (
            ("SV_InsideTessFactor", INSIDE_TESS_FACTOR),
            &[Hull],
            &[Domain],
        ),
        _ => (("", 0), &[], &[]),
    };
    if (if output { outputs } else { inputs }).contains(&stage) {
        return Ok(Some(sv));
    }
    Err(format!(
        "the built-in {bi:?} as {} of a {} shader",
        if output { "an output" } else { "an input" },
        stage.name()
    ))
}

impl Translator<'_, '_> {
    /// The members of I/O block variable `var` the code of the module uses: those its
    /// access chains name by a constant first index (the second, for an array of
    /// blocks, one per vertex: `per_vertex`); `None` (all of them) where the variable
    /// is used otherwise (loaded or stored whole, passed to a function).
    fn used_members(&self, var: Word, per_vertex: bool) -> Option<FxHashSet<u32>> {
        let at = if per_vertex { 2 } else { 1 };
        let mut used = FxHashSet::default();
        for f in self.info.functions.values() {
            for i in f.blocks.iter().flat_map(|b| b.instructions()) {
                if !i.id_operands().any(|id| id == var) {
                    continue;
                }
                let op = i.class.opcode;
                let first_index = (matches!(op, Op::AccessChain | Op::InBoundsAccessChain)
                    && i.operands.first() == Some(&var))
                .then(|| i.operands.get(at))
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
        // Outputs are locals, but a mesh shader's (shared by its thread group: stored
        // where the code stores them); inputs are read where the code reads them.
        let ptr = if output && self.stage != Stage::Mesh {
            let memory = self.memory_type(pointee, MatrixLayout::default())?;
            let saved = self.cur;
            self.cur = self.entry_block;
            let ptr = self.emit(|fb| fb.alloca(memory));
            self.cur = saved;
            Some(ptr)
        } else {
            None
        };
        let builtin = match self.info.decoration(id, Decoration::BuiltIn) {
            Some([Operand::BuiltIn(bi), ..]) => Some(*bi),
            _ => None,
        };
        if self.stage == Stage::Mesh {
            match builtin {
                Some(BuiltIn::PrimitiveTriangleIndicesEXT | BuiltIn::PrimitiveLineIndicesEXT) => {
                    return Ok(Val::MeshIndices(None))
                }
                Some(BuiltIn::PrimitivePointIndicesEXT) => {
                    return Err(unsupported(
                        "a mesh shader of points (DXIL's mesh shaders output lines or triangles)"
                            .into(),
                    ))
                }
                _ => {}
            }
        }
        // Per patch (a mesh shader's: per primitive): decorated so (the variable, or every
        // member of a block), or the tessellation levels.
        let per_patch = if self.stage == Stage::Mesh {
            Decoration::PerPrimitiveEXT
        } else {
            Decoration::Patch
        };
        let patch = self.info.has(id, per_patch)
            || self.members_decorated(pointee, per_patch)
            || matches!(
                builtin,
                Some(BuiltIn::TessLevelOuter | BuiltIn::TessLevelInner)
            );
        // A per-vertex input is an array of what each vertex has; so is a hull shader's
        // output (per output control point) and a mesh shader's (per vertex or
        // primitive).
        let full = pointee;
        let per_vertex = (!patch
            && ((!output && self.stage.inputs_per_vertex())
                || (output && self.stage == Stage::Hull)))
            || (output && self.stage == Stage::Mesh);
        let (pointee, vertices) = if per_vertex {
            match self.info.ty(pointee)?.clone() {
                SpvType::Array(e, n) => (e, self.info.const_u64(n).map(|n| n as u32)),
                _ => {
                    return Err(unsupported(format!(
                        "a per-vertex {} that is not an array",
                        if output { "output" } else { "input" }
                    )))
                }
            }
        } else {
            (pointee, None)
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
            let used = self.used_members(id, vertices.is_some());
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
            let (row_ty, mut dims) = self.rows_of(ty);
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
            if kind == 3 && (cols != 4 || !matches!(scalar_ty, SpvType::Float(_))) {
                return Err(unsupported(format!(
                    "a position (SV_Position) of type {:?}: Direct3D's is a float4",
                    self.info.ty(row_ty)?
                )));
            }
            // SPIR-V's tessellation levels are always four and two; the domain's are
            // the factors.
            if matches!(kind, TESS_FACTOR | INSIDE_TESS_FACTOR) {
                let n = match (kind == TESS_FACTOR, self.tess_domain) {
                    (true, Some("tri")) => 3,
                    (true, Some("quad")) => 4,
                    (true, _) => 2,
                    (false, Some("tri")) => 1,
                    (false, Some("quad")) => 2,
                    (false, _) => 0,
                };
                if n == 0 {
                    continue;
                }
                dims = vec![n];
            }
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
                    // Both barycentric inputs are SV_Barycentrics, numbered in order.
                    _ => (name, index, kind == BARYCENTRICS),
                };
            // The system values Direct3D types as `uint` whatever the module's
            // signedness (GLSL's `gl_VertexIndex` is an `int`); `SV_CullPrimitive` is a
            // `bool` (DXIL's I1).
            let component_type = match kind {
                1 | 2 | 4 | 5 | 10 | 12 | 13 | SHADING_RATE => 5,
                CULL_PRIMITIVE => 1,
                _ => component_type,
            };
            let has = |d: Decoration| decorations(d).is_some() || self.info.has(id, d);
            let no_perspective = matches!(
                decorations(Decoration::BuiltIn).as_deref(),
                Some([Operand::BuiltIn(BuiltIn::BaryCoordNoPerspKHR), ..])
            );
            let interpolation = if no_perspective {
                NOPERSPECTIVE
            } else if patch && self.stage == Stage::Mesh {
                CONSTANT
            } else if patch {
                UNDEFINED
            } else {
                self.interpolation(output, kind, &scalar_ty, has)
            };
            let stream = match decorations(Decoration::Stream).as_deref() {
                Some([Operand::LiteralBit32(k), ..]) => *k,
                _ => self
                    .info
                    .decoration_literal(id, Decoration::Stream)
                    .unwrap_or(0),
            };
            let element = IoElement {
                var: id,
                output,
                ptr,
                var_ty: if output { full } else { pointee },
                vertices,
                patch,
                stream,
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
            (Some(p), _) => Val::Ptr(p, full),
            (None, true) => Val::ElementBlock(id, None),
            (None, false) if self.io.len() > first => Val::Element(ElementPlace::of(first)),
            (None, false) => return Err(unsupported("this input".into())),
        })
    }

    /// Whether every member of block type `ty` (of the elements of an array of
    /// blocks) is decorated `d`.
    fn members_decorated(&self, mut ty: Word, d: Decoration) -> bool {
        if let Ok(SpvType::Array(e, _)) = self.info.ty(ty) {
            ty = *e;
        }
        match self.info.ty(ty) {
            Ok(SpvType::Struct(ms)) => (0..ms.len() as u32).all(|k| {
                self.info
                    .member_decorations
                    .get(&(ty, k))
                    .is_some_and(|ds| ds.iter().any(|(x, _)| *x == d))
            }),
            _ => false,
        }
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
    pub(super) fn member_element(&self, var: Word, member: u32) -> Option<usize> {
        (0..self.io.len()).find(|&k| self.io[k].var == var && self.io[k].member == Some(member))
    }

    /// A whole input block `var` (of `vertex`, for a per-vertex block) of struct type
    /// `ty` read: each member's element; a per-vertex block read for every vertex at
    /// once (`ty` an array of the blocks) is each vertex's.
    pub(super) fn load_input_block(
        &mut self,
        var: Word,
        vertex: Option<Value>,
        ty: Word,
    ) -> R<Value> {
        if let (None, SpvType::Array(block, n)) = (vertex, self.info.ty(ty)?.clone()) {
            let n = self.info.const_u64(n).unwrap_or(0);
            return self.per_vertex(ty, n, |t, v| t.load_input_block(var, Some(v), block));
        }
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
            let place = ElementPlace {
                vertex,
                ..ElementPlace::of(e)
            };
            let v = self.load_input(place, *m)?;
            let field = self.field(ty, k as u32);
            whole = self.emit(|fb| fb.insert_value(whole, v, &[field]));
        }
        Ok(whole)
    }

    /// An array (of SPIR-V type `ty`) of `n` values, one per vertex, each made by
    /// `each` from the vertex's index.
    fn per_vertex(
        &mut self,
        ty: Word,
        n: u64,
        mut each: impl FnMut(&mut Self, Value) -> R<Value>,
    ) -> R<Value> {
        let ir = self.ir_type(ty)?;
        let mut whole = self.b.undef(ir);
        for v in 0..n {
            let at = self.i32_const(i128::from(v));
            let one = each(self, at)?;
            whole = self.emit(|fb| fb.insert_value(whole, one, &[v as u32]));
        }
        Ok(whole)
    }

    /// DXC's interpolation mode for an element: none at the input assembler and the
    /// render targets; otherwise the decorated mode (`PerPrimitiveEXT`: constant), or
    /// linear for floats and constant for integers; `SV_Position` is never
    /// perspective-corrected.
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
        // A mesh shader's per-primitive attribute is the same for the whole primitive.
        if has(Decoration::Flat)
            || has(Decoration::PerPrimitiveEXT)
            || !matches!(scalar, SpvType::Float(_))
        {
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

    /// A pointer to row `row` (of an array element) of output `e` (of control point
    /// `vertex`, for a hull shader's per-vertex output).
    fn io_row_ptr(&mut self, e: &IoElement, vertex: Option<Value>, row: Option<u32>) -> R<Value> {
        let Some(base) = e.ptr else {
            return Err(SpirvError::Unsupported {
                what: "an input as memory".into(),
                at: SpirvLocation::default(),
            });
        };
        let memory = self.memory_type(e.var_ty, MatrixLayout::default())?;
        let mut path = vec![self.i32_const(0)];
        let mut ty = e.var_ty;
        if let (Some(_), Some(v), SpvType::Array(one, _)) =
            (e.vertices, vertex, self.info.ty(ty)?.clone())
        {
            path.push(v);
            ty = one;
        }
        if let Some(k) = e.member {
            let field = self.field(ty, k);
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

    /// The elements of signature `sig`, in order (their ids there): the tessellation
    /// factors first among the patch constants, as HLSL declares them.
    pub(super) fn io_ids(&self, sig: Sig) -> Vec<usize> {
        let mut ids: Vec<usize> = (0..self.io.len())
            .filter(|k| self.io[*k].sig() == sig)
            .collect();
        ids.sort_by_key(|&k| !matches!(self.io[k].kind, TESS_FACTOR | INSIDE_TESS_FACTOR));
        ids
    }

    /// Gives elements that share a semantic written without an index (glslang splits
    /// `float4 f[7] : F` into seven variables, each `F`, at consecutive locations)
    /// the indices 0, 1, ... in location order, as DXC numbers the array's rows.
    fn number_repeated_semantics(&mut self) {
        for sig in [Sig::Input, Sig::Output, Sig::Patch] {
            let mut by_name: std::collections::BTreeMap<String, Vec<usize>> = Default::default();
            for k in self.io_ids(sig) {
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
        let mut zeroed = FxHashSet::default();
        let outputs: Vec<usize> = (0..self.io.len()).filter(|k| self.io[*k].output).collect();
        for k in outputs {
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

    /// The element an access chain `rest` reaches from `base` (a block of elements or
    /// an element): the vertex of a per-vertex element first (a mesh shader's
    /// primitive, for a per-primitive one), then a block's member by constant index,
    /// then an array row and a vector component, each by any index.
    pub(super) fn element_chain(
        &mut self,
        frame: &Frame,
        base: Val,
        rest: &[Word],
        i: &Inst,
    ) -> R<Val> {
        let at = i.result_id.unwrap_or(0);
        let mut rest = rest.iter();
        let mut place = match base {
            Val::ElementBlock(var, mut vertex) => {
                if vertex.is_none() && self.block_is_per_vertex(var) {
                    let Some(&v) = rest.next() else {
                        return Ok(base);
                    };
                    let v = self.value(frame, v, at)?;
                    vertex = Some(self.index(v));
                }
                let Some(member) = rest.next() else {
                    return Ok(Val::ElementBlock(var, vertex));
                };
                let member = self.info.const_u64(*member).ok_or_else(|| {
                    self.unsupported("an input block's member by a run-time index".into(), i)
                })?;
                let Some(k) = self.member_element(var, member as u32) else {
                    // `gl_PointSize`, in no signature: Direct3D's points are one pixel.
                    let ty = self.block_type(var);
                    if let Some(Operand::BuiltIn(BuiltIn::PointSize)) = ty
                        .and_then(|t| self.info.member_decorations.get(&(t, member as u32)))
                        .and_then(|ds| ds.iter().find(|(d, _)| *d == Decoration::BuiltIn))
                        .and_then(|(_, ops)| ops.first())
                    {
                        return Ok(Val::Builtin(BuiltIn::PointSize, None));
                    }
                    return Err(self.unsupported(format!("member {member} of this block"), i));
                };
                ElementPlace {
                    vertex,
                    ..ElementPlace::of(k)
                }
            }
            Val::Element(place) => place,
            _ => return Err(self.unsupported("an access chain into this input".into(), i)),
        };
        let k = place.element;
        if place.vertex.is_none() && self.io[k].vertices.is_some() {
            let Some(&v) = rest.next() else {
                return Ok(Val::Element(place));
            };
            let v = self.value(frame, v, at)?;
            place.vertex = Some(self.index(v));
        }
        // A clip or cull distance: the array's element is a column of one of the
        // elements the distances are.
        if let (Some(_), None) = (self.io[k].columns_of, place.comp) {
            if let Some(&index) = rest.next() {
                let c = self.info.const_u64(index).ok_or_else(|| {
                    self.unsupported("a clip or cull distance at a run-time index".into(), i)
                })? as u32;
                let e = &self.io[k];
                let (var, member) = (e.var, e.member);
                let element = (0..self.io.len())
                    .find(|&x| {
                        let o = &self.io[x];
                        o.var == var
                            && o.member == member
                            && o.columns_of.is_some_and(|(f, n)| (f..f + n).contains(&c))
                    })
                    .ok_or_else(|| self.unsupported(format!("distance {c}"), i))?;
                let first = self.io[element].columns_of.map_or(0, |(f, _)| f);
                place.element = element;
                place.comp = Some(self.i32_const(i128::from(c - first)));
            }
            return Ok(Val::Element(place));
        }
        let dims = self.io[k].dims.clone();
        let mut rest = rest.as_slice().iter();
        if place.row.is_none() && !dims.is_empty() {
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
            place.row = r;
        }
        for &index in rest {
            let v = self.value(frame, index, at)?;
            let v = self.index(v);
            if place.comp.is_none() && self.io[k].cols > 1 {
                place.comp = Some(v);
            } else {
                return Err(self.unsupported("an access chain this deep into an input".into(), i));
            }
        }
        Ok(Val::Element(place))
    }

    /// The block type of block variable `var` (of one vertex's, per vertex).
    fn block_type(&self, var: Word) -> Option<Word> {
        let (_, ptr_ty, _) = self.info.globals.iter().find(|(id, ..)| *id == var)?;
        let SpvType::Pointer(_, mut ty) = self.info.ty(*ptr_ty).ok()?.clone() else {
            return None;
        };
        if let (true, Ok(SpvType::Array(one, _))) =
            (self.block_is_per_vertex(var), self.info.ty(ty))
        {
            ty = *one;
        }
        Some(ty)
    }

    /// Whether block variable `var` is per vertex (or primitive).
    fn block_is_per_vertex(&self, var: Word) -> bool {
        self.io.iter().any(|e| e.var == var && e.vertices.is_some())
    }

    /// Reads input `place` as a value of SPIR-V type `ty`: `llvm.dx.load.input` per
    /// row, at the component's column where it is a constant; a per-vertex input read
    /// for every vertex at once (`ty` an array) is each vertex's.
    pub(super) fn load_input(&mut self, place: ElementPlace, ty: Word) -> R<Value> {
        self.read_input(place, ty, InputRead::Load)
    }

    /// GLSL.std.450's `InterpolateAtCentroid` (76), `InterpolateAtSample` (77) and
    /// `InterpolateAtOffset` (78) of a pixel shader input: DXIL's `EvalCentroid`,
    /// `EvalSampleIndex` and `EvalSnapped` (its offset in sixteenths of a pixel, rounded
    /// to the nearest, as HLSL's `EvaluateAttributeSnapped` takes it).
    pub(super) fn interpolate_at(&mut self, frame: &Frame, i: &Inst, number: u32) -> R<()> {
        if self.stage != Stage::Pixel {
            return Err(self.unsupported("interpolation outside a fragment shader".into(), i));
        }
        let ptr = self.id(i, 2)?;
        let Some(Val::Element(place)) = self.val(frame, ptr) else {
            return Err(self.unsupported(
                "interpolating something other than a fragment shader input".into(),
                i,
            ));
        };
        let ty = i
            .result_type
            .ok_or_else(|| self.invalid("an interpolation without a type".into(), i))?;
        let how = match number {
            76 => InputRead::Centroid,
            77 => InputRead::Sample(self.operand(frame, i, 3)?),
            _ if self.constant_offset(self.id(i, 3)?).is_some() => {
                let [x, y] = self.constant_offset(self.id(i, 3)?).unwrap_or_default();
                let sixteenths =
                    |v: f32| i128::from(((v * 16.0).round_ties_even() as i32).clamp(-8, 7));
                InputRead::Snapped(self.i32_const(sixteenths(x)), self.i32_const(sixteenths(y)))
            }
            _ => {
                let offset = self.operand(frame, i, 3)?;
                let f32t = self.b.float_type(dxil_ir::FloatKind::Float);
                let i32t = self.b.int_type(32);
                let sixteen = self.b.const_float(f32t, 16.0);
                let mut lanes = [offset; 2];
                for (k, lane) in lanes.iter_mut().enumerate() {
                    let idx = self.i32_const(k as i128);
                    let x = self.emit(|fb| fb.extract_element(offset, idx));
                    let x = self.emit(|fb| fb.binary(dxil_ir::BinOp::FMul, x, sixteen));
                    let x = self.call("llvm.roundeven", &[f32t], f32t, &[x]);
                    *lane = self.emit(|fb| fb.cast(dxil_ir::CastOp::FPToSI, x, i32t));
                }
                InputRead::Snapped(lanes[0], lanes[1])
            }
        };
        let v = self.read_input(place, ty, how)?;
        self.set(frame, i, v);
        Ok(())
    }

    /// The two floats of constant vector `id`, if it is one.
    fn constant_offset(&self, id: Word) -> Option<[f32; 2]> {
        let lane = |c: &Word| match self.info.constants.get(c)? {
            (_, SpvConst::Scalar(bits)) => Some(f32::from_bits(*bits as u32)),
            (_, SpvConst::Null) => Some(0.0),
            _ => None,
        };
        match self.info.constants.get(&id)? {
            (_, SpvConst::Composite(parts)) if parts.len() == 2 => {
                Some([lane(&parts[0])?, lane(&parts[1])?])
            }
            (_, SpvConst::Null) => Some([0.0; 2]),
            _ => None,
        }
    }

    /// Reads input `place` as a value of SPIR-V type `ty`, loaded or evaluated as
    /// `how` says (see [`Translator::load_input`]).
    fn read_input(&mut self, place: ElementPlace, ty: Word, how: InputRead) -> R<Value> {
        let ElementPlace {
            element: k,
            vertex,
            row,
            comp,
        } = place;
        let e = self.io[k].clone();
        if let (None, Some(n)) = (vertex, e.vertices) {
            let SpvType::Array(one, _) = self.info.ty(ty)?.clone() else {
                return Err(SpirvError::Unsupported {
                    what: "reading a per-vertex input as this type".into(),
                    at: self.info.location(Some(e.var), None),
                });
            };
            return self.per_vertex(ty, u64::from(n), |t, v| {
                let place = ElementPlace {
                    vertex: Some(v),
                    ..place
                };
                t.read_input(place, one, how)
            });
        }
        let id = self
            .io_ids(e.sig())
            .iter()
            .position(|&x| x == k)
            .unwrap_or(0);
        let (row_ty, boolean) = self.io_row_type(&e)?;
        let i32t = self.b.int_type(32);
        let i8t = self.b.int_type(8);
        let vertex = vertex.unwrap_or_else(|| self.b.poison(i32t));
        // A domain shader's patch constants: `load.patch.constant(id, row, column)`;
        // evaluations: the operation's operands after the element's.
        let (intrinsic, extra): (_, &[Value]) = match how {
            _ if e.patch => ("llvm.dx.load.patch.constant", &[]),
            InputRead::Load => ("llvm.dx.load.input", &[vertex]),
            InputRead::Centroid => ("llvm.dx.eval.centroid", &[]),
            InputRead::Sample(s) => ("llvm.dx.eval.sample.index", &[s]),
            InputRead::Snapped(x, y) => ("llvm.dx.eval.snapped", &[x, y]),
        };
        let extra = extra.to_vec();
        let read = |t: &mut Self, row: Value, comp: Option<Value>| -> Value {
            let column = comp.and_then(|c| t.b.module().const_int(c));
            let (load_ty, col) = match column {
                Some(c) => (t.b.module().types.scalar_of(row_ty), c),
                None => (row_ty, 0),
            };
            let mut args = vec![
                t.b.const_int(i32t, id as i128),
                row,
                t.b.const_int(i8t, col),
            ];
            args.extend_from_slice(&extra);
            let mut v = t.call(intrinsic, &[load_ty], load_ty, &args);
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

    /// Stores every output (of geometry stream `stream`, where given) from its variable
    /// (in the current block, where the entry returns or emits a vertex); a hull
    /// shader's those of its control point.
    pub(super) fn store_outputs(&mut self, stream: Option<u32>) -> R<()> {
        let i32t = self.b.int_type(32);
        let vertex = (self.stage == Stage::Hull)
            .then(|| self.call("llvm.dx.output.control.point.id", &[], i32t, &[]));
        self.store_signature(Sig::Output, "llvm.dx.store.output", stream, vertex)
    }

    /// The pixel's integer position (`int2(SV_Position.xy)`) a pixel shader's subpass
    /// input is read at: from its `FragCoord` input, else from an `SV_Position` input
    /// declared for it.
    pub(super) fn pixel_position(&mut self, i: &Inst) -> R<Value> {
        if self.stage != Stage::Pixel {
            return Err(self.unsupported("a subpass input outside a fragment shader".into(), i));
        }
        let k = match (0..self.io.len()).find(|&k| !self.io[k].output && self.io[k].kind == 3) {
            Some(k) => k,
            None => {
                let mut e = synthetic_element("SV_Position", 3, 9, 1, false, false);
                e.cols = 4;
                e.interpolation = NOPERSPECTIVE;
                self.io.push(e);
                self.io.len() - 1
            }
        };
        let id = self
            .io_ids(Sig::Input)
            .iter()
            .position(|&x| x == k)
            .unwrap_or(0);
        let f32t = self.b.float_type(dxil_ir::FloatKind::Float);
        let i32t = self.b.int_type(32);
        let i8t = self.b.int_type(8);
        let v2 = self.b.vector_type(i32t, 2);
        let mut xy = self.b.undef(v2);
        for c in 0..2 {
            let args = [
                self.b.const_int(i32t, id as i128),
                self.b.const_int(i32t, 0),
                self.b.const_int(i8t, c),
                self.b.poison(i32t),
            ];
            let f = self.call("llvm.dx.load.input", &[f32t], f32t, &args);
            let n = self.emit(|fb| fb.cast(dxil_ir::CastOp::FPToSI, f, i32t));
            let at = self.i32_const(c);
            xy = self.emit(|fb| fb.insert_element(xy, n, at));
        }
        Ok(xy)
    }

    /// Position `v` (a `float4`, or its component `column`) with its Y negated where the
    /// options ask ([`crate::SpirvOptions::flip_y`]).
    pub(super) fn flipped_position(&mut self, v: Value, column: Option<i128>) -> Value {
        if !self.flip_y {
            return v;
        }
        match column {
            Some(1) => self.emit(|fb| fb.fneg(v)),
            Some(_) => v,
            None => {
                let at = self.i32_const(1);
                let y = self.emit(|fb| fb.extract_element(v, at));
                let minus = self.emit(|fb| fb.fneg(y));
                self.emit(|fb| fb.insert_element(v, minus, at))
            }
        }
    }

    /// Declares the primitive id a geometry shader reads (with an operation, not from
    /// the signature) in its inputs, as DXC does (unallocated, after the others).
    pub(super) fn add_primitive_id_input(&mut self, interface: &[Word]) {
        let reads = interface.iter().any(|&v| {
            matches!(
                self.info.decoration(v, Decoration::BuiltIn),
                Some([Operand::BuiltIn(BuiltIn::PrimitiveId), ..])
            ) && self
                .info
                .globals
                .iter()
                .any(|(id, _, sc)| *id == v && *sc == StorageClass::Input)
        });
        if reads {
            self.io
                .push(synthetic_element("SV_PrimitiveID", 10, 5, 1, false, false));
        }
    }

    /// Declares the tessellation factors of the domain a hull shader (or a domain
    /// shader) has no variable for: Direct3D needs them in the patch constants (a hull
    /// shader stores them as 0, a domain shader does not read them).
    pub(super) fn add_missing_tess_factors(&mut self) {
        let wanted: &[(u8, &str, u32)] = match self.tess_domain {
            Some("tri") => &[
                (TESS_FACTOR, "SV_TessFactor", 3),
                (INSIDE_TESS_FACTOR, "SV_InsideTessFactor", 1),
            ],
            Some("quad") => &[
                (TESS_FACTOR, "SV_TessFactor", 4),
                (INSIDE_TESS_FACTOR, "SV_InsideTessFactor", 2),
            ],
            _ => &[(TESS_FACTOR, "SV_TessFactor", 2)],
        };
        for &(kind, name, rows) in wanted {
            if self.io.iter().any(|e| e.kind == kind) {
                continue;
            }
            let output = self.stage == Stage::Hull;
            self.io
                .push(synthetic_element(name, kind, 9, rows, output, true));
        }
    }

    /// Stores a hull shader's patch constants from their variables (in the current
    /// block).
    pub(super) fn store_patch_constants(&mut self) -> R<()> {
        self.store_signature(Sig::Patch, "llvm.dx.store.patch.constant", None, None)
    }

    /// Stores the elements of `sig` (of `stream`, where given; of control point
    /// `vertex`, for per-vertex ones) with `intrinsic` (`(id, row, column, value)`).
    fn store_signature(
        &mut self,
        sig: Sig,
        intrinsic: &str,
        stream: Option<u32>,
        vertex: Option<Value>,
    ) -> R<()> {
        let void = self.b.void_type();
        for (id, k) in self.io_ids(sig).into_iter().enumerate() {
            let e = self.io[k].clone();
            if stream.is_some_and(|s| s != e.stream) {
                continue;
            }
            if e.ptr.is_none() {
                // A tessellation factor the shader does not set: 0 (the patch is
                // culled, as an unwritten factor leaves it in Vulkan).
                let f32t = self.b.float_type(dxil_ir::FloatKind::Float);
                let zero = self.b.zero(f32t);
                for r in 0..e.rows() as usize {
                    let [element, at_row, column] = self.io_position(id, r);
                    self.call(intrinsic, &[f32t], void, &[element, at_row, column, zero]);
                }
                continue;
            }
            if let Some((first, count)) = e.columns_of {
                // The array's elements as the element's columns.
                let whole = IoElement {
                    dims: vec![first + count],
                    ..e.clone()
                };
                let mut lanes = Vec::new();
                for c in first..first + count {
                    let p = self.io_row_ptr(&whole, vertex, Some(c))?;
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
                self.call(intrinsic, &[ty], void, &[element, at_row, column, v]);
                continue;
            }
            let (ty, boolean) = self.io_row_type(&e)?;
            let rows = io_rows(&e);
            for (r, row) in rows.into_iter().enumerate() {
                let p = self.io_row_ptr(&e, vertex, row)?;
                let mut v = self.load_value(p, e.row_ty)?;
                if boolean {
                    v = self.emit(|fb| fb.cast(dxil_ir::CastOp::ZExt, v, ty));
                }
                if sig == Sig::Output && e.kind == 3 {
                    v = self.flipped_position(v, None);
                }
                let [element, at_row, column] = self.io_position(id, r);
                let args = [element, at_row, column, v];
                self.call(intrinsic, &[ty], void, &args);
            }
        }
        Ok(())
    }

    /// Fills a hull shader's per-vertex output variables the code reads with what
    /// every control point output (`llvm.dx.load.output.control.point`), for its patch
    /// constant function (in the current block).
    pub(super) fn load_output_control_points(&mut self) -> R<()> {
        let read: Vec<Word> = self
            .io
            .iter()
            .filter(|e| e.output && e.vertices.is_some())
            .map(|e| e.var)
            .filter(|v| self.reads_variable(*v))
            .collect();
        for (id, k) in self.io_ids(Sig::Output).into_iter().enumerate() {
            let e = self.io[k].clone();
            let (Some(n), true) = (e.vertices, read.contains(&e.var)) else {
                continue;
            };
            if e.columns_of.is_some() {
                return Err(SpirvError::Unsupported {
                    what: format!("reading the {} of other control points", e.name),
                    at: self.info.location(Some(e.var), None),
                });
            }
            let (ty, boolean) = self.io_row_type(&e)?;
            for cp in 0..n {
                let vertex = self.i32_const(i128::from(cp));
                for (r, row) in io_rows(&e).into_iter().enumerate() {
                    let [element, at_row, column] = self.io_position(id, r);
                    let args = [element, at_row, column, vertex];
                    let mut v = self.call("llvm.dx.load.output.control.point", &[ty], ty, &args);
                    if boolean {
                        let zero = self.b.zero(ty);
                        v = self.emit(|fb| fb.icmp(IntPredicate::Ne, v, zero));
                    }
                    let p = self.io_row_ptr(&e, Some(vertex), row)?;
                    self.store_value(v, p, e.row_ty)?;
                }
            }
        }
        Ok(())
    }

    /// Whether the code loads from variable `var` (or a part of it, or passes it to a
    /// function).
    fn reads_variable(&self, var: Word) -> bool {
        let mut reach = FxHashSet::default();
        reach.insert(var);
        for f in self.info.functions.values() {
            for i in f.blocks.iter().flat_map(|b| b.instructions()) {
                let op = i.class.opcode;
                let first = i.operands.first().copied();
                match op {
                    Op::AccessChain | Op::InBoundsAccessChain | Op::PtrAccessChain
                        if first.is_some_and(|b| reach.contains(&b)) =>
                    {
                        reach.extend(i.result_id);
                    }
                    Op::Load | Op::FunctionCall if i.id_operands().any(|x| reach.contains(&x)) => {
                        return true
                    }
                    Op::CopyMemory if i.operands.get(1).is_some_and(|x| reach.contains(x)) => {
                        return true
                    }
                    _ => {}
                }
            }
        }
        false
    }

    /// `!dx.semantic.signatures` for vertex or pixel entry `main`, and
    /// `!dx.stage.signatures` (with the patch constants) for the other stages.
    pub(super) fn write_signatures(&mut self, main: Value) {
        let i32t = self.b.int_type(32);
        let i8t = self.b.int_type(8);
        let mut lists = Vec::new();
        for sig in [Sig::Input, Sig::Output, Sig::Patch] {
            let mut elements = Vec::new();
            for (id, k) in self.io_ids(sig).into_iter().enumerate() {
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
                    int(i32t, i128::from(e.stream)),
                ];
                let mut fields = fields.to_vec();
                fields[1] = Some(self.b.md_string(&e.name));
                fields[4] = Some(self.b.md_node(&indices));
                elements.push(Some(self.b.md_node(&fields)));
            }
            lists.push(Some(self.b.md_node(&elements)));
        }
        let entry = Some(self.b.md_value(main));
        if matches!(self.stage, Stage::Vertex | Stage::Pixel) {
            let triple = self.b.md_node(&[entry, lists[0], lists[1]]);
            self.b.named_metadata("dx.semantic.signatures", &[triple]);
        } else {
            let record = self.b.md_node(&[entry, lists[0], lists[1], lists[2]]);
            self.b.named_metadata("dx.stage.signatures", &[record]);
        }
    }

    /// A geometry shader's `EmitVertex` (`emit` true: its outputs stored, then
    /// `llvm.dx.emit.stream`) or `EndPrimitive` (`llvm.dx.cut.stream`) on `stream`.
    pub(super) fn emit_or_cut(&mut self, emit: bool, stream: u32) -> R<()> {
        if emit {
            self.store_outputs(Some(stream))?;
        }
        let void = self.b.void_type();
        let i8t = self.b.int_type(8);
        let s = self.b.const_int(i8t, i128::from(stream));
        let name = if emit {
            "llvm.dx.emit.stream"
        } else {
            "llvm.dx.cut.stream"
        };
        self.call(name, &[], void, &[s]);
        Ok(())
    }

    /// A domain shader's `TessCoord` (component `comp`, or the vector of type `ty`):
    /// `llvm.dx.domain.location(i8 component)` per component the domain has.
    pub(super) fn domain_location(&mut self, comp: Option<u32>, ty: Type) -> R<Value> {
        let f32t = self.b.float_type(dxil_ir::FloatKind::Float);
        let i8t = self.b.int_type(8);
        // A quad's and an isoline's third coordinate is 0 (DXIL has two).
        let dims = if self.tess_domain == Some("tri") {
            3
        } else {
            2
        };
        Ok(self.component_or_vector(comp, ty, |t, k| {
            if k >= dims {
                return t.b.zero(f32t);
            }
            let c = t.b.const_int(i8t, i128::from(k));
            t.call("llvm.dx.domain.location", &[], f32t, &[c])
        }))
    }
}

/// The signature an element is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Sig {
    /// The inputs (per vertex for geometry, hull and domain shaders).
    Input,
    /// The outputs (a hull shader's per control point).
    Output,
    /// The patch constants: a hull shader's outputs, a domain shader's inputs.
    Patch,
}

/// An element with no variable: `name` of DXIL semantic kind `kind`, component type
/// `component_type`, one column, `rows` rows.
fn synthetic_element(
    name: &str,
    kind: u8,
    component_type: u8,
    rows: u32,
    output: bool,
    patch: bool,
) -> IoElement {
    IoElement {
        var: 0,
        output,
        ptr: None,
        var_ty: 0,
        vertices: None,
        patch,
        stream: 0,
        member: None,
        row_ty: 0,
        dims: if rows > 1 { vec![rows] } else { Vec::new() },
        name: name.into(),
        index: 0,
        location: 0,
        unindexed_semantic: false,
        columns_of: None,
        kind,
        component_type,
        interpolation: UNDEFINED,
        cols: 1,
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
    /// The signature it is in.
    pub fn sig(&self) -> Sig {
        match (self.patch, self.output) {
            (true, _) => Sig::Patch,
            (false, true) => Sig::Output,
            (false, false) => Sig::Input,
        }
    }

    /// Its rows: one per element of its arrays.
    pub fn rows(&self) -> u32 {
        self.dims.iter().product()
    }

    /// The index of row `r` in each array around it, outermost first.
    pub(super) fn row_path(&self, mut r: u32) -> Vec<u32> {
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
    for (mode, _) in crate::tessellation::entry_modes(info.module, entry) {
        early |= mode == M::EarlyFragmentTests;
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

    /// Refuses a derivative (or implicit-level sampling) `i` where Direct3D takes none
    /// the same way: pixel shaders take them; compute, mesh and amplification shaders
    /// (shader model 6.6) only where SPIR-V's quads are Direct3D's, which follow the
    /// group's shape: 2x2 in X and Y when X and Y are even (SPIR-V's
    /// `DerivativeGroupQuadsKHR`), else 4 threads in a row when X is a multiple of 4
    /// and Y and Z are 1 (`DerivativeGroupLinearKHR`).
    pub(super) fn check_derivative_quads(&self, i: &Inst) -> R<()> {
        if self.stage == Stage::Pixel {
            return Ok(());
        }
        if !self.stage.has_thread_groups() {
            return Err(
                self.unsupported(format!("{} outside a fragment shader", i.class.opname), i)
            );
        }
        let [x, y, z] = self.local_size;
        let modes = crate::tessellation::entry_modes(self.info.module, self.entry_fn);
        let has = |m: ExecutionMode| modes.iter().any(|(k, _)| *k == m);
        let quads_2d = x % 2 == 0 && y % 2 == 0 && !(y == 1 && z == 1 && x % 4 == 0);
        let rows_1d = x % 4 == 0 && y == 1 && z == 1;
        let why = if has(ExecutionMode::DerivativeGroupQuadsNV) && !quads_2d {
            "2x2 quads (DerivativeGroupQuads) in a group Direct3D makes no such quads of (its 2x2 quads need X and Y even, and not a single row)"
        } else if has(ExecutionMode::DerivativeGroupLinearNV) && !rows_1d {
            "quads of 4 threads in a row (DerivativeGroupLinear) in a group Direct3D makes 2x2 quads of, or none (its quads are 4 in a row only in a group of one row, X a multiple of 4)"
        } else if has(ExecutionMode::DerivativeGroupQuadsNV)
            || has(ExecutionMode::DerivativeGroupLinearNV)
        {
            return Ok(());
        } else {
            "a derivative group not declared (DerivativeGroupQuads or DerivativeGroupLinear)"
        };
        Err(self.unsupported(
            format!("{} with {why}: thread group {x}x{y}x{z}", i.class.opname),
            i,
        ))
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

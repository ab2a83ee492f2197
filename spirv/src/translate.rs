//! A SPIR-V compute entry point as one `dxil-ir` function in the form clang writes for
//! HLSL: resources from `llvm.dx.resource.handlefrombinding`, buffer elements through
//! `llvm.dx.resource.getpointer`, typed buffers through `load.typedbuffer` /
//! `store.typedbuffer`, built-ins from `llvm.dx.thread.id` and its siblings, groupshared
//! memory in `addrspace(3)`, and the entry's `"hlsl.shader"` / `"hlsl.numthreads"`
//! attributes. Every function the entry calls is inlined as it is translated (SPIR-V
//! has no recursion), so the lowering sees one function, as clang's always-inlined HLSL.

use crate::binding_map::{BindingMap, BoundResource, D3dBinding, ResourceClass};
use crate::cbuffer::{cb_size, CBuffer, CbLayout, CbLayouts, LayoutBuilder};
use crate::error::{SpirvError, SpirvLocation};
use crate::function_code::{Function, Inst};
use crate::glsl_std_450;
use crate::layout::{align_of, size_of, CLANG_DATALAYOUT};
use crate::matrix_layout::{major_vectors, MajorVectors, MatrixLayout};
use crate::module_info::{ModuleInfo, SpvConst, SpvType};
use dxil_ir::builder::{FunctionBuilder, ModuleBuilder};
use dxil_ir::intrinsic_name::overloaded_name;
use dxil_ir::{
    Attribute, BinOp, Block, CastOp, ConstData, FloatKind, FloatPredicate, FuncId, InstKind,
    IntPredicate, Linkage, Type, TypeData, UnnamedAddr, Value,
};
use matrix_memory::{MatrixColumn, VectorStep};
use rspirv::dr::Operand;
use rspirv::spirv::{self, BuiltIn, Decoration, ExecutionModel, Op, StorageClass, Word};
use rustc_hash::{FxHashMap, FxHashSet};
use stage_io::Stage;

mod atomics;
mod bitfields;
mod dead_reads;
mod images;
mod local_values;
mod matrices;
mod matrix_memory;
mod mesh;
mod packing;
mod ray_query;
mod reached_globals;
mod resource_variables;
mod stage_io;
mod stage_state;
mod tessellation_split;

/// What the translation is asked for.
#[derive(Clone, Debug)]
pub struct Request<'a> {
    /// The entry point's name; `None` takes the only compute entry.
    pub entry: Option<&'a str>,
    /// The shader model (6, minor).
    pub shader_model: (u32, u32),
    /// Where resources are bound.
    pub bindings: &'a BindingMap,
    /// What a tessellation entry takes from the other tessellation stage.
    pub tessellation: &'a crate::tessellation::TessellationOptions,
    /// Negate the Y of an output position ([`crate::SpirvOptions::flip_y`]).
    pub flip_y: bool,
}

/// A resource the entry can reach.
#[derive(Clone, Debug)]
struct Resource {
    /// The handle, made in the entry block.
    handle: Value,
    /// The handle's type.
    handle_ty: Type,
    kind: ResourceKind,
}

#[derive(Clone, Debug)]
enum ResourceKind {
    /// A structured buffer: the SPIR-V element type.
    Structured {
        element: Word,
        /// The layout of its matrices (the runtime array's member decorations).
        matrices: MatrixLayout,
    },
    /// A typed buffer (`OpTypeImage` of `Buffer` dimension): the IR element type.
    Typed { element: Type },
    /// A ray tracing acceleration structure (see `ray_query.rs`).
    AccelerationStructure,
    /// A texture (`OpTypeImage` of another dimension): the IR texel type, the shape.
    Texture {
        element: Type,
        shape: images::TextureShape,
    },
    /// A sampler (`OpTypeSampler`).
    Sampler,
}

/// What a SPIR-V id stands for during translation.
#[derive(Clone, Copy, Debug)]
enum Val {
    /// An SSA value.
    Value(Value),
    /// A pointer into memory the IR addresses (local, private, groupshared, or a buffer
    /// element): the IR pointer and the SPIR-V pointee type.
    Ptr(Value, Word),
    /// A structured buffer's block variable (resource index).
    BufferBlock(usize),
    /// Its runtime array.
    BufferArray(usize),
    /// An input built-in, whole or one component.
    Builtin(BuiltIn, Option<u32>),
    /// An image or acceleration-structure variable, or one loaded (resource index).
    Image(usize),
    /// An array of images (index into the image arrays).
    ImageArray(usize),
    /// An array of storage or uniform blocks (index into the block arrays).
    BlockArray(usize),
    /// A sampled image: its image's and its sampler's resource indices.
    Sampled(usize, usize),
    /// A uniform block variable (index into the cbuffers).
    CBuffer(usize),
    /// A pointer into a cbuffer member (its layout), the SPIR-V pointee type and the
    /// layout of the matrices there.
    CbPtr(Value, Word, MatrixLayout),
    /// A column of a row-major matrix in memory (its lanes a row apart).
    Column(MatrixColumn),
    /// A UAV counter block (`DecorateId CounterBuffer` ties it to the structured
    /// buffer of this resource index), and its one member.
    Counter(usize),
    /// The counter itself.
    CounterPtr(usize),
    /// A variable holding a resource (see `resource_variables.rs`): its id.
    Slot(Word),
    /// A ray query variable: the `i32` of its allocation (see `ray_query.rs`).
    RayQuery(Value),
    /// A signature element of a graphics shader read or written where the code
    /// accesses it (an input, a mesh shader's output; see `stage_io.rs`): its element,
    /// and the vertex, array row and vector component an access chain picked.
    Element(stage_io::ElementPlace),
    /// A block variable of such elements (its members), and the vertex an access chain
    /// picked of a per-vertex block.
    ElementBlock(Word, Option<Value>),
    /// A mesh shader's primitive indices, and the primitive an access chain picked.
    MeshIndices(Option<Value>),
}

/// The first shader model with mesh and amplification shaders.
pub const MESH_SHADER_MODEL: (u32, u32) = (6, 5);

/// The first shader model with inline ray tracing (`RayQuery`); a module using it is
/// translated for that model at least (the triple says which).
pub const RAY_QUERY_SHADER_MODEL: (u32, u32) = (6, 5);

/// The first shader model with native 16-bit types; a module declaring them is
/// translated for that model at least.
pub const NATIVE_16BIT_SHADER_MODEL: (u32, u32) = (6, 2);

/// Whether the module declares 16-bit scalar types (`Float16`, `Int16`, or 16-bit
/// storage): they stay 16-bit in DXIL, as HLSL's `-enable-16bit-types` keeps them.
fn uses_16bit_types(info: &ModuleInfo) -> bool {
    use spirv::Capability::*;
    info.module.capabilities.iter().any(|i| {
        matches!(
            i.operands.first(),
            Some(Operand::Capability(
                Float16
                    | Int16
                    | StorageBuffer16BitAccess
                    | UniformAndStorageBuffer16BitAccess
                    | StoragePushConstant16
            ))
        )
    })
}

/// `!{i32 1, !"dx.nativelowprec", i32 1}`, the module flag clang writes for
/// `-enable-16bit-types` (native 16-bit types rather than minimum precision).
fn native_16bit_flag(b: &mut ModuleBuilder) -> dxil_ir::metadata::Md {
    let i32t = b.int_type(32);
    let one = b.const_int(i32t, 1);
    let one = b.md_value(one);
    let name = b.md_string("dx.nativelowprec");
    b.md_node(&[Some(one), Some(name), Some(one)])
}

/// Translates the entry of `info`'s module asked for by `req`.
pub fn translate(info: &ModuleInfo, req: &Request) -> Result<crate::Translation, SpirvError> {
    let (entry_fn, entry_name, interface, stage) = find_entry(info, req)?;
    let mut b = ModuleBuilder::new();
    let mut model = req.shader_model;
    if Translator::uses_ray_queries(info) {
        model = model.max(RAY_QUERY_SHADER_MODEL);
    }
    if uses_16bit_types(info) {
        model = model.max(NATIVE_16BIT_SHADER_MODEL);
    }
    if let Some(needs) = images::comparison_sampling_model(info) {
        model = model.max(needs);
    }
    if matches!(stage, Stage::Mesh | Stage::Amplification) {
        model = model.max(MESH_SHADER_MODEL);
    }
    let (major, minor) = model;
    b.triple(&format!(
        "dxilv1.{minor}-unknown-shadermodel{major}.{minor}-{}",
        stage.name()
    ));
    b.datalayout(CLANG_DATALAYOUT);
    let void = b.void_type();
    let main = b.define(&entry_name, void, &[]);
    let size = if stage.has_thread_groups() {
        let size = local_size(info, entry_fn)?;
        b.set_function_attr(
            main,
            Attribute::string(
                "hlsl.numthreads",
                &format!("{},{},{}", size[0], size[1], size[2]),
            ),
        );
        size
    } else {
        if stage == Stage::Pixel && stage_io::check_fragment_modes(info, entry_fn)? {
            b.set_function_attr(main, Attribute::string("hlsl.earlydepthstencil", ""));
        }
        [1, 1, 1]
    };
    b.set_function_attr(main, Attribute::string("hlsl.shader", stage.name()));
    for flag in ["convergent", "noinline", "nounwind"] {
        b.set_function_attr(main, Attribute::flag(flag));
    }
    let mut t = Translator {
        info,
        b,
        main,
        cur: None,
        entry_block: None,
        types: FxHashMap::default(),
        struct_fields: FxHashMap::default(),
        globals: FxHashMap::default(),
        locals: local_values::LocalValues::for_module(info),
        resources: Vec::new(),
        bindings: req.bindings,
        bound: Vec::new(),
        num_workgroups_global: None,
        names: 0,
        cb_layouts: CbLayouts::default(),
        cbuffers: Vec::new(),
        cbs: Vec::new(),
        matrix_layouts: FxHashMap::default(),
        memory_types: FxHashMap::default(),
        // Saturated: a local size past DXIL's 1024 threads is the validator's error.
        threads: size.iter().fold(1u32, |n, &x| n.saturating_mul(x)),
        local_size: size,
        entry_fn,
        stage,
        io: Vec::new(),
        image_uses: images::image_uses(info),
        raw_blocks: FxHashMap::default(),
        parts: FxHashMap::default(),
        slots: FxHashMap::default(),
        constant_values: FxHashMap::default(),
        constants_in_progress: FxHashSet::default(),
        image_arrays: Vec::new(),
        block_arrays: Vec::new(),
        resource_names: FxHashMap::default(),
        bound_at: FxHashMap::default(),
        tess_domain: None,
        patch_vertices: None,
        flip_y: req.flip_y
            && matches!(
                stage,
                Stage::Vertex | Stage::Domain | Stage::Geometry | Stage::Mesh
            ),
        payload_copy: None,
        mesh_dispatch: None,
        mesh_counts_set: false,
        distance_writes: FxHashMap::default(),
    };
    let entry_block = t.emit(|f| f.block());
    t.entry_block = Some(entry_block);
    t.cur = Some(entry_block);
    let reached = reached_globals::reached_globals(info, entry_fn);
    t.tess_domain = t.tessellation_setup(entry_fn, req.tessellation).domain;
    t.make_globals(&interface, &reached)?;
    for (key, value) in t.stage_attributes(entry_fn, req.tessellation)? {
        if key == "hlsl.inputcontrolpoints" {
            t.patch_vertices = value.parse().ok();
        }
        t.b.set_function_attr(main, Attribute::string(key, &value));
    }
    match stage {
        Stage::Hull | Stage::Domain => t.add_missing_tess_factors(),
        Stage::Geometry => t.add_primitive_id_input(&interface),
        _ => {}
    }
    if !stage.has_thread_groups() {
        t.begin_io()?;
    }
    let body_start = t.emit(|f| f.block());
    t.cur = Some(body_start);
    let mut hull = None;
    let function = info
        .functions
        .get(&entry_fn)
        .ok_or_else(|| SpirvError::Invalid {
            msg: format!("the entry point names %{entry_fn}, which is not a function"),
            at: info.location(Some(entry_fn), None),
        })?;
    if stage.has_thread_groups() {
        // DXIL's mesh shader sets its output counts once; SPIR-V's that never does
        // outputs nothing.
        // Counts that are constants are set here, at the start, whichever branch the
        // code sets them in (GLSL's samples set them in `if (gl_LocalInvocationIndex ==
        // 0)`): DXIL's call must come before every output store.
        if let Some([vertices, primitives]) = (stage == Stage::Mesh)
            .then(|| constant_mesh_output_counts(info))
            .flatten()
        {
            let void = t.b.void_type();
            let (v, p) = (t.i32_const(vertices.into()), t.i32_const(primitives.into()));
            t.call("llvm.dx.set.mesh.output.counts", &[], void, &[v, p]);
            t.mesh_counts_set = true;
        }
        // Likewise an amplification shader dispatches once: none if it never says.
        if stage == Stage::Amplification && !calls_op(info, Op::EmitMeshTasksEXT) {
            t.dispatch_no_mesh();
        }
        t.function(function, Vec::new(), true)?;
        t.finish_mesh_dispatch();
        if stage == Stage::Mesh {
            t.write_signatures(Value::Function(main));
        }
    } else {
        // Every return goes to one block, where the outputs are stored (a geometry
        // shader's where it emits a vertex).
        t.function(function, Vec::new(), false)?;
        // (A geometry shader that emits nothing stores them where it returns, for
        // every output to be written.)
        if stage != Stage::Geometry || !emits_vertices(info) {
            t.store_outputs(None)?;
        }
        if stage == Stage::Hull {
            hull = Some(t.hull_blocks(body_start)?);
        } else {
            t.emit(|f| f.ret(None));
        }
        t.write_signatures(Value::Function(main));
    }
    t.cur = Some(entry_block);
    t.emit(|f| f.br(body_start));
    if let Some(blocks) = hull {
        let points =
            t.io.iter()
                .find_map(|e| e.output.then_some(e.vertices).flatten());
        t.split_hull(
            tessellation_split::HullBlocks {
                entry: entry_block,
                ..blocks
            },
            points.unwrap_or(1),
        )?;
    }
    if !t.cbs.is_empty() {
        let nodes = t.cbs.clone();
        t.b.named_metadata("hlsl.cbs", &nodes);
    }
    if uses_16bit_types(info) {
        let flag = native_16bit_flag(&mut t.b);
        t.b.named_metadata("llvm.module.flags", &[flag]);
    }
    let bindings = std::mem::take(&mut t.bound);
    dead_reads::remove_dead_reads(t.b.module_mut(), main);
    let module = t.b.finish().map_err(|errors| SpirvError::Invalid {
        msg: format!(
            "the translation made invalid IR (a bug of the front end): {}",
            errors
                .iter()
                .map(|e| e.to_string())
                .collect::<Vec<_>>()
                .join("; ")
        ),
        at: SpirvLocation::default(),
    })?;
    Ok(crate::Translation { module, bindings })
}

/// Whether the module's code emits a vertex (a geometry shader's `OpEmitVertex`).
fn emits_vertices(info: &ModuleInfo) -> bool {
    calls_op(info, Op::EmitVertex) || calls_op(info, Op::EmitStreamVertex)
}

/// Whether some function of the module has an `op` instruction.
/// An array of storage blocks: one binding of `size` registers (`u32::MAX` for a
/// runtime array), a handle made per access.
#[derive(Clone, Debug)]
struct BlockArray {
    /// The variable.
    var: Word,
    /// The block type.
    block: Word,
    size: u32,
    /// Uniform blocks: the `dx.CBuffer` handle type (storage blocks: `None`).
    cbuffer: Option<Type>,
    /// Where the variable is declared (for errors about its blocks).
    at: SpirvLocation,
}

/// The largest element of a DXIL structured buffer, in bytes.
const MAX_STRUCTURED_STRIDE: u64 = 2048;

fn calls_op(info: &ModuleInfo, op: Op) -> bool {
    instructions_of(info, op).next().is_some()
}

/// The module's instructions of opcode `op`, in any function.
fn instructions_of<'a>(info: &'a ModuleInfo, op: Op) -> impl Iterator<Item = Inst<'a>> + 'a {
    info.functions
        .values()
        .flat_map(|f| f.blocks.iter().flat_map(|b| b.instructions()))
        .filter(move |i| i.class.opcode == op)
}

/// A mesh shader's output counts when they are known before it runs: zero if it never
/// sets them, the constants its `OpSetMeshOutputsEXT`s set if every one sets the same
/// constants (DXIL sets them once).
fn constant_mesh_output_counts(info: &ModuleInfo) -> Option<[u32; 2]> {
    let mut counts = None;
    for set in instructions_of(info, Op::SetMeshOutputsEXT) {
        let count = |k: usize| {
            let id = set.operands.get(k)?;
            u32::try_from(info.const_u64(*id)?).ok()
        };
        let these = [count(0)?, count(1)?];
        if counts.is_some_and(|c| c != these) {
            return None;
        }
        counts = Some(these);
    }
    Some(counts.unwrap_or([0, 0]))
}

/// The entry function, its name, interface ids and stage.
fn find_entry(
    info: &ModuleInfo,
    req: &Request,
) -> Result<(Word, String, Vec<Word>, Stage), SpirvError> {
    let mut found = Vec::new();
    for e in &info.module.entry_points {
        let (
            Some(Operand::ExecutionModel(model)),
            Some(Operand::IdRef(f)),
            Some(Operand::LiteralString(name)),
        ) = (e.operands.first(), e.operands.get(1), e.operands.get(2))
        else {
            continue;
        };
        let interface: Vec<Word> = e.operands[3..]
            .iter()
            .filter_map(|o| match o {
                Operand::IdRef(w) => Some(*w),
                _ => None,
            })
            .collect();
        found.push((*model, *f, name.clone(), interface));
    }
    let named: Vec<_> = found
        .iter()
        .filter(|(_, _, n, _)| req.entry.is_none_or(|want| want == n))
        .collect();
    let translated: Vec<_> = named
        .iter()
        .filter_map(|(m, f, n, i)| Some((Stage::of(*m)?, *f, n, i)))
        .collect();
    // Without a name: the only compute entry, else the only entry translated.
    let compute: Vec<_> = translated
        .iter()
        .filter(|e| e.0 == Stage::Compute)
        .collect();
    let pick = match (req.entry, compute.as_slice(), translated.as_slice()) {
        (None, [one], _) => Some(**one),
        (_, _, [one]) => Some(*one),
        _ => None,
    };
    let names = |v: &[&(ExecutionModel, Word, String, Vec<Word>)]| {
        v.iter()
            .map(|(m, _, n, _)| format!("{n} ({m:?})"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match (pick, translated.as_slice(), named.as_slice()) {
        (Some((stage, f, n, i)), ..) => Ok((f, n.to_string(), i.to_vec(), stage)),
        (None, [], [(model, _, n, _), ..]) => Err(SpirvError::Unsupported {
            what: format!(
                "entry point '{n}' of execution model {model:?} (compute, vertex, fragment, geometry, tessellation and EXT mesh and task shaders are translated so far)"
            ),
            at: SpirvLocation::default(),
        }),
        (None, [], []) => Err(SpirvError::Entry(match req.entry {
            Some(want) => format!(
                "the module has no entry point named '{want}' (it has: {})",
                found.iter().map(|(_, _, n, _)| n.as_str()).collect::<Vec<_>>().join(", ")
            ),
            None => "the module has no entry point".into(),
        })),
        (None, ..) => Err(SpirvError::Entry(format!(
            "the module has several entry points ({}): name one",
            names(&named)
        ))),
    }
}

/// The entry's `LocalSize` (or `LocalSizeId`).
fn local_size(info: &ModuleInfo, entry: Word) -> Result<[u32; 3], SpirvError> {
    // A constant decorated `BuiltIn WorkgroupSize` wins over the execution modes.
    let workgroup_size = info.constants.iter().find(|(id, _)| {
        matches!(
            info.decoration(**id, Decoration::BuiltIn),
            Some([Operand::BuiltIn(BuiltIn::WorkgroupSize), ..])
        )
    });
    if let Some((_, (_, SpvConst::Composite(parts)))) = workgroup_size {
        let size: Vec<u32> = parts
            .iter()
            .filter_map(|p| info.const_u64(*p).map(|v| v as u32))
            .collect();
        if let [x, y, z] = size[..] {
            return Ok([x, y, z]);
        }
    }
    for m in &info.module.execution_modes {
        let ops = &m.operands;
        if !matches!(ops.first(), Some(Operand::IdRef(f)) if *f == entry) {
            continue;
        }
        let lit = |k: usize| match ops.get(k) {
            Some(Operand::LiteralBit32(v)) => Some(*v),
            Some(Operand::IdRef(id)) => info.const_u64(*id).map(|v| v as u32),
            _ => None,
        };
        if let Some(Operand::ExecutionMode(
            spirv::ExecutionMode::LocalSize | spirv::ExecutionMode::LocalSizeId,
        )) = ops.get(1)
        {
            if let (Some(x), Some(y), Some(z)) = (lit(2), lit(3), lit(4)) {
                return Ok([x, y, z]);
            }
        }
    }
    Err(SpirvError::Invalid {
        msg: "the compute entry point has no LocalSize".into(),
        at: info.location(Some(entry), Some("OpEntryPoint")),
    })
}

struct Translator<'i, 'm> {
    info: &'i ModuleInfo<'m>,
    b: ModuleBuilder,
    main: FuncId,
    cur: Option<Block>,
    entry_block: Option<Block>,
    types: FxHashMap<Word, Type>,
    /// For a struct laid out by `Offset`s: each SPIR-V member's IR field index.
    struct_fields: FxHashMap<Word, Vec<u32>>,
    globals: FxHashMap<Word, Val>,
    /// The values of the ids of the functions being translated.
    locals: local_values::LocalValues<Val>,
    resources: Vec<Resource>,
    bindings: &'i BindingMap,
    /// Every resource bound so far, with its Vulkan binding.
    bound: Vec<BoundResource>,
    /// The member global of the `NumWorkgroups` cbuffer, once made.
    num_workgroups_global: Option<Value>,
    names: u32,
    cb_layouts: CbLayouts,
    cbuffers: Vec<CBuffer>,
    /// The `!hlsl.cbs` nodes, one per cbuffer.
    cbs: Vec<dxil_ir::Md>,
    /// Pointers to memory whose matrices are not packed column-major, with their
    /// layout (see `matrix_memory.rs`).
    matrix_layouts: FxHashMap<Value, MatrixLayout>,
    /// The IR types of SPIR-V types in memory, by the layout of their matrices.
    memory_types: FxHashMap<(Word, MatrixLayout), Type>,
    /// The threads in a group (the product of the local size).
    threads: u32,
    /// The group's local size (1, 1, 1 for stages without groups).
    local_size: [u32; 3],
    /// The entry point's function.
    entry_fn: Word,
    /// The stage translated for.
    stage: Stage,
    /// The tessellator's domain of a hull or domain entry (`tri`, `quad`, `isoline`).
    tess_domain: Option<&'static str>,
    /// The control points of a hull or domain entry's input patches.
    patch_vertices: Option<u32>,
    /// Negate the Y of the position the stage outputs to the rasterizer.
    flip_y: bool,
    /// An amplification shader's payload with vectors: the groupshared memory the code
    /// writes, the named payload global it is copied to, and their types.
    payload_copy: Option<(Value, Value, Type, Type)>,
    /// An amplification shader's dispatch block, once an `OpEmitMeshTasksEXT` branches
    /// to it.
    mesh_dispatch: Option<mesh::MeshDispatch>,
    /// Whether a mesh shader's output counts were set at its start (constants), so
    /// that its `OpSetMeshOutputsEXT` sets nothing more.
    mesh_counts_set: bool,
    /// The clip or cull distances of a mesh shader's output (variable, member) the code
    /// writes somewhere (`None`: all of them), found when first needed.
    distance_writes: FxHashMap<(Word, Option<u32>), Option<FxHashSet<u32>>>,
    /// The signature elements of a vertex or pixel entry (see `stage_io.rs`).
    io: Vec<stage_io::IoElement>,
    /// What the code does with image and sampler variables (see `images.rs`).
    image_uses: images::ImageUses,
    /// Storage blocks bound as byte-address buffers (members before a runtime
    /// array): their handle, its type and the block type, by variable.
    raw_blocks: FxHashMap<Value, (Value, Type, Word)>,
    /// The parts (by IR index) of the aggregates loaded element by element, so that
    /// their extracts and stores use the parts (DXIL has no aggregate values).
    parts: FxHashMap<Value, Vec<Value>>,
    /// The resource each resource variable holds, once stored.
    slots: FxHashMap<Word, Option<usize>>,
    /// The IR value of each constant translated so far.
    constant_values: FxHashMap<Word, Value>,
    /// The constants being translated (their parts first).
    constants_in_progress: FxHashSet<Word>,
    /// The arrays of images.
    image_arrays: Vec<images::ImageArray>,
    /// The arrays of storage blocks (see [`Translator::block_array`]).
    block_arrays: Vec<BlockArray>,
    /// The global holding each bound resource's name, by variable.
    resource_names: FxHashMap<Word, Value>,
    /// Where each (resource variable, class) was recorded in `bound`.
    bound_at: FxHashMap<(Word, ResourceClass), usize>,
}

/// A phi made before its operands: the IR phi, its SPIR-V (value, predecessor) pairs,
/// its result id.
type PendingPhi = (Value, Vec<(Word, Word)>, Word);

/// One function's ids as translated for one call (inlined) or the entry.
struct Frame {
    /// Which of [`Translator::locals`] are this frame's.
    stamp: local_values::FrameStamp,
    blocks: FxHashMap<Word, Block>,
    /// The IR block each SPIR-V block ended in (calls inlined in it split it).
    ends: FxHashMap<Word, Block>,
    /// Phis to complete: the IR phi, its SPIR-V (value, predecessor) pairs.
    phis: Vec<PendingPhi>,
    /// Where an inlined call returns, and the values returned.
    ret: Option<(Block, Vec<(Value, Block)>)>,
}

type R<T> = Result<T, SpirvError>;

impl Translator<'_, '_> {
    /// Runs `k` on a builder appending to the current block.
    fn emit<T>(&mut self, k: impl FnOnce(&mut FunctionBuilder) -> T) -> T {
        let cur = self.cur;
        let mut f = self.b.body(self.main);
        if let Some(c) = cur {
            f.switch_to(c);
        }
        k(&mut f)
    }

    fn unsupported(&self, what: String, i: &Inst) -> SpirvError {
        SpirvError::Unsupported {
            what,
            at: self.info.instruction_location(i),
        }
    }

    fn invalid(&self, msg: String, i: &Inst) -> SpirvError {
        SpirvError::Invalid {
            msg,
            at: self.info.instruction_location(i),
        }
    }

    /// `e` (raised while translating `i`) located at `i` when it names no word: an id
    /// that is not in the module is found only through the instruction using it.
    fn at_instruction(&self, e: SpirvError, i: &Inst) -> SpirvError {
        match e {
            SpirvError::Invalid { msg, at } if at.word.is_none() => SpirvError::Invalid {
                msg,
                at: self.info.instruction_location(i),
            },
            SpirvError::Unsupported { what, at } if at.word.is_none() => SpirvError::Unsupported {
                what,
                at: self.info.instruction_location(i),
            },
            other => other,
        }
    }

    // --- types ------------------------------------------------------------------

    /// The IR type of SPIR-V type `id`.
    fn ir_type(&mut self, id: Word) -> R<Type> {
        if let Some(t) = self.types.get(&id) {
            return Ok(*t);
        }
        let t = match self.info.ty(id)?.clone() {
            SpvType::Void => self.b.void_type(),
            SpvType::Bool => self.b.int_type(1),
            SpvType::Int(w, _) => self.b.int_type(w),
            SpvType::Float(16) => self.b.float_type(FloatKind::Half),
            SpvType::Float(64) => self.b.float_type(FloatKind::Double),
            SpvType::Float(_) => self.b.float_type(FloatKind::Float),
            SpvType::Vector(e, n) => {
                let e = self.ir_type(e)?;
                self.b.vector_type(e, n)
            }
            SpvType::Array(e, len) => {
                let n = self.info.const_u64(len).unwrap_or(0);
                let elem = self.ir_type(e)?;
                self.b.array_type(elem, n)
            }
            SpvType::Struct(members) => self.struct_type(id, &members, false)?,
            // Only as a raw buffer's last member: a flexible array.
            SpvType::RuntimeArray(e) => {
                let elem = self.ir_type(e)?;
                self.b.array_type(elem, 0)
            }
            SpvType::Matrix(col, n) => {
                let col = self.ir_type(col)?;
                self.b.array_type(col, u64::from(n))
            }
            SpvType::Pointer(sc, _) => self.b.ptr_type(addrspace(sc)),
            other => {
                return Err(SpirvError::Unsupported {
                    what: format!("the type {other:?} here"),
                    at: self.info.location(Some(id), None),
                })
            }
        };
        self.types.insert(id, t);
        Ok(t)
    }

    /// A struct: laid out naturally, or where its members have `Offset`s, packed with
    /// `[N x i8]` padding so that each member sits at its offset (as clang pads). The
    /// padding is that of its `memory` type (see `matrix_memory.rs`) in both forms, so
    /// that a member has the same field index in a value and in memory.
    fn struct_type(&mut self, id: Word, members: &[Word], memory: bool) -> R<Type> {
        let offsets: Vec<Option<u32>> = (0..members.len() as u32)
            .map(|k| self.info.member_literal(id, k, Decoration::Offset))
            .collect();
        let mut fields = Vec::new();
        let mut map = Vec::new();
        let laid_out = offsets.iter().all(Option::is_some) && !members.is_empty();
        let mut at = 0u64;
        for (k, &m) in members.iter().enumerate() {
            let layout = MatrixLayout::of_member(self.info, id, k as u32);
            // A layout error names the member and the struct.
            let in_memory = self.memory_type(m, layout).map_err(|e| match e {
                SpirvError::Unsupported { what, .. } => SpirvError::Unsupported {
                    what: format!("{what} (member {k})"),
                    at: self.info.location(Some(id), Some("OpTypeStruct")),
                },
                other => other,
            })?;
            let t = if memory { in_memory } else { self.ir_type(m)? };
            if laid_out {
                let want = u64::from(offsets[k].unwrap_or(0));
                if want < at {
                    return Err(SpirvError::Unsupported {
                        what: format!("member {k} at offset {want}, inside the member before it"),
                        at: self.info.location(Some(id), Some("OpTypeStruct")),
                    });
                }
                if want > at {
                    let i8t = self.b.int_type(8);
                    fields.push(self.b.array_type(i8t, want - at));
                }
                at = want + size_of(&self.b.module().types, in_memory);
            }
            map.push(fields.len() as u32);
            fields.push(t);
        }
        let _ = align_of;
        self.struct_fields.insert(id, map);
        Ok(self.b.struct_type(&fields, laid_out))
    }

    /// The fields of IR struct `ir` (of SPIR-V type `ty`) given its SPIR-V members'
    /// `values`: each at its IR field, the `[N x i8]` padding between them zero.
    fn with_padding(&mut self, ty: Word, ir: Type, values: Vec<Value>) -> Vec<Value> {
        let Some(fields) = self
            .b
            .module()
            .types
            .struct_fields(ir)
            .map(|(f, _)| f.to_vec())
        else {
            return values;
        };
        if fields.len() == values.len() {
            return values;
        }
        let mut out: Vec<Value> = fields.iter().map(|&f| self.b.zero(f)).collect();
        for (k, v) in values.into_iter().enumerate() {
            let at = self.field(ty, k as u32) as usize;
            if let Some(slot) = out.get_mut(at) {
                *slot = v;
            }
        }
        out
    }

    /// The IR field index of SPIR-V member `k` of struct type `id`.
    fn field(&self, id: Word, k: u32) -> u32 {
        self.struct_fields
            .get(&id)
            .and_then(|m| m.get(k as usize).copied())
            .unwrap_or(k)
    }

    // --- module-scope variables -------------------------------------------------

    /// The module-scope variables the entry reaches (`reached`), each as its resource,
    /// cbuffer, built-in or global.
    fn make_globals(&mut self, interface: &[Word], reached: &FxHashSet<Word>) -> R<()> {
        let globals = self.info.globals.clone();
        let counters = self.counter_owners();
        for (id, ptr_ty, sc) in globals {
            // A vertex or pixel shader's every input and output is in its signature, as
            // DXC keeps every parameter of the entry, used or not.
            let io = ((!self.stage.has_thread_groups()
                && matches!(sc, StorageClass::Input | StorageClass::Output))
                || (self.stage == Stage::Mesh && sc == StorageClass::Output))
                && interface.contains(&id);
            if counters.contains_key(&id) || !(reached.contains(&id) || io) {
                continue;
            }
            let SpvType::Pointer(_, pointee) = self.info.ty(ptr_ty)?.clone() else {
                continue;
            };
            let at = self.info.location(Some(id), Some("OpVariable"));
            let builtin = match self.info.decoration(id, Decoration::BuiltIn) {
                Some([Operand::BuiltIn(bi), ..]) => Some(*bi),
                _ => None,
            };
            // Inputs of vertex and pixel shaders DXIL reads with an operation, not from
            // the signature.
            if let Some(bi) = builtin.filter(|bi| {
                sc == StorageClass::Input
                    && !self.stage.has_thread_groups()
                    && (matches!(
                        bi,
                        BuiltIn::ViewIndex
                            | BuiltIn::SubgroupSize
                            | BuiltIn::SubgroupLocalInvocationId
                            | BuiltIn::InvocationId
                            | BuiltIn::TessCoord
                            | BuiltIn::PatchVertices
                            | BuiltIn::BaseVertex
                            | BuiltIn::BaseInstance
                    ) || (*bi == BuiltIn::PrimitiveId && self.stage != Stage::Pixel))
            }) {
                self.globals.insert(id, Val::Builtin(bi, None));
                continue;
            }
            let val = match sc {
                StorageClass::StorageBuffer | StorageClass::Uniform
                    if self.block_array_of(pointee).is_some() =>
                {
                    self.block_array(id, pointee, sc, at)?
                }
                StorageClass::StorageBuffer | StorageClass::Uniform => {
                    let block = self.info.has(pointee, Decoration::BufferBlock)
                        || (sc == StorageClass::StorageBuffer
                            && self.info.has(pointee, Decoration::Block));
                    if !block {
                        if sc == StorageClass::Uniform && self.info.has(pointee, Decoration::Block)
                        {
                            self.uniform_block(id, pointee, at)?
                        } else {
                            return Err(SpirvError::Unsupported {
                                what: "a uniform variable that is not a block".into(),
                                at,
                            });
                        }
                    } else {
                        self.structured_buffer(id, pointee, at)?
                    }
                }
                StorageClass::PushConstant => self.uniform_block(id, pointee, at)?,
                StorageClass::UniformConstant
                    if matches!(self.info.ty(pointee)?, SpvType::AccelerationStructure) =>
                {
                    self.acceleration_structure(id)
                }
                StorageClass::UniformConstant if self.is_image_variable_type(pointee) => {
                    self.image_variable(id, pointee, at)?
                }
                StorageClass::UniformConstant => {
                    return Err(SpirvError::Unsupported {
                        what: format!("a resource of type {:?}", self.info.ty(pointee)?),
                        at,
                    })
                }
                StorageClass::Input if !self.stage.has_thread_groups() => {
                    self.io_variable(id, pointee, sc, &at)?
                }
                StorageClass::Output
                    if !matches!(self.stage, Stage::Compute | Stage::Amplification) =>
                {
                    self.io_variable(id, pointee, sc, &at)?
                }
                StorageClass::Input => match builtin {
                    Some(bi) => Val::Builtin(bi, None),
                    None => {
                        return Err(SpirvError::Unsupported {
                            what: "a compute shader input that is not a built-in".into(),
                            at,
                        })
                    }
                },
                StorageClass::Private if self.is_resource_type(pointee) => Val::Slot(id),
                StorageClass::Private if self.is_ray_query_type(pointee) => {
                    self.ray_query_variable()
                }
                // A mesh shader reads the payload its amplification shader dispatched
                // it with; an amplification shader's is groupshared memory.
                StorageClass::TaskPayloadWorkgroupEXT if self.stage == Stage::Mesh => {
                    self.mesh_payload(id, pointee)?
                }
                StorageClass::TaskPayloadWorkgroupEXT => self.task_payload(id, pointee)?,
                StorageClass::Workgroup | StorageClass::Private => {
                    let ty = self.memory_type(pointee, MatrixLayout::default())?;
                    let name = self.name_of(id, "g");
                    let (init, stored) = self.initializer(id, ty)?;
                    let space = addrspace(sc);
                    let align = align_of(&self.b.module().types, ty).max(4);
                    let g = self
                        .b
                        .global(&name, ty)
                        .addrspace(space)
                        .init(init)
                        .linkage(Linkage::Internal)
                        .align(align)
                        .add();
                    if let Some(v) = stored {
                        self.store_value(v, Value::Global(g), pointee)?;
                    }
                    Val::Ptr(Value::Global(g), pointee)
                }
                StorageClass::Output => continue,
                other => {
                    return Err(SpirvError::Unsupported {
                        what: format!("a variable in storage class {other:?}"),
                        at,
                    })
                }
            };
            let _ = interface;
            self.globals.insert(id, val);
        }
        for (counter, owner) in counters {
            if !reached.contains(&counter) {
                continue;
            }
            let Some(Val::BufferBlock(r)) = self.globals.get(&owner).copied() else {
                return Err(SpirvError::Unsupported {
                    what: "a counter buffer of something other than a structured buffer".into(),
                    at: self.info.location(Some(counter), Some("OpVariable")),
                });
            };
            self.globals.insert(counter, Val::Counter(r));
        }
        Ok(())
    }

    /// A module-scope variable's initializer (its `OpVariable` operand), else zero for
    /// groupshared memory and undef for private; and the value to store at the entry
    /// instead, where the initializer's type is not the variable's memory type `ty`
    /// (matrices laid out otherwise in memory than in values: the global starts zero).
    fn initializer(&mut self, id: Word, ty: Type) -> R<(Value, Option<Value>)> {
        let init = self
            .info
            .module
            .types_global_values
            .iter()
            .find(|i| i.result_id == Some(id))
            .and_then(|i| match i.operands.get(1) {
                Some(Operand::IdRef(c)) => Some(*c),
                _ => None,
            });
        let Some(c) = init else {
            return Ok((self.b.zero(ty), None));
        };
        let v = self.constant(c)?;
        if self.b.module().type_of(None, v) == Some(ty) {
            return Ok((v, None));
        }
        let null = matches!(self.info.constants.get(&c), Some((_, SpvConst::Null)));
        Ok((self.b.zero(ty), (!null).then_some(v)))
    }

    /// The lowest register of space 0 no constant buffer of the module (a uniform block,
    /// the `NumWorkgroups` buffer) is bound to: where push constants go by default.
    fn free_constant_buffer_register(&self) -> D3dBinding {
        // The registers of space 0 uniform blocks (and arrays of them) take, as ranges
        // (`None`: an unbounded array, every register from its first).
        let taken: Vec<(u32, Option<u32>)> = self
            .info
            .globals
            .iter()
            .filter_map(|&(g, ptr, sc)| {
                let SpvType::Pointer(_, pointee) = self.info.ty(ptr).ok()? else {
                    return None;
                };
                let count = match self.info.ty(*pointee).ok()? {
                    SpvType::Array(_, len) => Some(u32::try_from(self.info.const_u64(*len)?).ok()?),
                    SpvType::RuntimeArray(_) => None,
                    _ if self.info.has(*pointee, Decoration::Block) => Some(1),
                    _ => return None,
                };
                let uniform = sc == StorageClass::Uniform
                    && (count == Some(1)
                        || self
                            .block_array_of(*pointee)
                            .is_some_and(|b| self.info.has(b, Decoration::Block)));
                let (set, binding) = self.binding_of(g);
                let to = self.bindings.d3d(set, binding, ResourceClass::Cbv);
                (uniform && to.space == 0).then_some((to.register, count))
            })
            .chain(
                self.bindings
                    .num_workgroups
                    .filter(|b| b.space == 0)
                    .map(|b| (b.register, Some(1))),
            )
            .collect();
        let in_use = |r: u32| {
            taken
                .iter()
                .any(|&(start, n)| r >= start && n.is_none_or(|n| r - start < n))
        };
        // The least free register is 0 or just past a range.
        let register = std::iter::once(0)
            .chain(taken.iter().filter_map(|&(start, n)| start.checked_add(n?)))
            .filter(|&r| !in_use(r))
            .min()
            .unwrap_or(u32::MAX);
        D3dBinding { space: 0, register }
    }

    /// The least register of `class` in `space` that neither a resource bound so far
    /// takes nor any variable of descriptor set `set` names as its binding.
    fn free_register(&self, set: u32, class: ResourceClass, space: u32) -> u32 {
        let named: Vec<u32> = self
            .info
            .globals
            .iter()
            .filter(|&&(g, _, _)| self.binding_of(g).0 == set)
            .map(|&(g, _, _)| self.binding_of(g).1)
            .collect();
        let in_use = |r: u32| {
            named.contains(&r)
                || self
                    .bound
                    .iter()
                    .any(|b| b.class == class && b.to.space == space && b.to.register == r)
        };
        (0..=u32::MAX).find(|&r| !in_use(r)).unwrap_or(u32::MAX)
    }

    /// `set`, `binding` of variable `id`.
    fn binding_of(&self, id: Word) -> (u32, u32) {
        (
            self.info
                .decoration_literal(id, Decoration::DescriptorSet)
                .unwrap_or(0),
            self.info
                .decoration_literal(id, Decoration::Binding)
                .unwrap_or(0),
        )
    }

    /// A handle from `llvm.dx.resource.handlefrombinding` in the entry block.
    fn bind(&mut self, id: Word, handle_ty: Type, class: ResourceClass) -> Value {
        let saved = self.cur;
        self.cur = self.entry_block;
        let zero = self.i32_const(0);
        let h = self.bind_element(id, handle_ty, class, 1, zero);
        self.cur = saved;
        h
    }

    /// A handle to element `index` of the `size` resources (`u32::MAX`: unbounded)
    /// bound at variable `id`, from `llvm.dx.resource.handlefrombinding` here.
    fn bind_element(
        &mut self,
        id: Word,
        handle_ty: Type,
        class: ResourceClass,
        size: u32,
        index: Value,
    ) -> Value {
        let to = self.binding_for(id, class);
        let name = self.resource_name(id);
        self.handle_from_binding(to, handle_ty, size, index, name)
    }

    /// Where resource variable `id` of `class` is bound in Direct3D (push constants at
    /// the map's register); recorded with its Vulkan binding the first time.
    fn binding_for(&mut self, id: Word, class: ResourceClass) -> D3dBinding {
        if let Some(&k) = self.bound_at.get(&(id, class)) {
            return self.bound[k].to;
        }
        let push_constants = self
            .info
            .globals
            .iter()
            .any(|&(g, _, sc)| g == id && sc == StorageClass::PushConstant);
        let name = self.resource_variable_name(id);
        let bound = if push_constants {
            BoundResource {
                to: self
                    .bindings
                    .push_constants
                    .unwrap_or_else(|| self.free_constant_buffer_register()),
                push_constants: true,
                ..self.bindings.bound(&name, 0, 0, class)
            }
        } else {
            let (set, binding) = self.binding_of(id);
            let mut bound = self.bindings.bound(&name, set, binding, class);
            // glslang gives every HLSL resource declared without a register binding 0;
            // Direct3D binds no two at one register: the later ones take the least
            // registers no binding of the set names (reflection says where each went).
            let taken =
                |b: &BoundResource| b.class == class && !b.push_constants && b.to == bound.to;
            if self.bound.iter().any(taken)
                && !self.bindings.maps(set, binding, class)
                && self.compiled_from_hlsl()
            {
                bound.to.register = self.free_register(set, class, bound.to.space);
            }
            bound
        };
        let to = bound.to;
        self.bound_at.insert((id, class), self.bound.len());
        self.bound.push(bound);
        to
    }

    /// `llvm.dx.resource.handlefrombinding(space, register, size, index, name)` here.
    fn handle_from_binding(
        &mut self,
        to: D3dBinding,
        handle_ty: Type,
        size: u32,
        index: Value,
        name: Value,
    ) -> Value {
        let i32t = self.b.int_type(32);
        let ptr = self.b.ptr_type(0);
        let f = self.b.intrinsic(
            "llvm.dx.resource.handlefrombinding",
            handle_ty,
            &[i32t, i32t, i32t, i32t, ptr],
        );
        let space = self.b.const_int(i32t, i128::from(to.space));
        let reg = self.b.const_int(i32t, i128::from(to.register));
        let size = self.b.const_int(i32t, i128::from(size as i32));
        self.emit(|fb| fb.call(f, &[space, reg, size, index, name]))
    }

    /// A handle from `llvm.dx.resource.handlefrombinding` at `to`, named `name`, in the
    /// entry block (a resource no SPIR-V variable declares).
    fn bind_at(&mut self, name: &str, to: D3dBinding, handle_ty: Type) -> Value {
        let name = self.name_string(name);
        let saved = self.cur;
        self.cur = self.entry_block;
        let zero = self.i32_const(0);
        let h = self.handle_from_binding(to, handle_ty, 1, zero, name);
        self.cur = saved;
        h
    }

    /// The debug name (`OpName`) of `id`, else `<prefix><id>`.
    fn name_of(&self, id: Word, prefix: &str) -> String {
        self.info
            .names
            .get(&id)
            .cloned()
            .unwrap_or_else(|| format!("{prefix}{id}"))
    }

    /// The name of resource variable `id`: its own, else (glslang leaves an HLSL
    /// cbuffer's variable anonymous, `_`, `__0`, ...) its type's, as HLSL names a
    /// cbuffer after its block; else `resource<id>`.
    fn resource_variable_name(&self, id: Word) -> String {
        let anonymous = |n: &str| {
            let digits = n.trim_start_matches('_');
            n.is_empty() || (n.starts_with('_') && digits.bytes().all(|b| b.is_ascii_digit()))
        };
        if let Some(n) = self.info.names.get(&id).filter(|n| !anonymous(n)) {
            return n.clone();
        }
        let block =
            self.info
                .globals
                .iter()
                .find(|g| g.0 == id)
                .and_then(|g| match self.info.ty(g.1) {
                    Ok(SpvType::Pointer(_, pointee)) => Some(*pointee),
                    _ => None,
                });
        block
            .and_then(|b| self.info.names.get(&b))
            .filter(|n| !anonymous(n))
            .cloned()
            .unwrap_or_else(|| format!("resource{id}"))
    }

    /// The constant string naming resource variable `id`, made once.
    fn resource_name(&mut self, id: Word) -> Value {
        if let Some(v) = self.resource_names.get(&id) {
            return *v;
        }
        let name = self.resource_variable_name(id);
        let g = self.name_string(&name);
        self.resource_names.insert(id, g);
        g
    }

    /// A private constant string `name`, as clang names a resource for
    /// `handlefrombinding`.
    fn name_string(&mut self, name: &str) -> Value {
        let text = self.b.c_string(name);
        let text_ty = self
            .b
            .module()
            .type_of(None, text)
            .unwrap_or_else(|| self.b.void_type());
        self.names += 1;
        let symbol = format!(".str.{}", self.names);
        let g = self
            .b
            .global(&symbol, text_ty)
            .init(text)
            .constant()
            .linkage(Linkage::Private)
            .unnamed_addr(UnnamedAddr::Global)
            .align(1)
            .add();
        Value::Global(g)
    }

    /// A uniform block as a cbuffer (see [`crate::cbuffer`]).
    fn uniform_block(&mut self, id: Word, block: Word, at: SpirvLocation) -> R<Val> {
        let SpvType::Struct(members) = self.info.ty(block)?.clone() else {
            return Err(SpirvError::Unsupported {
                what: "a uniform block that is not a struct".into(),
                at,
            });
        };
        let (name, ty, handle_ty) = self.cbuffer_type(id, block, at)?;
        let handle = self.bind(id, handle_ty, ResourceClass::Cbv);
        let mut member_types = Vec::with_capacity(members.len());
        for (k, m) in members.iter().enumerate() {
            let matrices = MatrixLayout::of_member(self.info, block, k as u32);
            let mty = self
                .cb_layouts
                .by_type
                .get(&(*m, matrices))
                .map(CbLayout::ty)
                .unwrap_or(ty);
            let member = self
                .info
                .member_names
                .get(&(block, k as u32))
                .cloned()
                .unwrap_or_else(|| format!("{name}.m{k}"));
            member_types.push((member, mty));
        }
        let globals = self.cbuffer_members(&name, handle, handle_ty, member_types);
        let globals = (0u32..)
            .zip(globals.into_iter().zip(members.iter().copied()))
            .map(|(k, (g, m))| (g, m, MatrixLayout::of_member(self.info, block, k)))
            .collect();
        self.cbuffers.push(CBuffer { members: globals });
        Ok(Val::CBuffer(self.cbuffers.len() - 1))
    }

    /// The name, layout type and handle type (`dx.CBuffer`) of uniform block `block`
    /// bound at variable `id`.
    fn cbuffer_type(
        &mut self,
        id: Word,
        block: Word,
        at: SpirvLocation,
    ) -> R<(String, Type, Type)> {
        let name = self.resource_variable_name(id);
        let mut layouts = std::mem::take(&mut self.cb_layouts);
        let layout = layouts.layout(
            self,
            block,
            MatrixLayout::default(),
            Some(&format!("__cblayout_{name}")),
        );
        self.cb_layouts = layouts;
        let layout = layout.map_err(|what| SpirvError::Unsupported {
            what,
            at: at.clone(),
        })?;
        let CbLayout::Struct { ty, .. } = layout else {
            return Err(SpirvError::Unsupported {
                what: "a uniform block that is not a struct".into(),
                at,
            });
        };
        let handle_ty = self.b.target_type("dx.CBuffer", &[ty], &[]);
        Ok((name, ty, handle_ty))
    }

    /// clang's globals of a cbuffer whose handle is `handle`: `@<name>.cb` holding the
    /// handle, and an `addrspace(2)` global per member (named, of its layout type), all
    /// listed in `!hlsl.cbs`. Returns the member globals.
    fn cbuffer_members(
        &mut self,
        name: &str,
        handle: Value,
        handle_ty: Type,
        members: Vec<(String, Type)>,
    ) -> Vec<Value> {
        let poison = self.b.poison(handle_ty);
        let holder = self
            .b
            .global(&format!("{name}.cb"), handle_ty)
            .init(poison)
            .unnamed_addr(UnnamedAddr::Local)
            .add();
        let saved = self.cur;
        self.cur = self.entry_block;
        self.emit(|fb| fb.store(handle, Value::Global(holder), Some(4)));
        self.cur = saved;
        let mut globals = Vec::new();
        let mut md = vec![Some(self.b.md_value(Value::Global(holder)))];
        for (member, mty) in members {
            let unique = if self
                .b
                .module()
                .globals
                .iter()
                .any(|(_, g)| *g.name == *member)
            {
                format!("{name}.{member}")
            } else {
                member
            };
            let g = self
                .b
                .global(&unique, mty)
                .addrspace(2)
                .visibility(dxil_ir::Visibility::Hidden)
                .unnamed_addr(UnnamedAddr::Local)
                .align(4)
                .add();
            md.push(Some(self.b.md_value(Value::Global(g))));
            globals.push(Value::Global(g));
        }
        let node = self.b.md_node(&md);
        self.cbs.push(node);
        globals
    }

    /// The group count of the dispatch (`NumWorkgroups`), which Direct3D gives a
    /// compute shader no value for: read from a cbuffer `NumWorkgroups` holding a
    /// `uint3` at the binding map's `num_workgroups` register, which the application
    /// fills (e.g. with root constants) when it dispatches.
    fn num_workgroups(&mut self, i: &Inst) -> R<Value> {
        let Some(to) = self.bindings.num_workgroups else {
            return Err(self.unsupported(
                "the built-in NumWorkgroups without a `num_workgroups` register in the binding \
                 map (Direct3D gives a compute shader no group count: the application passes \
                 it in a cbuffer at that register)"
                    .into(),
                i,
            ));
        };
        let i32t = self.b.int_type(32);
        let v3 = self.b.vector_type(i32t, 3);
        let global = match self.num_workgroups_global {
            Some(g) => g,
            None => {
                let layout = self.b.named_struct("__cblayout_NumWorkgroups", &[v3], true);
                let handle_ty = self.b.target_type("dx.CBuffer", &[layout], &[]);
                let handle = self.bind_at("NumWorkgroups", to, handle_ty);
                let members = vec![("num_workgroups".to_string(), v3)];
                let g = self.cbuffer_members("NumWorkgroups", handle, handle_ty, members)[0];
                self.num_workgroups_global = Some(g);
                g
            }
        };
        Ok(self.emit(|fb| fb.load(v3, global, Some(4))))
    }

    fn structured_buffer(&mut self, id: Word, block: Word, at: SpirvLocation) -> R<Val> {
        self.storage_block(id, block, None, at)
    }

    /// Storage block `block` bound at variable `id`: the whole variable (`element`
    /// `None`: its handle made in the entry block), or element `index` of an array of
    /// `size` blocks (`element` `Some((size, index))`: its handle made here, where the
    /// code indexes the array). A block of one runtime array is a structured buffer of
    /// its elements; any other, [`Translator::whole_block_buffer`].
    fn storage_block(
        &mut self,
        id: Word,
        block: Word,
        element: Option<(u32, Value)>,
        at: SpirvLocation,
    ) -> R<Val> {
        let SpvType::Struct(members) = self.info.ty(block)?.clone() else {
            return Err(SpirvError::Unsupported {
                what: "a buffer block that is not a struct".into(),
                at,
            });
        };
        let runtime: Vec<Option<Word>> = members
            .iter()
            .map(|m| match self.info.ty(*m) {
                Ok(SpvType::RuntimeArray(e)) => Some(*e),
                _ => None,
            })
            .collect();
        let element_ty = match runtime.as_slice() {
            [Some(e)] => *e,
            _ => return self.whole_block_buffer(id, block, element),
        };
        let matrices = MatrixLayout::of_member(self.info, block, 0);
        // The runtime array's memory type, `[0 x E]`, its elements padded to its stride.
        let array = self.memory_type(members[0], matrices)?;
        let elem_ir = match *self.b.module().types.get(array) {
            TypeData::Array { elem, .. } => elem,
            _ => self.memory_type(element_ty, matrices)?,
        };
        let (handle, handle_ty) = self.raw_buffer_handle(id, block, elem_ir, element);
        self.resources.push(Resource {
            handle,
            handle_ty,
            kind: ResourceKind::Structured {
                element: element_ty,
                matrices,
            },
        });
        Ok(Val::BufferBlock(self.resources.len() - 1))
    }

    /// A storage block without a runtime array: a structured buffer of one element, the
    /// block itself (as `RWStructuredBuffer<Block>` with its members at their `Offset`s);
    /// its variable is the pointer to element 0, made once in the entry block (where
    /// the code indexes an array of blocks, there).
    ///
    /// A block whose last member is a runtime array after other members, or one larger
    /// than a structured buffer's element may be, is a `(RW)ByteAddressBuffer`
    /// (`dx.RawBuffer` of `i8`) instead, its members at their byte offsets from the
    /// pointer to byte 0 (a runtime array a `[0 x T]`).
    fn whole_block_buffer(
        &mut self,
        id: Word,
        block: Word,
        element: Option<(u32, Value)>,
    ) -> R<Val> {
        let runtime = match self.info.ty(block)? {
            SpvType::Struct(ms) => ms
                .iter()
                .any(|m| matches!(self.info.ty(*m), Ok(SpvType::RuntimeArray(_)))),
            _ => false,
        };
        let in_memory = self.memory_type(block, MatrixLayout::default())?;
        // DXIL's structured buffer elements are at most 2048 bytes: a larger block (a
        // fixed array of per-object data) is read by byte offsets too.
        let raw = runtime
            || crate::layout::size_of(&self.b.module().types, in_memory) > MAX_STRUCTURED_STRIDE;
        let elem_ir = if raw { self.b.int_type(8) } else { in_memory };
        let (handle, handle_ty) = self.raw_buffer_handle(id, block, elem_ir, element);
        let saved = self.cur;
        if element.is_none() {
            self.cur = self.entry_block;
        }
        let zero = self.i32_const(0);
        let p = self.get_pointer((handle, handle_ty), 0, zero);
        self.cur = saved;
        if raw {
            self.raw_blocks.insert(p, (handle, handle_ty, block));
        }
        Ok(Val::Ptr(p, block))
    }

    /// `llvm.dx.resource.getpointer(handle, index)` here: a pointer in address space
    /// `addrspace` (0 for buffers, 2 for a cbuffer) to element `index` (a cbuffer's
    /// byte offset).
    fn get_pointer(
        &mut self,
        (handle, handle_ty): (Value, Type),
        addrspace: u32,
        index: Value,
    ) -> Value {
        let ptr = self.b.ptr_type(addrspace);
        self.call(
            "llvm.dx.resource.getpointer",
            &[ptr, handle_ty],
            ptr,
            &[handle, index],
        )
    }

    /// The handle of storage block `id` (of block type `block`) as a structured buffer
    /// of `elem_ir`: an SRV when read-only, else a UAV; the variable's (made in the
    /// entry block), or that of `element` (size, index) of an array of them, made here.
    fn raw_buffer_handle(
        &mut self,
        id: Word,
        block: Word,
        elem_ir: Type,
        element: Option<(u32, Value)>,
    ) -> (Value, Type) {
        let read_only = self.read_only(id, block);
        let handle_ty = self
            .b
            .target_type("dx.RawBuffer", &[elem_ir], &[u32::from(!read_only), 0]);
        let class = if read_only {
            ResourceClass::Srv
        } else {
            ResourceClass::Uav
        };
        let handle = match element {
            None => self.bind(id, handle_ty, class),
            Some((size, index)) => self.bind_element(id, handle_ty, class, size, index),
        };
        (handle, handle_ty)
    }

    /// The block type of an array (bounded or not) of storage or uniform blocks.
    fn block_array_of(&self, pointee: Word) -> Option<Word> {
        let block = match self.info.ty(pointee).ok()? {
            SpvType::Array(b, _) | SpvType::RuntimeArray(b) => *b,
            _ => return None,
        };
        (self.info.has(block, Decoration::Block) || self.info.has(block, Decoration::BufferBlock))
            .then_some(block)
    }

    /// An array of storage or uniform blocks (`buffer B { ... } b[N]`, or `b[]`: the
    /// descriptor indexing of bindless engines; `uniform U { ... } u[N]`, HLSL's
    /// `ConstantBuffer<T> u[N]`): each element the code indexes gets its handle there,
    /// from the array's binding, as an array of images does.
    fn block_array(
        &mut self,
        id: Word,
        pointee: Word,
        sc: StorageClass,
        at: SpirvLocation,
    ) -> R<Val> {
        let block = self.block_array_of(pointee).unwrap_or(pointee);
        let storage = self.info.has(block, Decoration::BufferBlock)
            || (sc == StorageClass::StorageBuffer && self.info.has(block, Decoration::Block));
        // Uniform blocks: Direct3D's `ConstantBuffer<T>` arrays, the layout made once.
        let cbuffer = match storage {
            true => None,
            false => Some(self.cbuffer_type(id, block, at.clone())?.2),
        };
        let size = match self.info.ty(pointee)? {
            SpvType::Array(_, len) => self
                .info
                .const_u64(*len)
                .and_then(|n| u32::try_from(n).ok())
                .filter(|n| *n > 0 && *n < u32::MAX),
            _ => Some(u32::MAX),
        };
        let Some(size) = size else {
            return Err(SpirvError::Unsupported {
                what: "an array of buffer blocks of this length".into(),
                at,
            });
        };
        self.block_arrays.push(BlockArray {
            var: id,
            block,
            size,
            cbuffer,
            at,
        });
        Ok(Val::BlockArray(self.block_arrays.len() - 1))
    }

    /// Element `index` (a SPIR-V id) of block array `a` (see
    /// [`Translator::block_array`]), `NonUniform` where the index or the access is.
    fn block_array_element(&mut self, frame: &Frame, a: usize, index: Word, i: &Inst) -> R<Val> {
        let array = self.block_arrays[a].clone();
        let idx = self.value(frame, index, i.result_id.unwrap_or(0))?;
        let idx = self.resource_index(idx, index, i);
        let Some(handle_ty) = array.cbuffer else {
            return self.storage_block(array.var, array.block, Some((array.size, idx)), array.at);
        };
        // A cbuffer's members are read through `getpointer(handle, 0)`, at their
        // offsets in its layout (the lowering's cbuffer loads).
        let handle = self.bind_element(array.var, handle_ty, ResourceClass::Cbv, array.size, idx);
        let zero = self.i32_const(0);
        let p = self.get_pointer((handle, handle_ty), 2, zero);
        Ok(Val::CbPtr(p, array.block, MatrixLayout::default()))
    }

    /// Whether a storage block is read-only: `NonWritable` on the variable or on every
    /// member.
    fn read_only(&self, id: Word, block: Word) -> bool {
        let n = match self.info.ty(block) {
            Ok(SpvType::Struct(ms)) => ms.len() as u32,
            _ => 0,
        };
        self.info.has(id, Decoration::NonWritable)
            || (n > 0 && (0..n).all(|k| self.info.member_has(block, k, Decoration::NonWritable)))
    }

    // --- constants --------------------------------------------------------------

    /// The IR constant for SPIR-V constant `id`.
    fn constant(&mut self, id: Word) -> R<Value> {
        if let Some(&v) = self.constant_values.get(&id) {
            return Ok(v);
        }
        // A composite naming itself, through its parts (invalid SPIR-V), would recurse
        // without end.
        if !self.constants_in_progress.insert(id) {
            return Err(SpirvError::Invalid {
                msg: format!("constant %{id} contains itself"),
                at: self.info.location(Some(id), None),
            });
        }
        let v = self.make_constant(id);
        self.constants_in_progress.remove(&id);
        let v = v?;
        self.constant_values.insert(id, v);
        Ok(v)
    }

    /// The IR constant of constant `id` (see [`Self::constant`], which keeps them).
    fn make_constant(&mut self, id: Word) -> R<Value> {
        let Some((ty, c)) = self.info.constants.get(&id).cloned() else {
            return Err(SpirvError::Invalid {
                msg: format!("%{id} is not a constant"),
                at: self.info.location(Some(id), None),
            });
        };
        let ir = self.ir_type(ty)?;
        Ok(match c {
            SpvConst::Bool(v) => self.b.const_int(ir, i128::from(v)),
            SpvConst::Scalar(bits) => match self.info.ty(ty)?.clone() {
                SpvType::Float(16) => {
                    let h = dxil_ir::small_floats::half_to_f64(bits as u16);
                    self.b.const_float(ir, h)
                }
                SpvType::Float(64) => self.b.const_float(ir, f64::from_bits(bits)),
                SpvType::Float(_) => self
                    .b
                    .const_float(ir, f64::from(f32::from_bits(bits as u32))),
                SpvType::Int(w, signed) => {
                    let v = if signed && w < 64 {
                        let shift = 64 - w;
                        i128::from(((bits << shift) as i64) >> shift)
                    } else if signed {
                        i128::from(bits as i64)
                    } else {
                        i128::from(bits)
                    };
                    self.b.const_int(ir, v)
                }
                _ => self.b.const_int(ir, i128::from(bits)),
            },
            SpvConst::Composite(parts) => {
                let elems = parts
                    .iter()
                    .map(|p| self.constant(*p))
                    .collect::<R<Vec<_>>>()?;
                let elems = self.with_padding(ty, ir, elems);
                self.b.const_aggregate(ir, &elems)
            }
            SpvConst::Null => self.b.zero(ir),
            SpvConst::Undef => self.b.undef(ir),
        })
    }

    // --- functions --------------------------------------------------------------

    /// Translates `f` at the current block with `args` for its parameters; for the
    /// entry (`entry`), returns end in `ret void`, else in a branch to a continuation
    /// block that the call goes on in. Returns the value returned.
    fn function(&mut self, f: &Function, args: Vec<Val>, entry: bool) -> R<Option<Value>> {
        let mut frame = Frame {
            stamp: self.locals.frame(),
            blocks: FxHashMap::default(),
            ends: FxHashMap::default(),
            phis: Vec::new(),
            ret: None,
        };
        for (p, a) in f.parameters.iter().zip(args) {
            if let Some(id) = p.result_id {
                self.locals.insert(frame.stamp, id, a);
            }
        }
        let first = self.cur;
        for (k, block) in f.blocks.iter().enumerate() {
            let label = block.label;
            let ir = if k == 0 {
                first.unwrap_or_else(|| self.emit(|fb| fb.block()))
            } else {
                self.emit(|fb| fb.block())
            };
            frame.blocks.insert(label, ir);
        }
        if !entry {
            let cont = self.emit(|fb| fb.block());
            frame.ret = Some((cont, Vec::new()));
        }
        for block in &f.blocks {
            let label = block.label;
            self.cur = frame.blocks.get(&label).copied();
            for i in block.instructions() {
                self.instruction(&mut frame, &i, label)
                    .map_err(|e| self.at_instruction(e, &i))?;
            }
        }
        // Phis, now that every value exists.
        for (phi, pairs, at) in std::mem::take(&mut frame.phis) {
            let mut incoming = Vec::new();
            for (v, pred) in pairs {
                let value = self.value(&frame, v, at)?;
                let block = frame
                    .ends
                    .get(&pred)
                    .copied()
                    .ok_or_else(|| SpirvError::Invalid {
                        msg: format!("a phi names %{pred}, which is not a block of its function"),
                        at: self.info.location(Some(at), Some("OpPhi")),
                    })?;
                incoming.push((value, block));
            }
            self.emit(|fb| {
                if let Some(d) = fb.inst_mut(phi) {
                    d.kind = InstKind::Phi { incoming };
                }
            });
        }
        match frame.ret {
            Some((cont, values)) => {
                self.cur = Some(cont);
                if values.is_empty() {
                    return Ok(None);
                }
                let ty = {
                    let v = values[0].0;
                    self.emit(|fb| fb.type_of(v))
                };
                if values.len() == 1 {
                    return Ok(Some(values[0].0));
                }
                Ok(Some(self.emit(|fb| fb.phi(ty, &values))))
            }
            None => Ok(None),
        }
    }

    /// The SSA value of `id`.
    fn value(&mut self, frame: &Frame, id: Word, at: Word) -> R<Value> {
        match self
            .locals
            .get(frame.stamp, id)
            .or_else(|| self.globals.get(&id))
        {
            Some(Val::Value(v)) => return Ok(*v),
            Some(Val::Ptr(p, _)) => return Ok(*p),
            Some(_) => {
                return Err(SpirvError::Unsupported {
                    what: format!("using %{id} (a resource or built-in variable) as a value"),
                    at: self.info.location(Some(at), None),
                })
            }
            None => {}
        }
        if self.info.constants.contains_key(&id) {
            return self.constant(id);
        }
        Err(SpirvError::Invalid {
            msg: format!("%{id} is used but not defined"),
            at: self.info.location(Some(at), None),
        })
    }

    fn val(&self, frame: &Frame, id: Word) -> Option<Val> {
        self.locals
            .get(frame.stamp, id)
            .or_else(|| self.globals.get(&id))
            .copied()
    }

    /// The `k`-th operand of `i` as an id.
    fn id(&self, i: &Inst, k: usize) -> R<Word> {
        i.operands
            .get(k)
            .copied()
            .ok_or_else(|| self.invalid(format!("no operand {k} (an id)"), i))
    }

    fn lit(&self, i: &Inst, k: usize) -> R<u32> {
        i.operands
            .get(k)
            .copied()
            .ok_or_else(|| self.invalid(format!("no operand {k} (a literal)"), i))
    }

    fn operand(&mut self, frame: &Frame, i: &Inst, k: usize) -> R<Value> {
        let id = self.id(i, k)?;
        self.value(frame, id, i.result_id.unwrap_or(0))
    }

    fn set(&mut self, frame: &Frame, i: &Inst, v: Value) {
        if let Some(id) = i.result_id {
            self.locals.insert(frame.stamp, id, Val::Value(v));
        }
    }

    fn result_ir_type(&mut self, i: &Inst) -> R<Type> {
        let t = self.result_type_id(i)?;
        self.ir_type(t)
    }

    /// The SPIR-V result type of `i`.
    fn result_type_id(&self, i: &Inst) -> R<Word> {
        i.result_type
            .ok_or_else(|| self.invalid("no result type".into(), i))
    }

    fn i32_const(&mut self, v: i128) -> Value {
        let t = self.b.int_type(32);
        self.b.const_int(t, v)
    }

    /// `v` as an `i32` index.
    fn index(&mut self, v: Value) -> Value {
        let ty = self.emit(|fb| fb.type_of(v));
        let i32t = self.b.int_type(32);
        let bits = self.b.module().types.int_bits(ty).unwrap_or(32);
        match bits.cmp(&32) {
            std::cmp::Ordering::Equal => v,
            std::cmp::Ordering::Greater => self.emit(|fb| fb.cast(CastOp::Trunc, v, i32t)),
            std::cmp::Ordering::Less => self.emit(|fb| fb.cast(CastOp::ZExt, v, i32t)),
        }
    }

    /// Calls intrinsic `base` overloaded on `over`, returning `ret`.
    fn call(&mut self, base: &str, over: &[Type], ret: Type, args: &[Value]) -> Value {
        let name = if over.is_empty() {
            base.to_string()
        } else {
            overloaded_name(&self.b.module().types, base, over)
        };
        let params: Vec<Type> = args
            .iter()
            .map(|a| {
                let a = *a;
                self.emit(|fb| fb.type_of(a))
            })
            .collect();
        let f = self.b.intrinsic(&name, ret, &params);
        self.emit(|fb| fb.call(f, args))
    }

    // --- instructions -------------------------------------------------------------

    fn instruction(&mut self, frame: &mut Frame, i: &Inst, block: Word) -> R<()> {
        use Op::*;
        let op = i.class.opcode;
        match op {
            Line | NoLine | SelectionMerge | LoopMerge | Nop | Name | ModuleProcessed => {}
            Label => {}
            Variable => {
                let ty = i
                    .result_type
                    .ok_or_else(|| self.invalid("no type".into(), i))?;
                let SpvType::Pointer(_, pointee) = self.info.ty(ty)?.clone() else {
                    return Err(self.invalid("a variable of a non-pointer type".into(), i));
                };
                if self.is_resource_type(pointee) {
                    if let Some(id) = i.result_id {
                        self.locals.insert(frame.stamp, id, Val::Slot(id));
                    }
                    return Ok(());
                }
                if self.is_ray_query_type(pointee) {
                    let q = self.ray_query_variable();
                    if let Some(id) = i.result_id {
                        self.locals.insert(frame.stamp, id, q);
                    }
                    return Ok(());
                }
                let ir = self.memory_type(pointee, MatrixLayout::default())?;
                let saved = self.cur;
                self.cur = self.entry_block;
                let p = self.emit(|fb| fb.alloca(ir));
                self.cur = saved;
                // Initialized where it is declared: each time the function is entered
                // (an inlined call in a loop, a hull shader's patch constant loop).
                if let Some(init) = i.operands.get(1) {
                    let v = self.constant(*init)?;
                    self.store_value(v, p, pointee)?;
                }
                if let Some(id) = i.result_id {
                    self.locals.insert(frame.stamp, id, Val::Ptr(p, pointee));
                }
            }
            Load => self.load(frame, i)?,
            Store => self.store(frame, i)?,
            AccessChain | InBoundsAccessChain => self.access_chain(frame, i)?,
            CopyMemory => self.copy_memory(frame, i)?,
            CopyLogical => {
                let id = self.id(i, 0)?;
                let v = self.operand(frame, i, 0)?;
                let from = self.composite_type(frame, id, i)?;
                let to = i
                    .result_type
                    .ok_or_else(|| self.invalid("OpCopyLogical without a type".into(), i))?;
                let r = self.copy_logical(v, from, to, i)?;
                self.set(frame, i, r);
            }
            CopyObject => {
                let id = self.id(i, 0)?;
                let v = self
                    .val(frame, id)
                    .map_or_else(|| self.constant(id).map(Val::Value), Ok)?;
                if let Some(r) = i.result_id {
                    self.locals.insert(frame.stamp, r, v);
                }
            }
            Undef => {
                let t = self.result_ir_type(i)?;
                let u = self.b.undef(t);
                self.set(frame, i, u);
            }
            IAdd | ISub | IMul | UDiv | SDiv | UMod | SRem | SMod | FAdd | FSub | FMul | FDiv
            | FRem | FMod | ShiftLeftLogical | ShiftRightLogical | ShiftRightArithmetic
            | BitwiseAnd | BitwiseOr | BitwiseXor | LogicalAnd | LogicalOr | LogicalNotEqual
            | LogicalEqual => self.binary(frame, i)?,
            IEqual
            | INotEqual
            | UGreaterThan
            | SGreaterThan
            | UGreaterThanEqual
            | SGreaterThanEqual
            | ULessThan
            | SLessThan
            | ULessThanEqual
            | SLessThanEqual
            | FOrdEqual
            | FUnordEqual
            | FOrdNotEqual
            | FUnordNotEqual
            | FOrdLessThan
            | FUnordLessThan
            | FOrdGreaterThan
            | FUnordGreaterThan
            | FOrdLessThanEqual
            | FUnordLessThanEqual
            | FOrdGreaterThanEqual
            | FUnordGreaterThanEqual => self.compare(frame, i)?,
            SNegate => {
                let a = self.operand(frame, i, 0)?;
                let t = self.result_ir_type(i)?;
                let zero = self.b.zero(t);
                let r = self.emit(|fb| fb.binary(BinOp::Sub, zero, a));
                self.set(frame, i, r);
            }
            FNegate => {
                let a = self.operand(frame, i, 0)?;
                let r = self.emit(|fb| fb.fneg(a));
                self.set(frame, i, r);
            }
            Not | LogicalNot => {
                let a = self.operand(frame, i, 0)?;
                let t = self.result_ir_type(i)?;
                let scalar = Emitter::scalar_of(self, t);
                let ones = self.b.const_int(scalar, -1);
                let ones = self.splat_if_vector(t, ones);
                let r = self.emit(|fb| fb.binary(BinOp::Xor, a, ones));
                self.set(frame, i, r);
            }
            Select => {
                let c = self.operand(frame, i, 0)?;
                let a = self.operand(frame, i, 1)?;
                let b = self.operand(frame, i, 2)?;
                let r = self.emit(|fb| fb.select(c, a, b));
                self.set(frame, i, r);
            }
            ConvertFToU | ConvertFToS | ConvertSToF | ConvertUToF | UConvert | SConvert
            | FConvert | Bitcast => self.convert(frame, i)?,
            CompositeConstruct => self.construct(frame, i)?,
            MatrixTimesScalar | MatrixTimesVector | VectorTimesMatrix | MatrixTimesMatrix
            | OuterProduct | Transpose => self.matrix_op(frame, i)?,
            CompositeExtract => self.extract(frame, i)?,
            CompositeInsert => self.insert(frame, i)?,
            VectorExtractDynamic => {
                let v = self.operand(frame, i, 0)?;
                let k = self.operand(frame, i, 1)?;
                let k = self.index(k);
                let r = self.emit(|fb| fb.extract_element(v, k));
                self.set(frame, i, r);
            }
            VectorInsertDynamic => {
                let v = self.operand(frame, i, 0)?;
                let x = self.operand(frame, i, 1)?;
                let k = self.operand(frame, i, 2)?;
                let k = self.index(k);
                let r = self.emit(|fb| fb.insert_element(v, x, k));
                self.set(frame, i, r);
            }
            VectorShuffle => {
                let a = self.operand(frame, i, 0)?;
                let b = self.operand(frame, i, 1)?;
                let mask: Vec<i32> = i.operands[2..]
                    .iter()
                    .map(|&w| if w == 0xFFFF_FFFF { -1 } else { w as i32 })
                    .collect();
                let r = self.shuffle(a, b, &mask);
                self.set(frame, i, r);
            }
            VectorTimesScalar => {
                let v = self.operand(frame, i, 0)?;
                let s = self.operand(frame, i, 1)?;
                let t = self.result_ir_type(i)?;
                let splat = self.splat(t, s);
                let r = self.emit(|fb| fb.binary(BinOp::FMul, v, splat));
                self.set(frame, i, r);
            }
            Dot => {
                let a = self.operand(frame, i, 0)?;
                let b = self.operand(frame, i, 1)?;
                let t = self.result_ir_type(i)?;
                let vt = self.emit(|fb| fb.type_of(a));
                let r = self.call("llvm.dx.fdot", &[vt], t, &[a, b]);
                self.set(frame, i, r);
            }
            Any | All => {
                let a = self.operand(frame, i, 0)?;
                let t = self.result_ir_type(i)?;
                let vt = self.emit(|fb| fb.type_of(a));
                let base = if op == Any {
                    "llvm.dx.any"
                } else {
                    "llvm.dx.all"
                };
                let r = self.call(base, &[vt], t, &[a]);
                self.set(frame, i, r);
            }
            IsNan | IsInf => {
                let a = self.operand(frame, i, 0)?;
                let t = self.result_ir_type(i)?;
                let vt = self.emit(|fb| fb.type_of(a));
                let r = if op == IsNan {
                    self.emit(|fb| fb.fcmp(FloatPredicate::Uno, a, a))
                } else {
                    let base = "llvm.dx.isinf";
                    self.call(base, &[vt], t, &[a])
                };
                self.set(frame, i, r);
            }
            BitFieldInsert | BitFieldSExtract | BitFieldUExtract => self.bit_field(frame, i)?,
            BitCount => {
                let a = self.operand(frame, i, 0)?;
                let vt = self.emit(|fb| fb.type_of(a));
                let r = self.call("llvm.ctpop", &[vt], vt, &[a]);
                self.set(frame, i, r);
            }
            BitReverse => {
                let a = self.operand(frame, i, 0)?;
                let vt = self.emit(|fb| fb.type_of(a));
                let r = self.call("llvm.bitreverse", &[vt], vt, &[a]);
                self.set(frame, i, r);
            }
            Phi => {
                let t = self.result_ir_type(i)?;
                let phi = self.emit(|fb| fb.phi(t, &[]));
                let mut pairs = Vec::new();
                for k in (0..i.operands.len()).step_by(2) {
                    pairs.push((self.id(i, k)?, self.id(i, k + 1)?));
                }
                frame.phis.push((phi, pairs, i.result_id.unwrap_or(0)));
                self.set(frame, i, phi);
            }
            Branch => {
                let target = self.id(i, 0)?;
                let dest = self.block_of(frame, target, i)?;
                frame.ends.insert(block, self.cur.unwrap_or(dest));
                self.emit(|fb| fb.br(dest));
            }
            BranchConditional => {
                let c = self.operand(frame, i, 0)?;
                let (t, e) = (self.id(i, 1)?, self.id(i, 2)?);
                let (t, e) = (self.block_of(frame, t, i)?, self.block_of(frame, e, i)?);
                frame.ends.insert(block, self.cur.unwrap_or(t));
                self.emit(|fb| fb.cond_br(c, t, e));
            }
            Switch => {
                let v = self.operand(frame, i, 0)?;
                let default = self.id(i, 1)?;
                let default = self.block_of(frame, default, i)?;
                let ty = self.emit(|fb| fb.type_of(v));
                let mut cases = Vec::new();
                // A case is its literal (two words, low first, for a 64-bit selector)
                // and its target.
                let wide = self.b.module().types.int_bits(ty) == Some(64);
                let case_words = if wide { 3 } else { 2 };
                let cases_words = &i.operands[2.min(i.operands.len())..];
                if !cases_words.len().is_multiple_of(case_words) {
                    return Err(self.invalid("a switch case without its target".into(), i));
                }
                for case in cases_words.chunks_exact(case_words) {
                    let lit = match case {
                        [lo, hi, _] => i128::from(u64::from(*lo) | (u64::from(*hi) << 32)),
                        _ => i128::from(case[0]),
                    };
                    let target = self.block_of(frame, case[case_words - 1], i)?;
                    let c = self.b.const_int(ty, lit);
                    cases.push((c, target));
                }
                frame.ends.insert(block, self.cur.unwrap_or(default));
                self.emit(|fb| fb.switch(v, default, &cases));
            }
            Return | ReturnValue => {
                let value = if op == ReturnValue {
                    Some(self.operand(frame, i, 0)?)
                } else {
                    None
                };
                let here = self.cur;
                if let Some(h) = here {
                    frame.ends.insert(block, h);
                }
                match &mut frame.ret {
                    Some((cont, values)) => {
                        let cont = *cont;
                        if let (Some(v), Some(h)) = (value, here) {
                            values.push((v, h));
                        }
                        self.emit(|fb| fb.br(cont));
                    }
                    None => {
                        self.emit(|fb| fb.ret(None));
                    }
                }
            }
            Kill | TerminateInvocation if self.stage == Stage::Pixel => {
                // The invocation ends: its outputs are discarded.
                if let Some(h) = self.cur {
                    frame.ends.insert(block, h);
                }
                self.discard();
                self.emit(|fb| fb.ret(None));
            }
            DemoteToHelperInvocation if self.stage == Stage::Pixel => self.discard(),
            // (Set at the start already when the counts are constants.)
            SetMeshOutputsEXT if self.stage == Stage::Mesh && self.mesh_counts_set => {}
            SetMeshOutputsEXT if self.stage == Stage::Mesh => {
                let vertices = self.operand(frame, i, 0)?;
                let primitives = self.operand(frame, i, 1)?;
                let void = self.b.void_type();
                self.call(
                    "llvm.dx.set.mesh.output.counts",
                    &[],
                    void,
                    &[vertices, primitives],
                );
            }
            EmitMeshTasksEXT if self.stage == Stage::Amplification => {
                // The group's end: the mesh shader groups dispatched with the payload.
                if let Some(h) = self.cur {
                    frame.ends.insert(block, h);
                }
                self.emit_mesh_tasks(frame, i)?;
            }
            EmitVertex | EndPrimitive | EmitStreamVertex | EndStreamPrimitive
                if self.stage == Stage::Geometry =>
            {
                let stream = match op {
                    EmitStreamVertex | EndStreamPrimitive => {
                        let s = self.id(i, 0)?;
                        self.info.const_u64(s).ok_or_else(|| {
                            self.unsupported("a stream that is not a constant".into(), i)
                        })? as u32
                    }
                    _ => 0,
                };
                self.emit_or_cut(matches!(op, EmitVertex | EmitStreamVertex), stream)?;
            }
            Unreachable | Kill | TerminateInvocation => {
                if let Some(h) = self.cur {
                    frame.ends.insert(block, h);
                }
                self.emit(|fb| fb.unreachable());
            }
            DPdx | DPdy | DPdxCoarse | DPdyCoarse | DPdxFine | DPdyFine | Fwidth | FwidthCoarse
            | FwidthFine => {
                self.check_derivative_quads(i)?;
                let v = self.operand(frame, i, 0)?;
                let r = self.derivative(op, v);
                self.set(frame, i, r);
            }
            FunctionCall => {
                let callee = self.id(i, 0)?;
                let info = self.info;
                let f = info
                    .functions
                    .get(&callee)
                    .ok_or_else(|| self.invalid(format!("%{callee} is not a function"), i))?;
                let mut args = Vec::new();
                for k in 1..i.operands.len() {
                    let id = self.id(i, k)?;
                    let v = match self.val(frame, id) {
                        Some(v) => v,
                        None => Val::Value(self.constant(id)?),
                    };
                    args.push(v);
                }
                let r = self.function(f, args, false)?;
                if let Some(r) = r {
                    self.set(frame, i, r);
                }
            }
            ExtInst => self.ext_inst(frame, i)?,
            // A hull shader's control points meet only between its two functions (see
            // `tessellation_split.rs`).
            ControlBarrier | MemoryBarrier if self.stage == Stage::Hull => {}
            ControlBarrier | MemoryBarrier => self.barrier(frame, i)?,
            AtomicIAdd
            | AtomicISub
            | AtomicAnd
            | AtomicOr
            | AtomicXor
            | AtomicSMin
            | AtomicUMin
            | AtomicSMax
            | AtomicUMax
            | AtomicExchange
            | AtomicIIncrement
            | AtomicIDecrement
            | AtomicLoad
            | AtomicStore
            | AtomicCompareExchange => self.atomic(frame, i)?,
            GroupNonUniformElect
            | GroupNonUniformAll
            | GroupNonUniformAny
            | GroupNonUniformAllEqual
            | GroupNonUniformBallot
            | GroupNonUniformBroadcast
            | GroupNonUniformShuffle
            | GroupNonUniformBroadcastFirst
            | GroupNonUniformShuffleXor
            | GroupNonUniformShuffleUp
            | GroupNonUniformShuffleDown
            | GroupNonUniformIAdd
            | GroupNonUniformFAdd
            | GroupNonUniformIMul
            | GroupNonUniformFMul
            | GroupNonUniformSMin
            | GroupNonUniformUMin
            | GroupNonUniformFMin
            | GroupNonUniformSMax
            | GroupNonUniformUMax
            | GroupNonUniformFMax
            | GroupNonUniformBitwiseAnd
            | GroupNonUniformBitwiseOr
            | GroupNonUniformBitwiseXor
            | GroupNonUniformBallotBitCount
            | GroupNonUniformQuadSwap
            | GroupNonUniformQuadBroadcast => self.group_op(frame, i)?,
            ImageTexelPointer => self.texel_pointer(frame, i)?,
            Image
            | SampledImage
            | ImageRead
            | ImageFetch
            | ImageWrite
            | ImageQuerySize
            | ImageQuerySizeLod
            | ImageQueryLevels
            | ImageQuerySamples
            | ImageSampleImplicitLod
            | ImageSampleExplicitLod
            | ImageSampleDrefImplicitLod
            | ImageSampleDrefExplicitLod
            | ImageSampleProjImplicitLod
            | ImageSampleProjExplicitLod
            | ImageSampleProjDrefImplicitLod
            | ImageSampleProjDrefExplicitLod
            | ImageGather
            | ImageDrefGather
            | ImageQueryLod
            | ImageSparseSampleImplicitLod
            | ImageSparseSampleExplicitLod
            | ImageSparseSampleDrefImplicitLod
            | ImageSparseSampleDrefExplicitLod
            | ImageSparseGather
            | ImageSparseDrefGather
            | ImageSparseFetch
            | ImageSparseRead => self.image_instruction(frame, i)?,
            // A residency code is 1 where the access was fully mapped (see `images.rs`).
            ImageSparseTexelsResident => {
                let code = self.operand(frame, i, 0)?;
                let zero = self.i32_const(0);
                let r = self.emit(|fb| fb.icmp(IntPredicate::Ne, code, zero));
                self.set(frame, i, r);
            }
            ArrayLength => {
                let var = self.id(i, 0)?;
                let len = match self.val(frame, var) {
                    Some(Val::BufferBlock(r)) => self.first_dimension(r),
                    Some(Val::Ptr(p, _)) if self.raw_blocks.contains_key(&p) => {
                        let member = self.lit(i, 1)?;
                        self.raw_array_length(p, member, i)?
                    }
                    _ => return Err(self.unsupported("the length of this array".into(), i)),
                };
                self.set(frame, i, len);
            }
            _ if Self::is_ray_query_op(op) => self.ray_query(frame, i)?,
            _ => return Err(self.unsupported(format!("the instruction {}", i.class.opname), i)),
        }
        Ok(())
    }

    /// `getdimensions.x` of resource `r`: a buffer's element count, a texture's width.
    fn first_dimension(&mut self, r: usize) -> Value {
        let res = self.resources[r].clone();
        let i32t = self.b.int_type(32);
        self.call(
            "llvm.dx.resource.getdimensions.x",
            &[res.handle_ty],
            i32t,
            &[res.handle],
        )
    }

    /// The length of the runtime array, member `member`, of the byte-address buffer
    /// block at pointer `p`: the bytes past the member's offset over the array's stride.
    fn raw_array_length(&mut self, p: Value, member: u32, i: &Inst) -> R<Value> {
        let (handle, handle_ty, block) = self.raw_blocks[&p];
        let array = match self.info.ty(block)? {
            SpvType::Struct(ms) => ms.get(member as usize).copied(),
            _ => None,
        };
        let offset = self.info.member_literal(block, member, Decoration::Offset);
        let stride = array.and_then(|a| self.info.decoration_literal(a, Decoration::ArrayStride));
        let (Some(offset), Some(stride)) = (offset, stride.filter(|s| *s > 0)) else {
            return Err(self.invalid(
                "a runtime array without an Offset and an ArrayStride".into(),
                i,
            ));
        };
        let i32t = self.b.int_type(32);
        let bytes = self.call(
            "llvm.dx.resource.getdimensions.x",
            &[handle_ty],
            i32t,
            &[handle],
        );
        let offset = self.i32_const(i128::from(offset));
        let stride = self.i32_const(i128::from(stride));
        let past = self.emit(|fb| fb.binary(BinOp::Sub, bytes, offset));
        Ok(self.emit(|fb| fb.binary(BinOp::UDiv, past, stride)))
    }

    fn block_of(&self, frame: &Frame, label: Word, i: &Inst) -> R<Block> {
        frame
            .blocks
            .get(&label)
            .copied()
            .ok_or_else(|| self.invalid(format!("%{label} is not a block of this function"), i))
    }

    fn splat(&mut self, t: Type, s: Value) -> Value {
        let TypeData::Vector { len, .. } = *self.b.module().types.get(t) else {
            return s;
        };
        let mut v = self.b.undef(t);
        for k in 0..len {
            let idx = self.i32_const(i128::from(k));
            v = self.emit(|fb| fb.insert_element(v, s, idx));
        }
        v
    }

    fn splat_if_vector(&mut self, t: Type, c: Value) -> Value {
        let TypeData::Vector { elem, .. } = *self.b.module().types.get(t) else {
            return c;
        };
        let bits = c
            .as_const()
            .and_then(|k| match self.b.module().consts.get(k) {
                ConstData::Int { bits, .. } => Some(*bits),
                _ => None,
            });
        let scalar = match bits {
            Some(bits) => self.b.const_int(elem, bits as i128),
            None => c,
        };
        self.b.const_splat(t, scalar)
    }

    fn binary(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        use Op::*;
        let a = self.operand(frame, i, 0)?;
        let b = self.operand(frame, i, 1)?;
        let op = match i.class.opcode {
            IAdd => BinOp::Add,
            ISub => BinOp::Sub,
            IMul => BinOp::Mul,
            UDiv => BinOp::UDiv,
            SDiv => BinOp::SDiv,
            UMod => BinOp::URem,
            SRem => BinOp::SRem,
            FAdd => BinOp::FAdd,
            FSub => BinOp::FSub,
            FMul => BinOp::FMul,
            FDiv => BinOp::FDiv,
            FRem => BinOp::FRem,
            ShiftLeftLogical => BinOp::Shl,
            ShiftRightLogical => BinOp::LShr,
            ShiftRightArithmetic => BinOp::AShr,
            BitwiseAnd | LogicalAnd => BinOp::And,
            BitwiseOr | LogicalOr => BinOp::Or,
            BitwiseXor | LogicalNotEqual => BinOp::Xor,
            LogicalEqual => {
                let r = self.emit(|fb| fb.icmp(IntPredicate::Eq, a, b));
                self.set(frame, i, r);
                return Ok(());
            }
            SMod => {
                // The sign of the divisor: r = a srem b; r != 0 && (r ^ b) < 0 ? r + b : r.
                let r = self.emit(|fb| fb.binary(BinOp::SRem, a, b));
                let t = self.result_ir_type(i)?;
                let zero = self.b.zero(t);
                let nonzero = self.emit(|fb| fb.icmp(IntPredicate::Ne, r, zero));
                let x = self.emit(|fb| fb.binary(BinOp::Xor, r, b));
                let neg = self.emit(|fb| fb.icmp(IntPredicate::Slt, x, zero));
                let fix = self.emit(|fb| fb.binary(BinOp::And, nonzero, neg));
                let sum = self.emit(|fb| fb.binary(BinOp::Add, r, b));
                let out = self.emit(|fb| fb.select(fix, sum, r));
                self.set(frame, i, out);
                return Ok(());
            }
            FMod => {
                // a - b * floor(a / b).
                let t = self.result_ir_type(i)?;
                let q = self.emit(|fb| fb.binary(BinOp::FDiv, a, b));
                let f = self.call("llvm.floor", &[t], t, &[q]);
                let p = self.emit(|fb| fb.binary(BinOp::FMul, b, f));
                let r = self.emit(|fb| fb.binary(BinOp::FSub, a, p));
                self.set(frame, i, r);
                return Ok(());
            }
            _ => return Err(self.unsupported(format!("the instruction {}", i.class.opname), i)),
        };
        let r = self.emit(|fb| fb.binary(op, a, b));
        self.set(frame, i, r);
        Ok(())
    }

    fn compare(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        use Op::*;
        let a = self.operand(frame, i, 0)?;
        let b = self.operand(frame, i, 1)?;
        let int = |p| Some(Ok::<IntPredicate, FloatPredicate>(p));
        let float = |p| Some(Err::<IntPredicate, FloatPredicate>(p));
        let pred = match i.class.opcode {
            IEqual => int(IntPredicate::Eq),
            INotEqual => int(IntPredicate::Ne),
            UGreaterThan => int(IntPredicate::Ugt),
            SGreaterThan => int(IntPredicate::Sgt),
            UGreaterThanEqual => int(IntPredicate::Uge),
            SGreaterThanEqual => int(IntPredicate::Sge),
            ULessThan => int(IntPredicate::Ult),
            SLessThan => int(IntPredicate::Slt),
            ULessThanEqual => int(IntPredicate::Ule),
            SLessThanEqual => int(IntPredicate::Sle),
            FOrdEqual => float(FloatPredicate::Oeq),
            FUnordEqual => float(FloatPredicate::Ueq),
            FOrdNotEqual => float(FloatPredicate::One),
            FUnordNotEqual => float(FloatPredicate::Une),
            FOrdLessThan => float(FloatPredicate::Olt),
            FUnordLessThan => float(FloatPredicate::Ult),
            FOrdGreaterThan => float(FloatPredicate::Ogt),
            FUnordGreaterThan => float(FloatPredicate::Ugt),
            FOrdLessThanEqual => float(FloatPredicate::Ole),
            FUnordLessThanEqual => float(FloatPredicate::Ule),
            FOrdGreaterThanEqual => float(FloatPredicate::Oge),
            FUnordGreaterThanEqual => float(FloatPredicate::Uge),
            _ => None,
        };
        let r = match pred {
            Some(Ok(p)) => self.emit(|fb| fb.icmp(p, a, b)),
            Some(Err(p)) => self.emit(|fb| fb.fcmp(p, a, b)),
            None => return Err(self.unsupported(format!("the instruction {}", i.class.opname), i)),
        };
        self.set(frame, i, r);
        Ok(())
    }

    fn convert(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        use Op::*;
        let a = self.operand(frame, i, 0)?;
        let to = self.result_ir_type(i)?;
        let from = self.emit(|fb| fb.type_of(a));
        let bits = |t: Type, b: &ModuleBuilder| {
            let s = b.module().types.scalar_of(t);
            match b.module().types.get(s) {
                TypeData::Int(w) => *w,
                TypeData::Float(k) => k.bits(),
                _ => 0,
            }
        };
        let (fb_bits, tb_bits) = (bits(from, &self.b), bits(to, &self.b));
        let op = match i.class.opcode {
            ConvertFToU => CastOp::FPToUI,
            ConvertFToS => CastOp::FPToSI,
            ConvertSToF => CastOp::SIToFP,
            ConvertUToF => CastOp::UIToFP,
            UConvert | SConvert if fb_bits == tb_bits => {
                self.set(frame, i, a);
                return Ok(());
            }
            UConvert if tb_bits > fb_bits => CastOp::ZExt,
            SConvert if tb_bits > fb_bits => CastOp::SExt,
            UConvert | SConvert => CastOp::Trunc,
            FConvert if tb_bits > fb_bits => CastOp::FPExt,
            FConvert if tb_bits == fb_bits => {
                self.set(frame, i, a);
                return Ok(());
            }
            FConvert => CastOp::FPTrunc,
            _ => CastOp::BitCast,
        };
        let repacked = if op == CastOp::BitCast {
            self.repack_bitcast(a, from, to)
        } else {
            None
        };
        let r = if op == CastOp::BitCast && from == to {
            a
        } else if let Some(r) = repacked {
            r
        } else {
            self.emit(|fb| fb.cast(op, a, to))
        };
        self.set(frame, i, r);
        Ok(())
    }

    fn construct(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let t = self.result_ir_type(i)?;
        let parts = (0..i.operands.len())
            .map(|k| self.operand(frame, i, k))
            .collect::<R<Vec<_>>>()?;
        let r = match self.b.module().types.get(t).clone() {
            TypeData::Vector { .. } => {
                // Parts are scalars or vectors, laid end to end.
                let mut scalars = Vec::new();
                for p in parts {
                    let pt = self.emit(|fb| fb.type_of(p));
                    match self.b.module().types.get(pt).clone() {
                        TypeData::Vector { len, .. } => {
                            for k in 0..len {
                                let idx = self.i32_const(i128::from(k));
                                scalars.push(self.emit(|fb| fb.extract_element(p, idx)));
                            }
                        }
                        _ => scalars.push(p),
                    }
                }
                let mut v = self.b.undef(t);
                for (k, s) in scalars.into_iter().enumerate() {
                    let idx = self.i32_const(k as i128);
                    v = self.emit(|fb| fb.insert_element(v, s, idx));
                }
                v
            }
            _ => {
                let mut v = self.b.undef(t);
                let ty = i.result_type.unwrap_or(0);
                for (k, p) in parts.into_iter().enumerate() {
                    let field = self.field(ty, k as u32);
                    v = self.emit(|fb| fb.insert_value(v, p, &[field]));
                }
                v
            }
        };
        self.set(frame, i, r);
        Ok(())
    }

    /// `OpCopyLogical` of `v` (SPIR-V type `from`) to type `to`, which matches it but
    /// for decorations (a block's struct copied to a function's, as SPIR-V 1.4's HLSL
    /// writes it): the value itself where both are one IR type, else rebuilt part by
    /// part (the parts' IR places may differ).
    fn copy_logical(&mut self, v: Value, from: Word, to: Word, i: &Inst) -> R<Value> {
        let ir = self.ir_type(to)?;
        if self.ir_type(from)? == ir {
            return Ok(v);
        }
        let (from_parts, to_parts) = (self.aggregate_parts(from)?, self.aggregate_parts(to)?);
        if from_parts.is_empty() || from_parts.len() != to_parts.len() {
            return Err(self.invalid(
                format!("OpCopyLogical from %{from} to %{to}, which do not match"),
                i,
            ));
        }
        let mut out = self.b.undef(ir);
        for ((kf, ef), (kt, et)) in from_parts.into_iter().zip(to_parts) {
            let x = self.extract_path(v, &[kf]);
            let y = self.copy_logical(x, ef, et, i)?;
            out = self.emit(|fb| fb.insert_value(out, y, &[kt]));
        }
        Ok(out)
    }

    /// The IR index path of SPIR-V literal indices into composite type `ty`.
    fn literal_path(&mut self, mut ty: Word, lits: &[u32]) -> R<(Vec<u32>, bool)> {
        let mut path = Vec::new();
        let mut vector_last = false;
        for (n, &k) in lits.iter().enumerate() {
            match self.info.ty(ty)?.clone() {
                SpvType::Struct(ms) => {
                    path.push(self.field(ty, k));
                    ty = ms.get(k as usize).copied().unwrap_or(0);
                }
                SpvType::Vector(e, _) => {
                    path.push(k);
                    ty = e;
                    vector_last = n + 1 == lits.len();
                }
                SpvType::Array(e, _) | SpvType::Matrix(e, _) => {
                    path.push(k);
                    ty = e;
                }
                _ => break,
            }
        }
        Ok((path, vector_last))
    }

    fn extract(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let id = self.id(i, 0)?;
        let lits: Vec<u32> = (1..i.operands.len())
            .map(|k| self.lit(i, k))
            .collect::<R<_>>()?;
        // A component of a whole built-in vector read: that component's call.
        let agg = self.operand(frame, i, 0)?;
        let ty = self.composite_type(frame, id, i)?;
        let (path, vector_last) = self.literal_path(ty, &lits)?;
        let r = if vector_last {
            let (last, rest) = path.split_last().unwrap_or((&0, &[]));
            let rest = rest.to_vec();
            let inner = self.extract_path(agg, &rest);
            let idx = self.i32_const(i128::from(*last));
            self.emit(|fb| fb.extract_element(inner, idx))
        } else {
            self.extract_path(agg, &path)
        };
        self.set(frame, i, r);
        Ok(())
    }

    fn insert(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let obj = self.operand(frame, i, 0)?;
        let agg = self.operand(frame, i, 1)?;
        let lits: Vec<u32> = (2..i.operands.len())
            .map(|k| self.lit(i, k))
            .collect::<R<_>>()?;
        let ty = i.result_type.unwrap_or(0);
        let (path, vector_last) = self.literal_path(ty, &lits)?;
        let r = if vector_last {
            let (last, rest) = path.split_last().unwrap_or((&0, &[]));
            let idx = self.i32_const(i128::from(*last));
            if rest.is_empty() {
                self.emit(|fb| fb.insert_element(agg, obj, idx))
            } else {
                let rest = rest.to_vec();
                let inner = self.emit(|fb| fb.extract_value(agg, &rest));
                let inner = self.emit(|fb| fb.insert_element(inner, obj, idx));
                self.emit(|fb| fb.insert_value(agg, inner, &rest))
            }
        } else {
            self.emit(|fb| fb.insert_value(agg, obj, &path))
        };
        self.set(frame, i, r);
        Ok(())
    }

    /// The SPIR-V type of value `id`.
    fn composite_type(&self, _frame: &Frame, id: Word, i: &Inst) -> R<Word> {
        self.result_types()
            .get(&id)
            .copied()
            .ok_or_else(|| self.invalid(format!("the type of %{id} is unknown"), i))
    }

    /// Every result id's SPIR-V type.
    fn result_types(&self) -> &crate::module_info::IdTable<Word> {
        &self.info.result_types
    }

    // --- memory ---------------------------------------------------------------------

    fn load(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let p = self.id(i, 0)?;
        let v = match self.val(frame, p) {
            Some(Val::Builtin(bi, comp)) => {
                let ty = self.result_ir_type(i)?;
                self.builtin(bi, comp, ty, i)?
            }
            Some(Val::Slot(slot)) => return self.load_resource(frame, slot, i),
            Some(Val::Element(place)) if self.io[place.element].output => {
                return Err(self.unsupported("reading a mesh shader's output".into(), i))
            }
            Some(Val::Element(place)) => {
                let ty = self.result_type_id(i)?;
                self.load_input(place, ty)?
            }
            Some(Val::MeshIndices(_)) => {
                return Err(self.unsupported("reading a mesh shader's primitive indices".into(), i))
            }
            Some(Val::ElementBlock(var, vertex)) => {
                let ty = self.result_type_id(i)?;
                self.load_input_block(var, vertex, ty)?
            }
            Some(v @ (Val::Image(_) | Val::Sampled(..))) => {
                if let Some(id) = i.result_id {
                    self.locals.insert(frame.stamp, id, v);
                }
                return Ok(());
            }
            memory => self.load_memory(memory, i)?,
        };
        self.set(frame, i, v);
        Ok(())
    }

    /// Loads through `source`: a pointer into memory or a cbuffer, or a column of a
    /// row-major matrix.
    fn load_memory(&mut self, source: Option<Val>, i: &Inst) -> R<Value> {
        match source {
            Some(Val::Ptr(ptr, ty)) => self.load_value(ptr, ty),
            Some(Val::CbPtr(ptr, ty, matrices)) => self.load_cbuffer(ptr, ty, matrices, i),
            Some(Val::Column(c)) => self.load_column(c),
            _ => Err(self.unsupported("a load through this pointer".into(), i)),
        }
    }

    /// Stores `v` through `target`: a pointer into memory, or a column of a row-major
    /// matrix there.
    fn store_memory(&mut self, v: Value, target: Option<Val>, i: &Inst) -> R<()> {
        match target {
            Some(Val::Ptr(ptr, ty)) => self.store_value(v, ptr, ty),
            Some(Val::Column(c)) if !c.cbuffer => {
                self.store_column(v, c);
                Ok(())
            }
            _ => Err(self.unsupported("a store through this pointer".into(), i)),
        }
    }

    /// Reads a value of SPIR-V type `ty` at `ptr` in a cbuffer (its matrices laid out
    /// by `matrices`): a scalar or vector directly, an aggregate element by element.
    fn load_cbuffer(&mut self, ptr: Value, ty: Word, matrices: MatrixLayout, i: &Inst) -> R<Value> {
        let ir = self.ir_type(ty)?;
        let layout = self.cb_layouts.by_type.get(&(ty, matrices)).cloned();
        let zero = self.i32_const(0);
        Ok(match (layout, self.info.ty(ty)?.clone()) {
            (Some(CbLayout::Struct { ty: lt, fields }), SpvType::Struct(ms)) => {
                let mut v = self.b.undef(ir);
                for (k, m) in ms.iter().enumerate() {
                    let f = self.i32_const(i128::from(fields[k]));
                    let p = self.emit(|fb| fb.gep(lt, ptr, &[zero, f], true));
                    let inner = MatrixLayout::of_member(self.info, ty, k as u32);
                    let x = self.load_cbuffer(p, *m, inner, i)?;
                    let field = self.field(ty, k as u32);
                    v = self.emit(|fb| fb.insert_value(v, x, &[field]));
                }
                v
            }
            (
                Some(CbLayout::Array {
                    ty: lt,
                    elem,
                    padded,
                }),
                SpvType::Array(_, len),
            ) => {
                let n = self.info.const_u64(len).unwrap_or(0);
                let step = cb_step(lt, padded);
                let mut v = self.b.undef(ir);
                for k in 0..n {
                    let x = self.i32_const(i128::from(k));
                    let p = self.vector_ptr(ptr, step, x);
                    let e = self.load_cbuffer(p, elem, matrices, i)?;
                    v = self.emit(|fb| fb.insert_value(v, e, &[k as u32]));
                }
                v
            }
            (
                Some(CbLayout::Matrix {
                    ty: lt,
                    padded,
                    row_major,
                    ..
                }),
                SpvType::Matrix(..),
            ) => {
                let shape = self.cb_shape(ty, matrices, i)?;
                self.load_major_vectors(ptr, cb_step(lt, padded), ty, shape, row_major)?
            }
            (Some(CbLayout::Leaf(_)), _)
            | (None, SpvType::Int(..) | SpvType::Float(_) | SpvType::Vector(..)) => {
                self.emit(|fb| fb.load(ir, ptr, None))
            }
            _ => return Err(self.unsupported("a load of this uniform block member".into(), i)),
        })
    }

    fn store(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let p = self.id(i, 0)?;
        if let Some(Val::Slot(slot)) = self.val(frame, p) {
            let value = self.id(i, 1)?;
            return self.store_resource(frame, slot, value, i);
        }
        let v = self.operand(frame, i, 1)?;
        let target = self.val(frame, p);
        // A mesh shader's outputs and primitive indices, stored where the code stores.
        let value_ty = self
            .id(i, 1)
            .ok()
            .and_then(|v| self.info.result_types.get(&v).copied());
        match (target, value_ty) {
            (Some(Val::Element(place)), Some(ty)) if self.io[place.element].output => {
                return self.store_mesh_output(place, v, ty, i)
            }
            (Some(Val::ElementBlock(var, vertex)), Some(ty)) => {
                return self.store_mesh_block(var, vertex, v, ty, i)
            }
            (Some(Val::MeshIndices(Some(primitive))), _) => {
                return self.emit_indices(primitive, v, i)
            }
            // `gl_PointSize`, in no signature (Direct3D's points are one pixel).
            (Some(Val::Builtin(BuiltIn::PointSize, _)), _) => return Ok(()),
            (Some(Val::MeshIndices(None)), _) => {
                return Err(
                    self.unsupported("a store of every primitive's indices at once".into(), i)
                )
            }
            _ => {}
        }
        self.store_memory(v, target, i)
    }

    /// `OpCopyMemory`: the source loaded and stored at the target, part by part (each
    /// side's matrices as its memory lays them out).
    fn copy_memory(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let (target, source) = (self.id(i, 0)?, self.id(i, 1)?);
        let source = self.val(frame, source);
        let v = self.load_memory(source, i)?;
        let target = self.val(frame, target);
        self.store_memory(v, target, i)
    }

    /// The pointer to lane `id` of the cbuffer vector of IR type `vector` at `p`, of
    /// SPIR-V type `lane_ty` (a run-time lane is the cbuffer lowering's to pick).
    fn cb_lane(
        &mut self,
        frame: &Frame,
        (p, vector): (Value, Type),
        id: Word,
        lane_ty: Word,
        i: &Inst,
    ) -> R<Val> {
        let v = self.value(frame, id, i.result_id.unwrap_or(0))?;
        let x = self.index(v);
        let zero = self.i32_const(0);
        let e = self.emit(|fb| fb.gep(vector, p, &[zero, x], true));
        Ok(Val::CbPtr(e, lane_ty, MatrixLayout::default()))
    }

    /// The major vectors of matrix type `ty` in a cbuffer.
    fn cb_shape(&self, ty: Word, matrices: MatrixLayout, i: &Inst) -> R<MajorVectors> {
        major_vectors(self.info, ty, matrices)
            .ok_or_else(|| self.invalid(format!("%{ty} is not a matrix of vectors"), i))
    }

    /// Loads a value of SPIR-V type `ty` at `ptr`: a scalar or vector as it is, an
    /// aggregate element by element, rebuilt with `insertvalue` (DXIL has no aggregate
    /// loads; the lowering folds the extracts of the parts).
    fn load_value(&mut self, ptr: Value, ty: Word) -> R<Value> {
        let layout = self.layout_at(ptr);
        if let SpvType::Matrix(..) = self.info.ty(ty)? {
            return self.load_matrix(ptr, ty, layout);
        }
        let ir = self.ir_type(ty)?;
        let parts = self.aggregate_parts(ty)?;
        if parts.is_empty() {
            return Ok(self.emit(|fb| fb.load(ir, ptr, None)));
        }
        let memory = self.memory_type(ty, layout)?;
        let zero = self.i32_const(0);
        let mut v = self.b.undef(ir);
        let mut known = Vec::new();
        for (n, (k, elem)) in parts.into_iter().enumerate() {
            let idx = self.i32_const(i128::from(k));
            let p = self.emit(|fb| fb.gep(memory, ptr, &[zero, idx], true));
            let inner = self.part_layout(ty, n as u32, layout);
            self.set_layout(p, inner);
            let x = self.load_value(p, elem)?;
            v = self.emit(|fb| fb.insert_value(v, x, &[k]));
            if known.len() == k as usize {
                known.push(x);
            }
        }
        self.parts.insert(v, known);
        Ok(v)
    }

    /// `OpVectorShuffle` of `a` and `b` by SPIR-V's `mask` (-1: undefined). SPIR-V's
    /// two vectors may differ in length, LLVM's may not: the shorter is widened first,
    /// and indices into the second renumbered.
    fn shuffle(&mut self, a: Value, b: Value, mask: &[i32]) -> Value {
        let (ta, tb) = self.emit(|fb| (fb.type_of(a), fb.type_of(b)));
        let (na, nb) = {
            let types = &self.b.module().types;
            let len = |t: Type| match types.get(t) {
                TypeData::Vector { len, .. } => *len as i32,
                _ => 1,
            };
            (len(ta), len(tb))
        };
        if na == nb {
            return self.emit(|fb| fb.shuffle_vector(a, b, mask));
        }
        let n = na.max(nb);
        let mut widen = |v: Value, from: i32| {
            if from == n {
                return v;
            }
            let keep: Vec<i32> = (0..n).map(|k| if k < from { k } else { -1 }).collect();
            self.emit(|fb| fb.shuffle_vector(v, v, &keep))
        };
        let (a, b) = (widen(a, na), widen(b, nb));
        let mask: Vec<i32> = mask
            .iter()
            .map(|&k| if k >= na { k - na + n } else { k })
            .collect();
        self.emit(|fb| fb.shuffle_vector(a, b, &mask))
    }

    /// The part of aggregate `v` at IR index `path`: the loaded part itself where `v`
    /// was loaded element by element, else an `extractvalue`.
    fn extract_path(&mut self, mut v: Value, path: &[u32]) -> Value {
        let mut k = 0;
        while let Some(&x) = path
            .get(k)
            .and_then(|i| self.parts.get(&v).and_then(|p| p.get(*i as usize)))
        {
            v = x;
            k += 1;
        }
        if k == path.len() {
            return v;
        }
        let rest = path[k..].to_vec();
        self.emit(|fb| fb.extract_value(v, &rest))
    }

    /// The (IR field index, SPIR-V type) of each part of aggregate type `ty`; none for
    /// a scalar or vector, nor a matrix (loaded and stored by its layout).
    fn aggregate_parts(&self, ty: Word) -> R<Vec<(u32, Word)>> {
        Ok(match self.info.ty(ty)?.clone() {
            SpvType::Struct(ms) => ms
                .iter()
                .enumerate()
                .map(|(k, m)| (self.field(ty, k as u32), *m))
                .collect(),
            SpvType::Array(e, len) => {
                let n = self.info.const_u64(len).unwrap_or(0) as u32;
                (0..n).map(|k| (k, e)).collect()
            }
            _ => Vec::new(),
        })
    }

    /// Stores `v` of SPIR-V type `ty` at `ptr`: a scalar or vector as it is, an
    /// aggregate element by element (as clang stores one; DXIL has no aggregate stores).
    fn store_value(&mut self, v: Value, ptr: Value, ty: Word) -> R<()> {
        let layout = self.layout_at(ptr);
        if let SpvType::Matrix(..) = self.info.ty(ty)? {
            return self.store_matrix(v, ptr, ty, layout);
        }
        let parts = self.aggregate_parts(ty)?;
        if parts.is_empty() {
            self.emit(|fb| fb.store(v, ptr, None));
            return Ok(());
        }
        let memory = self.memory_type(ty, layout)?;
        let zero = self.i32_const(0);
        for (n, (k, elem)) in parts.into_iter().enumerate() {
            let x = self.extract_path(v, &[k]);
            let idx = self.i32_const(i128::from(k));
            let p = self.emit(|fb| fb.gep(memory, ptr, &[zero, idx], true));
            let inner = self.part_layout(ty, n as u32, layout);
            self.set_layout(p, inner);
            self.store_value(x, p, elem)?;
        }
        Ok(())
    }

    fn access_chain(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let base = self.id(i, 0)?;
        let ids: Vec<Word> = (1..i.operands.len())
            .map(|k| self.id(i, k))
            .collect::<R<_>>()?;
        let Some(mut cur) = self.val(frame, base) else {
            return Err(self.invalid(format!("%{base} is not a pointer"), i));
        };
        let mut rest: &[Word] = &ids;
        if let (Val::ImageArray(a), Some((idx, tail))) = (cur, rest.split_first()) {
            cur = self.image_array_element(frame, a, *idx, i)?;
            rest = tail;
        }
        if let (Val::BlockArray(a), Some((idx, tail))) = (cur, rest.split_first()) {
            cur = self.block_array_element(frame, a, *idx, i)?;
            rest = tail;
        }
        // Through a structured buffer: block, runtime array, element.
        if let Val::BufferBlock(r) = cur {
            if let Some((_, tail)) = rest.split_first() {
                cur = Val::BufferArray(r);
                rest = tail;
            }
        }
        if let Val::BufferArray(r) = cur {
            if let Some((idx, tail)) = rest.split_first() {
                let res = self.resources[r].clone();
                let ResourceKind::Structured { element, matrices } = res.kind else {
                    return Err(self.unsupported("indexing this resource".into(), i));
                };
                let idx = self.value(frame, *idx, i.result_id.unwrap_or(0))?;
                let idx = self.index(idx);
                let p = self.get_pointer((res.handle, res.handle_ty), 0, idx);
                self.set_layout(p, matrices);
                cur = Val::Ptr(p, element);
                rest = tail;
            }
        }
        if let (Val::Counter(r), [_]) = (cur, rest) {
            cur = Val::CounterPtr(r);
            rest = &[];
        }
        if let Val::CBuffer(c) = cur {
            if let Some((k, tail)) = rest.split_first() {
                let k = self.info.const_u64(*k).ok_or_else(|| {
                    self.invalid(
                        "a uniform block member index that is not a constant".into(),
                        i,
                    )
                })?;
                let (g, ty, matrices) = *self.cbuffers[c]
                    .members
                    .get(k as usize)
                    .ok_or_else(|| self.invalid(format!("the block has no member {k}"), i))?;
                cur = Val::CbPtr(g, ty, matrices);
                rest = tail;
            }
        }
        if let Val::CbPtr(p, ty, matrices) = cur {
            cur = self.cbuffer_chain(frame, (p, ty, matrices), rest, i)?;
            rest = &[];
        }
        if let (Val::Column(c), [r]) = (cur, rest) {
            let r = self.value(frame, *r, i.result_id.unwrap_or(0))?;
            let r = self.index(r);
            cur = self.column_chain(c, r, i)?;
            rest = &[];
        }
        if let (Val::MeshIndices(None), [p]) = (cur, rest) {
            let p = self.value(frame, *p, i.result_id.unwrap_or(0))?;
            cur = Val::MeshIndices(Some(self.index(p)));
            rest = &[];
        }
        if matches!(cur, Val::Element(..) | Val::ElementBlock(..)) {
            cur = self.element_chain(frame, cur, rest, i)?;
            rest = &[];
        }
        if let Val::Builtin(bi, None) = cur {
            if let [c] = rest {
                let comp = self.info.const_u64(*c).ok_or_else(|| {
                    self.unsupported("a built-in indexed at a run-time index".into(), i)
                })?;
                cur = Val::Builtin(bi, Some(comp as u32));
                rest = &[];
            }
        }
        if !rest.is_empty() {
            let Val::Ptr(p, ty) = cur else {
                return Err(self.unsupported("an access chain into this variable".into(), i));
            };
            cur = self.memory_chain(frame, p, ty, rest, i)?;
        }
        if let Some(id) = i.result_id {
            self.locals.insert(frame.stamp, id, cur);
        }
        Ok(())
    }

    /// The cbuffer pointer `rest` indexes from `p` (to SPIR-V type `ty`, its matrices
    /// laid out by `matrices`), one GEP a step on the layout types; a column of a
    /// row-major matrix is a [`MatrixColumn`].
    fn cbuffer_chain(
        &mut self,
        frame: &Frame,
        (mut p, mut ty, mut matrices): (Value, Word, MatrixLayout),
        rest: &[Word],
        i: &Inst,
    ) -> R<Val> {
        let at = i.result_id.unwrap_or(0);
        let mut k = 0;
        while k < rest.len() {
            let id = rest[k];
            let spv = self.info.ty(ty)?.clone();
            let layout = match self.cb_layouts.by_type.get(&(ty, matrices)).cloned() {
                Some(l) => l,
                None if matches!(spv, SpvType::Vector(..)) => CbLayout::Leaf(self.ir_type(ty)?),
                None => {
                    return Err(
                        self.unsupported("indexing into this uniform block member".into(), i)
                    )
                }
            };
            let zero = self.i32_const(0);
            match (layout, spv) {
                (CbLayout::Struct { ty: lt, fields }, SpvType::Struct(ms)) => {
                    let m = self.info.const_u64(id).ok_or_else(|| {
                        self.invalid("a struct member index that is not a constant".into(), i)
                    })?;
                    let f = fields.get(m as usize).copied().unwrap_or(0);
                    let f = self.i32_const(i128::from(f));
                    p = self.emit(|fb| fb.gep(lt, p, &[zero, f], true));
                    matrices = MatrixLayout::of_member(self.info, ty, m as u32);
                    ty = ms.get(m as usize).copied().unwrap_or(0);
                }
                (
                    CbLayout::Array {
                        ty: lt,
                        elem,
                        padded,
                    },
                    _,
                ) => {
                    let v = self.value(frame, id, at)?;
                    let x = self.index(v);
                    p = self.vector_ptr(p, cb_step(lt, padded), x);
                    ty = elem;
                }
                (
                    CbLayout::Matrix {
                        ty: lt,
                        vector,
                        padded,
                        row_major,
                    },
                    SpvType::Matrix(col, _),
                ) => {
                    let v = self.value(frame, id, at)?;
                    let x = self.index(v);
                    let step = cb_step(lt, padded);
                    if !row_major {
                        p = self.vector_ptr(p, step, x);
                        ty = col;
                        matrices = MatrixLayout::default();
                    } else {
                        let shape = self.cb_shape(ty, matrices, i)?;
                        let column = MatrixColumn {
                            base: p,
                            step,
                            row: vector,
                            rows: shape.count,
                            col: x,
                            ty: col,
                            cbuffer: true,
                        };
                        let Some(&r) = rest.get(k + 1) else {
                            return Ok(Val::Column(column));
                        };
                        let r = self.value(frame, r, at)?;
                        let r = self.index(r);
                        let row = self.vector_ptr(p, step, r);
                        let lane_ty = match self.info.ty(col)?.clone() {
                            SpvType::Vector(e, _) => e,
                            _ => col,
                        };
                        return self.cb_lane(frame, (row, vector), id, lane_ty, i);
                    }
                }
                (CbLayout::Leaf(lt), SpvType::Vector(e, _)) => {
                    return self.cb_lane(frame, (p, lt), id, e, i);
                }
                _ => {
                    return Err(
                        self.unsupported("indexing into this uniform block member".into(), i)
                    )
                }
            }
            k += 1;
        }
        Ok(Val::CbPtr(p, ty, matrices))
    }

    /// The pointer `rest` indexes from `p` (to SPIR-V type `ty`): GEPs on the memory
    /// types (see `matrix_memory.rs`), a new one past each padded element; a column of a
    /// row-major matrix is a [`MatrixColumn`], and (column, row) in one is element
    /// (row, column) of its rows.
    fn memory_chain(
        &mut self,
        frame: &Frame,
        mut p: Value,
        mut ty: Word,
        rest: &[Word],
        i: &Inst,
    ) -> R<Val> {
        let at = i.result_id.unwrap_or(0);
        let mut layout = self.layout_at(p);
        let mut source = self.memory_type(ty, layout)?;
        let mut indices = vec![self.i32_const(0)];
        let mut k = 0;
        while k < rest.len() {
            let id = rest[k];
            match self.info.ty(ty)?.clone() {
                SpvType::Struct(ms) => {
                    let m = self.info.const_u64(id).ok_or_else(|| {
                        self.invalid("a struct member index that is not a constant".into(), i)
                    })?;
                    let field = self.field(ty, m as u32);
                    indices.push(self.i32_const(i128::from(field)));
                    layout = MatrixLayout::of_member(self.info, ty, m as u32);
                    ty = ms.get(m as usize).copied().unwrap_or(0);
                }
                SpvType::Matrix(..) if layout.row_major => {
                    let base = self.emit(|fb| fb.gep(source, p, &indices, true));
                    let c = self.value(frame, id, at)?;
                    let c = self.index(c);
                    let column = self.memory_column(base, ty, layout, c)?;
                    let Some(&r) = rest.get(k + 1) else {
                        return Ok(Val::Column(column));
                    };
                    let r = self.value(frame, r, at)?;
                    let r = self.index(r);
                    let Val::Ptr(e, lane) = self.column_chain(column, r, i)? else {
                        return Err(self.unsupported("this matrix element".into(), i));
                    };
                    (p, ty, layout) = (e, lane, MatrixLayout::default());
                    source = self.ir_type(ty)?;
                    indices = vec![self.i32_const(0)];
                    k += 1;
                }
                SpvType::Array(e, _) | SpvType::Matrix(e, _) | SpvType::RuntimeArray(e) => {
                    let v = self.value(frame, id, at)?;
                    indices.push(self.index(v));
                    // An element padded to its stride: the next GEP starts at it.
                    let array = self.memory_type(ty, layout)?;
                    let elem = self.memory_type(e, layout)?;
                    if self.padded_element(array, elem) {
                        p = self.emit(|fb| fb.gep(source, p, &indices, true));
                        source = elem;
                        indices = vec![self.i32_const(0)];
                    }
                    ty = e;
                }
                SpvType::Vector(e, _) => {
                    let v = self.value(frame, id, at)?;
                    indices.push(self.index(v));
                    ty = e;
                }
                other => {
                    return Err(self.unsupported(format!("indexing into {other:?}"), i));
                }
            }
            k += 1;
        }
        let g = self.emit(|fb| fb.gep(source, p, &indices, true));
        self.set_layout(g, layout);
        Ok(Val::Ptr(g, ty))
    }

    /// Component `comp` of a three-component built-in, made by `one`, or (no
    /// component) the vector of type `ty` of all three.
    fn component_or_vector(
        &mut self,
        comp: Option<u32>,
        ty: Type,
        mut one: impl FnMut(&mut Self, u32) -> Value,
    ) -> Value {
        match comp {
            Some(k) => one(self, k),
            None => {
                let mut v = self.b.undef(ty);
                for k in 0..3 {
                    let c = one(self, k);
                    let idx = self.i32_const(i128::from(k));
                    v = self.emit(|fb| fb.insert_element(v, c, idx));
                }
                v
            }
        }
    }

    /// Reads built-in `bi` (component `comp`, or all) as `ty`.
    fn builtin(&mut self, bi: BuiltIn, comp: Option<u32>, ty: Type, i: &Inst) -> R<Value> {
        let i32t = self.b.int_type(32);
        let base = match bi {
            BuiltIn::GlobalInvocationId => "llvm.dx.thread.id",
            BuiltIn::LocalInvocationId => "llvm.dx.thread.id.in.group",
            BuiltIn::WorkgroupId => "llvm.dx.group.id",
            BuiltIn::LocalInvocationIndex => {
                return Ok(self.call("llvm.dx.flattened.thread.id.in.group", &[], i32t, &[]))
            }
            BuiltIn::SubgroupLocalInvocationId => {
                return Ok(self.call("llvm.dx.wave.getlaneindex", &[], i32t, &[]))
            }
            BuiltIn::SubgroupSize => {
                return Ok(self.call("llvm.dx.wave.get.lane.count", &[], i32t, &[]))
            }
            BuiltIn::ViewIndex => return Ok(self.call("llvm.dx.view.id", &[], i32t, &[])),
            BuiltIn::InvocationId if self.stage == Stage::Geometry => {
                return Ok(self.call("llvm.dx.gs.instance.id", &[], i32t, &[]))
            }
            BuiltIn::InvocationId if self.stage == Stage::Hull => {
                return Ok(self.call("llvm.dx.output.control.point.id", &[], i32t, &[]))
            }
            BuiltIn::PrimitiveId => return Ok(self.call("llvm.dx.primitive.id", &[], i32t, &[])),
            BuiltIn::TessCoord => return self.domain_location(comp, ty),
            // No signature has it: Direct3D's points are one pixel.
            BuiltIn::PointSize => return Ok(self.b.const_float(ty, 1.0)),
            // The bases VertexIndex and InstanceIndex leave out (they are Direct3D's
            // SV_VertexID and SV_InstanceID): so `VertexIndex - BaseVertex`, how slang
            // and DXC write HLSL's SV_VertexID, is SV_VertexID.
            BuiltIn::BaseVertex | BuiltIn::BaseInstance => return Ok(self.b.const_int(ty, 0)),
            BuiltIn::PatchVertices => {
                return Ok(self.i32_const(i128::from(self.patch_vertices.unwrap_or(0))))
            }
            // The waves of a group: (threads + lanes - 1) / lanes, as a group fills its
            // waves in flattened thread order; a wave's index: the flattened thread id
            // over the lane count.
            BuiltIn::NumSubgroups | BuiltIn::SubgroupId => {
                let lanes = self.call("llvm.dx.wave.get.lane.count", &[], i32t, &[]);
                let num = if bi == BuiltIn::NumSubgroups {
                    let threads = self.i32_const(i128::from(self.threads));
                    let one = self.i32_const(1);
                    let t = self.bin(BinOp::Add, threads, lanes);
                    self.bin(BinOp::Sub, t, one)
                } else {
                    self.call("llvm.dx.flattened.thread.id.in.group", &[], i32t, &[])
                };
                return Ok(self.bin(BinOp::UDiv, num, lanes));
            }
            BuiltIn::NumWorkgroups => {
                let all = self.num_workgroups(i)?;
                return Ok(match comp {
                    Some(k) => {
                        let k = self.i32_const(i128::from(k));
                        self.emit(|fb| fb.extract_element(all, k))
                    }
                    None => all,
                });
            }
            other => {
                return Err(self.unsupported(format!("the built-in {other:?}"), i));
            }
        };
        Ok(self.component_or_vector(comp, ty, |t, k| {
            let kk = t.i32_const(i128::from(k));
            t.call(base, &[], i32t, &[kk])
        }))
    }

    // --- barriers ----------------------------------------------------------------------

    /// `v` of type `from` as `to`: a vector's leading components, a scalar's first, or
    /// padded with zeros.
    fn resize(&mut self, v: Value, from: Type, to: Type) -> Value {
        if from == to {
            return v;
        }
        let types = &self.b.module().types;
        let len = |t: Type| match types.get(t) {
            TypeData::Vector { len, .. } => Some(*len),
            _ => None,
        };
        match (len(from), len(to)) {
            (Some(_), None) => {
                let z = self.i32_const(0);
                self.emit(|fb| fb.extract_element(v, z))
            }
            (None, Some(n)) => {
                let zero = self.b.zero(to);
                let mut out = zero;
                for k in 0..n.min(1) {
                    let idx = self.i32_const(i128::from(k));
                    out = self.emit(|fb| fb.insert_element(out, v, idx));
                }
                out
            }
            (Some(a), Some(b)) => {
                let mask: Vec<i32> = (0..b).map(|k| if k < a { k as i32 } else { -1 }).collect();
                let u = self.b.undef(from);
                self.emit(|fb| fb.shuffle_vector(v, u, &mask))
            }
            (None, None) => v,
        }
    }

    fn barrier(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let control = i.class.opcode == Op::ControlBarrier;
        let sem_at = if control { 2 } else { 1 };
        let sem_id = self.id(i, sem_at)?;
        let sem = self.info.const_u64(sem_id).unwrap_or(0) as u32;
        let _ = frame;
        let workgroup = sem & spirv::MemorySemantics::WORKGROUP_MEMORY.bits() != 0;
        let device = sem
            & (spirv::MemorySemantics::UNIFORM_MEMORY | spirv::MemorySemantics::IMAGE_MEMORY)
                .bits()
            != 0;
        let base = match (workgroup, device, control) {
            (true, false, true) | (false, false, true) => {
                "llvm.dx.group.memory.barrier.with.group.sync"
            }
            (true, false, false) | (false, false, false) => "llvm.dx.group.memory.barrier",
            (false, true, true) => "llvm.dx.device.memory.barrier.with.group.sync",
            (false, true, false) => "llvm.dx.device.memory.barrier",
            (true, true, true) => "llvm.dx.all.memory.barrier.with.group.sync",
            (true, true, false) => "llvm.dx.all.memory.barrier",
        };
        let void = self.b.void_type();
        self.call(base, &[], void, &[]);
        Ok(())
    }

    /// A subgroup operation as the wave intrinsic HLSL's wave function becomes.
    fn group_op(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        use Op::*;
        let op = i.class.opcode;
        let ret = self.result_ir_type(i)?;
        let scope = self.id(i, 0)?;
        if self.info.const_u64(scope) != Some(spirv::Scope::Subgroup as u64) {
            return Err(
                self.unsupported("a non-uniform group operation beyond a subgroup".into(), i)
            );
        }
        let r = match op {
            GroupNonUniformElect => self.call("llvm.dx.wave.is.first.lane", &[], ret, &[]),
            GroupNonUniformAll | GroupNonUniformAny | GroupNonUniformAllEqual => {
                let v = self.operand(frame, i, 1)?;
                let t = self.emit(|fb| fb.type_of(v));
                match op {
                    GroupNonUniformAll => self.call("llvm.dx.wave.all", &[], ret, &[v]),
                    GroupNonUniformAny => self.call("llvm.dx.wave.any", &[], ret, &[v]),
                    _ => self.call("llvm.dx.wave.all.equal", &[t], ret, &[v]),
                }
            }
            GroupNonUniformBallot => {
                let v = self.operand(frame, i, 1)?;
                let i32t = self.b.int_type(32);
                let quad = self.b.struct_type(&[i32t, i32t, i32t, i32t], false);
                let s = self.call("llvm.dx.wave.ballot", &[], quad, &[v]);
                let mut out = self.b.undef(ret);
                for k in 0..4u32 {
                    let x = self.emit(|fb| fb.extract_value(s, &[k]));
                    let idx = self.i32_const(i128::from(k));
                    out = self.emit(|fb| fb.insert_element(out, x, idx));
                }
                out
            }
            GroupNonUniformBallotBitCount => {
                if i.operands.get(1) != Some(&(spirv::GroupOperation::Reduce as u32)) {
                    return Err(
                        self.unsupported("a ballot bit count other than a reduction".into(), i)
                    );
                }
                // The set bits of the four words of the ballot.
                let ballot = self.operand(frame, i, 2)?;
                let mut sum = self.b.const_int(ret, 0);
                for k in 0..4u32 {
                    let idx = self.i32_const(i128::from(k));
                    let w = self.emit(|fb| fb.extract_element(ballot, idx));
                    let c = self.call("llvm.ctpop", &[ret], ret, &[w]);
                    sum = self.emit(|fb| fb.binary(BinOp::Add, sum, c));
                }
                sum
            }
            GroupNonUniformBroadcast | GroupNonUniformShuffle => {
                let v = self.operand(frame, i, 1)?;
                let lane = self.operand(frame, i, 2)?;
                let lane = self.index(lane);
                self.call("llvm.dx.wave.readlane", &[ret], ret, &[v, lane])
            }
            GroupNonUniformBroadcastFirst => {
                let v = self.operand(frame, i, 1)?;
                self.call("llvm.dx.wave.readfirst", &[ret], ret, &[v])
            }
            // Lanes 4q..4q+3 are a quad in both: QuadReadLaneAt, and QuadReadAcrossX/Y/
            // Diagonal for the swap directions 0, 1, 2 (which must be constants).
            GroupNonUniformQuadBroadcast => {
                let v = self.operand(frame, i, 1)?;
                let lane = self.operand(frame, i, 2)?;
                let lane = self.index(lane);
                self.call("llvm.dx.quad.read.lane.at", &[ret], ret, &[v, lane])
            }
            GroupNonUniformQuadSwap => {
                let v = self.operand(frame, i, 1)?;
                let direction = self.id(i, 2)?;
                let base = match self.info.const_u64(direction) {
                    Some(0) => "llvm.dx.quad.read.across.x",
                    Some(1) => "llvm.dx.quad.read.across.y",
                    Some(2) => "llvm.dx.quad.read.across.diagonal",
                    _ => {
                        return Err(self.unsupported(
                            "a quad swap direction other than the constants 0, 1, 2".into(),
                            i,
                        ))
                    }
                };
                self.call(base, &[ret], ret, &[v])
            }
            // The lane read: this lane's index ^ mask, - delta, + delta (a lane past the
            // wave reads an undefined value in SPIR-V; WaveReadLaneAt wraps it).
            GroupNonUniformShuffleXor | GroupNonUniformShuffleUp | GroupNonUniformShuffleDown => {
                let v = self.operand(frame, i, 1)?;
                let d = self.operand(frame, i, 2)?;
                let d = self.index(d);
                let i32t = self.b.int_type(32);
                let me = self.call("llvm.dx.wave.getlaneindex", &[], i32t, &[]);
                let combine = match op {
                    GroupNonUniformShuffleXor => BinOp::Xor,
                    GroupNonUniformShuffleUp => BinOp::Sub,
                    _ => BinOp::Add,
                };
                let lane = self.bin(combine, me, d);
                self.call("llvm.dx.wave.readlane", &[ret], ret, &[v, lane])
            }
            _ => {
                let group = i
                    .operands
                    .get(1)
                    .and_then(|&w| spirv::GroupOperation::from_u32(w))
                    .ok_or_else(|| self.invalid("no group operation".into(), i))?;
                if i.operands.len() > 3 {
                    return Err(self.unsupported("a clustered group operation".into(), i));
                }
                let v = self.operand(frame, i, 2)?;
                let (reduce, prefix) = match op {
                    GroupNonUniformIAdd => {
                        ("llvm.dx.wave.reduce.usum", Some("llvm.dx.wave.prefix.usum"))
                    }
                    GroupNonUniformFAdd => {
                        ("llvm.dx.wave.reduce.sum", Some("llvm.dx.wave.prefix.sum"))
                    }
                    GroupNonUniformIMul => (
                        "llvm.dx.wave.uproduct",
                        Some("llvm.dx.wave.prefix.uproduct"),
                    ),
                    GroupNonUniformFMul => {
                        ("llvm.dx.wave.product", Some("llvm.dx.wave.prefix.product"))
                    }
                    GroupNonUniformSMin | GroupNonUniformFMin => ("llvm.dx.wave.reduce.min", None),
                    GroupNonUniformUMin => ("llvm.dx.wave.reduce.umin", None),
                    GroupNonUniformSMax | GroupNonUniformFMax => ("llvm.dx.wave.reduce.max", None),
                    GroupNonUniformUMax => ("llvm.dx.wave.reduce.umax", None),
                    GroupNonUniformBitwiseAnd => ("llvm.dx.wave.reduce.and", None),
                    GroupNonUniformBitwiseOr => ("llvm.dx.wave.reduce.or", None),
                    _ => ("llvm.dx.wave.reduce.xor", None),
                };
                // HLSL's prefix operations are exclusive: an inclusive scan adds (or
                // multiplies by) the lane's own value.
                let inclusive = match op {
                    GroupNonUniformIAdd => Some(BinOp::Add),
                    GroupNonUniformFAdd => Some(BinOp::FAdd),
                    GroupNonUniformIMul => Some(BinOp::Mul),
                    GroupNonUniformFMul => Some(BinOp::FMul),
                    _ => None,
                };
                let base = match (group, prefix, inclusive) {
                    (spirv::GroupOperation::Reduce, _, _) => reduce,
                    (spirv::GroupOperation::ExclusiveScan, Some(p), _) => p,
                    (spirv::GroupOperation::InclusiveScan, Some(p), Some(combine)) => {
                        let e = self.call(p, &[ret], ret, &[v]);
                        let r = self.bin(combine, e, v);
                        self.set(frame, i, r);
                        return Ok(());
                    }
                    _ => {
                        return Err(self.unsupported(
                            format!("the group operation {group:?} of {}", i.class.opname),
                            i,
                        ))
                    }
                };
                self.call(base, &[ret], ret, &[v])
            }
        };
        self.set(frame, i, r);
        Ok(())
    }

    fn ext_inst(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let set = self.id(i, 0)?;
        let number = self.lit(i, 1)?;
        // Non-semantic instructions (debug printf, shader debug info) may be dropped:
        // nothing semantic uses their results.
        if self.info.non_semantic_sets.contains(&set) {
            return Ok(());
        }
        if Some(set) != self.info.glsl_std_450 {
            return Err(self.unsupported(
                format!("extended instruction {number} of a set other than GLSL.std.450"),
                i,
            ));
        }
        // InterpolateAtCentroid, -Sample, -Offset: of an input, through its pointer.
        if (76..=78).contains(&number) {
            return self.interpolate_at(frame, i, number);
        }
        let args = (2..i.operands.len())
            .map(|k| self.operand(frame, i, k))
            .collect::<R<Vec<_>>>()?;
        let ret = self.result_ir_type(i)?;
        if let Some(r) = args.first().and_then(|a| self.packing(number, *a)) {
            self.set(frame, i, r);
            return Ok(());
        }
        let Some(mut rule) = glsl_std_450::rule(number) else {
            let name = glsl_std_450::name(number);
            return Err(self.unsupported(format!("GLSL.std.450 {name}"), i));
        };
        // `Fma` need be fused only with `NoContraction` (GLSL.std.450): otherwise it is
        // HLSL's `mad` (DXIL's FMad), as glslang makes of `mad` and of `a * b + c`.
        let contractible = i
            .result_id
            .is_none_or(|r| !self.info.has(r, Decoration::NoContraction));
        if rule == glsl_std_450::Rule::Same("llvm.fma") && contractible {
            rule = glsl_std_450::Rule::Same("llvm.fmuladd");
        }
        let r = glsl_std_450::emit(rule, self, &args, ret);
        self.set(frame, i, r);
        Ok(())
    }
}

/// What [`glsl_std_450`] needs of the translator.
pub(crate) trait Emitter {
    /// Calls intrinsic `base` overloaded on `over`.
    fn intrinsic(&mut self, base: &str, over: &[Type], ret: Type, args: &[Value]) -> Value;
    /// A binary operator.
    fn bin(&mut self, op: BinOp, a: Value, b: Value) -> Value;
    /// A float constant of `ty` (splat for vectors).
    fn float(&mut self, ty: Type, v: f64) -> Value;
    /// The type of `v`.
    fn type_of(&mut self, v: Value) -> Type;
    /// `i1 false`.
    fn bool_false(&mut self) -> Value;
    /// An integer constant of `ty` (splat for vectors).
    fn int(&mut self, ty: Type, v: i128) -> Value;
    /// `fcmp olt a, b`.
    fn fcmp_olt(&mut self, a: Value, b: Value) -> Value;
    /// `icmp eq a, b`.
    fn icmp_eq(&mut self, a: Value, b: Value) -> Value;
    /// `fcmp oeq a, b`.
    fn fcmp_oeq(&mut self, a: Value, b: Value) -> Value;
    /// `select c, a, b`.
    fn select(&mut self, c: Value, a: Value, b: Value) -> Value;
    /// A boolean (vector) as 0.0 / 1.0 of `ty`.
    fn to_float(&mut self, b: Value, ty: Type) -> Value;
    /// The scalar type of `ty`.
    fn scalar_of(&mut self, ty: Type) -> Type;
    /// Scalar `s` repeated into vector type `ty`.
    fn splat(&mut self, ty: Type, s: Value) -> Value;
    /// `sitofp` of integer (vector) `v` to `ty`.
    fn int_to_float(&mut self, v: Value, ty: Type) -> Value;
    /// The part of aggregate `v` at `path`.
    fn extract(&mut self, v: Value, path: &[u32]) -> Value;
    /// Lane `k` of vector `v`.
    fn lane(&mut self, v: Value, k: u32) -> Value;
    /// A value of aggregate type `ty` (an array or struct) of `parts`.
    fn aggregate(&mut self, ty: Type, parts: &[Value]) -> Value;
    /// A value of vector type `ty` of `lanes`.
    fn vector(&mut self, ty: Type, lanes: &[Value]) -> Value;
    /// Stores `v` at `ptr`.
    fn store(&mut self, v: Value, ptr: Value);
    /// A cast of `v` to `ty`.
    fn cast(&mut self, op: CastOp, v: Value, ty: Type) -> Value;
    /// The width of the float scalars of `ty`, and `ty` with integers of width `bits`
    /// in their place (a scalar or a vector of as many).
    fn float_as_int(&mut self, ty: Type, bits: Option<u32>) -> (u32, Type);
    /// The element type and length of array type `ty` (a matrix's column type and
    /// count).
    fn element_of(&mut self, ty: Type) -> (Type, u32);
}

impl Emitter for Translator<'_, '_> {
    fn intrinsic(&mut self, base: &str, over: &[Type], ret: Type, args: &[Value]) -> Value {
        self.call(base, over, ret, args)
    }

    fn bin(&mut self, op: BinOp, a: Value, b: Value) -> Value {
        self.emit(|fb| fb.binary(op, a, b))
    }

    fn float(&mut self, ty: Type, v: f64) -> Value {
        let scalar = self.b.module().types.scalar_of(ty);
        let s = self.b.const_float(scalar, v);
        self.b.const_splat(ty, s)
    }

    fn type_of(&mut self, v: Value) -> Type {
        self.emit(|fb| fb.type_of(v))
    }

    fn bool_false(&mut self) -> Value {
        let t = self.b.int_type(1);
        self.b.const_int(t, 0)
    }

    fn int(&mut self, ty: Type, v: i128) -> Value {
        let scalar = self.b.module().types.scalar_of(ty);
        let s = self.b.const_int(scalar, v);
        self.b.const_splat(ty, s)
    }

    fn fcmp_olt(&mut self, a: Value, b: Value) -> Value {
        self.emit(|fb| fb.fcmp(FloatPredicate::Olt, a, b))
    }

    fn icmp_eq(&mut self, a: Value, b: Value) -> Value {
        self.emit(|fb| fb.icmp(IntPredicate::Eq, a, b))
    }

    fn fcmp_oeq(&mut self, a: Value, b: Value) -> Value {
        self.emit(|fb| fb.fcmp(FloatPredicate::Oeq, a, b))
    }

    fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        self.emit(|fb| fb.select(c, a, b))
    }

    fn to_float(&mut self, b: Value, ty: Type) -> Value {
        self.emit(|fb| fb.cast(CastOp::UIToFP, b, ty))
    }

    fn scalar_of(&mut self, ty: Type) -> Type {
        self.b.module().types.scalar_of(ty)
    }

    fn splat(&mut self, ty: Type, s: Value) -> Value {
        Translator::splat(self, ty, s)
    }

    fn int_to_float(&mut self, v: Value, ty: Type) -> Value {
        self.emit(|fb| fb.cast(CastOp::SIToFP, v, ty))
    }

    fn extract(&mut self, v: Value, path: &[u32]) -> Value {
        self.extract_path(v, path)
    }

    fn lane(&mut self, v: Value, k: u32) -> Value {
        let k = self.i32_const(i128::from(k));
        self.emit(|fb| fb.extract_element(v, k))
    }

    fn aggregate(&mut self, ty: Type, parts: &[Value]) -> Value {
        let mut v = self.b.undef(ty);
        for (k, &x) in parts.iter().enumerate() {
            v = self.emit(|fb| fb.insert_value(v, x, &[k as u32]));
        }
        self.parts.insert(v, parts.to_vec());
        v
    }

    fn vector(&mut self, ty: Type, lanes: &[Value]) -> Value {
        self.gather(ty, lanes)
    }

    fn store(&mut self, v: Value, ptr: Value) {
        self.emit(|fb| fb.store(v, ptr, None));
    }

    fn cast(&mut self, op: CastOp, v: Value, ty: Type) -> Value {
        self.emit(|fb| fb.cast(op, v, ty))
    }

    fn float_as_int(&mut self, ty: Type, bits: Option<u32>) -> (u32, Type) {
        let scalar = self.b.module().types.scalar_of(ty);
        let width = match *self.b.module().types.get(scalar) {
            TypeData::Float(k) => k.bits(),
            _ => 32,
        };
        let int = self.b.int_type(bits.unwrap_or(width));
        let t = match *self.b.module().types.get(ty) {
            TypeData::Vector { len, .. } => self.b.vector_type(int, len),
            _ => int,
        };
        (width, t)
    }

    fn element_of(&mut self, ty: Type) -> (Type, u32) {
        match *self.b.module().types.get(ty) {
            TypeData::Array { elem, len } => (elem, u32::try_from(len).unwrap_or(0)),
            _ => (ty, 1),
        }
    }
}

impl LayoutBuilder for Translator<'_, '_> {
    fn spv_type(&self, id: Word) -> Option<SpvType> {
        self.info.types.get(&id).cloned()
    }

    fn leaf_type(&mut self, id: Word) -> Result<Type, String> {
        self.ir_type(id).map_err(|e| e.to_string())
    }

    fn literal(&self, id: Word, d: Decoration) -> Option<u32> {
        self.info.decoration_literal(id, d)
    }

    fn member_offset(&self, id: Word, k: u32) -> Option<u32> {
        self.info.member_literal(id, k, Decoration::Offset)
    }

    fn member_matrix_layout(&self, id: Word, k: u32) -> MatrixLayout {
        MatrixLayout::of_member(self.info, id, k)
    }

    fn major_vectors(&self, id: Word, layout: MatrixLayout) -> Option<MajorVectors> {
        major_vectors(self.info, id, layout)
    }

    fn vector(&mut self, t: Word, n: u32) -> Result<Type, String> {
        let e = self.ir_type(t).map_err(|e| e.to_string())?;
        Ok(self.b.vector_type(e, n))
    }

    fn array_len(&self, len: Word) -> Option<u64> {
        self.info.const_u64(len)
    }

    fn padding(&mut self, n: u64) -> Type {
        self.b.target_type("dx.Padding", &[], &[n as u32])
    }

    fn packed(&mut self, name: Option<&str>, fields: &[Type]) -> Type {
        match name {
            Some(n) => self.b.named_struct(n, fields, true),
            None => self.b.struct_type(fields, true),
        }
    }

    fn array(&mut self, t: Type, n: u64) -> Type {
        self.b.array_type(t, n)
    }

    fn size(&self, t: Type) -> u64 {
        cb_size(&self.b.module().types, t)
    }
}

/// How the elements of a cbuffer layout array `ty` (its `padded` element, if any) are
/// reached.
fn cb_step(ty: Type, padded: Option<Type>) -> VectorStep {
    match padded {
        Some(pe) => VectorStep::Padded(pe),
        None => VectorStep::Indexed(ty),
    }
}

/// The IR address space of SPIR-V storage class `sc`.
fn addrspace(sc: StorageClass) -> u32 {
    match sc {
        StorageClass::Workgroup => 3,
        StorageClass::Uniform | StorageClass::PushConstant => 2,
        _ => 0,
    }
}

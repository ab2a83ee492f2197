//! Rules on particular operations' operands: what must be constant, in range, defined
//! or of the right resource, by opcode.
//!
//! - `INSTR.NOINDEFINITEACOS`, `INSTR.NOINDEFINITEASIN`, `INSTR.NOINDEFINITELOG`,
//!   `INSTR.NOINDEFINITEDSXY`: no constant operand that makes the result indefinite.
//! - `INSTR.IMMBIASFORSAMPLEB`: a constant sample bias within [-16, 15.99].
//! - `INSTR.OPCONST`: store masks are constants; `INSTR.WRITEMASKGAPFORUAV`: they
//!   are `.x`, `.xy`, `.xyz` or `.xyzw`, all four for typed resources
//!   (`INSTR.WRITEMASKFORTYPEDUAVSTORE`); `INSTR.UNDEFINEDVALUEFORUAVSTORE`: each
//!   component the mask names has a value; `INSTR.WRITEMASKMATCHVALUEFORUAVSTORE`: no
//!   value beyond the mask.
//! - `INSTR.CHECKACCESSFULLYMAPPED`: it reads a resource operation's status field.
//! - `INSTR.RESOURCECLASSFORUAVSTORE`: stores go to UAVs;
//!   `INSTR.RESOURCEKINDFORTRACERAY`: a hit object's rays trace acceleration structures
//!   (DXC checks `HitObject_TraceRay`'s handle only: `TraceRay`'s is not checked).
//! - `INSTR.EVALINTERPOLATIONMODE`, `INSTR.ATTRIBUTEATVERTEXNOINTERPOLATION`: the
//!   input's interpolation suits the operation.
//! - `INSTR.OPERANDRANGE`: a geometry shader's input vertex and output stream exist.
//! - `INSTR.OPCONSTRANGE`: `CreateHandleFromBinding` takes a constant binding of a
//!   known class and an index within it.
//! - `INSTR.UNDEFHITOBJECT`, `INSTR.NOREADINGUNINITIALIZED`,
//!   `INSTR.MAYREORDERTHREADUNDEFCOHERENCEHINTPARAM`: operands that may not be
//!   `undef` (`undef_operand_rules`).
//! - `INSTR.BARRIERFLAGINVALID`, `INSTR.BARRIERNONCONSTANTFLAGARGUMENT`: barrier flags
//!   are constants DXIL knows; `INSTR.BARRIERREQUIRESNODE`: node memory only in node
//!   shaders (and library functions);
//! - `INSTR.SVCONFLICTINGLAUNCHMODE`: a node shader reads the thread and group ids its
//!   launch type has;
//! - `DECL.ALLOCATERAYQUERYFLAGSARECONST`, `DECL.ALLOCATERAYQUERY2FLAGSARECONST`,
//!   `DECL.ALLOWOPACITYMICROMAPSEXPECTEDGIVENFORCEOMM2STATE`: ray query flags;
//!   `INSTR.BARRIERMODEFORNONCS`, `INSTR.BARRIERMODEUSELESSUGROUP`,
//!   `INSTR.BARRIERMODENOMEMORY`: what a barrier may name in the calling function's
//!   stage (its entry record's in a library).
//! - `INSTR.UNDEFRESULTFORGETDIMENSION`: no undefined field of a texture's dimensions
//!   is read; `INSTR.RESOURCECOORDINATEMISS`: `CalculateLOD` gets its coordinates.
//! - `INSTR.MULTIPLEGETMESHPAYLOAD`, `SM.VIEWIDNEEDSSLOT` (per entry).

use super::entry_rules::entries;
use super::entry_scopes::EntryScope;
use super::value_origins::{handle_kind, handle_origin_of};
use super::Validation;
use dxil_ir::{Body, ConstData, FloatKind, Module, TypeData, Value};
use dxil_model::barrier::{memory, semantic, BarrierCall};
use dxil_model::metadata::{launch_type_name, property, EntryPoint, ResourceClass};
use dxil_model::op_table::{dx_op_call, numbers, OpCode};
use dxil_model::{DxilInfo, ShaderKind};
use rustc_hash::FxHashMap;
use std::cell::OnceCell;

use super::value_origins::resource_kind::{RT_ACCELERATION_STRUCTURE, TBUFFER, TYPED_BUFFER};

/// The operands a call to `op` passes after its opcode, in a function of `scopes`.
pub(super) struct OperandContext<'a> {
    /// The module.
    pub m: &'a Module,
    /// Its DXIL metadata.
    pub info: &'a DxilInfo,
    /// The calling function.
    pub function: dxil_ir::FuncId,
    /// The calling function's body.
    pub body: &'a Body,
    /// The entries that reach the function.
    pub reaching: &'a [&'a EntryScope<'a>],
    /// Where the call is, worked out for a diagnostic.
    pub at: &'a dyn Fn() -> String,
    /// The call instruction.
    pub call: Option<dxil_ir::Inst>,
    /// The `extractvalue` fields read of each aggregate of the function, made once.
    pub extracted: &'a OnceCell<ExtractedFields>,
}

/// For each aggregate value of a function, the first-level fields `extractvalue` reads
/// of it (bit `n` for field `n` < 32).
pub(super) type ExtractedFields = FxHashMap<dxil_ir::Inst, u32>;

/// The fields read of each aggregate of `body`.
fn extracted_fields(body: &Body) -> ExtractedFields {
    let mut fields = ExtractedFields::default();
    for (_, i) in body.placed_insts() {
        if let dxil_ir::InstKind::ExtractValue {
            agg: Value::Inst(agg),
            indices,
        } = &body.insts[i].kind
        {
            let field = indices.first().copied().unwrap_or(0);
            if field < 32 {
                *fields.entry(*agg).or_default() |= 1 << field;
            }
        }
    }
    fields
}

/// A constant float operand's value.
fn const_float(m: &Module, v: Value) -> Option<f64> {
    let Value::Const(c) = v else { return None };
    let ConstData::Float { ty, bits } = m.consts.get(c) else {
        return None;
    };
    Some(match m.types.get(*ty) {
        TypeData::Float(FloatKind::Double) => f64::from_bits(*bits as u64),
        TypeData::Float(FloatKind::Float) => f64::from(f32::from_bits(*bits as u32)),
        _ => return None,
    })
}

impl OperandContext<'_> {
    fn push(&self, v: &mut Validation, rule: &'static str, message: String) {
        v.push(rule, message, (self.at)());
    }

    /// Checks the operands of a call to `op`.
    pub fn check(&self, op: OpCode, args: &[Value], v: &mut Validation) {
        let arg = |i: usize| args.get(i).copied();
        match op.0 {
            numbers::ACOS
            | numbers::ASIN
            | numbers::LOG
            | numbers::DERIV_COARSE_X..=numbers::DERIV_FINE_Y => {
                self.check_indefinite(op, arg(0), v)
            }
            // SampleBias: the bias follows the handles, coordinates and offsets.
            numbers::SAMPLE_BIAS => {
                if let Some(bias) = arg(9).and_then(|b| const_float(self.m, b)) {
                    if !(-16.0..=15.99).contains(&bias) {
                        self.push(
                            v,
                            "INSTR.IMMBIASFORSAMPLEB",
                            format!(
                                "bias amount for sample_b must be in the range \
                                 [-16.000000,15.990000], but {bias} was specified as an immediate"
                            ),
                        );
                    }
                }
            }
            // TextureStore, BufferStore, RawBufferStore: handle, coordinates, four
            // values, mask.
            numbers::TEXTURE_STORE => self.check_store("TextureStore", args, 4, v),
            numbers::BUFFER_STORE => self.check_store("BufferStore", args, 3, v),
            numbers::RAW_BUFFER_STORE => self.check_store("RawBufferStore", args, 3, v),
            // EvalSnapped, EvalSampleIndex, EvalCentroid; AttributeAtVertex.
            numbers::EVAL_SNAPPED..=numbers::EVAL_CENTROID => {
                self.check_input_interpolation(arg(0), false, v)
            }
            numbers::ATTRIBUTE_AT_VERTEX => self.check_input_interpolation(arg(0), true, v),
            numbers::LOAD_INPUT => self.check_gs_vertex(arg(3), v),
            // CheckAccessFullyMapped(status)
            numbers::CHECK_ACCESS_FULLY_MAPPED => self.check_status_operand(arg(0), v),
            numbers::EMIT_STREAM..=numbers::EMIT_THEN_CUT_STREAM => self.check_stream(arg(0), v),
            // HitObject_TraceRay (DXC's validator leaves TraceRay's handle alone).
            numbers::HIT_OBJECT_TRACE_RAY => {
                let kind = arg(0).and_then(|h| handle_kind(self.m, self.info, self.body, h));
                if kind.is_some_and(|k| k != RT_ACCELERATION_STRUCTURE) {
                    self.push(
                        v,
                        "INSTR.RESOURCEKINDFORTRACERAY",
                        "TraceRay should only use RTAccelerationStructure.".into(),
                    );
                }
            }
            numbers::CREATE_HANDLE => self.check_handle_index(args, v),
            // BarrierByMemoryType(memory, semantics), BarrierByMemoryHandle(handle,
            // semantics), BarrierByNodeRecordHandle(handle, semantics).
            numbers::BARRIER_BY_MEMORY_TYPE..=numbers::BARRIER_BY_NODE_RECORD_HANDLE => {
                self.check_barrier_flags(op, args, v);
                self.check_barrier_scope(op, args, v);
            }
            numbers::THREAD_ID
            | numbers::GROUP_ID
            | numbers::THREAD_ID_IN_GROUP
            | numbers::FLATTENED_THREAD_ID_IN_GROUP => self.check_launch_mode(op, v),
            // AllocateRayQuery(constRayFlags), AllocateRayQuery2(constRayFlags,
            // rayQueryFlags).
            numbers::ALLOCATE_RAY_QUERY | numbers::ALLOCATE_RAY_QUERY2 => {
                self.check_ray_query_flags(op, args, v)
            }
            numbers::BARRIER => self.check_barrier_mode(arg(0), v),
            numbers::GET_DIMENSIONS => self.check_dimensions_read(args, v),
            numbers::CALCULATE_LOD => self.check_lod_coordinates(args, v),
            numbers::CREATE_HANDLE_FROM_BINDING => self.check_binding(args, v),
            _ => {}
        }
        let name = op.info().map_or("", |i| i.name);
        let undef = super::undef_operand_rules::undef_operands(self.m, name, args);
        let handles = super::undef_operand_rules::handle_operands(self.m, self.body, name, args);
        for (rule, message) in undef.into_iter().chain(handles) {
            self.push(v, rule, message.into());
        }
    }

    fn check_indefinite(&self, op: OpCode, x: Option<Value>, v: &mut Validation) {
        let Some(x) = x.and_then(|x| const_float(self.m, x)) else {
            return;
        };
        let (rule, what, bad) = match op.0 {
            numbers::ACOS => (
                "INSTR.NOINDEFINITEACOS",
                "arccosine",
                !(-1.0..=1.0).contains(&x),
            ),
            numbers::ASIN => (
                "INSTR.NOINDEFINITEASIN",
                "arcsine",
                !(-1.0..=1.0).contains(&x),
            ),
            numbers::LOG => ("INSTR.NOINDEFINITELOG", "logarithm", x.is_infinite()),
            _ => (
                "INSTR.NOINDEFINITEDSXY",
                "derivative calculation",
                x.is_infinite(),
            ),
        };
        if bad {
            self.push(
                v,
                rule,
                format!("No indefinite {what} (of the constant {x})"),
            );
        }
    }

    /// A store of four values from operand `first_value`, then its mask.
    fn check_store(&self, name: &str, args: &[Value], first_value: usize, v: &mut Validation) {
        let Some(&mask) = args.get(first_value + 4) else {
            return;
        };
        let origin = args
            .first()
            .and_then(|h| handle_origin_of(self.m, self.info, self.body, *h));
        if let Some(class) = origin.map(|o| o.class).filter(|c| *c != ResourceClass::Uav) {
            self.push(
                v,
                "INSTR.RESOURCECLASSFORUAVSTORE",
                format!("store should be on uav resource, not a {class:?}"),
            );
        }
        let Some(mask) = self.m.const_int(mask) else {
            self.push(
                v,
                "INSTR.OPCONST",
                format!("Mask of {name} must be an immediate constant"),
            );
            return;
        };
        // A typed store (textures, typed buffers) writes all four components.
        let typed = name == "TextureStore"
            || origin
                .and_then(|o| o.kind)
                .is_some_and(|k| matches!(k, TYPED_BUFFER | TBUFFER));
        if typed && mask != 15 {
            self.push(
                v,
                "INSTR.WRITEMASKFORTYPEDUAVSTORE",
                format!("store on typed uav must write to all four components of the UAV (mask {mask})."),
            );
        }
        if ![1, 3, 7, 15].contains(&mask) {
            self.push(
                v,
                "INSTR.WRITEMASKGAPFORUAV",
                format!(
                    "UAV write mask must be contiguous, starting at x: .x, .xy, .xyz, or .xyzw \
                     (mask {mask})"
                ),
            );
            return;
        }
        let values = &args[first_value..first_value + 4];
        let value_mask = values
            .iter()
            .enumerate()
            .filter(|(_, &x)| !self.m.is_undef_or_poison(x))
            .fold(0, |m, (i, _)| m | (1 << i));
        if mask & !value_mask != 0 {
            self.push(
                v,
                "INSTR.UNDEFINEDVALUEFORUAVSTORE",
                format!(
                    "Assignment of undefined values to UAV (write mask {mask}, values given \
                     {value_mask})."
                ),
            );
        } else if value_mask != mask {
            self.push(
                v,
                "INSTR.WRITEMASKMATCHVALUEFORUAVSTORE",
                format!(
                    "uav store write mask must match store value mask, write mask is {mask} \
                     and store value mask is {value_mask}."
                ),
            );
        }
    }

    /// The pixel shader input element an `Eval*` (linear modes) or `AttributeAtVertex`
    /// (constant mode) reads.
    fn check_input_interpolation(&self, id: Option<Value>, constant: bool, v: &mut Validation) {
        let Some(id) = id.and_then(|i| self.m.const_int(i)) else {
            return;
        };
        for (e, _) in entries(self.info)
            .into_iter()
            .filter(|(_, k)| *k == ShaderKind::Pixel)
        {
            let Some(el) = e.inputs.iter().find(|el| i128::from(el.id) == id) else {
                continue;
            };
            // Interpolation modes: 1 constant, 2..=7 the linear ones.
            if constant {
                if el.interpolation != 1 {
                    self.push(
                        v,
                        "INSTR.ATTRIBUTEATVERTEXNOINTERPOLATION",
                        format!(
                            "Attribute {} must have nointerpolation mode in order to use \
                             GetAttributeAtVertex function.",
                            el.semantic_name
                        ),
                    );
                }
                continue;
            }
            if !(2..=7).contains(&el.interpolation) {
                self.push(
                    v,
                    "INSTR.EVALINTERPOLATIONMODE",
                    format!(
                        "Interpolation mode on {} used with eval_* instruction must be \
                         linear, linear_centroid, linear_noperspective, \
                         linear_noperspective_centroid, linear_sample or \
                         linear_noperspective_sample",
                        el.semantic_name
                    ),
                );
            }
            // SV_Position (system value 3) is not evaluated at other places.
            if el.system_value == 3 {
                self.push(
                    v,
                    "INSTR.CANNOTPULLPOSITION",
                    format!(
                        "{} does not support pull-model evaluation of position",
                        self.info.shader_model
                    ),
                );
            }
        }
    }

    /// The geometry shader entries reaching the call.
    fn geometry_entries(&self) -> impl Iterator<Item = &EntryPoint> {
        self.reaching
            .iter()
            .filter(|s| s.kind == ShaderKind::Geometry)
            .map(|s| s.entry)
    }

    /// `LoadInput`'s vertex in a geometry shader is one its input primitive has.
    fn check_gs_vertex(&self, vertex: Option<Value>, v: &mut Validation) {
        let Some(vertex) = vertex.and_then(|x| self.m.const_int(x)) else {
            return;
        };
        for e in self.geometry_entries() {
            // Input primitives: 1 point, 2 line, 3 triangle, 6 line and 7 triangle with
            // adjacency, 8 + n patches of n + 1 points; none for any other.
            let vertices: i128 = match e.property(property::GS_STATE, 0) {
                None => continue,
                Some(1) => 1,
                Some(2) => 2,
                Some(3) => 3,
                Some(6) => 4,
                Some(7) => 6,
                Some(p @ 8..=39) => i128::from(p) - 7,
                Some(_) => 0,
            };
            if !(0..vertices).contains(&vertex) {
                self.push(
                    v,
                    "INSTR.OPERANDRANGE",
                    format!("expect VertexID between 0~{vertices}, got {vertex}"),
                );
            }
        }
    }

    /// A geometry shader's stream operations name an active stream.
    fn check_stream(&self, stream: Option<Value>, v: &mut Validation) {
        let Some(stream) = stream.and_then(|x| self.m.const_int(x)) else {
            return;
        };
        for e in self.geometry_entries() {
            let active = e.property(property::GS_STATE, 2).unwrap_or(1);
            let ok = (0..4).contains(&stream) && active & (1 << stream) != 0;
            if !ok {
                self.push(
                    v,
                    "INSTR.OPERANDRANGE",
                    format!("expect StreamID between 0 , got {stream}"),
                );
            }
        }
    }

    /// The stage the calling function runs in as DXC's validator judges barriers: the
    /// shader's, or in a library the function's own entry record's (a hull shader's for
    /// its patch constant function), `None` for a library's other functions.
    fn barrier_stage(&self) -> Option<ShaderKind> {
        let sm = self.info.shader_model;
        if sm.kind != ShaderKind::Library {
            return Some(sm.kind);
        }
        let entries = self.info.library_entries.iter();
        if let Some(e) = entries.clone().find(|e| e.function == Some(self.function)) {
            return e.library_kind();
        }
        entries
            .clone()
            .any(|e| e.patch_constant_function == Some(self.function))
            .then_some(ShaderKind::Hull)
    }

    /// Whether barriers in a `stage` function may name group memory and sync.
    fn compute_like(stage: ShaderKind) -> bool {
        matches!(
            stage,
            ShaderKind::Compute | ShaderKind::Mesh | ShaderKind::Amplification | ShaderKind::Node
        )
    }

    /// `Barrier(mode)` (sync group 1, UAV fence global 2, UAV fence group 4, groupshared
    /// fence 8): in compute-like stages and library functions, a fence of some memory
    /// and not both UAV scopes; elsewhere the global UAV fence alone.
    fn check_barrier_mode(&self, mode: Option<Value>, v: &mut Validation) {
        let Some(mode) = mode.and_then(|m| self.m.const_int(m)) else {
            return;
        };
        let (global, group_uav, tgsm) = (mode & 2 != 0, mode & 4 != 0, mode & 8 != 0);
        match self.barrier_stage() {
            Some(stage) if !Self::compute_like(stage) => {
                if mode != 2 {
                    self.push(
                        v,
                        "INSTR.BARRIERMODEFORNONCS",
                        format!("sync in a non-Compute/Amplification/Mesh/Node Shader must only sync UAV (sync_uglobal) ({mode:#x})"),
                    );
                }
            }
            _ => {
                if global && group_uav {
                    self.push(
                        v,
                        "INSTR.BARRIERMODEUSELESSUGROUP",
                        "sync can't specify both _ugroup and _uglobal. If both are needed, just specify _uglobal.".into(),
                    );
                }
                if !global && !group_uav && !tgsm {
                    self.push(
                        v,
                        "INSTR.BARRIERMODENOMEMORY",
                        "sync must include some form of memory barrier - _u (UAV) and/or _g (Thread Group Shared Memory).  Only _t (thread group sync) is optional.".into(),
                    );
                }
            }
        }
    }

    /// The barriers by memory or handle outside compute-like stages and library
    /// functions: no group sync or scope, nor groupshared memory (all memory names it
    /// only where it may).
    fn check_barrier_scope(&self, op: OpCode, args: &[Value], v: &mut Validation) {
        let Some(stage) = self.barrier_stage() else {
            return;
        };
        if Self::compute_like(stage) {
            return;
        }
        if BarrierCall::of(self.m, op, args).is_some_and(|b| b.requires_group()) {
            self.push(
                v,
                "INSTR.BARRIERMODEFORNONCS",
                format!(
                    "'{}' in a non-Compute/Amplification/Mesh/Node Shader must not name group \
                     scope, sync or memory",
                    op.name().unwrap_or("barrier")
                ),
            );
        }
    }

    /// A barrier's flags are constants of the kinds DXIL knows: memory types (UAV 1,
    /// groupshared 2, node input 4, node output 8) and semantics (group sync 1, group
    /// scope 2, device scope 4, from DXIL 1.9 reorder scope 8); outside node shaders and
    /// library functions, none names node memory (`BarrierByNodeRecordHandle` always
    /// does).
    fn check_barrier_flags(&self, op: OpCode, args: &[Value], v: &mut Validation) {
        let semantics = if self.info.dxil_version >= (1, 9) {
            semantic::ALL
        } else {
            semantic::LEGACY
        } as i128;
        let (name, flags): (&str, &[(usize, i128, &str)]) = match op.0 {
            numbers::BARRIER_BY_MEMORY_TYPE => (
                "BarrierByMemoryType",
                &[
                    (0, memory::ALL as i128, "memory type"),
                    (1, semantics, "semantic"),
                ],
            ),
            numbers::BARRIER_BY_MEMORY_HANDLE => {
                ("barrierByMemoryHandle", &[(1, semantics, "semantic")])
            }
            _ => ("barrierByNodeRecordHandle", &[(1, semantics, "semantic")]),
        };
        let int = |i: usize| args.get(i).and_then(|a| self.m.const_int(*a));
        for &(i, valid, what) in flags {
            match int(i) {
                Some(f) if f & !valid != 0 => self.push(
                    v,
                    "INSTR.BARRIERFLAGINVALID",
                    format!("Invalid {what} flags on DXIL operation '{name}' ({f:#x})"),
                ),
                Some(_) => {}
                None => self.push(
                    v,
                    "INSTR.BARRIERNONCONSTANTFLAGARGUMENT",
                    "Memory type, access, or sync flag is not constant".into(),
                ),
            }
        }
        let node_memory = BarrierCall::of(self.m, op, args).is_some_and(|b| b.requires_node());
        let stage = self.barrier_stage();
        if node_memory && stage.is_some_and(|s| s != ShaderKind::Node) {
            self.push(
                v,
                "INSTR.BARRIERREQUIRESNODE",
                "sync in a non-Node Shader must not sync node record memory.".into(),
            );
        }
    }

    /// A node shader's own function reads only the thread and group ids its launch
    /// type has: dispatch thread and group ids for broadcasting launch, the ids in the
    /// group for broadcasting and coalescing launch.
    fn check_launch_mode(&self, op: OpCode, v: &mut Validation) {
        if self.barrier_stage() != Some(ShaderKind::Node) {
            return;
        }
        let entry = self
            .info
            .library_entries
            .iter()
            .chain(std::iter::once(&self.info.entry))
            .find(|e| e.function == Some(self.function));
        let Some(launch) = entry.and_then(|e| e.node.as_ref()).map(|n| n.launch_type) else {
            return;
        };
        // (operation, system value, the launch types that have it: broadcasting 1,
        // coalescing 2)
        let (name, value, allowed): (&str, &str, &[u32]) = match op.0 {
            numbers::THREAD_ID => ("ThreadId", "SV_DispatchThreadID", &[1]),
            numbers::GROUP_ID => ("GroupId", "SV_GroupId", &[1]),
            numbers::THREAD_ID_IN_GROUP => ("ThreadIdInGroup", "SV_GroupThreadID", &[1, 2]),
            _ => ("FlattenedThreadIdInGroup", "SV_GroupIndex", &[1, 2]),
        };
        if !allowed.contains(&launch) {
            let launch_name = launch_type_name(launch);
            self.push(
                v,
                "INSTR.SVCONFLICTINGLAUNCHMODE",
                format!(
                    "Call to DXIL intrinsic {name} ({value}) is not allowed in node shader \
                     launch type {launch_name}"
                ),
            );
        }
    }

    /// A ray query's flags are constants; forcing the 2-state opacity micromap mode
    /// (ray flag 0x400) needs them allowed (ray query flag 1).
    fn check_ray_query_flags(&self, op: OpCode, args: &[Value], v: &mut Validation) {
        let constant = |i: usize| matches!(args.get(i), Some(Value::Const(_)));
        if op.0 == numbers::ALLOCATE_RAY_QUERY {
            if !constant(0) {
                self.push(
                    v,
                    "DECL.ALLOCATERAYQUERYFLAGSARECONST",
                    "constRayFlags argument of AllocateRayQuery must be constant".into(),
                );
            }
            return;
        }
        if !constant(0) || !constant(1) {
            self.push(
                v,
                "DECL.ALLOCATERAYQUERY2FLAGSARECONST",
                "constRayFlags and RayQueryFlags arguments of AllocateRayQuery2 must be constant"
                    .into(),
            );
            return;
        }
        let int = |i: usize| args.get(i).and_then(|a| self.m.const_int(*a));
        if let (Some(ray), Some(query)) = (int(0), int(1)) {
            if ray & 0x400 != 0 && query & 1 == 0 {
                self.push(
                    v,
                    "DECL.ALLOWOPACITYMICROMAPSEXPECTEDGIVENFORCEOMM2STATE",
                    "RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS must be set for RayQueryFlags when \
                     RAY_FLAG_FORCE_OMM_2_STATE is set for constRayFlags on AllocateRayQuery2 \
                     operation."
                        .into(),
                );
            }
        }
    }

    /// The fields (width, height, depth or elements, mip levels or samples; a bit
    /// each) a texture kind's `GetDimensions` leaves undefined.
    fn undefined_dimensions(kind: u32) -> u8 {
        match kind {
            // Texture1D: width and mips only.
            1 => 0b0110,
            // Texture2D, Texture2DMS, TextureCube: no depth.
            2 | 3 | 5 => 0b0100,
            // Texture1DArray: width, elements, mips.
            6 => 0b0010,
            _ => 0,
        }
    }

    /// `CheckAccessFullyMapped` reads the status field (the last) of a resource
    /// operation's `%dx.types.ResRet.*` result, extracted alone.
    fn check_status_operand(&self, status: Option<Value>, v: &mut Validation) {
        let extracted =
            status
                .and_then(|s| s.as_inst())
                .and_then(|i| match &self.body.insts.get(i)?.kind {
                    dxil_ir::InstKind::ExtractValue { agg, indices } => Some((*agg, indices)),
                    _ => None,
                });
        let legal = extracted.is_some_and(|(agg, indices)| {
            let ty = match agg {
                Value::Inst(i) => self.body.insts.get(i).map(|d| d.ty),
                other => self.m.type_of(None, other),
            };
            let res_ret = ty.and_then(|t| match self.m.types.get(t) {
                TypeData::Named(name) if name.starts_with("dx.types.ResRet.") => self
                    .m
                    .types
                    .struct_fields(t)
                    .map(|(fields, _)| fields.len()),
                _ => None,
            });
            matches!((res_ret, indices.as_slice()), (Some(n), [i]) if *i as usize + 1 == n)
        });
        if !legal {
            self.push(
                v,
                "INSTR.CHECKACCESSFULLYMAPPED",
                "CheckAccessFullyMapped should only be used on resource status.".into(),
            );
        }
    }

    /// `GetDimensions`' undefined fields are not read.
    fn check_dimensions_read(&self, args: &[Value], v: &mut Validation) {
        let Some(kind) = args
            .first()
            .and_then(|h| handle_kind(self.m, self.info, self.body, *h))
        else {
            return;
        };
        let undefined = Self::undefined_dimensions(kind);
        let Some(call) = self.call.filter(|_| undefined != 0) else {
            return;
        };
        let read = self.extracted.get_or_init(|| extracted_fields(self.body));
        let read_undefined = read.get(&call).copied().unwrap_or(0) & u32::from(undefined);
        for (field, name) in ["x", "y", "z", "w"].iter().enumerate() {
            if read_undefined & (1 << field) != 0 {
                self.push(
                    v,
                    "INSTR.UNDEFRESULTFORGETDIMENSION",
                    format!("GetDimensions used undef dimension {name} on resource kind {kind}"),
                );
            }
        }
    }

    /// `CalculateLOD(handle, sampler, coord0, coord1, coord2, clamped)`: the texture
    /// kind's coordinates are defined.
    fn check_lod_coordinates(&self, args: &[Value], v: &mut Validation) {
        let Some(kind) = args
            .first()
            .and_then(|h| handle_kind(self.m, self.info, self.body, *h))
        else {
            return;
        };
        // Texture1D/1DArray 1, Texture2D/2DArray 2, Texture3D/Cube/CubeArray 3.
        let needed = match kind {
            1 | 6 => 1,
            2 | 7 => 2,
            4 | 5 | 9 => 3,
            _ => return,
        };
        let coords = args.iter().skip(2).take(needed);
        if coords.clone().count() == needed
            && coords.into_iter().any(|c| self.m.is_undef_or_poison(*c))
        {
            self.push(
                v,
                "INSTR.RESOURCECOORDINATEMISS",
                "coord uninitialized.".into(),
            );
        }
    }

    /// `CreateHandle(class, rangeId, index, nonUniform)`: the class is one of the four,
    /// the range id a constant naming a record of that class, and a constant index lies
    /// in the range's registers. Every field is an unsigned 32-bit number.
    fn check_handle_index(&self, args: &[Value], v: &mut Validation) {
        let int = |i: usize| args.get(i).and_then(|a| self.m.const_uint(*a));
        let mut out_of_range = |what: String| self.push_out_of_range(v, what);
        let Some(class) = int(0) else { return };
        if class > 3 {
            return out_of_range(format!("resource class {class}"));
        }
        let Some(id) = int(1) else {
            return out_of_range("a range id that is not a constant".into());
        };
        let Some(r) = self
            .info
            .resources
            .iter()
            .find(|r| r.class as u128 == class && u128::from(r.id) == id)
        else {
            return out_of_range(format!(
                "range id {id}, which no record of class {class} has"
            ));
        };
        let Some(index) = int(2) else { return };
        if index < u128::from(r.lower_bound) || index > u128::from(r.upper_bound()) {
            out_of_range(format!(
                "index {index} outside the registers {}..={} of resource {}",
                r.lower_bound,
                r.upper_bound(),
                r.label()
            ));
        }
    }

    /// `CreateHandleFromBinding(bind, index, nonUniform)`: the binding's fields and the
    /// index are unsigned 32-bit numbers; an unbounded range ends at `u32::MAX`.
    fn check_binding(&self, args: &[Value], v: &mut Validation) {
        let Some(&bind) = args.first() else { return };
        let fields = match bind {
            Value::Const(c) => match self.m.consts.get(c) {
                ConstData::Aggregate { elems, .. } => {
                    elems.iter().map(|e| self.m.const_uint(*e)).collect()
                }
                ConstData::Zero(_) => Some(vec![0; 4]),
                _ => None,
            },
            _ => None,
        };
        let bad = |what: String| (true, what);
        let (wrong, what) = match fields.as_deref() {
            Some(&[lower, upper, space, class]) => {
                let index = args.get(1).and_then(|i| self.m.const_uint(*i));
                if class > 3 {
                    bad(format!("resource class {class}"))
                } else if index.is_some_and(|i| i < lower || i > upper) {
                    bad(format!(
                        "index {} outside the range {lower}..={upper} of space {space}",
                        index.unwrap_or_default()
                    ))
                } else {
                    (false, String::new())
                }
            }
            _ => bad("a binding that is not constant".into()),
        };
        if wrong {
            self.push_out_of_range(v, what);
        }
    }

    /// `INSTR.OPCONSTRANGE` in dxv's words, then what is out of range.
    fn push_out_of_range(&self, v: &mut Validation, what: String) {
        self.push(
            v,
            "INSTR.OPCONSTRANGE",
            format!("Constant values must be in-range for operation: {what}"),
        );
    }
}

/// Per entry: `GetMeshPayload` at most once; a pixel shader reading `ViewID` has room
/// for it in its input signature.
pub(super) fn check_entry_operations(m: &Module, scopes: &[EntryScope<'_>], v: &mut Validation) {
    for s in scopes {
        let mut payload_reads = 0;
        let mut reads_view_id = false;
        for &f in &s.functions {
            let Some(body) = &m.functions[f].body else {
                continue;
            };
            for (_, i) in body.placed_insts() {
                match dx_op_call(m, &body.insts[i].kind).map(|(op, _)| op.0) {
                    Some(numbers::GET_MESH_PAYLOAD) => payload_reads += 1,
                    Some(numbers::VIEW_ID) => reads_view_id = true,
                    _ => {}
                }
            }
        }
        let at = super::function_location(&m.functions[s.function]);
        if payload_reads > 1 {
            v.push(
                "INSTR.MULTIPLEGETMESHPAYLOAD",
                "GetMeshPayload cannot be called multiple times.".into(),
                at.clone(),
            );
        }
        if reads_view_id && s.kind == ShaderKind::Pixel && !has_room_for_view_id(s.entry) {
            v.push(
                "SM.VIEWIDNEEDSSLOT",
                "Pixel shader input signature lacks available space for ViewID".into(),
                at,
            );
        }
    }
}

/// Whether one of the 32 input rows is free, or has a free last component and holds
/// only constant-interpolated values (ViewID is a constant `uint`).
fn has_room_for_view_id(e: &EntryPoint) -> bool {
    (0..32).any(|row: i32| {
        let in_row: Vec<_> = e
            .inputs
            .iter()
            .filter(|el| {
                el.start_row >= 0 && (el.start_row..el.start_row + el.rows as i32).contains(&row)
            })
            .collect();
        let last_free = in_row
            .iter()
            .all(|el| i32::from(el.start_col) + i32::from(el.cols) <= 3);
        in_row.is_empty() || (last_free && in_row.iter().all(|el| el.interpolation == 1))
    })
}

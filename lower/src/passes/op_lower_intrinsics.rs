//! `dxil-op-lower-intrinsics`, the second half of `dxil-op-lower`: every remaining call
//! of an `llvm.dx.*` or generic LLVM intrinsic becomes a `dx.op.*` call (thread ids,
//! barriers, math, bit operations, dot products, wave operations, discard, derivatives,
//! graphics inputs and outputs). Calls with vector operands are lowered element by
//! element. An intrinsic no rule covers is an [`LowerError::Unsupported`] naming it, at
//! the call's site.

use crate::error::LowerError;
use crate::intrinsics::{longest_base, rewrite_calls};
use crate::op_table::{declare_op, op_by_name, OpCode};
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::SymbolUsers;
use crate::rewrite::{const_int, FuncCursor};
use dxil_ir::{CastOp, Inst, InstKind, Module, Site, Type, TypeData, Value};

/// The `dxil-op-lower-intrinsics` pass.
pub struct OpLowerIntrinsics;

impl Pass for OpLowerIntrinsics {
    fn name(&self) -> &'static str {
        "dxil-op-lower-intrinsics"
    }

    fn run(&self, module: &mut Module, cx: &mut PassContext) -> Result<(), LowerError> {
        let target = crate::intrinsic_expansion::ExpansionTarget::of(module, cx);
        lower_intrinsics(module, target)
    }
}

/// How an intrinsic's call becomes an op call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    /// `op(args...)`, overloaded on the result type.
    OnResult,
    /// `op(args...)`, overloaded on the type of the argument at this index (the first:
    /// `IsInf`, `FirstbitHi`; the value of `StoreVertexOutput`).
    OnArg(u8),
    /// `Countbits(x)`: overloaded on `x`, returns `i32`; casts of a narrower or wider
    /// count to `i32` fold into the op's result, as LLVM's lowering does.
    Countbits,
    /// `op(args...)` with no overload (thread ids, lane index).
    Plain,
    /// `WaveActiveOp(value, i8 op, i8 unsigned)` / `WavePrefixOp(...)`.
    WaveOp(u8, u8),
    /// `op(args...)`, overloaded on the last argument's type (`StoreOutput`).
    OnStoreValue,
    /// `Barrier(i32 mode)`.
    Barrier(u32),
    /// `WaveActiveBallot(cond)`: its `%dx.types.fouri32` becomes the `<4 x i32>` (or is
    /// the result, for the older form returning the struct).
    Ballot,
    /// `SplitDouble(d)`: its `%dx.types.splitdouble` becomes the `{ i32, i32 }`.
    SplitDouble,
    /// `Dot2AddHalf(acc, a.x, a.y, b.x, b.y)` from `(acc, <2 x half> a, <2 x half> b)`.
    Dot2AddHalf,
    /// `op(args..., i8 kind)`, overloaded on the result (`WaveActiveBit`, `QuadOp`).
    WithKind(u8),
    /// `DispatchMesh(x, y, z, payload)`: overloaded on the payload, a pointer to a
    /// groupshared named struct (the user-defined type its global holds).
    PayloadArg,
    /// `GetMeshPayload()`: overloaded on the payload's named struct, the one the
    /// intrinsic's overload suffix names.
    PayloadResult,
}

/// The lowering rules, one a line: the intrinsic (without overload suffixes), the
/// DXIL.rst name of the operation it becomes, and how (see [`Shape::parse`]):
/// `result`, `arg` (or `arg:<index>`), `payload-arg`, `payload-result`, `countbits`, `plain`, `store-value`, `ballot`, `splitdouble`,
/// `dot2add`, `wave:<WaveOpKind>:<0 signed, 1 unsigned>`, `barrier:<BarrierMode>`,
/// `kind:<WaveBitOpKind or QuadOpKind>`. `llvm.dx.view.id` (the multiview index, which
/// DXIL reads with an operation, not from the signature) and the `llvm.dx.rayquery.*`
/// lines, and those of the geometry, hull, domain and mesh stages after
/// `llvm.dx.store.output`, are dxil-emit's
/// own forms (LLVM has no such intrinsics; the SPIR-V front end makes them): each is
/// its DXIL operation with the same operands, named by the operation's lowercased name
/// (docs/intrinsics.md). Older LLVM spellings of an intrinsic (`llvm.dx.waveGetLaneIndex`,
/// `llvm.dx.wave.read.lane.at`) have lines of their own.
const RULES: &str = "
llvm.dx.thread.id                               ThreadId                  plain
llvm.dx.group.id                                GroupId                   plain
llvm.dx.thread.id.in.group                      ThreadIdInGroup           plain
llvm.dx.flattened.thread.id.in.group            FlattenedThreadIdInGroup  plain
llvm.dx.view.id                                 ViewID                    plain
llvm.dx.group.memory.barrier.with.group.sync    Barrier                   barrier:9
llvm.dx.group.memory.barrier                    Barrier                   barrier:8
llvm.dx.device.memory.barrier.with.group.sync   Barrier                   barrier:3
llvm.dx.device.memory.barrier                   Barrier                   barrier:2
llvm.dx.all.memory.barrier.with.group.sync      Barrier                   barrier:11
llvm.dx.all.memory.barrier                      Barrier                   barrier:10
llvm.fabs                                       FAbs                      result
llvm.dx.saturate                                Saturate                  result
llvm.dx.isinf                                   IsInf                     arg
llvm.dx.isnan                                   IsNaN                     arg
llvm.cos                                        Cos                       result
llvm.sin                                        Sin                       result
llvm.tan                                        Tan                       result
llvm.acos                                       Acos                      result
llvm.asin                                       Asin                      result
llvm.atan                                       Atan                      result
llvm.cosh                                       Hcos                      result
llvm.sinh                                       Hsin                      result
llvm.tanh                                       Htan                      result
llvm.exp2                                       Exp                       result
llvm.dx.frac                                    Frc                       result
llvm.log2                                       Log                       result
llvm.sqrt                                       Sqrt                      result
llvm.dx.rsqrt                                   Rsqrt                     result
llvm.roundeven                                  Round_ne                  result
llvm.rint                                       Round_ne                  result
llvm.nearbyint                                  Round_ne                  result
llvm.floor                                      Round_ni                  result
llvm.ceil                                       Round_pi                  result
llvm.trunc                                      Round_z                   result
llvm.bitreverse                                 Bfrev                     result
llvm.ctpop                                      Countbits                 countbits
llvm.dx.firstbitlow                             FirstbitLo                arg
llvm.dx.firstbituhigh                           FirstbitHi                arg
llvm.dx.firstbitshigh                           FirstbitSHi               arg
llvm.maxnum                                     FMax                      result
llvm.minnum                                     FMin                      result
llvm.smax                                       IMax                      result
llvm.smin                                       IMin                      result
llvm.umax                                       UMax                      result
llvm.umin                                       UMin                      result
llvm.fmuladd                                    FMad                      result
llvm.fma                                        Fma                       result
llvm.dx.imad                                    IMad                      result
llvm.dx.umad                                    UMad                      result
llvm.dx.dot2                                    Dot2                      result
llvm.dx.dot3                                    Dot3                      result
llvm.dx.dot4                                    Dot4                      result
llvm.dx.dot2add                                 Dot2AddHalf               dot2add
llvm.dx.dot4add.i8packed                        Dot4AddI8Packed           plain
llvm.dx.dot4add.u8packed                        Dot4AddU8Packed           plain
llvm.dx.asdouble                                MakeDouble                result
llvm.dx.legacyf16tof32                          LegacyF16ToF32            plain
llvm.dx.legacyf32tof16                          LegacyF32ToF16            plain
llvm.dx.splitdouble                             SplitDouble               splitdouble
llvm.dx.discard                                 Discard                   plain
llvm.dx.ddx.coarse                              DerivCoarseX              result
llvm.dx.ddy.coarse                              DerivCoarseY              result
llvm.dx.ddx.fine                                DerivFineX                result
llvm.dx.ddy.fine                                DerivFineY                result
llvm.dx.load.input                              LoadInput                 result
llvm.dx.store.output                            StoreOutput               store-value
llvm.dx.load.patch.constant                     LoadPatchConstant         result
llvm.dx.load.output.control.point               LoadOutputControlPoint    result
llvm.dx.eval.centroid                           EvalCentroid              result
llvm.dx.eval.sample.index                       EvalSampleIndex           result
llvm.dx.eval.snapped                            EvalSnapped               result
llvm.dx.store.patch.constant                    StorePatchConstant        store-value
llvm.dx.store.vertex.output                     StoreVertexOutput         arg:3
llvm.dx.store.primitive.output                  StorePrimitiveOutput      arg:3
llvm.dx.emit.stream                             EmitStream                plain
llvm.dx.cut.stream                              CutStream                 plain
llvm.dx.emit.then.cut.stream                    EmitThenCutStream         plain
llvm.dx.gs.instance.id                          GSInstanceID              plain
llvm.dx.primitive.id                            PrimitiveID               plain
llvm.dx.output.control.point.id                 OutputControlPointID      plain
llvm.dx.domain.location                         DomainLocation            plain
llvm.dx.set.mesh.output.counts                  SetMeshOutputCounts       plain
llvm.dx.emit.indices                            EmitIndices               plain
llvm.dx.dispatch.mesh                           DispatchMesh              payload-arg
llvm.dx.get.mesh.payload                        GetMeshPayload            payload-result
llvm.dx.wave.is.first.lane                      WaveIsFirstLane           plain
llvm.dx.wave.getlaneindex                       WaveGetLaneIndex          plain
llvm.dx.waveGetLaneIndex                        WaveGetLaneIndex          plain
llvm.dx.wave.get.lane.count                     WaveGetLaneCount          plain
llvm.dx.wave.getlanecount                       WaveGetLaneCount          plain
llvm.dx.wave.any                                WaveAnyTrue               plain
llvm.dx.wave.all                                WaveAllTrue               plain
llvm.dx.wave.all.equal                          WaveActiveAllEqual        arg
llvm.dx.wave.active.countbits                   WaveAllBitCount           plain
llvm.dx.wave.prefix.bit.count                   WavePrefixBitCount        plain
llvm.dx.wave.ballot                             WaveActiveBallot          ballot
llvm.dx.wave.readlane                           WaveReadLaneAt            result
llvm.dx.wave.read.lane.at                       WaveReadLaneAt            result
llvm.dx.wave.readfirst                          WaveReadLaneFirst         result
llvm.dx.wave.reduce.sum                         WaveActiveOp              wave:0:0
llvm.dx.wave.reduce.usum                        WaveActiveOp              wave:0:1
llvm.dx.wave.reduce.product                     WaveActiveOp              wave:1:0
llvm.dx.wave.reduce.uproduct                    WaveActiveOp              wave:1:1
llvm.dx.wave.reduce.min                         WaveActiveOp              wave:2:0
llvm.dx.wave.reduce.umin                        WaveActiveOp              wave:2:1
llvm.dx.wave.reduce.max                         WaveActiveOp              wave:3:0
llvm.dx.wave.reduce.umax                        WaveActiveOp              wave:3:1
llvm.dx.wave.prefix.sum                         WavePrefixOp              wave:0:0
llvm.dx.wave.prefix.usum                        WavePrefixOp              wave:0:1
llvm.dx.wave.prefix.product                     WavePrefixOp              wave:1:0
llvm.dx.wave.prefix.uproduct                    WavePrefixOp              wave:1:1
llvm.dx.wave.product                            WaveActiveOp              wave:1:0
llvm.dx.wave.uproduct                           WaveActiveOp              wave:1:1
llvm.dx.wave.reduce.and                         WaveActiveBit             kind:0
llvm.dx.wave.reduce.or                          WaveActiveBit             kind:1
llvm.dx.wave.reduce.xor                         WaveActiveBit             kind:2
llvm.dx.quad.read.lane.at                       QuadReadLaneAt            result
llvm.dx.quad.read.across.x                      QuadOp                    kind:0
llvm.dx.quad.read.across.y                      QuadOp                    kind:1
llvm.dx.quad.read.across.diagonal               QuadOp                    kind:2
llvm.dx.rayquery.allocate                                      AllocateRayQuery                                     plain
llvm.dx.rayquery.tracerayinline                                RayQuery_TraceRayInline                              plain
llvm.dx.rayquery.proceed                                       RayQuery_Proceed                                     result
llvm.dx.rayquery.abort                                         RayQuery_Abort                                       plain
llvm.dx.rayquery.commitnonopaquetrianglehit                    RayQuery_CommitNonOpaqueTriangleHit                  plain
llvm.dx.rayquery.commitproceduralprimitivehit                  RayQuery_CommitProceduralPrimitiveHit                plain
llvm.dx.rayquery.committedstatus                               RayQuery_CommittedStatus                             result
llvm.dx.rayquery.candidatetype                                 RayQuery_CandidateType                               result
llvm.dx.rayquery.candidateobjecttoworld3x4                     RayQuery_CandidateObjectToWorld3x4                   result
llvm.dx.rayquery.candidateworldtoobject3x4                     RayQuery_CandidateWorldToObject3x4                   result
llvm.dx.rayquery.committedobjecttoworld3x4                     RayQuery_CommittedObjectToWorld3x4                   result
llvm.dx.rayquery.committedworldtoobject3x4                     RayQuery_CommittedWorldToObject3x4                   result
llvm.dx.rayquery.candidateproceduralprimitivenonopaque         RayQuery_CandidateProceduralPrimitiveNonOpaque       result
llvm.dx.rayquery.candidatetrianglefrontface                    RayQuery_CandidateTriangleFrontFace                  result
llvm.dx.rayquery.committedtrianglefrontface                    RayQuery_CommittedTriangleFrontFace                  result
llvm.dx.rayquery.candidatetrianglebarycentrics                 RayQuery_CandidateTriangleBarycentrics               result
llvm.dx.rayquery.committedtrianglebarycentrics                 RayQuery_CommittedTriangleBarycentrics               result
llvm.dx.rayquery.rayflags                                      RayQuery_RayFlags                                    result
llvm.dx.rayquery.worldrayorigin                                RayQuery_WorldRayOrigin                              result
llvm.dx.rayquery.worldraydirection                             RayQuery_WorldRayDirection                           result
llvm.dx.rayquery.raytmin                                       RayQuery_RayTMin                                     result
llvm.dx.rayquery.candidatetrianglerayt                         RayQuery_CandidateTriangleRayT                       result
llvm.dx.rayquery.committedrayt                                 RayQuery_CommittedRayT                               result
llvm.dx.rayquery.candidateinstanceindex                        RayQuery_CandidateInstanceIndex                      result
llvm.dx.rayquery.candidateinstanceid                           RayQuery_CandidateInstanceID                         result
llvm.dx.rayquery.candidategeometryindex                        RayQuery_CandidateGeometryIndex                      result
llvm.dx.rayquery.candidateprimitiveindex                       RayQuery_CandidatePrimitiveIndex                     result
llvm.dx.rayquery.candidateobjectrayorigin                      RayQuery_CandidateObjectRayOrigin                    result
llvm.dx.rayquery.candidateobjectraydirection                   RayQuery_CandidateObjectRayDirection                 result
llvm.dx.rayquery.committedinstanceindex                        RayQuery_CommittedInstanceIndex                      result
llvm.dx.rayquery.committedinstanceid                           RayQuery_CommittedInstanceID                         result
llvm.dx.rayquery.committedgeometryindex                        RayQuery_CommittedGeometryIndex                      result
llvm.dx.rayquery.committedprimitiveindex                       RayQuery_CommittedPrimitiveIndex                     result
llvm.dx.rayquery.committedobjectrayorigin                      RayQuery_CommittedObjectRayOrigin                    result
llvm.dx.rayquery.committedobjectraydirection                   RayQuery_CommittedObjectRayDirection                 result
llvm.dx.rayquery.candidateinstancecontributiontohitgroupindex  RayQuery_CandidateInstanceContributionToHitGroupIndex result
llvm.dx.rayquery.committedinstancecontributiontohitgroupindex  RayQuery_CommittedInstanceContributionToHitGroupIndex result
";

/// One parsed line of [`RULES`].
struct Rule {
    intrinsic: &'static str,
    op: &'static str,
    shape: Shape,
}

impl Shape {
    /// The shape a [`RULES`] line names (`BarrierMode` bits: 1 group sync, 2 UAV
    /// global, 8 group shared memory; `WaveOpKind`: 0 sum, 1 product, 2 min, 3 max).
    fn parse(word: &str) -> Option<Shape> {
        let mut parts = word.split(':');
        let head = parts.next()?;
        let mut num = || parts.next().and_then(|p| p.parse::<u32>().ok());
        Some(match head {
            "result" => Shape::OnResult,
            "arg" => Shape::OnArg(num().map_or(Some(0), |n| u8::try_from(n).ok())?),
            "countbits" => Shape::Countbits,
            "plain" => Shape::Plain,
            "store-value" => Shape::OnStoreValue,
            "ballot" => Shape::Ballot,
            "splitdouble" => Shape::SplitDouble,
            "dot2add" => Shape::Dot2AddHalf,
            "payload-arg" => Shape::PayloadArg,
            "payload-result" => Shape::PayloadResult,
            "barrier" => Shape::Barrier(num()?),
            "wave" => Shape::WaveOp(u8::try_from(num()?).ok()?, u8::try_from(num()?).ok()?),
            "kind" => Shape::WithKind(u8::try_from(num()?).ok()?),
            _ => return None,
        })
    }
}

/// [`RULES`], parsed once; a line that does not parse is left out (the unit test
/// below checks that none is).
fn rules() -> &'static [Rule] {
    static PARSED: std::sync::OnceLock<Vec<Rule>> = std::sync::OnceLock::new();
    PARSED.get_or_init(|| {
        RULES
            .lines()
            .filter_map(|line| {
                let mut w = line.split_whitespace();
                let (intrinsic, op, shape) = (w.next()?, w.next()?, w.next()?);
                Some(Rule {
                    intrinsic,
                    op,
                    shape: Shape::parse(shape)?,
                })
            })
            .collect()
    })
}

/// The intrinsic base of the rule that lowers `name`, if one does.
pub fn rule_base(name: &str) -> Option<&'static str> {
    longest_base(name, rules(), |r| r.intrinsic).map(|r| r.intrinsic)
}

/// The rule for intrinsic `name` (exact, or the base of an overloaded name).
fn rule_for(name: &str) -> Option<(&'static str, Shape)> {
    longest_base(name, rules(), |r| r.intrinsic).map(|r| (r.op, r.shape))
}

/// Lowers every intrinsic call of every definition (`target`: see
/// [`crate::intrinsic_expansion::ExpansionTarget`]). Intrinsics no single operation
/// implements and no rule covers (`abs`, `any`, `cross`, ...) are first expanded by
/// `dxil-intrinsic-expansion`'s rules, as LLVM's op lowering did when it required that
/// pass; those both passes handle (`isinf`, `firstbituhigh`) are left to the rules
/// here, so a pipeline that ran the expansion already does not expand them twice.
pub fn lower_intrinsics(
    m: &mut Module,
    target: crate::intrinsic_expansion::ExpansionTarget,
) -> Result<(), LowerError> {
    let unlowered = |base: &str| rule_for(base).is_none();
    let expanded = crate::intrinsic_expansion::expand_calls_where(m, target, unlowered)?;
    // What was unused before goes with what lowering leaves unused, below (the same
    // symbols in the same order); an unused internal definition goes first, so its
    // calls are not lowered.
    let local_definitions = m
        .functions
        .iter()
        .any(|(_, f)| f.is_definition() && f.props.linkage.is_local());
    if expanded || local_definitions {
        crate::prepare::remove_unused_symbols(m);
    }
    let select = |n: &str| n.starts_with("llvm.").then(|| n.to_string());
    rewrite_calls(m, select, |cur, inst, name| lower_call(cur, inst, &name))?;
    let calls = crate::prepare::remove_unused_symbols(m);
    mark_op_calls(m, &calls);
    Ok(())
}

/// Gives every `dx.op.*` call of an operation with a memory effect its declaration's
/// attributes (`nounwind memory(none)`) as call-site attributes, as LLVM's op
/// lowering does (an op that is only `nounwind` gets none); `dxil-prepare` drops
/// them again, as DXC writes none.
pub fn mark_op_calls(m: &mut Module, calls: &SymbolUsers) {
    // The attributes of the operations to mark, by handle: without one, nothing to do.
    let marked_ops: Vec<Option<dxil_ir::AttrSet>> = m
        .functions
        .iter()
        .map(|(_, f)| {
            let memory = f.attrs.func.0.iter().any(|a| a.name() == "memory");
            (f.name.starts_with("dx.op.") && memory).then(|| f.attrs.func.clone())
        })
        .collect();
    if marked_ops.iter().all(Option::is_none) {
        return;
    }
    for (f, i) in calls.iter() {
        let Some(body) = m.functions[f].body.as_mut() else {
            continue;
        };
        if let InstKind::Call {
            callee: Value::Function(callee),
            attrs,
            ..
        } = &mut body.insts[i].kind
        {
            if let Some(Some(decl)) = marked_ops.get(callee.index()) {
                if attrs.func.is_empty() {
                    attrs.func = decl.clone();
                }
            }
        }
    }
}

fn unsupported(what: String, site: Site) -> LowerError {
    LowerError::Unsupported {
        what,
        site: Some(site),
    }
}

/// What one call lowers to: the operation, how its operands are laid out, and the
/// call's site (for errors).
#[derive(Clone, Copy)]
struct OpLowering {
    opcode: OpCode,
    shape: Shape,
    site: Site,
}

fn lower_call(cur: &mut FuncCursor, inst: Inst, name: &str) -> Result<(), LowerError> {
    let site = Site::Inst(cur.func, inst);
    let Some((op_name, shape)) = rule_for(name) else {
        return Err(unsupported(format!("call to @{name}"), site));
    };
    let opcode = op_by_name(op_name)
        .ok_or_else(|| unsupported(format!("DXIL operation {op_name} (for @{name})"), site))?;
    let (ret_ty, args) = match &cur.body.insts[inst].kind {
        InstKind::Call { args, .. } => (cur.body.insts[inst].ty, args.clone()),
        _ => return Ok(()),
    };
    cur.before(inst);
    let low = OpLowering {
        opcode,
        shape,
        site,
    };
    let new = if matches!(shape, Shape::PayloadArg | Shape::PayloadResult) {
        lower_payload_call(cur, low, name, &args)?
    } else if is_vector(cur.m, ret_ty) && !matches!(shape, Shape::Ballot) {
        lower_vector_call(cur, low, ret_ty, &args)?
    } else if shape == Shape::Countbits {
        lower_countbits(cur, inst, low, ret_ty, &args)?
    } else {
        lower_scalar_call(cur, low, ret_ty, &args)?
    };
    if let Some(v) = new {
        cur.replace_uses(Value::Inst(inst), v);
    }
    cur.erase(inst);
    Ok(())
}

/// A mesh payload operation: its overload the pointer to the payload's named struct,
/// from the global passed (`DispatchMesh`) or the intrinsic's overload suffix
/// (`GetMeshPayload`).
fn lower_payload_call(
    cur: &mut FuncCursor,
    low: OpLowering,
    name: &str,
    args: &[Value],
) -> Result<Option<Value>, LowerError> {
    let invalid = |msg: String| LowerError::Invalid {
        msg,
        site: Some(low.site),
    };
    let (pointee, addrspace) = if low.shape == Shape::PayloadArg {
        match args.last() {
            Some(Value::Global(g)) => {
                let g = &cur.m.globals[*g];
                (g.value_ty, g.addrspace)
            }
            _ => {
                return Err(invalid(
                    "the payload of a mesh dispatch must be a groupshared variable".into(),
                ))
            }
        }
    } else {
        (
            mesh_payload_type(cur.m, name)
                .ok_or_else(|| invalid(format!("@{name} names no struct type")))?,
            0,
        )
    };
    if !matches!(cur.m.types.get(pointee), TypeData::Named(_)) {
        return Err(invalid(
            "a mesh payload must be a (named) struct type".into(),
        ));
    }
    let overload = cur
        .m
        .types
        .intern(TypeData::TypedPtr { pointee, addrspace });
    let v = op_call(cur, low, Some(overload), args.to_vec())?;
    Ok((low.shape == Shape::PayloadResult).then_some(v))
}

/// The named struct a `llvm.dx.get.mesh.payload.<suffix>` intrinsic's overload suffix
/// names.
pub fn mesh_payload_type(m: &Module, name: &str) -> Option<Type> {
    let suffix = name.strip_prefix("llvm.dx.get.mesh.payload.")?;
    m.types.named.keys().find_map(|n| {
        let t = m.types.lookup(&TypeData::Named(n.clone()))?;
        (dxil_ir::intrinsic_name::mangle_type(&m.types, t) == suffix).then_some(t)
    })
}

fn is_vector(m: &Module, t: Type) -> bool {
    matches!(m.types.get(t), TypeData::Vector { .. })
}

/// Lowers a call whose result is a vector element by element.
fn lower_vector_call(
    cur: &mut FuncCursor,
    low: OpLowering,
    ret_ty: Type,
    args: &[Value],
) -> Result<Option<Value>, LowerError> {
    let (len, elem) = match cur.m.types.get(ret_ty) {
        TypeData::Vector { len, elem, .. } => (*len, *elem),
        _ => return Ok(None),
    };
    let mut lanes = Vec::with_capacity(len as usize);
    for lane in 0..len {
        let mut lane_args = Vec::with_capacity(args.len());
        for a in args {
            let at = cur.ty(*a);
            lane_args.push(if is_vector(cur.m, at) {
                cur.extract_element(*a, lane)
            } else {
                *a
            });
        }
        let v = lower_scalar_call(cur, low, elem, &lane_args)?;
        lanes.push(v.unwrap_or_else(|| cur.m.consts.undef(elem)));
    }
    Ok(Some(cur.build_vector(ret_ty, &lanes)))
}

fn op_call(
    cur: &mut FuncCursor,
    low: OpLowering,
    overload: Option<Type>,
    args: Vec<Value>,
) -> Result<Value, LowerError> {
    let OpLowering { opcode, site, .. } = low;
    let f = declare_op(cur.m, opcode, overload).map_err(|e| {
        let mut err: LowerError = e.into();
        if let LowerError::Unsupported { site: s, .. } | LowerError::Invalid { site: s, .. } =
            &mut err
        {
            *s = Some(site);
        }
        err
    })?;
    let code = cur.opcode(opcode);
    let mut full = vec![code];
    full.extend(args);
    Ok(cur.call(f, full))
}

fn lower_scalar_call(
    cur: &mut FuncCursor,
    low: OpLowering,
    ret_ty: Type,
    args: &[Value],
) -> Result<Option<Value>, LowerError> {
    let site = low.site;
    let void = matches!(cur.m.types.get(ret_ty), TypeData::Void);
    let result = match low.shape {
        Shape::OnResult => {
            let overload = if void { None } else { Some(ret_ty) };
            op_call(cur, low, overload, args.to_vec())?
        }
        Shape::OnArg(_) | Shape::Countbits => {
            let at = match low.shape {
                Shape::OnArg(k) => usize::from(k),
                _ => 0,
            };
            let overload = args.get(at).map(|a| cur.ty(*a));
            let v = op_call(cur, low, overload, args.to_vec())?;
            fit_int(cur, v, ret_ty)
        }
        Shape::Plain | Shape::PayloadArg | Shape::PayloadResult => {
            op_call(cur, low, None, args.to_vec())?
        }
        Shape::OnStoreValue => {
            let overload = args.last().map(|a| cur.ty(*a));
            op_call(cur, low, overload, args.to_vec())?
        }
        Shape::WaveOp(kind, unsigned) => {
            let value = *args.first().ok_or_else(|| LowerError::Invalid {
                msg: "wave operation without an operand".into(),
                site: Some(site),
            })?;
            let k = const_int(cur.m, 8, i64::from(kind));
            let u = const_int(cur.m, 8, i64::from(unsigned));
            op_call(cur, low, Some(ret_ty), vec![value, k, u])?
        }
        Shape::WithKind(kind) => {
            let mut a = args.to_vec();
            a.push(const_int(cur.m, 8, i64::from(kind)));
            op_call(cur, low, Some(ret_ty), a)?
        }
        Shape::Barrier(mode) => {
            let mode = const_int(cur.m, 32, i64::from(mode));
            op_call(cur, low, None, vec![mode])?
        }
        Shape::Ballot => {
            let s = op_call(cur, low, None, args.to_vec())?;
            if !is_vector(cur.m, ret_ty) {
                // An older form of the intrinsic returns `%dx.types.fouri32` itself.
                return Ok(Some(s));
            }
            let lanes: Vec<Value> = (0..4).map(|i| cur.extract_value(s, i)).collect();
            return Ok(Some(cur.build_vector(ret_ty, &lanes)));
        }
        Shape::SplitDouble => {
            let s = op_call(cur, low, None, args.to_vec())?;
            let lo = cur.extract_value(s, 0);
            let hi = cur.extract_value(s, 1);
            let mut agg = cur.m.consts.undef(ret_ty);
            for (i, v) in [lo, hi].into_iter().enumerate() {
                agg = cur.insert(
                    ret_ty,
                    InstKind::InsertValue {
                        agg,
                        val: v,
                        indices: vec![i as u32],
                    },
                );
            }
            return Ok(Some(agg));
        }
        Shape::Dot2AddHalf => {
            if let [acc, a0, a1, b0, b1] = args {
                let ops = vec![*acc, *a0, *a1, *b0, *b1];
                return Ok(Some(op_call(cur, low, Some(ret_ty), ops)?));
            }
            let [acc, a, b] = args else {
                return Err(LowerError::Invalid {
                    msg: "dot2add takes three operands".into(),
                    site: Some(site),
                });
            };
            let (a0, a1) = (cur.extract_element(*a, 0), cur.extract_element(*a, 1));
            let (b0, b1) = (cur.extract_element(*b, 0), cur.extract_element(*b, 1));
            op_call(cur, low, Some(ret_ty), vec![*acc, a0, a1, b0, b1])?
        }
    };
    Ok((!void).then_some(result))
}

/// Lowers a scalar `ctpop` to `Countbits` (which returns `i32`). Where the count is
/// not an `i32`, users that only cast it to `i32` (`zext`/`sext` of a 16-bit count,
/// `trunc` of a 64-bit one) take the op's result directly; any other user gets one
/// cast of it back to the count's type.
fn lower_countbits(
    cur: &mut FuncCursor,
    inst: Inst,
    low: OpLowering,
    ret_ty: Type,
    args: &[Value],
) -> Result<Option<Value>, LowerError> {
    let overload = args.first().map(|a| cur.ty(*a));
    let count = op_call(cur, low, overload, args.to_vec())?;
    let i32_ty = cur.ty(count);
    if ret_ty == i32_ty {
        return Ok(Some(count));
    }
    let folds: &[CastOp] = match cur.m.types.int_bits(ret_ty) {
        Some(bits) if bits < 32 => &[CastOp::ZExt, CastOp::SExt],
        _ => &[CastOp::Trunc],
    };
    let mut other_users = false;
    for u in cur.users_of(Value::Inst(inst)) {
        match cur.body.insts[u].kind {
            InstKind::Cast { op, .. } if folds.contains(&op) && cur.body.insts[u].ty == i32_ty => {
                cur.replace_uses(Value::Inst(u), count);
                cur.erase(u);
            }
            _ => other_users = true,
        }
    }
    Ok(other_users.then(|| fit_int(cur, count, ret_ty)))
}

/// `v` (an integer) converted to the integer type `want` (`ctpop` of an `i64` returns
/// `i64`, `Countbits` an `i32`).
fn fit_int(cur: &mut FuncCursor, v: Value, want: Type) -> Value {
    let have = cur.ty(v);
    match (cur.m.types.int_bits(have), cur.m.types.int_bits(want)) {
        (Some(h), Some(w)) if h < w => cur.cast(CastOp::ZExt, v, want),
        (Some(h), Some(w)) if h > w => cur.cast(CastOp::Trunc, v, want),
        _ => v,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn longest_rule_wins() {
        assert_eq!(
            rule_for("llvm.dx.group.memory.barrier.with.group.sync").map(|r| r.1),
            Some(Shape::Barrier(9))
        );
        assert_eq!(
            rule_for("llvm.dx.group.memory.barrier").map(|r| r.1),
            Some(Shape::Barrier(8))
        );
        assert_eq!(rule_for("llvm.sin.f32").map(|r| r.0), Some("Sin"));
        assert_eq!(
            rule_for("llvm.dx.wave.reduce.usum.i32").map(|r| r.1),
            Some(Shape::WaveOp(0, 1))
        );
        assert_eq!(rule_for("llvm.dx.thread.id").map(|r| r.0), Some("ThreadId"));
        assert_eq!(
            rule_for("llvm.dx.thread.id.in.group").map(|r| r.0),
            Some("ThreadIdInGroup")
        );
        assert!(rule_for("llvm.dx.unknown").is_none());
        let lines = RULES.lines().filter(|l| !l.trim().is_empty()).count();
        assert_eq!(rules().len(), lines, "a line of RULES does not parse");
        for r in rules() {
            assert!(
                op_by_name(r.op).is_some(),
                "{} is not in the op table",
                r.op
            );
        }
    }
}

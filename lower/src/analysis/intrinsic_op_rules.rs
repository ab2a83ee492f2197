//! Which DXIL operation each intrinsic lowers to, and how its operands map: the table
//! `dxil-op-lower-intrinsics` lowers by, and `dxil-intrinsic-expansion` reads to leave
//! alone what the op lowering handles.

use dxil_analysis::intrinsics::longest_base;

/// How an intrinsic's call becomes an op call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
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
pub fn rule_for(name: &str) -> Option<(&'static str, Shape)> {
    longest_base(name, rules(), |r| r.intrinsic).map(|r| (r.op, r.shape))
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxil_model::op_table::op_by_name;

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

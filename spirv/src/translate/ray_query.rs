//! Inline ray tracing (SPV_KHR_ray_query) as dxil-emit's `llvm.dx.rayquery.*`
//! intrinsics (docs/intrinsics.md; LLVM has none), which the lowering turns into DXIL's
//! `RayQuery_*` operations (SM 6.5) one for one.
//!
//! An acceleration structure is an SRV `target("dx.RTAccelerationStructure")` handle.
//! A ray query variable (`OpVariable` of `OpTypeRayQueryKHR`, Function or Private) is
//! the `i32` of one `llvm.dx.rayquery.allocate` in the entry block, with constant ray
//! flags 0: the flags of `OpRayQueryInitializeKHR` go to `TraceRayInline` (SPIR-V's ray
//! flags are D3D's, bit for bit). The getters take their `Intersection` operand (0
//! candidate, 1 committed) to the candidate or committed operation; vectors are built
//! from one call per component and the 4x3 matrices from twelve (row, column) calls.

use super::{Frame, Translator, Val, R};
use crate::function_code::Inst;
use crate::module_info::SpvType;
use dxil_ir::{BinOp, Value};
use rspirv::spirv::{Op, Word};

/// What a ray query getter returns, and so how its intrinsic is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    /// One call: `(i32 query)`.
    Scalar,
    /// One call per component: `(i32 query, i8 component)`.
    Vector,
    /// Twelve calls: `(i32 query, i32 row, i8 column)`, column c of SPIR-V's 4x3
    /// matrix being column c of D3D's 3x4 one.
    Matrix,
    /// As `Scalar`, the `i1` negated (SPIR-V asks whether the candidate AABB is
    /// opaque, DXIL whether it is not).
    NegatedScalar,
}

/// Each getter: the opcode, its intrinsic (after `llvm.dx.rayquery.`) for the candidate
/// intersection and for the committed one (`None`: the getter has no `Intersection`
/// operand, and the first names its intrinsic), and its shape.
const GETTERS: &[(Op, &str, Option<&str>, Shape)] = &[
    (
        Op::RayQueryGetIntersectionTypeKHR,
        "candidatetype",
        Some("committedstatus"),
        Shape::Scalar,
    ),
    (Op::RayQueryGetRayTMinKHR, "raytmin", None, Shape::Scalar),
    (Op::RayQueryGetRayFlagsKHR, "rayflags", None, Shape::Scalar),
    (
        Op::RayQueryGetIntersectionTKHR,
        "candidatetrianglerayt",
        Some("committedrayt"),
        Shape::Scalar,
    ),
    (
        Op::RayQueryGetIntersectionInstanceCustomIndexKHR,
        "candidateinstanceid",
        Some("committedinstanceid"),
        Shape::Scalar,
    ),
    (
        Op::RayQueryGetIntersectionInstanceIdKHR,
        "candidateinstanceindex",
        Some("committedinstanceindex"),
        Shape::Scalar,
    ),
    (
        Op::RayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR,
        "candidateinstancecontributiontohitgroupindex",
        Some("committedinstancecontributiontohitgroupindex"),
        Shape::Scalar,
    ),
    (
        Op::RayQueryGetIntersectionGeometryIndexKHR,
        "candidategeometryindex",
        Some("committedgeometryindex"),
        Shape::Scalar,
    ),
    (
        Op::RayQueryGetIntersectionPrimitiveIndexKHR,
        "candidateprimitiveindex",
        Some("committedprimitiveindex"),
        Shape::Scalar,
    ),
    (
        Op::RayQueryGetIntersectionBarycentricsKHR,
        "candidatetrianglebarycentrics",
        Some("committedtrianglebarycentrics"),
        Shape::Vector,
    ),
    (
        Op::RayQueryGetIntersectionFrontFaceKHR,
        "candidatetrianglefrontface",
        Some("committedtrianglefrontface"),
        Shape::Scalar,
    ),
    (
        Op::RayQueryGetIntersectionCandidateAABBOpaqueKHR,
        "candidateproceduralprimitivenonopaque",
        None,
        Shape::NegatedScalar,
    ),
    (
        Op::RayQueryGetIntersectionObjectRayDirectionKHR,
        "candidateobjectraydirection",
        Some("committedobjectraydirection"),
        Shape::Vector,
    ),
    (
        Op::RayQueryGetIntersectionObjectRayOriginKHR,
        "candidateobjectrayorigin",
        Some("committedobjectrayorigin"),
        Shape::Vector,
    ),
    (
        Op::RayQueryGetWorldRayDirectionKHR,
        "worldraydirection",
        None,
        Shape::Vector,
    ),
    (
        Op::RayQueryGetWorldRayOriginKHR,
        "worldrayorigin",
        None,
        Shape::Vector,
    ),
    (
        Op::RayQueryGetIntersectionObjectToWorldKHR,
        "candidateobjecttoworld3x4",
        Some("committedobjecttoworld3x4"),
        Shape::Matrix,
    ),
    (
        Op::RayQueryGetIntersectionWorldToObjectKHR,
        "candidateworldtoobject3x4",
        Some("committedworldtoobject3x4"),
        Shape::Matrix,
    ),
];

/// The prefix of every ray query intrinsic.
const PREFIX: &str = "llvm.dx.rayquery.";

impl Translator<'_, '_> {
    /// Whether SPIR-V type `ty` is `OpTypeRayQueryKHR`.
    pub(super) fn is_ray_query_type(&self, ty: Word) -> bool {
        matches!(self.info.ty(ty), Ok(SpvType::RayQuery))
    }

    /// Whether the module declares a ray query type (and so needs shader model 6.5).
    pub(super) fn uses_ray_queries(info: &crate::module_info::ModuleInfo) -> bool {
        info.types.values().any(|t| matches!(t, SpvType::RayQuery))
    }

    /// A ray query variable: `llvm.dx.rayquery.allocate(i32 0)` in the entry block.
    pub(super) fn ray_query_variable(&mut self) -> Val {
        let saved = self.cur;
        self.cur = self.entry_block;
        let i32t = self.b.int_type(32);
        let flags = self.i32_const(0);
        let q = self.call(&format!("{PREFIX}allocate"), &[], i32t, &[flags]);
        self.cur = saved;
        Val::RayQuery(q)
    }

    /// A module-scope acceleration structure `id`: its SRV handle, bound in the entry
    /// block.
    pub(super) fn acceleration_structure(&mut self, id: Word) -> Val {
        let handle_ty = self.b.target_type("dx.RTAccelerationStructure", &[], &[]);
        let handle = self.bind(id, handle_ty, crate::binding_map::ResourceClass::Srv);
        self.resources.push(super::Resource {
            handle,
            handle_ty,
            kind: super::ResourceKind::AccelerationStructure,
        });
        Val::Image(self.resources.len() - 1)
    }

    /// Translates one `OpRayQuery*KHR` instruction.
    pub(super) fn ray_query(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let q = self.query_operand(frame, i)?;
        let void = self.b.void_type();
        match i.class.opcode {
            Op::RayQueryInitializeKHR => self.trace_ray_inline(frame, i, q),
            Op::RayQueryProceedKHR => {
                let i1 = self.b.int_type(1);
                let r = self.call(&format!("{PREFIX}proceed"), &[], i1, &[q]);
                self.set(frame, i, r);
                Ok(())
            }
            Op::RayQueryTerminateKHR => {
                self.call(&format!("{PREFIX}abort"), &[], void, &[q]);
                Ok(())
            }
            Op::RayQueryConfirmIntersectionKHR => {
                let name = format!("{PREFIX}commitnonopaquetrianglehit");
                self.call(&name, &[], void, &[q]);
                Ok(())
            }
            Op::RayQueryGenerateIntersectionKHR => {
                let t = self.operand(frame, i, 1)?;
                let name = format!("{PREFIX}commitproceduralprimitivehit");
                self.call(&name, &[], void, &[q, t]);
                Ok(())
            }
            op => {
                let Some(&(_, candidate, committed, shape)) =
                    GETTERS.iter().find(|(o, ..)| *o == op)
                else {
                    return Err(self.unsupported(format!("the ray query instruction {op:?}"), i));
                };
                let base = match committed {
                    None => candidate,
                    Some(committed) => {
                        if self.intersection_operand(i)? {
                            committed
                        } else {
                            candidate
                        }
                    }
                };
                let r = self.getter(i, &format!("{PREFIX}{base}"), shape, q)?;
                self.set(frame, i, r);
                Ok(())
            }
        }
    }

    /// The `i32` of the ray query that operand 0 points to.
    fn query_operand(&mut self, frame: &Frame, i: &Inst) -> R<Value> {
        match self.val(frame, self.id(i, 0)?) {
            Some(Val::RayQuery(q)) => Ok(q),
            _ => Err(self.unsupported(
                "a ray query operand that is not a ray query variable".into(),
                i,
            )),
        }
    }

    /// Whether operand 1 (`Intersection`, a constant) names the committed
    /// intersection.
    fn intersection_operand(&self, i: &Inst) -> R<bool> {
        let id = self.id(i, 1)?;
        match self.info.const_u64(id) {
            Some(0) => Ok(false),
            Some(1) => Ok(true),
            _ => Err(self.invalid(
                "the Intersection operand must be the constant 0 (candidate) or 1 (committed)"
                    .into(),
                i,
            )),
        }
    }

    /// `OpRayQueryInitializeKHR`: `llvm.dx.rayquery.tracerayinline` with the ray's
    /// vectors taken apart.
    fn trace_ray_inline(&mut self, frame: &mut Frame, i: &Inst, q: Value) -> R<()> {
        let accel = match self.val(frame, self.id(i, 1)?) {
            Some(Val::Image(r))
                if matches!(
                    self.resources[r].kind,
                    super::ResourceKind::AccelerationStructure
                ) =>
            {
                self.resources[r].clone()
            }
            _ => {
                return Err(self.unsupported(
                    "an acceleration structure that is not a resource variable".into(),
                    i,
                ))
            }
        };
        let flags = self.operand(frame, i, 2)?;
        let mask = self.operand(frame, i, 3)?;
        let origin = self.operand(frame, i, 4)?;
        let t_min = self.operand(frame, i, 5)?;
        let direction = self.operand(frame, i, 6)?;
        let t_max = self.operand(frame, i, 7)?;
        let mut args = vec![q, accel.handle, flags, mask];
        args.extend(self.components(origin, 3));
        args.push(t_min);
        args.extend(self.components(direction, 3));
        args.push(t_max);
        let void = self.b.void_type();
        self.call(&format!("{PREFIX}tracerayinline"), &[], void, &args);
        Ok(())
    }

    /// The first `n` components of vector `v`.
    fn components(&mut self, v: Value, n: u32) -> Vec<Value> {
        (0..n)
            .map(|k| {
                let idx = self.i32_const(i128::from(k));
                self.emit(|fb| fb.extract_element(v, idx))
            })
            .collect()
    }

    /// The value of getter `name` of shape `shape` for query `q`, of `i`'s result type.
    fn getter(&mut self, i: &Inst, name: &str, shape: Shape, q: Value) -> R<Value> {
        let ty = i
            .result_type
            .ok_or_else(|| self.invalid("no result type".into(), i))?;
        let ir = self.ir_type(ty)?;
        let i8t = self.b.int_type(8);
        match (shape, self.info.ty(ty)?.clone()) {
            (Shape::Scalar, _) => Ok(self.call(name, &[], ir, &[q])),
            (Shape::NegatedScalar, _) => {
                let r = self.call(name, &[], ir, &[q]);
                let one = self.b.const_int(ir, 1);
                Ok(self.emit(|fb| fb.binary(BinOp::Xor, r, one)))
            }
            (Shape::Vector, SpvType::Vector(e, n)) => {
                let scalar = self.ir_type(e)?;
                let mut v = self.b.undef(ir);
                for k in 0..n {
                    let lane = self.b.const_int(i8t, i128::from(k));
                    let x = self.call(name, &[], scalar, &[q, lane]);
                    let idx = self.i32_const(i128::from(k));
                    v = self.emit(|fb| fb.insert_element(v, x, idx));
                }
                Ok(v)
            }
            (Shape::Matrix, SpvType::Matrix(col, columns)) => {
                let SpvType::Vector(e, rows) = self.info.ty(col)?.clone() else {
                    return Err(self.invalid("a matrix whose columns are not vectors".into(), i));
                };
                let scalar = self.ir_type(e)?;
                let col_ir = self.ir_type(col)?;
                let mut m = self.b.undef(ir);
                for c in 0..columns {
                    let mut v = self.b.undef(col_ir);
                    for r in 0..rows {
                        let row = self.i32_const(i128::from(r));
                        let column = self.b.const_int(i8t, i128::from(c));
                        let x = self.call(name, &[], scalar, &[q, row, column]);
                        let idx = self.i32_const(i128::from(r));
                        v = self.emit(|fb| fb.insert_element(v, x, idx));
                    }
                    m = self.emit(|fb| fb.insert_value(m, v, &[c]));
                }
                Ok(m)
            }
            _ => Err(self.invalid(format!("a result of type %{ty} for this getter"), i)),
        }
    }

    /// `OpRayQuery*` opcodes this file translates.
    pub(super) fn is_ray_query_op(op: Op) -> bool {
        matches!(
            op,
            Op::RayQueryInitializeKHR
                | Op::RayQueryProceedKHR
                | Op::RayQueryTerminateKHR
                | Op::RayQueryConfirmIntersectionKHR
                | Op::RayQueryGenerateIntersectionKHR
        ) || GETTERS.iter().any(|(o, ..)| *o == op)
    }
}

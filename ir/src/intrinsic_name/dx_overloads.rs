//! The overloaded `llvm.dx.*` intrinsics of LLVM 22 (IntrinsicsDirectX.td) and where,
//! in a declaration's type, each of their overloaded types sits, in the order LLVM
//! appends them to the name.
//!
//! Intrinsics without overloaded types (`llvm.dx.thread.id`, `llvm.dx.wave.all`...)
//! are not listed: their names never change.

/// Where an overloaded type of an intrinsic sits in its function type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OverloadSlot {
    /// The return type.
    Ret,
    /// Field `n` of a literal struct return type (`{ <4 x float>, i1 }`).
    RetField(u8),
    /// Parameter `n`.
    Param(u8),
}

/// An overloaded intrinsic: its base name and its overloaded types, in name order.
#[derive(Clone, Copy, Debug)]
pub struct OverloadedIntrinsic {
    /// The name without overload suffixes (`llvm.dx.resource.getpointer`).
    pub base: &'static str,
    /// Where each overloaded type is, in the order of the name's suffixes.
    pub slots: &'static [OverloadSlot],
}

use OverloadSlot::{Param as P, Ret as R, RetField as F};

const fn entry(base: &'static str, slots: &'static [OverloadSlot]) -> OverloadedIntrinsic {
    OverloadedIntrinsic { base, slots }
}

/// The overloaded `llvm.dx.*` intrinsics.
pub const DX_OVERLOADED: &[OverloadedIntrinsic] = &[
    // Resources: handles.
    entry("llvm.dx.resource.handlefrombinding", &[R]),
    entry("llvm.dx.resource.handlefromimplicitbinding", &[R]),
    entry("llvm.dx.resource.handlefromheap", &[R]),
    entry("llvm.dx.resource.casthandle", &[R, P(0)]),
    entry("llvm.dx.resource.getpointer", &[R, P(0)]),
    entry("llvm.dx.resource.getbasepointer", &[R, P(0)]),
    // Resources: buffer access.
    entry("llvm.dx.resource.load.typedbuffer", &[F(0), P(0)]),
    entry("llvm.dx.resource.store.typedbuffer", &[P(0), P(2)]),
    entry("llvm.dx.resource.load.rawbuffer", &[F(0), P(0)]),
    entry("llvm.dx.resource.store.rawbuffer", &[P(0), P(3)]),
    entry("llvm.dx.resource.atomic.binop", &[R, P(0)]),
    entry("llvm.dx.resource.atomic.compare.exchange", &[R, P(0)]),
    entry(
        "llvm.dx.resource.load.cbufferrow.8",
        &[F(0), F(1), F(2), F(3), F(4), F(5), F(6), F(7), P(0)],
    ),
    entry(
        "llvm.dx.resource.load.cbufferrow.4",
        &[F(0), F(1), F(2), F(3), P(0)],
    ),
    entry("llvm.dx.resource.load.cbufferrow.2", &[F(0), F(1), P(0)]),
    entry("llvm.dx.resource.updatecounter", &[P(0)]),
    entry("llvm.dx.resource.getdimensions.x", &[P(0)]),
    entry("llvm.dx.resource.getdimensions.xy", &[P(0)]),
    entry("llvm.dx.resource.getdimensions.levels.xy", &[P(0)]),
    // dxil-emit's own forms for the texture shapes LLVM has none for yet.
    entry("llvm.dx.resource.getdimensions.xyz", &[P(0)]),
    entry("llvm.dx.resource.getdimensions.levels.x", &[P(0)]),
    entry("llvm.dx.resource.getdimensions.levels.xyz", &[P(0)]),
    entry("llvm.dx.resource.getdimensions.samples", &[P(0)]),
    // Resources: textures.
    entry("llvm.dx.resource.sample", &[R, P(0), P(1), P(2), P(3)]),
    entry(
        "llvm.dx.resource.sample.clamp",
        &[R, P(0), P(1), P(2), P(3)],
    ),
    entry("llvm.dx.resource.samplebias", &[R, P(0), P(1), P(2), P(4)]),
    entry(
        "llvm.dx.resource.samplebias.clamp",
        &[R, P(0), P(1), P(2), P(4)],
    ),
    entry(
        "llvm.dx.resource.samplegrad",
        &[R, P(0), P(1), P(2), P(3), P(4), P(5)],
    ),
    entry(
        "llvm.dx.resource.samplegrad.clamp",
        &[R, P(0), P(1), P(2), P(3), P(4), P(5)],
    ),
    entry("llvm.dx.resource.samplelevel", &[R, P(0), P(1), P(2), P(4)]),
    entry("llvm.dx.resource.samplecmp", &[R, P(0), P(1), P(2), P(4)]),
    entry(
        "llvm.dx.resource.samplecmp.clamp",
        &[R, P(0), P(1), P(2), P(4)],
    ),
    entry(
        "llvm.dx.resource.samplecmplevelzero",
        &[R, P(0), P(1), P(2), P(4)],
    ),
    entry(
        "llvm.dx.resource.samplecmplevel",
        &[R, P(0), P(1), P(2), P(5)],
    ),
    entry(
        "llvm.dx.resource.samplecmpbias",
        &[R, P(0), P(1), P(2), P(5)],
    ),
    entry(
        "llvm.dx.resource.samplecmpbias.clamp",
        &[R, P(0), P(1), P(2), P(5)],
    ),
    entry(
        "llvm.dx.resource.samplecmpgrad",
        &[R, P(0), P(1), P(2), P(4), P(5), P(6)],
    ),
    entry(
        "llvm.dx.resource.samplecmpgrad.clamp",
        &[R, P(0), P(1), P(2), P(4), P(5), P(6)],
    ),
    entry("llvm.dx.resource.gather", &[R, P(0), P(1), P(2), P(4)]),
    entry("llvm.dx.resource.gather.cmp", &[R, P(0), P(1), P(2), P(5)]),
    entry("llvm.dx.resource.load.level", &[R, P(0), P(1), P(2), P(3)]),
    entry("llvm.dx.resource.load.ms", &[R, P(0), P(1), P(3)]),
    // dxil-emit's `.status` forms (sparse residency): `{ data, i1 }`, overloaded on
    // the data as their bases are on their result.
    entry(
        "llvm.dx.resource.sample.status",
        &[F(0), P(0), P(1), P(2), P(3)],
    ),
    entry(
        "llvm.dx.resource.samplebias.status",
        &[F(0), P(0), P(1), P(2), P(4)],
    ),
    entry(
        "llvm.dx.resource.samplegrad.status",
        &[F(0), P(0), P(1), P(2), P(3), P(4), P(5)],
    ),
    entry(
        "llvm.dx.resource.samplelevel.status",
        &[F(0), P(0), P(1), P(2), P(4)],
    ),
    entry(
        "llvm.dx.resource.samplecmp.status",
        &[F(0), P(0), P(1), P(2), P(4)],
    ),
    entry(
        "llvm.dx.resource.samplecmplevelzero.status",
        &[F(0), P(0), P(1), P(2), P(4)],
    ),
    entry(
        "llvm.dx.resource.samplecmplevel.status",
        &[F(0), P(0), P(1), P(2), P(5)],
    ),
    entry(
        "llvm.dx.resource.samplecmpbias.status",
        &[F(0), P(0), P(1), P(2), P(5)],
    ),
    entry(
        "llvm.dx.resource.samplecmpgrad.status",
        &[F(0), P(0), P(1), P(2), P(4), P(5), P(6)],
    ),
    entry(
        "llvm.dx.resource.gather.status",
        &[F(0), P(0), P(1), P(2), P(4)],
    ),
    entry(
        "llvm.dx.resource.gather.cmp.status",
        &[F(0), P(0), P(1), P(2), P(5)],
    ),
    entry(
        "llvm.dx.resource.load.level.status",
        &[F(0), P(0), P(1), P(2), P(3)],
    ),
    entry("llvm.dx.resource.load.ms.status", &[F(0), P(0), P(1), P(3)]),
    entry("llvm.dx.resource.store.texture", &[P(0), P(1), P(2)]),
    entry("llvm.dx.resource.calculate.lod", &[P(0), P(1), P(2)]),
    entry(
        "llvm.dx.resource.calculate.lod.unclamped",
        &[P(0), P(1), P(2)],
    ),
    // Signature elements.
    entry("llvm.dx.load.input", &[R]),
    entry("llvm.dx.store.output", &[P(5)]),
    // Arithmetic: the overloaded type is the result's.
    entry("llvm.dx.uclamp", &[R]),
    entry("llvm.dx.sclamp", &[R]),
    entry("llvm.dx.nclamp", &[R]),
    entry("llvm.dx.saturate", &[R]),
    entry("llvm.dx.frac", &[R]),
    entry("llvm.dx.rsqrt", &[R]),
    entry("llvm.dx.imad", &[R]),
    entry("llvm.dx.umad", &[R]),
    entry("llvm.dx.radians", &[R]),
    entry("llvm.dx.cross", &[R]),
    entry("llvm.dx.ddx.coarse", &[R]),
    entry("llvm.dx.ddy.coarse", &[R]),
    entry("llvm.dx.ddx.fine", &[R]),
    entry("llvm.dx.ddy.fine", &[R]),
    entry("llvm.dx.splitdouble", &[F(0)]),
    entry("llvm.dx.imul", &[F(0)]),
    entry("llvm.dx.umul", &[F(0)]),
    // Arithmetic: the overloaded type is the first operand's.
    entry("llvm.dx.all", &[P(0)]),
    entry("llvm.dx.any", &[P(0)]),
    entry("llvm.dx.asdouble", &[P(0)]),
    entry("llvm.dx.dot2", &[P(0)]),
    entry("llvm.dx.dot3", &[P(0)]),
    entry("llvm.dx.dot4", &[P(0)]),
    entry("llvm.dx.fdot", &[P(0)]),
    entry("llvm.dx.sdot", &[P(0)]),
    entry("llvm.dx.udot", &[P(0)]),
    entry("llvm.dx.isinf", &[P(0)]),
    entry("llvm.dx.isnan", &[P(0)]),
    entry("llvm.dx.legacyf16tof32", &[P(0)]),
    entry("llvm.dx.legacyf32tof16", &[P(0)]),
    entry("llvm.dx.sign", &[P(0)]),
    entry("llvm.dx.firstbituhigh", &[P(0)]),
    entry("llvm.dx.firstbitshigh", &[P(0)]),
    entry("llvm.dx.firstbitlow", &[P(0)]),
    entry("llvm.dx.lerp", &[P(0)]),
    entry("llvm.dx.length", &[P(0)]),
    entry("llvm.dx.normalize", &[P(0)]),
    entry("llvm.dx.step", &[P(0)]),
    entry("llvm.dx.degrees", &[P(0)]),
    // Waves and quads.
    entry("llvm.dx.wave.all.equal", &[P(0)]),
    entry("llvm.dx.wave.readlane", &[R]),
    entry("llvm.dx.wave.reduce.or", &[R]),
    entry("llvm.dx.wave.reduce.xor", &[R]),
    entry("llvm.dx.wave.reduce.and", &[R]),
    entry("llvm.dx.wave.reduce.max", &[R]),
    entry("llvm.dx.wave.reduce.umax", &[R]),
    entry("llvm.dx.wave.reduce.min", &[R]),
    entry("llvm.dx.wave.reduce.umin", &[R]),
    entry("llvm.dx.wave.reduce.sum", &[R]),
    entry("llvm.dx.wave.reduce.usum", &[R]),
    entry("llvm.dx.wave.product", &[R]),
    entry("llvm.dx.wave.uproduct", &[R]),
    entry("llvm.dx.wave.prefix.sum", &[R]),
    entry("llvm.dx.wave.prefix.usum", &[R]),
    entry("llvm.dx.wave.prefix.product", &[R]),
    entry("llvm.dx.wave.prefix.uproduct", &[R]),
    entry("llvm.dx.quad.read.across.x", &[R]),
    entry("llvm.dx.quad.read.across.y", &[R]),
    entry("llvm.dx.quad.read.across.diagonal", &[R]),
];

//! GLSL.std.450's pack and unpack instructions, which HLSL has no intrinsics for, as
//! the arithmetic their definitions give: each lane of a float vector scaled, rounded
//! and put into its bits of a 32-bit word, or taken back out and scaled (halves through
//! `f32tof16` / `f16tof32`, `llvm.dx.legacyf32tof16` / `legacyf16tof32`).

use super::{Emitter, Translator};
use dxil_ir::{BinOp, CastOp, Value};
use rspirv::spirv::GlslStd450Op as G;

/// How one lane is packed: lanes, bits per lane, whether signed (snorm: clamp to
/// [-1, 1], scale by 2^(bits-1) - 1) or not (unorm: clamp to [0, 1], scale by
/// 2^bits - 1), or a half.
#[derive(Clone, Copy)]
struct Format {
    lanes: u32,
    bits: u32,
    kind: Kind,
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Unorm,
    Snorm,
    Half,
}

/// The packing instructions: (pack, unpack, format).
const FORMATS: &[(G, G, Format)] = &[
    (
        G::PackUnorm4x8,
        G::UnpackUnorm4x8,
        Format {
            lanes: 4,
            bits: 8,
            kind: Kind::Unorm,
        },
    ),
    (
        G::PackSnorm4x8,
        G::UnpackSnorm4x8,
        Format {
            lanes: 4,
            bits: 8,
            kind: Kind::Snorm,
        },
    ),
    (
        G::PackUnorm2x16,
        G::UnpackUnorm2x16,
        Format {
            lanes: 2,
            bits: 16,
            kind: Kind::Unorm,
        },
    ),
    (
        G::PackSnorm2x16,
        G::UnpackSnorm2x16,
        Format {
            lanes: 2,
            bits: 16,
            kind: Kind::Snorm,
        },
    ),
    (
        G::PackHalf2x16,
        G::UnpackHalf2x16,
        Format {
            lanes: 2,
            bits: 16,
            kind: Kind::Half,
        },
    ),
];

impl Translator<'_, '_> {
    /// Instruction `number` on `arg` when it is a pack or unpack one.
    pub(super) fn packing(&mut self, number: u32, arg: Value) -> Option<Value> {
        let op = G::from_u32(number)?;
        let (pack, _, format) = FORMATS.iter().find(|(p, u, _)| *p == op || *u == op)?;
        Some(if *pack == op {
            self.pack(*format, arg)
        } else {
            self.unpack(*format, arg)
        })
    }

    /// The largest value of a lane (`2^bits - 1`, or `2^(bits-1) - 1` signed).
    fn lane_scale(format: Format) -> f64 {
        match format.kind {
            Kind::Snorm => f64::from((1u32 << (format.bits - 1)) - 1),
            _ => f64::from(((1u64 << format.bits) - 1) as u32),
        }
    }

    fn pack(&mut self, format: Format, v: Value) -> Value {
        let f32t = self.b.float_type(dxil_ir::FloatKind::Float);
        let i32t = self.b.int_type(32);
        let mask = self.b.const_int(i32t, ((1u64 << format.bits) - 1) as i128);
        let mut word = self.b.const_int(i32t, 0);
        for k in 0..format.lanes {
            let x = self.lane(v, k);
            let bits = if format.kind == Kind::Half {
                self.call("llvm.dx.legacyf32tof16", &[f32t], i32t, &[x])
            } else {
                let lo = self.float(
                    f32t,
                    if format.kind == Kind::Snorm {
                        -1.0
                    } else {
                        0.0
                    },
                );
                let hi = self.float(f32t, 1.0);
                let c = self.call("llvm.dx.nclamp", &[f32t], f32t, &[x, lo, hi]);
                let scale = self.float(f32t, Self::lane_scale(format));
                let s = self.bin(BinOp::FMul, c, scale);
                let r = self.call("llvm.roundeven", &[f32t], f32t, &[s]);
                self.emit(|fb| fb.cast(CastOp::FPToSI, r, i32t))
            };
            let bits = self.bin(BinOp::And, bits, mask);
            let shift = self.b.const_int(i32t, i128::from(k * format.bits));
            let placed = self.bin(BinOp::Shl, bits, shift);
            word = self.bin(BinOp::Or, word, placed);
        }
        word
    }

    fn unpack(&mut self, format: Format, w: Value) -> Value {
        let f32t = self.b.float_type(dxil_ir::FloatKind::Float);
        let i32t = self.b.int_type(32);
        let vt = self.b.vector_type(f32t, format.lanes);
        let mut out = self.b.undef(vt);
        for k in 0..format.lanes {
            // The lane's bits at the top of the word, then shifted down (sign-extending
            // a signed lane).
            let up = self
                .b
                .const_int(i32t, i128::from(32 - (k + 1) * format.bits));
            let down = self.b.const_int(i32t, i128::from(32 - format.bits));
            let top = self.bin(BinOp::Shl, w, up);
            let x = match format.kind {
                Kind::Half => {
                    let bits = self.bin(BinOp::LShr, top, down);
                    self.call("llvm.dx.legacyf16tof32", &[i32t], f32t, &[bits])
                }
                Kind::Unorm | Kind::Snorm => {
                    let (shift, conv) = if format.kind == Kind::Snorm {
                        (BinOp::AShr, CastOp::SIToFP)
                    } else {
                        (BinOp::LShr, CastOp::UIToFP)
                    };
                    let bits = self.bin(shift, top, down);
                    let f = self.emit(|fb| fb.cast(conv, bits, f32t));
                    let scale = self.float(f32t, 1.0 / Self::lane_scale(format));
                    let s = self.bin(BinOp::FMul, f, scale);
                    if format.kind == Kind::Snorm {
                        let lo = self.float(f32t, -1.0);
                        let hi = self.float(f32t, 1.0);
                        self.call("llvm.dx.nclamp", &[f32t], f32t, &[s, lo, hi])
                    } else {
                        s
                    }
                }
            };
            let idx = self.i32_const(i128::from(k));
            out = self.emit(|fb| fb.insert_element(out, x, idx));
        }
        out
    }
}

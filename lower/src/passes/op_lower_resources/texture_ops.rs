//! The texture half of the resource op lowering: texel loads (`load.level`,
//! `load.ms`) become `textureLoad` (66), texel stores (`store.texture`) `textureStore`
//! (67), samples `sample`, `sampleBias`, `sampleLevel`, `sampleGrad`, `sampleCmp`,
//! `sampleCmpLevelZero` (60 to 65), `sampleCmpLevel` (224), `sampleCmpGrad` and
//! `sampleCmpBias` (254, 255), gathers `textureGather` / `textureGatherCmp` (73,
//! 74), and the `getdimensions.*` family `getDimensions` (72),
//! each form picking its components of `%dx.types.Dimensions`.

use super::{is_64bit, scalar_and_count, Lowerer};
use crate::error::LowerError;
use dxil_analysis::resource_map::ResourceType;
use dxil_ir::intrinsic_name::is_intrinsic;
use dxil_ir::{ConstData, FloatKind, Inst, InstKind, Module, Type, TypeData, Value};
use dxil_model::metadata::ResourceClass;
use dxil_model::op_table::OpCode;
use dxil_model::ResourceKind;

/// The `getdimensions` forms: base name, whether a mip level operand follows the
/// handle, and the `%dx.types.Dimensions` components the result holds, in order (x is
/// the width, y the height or array size, z the depth or array size, w the mip level
/// count or sample count). LLVM's IntrinsicsDirectX.td has `.x`, `.xy` and
/// `.levels.xy`; the others are dxil-emit's, for the texture shapes LLVM has no form
/// for yet (docs/intrinsics.md).
/// A texture sampling intrinsic and the DXIL op it becomes.
pub(super) struct SampleForm {
    /// The intrinsic's base name.
    pub name: &'static str,
    /// The DXIL op.
    pub opcode: OpCode,
    /// The operands between the coordinates and the offsets (comparison value, level,
    /// bias, gradients): the lanes each takes in the op (1 for a scalar, 3 for a
    /// gradient).
    pub extras: &'static [usize],
    /// The op ends with a level clamp (left `undef`).
    pub clamp: bool,
}

/// The sampling intrinsics, as LLVM's IntrinsicsDirectX.td has them: `(texture,
/// sampler, coords, extras..., offsets)`.
pub(super) const SAMPLE_FORMS: &[SampleForm] = &[
    SampleForm {
        name: "llvm.dx.resource.sample",
        opcode: OpCode::SAMPLE,
        extras: &[],
        clamp: true,
    },
    SampleForm {
        name: "llvm.dx.resource.samplebias",
        opcode: OpCode::SAMPLE_BIAS,
        extras: &[1],
        clamp: true,
    },
    SampleForm {
        name: "llvm.dx.resource.samplelevel",
        opcode: OpCode::SAMPLE_LEVEL,
        extras: &[1],
        clamp: false,
    },
    SampleForm {
        name: "llvm.dx.resource.samplegrad",
        opcode: OpCode::SAMPLE_GRAD,
        extras: &[3, 3],
        clamp: true,
    },
    SampleForm {
        name: "llvm.dx.resource.samplecmp",
        opcode: OpCode::SAMPLE_CMP,
        extras: &[1],
        clamp: true,
    },
    SampleForm {
        name: "llvm.dx.resource.samplecmplevelzero",
        opcode: OpCode::SAMPLE_CMP_LEVEL_ZERO,
        extras: &[1],
        clamp: false,
    },
    // dxil-emit's (shader model 6.7 and 6.8; LLVM has none yet): comparison value
    // first, then the level, bias or gradients.
    SampleForm {
        name: "llvm.dx.resource.samplecmplevel",
        opcode: OpCode::SAMPLE_CMP_LEVEL,
        extras: &[1, 1],
        clamp: false,
    },
    SampleForm {
        name: "llvm.dx.resource.samplecmpbias",
        opcode: OpCode::SAMPLE_CMP_BIAS,
        extras: &[1, 1],
        clamp: true,
    },
    SampleForm {
        name: "llvm.dx.resource.samplecmpgrad",
        opcode: OpCode::SAMPLE_CMP_GRAD,
        extras: &[1, 3, 3],
        clamp: true,
    },
];

const GET_DIMENSIONS: &[(&str, bool, &[u32])] = &[
    ("llvm.dx.resource.getdimensions.x", false, &[0]),
    ("llvm.dx.resource.getdimensions.xy", false, &[0, 1]),
    ("llvm.dx.resource.getdimensions.xyz", false, &[0, 1, 2]),
    ("llvm.dx.resource.getdimensions.levels.x", true, &[0, 3]),
    ("llvm.dx.resource.getdimensions.levels.xy", true, &[0, 1, 3]),
    (
        "llvm.dx.resource.getdimensions.levels.xyz",
        true,
        &[0, 1, 2, 3],
    ),
    ("llvm.dx.resource.getdimensions.samples", false, &[3]),
];

/// The `GET_DIMENSIONS` row of intrinsic `name`, if it is one.
pub(super) fn get_dimensions_form(name: &str) -> Option<(bool, &'static [u32])> {
    GET_DIMENSIONS
        .iter()
        .find(|(base, ..)| is_intrinsic(name, base))
        .map(|&(_, mip, comps)| (mip, comps))
}

impl Lowerer<'_, '_> {
    /// A `getdimensions` form → `getDimensions` (72) and its components. Buffers take
    /// no mip level (`undef`); a texture asked without one reports level 0.
    pub(super) fn lower_get_dimensions(
        &mut self,
        i: Inst,
        res: &ResourceType,
        args: &[Value],
        with_mip: bool,
        comps: &[u32],
    ) -> Result<(), LowerError> {
        let i32t = self.c.m.types.int(32);
        let mip = match (with_mip, args.get(1)) {
            (true, Some(&m)) => m,
            (true, None) => {
                return Err(LowerError::Invalid {
                    msg: "getdimensions with levels needs a mip level operand".into(),
                    site: self.site(i),
                })
            }
            _ if res.kind.is_texture() => self.c.i32(0),
            _ => self.c.m.consts.undef(i32t),
        };
        let f = self.ops.declare(self.c.m, OpCode::GET_DIMENSIONS, None)?;
        let op = self.c.opcode(OpCode::GET_DIMENSIONS);
        let dims = self.named_call(f, vec![op, args[0], mip], i);
        let parts: Vec<Value> = comps
            .iter()
            .map(|&k| self.c.extract_value(dims, k))
            .collect();
        if let [x] = parts.as_slice() {
            self.replace_uses(i, *x);
            return Ok(());
        }
        self.replace_vector(i, &parts);
        Ok(())
    }

    /// Replaces the uses of vector-valued `u` by `parts`: its constant
    /// `extractelement`s by the part, anything else by a rebuilt vector.
    fn replace_vector(&mut self, u: Inst, parts: &[Value]) {
        let users = self.users_of(Value::Inst(u));
        let mut all_direct = true;
        for w in users {
            let k = match &self.c.body.insts[w].kind {
                InstKind::ExtractElement { index, .. } => self.c.m.const_int(*index),
                _ => None,
            };
            match k.and_then(|k| parts.get(k as usize)) {
                Some(&p) => {
                    self.replace_uses(w, p);
                    self.dead.insert(w);
                }
                None => all_direct = false,
            }
        }
        if !all_direct {
            let ty = self.c.body.insts[u].ty;
            let v = self.c.build_vector(ty, parts);
            self.replace_uses(u, v);
        }
    }

    /// `load.level(handle, coords, mip, offsets)` and `load.ms(handle, coords, sample,
    /// offsets)` → `textureLoad` (66), whose third operand is the mip level or the
    /// sample index; a single-sampled UAV has no mip levels to pick from, so its mip
    /// operand is `undef`.
    pub(super) fn lower_texture_load(
        &mut self,
        i: Inst,
        res: &ResourceType,
        args: &[Value],
    ) -> Result<(), LowerError> {
        let (scalar, n) = self.texel_result(i);
        self.check_texture_element(i, scalar)?;
        let i32t = self.c.m.types.int(32);
        let undef = self.c.m.consts.undef(i32t);
        let multisampled = matches!(
            res.kind,
            ResourceKind::Texture2DMS | ResourceKind::Texture2DMSArray
        );
        let mip = if res.class == ResourceClass::Uav && !multisampled {
            undef
        } else {
            args[2]
        };
        let op = self.c.opcode(OpCode::TEXTURE_LOAD);
        let mut call_args = vec![op, args[0], mip];
        call_args.extend(self.lanes_of(args[1], 3));
        if is_zero(self.c.m, args[3]) {
            call_args.extend([undef; 3]);
        } else {
            call_args.extend(self.lanes_of(args[3], 3));
        }
        self.replace_by_texel_op(i, OpCode::TEXTURE_LOAD, call_args, scalar, n)
    }

    /// `store.texture(handle, coords, data)` → `textureStore` (67) with all four
    /// components (missing ones repeat the first, as LLVM and DXC write them) and mask
    /// 0xf.
    pub(super) fn lower_texture_store(
        &mut self,
        i: Inst,
        res: &ResourceType,
        args: &[Value],
    ) -> Result<(), LowerError> {
        let (data, scalar, n) = self.store_data(i, res, args)?;
        self.check_texture_element(i, scalar)?;
        if n > 4 {
            return Err(LowerError::Invalid {
                msg: "Texture store data must have at most 4 elements".into(),
                site: self.site(i),
            });
        }
        let vals = self.components_of(data, scalar, n);
        let op = self.c.opcode(OpCode::TEXTURE_STORE);
        let mut call_args = vec![op, args[0]];
        call_args.extend(self.lanes_of(args[1], 3));
        call_args.extend((0..4).map(|k| vals.get(k).copied().unwrap_or(vals[0])));
        let i8t = self.c.m.types.int(8);
        call_args.push(self.c.m.consts.int(i8t, 8, 15));
        let f = self
            .ops
            .declare(self.c.m, OpCode::TEXTURE_STORE, Some(scalar))?;
        self.c.call(f, call_args);
        self.drop_dead_insert_chain(data, i);
        Ok(())
    }

    /// `calculate.lod(texture, sampler, coords)` (`clamped`) or its `.unclamped` form →
    /// CalculateLOD (81): coordinates in three lanes, then whether clamped.
    pub(super) fn lower_calculate_lod(
        &mut self,
        i: Inst,
        clamped: bool,
        args: &[Value],
    ) -> Result<(), LowerError> {
        let [texture, sampler, coords] = args else {
            return Err(LowerError::Invalid {
                msg: "calculate.lod takes a texture, a sampler and coordinates".into(),
                site: self.site(i),
            });
        };
        let f = self.ops.declare(self.c.m, OpCode::CALCULATE_LOD, None)?;
        let mut call_args = vec![self.c.opcode(OpCode::CALCULATE_LOD), *texture, *sampler];
        call_args.extend(self.lanes_of(*coords, 3));
        call_args.push(dxil_ir::edit::const_int(self.c.m, 1, i64::from(clamped)));
        let v = self.named_call(f, call_args, i);
        self.replace_uses(i, v);
        Ok(())
    }

    /// A sampling intrinsic of [`SAMPLE_FORMS`]: `(texture, sampler, coords, extras...,
    /// offsets)`, and the least level last for its `.clamp` form (`clamp`), → its DXIL
    /// op: coordinates in four lanes, offsets in three (`undef` when zero, as for texel
    /// loads), a level, bias or comparison value as it is, gradients in three lanes
    /// each, and the clamp (`undef` without one) where the op has one.
    pub(super) fn lower_sample(
        &mut self,
        i: Inst,
        form: &SampleForm,
        clamp: bool,
        args: &[Value],
    ) -> Result<(), LowerError> {
        let (scalar, n) = self.texel_result(i);
        self.check_texture_element(i, scalar)?;
        let arity = 4 + form.extras.len() + usize::from(clamp);
        if args.len() != arity || (clamp && !form.clamp) {
            return Err(LowerError::Invalid {
                msg: format!(
                    "{} takes {arity} operands{}",
                    form.name,
                    if clamp && !form.clamp {
                        " and no clamp"
                    } else {
                        ""
                    }
                ),
                site: self.site(i),
            });
        }
        let extras = &args[3..3 + form.extras.len()];
        let offsets = args[3 + form.extras.len()];
        let mut call_args = vec![self.c.opcode(form.opcode), args[0], args[1]];
        call_args.extend(self.lanes_of(args[2], 4));
        if is_zero(self.c.m, offsets) {
            let i32t = self.c.m.types.int(32);
            call_args.extend([self.c.m.consts.undef(i32t); 3]);
        } else {
            call_args.extend(self.lanes_of(offsets, 3));
        }
        for (&x, &lanes) in extras.iter().zip(form.extras) {
            if lanes == 1 {
                call_args.push(x);
            } else {
                call_args.extend(self.lanes_of(x, lanes as u32));
            }
        }
        if form.clamp {
            let f32t = self.c.m.types.float(FloatKind::Float);
            call_args.push(if clamp {
                args[arity - 1]
            } else {
                self.c.m.consts.undef(f32t)
            });
        }
        self.replace_by_texel_op(i, form.opcode, call_args, scalar, n)
    }

    /// `gather(texture, sampler, coords, channel, offsets)` → `textureGather` (73) and
    /// `gather.cmp(texture, sampler, coords, compare, channel, offsets)` →
    /// `textureGatherCmp` (74): coordinates in four lanes, offsets in two (`undef` when
    /// zero), the channel, the comparison value.
    pub(super) fn lower_gather(
        &mut self,
        i: Inst,
        compare: bool,
        args: &[Value],
    ) -> Result<(), LowerError> {
        let (scalar, n) = self.texel_result(i);
        self.check_texture_element(i, scalar)?;
        let (opcode, code) = if compare {
            (OpCode::TEXTURE_GATHER_CMP, 74)
        } else {
            (OpCode::TEXTURE_GATHER, 73)
        };
        let offsets = args[4 + usize::from(compare)];
        let mut call_args = vec![self.c.i32(code), args[0], args[1]];
        call_args.extend(self.lanes_of(args[2], 4));
        if is_zero(self.c.m, offsets) {
            let i32t = self.c.m.types.int(32);
            call_args.extend([self.c.m.consts.undef(i32t); 2]);
        } else {
            call_args.extend(self.lanes_of(offsets, 2));
        }
        // The channel, then the comparison value.
        if compare {
            call_args.extend([args[4], args[3]]);
        } else {
            call_args.push(args[3]);
        }
        self.replace_by_texel_op(i, opcode, call_args, scalar, n)
    }

    /// Replaces texel-returning call `i` (`n` components of `scalar`) by the DXIL op
    /// `opcode` with `args`, its uses by the components of the op's `ResRet`.
    fn replace_by_texel_op(
        &mut self,
        i: Inst,
        opcode: OpCode,
        args: Vec<Value>,
        scalar: Type,
        n: u32,
    ) -> Result<(), LowerError> {
        let f = self.ops.declare(self.c.m, opcode, Some(scalar))?;
        let ret = self.named_call(f, args, i);
        // A `.status` form's `{ data, i1 }`: the data, and whether the access was fully
        // mapped (CheckAccessFullyMapped of the op's status), as a buffer load's.
        if self.is_status_form(i) {
            return self.finish_load(i, ret, scalar, n, false);
        }
        let mut comps = vec![None; n as usize];
        self.replace_element(i, ret, scalar, n, false, &mut comps)
    }

    /// Whether texture read `i` is a `.status` form (its result `{ data, i1 }`).
    fn is_status_form(&self, i: Inst) -> bool {
        let t = self.c.body.insts[i].ty;
        matches!(self.c.m.types.get(t), TypeData::Struct { .. })
    }

    /// The component type and count of texture read `i`'s data (of a `.status` form's
    /// first field).
    fn texel_result(&self, i: Inst) -> (Type, u32) {
        let t = self.c.body.insts[i].ty;
        let data = if self.is_status_form(i) {
            self.c.m.types.aggregate_element(t, 0).unwrap_or(t)
        } else {
            t
        };
        scalar_and_count(self.c.m, data)
    }

    /// Textures hold 16- and 32-bit components only.
    fn check_texture_element(&self, i: Inst, scalar: Type) -> Result<(), LowerError> {
        if is_64bit(self.c.m, scalar) {
            return Err(LowerError::Invalid {
                msg: "a texture element of 64-bit components".into(),
                site: self.site(i),
            });
        }
        Ok(())
    }

    /// The first `count` lanes of a scalar or vector operand (coordinates, offsets,
    /// gradients), `undef` past its end.
    fn lanes_of(&mut self, v: Value, count: u32) -> Vec<Value> {
        let ty = self.c.ty(v);
        let scalar = self.c.m.types.scalar_of(ty);
        let undef = self.c.m.consts.undef(scalar);
        let len = match self.c.m.types.get(ty) {
            TypeData::Vector { len, .. } => Some(*len),
            _ => None,
        };
        (0..count)
            .map(|k| match len {
                None if k == 0 => v,
                Some(len) if k < len => self.c.extract_element(v, k),
                _ => undef,
            })
            .collect()
    }
}

/// Whether `v` is a zero constant (`0` or `zeroinitializer`).
fn is_zero(m: &Module, v: Value) -> bool {
    m.const_int(v) == Some(0)
        || matches!(v, Value::Const(c) if matches!(m.consts.get(c), ConstData::Zero(_)))
}

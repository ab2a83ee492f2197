//! Images: `OpTypeImage` variables as Direct3D resources, and the image instructions
//! as clang's resource intrinsics. A subpass input (an input attachment) is a 2D
//! texture (multisampled for `subpassInputMS`), read at the pixel's position plus the
//! read's offset: the application binds the attachment as a shader resource at the
//! input's binding. A `Buffer`-dimension image is a typed buffer
//! (`dx.TypedBuffer`, `load`/`store.typedbuffer`); every other one a texture
//! (`dx.Texture`, `dx.MSTexture` when multisampled) read with `load.level` /
//! `load.ms`, written with `store.texture` and measured with the `getdimensions`
//! family. A sampled image (`Sampled` 1) is an SRV, a storage image (2) a UAV, a
//! sampler a `dx.Sampler`; a combined image-sampler variable (`OpTypeSampledImage`)
//! is both, at the same (set, binding) (the sampler is dropped where only the image
//! is read). Sampling with an explicit level or gradients and gathers, legal in
//! every stage, become `samplelevel` / `samplegrad` / `gather`; implicit levels
//! (`sample`, `samplebias`), legal where derivatives are (see
//! `check_derivative_quads`), and depth comparisons (`samplecmp*`, with a comparison
//! sampler) too. Bounded and runtime arrays of images get
//! one handle per access, from `handlefrombinding` with the array's size and the
//! element's index.

use super::{Frame, Resource, ResourceKind, Translator, Val, R};
use crate::binding_map::ResourceClass;
use crate::error::{SpirvError, SpirvLocation};
use crate::function_code::Inst;
use crate::module_info::SpvType;
use dxil_ir::{CastOp, Type, TypeData, Value};
use rspirv::spirv::{self, Decoration, Dim, ImageOperands, Op, Word};
use rustc_hash::{FxHashMap, FxHashSet};

/// The shape of a texture, as its image type gives it.
#[derive(Clone, Copy, Debug)]
pub(super) struct TextureShape {
    /// Multisampled: texels are read by sample index, not mip level.
    multisampled: bool,
    /// Has mip levels (a sampled, single-sampled image).
    mipmapped: bool,
    /// A storage cube image, bound as a 2D array of faces (Direct3D has no
    /// RWTextureCube): its size query counts cubes, the array six faces each.
    cube_array_of_faces: bool,
    /// The coordinate components a sample reads (the dimensions, then the array
    /// layer): SPIR-V's coordinates may have more, unused, after them.
    coordinates: u32,
    /// A subpass input (`DimSubpassData`): a 2D texture read at the pixel's position
    /// plus the read's coordinates (an offset).
    subpass: bool,
    /// Arrayed: the last coordinate is the layer.
    arrayed: bool,
}

/// An array of images: one binding of `size` registers (`u32::MAX` for a runtime
/// array), a handle made per access.
#[derive(Clone, Debug)]
pub(super) struct ImageArray {
    /// The variable.
    var: Word,
    handle_ty: Type,
    class: ResourceClass,
    kind: ResourceKind,
    size: u32,
    /// Combined image-samplers: the sampler's handle type.
    sampler: Option<Type>,
}

/// The operands after an image instruction's `Image Operands` mask that are read.
#[derive(Default)]
struct ImageOperandIds {
    lod: Option<Word>,
    bias: Option<Word>,
    grad: Option<(Word, Word)>,
    offset: Option<Word>,
    sample: Option<Word>,
    /// `MinLod`: the least level a sample reads (HLSL's clamp).
    min_lod: Option<Word>,
}

/// Whether `op` is a sparse read (its result a residency code and the texel).
fn is_sparse(op: Op) -> bool {
    matches!(
        op,
        Op::ImageSparseSampleImplicitLod
            | Op::ImageSparseSampleExplicitLod
            | Op::ImageSparseSampleDrefImplicitLod
            | Op::ImageSparseSampleDrefExplicitLod
            | Op::ImageSparseGather
            | Op::ImageSparseDrefGather
            | Op::ImageSparseFetch
            | Op::ImageSparseRead
    )
}

/// The `getdimensions` forms without a mip level, by the count of size components.
const SIZE_FORMS: [&str; 3] = [
    "llvm.dx.resource.getdimensions.x",
    "llvm.dx.resource.getdimensions.xy",
    "llvm.dx.resource.getdimensions.xyz",
];
/// The `getdimensions` forms with a mip level, by the count of size components (the
/// level count follows the size).
const SIZE_LOD_FORMS: [&str; 3] = [
    "llvm.dx.resource.getdimensions.levels.x",
    "llvm.dx.resource.getdimensions.levels.xy",
    "llvm.dx.resource.getdimensions.levels.xyz",
];

/// Whether `op` samples at an implicit level (from derivatives).
fn implicit_level(op: Op) -> bool {
    matches!(
        op,
        Op::ImageSampleImplicitLod
            | Op::ImageSampleDrefImplicitLod
            | Op::ImageSampleProjImplicitLod
            | Op::ImageSampleProjDrefImplicitLod
            | Op::ImageSparseSampleImplicitLod
            | Op::ImageSparseSampleDrefImplicitLod
            | Op::ImageQueryLod
    )
}

/// How many components a texel of `format` has (`Unknown`: four).
fn format_components(format: spirv::ImageFormat) -> u32 {
    use spirv::ImageFormat as F;
    match format {
        F::R32f
        | F::R32i
        | F::R32ui
        | F::R16f
        | F::R16i
        | F::R16ui
        | F::R8
        | F::R8ui
        | F::R8i
        | F::R16
        | F::R8Snorm
        | F::R16Snorm
        | F::R64ui
        | F::R64i => 1,
        F::Rg32f
        | F::Rg32i
        | F::Rg32ui
        | F::Rg16f
        | F::Rg16i
        | F::Rg16ui
        | F::Rg8
        | F::Rg8ui
        | F::Rg8i
        | F::Rg16
        | F::Rg8Snorm
        | F::Rg16Snorm => 2,
        F::R11fG11fB10f => 3,
        _ => 4,
    }
}

impl Translator<'_, '_> {
    /// A `UniformConstant` variable `id` of image, sampled-image or array-of-image type
    /// `pointee`.
    pub(super) fn image_variable(&mut self, id: Word, pointee: Word, at: SpirvLocation) -> R<Val> {
        let (element, size) = match self.info.ty(pointee)?.clone() {
            SpvType::Array(e, len) => {
                let n = self.info.const_u64(len).unwrap_or(0);
                let n = u32::try_from(n).ok().filter(|n| *n < u32::MAX && *n > 0);
                let Some(n) = n else {
                    return Err(SpirvError::Unsupported {
                        what: "an array of images of this length".into(),
                        at,
                    });
                };
                (e, Some(n))
            }
            SpvType::RuntimeArray(e) => (e, Some(u32::MAX)),
            _ => (pointee, None),
        };
        let comparison = self.image_uses.comparison_samplers.contains(&id);
        let written = self.image_uses.texel_widths.get(&id).copied();
        let (handle_ty, class, kind) =
            self.image_resource_type(element, comparison, written, &at)?;
        let sampler = matches!(self.info.ty(element)?, SpvType::SampledImage(_))
            .then(|| self.sampler_type(comparison));
        match size {
            None => {
                let handle = self.bind(id, handle_ty, class);
                let image = self.add_resource(handle, handle_ty, kind);
                Ok(match sampler {
                    Some(t) => {
                        let handle = self.bind(id, t, ResourceClass::Sampler);
                        Val::Sampled(image, self.add_resource(handle, t, ResourceKind::Sampler))
                    }
                    None => Val::Image(image),
                })
            }
            Some(size) => {
                self.image_arrays.push(ImageArray {
                    var: id,
                    handle_ty,
                    class,
                    kind,
                    size,
                    sampler,
                });
                Ok(Val::ImageArray(self.image_arrays.len() - 1))
            }
        }
    }

    /// Records a resource; its index.
    fn add_resource(&mut self, handle: Value, handle_ty: Type, kind: ResourceKind) -> usize {
        self.resources.push(Resource {
            handle,
            handle_ty,
            kind,
        });
        self.resources.len() - 1
    }

    /// The handle type of a sampler: `SamplerComparisonState` for one depth
    /// comparisons use (SPIR-V does not tell them apart by type; see
    /// [`ImageUses`]), else `SamplerState`.
    fn sampler_type(&mut self, comparison: bool) -> Type {
        self.b
            .target_type("dx.Sampler", &[], &[u32::from(comparison)])
    }

    /// Whether SPIR-V type `ty` is an image, a sampled image, or an array of them (the
    /// `UniformConstant` variables [`Self::image_variable`] takes).
    pub(super) fn is_image_variable_type(&self, ty: Word) -> bool {
        match self.info.ty(ty) {
            Ok(SpvType::Array(e, _) | SpvType::RuntimeArray(e)) => self.is_resource_type(*e),
            _ => self.is_resource_type(ty),
        }
    }

    /// The handle type, class and access kind of image type `ty` (or of the image of
    /// sampled-image type `ty`).
    fn image_resource_type(
        &mut self,
        ty: Word,
        comparison: bool,
        written: Option<u32>,
        at: &SpirvLocation,
    ) -> R<(Type, ResourceClass, ResourceKind)> {
        let unsupported = |what: String| SpirvError::Unsupported {
            what,
            at: at.clone(),
        };
        // A sampled image's image is sampled (an SRV) whatever its type says.
        let (image, with_sampler) = match self.info.ty(ty)? {
            SpvType::SampledImage(image) => (*image, true),
            _ => (ty, false),
        };
        let (sampled_type, dim, depth, arrayed, ms, sampled, format) =
            match self.info.ty(image)?.clone() {
                SpvType::Image {
                    sampled_type,
                    dim,
                    depth,
                    arrayed,
                    ms,
                    sampled,
                    format,
                } => (sampled_type, dim, depth, arrayed, ms, sampled, format),
                SpvType::Sampler => {
                    let t = self.sampler_type(comparison);
                    return Ok((t, ResourceClass::Sampler, ResourceKind::Sampler));
                }
                other => return Err(unsupported(format!("a resource of type {other:?}"))),
            };
        // A subpass input is read-only: Direct3D binds the attachment as a texture.
        let subpass = dim == Dim::DimSubpassData;
        let sampled = if with_sampler || subpass { 1 } else { sampled };
        let dim = if subpass { Dim::Dim2D } else { dim };
        let storage = match sampled {
            1 => false,
            2 => true,
            _ => {
                return Err(unsupported(
                    "an image whose use (sampled or storage) is known only at run time".into(),
                ))
            }
        };
        let scalar = match self.info.ty(sampled_type)? {
            SpvType::Float(16 | 32) | SpvType::Int(16 | 32, _) => self.ir_type(sampled_type)?,
            other => {
                return Err(unsupported(format!(
                    "an image of {other:?} texels (Direct3D's hold 16- and 32-bit components)"
                )))
            }
        };
        let signed = matches!(self.info.ty(sampled_type)?, SpvType::Int(_, true));
        // A depth image's texel is its one component, as HLSL's Texture2D<float>.
        let components = if depth == 1 {
            1
        } else {
            let format = format_components(format);
            // A storage image written with fewer components than its format has is
            // declared with those (`RWTexture2D<float3>`); the components it lacks
            // read as a missing format component does.
            match written {
                Some(w) if storage && w < format => w,
                _ => format,
            }
        };
        let element = if components == 1 {
            scalar
        } else {
            self.b.vector_type(scalar, components)
        };
        let class = if storage {
            ResourceClass::Uav
        } else {
            ResourceClass::Srv
        };
        if dim == Dim::DimBuffer {
            let handle_ty = self.b.target_type(
                "dx.TypedBuffer",
                &[element],
                &[u32::from(storage), 0, u32::from(signed)],
            );
            return Ok((handle_ty, class, ResourceKind::Typed { element }));
        }
        let cube_array_of_faces = storage && dim == Dim::DimCube;
        // DXIL's resource kind, the handle type's last parameter.
        let kind = match (dim, arrayed, ms) {
            (Dim::Dim1D, false, false) => 1,
            (Dim::Dim1D, true, false) => 6,
            (Dim::Dim2D | Dim::DimRect, false, false) => 2,
            (Dim::Dim2D | Dim::DimRect, true, false) => 7,
            (Dim::Dim2D, false, true) => 3,
            (Dim::Dim2D, true, true) => 8,
            (Dim::Dim3D, false, false) => 4,
            (Dim::DimCube, _, false) if storage => 7,
            (Dim::DimCube, false, false) => 5,
            (Dim::DimCube, true, false) => 9,
            _ => {
                return Err(unsupported(format!(
                    "an image of dimension {dim:?}{}{}",
                    if arrayed { ", arrayed" } else { "" },
                    if ms { ", multisampled" } else { "" }
                )))
            }
        };
        if ms && storage {
            return Err(unsupported(
                "a multisampled storage image (RWTexture2DMS, shader model 6.7)".into(),
            ));
        }
        let handle_ty = if ms {
            self.b.target_type(
                "dx.MSTexture",
                &[element],
                &[u32::from(storage), 0, u32::from(signed), kind],
            )
        } else {
            self.b.target_type(
                "dx.Texture",
                &[element],
                &[u32::from(storage), 0, u32::from(signed), kind],
            )
        };
        let dims = match dim {
            Dim::Dim1D | Dim::DimBuffer => 1,
            Dim::Dim3D | Dim::DimCube => 3,
            _ => 2,
        };
        let shape = TextureShape {
            multisampled: ms,
            mipmapped: !storage && !ms,
            cube_array_of_faces,
            coordinates: dims + u32::from(arrayed),
            subpass,
            arrayed,
        };
        Ok((handle_ty, class, ResourceKind::Texture { element, shape }))
    }

    /// The element `index` (an id) of image array `a`: a handle made here, its index
    /// marked non-uniform when the index or the access is `NonUniform`.
    pub(super) fn image_array_element(
        &mut self,
        frame: &Frame,
        a: usize,
        index: Word,
        i: &Inst,
    ) -> R<Val> {
        let array = self.image_arrays[a].clone();
        let idx = self.value(frame, index, i.result_id.unwrap_or(0))?;
        let idx = self.resource_index(idx, index, i);
        let handle = self.bind_element(array.var, array.handle_ty, array.class, array.size, idx);
        let image = self.add_resource(handle, array.handle_ty, array.kind);
        Ok(match array.sampler {
            Some(t) => {
                let handle =
                    self.bind_element(array.var, t, ResourceClass::Sampler, array.size, idx);
                Val::Sampled(image, self.add_resource(handle, t, ResourceKind::Sampler))
            }
            None => Val::Image(image),
        })
    }

    /// Index `idx` (SPIR-V id `index`) into an array of resources, as an `i32`, marked
    /// `llvm.dx.resource.nonuniformindex` where the index or the access chain `i` is
    /// `NonUniform`.
    pub(super) fn resource_index(&mut self, idx: Value, index: Word, i: &Inst) -> Value {
        let idx = self.index(idx);
        let non_uniform = self.info.has(index, Decoration::NonUniform)
            || i.result_id
                .is_some_and(|r| self.info.has(r, Decoration::NonUniform));
        if !non_uniform {
            return idx;
        }
        let i32t = self.b.int_type(32);
        self.call("llvm.dx.resource.nonuniformindex", &[], i32t, &[idx])
    }

    /// The resource image operand `k` of `i` is.
    fn image_at(&self, frame: &Frame, i: &Inst, k: usize) -> R<Resource> {
        match self.val(frame, self.id(i, k)?) {
            Some(Val::Image(r) | Val::Sampled(r, _)) => Ok(self.resources[r].clone()),
            _ => Err(self.unsupported(format!("{} of this value", i.class.opname), i)),
        }
    }

    /// The image instructions: `OpImage` / `OpSampledImage` (which carry the image),
    /// texel reads, writes and queries. Sampling is refused, located, for now.
    pub(super) fn image_instruction(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        match i.class.opcode {
            Op::Image | Op::SampledImage => {
                let image = self.val(frame, self.id(i, 0)?);
                let v = match (i.class.opcode, image) {
                    (Op::Image, Some(Val::Sampled(r, _))) => Val::Image(r),
                    (Op::SampledImage, Some(Val::Image(r))) => {
                        match self.val(frame, self.id(i, 1)?) {
                            Some(Val::Image(s)) => Val::Sampled(r, s),
                            _ => {
                                return Err(
                                    self.unsupported("OpSampledImage of this sampler".into(), i)
                                )
                            }
                        }
                    }
                    _ => {
                        return Err(self.unsupported(format!("{} of this value", i.class.opname), i))
                    }
                };
                if let Some(id) = i.result_id {
                    self.locals.insert(frame.stamp, id, v);
                }
                Ok(())
            }
            Op::ImageSampleImplicitLod
            | Op::ImageSampleExplicitLod
            | Op::ImageSampleDrefImplicitLod
            | Op::ImageSampleDrefExplicitLod
            | Op::ImageSampleProjImplicitLod
            | Op::ImageSampleProjExplicitLod
            | Op::ImageSampleProjDrefImplicitLod
            | Op::ImageSampleProjDrefExplicitLod
            | Op::ImageGather
            | Op::ImageDrefGather
            | Op::ImageSparseSampleImplicitLod
            | Op::ImageSparseSampleExplicitLod
            | Op::ImageSparseSampleDrefImplicitLod
            | Op::ImageSparseSampleDrefExplicitLod
            | Op::ImageSparseGather
            | Op::ImageSparseDrefGather => {
                if implicit_level(i.class.opcode) {
                    self.check_derivative_quads(i)?;
                }
                self.sample(frame, i)
            }
            Op::ImageRead | Op::ImageFetch | Op::ImageSparseRead | Op::ImageSparseFetch => {
                self.image_read(frame, i)
            }
            Op::ImageWrite => self.image_write(frame, i),
            Op::ImageQuerySize | Op::ImageQuerySizeLod => self.image_size(frame, i),
            Op::ImageQueryLevels | Op::ImageQuerySamples => self.image_count(frame, i),
            Op::ImageQueryLod => {
                self.check_derivative_quads(i)?;
                self.query_lod(frame, i)
            }
            _ => Err(self.unsupported(i.class.opname.to_string(), i)),
        }
    }

    /// The ids after the `Image Operands` mask at operand `k` of `i` (none if absent).
    fn image_operands(&self, i: &Inst, k: usize) -> R<ImageOperandIds> {
        let mut out = ImageOperandIds::default();
        let Some(&bits) = i.operands.get(k) else {
            return Ok(out);
        };
        let mask = ImageOperands::from_bits(bits)
            .ok_or_else(|| self.invalid(format!("image operands {bits:#x}: unknown bits"), i))?;
        let mut next = k + 1;
        let mut take = |n: usize| {
            let at = next;
            next += n;
            at
        };
        // Operands follow in the order of their bits.
        for bit in 0..32 {
            let flag = ImageOperands::from_bits_truncate(1 << bit);
            if flag.is_empty() || !mask.contains(flag) {
                continue;
            }
            match flag {
                ImageOperands::LOD => out.lod = Some(self.id(i, take(1))?),
                ImageOperands::BIAS => out.bias = Some(self.id(i, take(1))?),
                ImageOperands::GRAD => {
                    let at = take(2);
                    out.grad = Some((self.id(i, at)?, self.id(i, at + 1)?));
                }
                ImageOperands::CONST_OFFSET | ImageOperands::OFFSET => {
                    out.offset = Some(self.id(i, take(1))?)
                }
                ImageOperands::SAMPLE => out.sample = Some(self.id(i, take(1))?),
                ImageOperands::MIN_LOD => out.min_lod = Some(self.id(i, take(1))?),
                ImageOperands::MAKE_TEXEL_AVAILABLE | ImageOperands::MAKE_TEXEL_VISIBLE => {
                    take(1);
                }
                ImageOperands::NON_PRIVATE_TEXEL
                | ImageOperands::VOLATILE_TEXEL
                | ImageOperands::SIGN_EXTEND
                | ImageOperands::ZERO_EXTEND
                | ImageOperands::NONTEMPORAL => {}
                other => {
                    return Err(self.unsupported(format!("the image operand {other:?} here"), i))
                }
            }
        }
        Ok(out)
    }

    /// The texel offsets of `ops`: the constant given, else `i32 0` (none).
    fn offsets(&mut self, ops: &ImageOperandIds, i: &Inst) -> R<Value> {
        match ops.offset {
            Some(o) => self.constant(o).map_err(|_| {
                self.unsupported(
                    "an image offset that is not a constant (DXIL's are immediate)".into(),
                    i,
                )
            }),
            None => Ok(self.i32_const(0)),
        }
    }

    /// Operand `k` of `i` as `i32` coordinates (a scalar or vector).
    fn coordinates(&mut self, frame: &Frame, i: &Inst, k: usize) -> R<Value> {
        let c = self.operand(frame, i, k)?;
        let ty = self.emit(|fb| fb.type_of(c));
        let (len, bits) = {
            let types = &self.b.module().types;
            let len = match types.get(ty) {
                TypeData::Vector { len, .. } => Some(*len),
                _ => None,
            };
            (len, types.int_bits(types.scalar_of(ty)))
        };
        let Some(bits) = bits else {
            return Err(self.unsupported("image coordinates that are not integers".into(), i));
        };
        let i32t = self.b.int_type(32);
        let to = match len {
            Some(n) => self.b.vector_type(i32t, n),
            None => i32t,
        };
        Ok(match bits.cmp(&32) {
            std::cmp::Ordering::Equal => c,
            std::cmp::Ordering::Greater => self.emit(|fb| fb.cast(CastOp::Trunc, c, to)),
            std::cmp::Ordering::Less => self.emit(|fb| fb.cast(CastOp::ZExt, c, to)),
        })
    }

    /// An `i32` operand id (a mip level, a sample index).
    fn i32_operand(&mut self, frame: &Frame, id: Word, i: &Inst) -> R<Value> {
        let v = self.value(frame, id, i.result_id.unwrap_or(0))?;
        Ok(self.index(v))
    }

    /// `OpImageFetch` / `OpImageRead`: a typed-buffer element, or a texel through
    /// `load.level` (mip level from `Lod`, 0 without) or `load.ms` (`Sample`), with
    /// the constant offset if one is given.
    fn image_read(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let res = self.image_at(frame, i, 0)?;
        let ops = self.image_operands(i, 2)?;
        let coords = self.coordinates(frame, i, 1)?;
        // A sparse read's texel, and whether the access was fully mapped.
        let sparse = is_sparse(i.class.opcode);
        let (loaded, element) = match res.kind {
            ResourceKind::Typed { element } => {
                let i1 = self.b.int_type(1);
                let pair = self.b.struct_type(&[element, i1], false);
                let loaded = self.call(
                    "llvm.dx.resource.load.typedbuffer",
                    &[element, res.handle_ty],
                    pair,
                    &[res.handle, coords],
                );
                if sparse {
                    return self.set_sparse_result(frame, i, loaded, element);
                }
                (self.emit(|fb| fb.extract_value(loaded, &[0])), element)
            }
            ResourceKind::Texture { element, shape } => {
                let coords = if shape.subpass {
                    let at = self.pixel_position(i)?;
                    self.emit(|fb| fb.binary(dxil_ir::BinOp::Add, at, coords))
                } else {
                    coords
                };
                let coords_ty = self.emit(|fb| fb.type_of(coords));
                let offsets = self.offsets(&ops, i)?;
                let offsets_ty = self.emit(|fb| fb.type_of(offsets));
                // (intrinsic, overloads, operands): a sample's or a level's texel.
                let (name, over, args) = if shape.multisampled {
                    let Some(s) = ops.sample else {
                        return Err(self.invalid(
                            "a read of a multisampled image without a sample index".into(),
                            i,
                        ));
                    };
                    let s = self.i32_operand(frame, s, i)?;
                    (
                        "llvm.dx.resource.load.ms",
                        vec![element, res.handle_ty, coords_ty, offsets_ty],
                        vec![res.handle, coords, s, offsets],
                    )
                } else {
                    let mip = match ops.lod {
                        Some(l) => self.i32_operand(frame, l, i)?,
                        None => self.i32_const(0),
                    };
                    let i32t = self.b.int_type(32);
                    (
                        "llvm.dx.resource.load.level",
                        vec![element, res.handle_ty, coords_ty, i32t, offsets_ty],
                        vec![res.handle, coords, mip, offsets],
                    )
                };
                if sparse {
                    let status = format!("{name}.status");
                    let v = self.call_with_status(&status, &over, element, &args);
                    return self.set_sparse_result(frame, i, v, element);
                }
                let v = self.call(name, &over, element, &args);
                (v, element)
            }
            ResourceKind::Structured { .. }
            | ResourceKind::Sampler
            | ResourceKind::AccelerationStructure => {
                return Err(self.unsupported("reading this resource as an image".into(), i))
            }
        };
        let want = self.result_ir_type(i)?;
        let v = self.texel_as(loaded, element, want);
        self.set(frame, i, v);
        Ok(())
    }

    /// `OpImageQueryLod`: the level a sample at the coordinates would read, clamped to
    /// the image's levels (`calculate.lod`, HLSL's `CalculateLevelOfDetail`), and the
    /// level of detail computed (`calculate.lod.unclamped`).
    fn query_lod(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let Some(Val::Sampled(t, s)) = self.val(frame, self.id(i, 0)?) else {
            return Err(self.unsupported("a level-of-detail query of this value".into(), i));
        };
        let (tex, smp) = (self.resources[t].clone(), self.resources[s].clone());
        let ResourceKind::Texture { shape, .. } = tex.kind else {
            return Err(self.unsupported("a level-of-detail query of this resource".into(), i));
        };
        let coords = self.operand(frame, i, 1)?;
        // The dimensions only: a level of detail has no array layer.
        let dims = shape.coordinates - u32::from(shape.arrayed);
        let coords = self.first_lanes_vector(coords, dims);
        let coords_ty = self.emit(|fb| fb.type_of(coords));
        let f32t = self.b.float_type(dxil_ir::FloatKind::Float);
        let lod = |t: &mut Self, name: &str| {
            t.call(
                name,
                &[tex.handle_ty, smp.handle_ty, coords_ty],
                f32t,
                &[tex.handle, smp.handle, coords],
            )
        };
        let clamped = lod(self, "llvm.dx.resource.calculate.lod");
        let computed = lod(self, "llvm.dx.resource.calculate.lod.unclamped");
        let ret = self.result_ir_type(i)?;
        let v = self.gather(ret, &[clamped, computed]);
        self.set(frame, i, v);
        Ok(())
    }

    /// `OpImageTexelPointer`: a pointer to a texel of a storage image (or a typed
    /// buffer's element) for atomics, `llvm.dx.resource.getpointer` of the handle at
    /// the texel's coordinates (the lowering makes the atomics on it DXIL's with those
    /// coordinates).
    pub(super) fn texel_pointer(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let res = self.image_at(frame, i, 0)?;
        let sample = self.id(i, 2)?;
        if self.info.const_u64(sample) != Some(0) {
            return Err(self.unsupported("an atomic on a multisampled image".into(), i));
        }
        if !matches!(
            res.kind,
            ResourceKind::Texture { .. } | ResourceKind::Typed { .. }
        ) {
            return Err(self.unsupported("a texel pointer into this resource".into(), i));
        }
        let coords = self.coordinates(frame, i, 1)?;
        let coords_ty = self.emit(|fb| fb.type_of(coords));
        let ptr = self.b.ptr_type(0);
        let p = self.call(
            "llvm.dx.resource.getpointer",
            &[ptr, res.handle_ty, coords_ty],
            ptr,
            &[res.handle, coords],
        );
        let ty = self.result_type_id(i)?;
        let SpvType::Pointer(_, texel) = self.info.ty(ty)?.clone() else {
            return Err(self.invalid("a texel pointer of a type that is not a pointer".into(), i));
        };
        if let Some(id) = i.result_id {
            self.locals.insert(frame.stamp, id, Val::Ptr(p, texel));
        }
        Ok(())
    }

    /// `OpImageWrite`: a typed-buffer element or a texel (`store.texture`), the texel's
    /// leading components as many as the element has.
    fn image_write(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let res = self.image_at(frame, i, 0)?;
        let ops = self.image_operands(i, 3)?;
        if ops.sample.is_some() {
            return Err(self.unsupported("a write to a multisampled image".into(), i));
        }
        let coords = self.coordinates(frame, i, 1)?;
        let texel = self.operand(frame, i, 2)?;
        let from = self.emit(|fb| fb.type_of(texel));
        let void = self.b.void_type();
        match res.kind {
            ResourceKind::Typed { element } => {
                let texel = self.resize(texel, from, element);
                self.call(
                    "llvm.dx.resource.store.typedbuffer",
                    &[res.handle_ty, element],
                    void,
                    &[res.handle, coords, texel],
                );
            }
            ResourceKind::Texture { element, .. } => {
                let texel = self.resize(texel, from, element);
                let coords_ty = self.emit(|fb| fb.type_of(coords));
                self.call(
                    "llvm.dx.resource.store.texture",
                    &[res.handle_ty, coords_ty, element],
                    void,
                    &[res.handle, coords, texel],
                );
            }
            ResourceKind::Structured { .. }
            | ResourceKind::Sampler
            | ResourceKind::AccelerationStructure => {
                return Err(self.unsupported("writing this resource as an image".into(), i))
            }
        }
        Ok(())
    }

    /// The sampling instructions: implicit or explicit level, depth comparison
    /// (`Dref`), projection (`Proj`: the coordinates divided by their last), gathers;
    /// each becomes LLVM's sampling intrinsic of that kind (see `SAMPLE_FORMS` in the
    /// lowering). Depth comparisons at a level other than a constant 0 and with a bias
    /// or gradients need shader model 6.7 and 6.8 ops: refused, located.
    fn sample(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let op = i.class.opcode;
        let Some(Val::Sampled(t, s)) = self.val(frame, self.id(i, 0)?) else {
            return Err(self.unsupported("sampling this value".into(), i));
        };
        let (tex, smp) = (self.resources[t].clone(), self.resources[s].clone());
        let ResourceKind::Texture { element, shape } = tex.kind else {
            return Err(self.unsupported("sampling this resource".into(), i));
        };
        if shape.multisampled {
            return Err(self.invalid("sampling a multisampled image".into(), i));
        }
        let gather = matches!(
            op,
            Op::ImageGather
                | Op::ImageDrefGather
                | Op::ImageSparseGather
                | Op::ImageSparseDrefGather
        );
        let dref = matches!(
            op,
            Op::ImageSampleDrefImplicitLod
                | Op::ImageSampleDrefExplicitLod
                | Op::ImageDrefGather
                | Op::ImageSampleProjDrefImplicitLod
                | Op::ImageSampleProjDrefExplicitLod
                | Op::ImageSparseSampleDrefImplicitLod
                | Op::ImageSparseSampleDrefExplicitLod
                | Op::ImageSparseDrefGather
        );
        let sparse = is_sparse(op);
        let projective = matches!(
            op,
            Op::ImageSampleProjImplicitLod
                | Op::ImageSampleProjExplicitLod
                | Op::ImageSampleProjDrefImplicitLod
                | Op::ImageSampleProjDrefExplicitLod
        );
        let ops = self.image_operands(i, if gather || dref { 3 } else { 2 })?;
        let at = i.result_id.unwrap_or(0);
        let given = self.operand(frame, i, 1)?;
        let coords = if projective {
            self.projected(given, shape.coordinates)
        } else {
            self.first_lanes_vector(given, shape.coordinates)
        };
        let coords_ty = self.emit(|fb| fb.type_of(coords));
        let offsets = self.offsets(&ops, i)?;
        let offsets_ty = self.emit(|fb| fb.type_of(offsets));
        let (th, sh) = (tex.handle_ty, smp.handle_ty);
        let handles = [tex.handle, smp.handle];
        let scalar = self.b.module().types.scalar_of(element);
        // (intrinsic, its result, the operands between coordinates and offsets)
        let (name, ret, extras): (&str, Type, Vec<Value>) = match (dref, gather) {
            (false, true) => {
                let channel = self.operand(frame, i, 2)?;
                let four = self.b.vector_type(scalar, 4);
                ("llvm.dx.resource.gather", four, vec![self.index(channel)])
            }
            (true, true) => {
                let compare = self.operand(frame, i, 2)?;
                let four = self.b.vector_type(scalar, 4);
                let red = self.i32_const(0);
                ("llvm.dx.resource.gather.cmp", four, vec![compare, red])
            }
            (true, false) => {
                let mut compare = self.operand(frame, i, 2)?;
                // A projective comparison's reference is divided by q too (Vulkan's
                // projection operation).
                if projective {
                    let q = self.projection_q(given, shape.coordinates);
                    compare = self.emit(|fb| fb.binary(dxil_ir::BinOp::FDiv, compare, q));
                }
                // A constant 0 (a float's bits all zero).
                let level_zero = ops.lod.is_some_and(|l| {
                    self.info.constants.contains_key(&l) && self.info.const_u64(l) == Some(0)
                });
                // Other levels, biases and gradients: shader model 6.7 and 6.8 (see
                // `comparison_sampling_model`).
                match (ops.lod, ops.bias, ops.grad) {
                    (None, None, None) => ("llvm.dx.resource.samplecmp", scalar, vec![compare]),
                    (Some(_), None, None) if level_zero => {
                        ("llvm.dx.resource.samplecmplevelzero", scalar, vec![compare])
                    }
                    (Some(l), None, None) => (
                        "llvm.dx.resource.samplecmplevel",
                        scalar,
                        vec![compare, self.value(frame, l, at)?],
                    ),
                    (None, Some(b), None) => (
                        "llvm.dx.resource.samplecmpbias",
                        scalar,
                        vec![compare, self.value(frame, b, at)?],
                    ),
                    (None, None, Some((dx, dy))) => (
                        "llvm.dx.resource.samplecmpgrad",
                        scalar,
                        vec![
                            compare,
                            self.value(frame, dx, at)?,
                            self.value(frame, dy, at)?,
                        ],
                    ),
                    _ => {
                        return Err(self.invalid(
                            "a sample with more than one of Lod, Bias and Grad".into(),
                            i,
                        ))
                    }
                }
            }
            (false, false) => match (ops.lod, ops.bias, ops.grad) {
                (None, None, None) => ("llvm.dx.resource.sample", element, vec![]),
                (None, Some(b), None) => (
                    "llvm.dx.resource.samplebias",
                    element,
                    vec![self.value(frame, b, at)?],
                ),
                (Some(l), None, None) => (
                    "llvm.dx.resource.samplelevel",
                    element,
                    vec![self.value(frame, l, at)?],
                ),
                (None, None, Some((dx, dy))) => (
                    "llvm.dx.resource.samplegrad",
                    element,
                    vec![self.value(frame, dx, at)?, self.value(frame, dy, at)?],
                ),
                _ => {
                    return Err(self.invalid(
                        "a sample with more than one of Lod, Bias and Grad".into(),
                        i,
                    ))
                }
            },
        };
        let mut over = vec![ret, th, sh, coords_ty];
        let mut args = vec![handles[0], handles[1], coords];
        for (k, x) in extras.into_iter().enumerate() {
            let t = self.emit(|fb| fb.type_of(x));
            // Gradients and (as LLVM declares them) nothing else are overloaded.
            if name.ends_with("samplegrad") || (name.ends_with("samplecmpgrad") && k > 0) {
                over.push(t);
            }
            args.push(x);
        }
        over.push(offsets_ty);
        args.push(offsets);
        // `MinLod`: the `.clamp` form, the least level last.
        let clamped;
        let name = match ops.min_lod {
            Some(_)
                if gather
                    || name.ends_with("levelzero")
                    || name.ends_with("samplelevel")
                    || name.ends_with("samplecmplevel") =>
            {
                return Err(
                    self.invalid("MinLod on a sample of a given level or a gather".into(), i)
                );
            }
            Some(m) => {
                args.push(self.value(frame, m, at)?);
                clamped = format!("{name}.clamp");
                clamped.as_str()
            }
            None => name,
        };
        if sparse {
            if ops.min_lod.is_some() {
                return Err(self.unsupported("MinLod on a sparse sample".into(), i));
            }
            let status = format!("{name}.status");
            let v = self.call_with_status(&status, &over, ret, &args);
            return self.set_sparse_result(frame, i, v, ret);
        }
        let v = self.call(name, &over, ret, &args);
        let want = self.result_ir_type(i)?;
        let v = self.texel_as(v, ret, want);
        self.set(frame, i, v);
        Ok(())
    }

    /// Calls the `.status` form `name` of a texture read (its result `{ ret, i1 }`).
    fn call_with_status(&mut self, name: &str, over: &[Type], ret: Type, args: &[Value]) -> Value {
        let i1 = self.b.int_type(1);
        let pair = self.b.struct_type(&[ret, i1], false);
        self.call(name, over, pair, args)
    }

    /// Sets the result of sparse read `i` (SPIR-V's `{ residency code, texel }`) from
    /// `pair`, a `.status` read's `{ data of type ret, fully mapped }`: the code is 1
    /// where the access was fully mapped, else 0 (`OpImageSparseTexelsResident` tests
    /// it).
    fn set_sparse_result(&mut self, frame: &mut Frame, i: &Inst, pair: Value, ret: Type) -> R<()> {
        let want = self.result_ir_type(i)?;
        let (code_ty, texel_ty) = match self.b.module().types.get(want) {
            TypeData::Struct { fields, .. } if fields.len() == 2 => (fields[0], fields[1]),
            _ => return Err(self.invalid("a sparse read whose result is not a pair".into(), i)),
        };
        let data = self.emit(|fb| fb.extract_value(pair, &[0]));
        let texel = self.texel_as(data, ret, texel_ty);
        let mapped = self.emit(|fb| fb.extract_value(pair, &[1]));
        let code = self.emit(|fb| fb.cast(CastOp::ZExt, mapped, code_ty));
        let undef = self.b.undef(want);
        let v = self.emit(|fb| fb.insert_value(undef, code, &[0]));
        let v = self.emit(|fb| fb.insert_value(v, texel, &[1]));
        self.set(frame, i, v);
        Ok(())
    }

    /// The first `n` lanes of vector `c` (a scalar for one), `c` itself when it has
    /// no more.
    fn first_lanes_vector(&mut self, c: Value, n: u32) -> Value {
        let ty = self.emit(|fb| fb.type_of(c));
        let TypeData::Vector { len, elem, .. } = *self.b.module().types.get(ty) else {
            return c;
        };
        if len <= n {
            return c;
        }
        let lanes = self.first_lanes(c, n);
        let out_ty = self.b.vector_type(elem, n);
        self.gather(out_ty, &lanes)
    }

    /// Projective coordinates `c`: its first `n` lanes divided by lane `n` (q).
    fn projected(&mut self, c: Value, n: u32) -> Value {
        let ty = self.emit(|fb| fb.type_of(c));
        let TypeData::Vector { len, elem, .. } = *self.b.module().types.get(ty) else {
            return c;
        };
        let n = n.min(len - 1);
        let q = self.projection_q(c, n);
        let lanes: Vec<Value> = self
            .first_lanes(c, n)
            .into_iter()
            .map(|x| self.emit(|fb| fb.binary(dxil_ir::BinOp::FDiv, x, q)))
            .collect();
        let out_ty = self.b.vector_type(elem, n);
        self.gather(out_ty, &lanes)
    }

    /// The q of projective coordinates `c` for an image of `n` coordinates: lane `n`
    /// (the last, where `c` has no more).
    fn projection_q(&mut self, c: Value, n: u32) -> Value {
        let ty = self.emit(|fb| fb.type_of(c));
        let len = match *self.b.module().types.get(ty) {
            TypeData::Vector { len, .. } => len,
            _ => return c,
        };
        let at = self.i32_const(i128::from(n.min(len - 1)));
        self.emit(|fb| fb.extract_element(c, at))
    }

    /// The image a query asks about, if it has what the query measures: mip levels for
    /// `QuerySizeLod` and `QueryLevels`, samples for `QuerySamples`, a size for
    /// `QuerySize`.
    fn queried_image(&self, frame: &Frame, i: &Inst) -> R<Resource> {
        let res = self.image_at(frame, i, 0)?;
        let shape = match res.kind {
            ResourceKind::Texture { shape, .. } => Some(shape),
            _ => None,
        };
        let fits = match i.class.opcode {
            Op::ImageQuerySizeLod | Op::ImageQueryLevels => shape.is_some_and(|s| s.mipmapped),
            Op::ImageQuerySamples => shape.is_some_and(|s| s.multisampled),
            _ => shape.is_some() || matches!(res.kind, ResourceKind::Typed { .. }),
        };
        if fits {
            Ok(res)
        } else {
            Err(self.invalid(
                format!("{} of an image that has no such property", i.class.opname),
                i,
            ))
        }
    }

    /// `OpImageQuerySize` / `OpImageQuerySizeLod`: the `getdimensions` form of as many
    /// size components as the result has (with the level count after them when a mip
    /// level is given, which is dropped).
    fn image_size(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let res = self.queried_image(frame, i)?;
        let ret = self.result_ir_type(i)?;
        let n = match self.b.module().types.get(ret) {
            TypeData::Vector { len, .. } => *len,
            _ => 1,
        };
        if !(1..=3).contains(&n) {
            return Err(self.invalid(format!("an image size of {n} components"), i));
        }
        let lod = if i.class.opcode == Op::ImageQuerySizeLod {
            let id = self.id(i, 1)?;
            Some(self.i32_operand(frame, id, i)?)
        } else {
            None
        };
        let i32t = self.b.int_type(32);
        let k = n as usize - 1;
        let v = match lod {
            Some(mip) => {
                let t = self.b.vector_type(i32t, n + 1);
                self.call(SIZE_LOD_FORMS[k], &[res.handle_ty], t, &[res.handle, mip])
            }
            None => {
                let t = if n == 1 {
                    i32t
                } else {
                    self.b.vector_type(i32t, n)
                };
                self.call(SIZE_FORMS[k], &[res.handle_ty], t, &[res.handle])
            }
        };
        let mut parts = self.first_lanes(v, n);
        // A storage cube array is bound as an array of faces: six a cube.
        if let ResourceKind::Texture { shape, .. } = res.kind {
            if shape.cube_array_of_faces && n == 3 {
                let six = self.i32_const(6);
                parts[2] = self.emit(|fb| fb.binary(dxil_ir::BinOp::UDiv, parts[2], six));
            }
        }
        let v = self.gather(ret, &parts);
        self.set(frame, i, v);
        Ok(())
    }

    /// `OpImageQueryLevels` (the level count, of mip level 0) and
    /// `OpImageQuerySamples` (the sample count).
    fn image_count(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let res = self.queried_image(frame, i)?;
        let i32t = self.b.int_type(32);
        let v = if i.class.opcode == Op::ImageQueryLevels {
            let t = self.b.vector_type(i32t, 2);
            let zero = self.i32_const(0);
            let v = self.call(SIZE_LOD_FORMS[0], &[res.handle_ty], t, &[res.handle, zero]);
            let one = self.i32_const(1);
            self.emit(|fb| fb.extract_element(v, one))
        } else {
            self.call(
                "llvm.dx.resource.getdimensions.samples",
                &[res.handle_ty],
                i32t,
                &[res.handle],
            )
        };
        self.set(frame, i, v);
        Ok(())
    }

    /// The first `n` lanes of `v` (`v` itself when it is a scalar).
    fn first_lanes(&mut self, v: Value, n: u32) -> Vec<Value> {
        let ty = self.emit(|fb| fb.type_of(v));
        if !matches!(self.b.module().types.get(ty), TypeData::Vector { .. }) {
            return vec![v];
        }
        (0..n)
            .map(|k| {
                let idx = self.i32_const(i128::from(k));
                self.emit(|fb| fb.extract_element(v, idx))
            })
            .collect()
    }

    /// A value of type `ty` (a scalar, or a vector of `parts.len()` lanes) of `parts`.
    pub(super) fn gather(&mut self, ty: Type, parts: &[Value]) -> Value {
        if let [one] = parts {
            return *one;
        }
        let mut out = self.b.undef(ty);
        for (k, p) in parts.iter().enumerate() {
            let idx = self.i32_const(k as i128);
            let p = *p;
            out = self.emit(|fb| fb.insert_element(out, p, idx));
        }
        out
    }

    /// A texel of type `from` read as `to`: its leading components, and where `to` has
    /// more, 0 for green and blue and 1 for alpha, as Vulkan and Direct3D fill the
    /// components a format lacks.
    fn texel_as(&mut self, v: Value, from: Type, to: Type) -> Value {
        let (from_len, to_len, scalar) = {
            let types = &self.b.module().types;
            let len = |t: Type| match types.get(t) {
                TypeData::Vector { len, .. } => *len,
                _ => 1,
            };
            (len(from), len(to), types.scalar_of(to))
        };
        if to_len <= from_len {
            return self.resize(v, from, to);
        }
        let mut parts = self.first_lanes(v, from_len);
        for k in from_len..to_len {
            let fill = if k == 3 { 1 } else { 0 };
            let c = match self.b.module().types.get(scalar) {
                TypeData::Float(_) => self.b.const_float(scalar, f64::from(fill)),
                _ => self.b.const_int(scalar, i128::from(fill)),
            };
            parts.push(c);
        }
        self.gather(to, &parts)
    }
}

/// The shader model a module's depth comparisons need: 6.8 for one with a bias or
/// gradients (`SampleCmpBias`, `SampleCmpGrad`), 6.7 for one at a level other than a
/// constant 0 (`SampleCmpLevel`), none otherwise.
pub(super) fn comparison_sampling_model(
    info: &crate::module_info::ModuleInfo,
) -> Option<(u32, u32)> {
    let mut model = None;
    for f in info.functions.values() {
        for i in f.blocks.iter().flat_map(|b| b.instructions()) {
            if !matches!(
                i.class.opcode,
                Op::ImageSampleDrefImplicitLod
                    | Op::ImageSampleDrefExplicitLod
                    | Op::ImageSampleProjDrefImplicitLod
                    | Op::ImageSampleProjDrefExplicitLod
                    | Op::ImageSparseSampleDrefImplicitLod
                    | Op::ImageSparseSampleDrefExplicitLod
            ) {
                continue;
            }
            // Sampled image, coordinates, reference, then the operands mask.
            let Some(&mask) = i.operands.get(3) else {
                continue;
            };
            let mask = ImageOperands::from_bits_truncate(mask);
            let needs = if mask.intersects(ImageOperands::BIAS | ImageOperands::GRAD) {
                (6, 8)
            } else if mask.contains(ImageOperands::LOD) {
                // The level is the first operand after the mask (no bias before it).
                let level = i.operands.get(4).copied();
                let zero = level.is_some_and(|l| {
                    info.constants.contains_key(&l) && info.const_u64(l) == Some(0)
                });
                if zero {
                    continue;
                }
                (6, 7)
            } else {
                continue;
            };
            model = model.max(Some(needs));
        }
    }
    model
}

/// What the code does with the module's image and sampler variables, found by one walk
/// of every function before translation (SPIR-V's types do not say it).
#[derive(Default)]
pub(super) struct ImageUses {
    /// The sampler and combined image-sampler variables depth comparisons sample with
    /// (Direct3D's `SamplerComparisonState`).
    pub comparison_samplers: FxHashSet<Word>,
    /// Storage image variables every `OpImageWrite` of which writes fewer components
    /// than the image's format has, with the most any writes: glslang gives HLSL's
    /// `RWTexture2D<float3>` the format `Rgba32f`, and Direct3D's validator wants a
    /// typed store to write every component of the resource's element.
    pub texel_widths: FxHashMap<Word, u32>,
}

/// Finds [`ImageUses`]: each sampling, depth comparison and image write followed back
/// from its image or sampler through `OpSampledImage`, `OpLoad`, `OpCopyObject` and
/// access chains (arrays of images) within a function, to the variables loaded.
pub(super) fn image_uses(info: &crate::module_info::ModuleInfo) -> ImageUses {
    let mut out = ImageUses::default();
    // A module without images or samplers has nothing to look for: no walk of its code.
    let images = info.types.values().any(|t| {
        matches!(
            t,
            SpvType::Sampler | SpvType::SampledImage(_) | SpvType::Image { .. }
        )
    });
    if !images {
        return out;
    }
    // Widths written, and variables written with every component, by variable.
    let mut widths: FxHashMap<Word, u32> = FxHashMap::default();
    let mut full: FxHashSet<Word> = FxHashSet::default();
    for f in info.functions.values() {
        // What each id was made from: the sampler a sampled image holds, the variable
        // a load read, the array an access chain indexes.
        let mut from: FxHashMap<Word, Word> = FxHashMap::default();
        let mut drefs = Vec::new();
        let mut writes = Vec::new();
        for i in f.blocks.iter().flat_map(|b| b.instructions()) {
            let Some(&first) = i.operands.first() else {
                continue;
            };
            match i.class.opcode {
                Op::Load | Op::CopyObject | Op::AccessChain | Op::InBoundsAccessChain => {
                    if let Some(r) = i.result_id {
                        from.insert(r, first);
                    }
                }
                Op::SampledImage => {
                    if let (Some(r), Some(&sampler)) = (i.result_id, i.operands.get(1)) {
                        from.insert(r, sampler);
                    }
                }
                Op::ImageSampleDrefImplicitLod
                | Op::ImageSampleDrefExplicitLod
                | Op::ImageSampleProjDrefImplicitLod
                | Op::ImageSampleProjDrefExplicitLod
                | Op::ImageDrefGather
                | Op::ImageSparseSampleDrefImplicitLod
                | Op::ImageSparseSampleDrefExplicitLod
                | Op::ImageSparseDrefGather => drefs.push(first),
                Op::ImageWrite => {
                    let texel = i.operands.get(2).and_then(|t| info.result_types.get(t));
                    let width = match texel.map(|t| info.ty(*t)) {
                        Some(Ok(SpvType::Vector(_, n))) => *n,
                        _ => 1,
                    };
                    writes.push((first, width));
                }
                _ => {}
            }
        }
        let root = |mut id: Word| {
            // Ids are defined once: a chain of them ends.
            let mut steps = 0;
            while let Some(&next) = from.get(&id) {
                id = next;
                steps += 1;
                if steps > from.len() {
                    break;
                }
            }
            id
        };
        out.comparison_samplers.extend(drefs.into_iter().map(&root));
        for (image, width) in writes {
            let var = root(image);
            if width >= 4 {
                full.insert(var);
            }
            let w = widths.entry(var).or_default();
            *w = (*w).max(width);
        }
    }
    out.texel_widths = widths
        .into_iter()
        .filter(|(var, _)| !full.contains(var))
        .collect();
    out
}

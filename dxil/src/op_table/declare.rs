//! Declaring `dx.op.*` functions in a module, and checking that an operation may be
//! used in a shader model.

use rustc_hash::FxHashMap;

use dxil_ir::{AttrSet, FloatKind, FuncId, Function, Module, Type, TypeData, Types};

use super::overload::type_text;
use super::{
    op_info, overload_kind, overload_suffix, OpCode, OpError, OpInfo, OverloadKind, SigTy,
    SmVersion,
};
use crate::dx_types::{self, DxStruct};
use crate::shader_model::ShaderModel;

/// Choices that change the declared types.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DeclOptions {
    /// 16-bit types are min-precision (DXC without `-enable-16bit-types`):
    /// `%dx.types.CBufRet.f16` has four fields instead of being `CBufRet.f16.8`.
    pub min_precision: bool,
}

/// The declarations a pass has made, by opcode and overload, for a pass that declares
/// the same operations again and again (a `bufferLoad.f32` for each function of a large
/// library): each is made once with [`declare_op`]. Valid while no function leaves the
/// module.
#[derive(Debug, Default)]
pub struct OpDeclarations(FxHashMap<(OpCode, Option<Type>), FuncId>);

impl OpDeclarations {
    /// [`declare_op`], or the function it gave for the same opcode and overload before.
    pub fn declare(
        &mut self,
        module: &mut Module,
        opcode: OpCode,
        overload: Option<Type>,
    ) -> Result<FuncId, OpError> {
        if let Some(&f) = self.0.get(&(opcode, overload)) {
            return Ok(f);
        }
        let f = declare_op(module, opcode, overload)?;
        self.0.insert((opcode, overload), f);
        Ok(f)
    }
}

/// Finds or adds the declaration of `opcode`'s `dx.op.<class>[.<overload>]` function,
/// with the function type for `overload` and DXC's attributes (`nounwind` plus the op's
/// memory effect, spelled as LLVM 22 does until `dxil-prepare`).
///
/// `overload` is `None` for ops without an overload (`createHandleFromBinding`); for an
/// op that accepts a single scalar type (`threadId.i32`) `None` means that type.
pub fn declare_op(
    module: &mut Module,
    opcode: OpCode,
    overload: Option<Type>,
) -> Result<FuncId, OpError> {
    declare_op_with(module, opcode, overload, &DeclOptions::default())
}

/// [`declare_op`] with explicit [`DeclOptions`].
pub fn declare_op_with(
    module: &mut Module,
    opcode: OpCode,
    overload: Option<Type>,
    options: &DeclOptions,
) -> Result<FuncId, OpError> {
    let info = op_info(opcode)?;
    let unspecified = |what| OpError::Unspecified {
        op: info.name,
        what,
    };
    let sig = info.signature.ok_or(unspecified("the signature"))?;
    let attr = info.attr.ok_or(unspecified("the attributes"))?;
    let overload = resolve_overload(&mut module.types, info, overload)?;
    let name = function_name(&module.types, info, overload)?;
    let mut params = vec![module.types.int(32)];
    for p in sig.params {
        params.push(sig_type(module, info, *p, overload, options)?);
    }
    let ret = sig_type(module, info, sig.ret, overload, options)?;
    let fty = module.types.function(ret, params.clone(), false);
    if let Some(f) = module.function_by_name(&name) {
        return if module.functions[f].ty == fty {
            Ok(f)
        } else {
            Err(OpError::Conflict { name })
        };
    }
    let mut func = Function::new(&name, fty, params.len());
    func.attrs.func = AttrSet(attr.attributes());
    let id = module.functions.alloc(func);
    module.pointer_to(fty, 0);
    Ok(id)
}

/// The name of `opcode`'s function for `overload` (`dx.op.bufferLoad.f32`), with the same
/// overload rules as [`declare_op`].
pub fn op_function_name(
    types: &mut Types,
    opcode: OpCode,
    overload: Option<Type>,
) -> Result<String, OpError> {
    let info = op_info(opcode)?;
    let overload = resolve_overload(types, info, overload)?;
    function_name(types, info, overload)
}

/// Checks that `opcode` (with `overload`, if it has one) may be used in shader model
/// `sm`: its minimum shader model (the translated one with `with_translation`, as the
/// linker allows), any later minimum of the overload (64-bit atomics), and its stages.
pub fn check_op_allowed(
    types: &Types,
    opcode: OpCode,
    overload: Option<Type>,
    sm: ShaderModel,
    with_translation: bool,
) -> Result<(), OpError> {
    let info = op_info(opcode)?;
    let min = if with_translation {
        info.translated_sm.or(info.min_sm)
    } else {
        info.min_sm
    }
    .ok_or(OpError::Unspecified {
        op: info.name,
        what: "the shader model",
    })?;
    let have = SmVersion::of(sm);
    let too_old = |needed: SmVersion| OpError::ShaderModelTooOld {
        op: info.name,
        needed: needed.to_string(),
        sm: sm.to_string(),
    };
    if have < min {
        return Err(too_old(min));
    }
    let kind = overload.and_then(|t| overload_kind(types, types.scalar_of(t)));
    for (k, v) in info.overload_sm {
        if Some(*k) == kind && have < *v {
            return Err(too_old(*v));
        }
    }
    let stages = info.stages.ok_or(OpError::Unspecified {
        op: info.name,
        what: "the stages",
    })?;
    if !stages.contains(sm.kind) {
        return Err(OpError::StageNotAllowed {
            op: info.name,
            stage: sm.kind.stage_name(),
        });
    }
    Ok(())
}

/// The overload to declare: `None` for void-overload ops, the checked type otherwise.
fn resolve_overload(
    types: &mut Types,
    info: &'static OpInfo,
    overload: Option<Type>,
) -> Result<Option<Type>, OpError> {
    let given = overload.filter(|&t| !matches!(types.get(t), TypeData::Void));
    if info.is_void_overload() {
        return match given {
            None => Ok(None),
            Some(_) => Err(OpError::OverloadArity {
                op: info.name,
                expected: "takes no overload type",
            }),
        };
    }
    let ty = match given {
        Some(t) => t,
        None => single_scalar(types, info).ok_or(OpError::OverloadArity {
            op: info.name,
            expected: "needs an overload type",
        })?,
    };
    let accepted = match info.overloads {
        [one] => one.accepts(types, ty),
        dims => match types.get(ty) {
            TypeData::Struct {
                fields,
                packed: false,
            } if fields.len() == dims.len() => {
                dims.iter().zip(fields).all(|(d, &f)| d.accepts(types, f))
            }
            _ => false,
        },
    };
    if accepted {
        Ok(Some(ty))
    } else {
        Err(OpError::BadOverload {
            op: info.name,
            ty: type_text(types, ty),
        })
    }
}

/// The only overload type of an op that accepts exactly one basic scalar type.
fn single_scalar(types: &mut Types, info: &OpInfo) -> Option<Type> {
    let [set] = info.overloads else { return None };
    if !set.vector_elements.is_empty() {
        return None;
    }
    let basic = [
        (OverloadKind::F16, TypeData::Float(FloatKind::Half)),
        (OverloadKind::F32, TypeData::Float(FloatKind::Float)),
        (OverloadKind::F64, TypeData::Float(FloatKind::Double)),
        (OverloadKind::I1, TypeData::Int(1)),
        (OverloadKind::I8, TypeData::Int(8)),
        (OverloadKind::I16, TypeData::Int(16)),
        (OverloadKind::I32, TypeData::Int(32)),
        (OverloadKind::I64, TypeData::Int(64)),
    ];
    let mut found = basic.into_iter().filter(|(k, _)| set.scalar.contains(*k));
    let (kind, data) = found.next()?;
    let only = found.next().is_none() && set.scalar == super::OverloadMask::of(&[kind]);
    only.then(|| types.intern(data))
}

fn function_name(
    types: &Types,
    info: &'static OpInfo,
    overload: Option<Type>,
) -> Result<String, OpError> {
    let class = info.class.ok_or(OpError::Unspecified {
        op: info.name,
        what: "the function name",
    })?;
    Ok(match overload {
        None => format!("dx.op.{class}"),
        Some(t) => format!("dx.op.{class}.{}", overload_suffix(types, t)?),
    })
}

/// The type `s` stands for in `info`'s signature for `overload`.
fn sig_type(
    module: &mut Module,
    info: &'static OpInfo,
    s: SigTy,
    overload: Option<Type>,
    options: &DeclOptions,
) -> Result<Type, OpError> {
    let need = || {
        overload.ok_or(OpError::OverloadArity {
            op: info.name,
            expected: "needs an overload type",
        })
    };
    let t = &mut module.types;
    Ok(match s {
        SigTy::Void => t.void(),
        SigTy::I1 => t.int(1),
        SigTy::I8 => t.int(8),
        SigTy::I16 => t.int(16),
        SigTy::I32 => t.int(32),
        SigTy::I64 => t.int(64),
        SigTy::F16 => t.float(FloatKind::Half),
        SigTy::F32 => t.float(FloatKind::Float),
        SigTy::F64 => t.float(FloatKind::Double),
        SigTy::F32Ptr => {
            let f = t.float(FloatKind::Float);
            module.pointer_to(f, 0)
        }
        // A user-defined type (a pointer to a named struct) in a module of opaque
        // pointers is a `ptr` there (typed when the module is written).
        SigTy::Overload => match t.get(need()?).clone() {
            TypeData::TypedPtr { pointee, addrspace } => module.pointer_to(pointee, addrspace),
            _ => need()?,
        },
        SigTy::OverloadDim(d) => {
            let o = need()?;
            t.aggregate_element(o, u64::from(d))
                .ok_or(OpError::BadOverload {
                    op: info.name,
                    ty: type_text(t, o),
                })?
        }
        SigTy::Element => t.scalar_of(need()?),
        SigTy::ShapedI1 | SigTy::ShapedI32 => {
            let bits = if s == SigTy::ShapedI1 { 1 } else { 32 };
            let base = t.int(bits);
            match overload.map(|o| t.get(o).clone()) {
                Some(TypeData::Vector { len, .. }) => t.vector(base, len),
                _ => base,
            }
        }
        SigTy::ResRet => dx_types::res_ret(module, need()?)?,
        SigTy::CBufRet => dx_types::cbuf_ret(module, need()?, options.min_precision)?,
        SigTy::FourOf => dx_types::four_of(module, need()?)?,
        SigTy::Named(n) => {
            let s = DxStruct::from_short_name(n).ok_or(OpError::Unspecified {
                op: info.name,
                what: "a struct type of the signature",
            })?;
            dx_types::dx_struct(module, s)?
        }
    })
}

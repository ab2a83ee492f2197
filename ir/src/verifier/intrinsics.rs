//! Signatures of the `llvm.dx.*` intrinsics: the resource intrinsics of
//! `DXILResources.rst` (and those clang 22 emits beside them), and the thread-id ones.
//! Checked on the declaration; calls are held to the declaration by the call rules.

use super::env::Env;
use super::{Rule, Sink};
use crate::function::{FuncId, Function};
use crate::source_map::Site;
use crate::types::{Type, TypeData};

/// What a parameter must be.
#[derive(Clone, Copy, Debug)]
enum P {
    /// `iN` of this width.
    Int(u32),
    /// A pointer.
    Ptr,
    /// A resource handle: `target("dx.*", ...)`, of the named kind if given.
    Handle(Option<&'static str>),
    /// A scalar or vector (up to 4 lanes) of integers or floating-point values.
    Data,
    /// An `i32` index, or `<N x i32>` coordinates (textures).
    Index,
    /// Any value (not `void`).
    Value,
}

/// What the result must be.
#[derive(Clone, Copy, Debug)]
enum R {
    /// `void`.
    Void,
    /// `iN` of this width.
    Int(u32),
    /// A pointer.
    Ptr,
    /// A resource handle.
    Handle,
    /// A scalar or vector (up to 4 lanes) of integers or floating-point values.
    Data,
    /// Any value (not `void`).
    Value,
    /// `{ data, i1 }`: the value loaded and the check bit.
    WithCheckBit,
    /// A literal struct of 2, 4 or 8 fields of one scalar type (a cbuffer row); the
    /// count must match a numeric name suffix if there is one.
    CBufferRow,
}

/// One intrinsic: its name (a prefix of the overloaded names), result, and the
/// parameter lists it accepts.
struct Sig {
    name: &'static str,
    ret: R,
    params: &'static [&'static [P]],
}

const I32: P = P::Int(32);
const BINDING: &[&[P]] = &[
    // clang 22: the resource's name last.
    &[I32, I32, I32, I32, P::Ptr],
    // DXILResources.rst: the non-uniform flag last.
    &[I32, I32, I32, I32, P::Int(1)],
    // LLVM 20/21: both.
    &[I32, I32, I32, I32, P::Int(1), P::Ptr],
];

/// A handle and a mip level (the `getdimensions.levels` forms).
const WITH_MIP: &[&[P]] = &[&[P::Handle(None), I32]];

/// The texture reads that have a `.status` form (`{ data, i1 }`: sparse residency).
pub const STATUS_FORMS: &[&str] = &[
    "llvm.dx.resource.sample",
    "llvm.dx.resource.samplebias",
    "llvm.dx.resource.samplelevel",
    "llvm.dx.resource.samplegrad",
    "llvm.dx.resource.samplecmp",
    "llvm.dx.resource.samplecmplevelzero",
    "llvm.dx.resource.samplecmplevel",
    "llvm.dx.resource.samplecmpbias",
    "llvm.dx.resource.samplecmpgrad",
    "llvm.dx.resource.gather",
    "llvm.dx.resource.gather.cmp",
    "llvm.dx.resource.load.level",
    "llvm.dx.resource.load.ms",
];

/// The intrinsics checked, most specific names first.
const SIGS: &[Sig] = &[
    Sig {
        name: "llvm.dx.resource.handlefrombinding",
        ret: R::Handle,
        params: BINDING,
    },
    Sig {
        name: "llvm.dx.resource.handlefromimplicitbinding",
        ret: R::Handle,
        params: BINDING,
    },
    Sig {
        name: "llvm.dx.resource.handlefromheap",
        ret: R::Handle,
        params: &[&[I32, P::Int(1)]],
    },
    Sig {
        name: "llvm.dx.resource.getpointer",
        ret: R::Ptr,
        params: &[&[P::Handle(None), P::Index]],
    },
    Sig {
        name: "llvm.dx.resource.getbasepointer",
        ret: R::Ptr,
        params: &[&[P::Handle(None)]],
    },
    Sig {
        name: "llvm.dx.resource.load.typedbuffer",
        ret: R::WithCheckBit,
        params: &[&[P::Handle(Some("dx.TypedBuffer")), I32]],
    },
    Sig {
        name: "llvm.dx.resource.load.rawbuffer",
        ret: R::WithCheckBit,
        params: &[&[P::Handle(Some("dx.RawBuffer")), I32, I32]],
    },
    Sig {
        name: "llvm.dx.resource.store.typedbuffer",
        ret: R::Void,
        params: &[&[P::Handle(Some("dx.TypedBuffer")), I32, P::Data]],
    },
    Sig {
        name: "llvm.dx.resource.store.rawbuffer",
        ret: R::Void,
        params: &[&[P::Handle(Some("dx.RawBuffer")), I32, I32, P::Data]],
    },
    Sig {
        name: "llvm.dx.resource.load.level",
        ret: R::Data,
        // Coordinates, mip level, offsets.
        params: &[&[P::Handle(None), P::Index, I32, P::Index]],
    },
    Sig {
        name: "llvm.dx.resource.load.ms",
        ret: R::Data,
        // Coordinates, sample index, offsets.
        params: &[&[P::Handle(None), P::Index, I32, P::Index]],
    },
    // The `.clamp` forms (before their bases, which their names extend): the least
    // level after the offsets.
    Sig {
        name: "llvm.dx.resource.sample.clamp",
        ret: R::Data,
        params: &[&[
            P::Handle(None),
            P::Handle(Some("dx.Sampler")),
            P::Data,
            P::Index,
            P::Data,
        ]],
    },
    Sig {
        name: "llvm.dx.resource.samplebias.clamp",
        ret: R::Data,
        params: &[&[
            P::Handle(None),
            P::Handle(Some("dx.Sampler")),
            P::Data,
            P::Data,
            P::Index,
            P::Data,
        ]],
    },
    Sig {
        name: "llvm.dx.resource.samplecmp.clamp",
        ret: R::Data,
        params: &[&[
            P::Handle(None),
            P::Handle(Some("dx.Sampler")),
            P::Data,
            P::Data,
            P::Index,
            P::Data,
        ]],
    },
    // Comparisons at a level, with a bias or gradients (shader model 6.7, 6.8; LLVM has
    // no such intrinsics yet: dxil-emit's, named as its others, docs/intrinsics.md).
    Sig {
        name: "llvm.dx.resource.samplecmplevel",
        ret: R::Data,
        // Texture, sampler, coordinates, comparison value, level, offsets.
        params: &[&[
            P::Handle(None),
            P::Handle(Some("dx.Sampler")),
            P::Data,
            P::Data,
            P::Data,
            P::Index,
        ]],
    },
    Sig {
        name: "llvm.dx.resource.samplecmpbias.clamp",
        ret: R::Data,
        params: &[&[
            P::Handle(None),
            P::Handle(Some("dx.Sampler")),
            P::Data,
            P::Data,
            P::Data,
            P::Index,
            P::Data,
        ]],
    },
    Sig {
        name: "llvm.dx.resource.samplecmpbias",
        ret: R::Data,
        // Texture, sampler, coordinates, comparison value, bias, offsets.
        params: &[&[
            P::Handle(None),
            P::Handle(Some("dx.Sampler")),
            P::Data,
            P::Data,
            P::Data,
            P::Index,
        ]],
    },
    Sig {
        name: "llvm.dx.resource.samplecmpgrad.clamp",
        ret: R::Data,
        params: &[&[
            P::Handle(None),
            P::Handle(Some("dx.Sampler")),
            P::Data,
            P::Data,
            P::Data,
            P::Data,
            P::Index,
            P::Data,
        ]],
    },
    Sig {
        name: "llvm.dx.resource.samplecmpgrad",
        ret: R::Data,
        // Texture, sampler, coordinates, comparison value, ddx, ddy, offsets.
        params: &[&[
            P::Handle(None),
            P::Handle(Some("dx.Sampler")),
            P::Data,
            P::Data,
            P::Data,
            P::Data,
            P::Index,
        ]],
    },
    Sig {
        name: "llvm.dx.resource.samplelevel",
        ret: R::Data,
        // Texture, sampler, coordinates, level, offsets.
        params: &[&[
            P::Handle(None),
            P::Handle(Some("dx.Sampler")),
            P::Data,
            P::Data,
            P::Index,
        ]],
    },
    Sig {
        name: "llvm.dx.resource.sample",
        ret: R::Data,
        // Texture, sampler, coordinates, offsets.
        params: &[&[
            P::Handle(None),
            P::Handle(Some("dx.Sampler")),
            P::Data,
            P::Index,
        ]],
    },
    Sig {
        name: "llvm.dx.resource.samplebias",
        ret: R::Data,
        // Texture, sampler, coordinates, bias, offsets.
        params: &[&[
            P::Handle(None),
            P::Handle(Some("dx.Sampler")),
            P::Data,
            P::Data,
            P::Index,
        ]],
    },
    Sig {
        name: "llvm.dx.resource.samplecmp",
        ret: R::Data,
        // Texture, sampler, coordinates, comparison value, offsets.
        params: &[&[
            P::Handle(None),
            P::Handle(Some("dx.Sampler")),
            P::Data,
            P::Data,
            P::Index,
        ]],
    },
    Sig {
        name: "llvm.dx.resource.samplecmplevelzero",
        ret: R::Data,
        // Texture, sampler, coordinates, comparison value, offsets.
        params: &[&[
            P::Handle(None),
            P::Handle(Some("dx.Sampler")),
            P::Data,
            P::Data,
            P::Index,
        ]],
    },
    Sig {
        name: "llvm.dx.resource.gather.cmp",
        ret: R::Data,
        // Texture, sampler, coordinates, comparison value, channel, offsets.
        params: &[&[
            P::Handle(None),
            P::Handle(Some("dx.Sampler")),
            P::Data,
            P::Data,
            I32,
            P::Index,
        ]],
    },
    Sig {
        name: "llvm.dx.resource.gather",
        ret: R::Data,
        // Texture, sampler, coordinates, channel, offsets.
        params: &[&[
            P::Handle(None),
            P::Handle(Some("dx.Sampler")),
            P::Data,
            I32,
            P::Index,
        ]],
    },
    Sig {
        name: "llvm.dx.resource.samplegrad.clamp",
        ret: R::Data,
        params: &[&[
            P::Handle(None),
            P::Handle(Some("dx.Sampler")),
            P::Data,
            P::Data,
            P::Data,
            P::Index,
            P::Data,
        ]],
    },
    Sig {
        name: "llvm.dx.resource.samplegrad",
        ret: R::Data,
        // Texture, sampler, coordinates, ddx, ddy, offsets.
        params: &[&[
            P::Handle(None),
            P::Handle(Some("dx.Sampler")),
            P::Data,
            P::Data,
            P::Data,
            P::Index,
        ]],
    },
    Sig {
        name: "llvm.dx.resource.getdimensions.levels.x",
        ret: R::Data,
        params: WITH_MIP,
    },
    Sig {
        name: "llvm.dx.resource.getdimensions.levels.xy",
        ret: R::Data,
        params: WITH_MIP,
    },
    Sig {
        name: "llvm.dx.resource.getdimensions.levels.xyz",
        ret: R::Data,
        params: WITH_MIP,
    },
    Sig {
        name: "llvm.dx.resource.store.texture",
        ret: R::Void,
        params: &[&[P::Handle(None), P::Index, P::Data]],
    },
    Sig {
        name: "llvm.dx.resource.load.cbufferrow",
        ret: R::CBufferRow,
        params: &[&[P::Handle(Some("dx.CBuffer")), I32]],
    },
    Sig {
        name: "llvm.dx.resource.updatecounter",
        ret: R::Int(32),
        params: &[&[P::Handle(None), P::Int(8)]],
    },
    Sig {
        name: "llvm.dx.resource.getdimensions.x",
        ret: R::Int(32),
        params: &[&[P::Handle(None)]],
    },
    Sig {
        name: "llvm.dx.resource.nonuniformindex",
        ret: R::Int(32),
        params: &[&[I32]],
    },
    // Signature element accesses. clang 22's placeholder calls: five operands (six on
    // a store, the value last; arrays and matrices move whole). LLVM's: element id,
    // row, column, then the vertex index or the value.
    Sig {
        name: "llvm.dx.load.input",
        ret: R::Value,
        params: &[
            &[I32, I32, I32, P::Int(8), I32],
            &[I32, I32, P::Int(8), I32],
        ],
    },
    Sig {
        name: "llvm.dx.store.output",
        ret: R::Void,
        params: &[
            &[I32, I32, I32, P::Int(8), I32, P::Value],
            &[I32, I32, P::Int(8), P::Value],
        ],
    },
    Sig {
        name: "llvm.dx.thread.id.in.group",
        ret: R::Int(32),
        params: &[&[I32]],
    },
    Sig {
        name: "llvm.dx.flattened.thread.id.in.group",
        ret: R::Int(32),
        params: &[&[]],
    },
    Sig {
        name: "llvm.dx.thread.id",
        ret: R::Int(32),
        params: &[&[I32]],
    },
    Sig {
        name: "llvm.dx.group.id",
        ret: R::Int(32),
        params: &[&[I32]],
    },
];

/// Resource intrinsics not in the table still take a handle first.
const RESOURCE_PREFIX: &str = "llvm.dx.resource.";

/// Whether `name` is `base` or `base` followed by `.` and overload suffixes.
fn names(name: &str, base: &str) -> bool {
    name.strip_prefix(base)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
}

/// Checks the declared type of `f` if it is an `llvm.dx.*` intrinsic.
pub(crate) fn check_declaration(env: &Env<'_>, fid: FuncId, f: &Function, sink: &mut Sink) {
    if let Some(why) = check_type(env, &f.name, f.ty) {
        sink.report(
            Rule::Intrinsic,
            Some(Site::Function(fid)),
            format!("@{} has type {}: {why}", f.name, env.show(f.ty)),
        );
    }
}

/// What is wrong with `llvm.dx.*` intrinsic `name` having function type `ty`, if
/// anything (`None` for other names). Calls use this too: in LLVM, an overloaded
/// intrinsic called with another type than its declaration's is another overload.
pub(crate) fn check_type(env: &Env<'_>, name: &str, ty: Type) -> Option<String> {
    if !name.starts_with("llvm.dx.") {
        return None;
    }
    let TypeData::Function {
        ret,
        params,
        varargs,
    } = env.td(ty)
    else {
        return None;
    };
    // dxil-emit's `.status` forms of the texture reads (sparse residency): the base
    // form's operands, and `{ data, i1 }` (whether the access was fully mapped).
    let status_of = STATUS_FORMS.iter().find_map(|base| {
        let rest = name.strip_prefix(base)?.strip_prefix(".status")?;
        (rest.is_empty() || rest.starts_with('.')).then_some(*base)
    });
    if let Some(base) = status_of {
        let sig = SIGS.iter().find(|s| s.name == base)?;
        let with_status = Sig {
            name: sig.name,
            ret: R::WithCheckBit,
            params: sig.params,
        };
        return check_sig(env, &with_status, name, *ret, params, *varargs);
    }
    match SIGS.iter().find(|s| names(name, s.name)) {
        Some(sig) => check_sig(env, sig, name, *ret, params, *varargs),
        None if name.starts_with(RESOURCE_PREFIX) => match params.first() {
            Some(&p) if param_fits(env, P::Handle(None), p) => None,
            _ => Some("its first parameter must be a resource handle".to_string()),
        },
        None => None,
    }
}

fn check_sig(
    env: &Env<'_>,
    sig: &Sig,
    name: &str,
    ret: Type,
    params: &[Type],
    varargs: bool,
) -> Option<String> {
    if varargs {
        return Some("it cannot be variadic".into());
    }
    if let Some(why) = ret_fits(env, sig.ret, name, ret) {
        return Some(why);
    }
    let matches = |list: &[P]| {
        list.len() == params.len()
            && list
                .iter()
                .zip(params)
                .all(|(&want, &got)| param_fits(env, want, got))
    };
    if sig.params.iter().any(|l| matches(l)) {
        None
    } else {
        let options: Vec<String> = sig
            .params
            .iter()
            .map(|l| {
                format!(
                    "({})",
                    l.iter().map(describe).collect::<Vec<_>>().join(", ")
                )
            })
            .collect();
        Some(format!("expected parameters {}", options.join(" or ")))
    }
}

fn describe(p: &P) -> String {
    match p {
        P::Int(n) => format!("i{n}"),
        P::Ptr => "ptr".into(),
        P::Handle(None) => "a handle".into(),
        P::Handle(Some(k)) => format!("target(\"{k}\", ...)"),
        P::Data => "a scalar or vector".into(),
        P::Index => "i32 or <N x i32>".into(),
        P::Value => "a value".into(),
    }
}

fn param_fits(env: &Env<'_>, want: P, got: Type) -> bool {
    match want {
        P::Int(n) => env.int_bits(got) == Some(n),
        P::Ptr => env.is_ptr(got),
        P::Handle(kind) => match env.td(got) {
            TypeData::TargetExt { name, .. } => match kind {
                Some(k) => &**name == k,
                None => name.starts_with("dx."),
            },
            _ => false,
        },
        P::Data => is_data(env, got),
        P::Index => env.int_bits(env.scalar(got)) == Some(32),
        P::Value => !matches!(
            env.td(got),
            TypeData::Void | TypeData::Label | TypeData::Metadata
        ),
    }
}

/// A scalar, or a vector of up to 4 lanes, of integers or floating-point values.
fn is_data(env: &Env<'_>, t: Type) -> bool {
    let lanes_ok = env.vec_len(t).is_none_or(|(n, s)| !s && n <= 4);
    lanes_ok && (env.is_int_like(t) || env.is_fp_like(t))
}

fn ret_fits(env: &Env<'_>, want: R, name: &str, ret: Type) -> Option<String> {
    let ok = match want {
        R::Void => matches!(env.td(ret), TypeData::Void),
        R::Int(n) => env.int_bits(ret) == Some(n),
        R::Ptr => env.is_ptr(ret),
        R::Handle => param_fits(env, P::Handle(None), ret),
        R::Data => is_data(env, ret),
        R::Value => param_fits(env, P::Value, ret),
        R::WithCheckBit => match env.td(ret) {
            TypeData::Struct { fields, .. } => match fields.as_slice() {
                [data, bit] => is_data(env, *data) && env.int_bits(*bit) == Some(1),
                _ => false,
            },
            _ => false,
        },
        R::CBufferRow => return cbuffer_row(env, name, ret),
    };
    if ok {
        None
    } else {
        Some(format!(
            "the result must be {}",
            match want {
                R::Void => "void",
                R::Int(32) => "i32",
                R::Int(_) => "an integer",
                R::Ptr => "a pointer",
                R::Handle => "a target(\"dx.*\") handle",
                R::Data => "a scalar or vector",
                R::Value => "a value",
                R::WithCheckBit => "{ data, i1 } (a scalar or vector and the check bit)",
                R::CBufferRow => "a cbuffer row",
            }
        ))
    }
}

/// `{ T, T }`, `{ T x4 }` or `{ T x8 }` of one scalar type, as many as the name's
/// `.N` suffix says if it has one.
fn cbuffer_row(env: &Env<'_>, name: &str, ret: Type) -> Option<String> {
    let TypeData::Struct { fields, .. } = env.td(ret) else {
        return Some("the result must be a literal struct (a cbuffer row)".into());
    };
    let first = fields.first().copied();
    let scalar = first.is_some_and(|t| env.prim_bits(t).is_some());
    if !matches!(fields.len(), 2 | 4 | 8) || !scalar || fields.iter().any(|&f| Some(f) != first) {
        return Some("a cbuffer row is 2, 4 or 8 fields of one scalar type".into());
    }
    let suffix = name
        .strip_prefix("llvm.dx.resource.load.cbufferrow.")
        .and_then(|r| r.split('.').next())
        .and_then(|n| n.parse::<usize>().ok());
    match suffix {
        Some(n) if n != fields.len() => Some(format!(
            "the name says {n} fields but the result has {}",
            fields.len()
        )),
        _ => None,
    }
}

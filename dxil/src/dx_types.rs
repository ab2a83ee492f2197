//! The `%dx.types.*` named structs of DXIL, built in a [`Module`] exactly as DXC
//! declares them: the fixed ones ([`DxStruct`]) and the ones that follow an overload
//! type ([`res_ret`], [`cbuf_ret`], [`four_of`]).

use dxil_ir::{FloatKind, Module, PointerMode, StructBody, Type, TypeData};

use crate::op_table::{overload_kind, overload_suffix, type_text, OpError, OverloadKind};

/// The prefix of every DXIL struct type name.
pub const PREFIX: &str = "dx.types.";

/// A field type of a fixed DXIL struct.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    I1,
    I8,
    I16,
    I32,
    F32,
    /// `i8*` in typed-pointer modules, `ptr` in opaque ones.
    BytePtr,
}

/// The most fields a fixed struct has (a test checks every layout against it).
const MAX_FIELDS: usize = 4;

/// The fixed `%dx.types.*` structs (those that do not depend on an overload).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DxStruct {
    /// `%dx.types.Handle = type { i8* }`: a resource handle.
    Handle,
    /// `%dx.types.ResBind = type { i32, i32, i32, i8 }`: range start, end, space, class.
    ResBind,
    /// `%dx.types.ResourceProperties = type { i32, i32 }`.
    ResourceProperties,
    /// `%dx.types.Dimensions = type { i32, i32, i32, i32 }`.
    Dimensions,
    /// `%dx.types.SamplePos = type { float, float }`.
    SamplePos,
    /// `%dx.types.i32c = type { i32, i1 }`: a sum with its carry.
    I32c,
    /// `%dx.types.twoi32 = type { i32, i32 }`.
    TwoI32,
    /// `%dx.types.splitdouble = type { i32, i32 }`: low and high words.
    SplitDouble,
    /// `%dx.types.fouri32 = type { i32, i32, i32, i32 }`.
    FourI32,
    /// `%dx.types.fouri16 = type { i16, i16, i16, i16 }`.
    FourI16,
    /// `%dx.types.NodeHandle = type { i8* }`.
    NodeHandle,
    /// `%dx.types.NodeRecordHandle = type { i8* }`.
    NodeRecordHandle,
    /// `%dx.types.NodeInfo = type { i32, i32 }`.
    NodeInfo,
    /// `%dx.types.NodeRecordInfo = type { i32, i32 }`.
    NodeRecordInfo,
    /// `%dx.types.HitObject = type { i8* }`.
    HitObject,
}

impl DxStruct {
    /// Every fixed struct.
    pub const ALL: [DxStruct; 15] = [
        DxStruct::Handle,
        DxStruct::ResBind,
        DxStruct::ResourceProperties,
        DxStruct::Dimensions,
        DxStruct::SamplePos,
        DxStruct::I32c,
        DxStruct::TwoI32,
        DxStruct::SplitDouble,
        DxStruct::FourI32,
        DxStruct::FourI16,
        DxStruct::NodeHandle,
        DxStruct::NodeRecordHandle,
        DxStruct::NodeInfo,
        DxStruct::NodeRecordInfo,
        DxStruct::HitObject,
    ];

    /// The name after `dx.types.` (`Handle`, `splitdouble`).
    pub fn short_name(self) -> &'static str {
        self.layout().0
    }

    /// The full struct name (`dx.types.Handle`).
    pub fn name(self) -> &'static str {
        static NAMES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
        let names = NAMES.get_or_init(|| {
            Self::ALL
                .iter()
                .map(|s| format!("{PREFIX}{}", s.short_name()))
                .collect()
        });
        // `ALL` lists the structs in declaration order (a test checks it).
        &names[self as usize]
    }

    /// The struct whose short name is `name`.
    pub fn from_short_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.short_name() == name)
    }

    fn layout(self) -> (&'static str, &'static [Field]) {
        use Field::*;
        match self {
            DxStruct::Handle => ("Handle", &[BytePtr]),
            DxStruct::ResBind => ("ResBind", &[I32, I32, I32, I8]),
            DxStruct::ResourceProperties => ("ResourceProperties", &[I32, I32]),
            DxStruct::Dimensions => ("Dimensions", &[I32, I32, I32, I32]),
            DxStruct::SamplePos => ("SamplePos", &[F32, F32]),
            DxStruct::I32c => ("i32c", &[I32, I1]),
            DxStruct::TwoI32 => ("twoi32", &[I32, I32]),
            DxStruct::SplitDouble => ("splitdouble", &[I32, I32]),
            DxStruct::FourI32 => ("fouri32", &[I32, I32, I32, I32]),
            DxStruct::FourI16 => ("fouri16", &[I16, I16, I16, I16]),
            DxStruct::NodeHandle => ("NodeHandle", &[BytePtr]),
            DxStruct::NodeRecordHandle => ("NodeRecordHandle", &[BytePtr]),
            DxStruct::NodeInfo => ("NodeInfo", &[I32, I32]),
            DxStruct::NodeRecordInfo => ("NodeRecordInfo", &[I32, I32]),
            DxStruct::HitObject => ("HitObject", &[BytePtr]),
        }
    }
}

/// The type of fixed struct `s` in `module`, defining it if needed. `Handle` and the
/// other handle structs hold `i8*` in typed-pointer modules and `ptr` in opaque ones.
pub fn dx_struct(module: &mut Module, s: DxStruct) -> Result<Type, OpError> {
    let layout = s.layout().1;
    // Asked for at every handle lowering makes: once defined, found without allocating.
    let first = field_type(module, layout[0]);
    let mut wanted = [first; MAX_FIELDS];
    let wanted = &mut wanted[..layout.len()];
    for (slot, f) in wanted.iter_mut().zip(layout).skip(1) {
        *slot = field_type(module, *f);
    }
    if let Some(StructBody::Fields {
        fields,
        packed: false,
    }) = module.types.named.get(s.name())
    {
        if fields[..] == *wanted {
            return Ok(module.types.named(s.name()));
        }
    }
    named_struct(module, s.name(), wanted.to_vec())
}

/// `%dx.types.Handle` in `module`.
pub fn handle(module: &mut Module) -> Result<Type, OpError> {
    dx_struct(module, DxStruct::Handle)
}

/// `%dx.types.ResRet.<overload>`: four values and the status word (`{ T, T, T, T, i32 }`),
/// or `{ <N x T>, i32 }` named `ResRet.v<N><t>` for a vector overload.
pub fn res_ret(module: &mut Module, overload: Type) -> Result<Type, OpError> {
    let suffix = overload_suffix(&module.types, overload)?;
    let i32t = module.types.int(32);
    let fields = if matches!(module.types.get(overload), TypeData::Vector { .. }) {
        vec![overload, i32t]
    } else {
        scalar_kind(module, overload)?;
        vec![overload, overload, overload, overload, i32t]
    };
    named_struct(module, &format!("{PREFIX}ResRet.{suffix}"), fields)
}

/// `%dx.types.CBufRet.<overload>`: one 16-byte cbuffer row. Two fields for 64-bit
/// overloads, eight (named `CBufRet.f16.8`) for native 16-bit ones, four otherwise; with
/// `min_precision`, 16-bit overloads take four fields like 32-bit ones, as DXC does
/// without `-enable-16bit-types`.
pub fn cbuf_ret(module: &mut Module, overload: Type, min_precision: bool) -> Result<Type, OpError> {
    let kind = scalar_kind(module, overload)?;
    let suffix = overload_suffix(&module.types, overload)?;
    let (count, name) = match kind {
        OverloadKind::F64 | OverloadKind::I64 => (2, format!("{PREFIX}CBufRet.{suffix}")),
        OverloadKind::F16 | OverloadKind::I16 if !min_precision => {
            (8, format!("{PREFIX}CBufRet.{suffix}.8"))
        }
        _ => (4, format!("{PREFIX}CBufRet.{suffix}")),
    };
    named_struct(module, &name, vec![overload; count])
}

/// `%dx.types.fouri32` for an `i32` overload, `%dx.types.fouri16` for `i16` (Unpack4x8).
pub fn four_of(module: &mut Module, overload: Type) -> Result<Type, OpError> {
    match scalar_kind(module, overload)? {
        OverloadKind::I32 => dx_struct(module, DxStruct::FourI32),
        OverloadKind::I16 => dx_struct(module, DxStruct::FourI16),
        _ => Err(OpError::UnnamedOverload(format!(
            "four-element struct of {}",
            type_text(&module.types, overload)
        ))),
    }
}

fn scalar_kind(module: &Module, ty: Type) -> Result<OverloadKind, OpError> {
    overload_kind(&module.types, ty)
        .filter(|k| k.scalar_suffix().is_some())
        .ok_or_else(|| OpError::UnnamedOverload(type_text(&module.types, ty)))
}

fn field_type(module: &mut Module, f: Field) -> Type {
    match f {
        Field::I1 => module.types.int(1),
        Field::I8 => module.types.int(8),
        Field::I16 => module.types.int(16),
        Field::I32 => module.types.int(32),
        Field::F32 => module.types.float(FloatKind::Float),
        Field::BytePtr => {
            let i8t = module.types.int(8);
            match module.pointers {
                PointerMode::Typed => module.types.typed_ptr(i8t, 0),
                PointerMode::Opaque => module.types.ptr(0),
            }
        }
    }
}

/// The named struct `name` with `fields`: defined if new or opaque, reused if it already
/// has exactly these fields, an error if it has others.
fn named_struct(module: &mut Module, name: &str, fields: Vec<Type>) -> Result<Type, OpError> {
    match module.types.named.get(name) {
        Some(StructBody::Fields {
            fields: existing,
            packed: false,
        }) if *existing == fields => Ok(module.types.named(name)),
        Some(StructBody::Fields { .. }) => Err(OpError::Conflict {
            name: format!("%{name}"),
        }),
        _ => Ok(module.types.define_named(
            name,
            StructBody::Fields {
                fields,
                packed: false,
            },
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fixed_structs_are_listed_in_order_and_fit_the_field_buffer() {
        for (i, s) in DxStruct::ALL.iter().enumerate() {
            assert_eq!(*s as usize, i, "{s:?} is out of order in ALL");
            let fields = s.layout().1.len();
            assert!(
                (1..=MAX_FIELDS).contains(&fields),
                "{s:?} has {fields} fields"
            );
            assert_eq!(s.name(), format!("{PREFIX}{}", s.short_name()));
        }
    }

    #[test]
    fn handle_follows_pointer_mode() {
        let mut typed = Module::new();
        typed.pointers = PointerMode::Typed;
        let h = handle(&mut typed).unwrap();
        let (f, _) = typed.types.struct_fields(h).unwrap();
        assert!(matches!(typed.types.get(f[0]), TypeData::TypedPtr { .. }));
        let mut opaque = Module::new();
        let h = handle(&mut opaque).unwrap();
        let (f, _) = opaque.types.struct_fields(h).unwrap();
        assert!(matches!(
            opaque.types.get(f[0]),
            TypeData::Ptr { addrspace: 0 }
        ));
    }

    #[test]
    fn overload_structs_have_dxc_shapes() {
        let mut m = Module::new();
        let h = m.types.float(FloatKind::Half);
        let d = m.types.float(FloatKind::Double);
        let f = m.types.float(FloatKind::Float);
        let cb16 = cbuf_ret(&mut m, h, false).unwrap();
        assert_eq!(
            m.types.get(cb16),
            &TypeData::Named("dx.types.CBufRet.f16.8".into())
        );
        assert_eq!(m.types.struct_fields(cb16).unwrap().0.len(), 8);
        let cb16min = cbuf_ret(&mut m, h, true).unwrap();
        assert_eq!(m.types.struct_fields(cb16min).unwrap().0.len(), 4);
        let cbd = cbuf_ret(&mut m, d, false).unwrap();
        assert_eq!(m.types.struct_fields(cbd).unwrap().0.len(), 2);
        let rr = res_ret(&mut m, f).unwrap();
        assert_eq!(m.types.struct_fields(rr).unwrap().0.len(), 5);
        let v = m.types.vector(f, 4);
        let rv = res_ret(&mut m, v).unwrap();
        assert_eq!(
            m.types.get(rv),
            &TypeData::Named("dx.types.ResRet.v4f32".into())
        );
        assert_eq!(m.types.struct_fields(rv).unwrap().0.len(), 2);
        assert!(four_of(&mut m, f).is_err());
    }

    #[test]
    fn a_conflicting_body_is_an_error() {
        let mut m = Module::new();
        let i = m.types.int(64);
        m.types.define_named(
            "dx.types.Dimensions",
            StructBody::Fields {
                fields: vec![i],
                packed: false,
            },
        );
        assert!(dx_struct(&mut m, DxStruct::Dimensions).is_err());
        assert!(dx_struct(&mut m, DxStruct::ResBind).is_ok());
    }
}

//! Overload types: which types an operation accepts, and the name suffix each one gives
//! its `dx.op.<class>.<suffix>` function.

use dxil_ir::{FloatKind, Type, TypeData, Types};

use super::OpError;

/// The kinds of overload type DXIL distinguishes (DXC's type slots).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OverloadKind {
    /// No overload: the function name has no suffix.
    Void,
    /// `half`.
    F16,
    /// `float`.
    F32,
    /// `double`.
    F64,
    /// `i1`.
    I1,
    /// `i8`.
    I8,
    /// `i16`.
    I16,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// A user-defined type: a pointer to a named struct (ray payloads, node records).
    Udt,
    /// An object: a named struct value (library resource handles).
    Object,
}

impl OverloadKind {
    /// The suffix a scalar overload of this kind gives (`f32`), if it has a fixed one.
    pub fn scalar_suffix(self) -> Option<&'static str> {
        Some(match self {
            OverloadKind::F16 => "f16",
            OverloadKind::F32 => "f32",
            OverloadKind::F64 => "f64",
            OverloadKind::I1 => "i1",
            OverloadKind::I8 => "i8",
            OverloadKind::I16 => "i16",
            OverloadKind::I32 => "i32",
            OverloadKind::I64 => "i64",
            OverloadKind::Void | OverloadKind::Udt | OverloadKind::Object => return None,
        })
    }

    fn bit(self) -> u16 {
        1 << self as u16
    }
}

/// A set of [`OverloadKind`]s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OverloadMask(pub u16);

impl OverloadMask {
    /// No kind.
    pub const EMPTY: OverloadMask = OverloadMask(0);

    /// The set of `kinds`.
    pub const fn of(kinds: &[OverloadKind]) -> Self {
        let mut m = 0u16;
        let mut i = 0;
        while i < kinds.len() {
            m |= 1 << kinds[i] as u16;
            i += 1;
        }
        OverloadMask(m)
    }

    /// Whether `kind` is in the set.
    pub fn contains(self, kind: OverloadKind) -> bool {
        self.0 & kind.bit() != 0
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// The overloads one dimension of an operation accepts: scalar kinds, and the element
/// kinds of the vector overloads it takes (SM 6.9 native vectors).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OverloadSet {
    /// Scalar (and UDT/object) overload kinds.
    pub scalar: OverloadMask,
    /// Element kinds of accepted `<N x T>` overloads; empty when vectors are refused.
    pub vector_elements: OverloadMask,
}

impl OverloadSet {
    /// Whether `ty` is an accepted overload.
    pub fn accepts(&self, types: &Types, ty: Type) -> bool {
        match types.get(ty) {
            TypeData::Vector { elem, .. } => {
                overload_kind(types, *elem).is_some_and(|k| self.vector_elements.contains(k))
            }
            _ => overload_kind(types, ty).is_some_and(|k| self.scalar.contains(k)),
        }
    }
}

/// The overload kind of a scalar, UDT or object type (`None` for vectors and others).
pub fn overload_kind(types: &Types, ty: Type) -> Option<OverloadKind> {
    Some(match types.get(ty) {
        TypeData::Void => OverloadKind::Void,
        TypeData::Float(FloatKind::Half) => OverloadKind::F16,
        TypeData::Float(FloatKind::Float) => OverloadKind::F32,
        TypeData::Float(FloatKind::Double) => OverloadKind::F64,
        TypeData::Int(1) => OverloadKind::I1,
        TypeData::Int(8) => OverloadKind::I8,
        TypeData::Int(16) => OverloadKind::I16,
        TypeData::Int(32) => OverloadKind::I32,
        TypeData::Int(64) => OverloadKind::I64,
        TypeData::TypedPtr { pointee, .. } => match types.get(*pointee) {
            TypeData::Named(_) => OverloadKind::Udt,
            _ => return None,
        },
        TypeData::Named(_) => OverloadKind::Object,
        _ => return None,
    })
}

/// The function-name suffix DXC gives overload `ty`: `f32`, `v4f32` for a vector, the
/// struct name for a UDT or object, `a.b` for an extended (literal struct) overload.
pub fn overload_suffix(types: &Types, ty: Type) -> Result<String, OpError> {
    let bad = || OpError::UnnamedOverload(type_text(types, ty));
    match types.get(ty) {
        TypeData::Vector {
            len,
            elem,
            scalable: false,
        } => {
            let e = overload_kind(types, *elem)
                .and_then(OverloadKind::scalar_suffix)
                .ok_or_else(bad)?;
            Ok(format!("v{len}{e}"))
        }
        TypeData::TypedPtr { pointee, .. } => match types.get(*pointee) {
            TypeData::Named(n) => Ok(n.to_string()),
            _ => Err(bad()),
        },
        TypeData::Named(n) => Ok(n.to_string()),
        TypeData::Struct {
            fields,
            packed: false,
        } => {
            let parts = fields
                .iter()
                .map(|&f| overload_suffix(types, f))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(parts.join("."))
        }
        _ => overload_kind(types, ty)
            .and_then(OverloadKind::scalar_suffix)
            .map(str::to_string)
            .ok_or_else(bad),
    }
}

/// A short text for a type, for error messages.
pub(crate) fn type_text(types: &Types, ty: Type) -> String {
    match types.get(ty) {
        TypeData::Void => "void".into(),
        TypeData::Int(n) => format!("i{n}"),
        TypeData::Float(k) => k.keyword().into(),
        TypeData::Ptr { addrspace: 0 } => "ptr".into(),
        TypeData::Ptr { addrspace } => format!("ptr addrspace({addrspace})"),
        TypeData::TypedPtr { pointee, .. } => format!("{}*", type_text(types, *pointee)),
        TypeData::Vector { len, elem, .. } => format!("<{len} x {}>", type_text(types, *elem)),
        TypeData::Array { len, elem } => format!("[{len} x {}]", type_text(types, *elem)),
        TypeData::Named(n) => format!("%{n}"),
        TypeData::Struct { fields, .. } => {
            let f: Vec<_> = fields.iter().map(|&t| type_text(types, t)).collect();
            format!("{{ {} }}", f.join(", "))
        }
        other => format!("{other:?}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suffixes_follow_dxc() {
        let mut t = Types::new();
        let f = t.float(FloatKind::Float);
        let h = t.float(FloatKind::Half);
        let i1 = t.int(1);
        let v = t.vector(f, 4);
        assert_eq!(overload_suffix(&t, f).unwrap(), "f32");
        assert_eq!(overload_suffix(&t, h).unwrap(), "f16");
        assert_eq!(overload_suffix(&t, i1).unwrap(), "i1");
        assert_eq!(overload_suffix(&t, v).unwrap(), "v4f32");
        let s = t.named("struct.Payload");
        let p = t.typed_ptr(s, 0);
        assert_eq!(overload_suffix(&t, p).unwrap(), "struct.Payload");
        assert_eq!(overload_kind(&t, p), Some(OverloadKind::Udt));
        let ext = t.structure(vec![v, f], false);
        assert_eq!(overload_suffix(&t, ext).unwrap(), "v4f32.f32");
        let i128 = t.int(128);
        assert!(overload_suffix(&t, i128).is_err());
    }

    #[test]
    fn sets_check_vectors_by_element() {
        let mut t = Types::new();
        let f = t.float(FloatKind::Float);
        let d = t.float(FloatKind::Double);
        let set = OverloadSet {
            scalar: OverloadMask::of(&[OverloadKind::F16, OverloadKind::F32]),
            vector_elements: OverloadMask::of(&[OverloadKind::F32]),
        };
        let vf = t.vector(f, 3);
        let vd = t.vector(d, 3);
        assert!(set.accepts(&t, f));
        assert!(!set.accepts(&t, d));
        assert!(set.accepts(&t, vf));
        assert!(!set.accepts(&t, vd));
    }
}

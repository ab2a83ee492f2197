//! Types, interned: two equal types always have the same [`Type`] handle.

use crate::entity::Handle;
use indexmap::{IndexMap, IndexSet};

/// A handle to an interned type.
pub type Type = Handle<TypeData>;

/// The floating-point formats LLVM IR names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    /// IEEE binary16, `half`.
    Half,
    /// bfloat16, `bfloat`.
    BFloat,
    /// IEEE binary32, `float`.
    Float,
    /// IEEE binary64, `double`.
    Double,
    /// x87 80-bit extended, `x86_fp80`.
    X86Fp80,
    /// IEEE binary128, `fp128`.
    Fp128,
    /// PowerPC double-double, `ppc_fp128`.
    PpcFp128,
}

impl FloatKind {
    /// The width in bits.
    pub fn bits(self) -> u32 {
        match self {
            FloatKind::Half | FloatKind::BFloat => 16,
            FloatKind::Float => 32,
            FloatKind::Double => 64,
            FloatKind::X86Fp80 => 80,
            FloatKind::Fp128 | FloatKind::PpcFp128 => 128,
        }
    }

    /// The keyword LLVM IR spells the type with.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::Half => "half",
            FloatKind::BFloat => "bfloat",
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::X86Fp80 => "x86_fp80",
            FloatKind::Fp128 => "fp128",
            FloatKind::PpcFp128 => "ppc_fp128",
        }
    }
}

/// What a type is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeData {
    /// `void`.
    Void,
    /// `label`.
    Label,
    /// `metadata`.
    Metadata,
    /// `token`.
    Token,
    /// `iN`.
    Int(u32),
    /// A floating-point type.
    Float(FloatKind),
    /// An opaque pointer, `ptr addrspace(N)`.
    Ptr {
        /// The address space.
        addrspace: u32,
    },
    /// A typed pointer, `T addrspace(N)*`, as DXIL (LLVM 3.7) has them.
    TypedPtr {
        /// The pointee type.
        pointee: Type,
        /// The address space.
        addrspace: u32,
    },
    /// `<N x T>` (or `<vscale x N x T>`).
    Vector {
        /// Element count.
        len: u32,
        /// Element type.
        elem: Type,
        /// Whether the vector is scalable.
        scalable: bool,
    },
    /// `[N x T]`.
    Array {
        /// Element count.
        len: u64,
        /// Element type.
        elem: Type,
    },
    /// A literal struct, `{ T, U }` or packed `<{ T, U }>`.
    Struct {
        /// Field types.
        fields: Vec<Type>,
        /// Whether the struct is packed.
        packed: bool,
    },
    /// A named (identified) struct `%name`; its body lives in [`Types::named`].
    Named(Box<str>),
    /// A function type.
    Function {
        /// Return type.
        ret: Type,
        /// Parameter types.
        params: Vec<Type>,
        /// Whether it takes `...`.
        varargs: bool,
    },
    /// A target extension type, `target("name", types..., ints...)`.
    TargetExt {
        /// The name, e.g. `dx.TypedBuffer`.
        name: Box<str>,
        /// Type parameters.
        types: Vec<Type>,
        /// Integer parameters.
        ints: Vec<u32>,
    },
}

/// The body of a named struct.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum StructBody {
    /// `%T = type opaque`, or referenced but never defined.
    #[default]
    Opaque,
    /// `%T = type { ... }`.
    Fields {
        /// Field types.
        fields: Vec<Type>,
        /// Whether the struct is packed.
        packed: bool,
    },
}

/// The interned types of a module and the bodies of its named structs.
#[derive(Clone, Debug, Default)]
pub struct Types {
    /// Interned with the Fx hash: types are hashed at every intern, and no adversary
    /// gains more from collisions than from a big input.
    set: IndexSet<TypeData, rustc_hash::FxBuildHasher>,
    /// Named struct bodies, in definition order.
    pub named: IndexMap<Box<str>, StructBody>,
    /// The handles of the scalar types asked for most, so that asking again skips the
    /// hash (not part of what the table holds: equality ignores it).
    scalars: ScalarCache,
    /// The handle of every named struct, by name, so that asking for one by name needs
    /// no allocation (lowering asks for `%dx.types.Handle` at every handle it makes);
    /// equality ignores it, as it does the scalars.
    named_handles: rustc_hash::FxHashMap<Box<str>, Type>,
}

impl PartialEq for Types {
    fn eq(&self, other: &Self) -> bool {
        self.set == other.set && self.named == other.named
    }
}

impl Eq for Types {}

/// Handles of `void`, the integer widths DXIL uses and every float kind, once interned.
#[derive(Clone, Debug, Default)]
struct ScalarCache {
    void: Option<Type>,
    /// `i1`, `i8`, `i16`, `i32`, `i64`.
    ints: [Option<Type>; 5],
    /// By [`FloatKind`] (declaration order).
    floats: [Option<Type>; 7],
}

/// The slot of `iN` in [`ScalarCache::ints`].
fn int_slot(bits: u32) -> Option<usize> {
    [1, 8, 16, 32, 64].iter().position(|&b| b == bits)
}

impl Types {
    /// An empty type table.
    pub fn new() -> Self {
        Self::default()
    }

    /// The handle of `data`, adding it if new.
    pub fn intern(&mut self, data: TypeData) -> Type {
        if let TypeData::Named(name) = &data {
            if let Some(&t) = self.named_handles.get(name) {
                return t;
            }
            if !self.named.contains_key(name) {
                self.named.insert(name.clone(), StructBody::Opaque);
            }
            let name = name.clone();
            let t = Type::from_index(self.set.insert_full(data).0);
            self.named_handles.insert(name, t);
            return t;
        }
        let (i, _) = self.set.insert_full(data);
        Type::from_index(i)
    }

    /// The handle of `data` if it was interned already.
    pub fn lookup(&self, data: &TypeData) -> Option<Type> {
        self.set.get_index_of(data).map(Type::from_index)
    }

    /// What `t` is.
    ///
    /// # Panics
    /// If `t` came from another table.
    pub fn get(&self, t: Type) -> &TypeData {
        &self.set[t.index()]
    }

    /// Every interned type, in interning order.
    pub fn iter(&self) -> impl Iterator<Item = (Type, &TypeData)> {
        self.set
            .iter()
            .enumerate()
            .map(|(i, d)| (Type::from_index(i), d))
    }

    /// How many types are interned.
    pub fn len(&self) -> usize {
        self.set.len()
    }

    /// Whether no type is interned.
    pub fn is_empty(&self) -> bool {
        self.set.is_empty()
    }

    /// `void`.
    pub fn void(&mut self) -> Type {
        if let Some(t) = self.scalars.void {
            return t;
        }
        let t = self.intern(TypeData::Void);
        self.scalars.void = Some(t);
        t
    }
    /// `label`.
    pub fn label(&mut self) -> Type {
        self.intern(TypeData::Label)
    }
    /// `metadata`.
    pub fn metadata(&mut self) -> Type {
        self.intern(TypeData::Metadata)
    }
    /// `iN`.
    pub fn int(&mut self, bits: u32) -> Type {
        let slot = int_slot(bits);
        if let Some(t) = slot.and_then(|i| self.scalars.ints[i]) {
            return t;
        }
        let t = self.intern(TypeData::Int(bits));
        if let Some(i) = slot {
            self.scalars.ints[i] = Some(t);
        }
        t
    }
    /// A floating-point type.
    pub fn float(&mut self, kind: FloatKind) -> Type {
        if let Some(t) = self.scalars.floats[kind as usize] {
            return t;
        }
        let t = self.intern(TypeData::Float(kind));
        self.scalars.floats[kind as usize] = Some(t);
        t
    }
    /// An opaque pointer in `addrspace`.
    pub fn ptr(&mut self, addrspace: u32) -> Type {
        self.intern(TypeData::Ptr { addrspace })
    }
    /// A typed pointer to `pointee` in `addrspace`.
    pub fn typed_ptr(&mut self, pointee: Type, addrspace: u32) -> Type {
        self.intern(TypeData::TypedPtr { pointee, addrspace })
    }
    /// `<len x elem>`.
    pub fn vector(&mut self, elem: Type, len: u32) -> Type {
        self.intern(TypeData::Vector {
            len,
            elem,
            scalable: false,
        })
    }
    /// `[len x elem]`.
    pub fn array(&mut self, elem: Type, len: u64) -> Type {
        self.intern(TypeData::Array { len, elem })
    }
    /// A literal struct.
    pub fn structure(&mut self, fields: Vec<Type>, packed: bool) -> Type {
        self.intern(TypeData::Struct { fields, packed })
    }
    /// A named struct; declares it opaque if it has no body yet.
    pub fn named(&mut self, name: &str) -> Type {
        match self.named_handles.get(name) {
            Some(&t) => t,
            None => self.intern(TypeData::Named(name.into())),
        }
    }
    /// Sets the body of the named struct `name` and returns its type.
    pub fn define_named(&mut self, name: &str, body: StructBody) -> Type {
        let t = self.named(name);
        self.named.insert(name.into(), body);
        t
    }
    /// A function type.
    pub fn function(&mut self, ret: Type, params: Vec<Type>, varargs: bool) -> Type {
        self.intern(TypeData::Function {
            ret,
            params,
            varargs,
        })
    }

    /// Whether `t` is an integer type, and of how many bits.
    pub fn int_bits(&self, t: Type) -> Option<u32> {
        match self.get(t) {
            TypeData::Int(n) => Some(*n),
            _ => None,
        }
    }

    /// Whether `t` is a (typed or opaque) pointer.
    pub fn is_pointer(&self, t: Type) -> bool {
        matches!(
            self.get(t),
            TypeData::Ptr { .. } | TypeData::TypedPtr { .. }
        )
    }

    /// The address space of a pointer type.
    pub fn addrspace(&self, t: Type) -> Option<u32> {
        match self.get(t) {
            TypeData::Ptr { addrspace } | TypeData::TypedPtr { addrspace, .. } => Some(*addrspace),
            _ => None,
        }
    }

    /// The element type of a vector, or `t` itself for a scalar.
    pub fn scalar_of(&self, t: Type) -> Type {
        match self.get(t) {
            TypeData::Vector { elem, .. } => *elem,
            _ => t,
        }
    }

    /// `scalar`, or a vector of `scalar` with as many lanes as `t` has when `t` is a
    /// vector: `<4 x i32>` for `<4 x float>` and `i32`.
    pub fn with_scalar(&mut self, t: Type, scalar: Type) -> Type {
        match *self.get(t) {
            TypeData::Vector { len, .. } => self.vector(scalar, len),
            _ => scalar,
        }
    }

    /// The element type inside every array dimension of `t` (`t` itself when it is not
    /// an array): `float` for `[2 x [3 x float]]`.
    pub fn innermost_element(&self, mut t: Type) -> Type {
        while let TypeData::Array { elem, .. } = self.get(t) {
            t = *elem;
        }
        t
    }

    /// The fields of a literal or named struct (empty for an opaque one), or `None`.
    pub fn struct_fields(&self, t: Type) -> Option<(&[Type], bool)> {
        match self.get(t) {
            TypeData::Struct { fields, packed } => Some((fields, *packed)),
            TypeData::Named(n) => match self.named.get(n) {
                Some(StructBody::Fields { fields, packed }) => Some((fields, *packed)),
                _ => Some((&[], false)),
            },
            _ => None,
        }
    }

    /// A named struct that holds itself by value (through its fields, arrays, vectors
    /// and literal structs, not pointers): a type with no size, which LLVM refuses. The
    /// first such struct in definition order, if any. Linear in the types.
    pub fn struct_holding_itself(&self) -> Option<&str> {
        // 0: not visited, 1: on the path, 2: done and free of cycles.
        let mut state = vec![0u8; self.named.len()];
        for start in 0..self.named.len() {
            if state[start] != 0 {
                continue;
            }
            // Each frame: a named struct and the named structs its fields hold by value.
            let mut stack = vec![(start, self.held_structs(start).into_iter())];
            state[start] = 1;
            while let Some((at, held)) = stack.last_mut() {
                match held.next() {
                    Some(next) if state[next] == 1 => {
                        return self.named.get_index(next).map(|(n, _)| &**n);
                    }
                    Some(next) if state[next] == 0 => {
                        state[next] = 1;
                        stack.push((next, self.held_structs(next).into_iter()));
                    }
                    Some(_) => {}
                    None => {
                        state[*at] = 2;
                        stack.pop();
                    }
                }
            }
        }
        None
    }

    /// The named structs (by index in `named`) that named struct `index` holds by value.
    fn held_structs(&self, index: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let Some((_, StructBody::Fields { fields, .. })) = self.named.get_index(index) else {
            return out;
        };
        let mut work: Vec<Type> = fields.clone();
        while let Some(t) = work.pop() {
            match self.get(t) {
                TypeData::Named(n) => out.extend(self.named.get_index_of(n)),
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => work.push(*elem),
                TypeData::Struct { fields, .. } => work.extend(fields.iter().copied()),
                _ => {}
            }
        }
        out
    }

    /// The type reached by `indices` into aggregate `t` (as extractvalue does).
    pub fn aggregate_element(&self, t: Type, index: u64) -> Option<Type> {
        match self.get(t) {
            TypeData::Array { elem, len } if index < *len => Some(*elem),
            TypeData::Vector { elem, len, .. } if index < u64::from(*len) => Some(*elem),
            TypeData::Struct { .. } | TypeData::Named(_) => self
                .struct_fields(t)
                .and_then(|(f, _)| f.get(usize::try_from(index).ok()?).copied()),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_types_are_one_handle() {
        let mut t = Types::new();
        let f = t.float(FloatKind::Float);
        let a = t.vector(f, 4);
        let b = t.vector(f, 4);
        assert_eq!(a, b);
        let i = t.int(32);
        assert_ne!(a, i);
        let tb = t.intern(TypeData::TargetExt {
            name: "dx.TypedBuffer".into(),
            types: vec![a],
            ints: vec![1, 0, 0],
        });
        let tb2 = t.intern(TypeData::TargetExt {
            name: "dx.TypedBuffer".into(),
            types: vec![b],
            ints: vec![1, 0, 0],
        });
        assert_eq!(tb, tb2);
    }

    #[test]
    fn structs_holding_themselves_by_value_are_found() {
        let mut t = Types::new();
        let i32 = t.int(32);
        let a = t.named("A");
        let b = t.named("B");
        let ptr_a = t.typed_ptr(a, 0);
        // A holds a pointer to itself and B by value: no cycle yet.
        t.define_named(
            "A",
            StructBody::Fields {
                fields: vec![ptr_a, b],
                packed: false,
            },
        );
        t.define_named(
            "B",
            StructBody::Fields {
                fields: vec![i32],
                packed: false,
            },
        );
        assert_eq!(t.struct_holding_itself(), None);
        // B holds an array of literal structs holding A: A holds itself through B.
        let inner = t.structure(vec![i32, a], false);
        let arr = t.array(inner, 2);
        t.define_named(
            "B",
            StructBody::Fields {
                fields: vec![arr],
                packed: false,
            },
        );
        assert!(matches!(t.struct_holding_itself(), Some("A" | "B")));
    }

    #[test]
    fn named_structs_start_opaque() {
        let mut t = Types::new();
        let s = t.named("S");
        assert_eq!(t.struct_fields(s), Some((&[][..], false)));
        let i = t.int(32);
        t.define_named(
            "S",
            StructBody::Fields {
                fields: vec![i],
                packed: false,
            },
        );
        assert_eq!(t.aggregate_element(s, 0), Some(i));
    }
}

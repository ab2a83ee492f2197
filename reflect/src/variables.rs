//! Constant-buffer variables and structured-buffer element types, from the struct
//! types the resource metadata names and their `!dx.typeAnnotations` (field names,
//! offsets, component types, matrix shapes, read flags). Without annotations (a
//! container without STAT whose DXIL part has none) there are no variables.
//!
//! A cbuffer's variables sit where the annotations put them (the legacy cbuffer
//! layout: 16-byte rows); a structured buffer's element is packed (each scalar at a
//! multiple of its size), as Direct3D's reflection reports both.

use dxil_ir::{FloatKind, Module, Type, TypeData};
use dxil_model::metadata::type_annotations::{
    packed_offsets, read_struct_annotations, scalar_bytes, FieldAnnotation, StructAnnotation,
};
use dxil_model::metadata::Resource;
use rustc_hash::FxHashMap;
use serde::Serialize;

/// One variable of a constant buffer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Variable {
    /// HLSL name.
    pub name: String,
    /// Byte offset in the buffer.
    pub offset: u32,
    /// Bytes it spans (an array's last element and a matrix's last row or column are
    /// not padded to 16 bytes).
    pub size: u32,
    /// Whether the shader's code reads it.
    pub used: bool,
    /// Its type.
    #[serde(rename = "type")]
    pub ty: VariableType,
}

/// The type of a variable or struct member.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct VariableType {
    /// `scalar`, `vector`, `matrix_rows` (row-major), `matrix_columns` or `struct`.
    pub class: String,
    /// The scalar type (`float`, `uint`, `int`, `bool`, `half`, `double`, `int16`,
    /// `uint16`, `int64`, `uint64`); `None` for a struct.
    pub scalar: Option<String>,
    /// Rows (matrices; 1 otherwise).
    pub rows: u32,
    /// Columns: a vector's or matrix's components per row, a struct's scalar count.
    pub columns: u32,
    /// Array elements (0: not an array).
    pub elements: u32,
    /// A struct's name.
    pub name: Option<String>,
    /// A struct's members.
    pub members: Vec<Member>,
}

/// A member of a struct type.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Member {
    /// HLSL name.
    pub name: String,
    /// Byte offset in the struct.
    pub offset: u32,
    /// Its type.
    #[serde(rename = "type")]
    pub ty: VariableType,
}

/// Which layout a struct's members follow.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Layout {
    /// A cbuffer's: the annotations' offsets.
    CBuffer,
    /// A structured buffer's: packed.
    Packed,
}

/// Reads variables and element types out of one module.
pub(crate) struct TypeReader<'m> {
    module: &'m Module,
    annotations: FxHashMap<Type, StructAnnotation>,
    /// Struct members that may still be listed (a bound for hostile input).
    members_left: std::cell::Cell<usize>,
}

impl<'m> TypeReader<'m> {
    /// A reader of `module`'s annotations.
    pub(crate) fn new(module: &'m Module) -> Self {
        TypeReader {
            module,
            annotations: read_struct_annotations(module),
            members_left: std::cell::Cell::new(1 << 20),
        }
    }

    /// The variables of cbuffer `r`.
    pub(crate) fn cbuffer_variables(&self, r: &Resource) -> Vec<Variable> {
        let Some(ty) = r
            .symbol_type
            .map(|t| self.module.types.innermost_element(t))
        else {
            return Vec::new();
        };
        let Some(ann) = self.annotations.get(&ty) else {
            return Vec::new();
        };
        let fields = self.fields(ty);
        // Without any read flag (DXC writes none for some buffers), every variable
        // counts as read, as Direct3D's reflection takes it.
        let flagged = ann.fields.iter().any(|f| f.used);
        ann.fields
            .iter()
            .zip(fields)
            .map(|(f, t)| Variable {
                name: f.name.clone(),
                offset: f.offset,
                size: self.cbuffer_size(t, Some(f)),
                used: f.used || !flagged,
                ty: self.variable_type(t, Some(f), Layout::CBuffer, 0),
            })
            .collect()
    }

    /// The element type of structured buffer `r` (the first field of its wrapper).
    pub(crate) fn structured_element(&self, r: &Resource) -> Option<VariableType> {
        let wrapper = self.module.types.innermost_element(r.symbol_type?);
        let ann = self.annotations.get(&wrapper)?;
        let elem = *self.fields(wrapper).first()?;
        Some(self.variable_type(elem, ann.fields.first(), Layout::Packed, 0))
    }

    /// The array dimensions of resource `r`'s symbol type.
    pub(crate) fn array_dimensions(&self, r: &Resource) -> Vec<u32> {
        r.symbol_type
            .map(|t| self.array_dims(t))
            .unwrap_or_default()
    }

    fn fields(&self, t: Type) -> Vec<Type> {
        self.module
            .types
            .struct_fields(t)
            .map(|(f, _)| f.to_vec())
            .unwrap_or_default()
    }

    /// The array lengths around `t`'s innermost element, outermost first.
    fn array_dims(&self, mut t: Type) -> Vec<u32> {
        let mut dims = Vec::new();
        while let TypeData::Array { elem, len } = self.module.types.get(t) {
            dims.push(*len as u32);
            t = *elem;
        }
        dims
    }

    /// Elements of a field of type `t`: its array dimensions, less the one a matrix's
    /// rows or columns take (DXC lays a matrix out as an array of vectors).
    fn elements(&self, t: Type, f: Option<&FieldAnnotation>) -> u32 {
        let mut dims = self.array_dims(t);
        if f.is_some_and(|f| f.matrix.is_some()) {
            dims.pop();
        }
        if dims.is_empty() {
            0
        } else {
            dims.iter().fold(1u32, |n, &d| n.saturating_mul(d))
        }
    }

    fn variable_type(
        &self,
        t: Type,
        f: Option<&FieldAnnotation>,
        layout: Layout,
        depth: u32,
    ) -> VariableType {
        let leaf = self.module.types.innermost_element(t);
        let elements = self.elements(t, f);
        let types = &self.module.types;
        // Hostile bytes may hold a struct that contains itself, or nest structs so
        // that their members multiply: past a depth or a total, no more members.
        let budget = self.members_left.get();
        let expand = depth < 16 && budget > 0;
        if let (Some(ann), TypeData::Named(name), true) =
            (self.annotations.get(&leaf), types.get(leaf), expand)
        {
            self.members_left
                .set(budget.saturating_sub(ann.fields.len()));
            let fields = self.fields(leaf);
            let packed = packed_offsets(self.module, leaf);
            let members: Vec<Member> = ann
                .fields
                .iter()
                .zip(&fields)
                .enumerate()
                .map(|(k, (fa, &ft))| Member {
                    name: fa.name.clone(),
                    offset: match layout {
                        Layout::CBuffer => fa.offset,
                        Layout::Packed => packed.get(k).copied().unwrap_or(0),
                    },
                    ty: self.variable_type(ft, Some(fa), layout, depth + 1),
                })
                .collect();
            let columns = members
                .iter()
                .map(|m| {
                    m.ty.columns
                        .saturating_mul(m.ty.rows)
                        .saturating_mul(m.ty.elements.max(1))
                })
                .fold(0u32, u32::saturating_add);
            let short = name
                .strip_prefix("struct.")
                .or_else(|| name.strip_prefix("class."))
                .unwrap_or(name);
            return VariableType {
                class: "struct".into(),
                scalar: None,
                rows: 1,
                columns,
                elements,
                name: Some(short.to_string()),
                members,
            };
        }
        let (scalar, lanes) = match types.get(leaf) {
            TypeData::Vector { len, elem, .. } => (*elem, Some(*len)),
            _ => (leaf, None),
        };
        let scalar_name = scalar_name(self.module, scalar, f.and_then(|f| f.component_type));
        let (class, rows, columns) = match (f.and_then(|f| f.matrix), lanes) {
            (Some(mx), _) => {
                let class = if mx.row_major {
                    "matrix_rows"
                } else {
                    "matrix_columns"
                };
                (class, mx.rows, mx.cols)
            }
            (None, Some(n)) => ("vector", 1, n),
            (None, None) => ("scalar", 1, 1),
        };
        VariableType {
            class: class.into(),
            scalar: Some(scalar_name),
            rows,
            columns,
            elements,
            name: None,
            members: Vec::new(),
        }
    }

    /// Bytes `t` spans in the legacy cbuffer layout.
    fn cbuffer_size(&self, t: Type, f: Option<&FieldAnnotation>) -> u32 {
        let types = &self.module.types;
        if let Some(mx) = f.and_then(|f| f.matrix) {
            // Each matrix: a 16-byte row per column (row per row when row-major),
            // the last one unpadded.
            let (major, minor) = if mx.row_major {
                (mx.rows, mx.cols)
            } else {
                (mx.cols, mx.rows)
            };
            let one = rows_then_last(
                major,
                16,
                minor.saturating_mul(scalar_bytes(self.module, t)),
            );
            let count = self.elements(t, f).max(1);
            return rows_then_last(count, one.div_ceil(16).saturating_mul(16), one);
        }
        match types.get(t) {
            TypeData::Array { len: 0, .. } => 0,
            TypeData::Array { len, elem } => {
                let e = self.cbuffer_size(*elem, f);
                let len = u32::try_from(*len).unwrap_or(u32::MAX);
                rows_then_last(len, e.div_ceil(16).saturating_mul(16), e)
            }
            _ => {
                if let Some(ann) = self.annotations.get(&t) {
                    return ann.size;
                }
                let bytes = scalar_bytes(self.module, t);
                match types.get(t) {
                    TypeData::Vector { len, .. } => len * bytes,
                    _ => bytes,
                }
            }
        }
    }
}

/// `count` items of which all but the last take `stride` bytes and the last `last`.
fn rows_then_last(count: u32, stride: u32, last: u32) -> u32 {
    count
        .saturating_sub(1)
        .saturating_mul(stride)
        .saturating_add(last)
}

/// The scalar's name, from its DXIL component type when annotated, else its LLVM type.
fn scalar_name(m: &Module, t: Type, component_type: Option<u32>) -> String {
    let by_component = component_type.and_then(|c| {
        Some(match c {
            1 => "bool",
            2 => "int16",
            3 => "uint16",
            4 => "int",
            5 => "uint",
            6 => "int64",
            7 => "uint64",
            8 => "half",
            9 => "float",
            10 => "double",
            _ => return None,
        })
    });
    let by_type = match m.types.get(t) {
        TypeData::Int(1) => "bool",
        TypeData::Int(16) => "int16",
        TypeData::Int(64) => "int64",
        TypeData::Int(8) => "byte",
        TypeData::Int(_) => "int",
        TypeData::Float(FloatKind::Half) => "half",
        TypeData::Float(FloatKind::Double) => "double",
        _ => "float",
    };
    by_component.unwrap_or(by_type).to_string()
}

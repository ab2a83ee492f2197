//! Where clang 22's memory layout departs from HLSL's packing rules.
//!
//! The back end keeps the layout clang's IR states: the IR is the contract, and the code
//! reads the offsets it states. But an engine whose CPU-side structs follow HLSL's
//! packing (DXC's) reads other bytes where clang 22 lays data out otherwise (clang fixes
//! its layout after 22: llvm/llvm-project#181901, #124696, PR 179768):
//!
//! - cbuffers (HLSL's legacy layout: 16-byte rows, a scalar or vector never crossing a
//!   row, arrays, structs and matrices starting a row, array elements one row apart):
//!   clang 22 aligns a 2-vector to its size (a `float2` after a `float` at byte 8, not
//!   4), and lays a matrix out as a flat array of its scalars (HLSL gives each column,
//!   or row if `row_major`, a 16-byte row);
//! - structured buffers (HLSL: each scalar at its own alignment, structs and arrays
//!   at their largest scalar's): clang 22 aligns vectors to their size and sizes a
//!   3-vector as 4 (a `float3` followed by a `float` padded to 16 bytes, a `double3`
//!   taking 32), with `[N x i8]` padding members.
//!
//! [`layout_departures`] finds each member whose offset (or array stride, or a buffer's
//! element stride) differs, with clang's figure and HLSL's, for `compile` to warn about.

use crate::frontend::hlsl_declarations::{HlslDeclarations, HlslField, HlslLeaf};
use dxil_analysis::resource_map::{analyze_resources, is_padding, module_layout, padded_array};
use dxil_ir::{MdData, Module, Type, TypeData, Value};
use dxil_model::layout::DataLayout;
use dxil_model::ResourceKind;

/// One member laid out unlike HLSL's rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutDeparture {
    /// `cbuffer NAME` or `structured buffer NAME`.
    pub buffer: String,
    /// The member's path (`y.a2`, `zs[].y`, `M`), or `(element)` for a buffer's stride.
    pub member: String,
    /// What differs, with clang's figure and HLSL's.
    pub what: String,
}

impl std::fmt::Display for LayoutDeparture {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} member '{}': {} (clang 22's layout, which the code reads, departs from \
             HLSL's packing: data laid out by HLSL's rules is read wrongly)",
            self.buffer, self.member, self.what
        )
    }
}

/// How a member's type reads as HLSL, with clang's offsets of its parts.
#[derive(Clone, Debug)]
enum Shape {
    /// A scalar or vector: `count` scalars of `bytes` each.
    Leaf { bytes: u64, count: u64 },
    /// An array: element shape, count, clang's stride.
    Array {
        elem: Box<Shape>,
        len: u64,
        stride: u64,
    },
    /// A struct: its name and fields, each with its clang offset.
    Struct {
        name: Option<String>,
        fields: Vec<(Shape, u64)>,
    },
    /// clang 22's cbuffer matrix: `len` scalars of `bytes` in a row, no padding.
    FlatMatrix { bytes: u64, len: u64 },
}

/// Which of HLSL's two layouts a buffer follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Packing {
    /// cbuffers: 16-byte rows.
    Legacy,
    /// Structured buffers: natural scalar alignment.
    Natural,
}

/// Every member of `m`'s cbuffers and structured-buffer elements laid out unlike HLSL's
/// rules. `decls` (the HLSL source's declarations) name struct fields and give
/// matrices' shapes; without it fields are numbered and a flat matrix is reported alone.
pub fn layout_departures(m: &Module, decls: Option<&HlslDeclarations>) -> Vec<LayoutDeparture> {
    let dl = module_layout(m);
    let cx = Walk { m, dl: &dl, decls };
    let mut out = Vec::new();
    for (name, members) in cbuffers(m) {
        let buffer = format!("cbuffer {name}");
        let mut hlsl_end = 0;
        let declared = decls.and_then(|d| d.cbuffers.get(&name));
        for (k, (member, ty, clang_offset)) in members.into_iter().enumerate() {
            // A member the optimizer removed takes its place but is read by no code.
            let read = member.is_some();
            let member = member
                .or_else(|| Some(declared?.get(k)?.name.clone()))
                .unwrap_or_else(|| format!("<member {k}>"));
            let shape = cx.cbuffer_shape(ty, 0);
            let matrix = decls.and_then(|d| matrix_of(d.variables.get(&member)?));
            let (hlsl_offset, size) = place(&shape, hlsl_end, Packing::Legacy, matrix);
            hlsl_end = hlsl_offset + size;
            if !read {
                continue;
            }
            cx.compare(
                &mut out,
                &buffer,
                &member,
                &shape,
                clang_offset,
                hlsl_offset,
                Packing::Legacy,
                matrix,
            );
        }
    }
    let Ok(map) = analyze_resources(m) else {
        return out;
    };
    for r in &map.resources {
        if r.ty.kind != ResourceKind::StructuredBuffer {
            continue;
        }
        let Some(elem) = r.ty.contained else { continue };
        let buffer = format!("structured buffer {}", r.name);
        let shape = cx.natural_shape(elem, 0);
        let before = out.len();
        cx.compare(&mut out, &buffer, "", &shape, 0, 0, Packing::Natural, None);
        let (_, hlsl_size) = place(&shape, 0, Packing::Natural, None);
        let clang_size = dl.alloc_size(&m.types, elem);
        let hlsl_stride = round_up(hlsl_size, natural_align(&shape));
        if clang_size != hlsl_stride && out.len() == before {
            out.push(LayoutDeparture {
                buffer,
                member: "(element)".into(),
                what: format!("element stride {clang_size} bytes, HLSL's {hlsl_stride}"),
            });
        }
    }
    out
}

/// A cbuffer's name and its members (global name, unless the optimizer removed it;
/// layout type; clang's offset).
type Cbuffer = (String, Vec<(Option<String>, Type, u64)>);

/// Each cbuffer of `!hlsl.cbs`.
fn cbuffers(m: &Module) -> Vec<Cbuffer> {
    let mut out = Vec::new();
    let Some(nodes) = m.named_metadata.get("hlsl.cbs") else {
        return out;
    };
    let dl = module_layout(m);
    for &n in nodes {
        let Some(MdData::Node { ops, .. }) = m.metadata.get(n) else {
            continue;
        };
        let globals: Vec<_> = ops
            .iter()
            .map(|op| match op.and_then(|o| m.metadata.get(o)) {
                Some(MdData::Value {
                    value: Value::Global(g),
                    ..
                }) => Some(*g),
                _ => None,
            })
            .collect();
        let Some(Some(cb)) = globals.first().copied() else {
            continue;
        };
        let layout = match m.types.get(m.globals[cb].value_ty) {
            TypeData::TargetExt { name, types, .. } if &**name == "dx.CBuffer" => {
                types.first().copied()
            }
            _ => None,
        };
        let Some(fields) = layout.and_then(|l| packed_fields(m, &dl, l)) else {
            continue;
        };
        let name = m.globals[cb]
            .name
            .strip_suffix(".cb")
            .unwrap_or(&m.globals[cb].name)
            .to_string();
        // A member the optimizer removed is a null operand: it keeps its place.
        let members = globals
            .iter()
            .skip(1)
            .zip(fields)
            .map(|(g, (ty, offset))| (g.map(|g| m.globals[g].name.to_string()), ty, offset))
            .collect();
        out.push((name, members));
    }
    out
}

/// The fields of packed struct `t` that are not `dx.Padding`, with their offsets.
fn packed_fields(m: &Module, dl: &DataLayout, t: Type) -> Option<Vec<(Type, u64)>> {
    let (fields, _) = m.types.struct_fields(t)?;
    let (offsets, _) = dl.struct_layout(&m.types, t);
    Some(
        fields
            .iter()
            .zip(offsets)
            .filter(|(f, _)| !is_padding(m, **f))
            .map(|(f, o)| (*f, o))
            .collect(),
    )
}

/// What the shape readers and the comparison share.
struct Walk<'a> {
    m: &'a Module,
    dl: &'a DataLayout,
    decls: Option<&'a HlslDeclarations>,
}

impl Walk<'_> {
    /// A scalar or vector type as a leaf.
    fn leaf(&self, t: Type) -> Option<Shape> {
        match self.m.types.get(t) {
            TypeData::Int(b) => Some(Shape::Leaf {
                bytes: u64::from(*b).div_ceil(8),
                count: 1,
            }),
            TypeData::Float(k) => Some(Shape::Leaf {
                bytes: u64::from(k.bits()) / 8,
                count: 1,
            }),
            TypeData::Vector { len, elem, .. } => match self.leaf(*elem)? {
                Shape::Leaf { bytes, .. } => Some(Shape::Leaf {
                    bytes,
                    count: u64::from(*len),
                }),
                _ => None,
            },
            _ => None,
        }
    }

    /// A cbuffer layout type as HLSL reads it: clang's padded arrays `<{ [N x <{ T, pad
    /// }>], T }>` are arrays of N+1, plain arrays of elements shorter than a row flat
    /// matrices, packed structs structs.
    fn cbuffer_shape(&self, t: Type, depth: u32) -> Shape {
        if let Some(leaf) = self.leaf(t) {
            return leaf;
        }
        if depth > 16 {
            return Shape::Leaf { bytes: 0, count: 0 };
        }
        if let Some((elem, len)) = padded_array(self.m, t) {
            let stride = self
                .m
                .types
                .struct_fields(t)
                .and_then(|(f, _)| f.first().copied())
                .and_then(|a| match self.m.types.get(a) {
                    TypeData::Array { elem, .. } => Some(self.dl.alloc_size(&self.m.types, *elem)),
                    _ => None,
                })
                .unwrap_or(16);
            return Shape::Array {
                elem: Box::new(self.cbuffer_shape(elem, depth + 1)),
                len,
                stride,
            };
        }
        match self.m.types.get(t) {
            TypeData::Array { len, elem } => {
                let size = self.dl.alloc_size(&self.m.types, *elem);
                match self.leaf(*elem) {
                    Some(Shape::Leaf { bytes, count: 1 })
                        if *len > 1 && !size.is_multiple_of(16) =>
                    {
                        Shape::FlatMatrix { bytes, len: *len }
                    }
                    _ => Shape::Array {
                        elem: Box::new(self.cbuffer_shape(*elem, depth + 1)),
                        len: *len,
                        stride: size,
                    },
                }
            }
            _ => {
                let fields = packed_fields(self.m, self.dl, t).unwrap_or_default();
                Shape::Struct {
                    name: struct_name(self.m, t),
                    fields: fields
                        .into_iter()
                        .map(|(f, o)| (self.cbuffer_shape(f, depth + 1), o))
                        .collect(),
                }
            }
        }
    }

    /// A structured buffer's element type as HLSL reads it: `[N x i8]` members are
    /// clang's padding.
    fn natural_shape(&self, t: Type, depth: u32) -> Shape {
        if let Some(leaf) = self.leaf(t) {
            return leaf;
        }
        if depth > 16 {
            return Shape::Leaf { bytes: 0, count: 0 };
        }
        match self.m.types.get(t) {
            TypeData::Array { len, elem } => Shape::Array {
                elem: Box::new(self.natural_shape(*elem, depth + 1)),
                len: *len,
                stride: self.dl.alloc_size(&self.m.types, *elem),
            },
            _ => {
                let Some((fields, _)) = self.m.types.struct_fields(t) else {
                    return Shape::Leaf { bytes: 0, count: 0 };
                };
                let (offsets, _) = self.dl.struct_layout(&self.m.types, t);
                let padding = |f: Type| match self.m.types.get(f) {
                    TypeData::Array { elem, .. } => {
                        matches!(self.m.types.get(*elem), TypeData::Int(8))
                    }
                    _ => false,
                };
                Shape::Struct {
                    name: struct_name(self.m, t),
                    fields: fields
                        .iter()
                        .zip(offsets)
                        .filter(|(f, _)| !padding(**f) && !is_padding(self.m, **f))
                        .map(|(f, o)| (self.natural_shape(*f, depth + 1), o))
                        .collect(),
                }
            }
        }
    }

    /// The HLSL field names of struct `name`, when the source declares it.
    fn field_names(&self, name: Option<&str>, count: usize) -> Vec<String> {
        let declared = name.and_then(|n| self.decls?.structs.get(n));
        (0..count)
            .map(|k| match declared.and_then(|f| f.get(k)) {
                Some(f) => f.name.clone(),
                None => format!("<field {k}>"),
            })
            .collect()
    }

    /// Records where `shape` (at clang's `clang` offset, HLSL's `hlsl`) or a part of
    /// it departs. A part whose start departs is reported alone, not its own parts.
    #[allow(clippy::too_many_arguments)]
    fn compare(
        &self,
        out: &mut Vec<LayoutDeparture>,
        buffer: &str,
        path: &str,
        shape: &Shape,
        clang: u64,
        hlsl: u64,
        packing: Packing,
        matrix: Option<Matrix>,
    ) {
        let push = |out: &mut Vec<LayoutDeparture>, what: String| {
            out.push(LayoutDeparture {
                buffer: buffer.to_string(),
                member: path.to_string(),
                what,
            })
        };
        if clang != hlsl {
            push(out, format!("at byte {clang}, HLSL's {hlsl}"));
            return;
        }
        match shape {
            Shape::Leaf { .. } => {}
            Shape::FlatMatrix { bytes, len } => {
                if let Some(what) = flat_matrix_departure(*bytes, *len, matrix) {
                    push(out, what);
                }
            }
            Shape::Array { elem, len, stride } => {
                let (_, elem_size) = place(elem, 0, packing, None);
                let hlsl_stride = match packing {
                    Packing::Legacy => round_up(elem_size, 16),
                    Packing::Natural => round_up(elem_size, natural_align(elem)),
                };
                if *len > 1 && *stride != hlsl_stride {
                    push(
                        out,
                        format!("elements {stride} bytes apart, HLSL's {hlsl_stride}"),
                    );
                    return;
                }
                let inner = format!("{path}[]");
                self.compare(out, buffer, &inner, elem, 0, 0, packing, None);
            }
            Shape::Struct { name, fields } => {
                let names = self.field_names(name.as_deref(), fields.len());
                let mut end = 0;
                for ((field, offset), field_name) in fields.iter().zip(names) {
                    let matrix = name
                        .as_deref()
                        .and_then(|n| self.decls?.structs.get(n))
                        .and_then(|fs| fs.iter().find(|f| f.name == field_name))
                        .and_then(matrix_of);
                    let (at, size) = place(field, end, packing, matrix);
                    let inner = if path.is_empty() {
                        field_name
                    } else {
                        format!("{path}.{field_name}")
                    };
                    self.compare(out, buffer, &inner, field, *offset, at, packing, matrix);
                    end = at + size;
                }
            }
        }
    }
}

/// A declared matrix: (rows, columns, row_major).
type Matrix = (u64, u64, bool);

/// How a matrix of `len` scalars of `bytes` that clang 22 lays out flat departs from
/// HLSL's cbuffer layout, which gives each column (each row if `row_major`) its own
/// 16-byte row: not at all when there is one such register or it holds four scalars
/// (clang's flat order is the same column order). Without the declaration, only the
/// scalar count is known: a 16-scalar matrix is 4x4; otherwise the warning says on
/// what it depends.
fn flat_matrix_departure(bytes: u64, len: u64, matrix: Option<Matrix>) -> Option<String> {
    match matrix {
        Some((rows, cols, row_major)) => {
            let (registers, per_register) = if row_major {
                (rows, cols)
            } else {
                (cols, rows)
            };
            (registers > 1 && per_register < 4).then(|| {
                let which = if row_major { "row" } else { "column" };
                format!(
                    "a {rows}x{cols} matrix laid out as {len} consecutive {bytes}-byte \
                     scalars; HLSL puts each {which} in its own 16-byte row ({which} k at \
                     byte 16k, clang's at k x {})",
                    per_register * bytes
                )
            })
        }
        None if len == 16 => None,
        None => Some(format!(
            "laid out as {len} consecutive {bytes}-byte scalars: if it is a matrix with \
             columns (rows, if row_major) of fewer than 4 scalars, HLSL puts each in its own \
             16-byte row (give the HLSL source to know)"
        )),
    }
}

/// The matrix shape of field `f`, if it is a matrix (not an array of them).
fn matrix_of(f: &HlslField) -> Option<Matrix> {
    let leaf = HlslLeaf::parse(&f.ty)?;
    (leaf.matrix && f.dims.is_empty()).then_some((
        u64::from(leaf.rows),
        u64::from(leaf.cols),
        f.row_major,
    ))
}

/// The HLSL name of struct type `t`: `%struct.S`, `%S` or clang's `%__cblayout_S`.
fn struct_name(m: &Module, t: Type) -> Option<String> {
    let TypeData::Named(name) = m.types.get(t) else {
        return None;
    };
    let name = name.strip_prefix("struct.").unwrap_or(name);
    let name = name.strip_prefix("__cblayout_").unwrap_or(name);
    // Renamed copies (`S.0`) name the same struct.
    Some(name.split('.').next().unwrap_or(name).to_string())
}

/// `x` rounded up to a multiple of `to`.
fn round_up(x: u64, to: u64) -> u64 {
    x.div_ceil(to.max(1)) * to.max(1)
}

/// The alignment HLSL's natural layout gives `shape`: its largest scalar's size.
fn natural_align(shape: &Shape) -> u64 {
    match shape {
        Shape::Leaf { bytes, .. } | Shape::FlatMatrix { bytes, .. } => (*bytes).max(1),
        Shape::Array { elem, .. } => natural_align(elem),
        Shape::Struct { fields, .. } => fields
            .iter()
            .map(|(f, _)| natural_align(f))
            .max()
            .unwrap_or(1),
    }
}

/// Where HLSL places `shape` when the previous member ended at `end`, and its size.
/// `matrix` is a flat matrix's declared shape.
fn place(shape: &Shape, end: u64, packing: Packing, matrix: Option<Matrix>) -> (u64, u64) {
    match packing {
        Packing::Natural => {
            let at = round_up(end, natural_align(shape));
            let size = match shape {
                Shape::Leaf { bytes, count } => bytes * count,
                Shape::FlatMatrix { bytes, len } => bytes * len,
                Shape::Array { elem, len, .. } => {
                    let (_, e) = place(elem, 0, packing, None);
                    round_up(e, natural_align(elem)) * len
                }
                Shape::Struct { fields, .. } => {
                    let mut end = 0;
                    for (f, _) in fields {
                        let (a, s) = place(f, end, packing, None);
                        end = a + s;
                    }
                    round_up(end, natural_align(shape))
                }
            };
            (at, size)
        }
        Packing::Legacy => match shape {
            Shape::Leaf { bytes, count } => {
                let size = bytes * count;
                let mut at = round_up(end, (*bytes).max(1));
                if at % 16 + size > 16 {
                    at = round_up(at, 16);
                }
                (at, size)
            }
            Shape::FlatMatrix { bytes, len } => {
                let size = match matrix {
                    // Column-major: a row per column, of `rows` scalars.
                    Some((rows, cols, false)) => (cols - 1) * 16 + rows * bytes,
                    Some((rows, cols, true)) => (rows - 1) * 16 + cols * bytes,
                    None => bytes * len,
                };
                (round_up(end, 16), size)
            }
            Shape::Array { elem, len, .. } => {
                let (_, e) = place(elem, 0, packing, None);
                (round_up(end, 16), (len.max(&1) - 1) * round_up(e, 16) + e)
            }
            Shape::Struct { fields, .. } => {
                let mut inner = 0;
                for (f, _) in fields {
                    let (a, s) = place(f, inner, packing, None);
                    inner = a + s;
                }
                (round_up(end, 16), inner)
            }
        },
    }
}

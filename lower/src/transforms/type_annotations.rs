//! `!dx.typeAnnotations` as DXC writes them into the reflection part (STAT): what
//! Direct3D's shader reflection reads to list a constant buffer's variables and a
//! structured buffer's element type.
//!
//! One node of struct annotations, `!{i32 0, %T undef, !{i32 size, field...}, ...}`,
//! for each cbuffer's struct, each structured buffer's wrapper type (one field `h`, its
//! element, and the template argument) and every named struct they hold; a field is
//! `!{i32 6, !"name", [i32 2, !{rows, cols, orientation},] i32 3, offset, [i32 7,
//! component type,] [i32 9, i1 true (a cbuffer member the code reads),] [i32 13,
//! vector size]}`. Offsets and sizes follow the legacy cbuffer layout (16-byte rows),
//! as DXC's do for every struct. One node of function annotations gives each entry an
//! empty return annotation.
//!
//! Clang 22's IR keeps cbuffer member names (the `addrspace(2)` globals of
//! `!hlsl.cbs`); [`reflection_inputs`] records them, and which ones the code reads,
//! before `dxil-cbuffer-access` removes them. Struct field names and what an integer
//! is (signed, unsigned or `bool`) or a matrix's shape come from the HLSL source when
//! one is given ([`HlslDeclarations`]), struct fields first from debug information
//! when the module has it ([`crate::debug_info_types`]); without either, fields are
//! named `f0`, `f1`, ... and integers are signed.

use crate::cbuffer_access::{cbs_globals, cbuffer_layout_type, member_offsets};
use crate::dxil_metadata::type_annotations::{packed_size, tag};
use crate::dxil_metadata::{read_dxil_info, ResourceClass};
use crate::hlsl_declarations::{HlslDeclarations, HlslField, HlslLeaf};
use crate::layout::DataLayout;
use crate::resource_map::ResourceKind;
use dxil_ir::{FloatKind, MdData, Module, Type, TypeData};
use std::collections::HashMap;

/// What lowering removes and the reflection part needs, recorded while it is there:
/// each cbuffer's member names, offsets and read flags (`!hlsl.cbs` and its member
/// globals, which `dxil-cbuffer-access` removes) and clang's data layout (which
/// lowering replaces with DXIL's).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReflectionInputs {
    /// Each cbuffer by name.
    cbuffers: HashMap<String, StashedCBuffer>,
    /// Clang's data layout string.
    source_layout: Option<String>,
}

/// Records what [`ReflectionInputs`] holds of `m`.
pub fn reflection_inputs(m: &mut Module) -> ReflectionInputs {
    let mut out = ReflectionInputs {
        source_layout: m.datalayout.as_deref().map(str::to_owned),
        ..ReflectionInputs::default()
    };
    let Some(cbs) = m.named_metadata.get("hlsl.cbs").cloned() else {
        return out;
    };
    // Uses by code: every use but the `!hlsl.cbs` reference itself.
    m.named_metadata.shift_remove("hlsl.cbs");
    let (_, uses) = crate::rewrite::symbol_uses(m);
    m.named_metadata.insert("hlsl.cbs".into(), cbs.clone());
    let dl = crate::resource_map::module_layout(m);
    for n in cbs {
        let globals = cbs_globals(m, n);
        let Some(Some(cb)) = globals.first().copied() else {
            continue;
        };
        let Some(layout) = cbuffer_layout_type(m, cb) else {
            continue;
        };
        let cb_name = m.globals[cb].name.to_string();
        let name = cb_name.strip_suffix(".cb").unwrap_or(&cb_name).to_string();
        let members = globals
            .iter()
            .skip(1)
            .map(|g| {
                let member = g.map(|g| m.globals[g].name.to_string());
                let read = g.is_some_and(|g| uses.get(&g).copied().unwrap_or(0) > 0);
                (member, read)
            })
            .collect();
        let offsets = member_offsets(m, &dl, layout);
        out.cbuffers
            .insert(name, StashedCBuffer { offsets, members });
    }
    out
}

/// A cbuffer as stashed: each member's offset, and its name (if clang kept its global)
/// and whether the code reads it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct StashedCBuffer {
    offsets: Vec<u64>,
    members: Vec<(Option<String>, bool)>,
}

/// Where a struct's field names and HLSL types come from.
enum StructSource {
    /// A cbuffer: its stashed members and its declared members, if known.
    CBuffer(StashedCBuffer, Option<Vec<HlslField>>),
    /// A structured buffer's wrapper: its element's declared type, if known, and the
    /// buffer's stride.
    Wrapper(Option<String>, Option<u32>),
    /// A named struct: its declared fields, if known, and (a structured buffer's
    /// element) the stride it is padded to.
    Struct(Option<Vec<HlslField>>, Option<u32>),
}

/// Writes `!dx.typeAnnotations` for `m`'s resources and entries, from what lowering
/// recorded (`inputs`) and the source's declarations (`hlsl`), when given.
pub fn emit_type_annotations(
    m: &mut Module,
    inputs: &ReflectionInputs,
    hlsl: Option<&HlslDeclarations>,
) {
    let members = &inputs.cbuffers;
    let layout = inputs.source_layout.as_deref().map(DataLayout::parse);
    if let Some(h) = hlsl {
        shape_resources_as_declared(m, h);
    }
    let Ok(info) = read_dxil_info(m) else {
        return;
    };
    let mut w = Writer {
        hlsl,
        debug_structs: crate::debug_info_types::debug_info_structs(m),
        source_layout: layout,
        done: Vec::new(),
        structs: Vec::new(),
    };
    let lists = [
        &info.resources.cbvs,
        &info.resources.uavs,
        &info.resources.srvs,
    ];
    for r in lists.into_iter().flatten() {
        let Some(ty) = r.symbol_type.map(|t| strip_arrays(m, t)) else {
            continue;
        };
        match r.class {
            ResourceClass::Cbv => {
                let own = members.get(&r.name).cloned().unwrap_or_default();
                let declared = hlsl.and_then(|h| h.cbuffers.get(&r.name)).cloned();
                w.annotate(m, ty, StructSource::CBuffer(own, declared), Some(r.shape));
            }
            ResourceClass::Srv | ResourceClass::Uav
                if r.shape == ResourceKind::StructuredBuffer as u32 =>
            {
                let declared = hlsl
                    .and_then(|h| h.variables.get(&r.name))
                    .and_then(|v| template_argument(&v.ty));
                w.annotate(m, ty, StructSource::Wrapper(declared, r.stride), None);
            }
            _ => {}
        }
    }
    let mut lists = Vec::new();
    if !w.structs.is_empty() {
        let mut ops = vec![Some(md_int(m, 32, 0))];
        ops.extend(w.structs.iter().copied().map(Some));
        lists.push(node(m, ops));
    }
    // Each entry function as its `!dx.entryPoints` record names it.
    let entries: Vec<Option<dxil_ir::Md>> = m
        .named_metadata
        .get("dx.entryPoints")
        .into_iter()
        .flatten()
        .filter_map(|&n| match m.metadata.get(n) {
            Some(MdData::Node { ops, .. }) => ops.first().copied().flatten().map(Some),
            _ => None,
        })
        .collect();
    if !entries.is_empty() {
        let mut ops = vec![Some(md_int(m, 32, 1))];
        for f in entries {
            let empty = node(m, Vec::new());
            let qualifier = md_int(m, 32, 0);
            let ret = node(m, vec![Some(qualifier), Some(empty), Some(empty)]);
            let params = node(m, vec![Some(ret)]);
            ops.push(f);
            ops.push(Some(params));
        }
        lists.push(node(m, ops));
    }
    if !lists.is_empty() {
        m.named_metadata.insert("dx.typeAnnotations".into(), lists);
    }
}

/// Gives resource symbols the shape the HLSL source declares: a structured buffer
/// whose declared element differs from its wrapper type's name gets a wrapper of its
/// own, named as declared (`StructuredBuffer<int4>`: clang's buffer types do not tell
/// `int` from `uint`, so two buffers may share one wrapper where their annotations
/// must differ), and an array declared with several dimensions (`T r[2][3]`, which
/// clang flattens to one range) gets them back.
fn shape_resources_as_declared(m: &mut Module, hlsl: &HlslDeclarations) {
    let lists: Vec<dxil_ir::Md> = m
        .named_metadata
        .get("dx.resources")
        .and_then(|l| l.first().copied())
        .and_then(|n| match m.metadata.get(n) {
            Some(MdData::Node { ops, .. }) => Some(ops.iter().flatten().copied().collect()),
            _ => None,
        })
        .unwrap_or_default();
    for list in lists {
        let records: Vec<dxil_ir::Md> = match m.metadata.get(list) {
            Some(MdData::Node { ops, .. }) => ops.iter().flatten().copied().collect(),
            _ => continue,
        };
        for r in records {
            let MdData::Node { ops, .. } = &m.metadata[r] else {
                continue;
            };
            let (Some(sym), Some(name)) =
                (ops.get(1).copied().flatten(), ops.get(2).copied().flatten())
            else {
                continue;
            };
            let Some(declared) = m
                .md_string(name)
                .and_then(|n| hlsl.variables.get(&*String::from_utf8_lossy(n)))
                .cloned()
            else {
                continue;
            };
            let Some(MdData::Value { ty: ptr, .. }) = m.metadata.get(sym) else {
                continue;
            };
            let TypeData::TypedPtr { pointee, addrspace } = *m.types.get(*ptr) else {
                continue;
            };
            let (elem, range) = match *m.types.get(pointee) {
                TypeData::Array { elem, len } => (elem, Some(len)),
                _ => (pointee, None),
            };
            let elem = declared_wrapper(m, elem, &declared.ty.replace(' ', "")).unwrap_or(elem);
            let flat = declared.dims.iter().map(|&d| u64::from(d)).product::<u64>();
            let shaped = match range {
                Some(len) if declared.dims.len() > 1 && flat == len => declared
                    .dims
                    .iter()
                    .rev()
                    .fold(elem, |t, &d| m.types.array(t, u64::from(d))),
                Some(len) => m.types.array(elem, len),
                None => elem,
            };
            if shaped == pointee {
                continue;
            }
            let ty = m.types.typed_ptr(shaped, addrspace);
            let value = m.consts.undef(ty);
            let md = m.metadata.alloc(MdData::Value { ty, value });
            if let MdData::Node { ops, .. } = &mut m.metadata[r] {
                ops[1] = Some(md);
            }
        }
    }
}

/// A structured buffer's wrapper named as `declared` (`RWStructuredBuffer<uint2>`)
/// with `wrapper`'s body, when its name differs.
fn declared_wrapper(m: &mut Module, wrapper: Type, declared: &str) -> Option<Type> {
    let TypeData::Named(current) = m.types.get(wrapper) else {
        return None;
    };
    if **current == *declared || !declared.contains("StructuredBuffer<") {
        return None;
    }
    let (fields, packed) = m
        .types
        .struct_fields(wrapper)
        .map(|(f, p)| (f.to_vec(), p))?;
    Some(if m.types.named.contains_key(declared) {
        m.types.named(declared)
    } else {
        m.types
            .define_named(declared, dxil_ir::StructBody::Fields { fields, packed })
    })
}

struct Writer<'h> {
    hlsl: Option<&'h HlslDeclarations>,
    /// Struct fields the debug information describes (preferred to `hlsl`'s).
    debug_structs: HashMap<String, Vec<HlslField>>,
    /// Clang's data layout, for structs in buffers.
    source_layout: Option<DataLayout>,
    /// Struct types annotated already.
    done: Vec<Type>,
    /// `%T undef, !{...}` operand pairs, in order.
    structs: Vec<dxil_ir::Md>,
}

impl Writer<'_> {
    /// Annotates the named struct `ty` (and the named structs it holds).
    fn annotate(&mut self, m: &mut Module, ty: Type, source: StructSource, size: Option<u32>) {
        if self.done.contains(&ty) || !matches!(m.types.get(ty), TypeData::Named(_)) {
            return;
        }
        let Some(fields) = m.types.struct_fields(ty).map(|(f, _)| f.to_vec()) else {
            return;
        };
        self.done.push(ty);
        // A struct in a buffer is laid out where clang's layout puts its members; its
        // padding, explicit or not, becomes members Direct3D's packing sizes right.
        let (fields, padding) = match (&source, &self.source_layout) {
            (StructSource::Struct(_, stride), Some(dl)) => {
                explicit_layout(m, dl, ty, &fields, *stride)
            }
            _ => {
                let padding = fields.iter().map(|f| is_padding(m, *f)).collect();
                (fields, padding)
            }
        };
        let (mut offsets, layout_size) = cbuffer_layout(m, &fields);
        // A cbuffer's members are where clang's layout put them.
        if let StructSource::CBuffer(stash, _) = &source {
            if stash.offsets.len() == fields.len() {
                offsets.clone_from(&stash.offsets);
            }
        }
        let mut annotations = vec![Some(md_int(
            m,
            32,
            i128::from(size.unwrap_or(layout_size as u32)),
        ))];
        for (k, &field) in fields.iter().enumerate() {
            let (name, declared, used) = match &source {
                StructSource::CBuffer(stash, declared) => {
                    let (kept, used) = stash.members.get(k).cloned().unwrap_or_default();
                    // The declaration in order, when it has as many members.
                    let in_order = declared
                        .as_ref()
                        .filter(|d| d.len() == fields.len())
                        .and_then(|d| d.get(k));
                    let name = kept
                        .or_else(|| in_order.map(|d| d.name.clone()))
                        .unwrap_or_else(|| format!("f{k}"));
                    let declared = self
                        .hlsl
                        .and_then(|h| h.variables.get(&name))
                        .or(in_order)
                        .cloned();
                    (name, declared, Some(used))
                }
                StructSource::Wrapper(elem, _) => (
                    "h".to_string(),
                    elem.clone().map(|ty| HlslField {
                        name: "h".into(),
                        ty,
                        row_major: false,
                        dims: Vec::new(),
                    }),
                    None,
                ),
                StructSource::Struct(declared, _) => {
                    // Clang's padding members (`[N x i8]`) have no declaration.
                    let ordinal = padding[..k].iter().filter(|p| !**p).count();
                    let d = declared
                        .as_ref()
                        .filter(|_| !padding[k])
                        .and_then(|d| d.get(ordinal))
                        .cloned();
                    let name = d
                        .as_ref()
                        .map_or_else(|| format!("f{k}"), |d| d.name.clone());
                    (name, d, None)
                }
            };
            let ops = self.field(m, field, &name, declared.as_ref(), offsets[k], used);
            annotations.push(Some(node(m, ops)));
        }
        if let StructSource::Wrapper(..) = source {
            let undef = undef_md(m, fields[0]);
            let zero = md_int(m, 32, 0);
            let arg = node(m, vec![Some(zero), Some(undef)]);
            let args = node(m, vec![Some(arg)]);
            let zero = md_int(m, 32, 0);
            annotations.push(Some(node(m, vec![Some(zero), Some(args)])));
        }
        let key = undef_md(m, ty);
        let value = node(m, annotations);
        self.structs.push(key);
        self.structs.push(value);
        // The named structs the fields hold, after this one (DXC's order differs, which
        // no reader depends on).
        let stride = match &source {
            StructSource::Wrapper(_, stride) => *stride,
            _ => None,
        };
        for &field in &fields {
            let leaf = strip_arrays(m, field);
            if let TypeData::Named(name) = m.types.get(leaf) {
                let short = name.strip_prefix("struct.").unwrap_or(name);
                let declared = self
                    .debug_structs
                    .get(short)
                    .or_else(|| self.hlsl.and_then(|h| h.structs.get(short)))
                    .cloned();
                let stride = stride.filter(|_| leaf == field);
                self.annotate(m, leaf, StructSource::Struct(declared, stride), None);
            }
        }
    }

    /// The operands of one field's annotation.
    fn field(
        &self,
        m: &mut Module,
        ty: Type,
        name: &str,
        declared: Option<&HlslField>,
        offset: u64,
        used: Option<bool>,
    ) -> Vec<Option<dxil_ir::Md>> {
        let mut ops = vec![Some(md_int(m, 32, tag::NAME)), Some(md_string(m, name))];
        let leaf_decl = declared.and_then(|d| HlslLeaf::parse(&d.ty));
        let leaf = strip_arrays(m, ty);
        if let Some(l) = leaf_decl.filter(|l| l.matrix) {
            let orientation = if declared.is_some_and(|d| d.row_major) {
                1
            } else {
                2
            };
            let dims = [i128::from(l.rows), i128::from(l.cols), orientation];
            let dims: Vec<_> = dims.iter().map(|&v| Some(md_int(m, 32, v))).collect();
            ops.push(Some(md_int(m, 32, tag::MATRIX)));
            ops.push(Some(node(m, dims)));
        }
        ops.push(Some(md_int(m, 32, tag::OFFSET)));
        ops.push(Some(md_int(m, 32, i128::from(offset as u32))));
        let (scalar, lanes) = match m.types.get(leaf) {
            TypeData::Vector { len, elem, .. } => (*elem, Some(*len)),
            _ => (leaf, None),
        };
        if let Some(ct) = component_type(m, scalar, leaf_decl) {
            ops.push(Some(md_int(m, 32, tag::COMPONENT_TYPE)));
            ops.push(Some(md_int(m, 32, ct)));
        }
        if used == Some(true) {
            ops.push(Some(md_int(m, 32, tag::CBUFFER_USED)));
            ops.push(Some(md_int(m, 1, 1)));
        }
        if let Some(n) = lanes.filter(|_| !leaf_decl.is_some_and(|l| l.matrix)) {
            ops.push(Some(md_int(m, 32, tag::VECTOR_SIZE)));
            ops.push(Some(md_int(m, 32, i128::from(n))));
        }
        ops
    }
}

/// DXIL's component type of a scalar LLVM type, with the HLSL declaration telling
/// signed from unsigned and `bool` from `int` (signed when not declared).
fn component_type(m: &Module, scalar: Type, declared: Option<HlslLeaf>) -> Option<i128> {
    let unsigned = declared.is_some_and(|d| d.unsigned);
    let boolean = declared.is_some_and(|d| d.boolean);
    Some(match m.types.get(scalar) {
        TypeData::Int(1) => 1,
        TypeData::Int(_) if boolean => 1,
        TypeData::Int(16) => 2 + i128::from(unsigned),
        TypeData::Int(32) => 4 + i128::from(unsigned),
        TypeData::Int(64) => 6 + i128::from(unsigned),
        TypeData::Float(FloatKind::Half) => 8,
        TypeData::Float(FloatKind::Float) => 9,
        TypeData::Float(FloatKind::Double) => 10,
        _ => return None,
    })
}

/// The element type of `HLSL<T>` (`RWStructuredBuffer<uint2>` gives `uint2`).
fn template_argument(ty: &str) -> Option<String> {
    let (_, rest) = ty.split_once('<')?;
    Some(rest.strip_suffix('>')?.trim().to_string())
}

/// `ty`'s fields as Direct3D's reflection must see them to find each member where
/// clang's layout `dl` puts it (Direct3D packs a structured buffer's element: each
/// scalar at a multiple of its size): clang's explicit padding bytes (`[N x i8]`,
/// which Direct3D would count as 4 bytes each) are dropped and every gap between
/// where Direct3D would put a member and where clang does, and before `stride` at the
/// end, becomes a padding member of 32- or 16-bit words. The struct is redefined with
/// them (only the STAT module's copy of the type changes); the second list marks the
/// padding members.
fn explicit_layout(
    m: &mut Module,
    dl: &DataLayout,
    ty: Type,
    fields: &[Type],
    stride: Option<u32>,
) -> (Vec<Type>, Vec<bool>) {
    let (offsets, _) = dl.struct_layout(&m.types, ty);
    // Each member with whether it is padding.
    let mut out: Vec<(Type, bool)> = Vec::with_capacity(fields.len());
    let mut at: u32 = 0;
    let pad_to = |m: &mut Module, at: &mut u32, target: u32, out: &mut Vec<(Type, bool)>| {
        if target > *at {
            out.push((words(m, *at, target - *at), true));
            *at = target;
        }
    };
    for (&f, &offset) in fields.iter().zip(&offsets) {
        if is_padding(m, f) {
            continue;
        }
        let (size, align) = packed_size(m, f);
        let offset = offset as u32;
        if offset > at.div_ceil(align) * align {
            pad_to(m, &mut at, offset, &mut out);
        }
        out.push((f, false));
        at = at.div_ceil(align) * align + size;
    }
    if let Some(stride) = stride {
        pad_to(m, &mut at, stride, &mut out);
    }
    let (out, padding): (Vec<Type>, Vec<bool>) = out.into_iter().unzip();
    if out != fields {
        redefine(m, ty, out.clone());
    }
    (out, padding)
}

/// `bytes` of padding at offset `at`, as the widest words (32, 16 or 8 bits) that
/// divide both, so that Direct3D's packing keeps them at `at`.
fn words(m: &mut Module, at: u32, bytes: u32) -> Type {
    let word = [4, 2, 1]
        .into_iter()
        .find(|w| bytes.is_multiple_of(*w) && at.is_multiple_of(*w))
        .unwrap_or(1);
    let int = m.types.int(word * 8);
    m.types.array(int, u64::from(bytes / word))
}

/// Gives the named struct `ty` the fields `fields`.
fn redefine(m: &mut Module, ty: Type, fields: Vec<Type>) {
    let (TypeData::Named(name), Some((_, packed))) =
        (m.types.get(ty).clone(), m.types.struct_fields(ty))
    else {
        return;
    };
    m.types
        .define_named(&name, dxil_ir::StructBody::Fields { fields, packed });
}

/// Whether `t` is clang's explicit padding in a struct: bytes, which no HLSL type has.
fn is_padding(m: &Module, t: Type) -> bool {
    matches!(m.types.get(strip_arrays(m, t)), TypeData::Int(8))
}

fn strip_arrays(m: &Module, mut t: Type) -> Type {
    while let TypeData::Array { elem, .. } = m.types.get(t) {
        t = *elem;
    }
    t
}

/// Field offsets and size of a struct with `fields` in the legacy cbuffer layout:
/// structs and arrays start a 16-byte row (each array element too), and a scalar or
/// vector moves to the next row rather than cross one; the size ends at the last
/// field's end, without rounding.
fn cbuffer_layout(m: &Module, fields: &[Type]) -> (Vec<u64>, u64) {
    let mut offsets = Vec::with_capacity(fields.len());
    let mut at: u64 = 0;
    for &f in fields {
        let size = cbuffer_size(m, f);
        let starts_row = matches!(
            m.types.get(f),
            TypeData::Array { .. } | TypeData::Named(_) | TypeData::Struct { .. }
        );
        let align = scalar_bytes(m, f).max(1);
        at = at.div_ceil(align) * align;
        if starts_row || (at % 16 + size > 16) {
            at = at.div_ceil(16) * 16;
        }
        offsets.push(at);
        at += size;
    }
    (offsets, at)
}

/// The size of `t` in the legacy cbuffer layout.
fn cbuffer_size(m: &Module, t: Type) -> u64 {
    match m.types.get(t) {
        TypeData::Array { len: 0, .. } => 0,
        TypeData::Array { len, elem } => {
            let e = cbuffer_size(m, *elem);
            (len - 1) * e.div_ceil(16) * 16 + e
        }
        TypeData::Vector { len, elem, .. } => u64::from(*len) * scalar_bytes(m, *elem),
        TypeData::Named(_) | TypeData::Struct { .. } => {
            let fields = m
                .types
                .struct_fields(t)
                .map(|(f, _)| f.to_vec())
                .unwrap_or_default();
            cbuffer_layout(m, &fields).1
        }
        _ => scalar_bytes(m, t),
    }
}

/// The bytes of `t`'s scalars (i1 and i8 take 4, as in DXIL's layout).
fn scalar_bytes(m: &Module, t: Type) -> u64 {
    match m.types.get(t) {
        TypeData::Int(b) if *b > 32 => 8,
        TypeData::Int(16) => 2,
        TypeData::Int(_) => 4,
        TypeData::Float(FloatKind::Half) => 2,
        TypeData::Float(FloatKind::Double) => 8,
        TypeData::Float(_) => 4,
        TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => scalar_bytes(m, *elem),
        _ => 4,
    }
}

fn node(m: &mut Module, ops: Vec<Option<dxil_ir::Md>>) -> dxil_ir::Md {
    m.metadata.alloc(MdData::Node {
        distinct: false,
        ops,
    })
}

fn md_int(m: &mut Module, bits: u32, v: i128) -> dxil_ir::Md {
    let ty = m.types.int(bits);
    let value = m.consts.int(ty, bits, v);
    m.metadata.alloc(MdData::Value { ty, value })
}

fn md_string(m: &mut Module, s: &str) -> dxil_ir::Md {
    m.metadata.alloc(MdData::String(s.as_bytes().to_vec()))
}

fn undef_md(m: &mut Module, ty: Type) -> dxil_ir::Md {
    let value = m.consts.undef(ty);
    m.metadata.alloc(MdData::Value { ty, value })
}

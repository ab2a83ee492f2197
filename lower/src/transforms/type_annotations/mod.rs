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
//! when the module has it ([`crate::frontend::debug_info_types`]); without either, fields are
//! named `f0`, `f1`, ... and integers are signed.

use crate::frontend::hlsl_declarations::{HlslDeclarations, HlslField, HlslLeaf};
use dxil_ir::edit::{md_int, md_node, md_string, md_value};
use dxil_ir::{FloatKind, MdData, Module, Type, TypeData};
use dxil_model::layout::DataLayout;
use dxil_model::metadata::type_annotations::tag;
use dxil_model::metadata::{read_dxil_info, ResourceClass};
use dxil_model::{ComponentType, ResourceKind};
use rustc_hash::FxHashMap;

mod inputs;
mod layout;
mod shape;

use inputs::StashedCBuffer;
pub use inputs::{
    reflection_inputs, stash_reflection_inputs, take_reflection_inputs, ReflectionInputs,
    REFLECTION_STASH,
};
use layout::{cbuffer_layout, explicit_layout, is_byte_padding};
use shape::shape_resources_as_declared;

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
        debug_structs: crate::frontend::debug_info_types::debug_info_structs(m),
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
        let Some(ty) = r.symbol_type.map(|t| m.types.innermost_element(t)) else {
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
        lists.push(md_node(m, ops));
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
            let empty = md_node(m, Vec::new());
            let qualifier = md_int(m, 32, 0);
            let ret = md_node(m, vec![Some(qualifier), Some(empty), Some(empty)]);
            let params = md_node(m, vec![Some(ret)]);
            ops.push(f);
            ops.push(Some(params));
        }
        lists.push(md_node(m, ops));
    }
    if !lists.is_empty() {
        m.named_metadata.insert("dx.typeAnnotations".into(), lists);
    }
}

struct Writer<'h> {
    hlsl: Option<&'h HlslDeclarations>,
    /// Struct fields the debug information describes (preferred to `hlsl`'s).
    debug_structs: FxHashMap<String, Vec<HlslField>>,
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
                let padding = fields.iter().map(|f| is_byte_padding(m, *f)).collect();
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
            i64::from(size.unwrap_or(layout_size as u32)),
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
            annotations.push(Some(md_node(m, ops)));
        }
        if let StructSource::Wrapper(..) = source {
            let undef = {
                let undef = m.consts.undef(fields[0]);
                md_value(m, fields[0], undef)
            };
            let zero = md_int(m, 32, 0);
            let arg = md_node(m, vec![Some(zero), Some(undef)]);
            let args = md_node(m, vec![Some(arg)]);
            let zero = md_int(m, 32, 0);
            annotations.push(Some(md_node(m, vec![Some(zero), Some(args)])));
        }
        let undef = m.consts.undef(ty);
        let key = md_value(m, ty, undef);
        let value = md_node(m, annotations);
        self.structs.push(key);
        self.structs.push(value);
        // The named structs the fields hold, after this one (DXC's order differs, which
        // no reader depends on).
        let stride = match &source {
            StructSource::Wrapper(_, stride) => *stride,
            _ => None,
        };
        for &field in &fields {
            let leaf = m.types.innermost_element(field);
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
        let mut ops = vec![
            Some(md_int(m, 32, tag::NAME as i64)),
            Some(md_string(m, name)),
        ];
        let leaf_decl = declared.and_then(|d| HlslLeaf::parse(&d.ty));
        let leaf = m.types.innermost_element(ty);
        if let Some(l) = leaf_decl.filter(|l| l.matrix) {
            let orientation = if declared.is_some_and(|d| d.row_major) {
                1
            } else {
                2
            };
            let dims = [i64::from(l.rows), i64::from(l.cols), orientation];
            let dims: Vec<_> = dims.iter().map(|&v| Some(md_int(m, 32, v))).collect();
            ops.push(Some(md_int(m, 32, tag::MATRIX as i64)));
            ops.push(Some(md_node(m, dims)));
        }
        ops.push(Some(md_int(m, 32, tag::OFFSET as i64)));
        ops.push(Some(md_int(m, 32, i64::from(offset as u32))));
        let (scalar, lanes) = match m.types.get(leaf) {
            TypeData::Vector { len, elem, .. } => (*elem, Some(*len)),
            _ => (leaf, None),
        };
        if let Some(ct) = component_type(m, scalar, leaf_decl) {
            ops.push(Some(md_int(m, 32, tag::COMPONENT_TYPE as i64)));
            ops.push(Some(md_int(m, 32, ct as i64)));
        }
        if used == Some(true) {
            ops.push(Some(md_int(m, 32, tag::CBUFFER_USED as i64)));
            ops.push(Some(md_int(m, 1, 1)));
        }
        if let Some(n) = lanes.filter(|_| !leaf_decl.is_some_and(|l| l.matrix)) {
            ops.push(Some(md_int(m, 32, tag::VECTOR_SIZE as i64)));
            ops.push(Some(md_int(m, 32, i64::from(n))));
        }
        ops
    }
}

/// DXIL's component type of a scalar LLVM type, with the HLSL declaration telling
/// signed from unsigned and `bool` from `int` (signed when not declared).
fn component_type(m: &Module, scalar: Type, declared: Option<HlslLeaf>) -> Option<ComponentType> {
    let unsigned = declared.is_some_and(|d| d.unsigned);
    let boolean = declared.is_some_and(|d| d.boolean);
    let int = |signed, unsigned_ty| if unsigned { unsigned_ty } else { signed };
    Some(match m.types.get(scalar) {
        TypeData::Int(1) => ComponentType::I1,
        TypeData::Int(_) if boolean => ComponentType::I1,
        TypeData::Int(16) => int(ComponentType::I16, ComponentType::U16),
        TypeData::Int(32) => int(ComponentType::I32, ComponentType::U32),
        TypeData::Int(64) => int(ComponentType::I64, ComponentType::U64),
        TypeData::Float(FloatKind::Half) => ComponentType::F16,
        TypeData::Float(FloatKind::Float) => ComponentType::F32,
        TypeData::Float(FloatKind::Double) => ComponentType::F64,
        _ => return None,
    })
}

/// The element type of `HLSL<T>` (`RWStructuredBuffer<uint2>` gives `uint2`).
fn template_argument(ty: &str) -> Option<String> {
    let (_, rest) = ty.split_once('<')?;
    Some(rest.strip_suffix('>')?.trim().to_string())
}

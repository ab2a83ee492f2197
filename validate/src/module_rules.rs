//! Rules on the module's declarations and metadata: versions, reserved names,
//! function attributes, resources and constant buffers.
//!
//! - `META.VERSIONSUPPORTED`: DXIL and validator versions up to 1.10 (DXC 1.10's);
//!   `META.TARGET`: the triple is `dxil-ms-dx`; `SM.DXILVERSION`: shader model 6.x
//!   is DXIL 1.x; `SM.NAME`: the shader model is one DXIL has (6.0 to 6.10, and a
//!   library's offline 6.x).
//! - `DECL.DXILNSRESERVED`: `%dx.types.*` names only for DXIL's own structs.
//! - `META.KNOWN`: named metadata only of the names DXIL knows.
//! - `DECL.FNATTRIBUTE`: functions carry only the string attributes DXIL knows.
//! - `SM.RESOURCERANGEOVERLAP`: resources of a class and space bind disjoint registers.
//! - `META.TEXTURETYPE`: typed resources' elements fit in four 32-bit values;
//!   `META.STRUCTBUFALIGNMENTOUTOFBOUND`: structured-buffer strides up to 2048 bytes,
//!   `META.STRUCTBUFALIGNMENT`: and a multiple of 4 with min-precision 16-bit types;
//!   `META.COHERENCENOTONAPPENDCONSUME`: coherent UAVs have no counter;
//!   `INSTR.REORDERCOHERENTREQUIRESSM69`: reorder-coherent UAVs from shader model 6.9;
//!   `META.WELLFORMED`: a constant buffer whose symbol is no array binds one register;
//!   `SM.CBUFFERTEMPLATETYPEMUSTBESTRUCT`: a constant buffer's symbol is a struct (or
//!   an array of them).
//! - `SM.CBUFFEROFFSETOVERLAP`, `SM.CBUFFERELEMENTOVERFLOW`: the members a constant
//!   buffer's type annotation places do not overlap and fit in its size.

use super::Validation;
use dxil_ir::{Attribute, Module, Type, TypeData};
use dxil_model::dx_types::{DxStruct, PREFIX};
use dxil_model::layout::DataLayout;
use dxil_model::metadata::type_annotations::{
    read_struct_annotations, scalar_bytes, MatrixShape, StructAnnotation,
};
use dxil_model::metadata::{is_known_named_metadata, Resource, ResourceClass};
use dxil_model::{DxilInfo, ShaderKind, ShaderModel};
use rustc_hash::FxHashMap;

/// The target triple of every DXIL module.
const DXIL_TRIPLE: &str = "dxil-ms-dx";

/// The newest DXIL and validator version this validator knows (DXC 1.10's).
const NEWEST_VERSION: (u32, u32) = (1, 10);

/// String function attributes DXIL modules carry.
const KNOWN_STRING_ATTRIBUTES: [&str; 2] = ["fp32-denorm-mode", "waveops-include-helper-lanes"];

/// Overloaded `%dx.types.*` families (a prefix of the name after `dx.types.`).
const OVERLOADED_DX_TYPES: [&str; 3] = ["ResRet.", "CBufRet.", "LinAlgMatrix"];

/// Checks the module's declaration and metadata rules into `v`.
pub(super) fn check_module(m: &Module, info: &DxilInfo, v: &mut Validation) {
    for (what, version) in [
        ("Dxil", Some(info.dxil_version)),
        ("Validator", info.validator_version),
    ] {
        if let Some((major, minor)) = version.filter(|&ver| ver > NEWEST_VERSION) {
            v.push(
                "META.VERSIONSUPPORTED",
                format!(
                    "{what} version in metadata ({major}.{minor}) is not supported; maximum: \
                     ({}.{})",
                    NEWEST_VERSION.0, NEWEST_VERSION.1
                ),
                "module metadata".into(),
            );
        }
    }
    let sm = info.shader_model;
    if !known_shader_model(sm) {
        v.push(
            "SM.NAME",
            format!("Unknown shader model '{sm}'."),
            "module metadata".into(),
        );
    }
    if sm.major == 6 && info.dxil_version != (1, sm.minor) {
        let (major, minor) = info.dxil_version;
        v.push(
            "SM.DXILVERSION",
            format!(
                "Shader model {sm} requires Dxil Version 1.{}, not {major}.{minor}.",
                sm.minor
            ),
            "module metadata".into(),
        );
    }
    if m.triple.as_deref() != Some(DXIL_TRIPLE) {
        v.push(
            "META.TARGET",
            format!(
                "Unknown target triple '{}': DXIL's is '{DXIL_TRIPLE}'",
                m.triple.as_deref().unwrap_or("")
            ),
            "module".into(),
        );
    }
    check_reserved_names(m, v);
    check_named_metadata(m, sm, v);
    for (_, f) in m.functions.iter() {
        for attr in &f.attrs.func.0 {
            if let Attribute::Str(key, value) = attr {
                if !KNOWN_STRING_ATTRIBUTES.contains(&key.as_ref()) {
                    v.push(
                        "DECL.FNATTRIBUTE",
                        format!(
                            "@{} contains invalid attribute '{key}' with value '{}'",
                            f.name,
                            value.as_deref().unwrap_or("")
                        ),
                        super::function_location(f),
                    );
                }
            }
        }
    }
    check_resources(m, info, v);
    super::resource_record_rules::check_resource_records(info, v);
    super::decl_rules::check_declarations(m, info, v);
    check_cbuffers(m, info, v);
}

fn check_reserved_names(m: &Module, v: &mut Validation) {
    for (_, data) in m.types.iter() {
        let TypeData::Named(name) = data else {
            continue;
        };
        let Some(short) = name.strip_prefix(PREFIX) else {
            continue;
        };
        let known = DxStruct::from_short_name(short).is_some()
            || OVERLOADED_DX_TYPES.iter().any(|p| short.starts_with(p));
        if !known {
            v.push(
                "DECL.DXILNSRESERVED",
                format!("Declaration '%{name}' uses a reserved prefix"),
                "module types".into(),
            );
        }
    }
}

fn check_resources(m: &Module, info: &DxilInfo, v: &mut Validation) {
    let library = info.shader_model.kind == ShaderKind::Library;
    // Shader flag 23: 16-bit types are native, not min precision.
    let min_precision =
        (super::entry_rules::entries(info).iter()).all(|(e, _)| e.shader_flags & (1 << 23) == 0);
    let layout = DataLayout::of_dxc_module(m);
    for r in info.resources.iter() {
        let at = format!("resource {}", r.label());
        // Resource kinds 1 to 10 are textures and typed buffers.
        let typed = matches!(r.class, ResourceClass::Srv | ResourceClass::Uav)
            && (1..=10).contains(&r.shape);
        if typed {
            if let Some(bytes) = element_bytes(m, &layout, r).filter(|&b| b > 16) {
                v.push(
                    "META.TEXTURETYPE",
                    format!(
                        "elements of typed buffers and textures must fit in four 32-bit \
                         quantities ({bytes} bytes)"
                    ),
                    at.clone(),
                );
            }
        }
        // Resource kind 12: a structured buffer.
        let stride = r.stride.filter(|_| r.kind() == 12);
        if let Some(stride) = stride.filter(|s| s % 4 != 0 && min_precision) {
            v.push(
                "META.STRUCTBUFALIGNMENT",
                format!(
                    "structured buffer element size must be a multiple of 4 bytes (actual \
                     size {stride} bytes)"
                ),
                at.clone(),
            );
        }
        if let Some(stride) = r.stride.filter(|&s| s > 2048) {
            v.push(
                "META.STRUCTBUFALIGNMENTOUTOFBOUND",
                format!(
                    "structured buffer elements cannot be larger than 2048 bytes (actual size \
                     {stride} bytes)"
                ),
                at.clone(),
            );
        }
        if r.class == ResourceClass::Cbv {
            check_cbuffer_symbol(m, r, &at, v);
        }
        // Resource tag 4: reorder coherent (shader model 6.9).
        let reorder_coherent = r.other_tags.iter().any(|&(t, v)| t == 4 && v != 0);
        if r.has_counter && (r.globally_coherent || reorder_coherent) {
            v.push(
                "META.COHERENCENOTONAPPENDCONSUME",
                "globally or reorder coherent cannot be used with append/consume buffers or \
                 counters"
                    .into(),
                at.clone(),
            );
        }
        if reorder_coherent && !info.shader_model.at_least(6, 9) {
            v.push(
                "INSTR.REORDERCOHERENTREQUIRESSM69",
                format!("reordercoherent requires SM 6.9 or later. '{}'", r.name),
                at.clone(),
            );
        }
    }
    if library {
        return;
    }
    for class in [
        &info.resources.srvs,
        &info.resources.uavs,
        &info.resources.cbvs,
        &info.resources.samplers,
    ] {
        if !any_ranges_overlap(class) {
            continue;
        }
        for (n, a) in class.iter().enumerate() {
            let overlapped = class[..n].iter().any(|b| {
                b.space == a.space
                    && a.lower_bound <= b.upper_bound()
                    && b.lower_bound <= a.upper_bound()
            });
            if overlapped {
                v.push(
                    "SM.RESOURCERANGEOVERLAP",
                    format!(
                        "Resource {} with base {} size {} overlap",
                        a.name, a.lower_bound, a.range_size
                    ),
                    format!("resource '{}'", a.name),
                );
            }
        }
    }
}

/// Whether any two of `class`'s register ranges in one space overlap: sorted by space
/// and first register, some range starts before the furthest end of those before it.
/// (Valid modules have none, so which ones overlap is only worked out pair by pair when
/// some do.)
fn any_ranges_overlap(class: &[Resource]) -> bool {
    let mut ranges: Vec<(u32, u32, u32)> = class
        .iter()
        .map(|r| (r.space, r.lower_bound, r.upper_bound()))
        .collect();
    ranges.sort_unstable();
    let mut furthest: Option<(u32, u32)> = None;
    for (space, lower, upper) in ranges {
        match &mut furthest {
            Some((s, end)) if *s == space => {
                if lower <= *end {
                    return true;
                }
                *end = (*end).max(upper);
            }
            _ => furthest = Some((space, upper)),
        }
    }
    false
}

/// A constant buffer's symbol (what its global holds) is a struct or an array of them
/// (`SM.CBUFFERTEMPLATETYPEMUSTBESTRUCT`), and a symbol that is no array binds one
/// register (`META.WELLFORMED`; dxv takes any range for an array symbol, wider or
/// narrower than it).
fn check_cbuffer_symbol(m: &Module, r: &Resource, at: &str, v: &mut Validation) {
    let Some(t) = r.symbol_type else { return };
    if m.types
        .struct_fields(m.types.innermost_element(t))
        .is_none()
    {
        v.push(
            "SM.CBUFFERTEMPLATETYPEMUSTBESTRUCT",
            "D3D12 constant/texture buffer template element can only be a struct.".into(),
            at.into(),
        );
    }
    let array = matches!(m.types.get(t), TypeData::Array { .. });
    if !array && r.range_size != 1 {
        v.push(
            "META.WELLFORMED",
            format!(
                "resource range size {} for a constant buffer whose symbol is no array",
                r.range_size
            ),
            at.into(),
        );
    }
}

/// Bytes of a typed resource's element in the module's data layout: the first member of
/// its symbol's struct (the symbol's type is what its global holds: the struct, or an
/// array of them), a vector or, where a structured buffer's kind was changed, a struct.
fn element_bytes(m: &Module, layout: &DataLayout, r: &Resource) -> Option<u64> {
    let t = m.types.innermost_element(r.symbol_type?);
    let (fields, _) = m.types.struct_fields(t)?;
    let element = *fields.first()?;
    // The bitcode reader refuses a struct holding itself, which would have no size.
    Some(layout.alloc_size(&m.types, element))
}

/// `META.KNOWN`: every named metadata list is one DXIL knows.
fn check_named_metadata(m: &Module, sm: ShaderModel, v: &mut Validation) {
    for name in m.named_metadata.keys() {
        if !is_known_named_metadata(name, sm.kind == ShaderKind::Library) {
            v.push(
                "META.KNOWN",
                format!("Named metadata '{name}' is unknown."),
                "module metadata".into(),
            );
        }
    }
}

/// Members of each constant buffer's annotated struct: no overlap, inside its size.
fn check_cbuffers(m: &Module, info: &DxilInfo, v: &mut Validation) {
    let annotations = read_struct_annotations(m);
    for r in &info.resources.cbvs {
        let Some(t) = r.symbol_type else {
            continue;
        };
        let (Some(ann), Some((fields, _))) = (annotations.get(&t), m.types.struct_fields(t)) else {
            continue;
        };
        let mut spans: Vec<(u32, u32)> = Vec::new();
        for (field, &ty) in ann.fields.iter().zip(fields) {
            let size = legacy_size(m, ty, field.matrix.as_ref(), &annotations, 0);
            let (start, end) = (field.offset, field.offset.saturating_add(size));
            if spans.iter().any(|&(s, e)| start < e && s < end) {
                v.push(
                    "SM.CBUFFEROFFSETOVERLAP",
                    format!("CBuffer {} has offset overlaps at {start}", r.name),
                    format!("resource {}", r.label()),
                );
            }
            if end > ann.size {
                v.push(
                    "SM.CBUFFERELEMENTOVERFLOW",
                    format!(
                        "CBuffer {} size insufficient for element at offset {start}",
                        r.name
                    ),
                    format!("resource {}", r.label()),
                );
            }
            spans.push((start, end));
        }
    }
}

/// Bytes `t` takes in a constant buffer's legacy layout: array elements start on
/// 16-byte rows (the last one unpadded); a matrix takes a row per row (row major) or
/// per column; a struct its annotated size.
fn legacy_size(
    m: &Module,
    t: Type,
    matrix: Option<&MatrixShape>,
    annotations: &FxHashMap<Type, StructAnnotation>,
    depth: u32,
) -> u32 {
    if depth > 32 {
        return 0;
    }
    // A matrix (or an array of them) however its host type shapes it: as many
    // matrices as its scalars make.
    if let Some(shape) = matrix {
        let (lines, per_line) = if shape.row_major {
            (shape.rows, shape.cols)
        } else {
            (shape.cols, shape.rows)
        };
        let one = lines.saturating_sub(1) * 16 + per_line * scalar_bytes(m, t);
        let n = scalar_count(m, t, 0) / (shape.rows * shape.cols).max(1);
        return rows_of(n, one);
    }
    if let TypeData::Array { len, elem } = m.types.get(t) {
        let one = legacy_size(m, *elem, None, annotations, depth + 1);
        return rows_of(u32::try_from(*len).unwrap_or(u32::MAX), one);
    }
    match m.types.get(t) {
        TypeData::Vector { len, elem, .. } => len * scalar_bytes(m, *elem),
        TypeData::Named(_) | TypeData::Struct { .. } => annotations.get(&t).map_or(0, |a| a.size),
        _ => scalar_bytes(m, t),
    }
}

/// `n` elements of `one` bytes, each but the last padded to a 16-byte row.
fn rows_of(n: u32, one: u32) -> u32 {
    if n == 0 {
        return 0;
    }
    (n - 1)
        .saturating_mul(one.div_ceil(16) * 16)
        .saturating_add(one)
}

/// Scalars in `t`, through arrays, vectors and structs (`depth` bounds hostile nesting).
fn scalar_count(m: &Module, t: Type, depth: u32) -> u32 {
    if depth > 32 {
        return 0;
    }
    match m.types.get(t) {
        TypeData::Array { len, elem } => u32::try_from(*len)
            .unwrap_or(u32::MAX)
            .saturating_mul(scalar_count(m, *elem, depth + 1)),
        TypeData::Vector { len, .. } => *len,
        TypeData::Named(_) | TypeData::Struct { .. } => {
            m.types.struct_fields(t).map_or(0, |(fields, _)| {
                fields
                    .iter()
                    .map(|&f| scalar_count(m, f, depth + 1))
                    .fold(0u32, u32::saturating_add)
            })
        }
        _ => 1,
    }
}

/// Whether DXIL has shader model `sm`: 6.0 to 6.10, or a library's offline `lib_6_x`.
pub(super) fn known_shader_model(sm: ShaderModel) -> bool {
    sm.major == 6 && (sm.minor <= 10 || (sm.minor == 15 && sm.kind == ShaderKind::Library))
}

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
//! - `SM.RESOURCERANGEOVERLAP`: resources of a class and space bind disjoint registers
//!   (in a library, those bound to a register).
//! - `META.TEXTURETYPE`: typed resources' elements fit in four 32-bit values;
//!   `META.STRUCTBUFALIGNMENTOUTOFBOUND`: structured-buffer strides up to 2048 bytes,
//!   `META.STRUCTBUFALIGNMENT`: and a multiple of 4 with min-precision 16-bit types;
//!   `META.COHERENCENOTONAPPENDCONSUME`: coherent UAVs have no counter;
//!   `INSTR.REORDERCOHERENTREQUIRESSM69`: reorder-coherent UAVs from shader model 6.9;
//!   `META.WELLFORMED`: a constant buffer whose symbol is no array binds one register;
//!   `SM.CBUFFERTEMPLATETYPEMUSTBESTRUCT`: a constant buffer's symbol is a struct (or
//!   an array of them).
//! - the members a constant buffer's type annotations place: see
//!   [`super::cbuffer_layout_rules`].

use super::Validation;
use dxil_ir::{Attribute, Module, TypeData};
use dxil_model::dx_types::{DxStruct, PREFIX};
use dxil_model::layout::DataLayout;
use dxil_model::metadata::{is_known_named_metadata, Resource, ResourceClass};
use dxil_model::{DxilInfo, ShaderKind, ShaderModel};

/// The target triple of every DXIL module.
const DXIL_TRIPLE: &str = "dxil-ms-dx";

/// The newest DXIL and validator version this validator knows (DXC 1.10's).
const NEWEST_VERSION: (u32, u32) = (1, 10);

/// String function attributes DXIL modules carry.
const KNOWN_STRING_ATTRIBUTES: [&str; 2] = ["fp32-denorm-mode", "waveops-include-helper-lanes"];

/// Overloaded `%dx.types.*` families (a prefix of the name after `dx.types.`).
const OVERLOADED_DX_TYPES: [&str; 3] = ["ResRet.", "CBufRet.", "LinAlgMatrix"];

/// Checks the module's declaration and metadata rules into `v`; `min_precision`: 16-bit
/// types are min precision (no entry has native ones).
pub(super) fn check_module(m: &Module, info: &DxilInfo, min_precision: bool, v: &mut Validation) {
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
    check_resources(m, info, min_precision, v);
    super::cbuffer_layout_rules::check_cbuffer_layouts(m, info, min_precision, v);
    super::resource_record_rules::check_resource_records(info, v);
    super::decl_rules::check_declarations(m, info, v);
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

/// `min_precision`: 16-bit types are min precision (no entry has native ones).
fn check_resources(m: &Module, info: &DxilInfo, min_precision: bool, v: &mut Validation) {
    let library = info.shader_model.kind == ShaderKind::Library;
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
    for class in [
        &info.resources.srvs,
        &info.resources.uavs,
        &info.resources.cbvs,
        &info.resources.samplers,
    ] {
        // A library's resources left for the linker to bind (register -1) bind nothing.
        let class: Vec<&Resource> = (class.iter())
            .filter(|r| !library || r.lower_bound != u32::MAX)
            .collect();
        if !any_ranges_overlap(&class) {
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
fn any_ranges_overlap(class: &[&Resource]) -> bool {
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

/// Whether DXIL has shader model `sm`: 6.0 to 6.10, or a library's offline `lib_6_x`.
pub(super) fn known_shader_model(sm: ShaderModel) -> bool {
    sm.major == 6 && (sm.minor <= 10 || (sm.minor == 15 && sm.kind == ShaderKind::Library))
}

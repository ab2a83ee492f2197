//! What our `reflect` and Direct3D's reflection (`dxreflect`'s JSON) both report of a
//! container, as comparable facts: bindings, signature parameters, buffers with their
//! variables and types, thread group size.

use dxil_emit::reflect::Reflection;
use serde_json::Value;

/// (space, register, count, name) of each binding, sorted.
pub fn bindings_of_ours(r: &Reflection) -> Vec<(u64, u64, u64, String)> {
    let mut v: Vec<_> = r
        .resources
        .iter()
        .map(|b| {
            let count = b.count.map_or(0, u64::from);
            (
                u64::from(b.space),
                u64::from(b.register),
                count,
                b.name.clone(),
            )
        })
        .collect();
    v.sort();
    v
}

pub fn bindings_of_direct3d(d: &Value) -> Vec<(u64, u64, u64, String)> {
    let mut v: Vec<_> = d["resources"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            let count = b["bindCount"].as_u64().unwrap();
            (
                b["space"].as_u64().unwrap(),
                b["bindPoint"].as_u64().unwrap(),
                // Direct3D counts an unbounded range as 0.
                if count == u64::from(u32::MAX) {
                    0
                } else {
                    count
                },
                b["name"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    v.sort();
    v
}

/// (semantic, index, register, mask, read/write mask, stream, system value, component
/// type, minimum precision) of each parameter, the last three by their raw numbers.
pub fn parameters_of_ours(p: &[dxil_emit::reflect::SignatureParameter]) -> Vec<ParameterFacts> {
    use dxil_container::{ComponentType, MinPrecision, SystemValue};
    // The raw value an enumeration names `name` by (reflection names them).
    fn raw_of(name: &str, named: impl Fn(u32) -> Option<&'static str>) -> u64 {
        (0..1024u32)
            .find(|&v| named(v) == Some(name))
            .map_or_else(|| name.parse().unwrap_or(u64::MAX), u64::from)
    }
    p.iter()
        .map(|e| {
            (
                e.semantic.clone(),
                u64::from(e.index),
                u64::from(e.register),
                u64::from(e.mask),
                u64::from(e.read_write_mask),
                u64::from(e.stream),
                line_tess_factor(raw_of(&e.system_value, |v| SystemValue::from_raw(v).name())),
                raw_of(&e.component_type, |v| ComponentType::from_raw(v).name()),
                raw_of(&e.min_precision, |v| MinPrecision::from_raw(v).name()),
            )
        })
        .collect()
}

/// A line's tess factors as one: Direct3D's reflection reports both a isoline's detail
/// and density factors as the detail factor (15), where the signature part (which
/// ours reads) tells density (16) apart.
fn line_tess_factor(system_value: u64) -> u64 {
    if system_value == 16 {
        15
    } else {
        system_value
    }
}

/// What both reflections report of a signature parameter.
pub type ParameterFacts = (String, u64, u64, u64, u64, u64, u64, u64, u64);

pub fn parameters_of_direct3d(d: &Value, key: &str) -> Vec<ParameterFacts> {
    d[key]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            let n = |k: &str| e[k].as_u64().unwrap();
            (
                e["semantic"].as_str().unwrap().to_owned(),
                n("index"),
                n("register"),
                n("mask"),
                n("rwMask"),
                n("stream"),
                line_tess_factor(n("sysValue")),
                n("componentType"),
                n("minPrecision"),
            )
        })
        .collect()
}

/// What both reflections say of a variable's type: class, scalar type (Direct3D's
/// numbering), rows, columns, elements and members (name, offset, type).
#[derive(Debug, PartialEq, Eq)]
pub struct TypeFacts {
    class: u64,
    scalar: u64,
    rows: u64,
    columns: u64,
    elements: u64,
    members: Vec<(String, u64, TypeFacts)>,
}

/// (name, offset, size, read, type) of each variable of a buffer.
pub type VariableFacts = Vec<(String, u64, u64, bool, TypeFacts)>;

fn type_of_ours(t: &dxil_emit::reflect::VariableType) -> TypeFacts {
    let class = match t.class.as_str() {
        "scalar" => 0,
        "vector" => 1,
        "matrix_rows" => 2,
        "matrix_columns" => 3,
        _ => 5,
    };
    // Direct3D's D3D_SHADER_VARIABLE_TYPE.
    let scalar = match t.scalar.as_deref() {
        None => 0,
        Some("bool") => 1,
        Some("int") => 2,
        Some("float") => 3,
        Some("uint") => 19,
        Some("double") => 39,
        Some("half") => 60,
        Some("int16") => 58,
        Some("uint16") => 59,
        Some("int64") => 61,
        Some("uint64") => 62,
        // Clang's padding bytes, which Direct3D has no type for.
        Some("byte") => 0,
        Some(other) => panic!("scalar type {other}"),
    };
    TypeFacts {
        class,
        scalar,
        rows: u64::from(t.rows),
        columns: u64::from(t.columns),
        elements: u64::from(t.elements),
        members: t
            .members
            .iter()
            .map(|m| (m.name.clone(), u64::from(m.offset), type_of_ours(&m.ty)))
            .collect(),
    }
}

fn type_of_direct3d(t: &Value) -> TypeFacts {
    let n = |k: &str| t[k].as_u64().unwrap();
    TypeFacts {
        class: n("class"),
        scalar: n("type"),
        rows: n("rows"),
        columns: n("columns"),
        elements: n("elements"),
        members: t["members"]
            .as_array()
            .map(|ms| {
                ms.iter()
                    .map(|m| {
                        let ty = &m["type"];
                        (
                            m["name"].as_str().unwrap().to_owned(),
                            ty["offset"].as_u64().unwrap(),
                            type_of_direct3d(ty),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default(),
    }
}

/// Each constant buffer's variables and each structured buffer's element (as
/// Direct3D lists it: one variable `$Element`), by buffer name, sorted.
pub fn buffers_of_ours(r: &Reflection) -> Vec<(String, VariableFacts)> {
    let mut v: Vec<(String, VariableFacts)> = r
        .constant_buffers
        .iter()
        .map(|c| {
            let vars = c
                .variables
                .iter()
                .map(|v| {
                    let (offset, size) = (u64::from(v.offset), u64::from(v.size));
                    (v.name.clone(), offset, size, v.used, type_of_ours(&v.ty))
                })
                .collect();
            (c.name.clone(), vars)
        })
        .collect();
    for b in &r.resources {
        if let (Some(ty), Some(stride)) = (&b.element, b.stride) {
            let element = (
                "$Element".into(),
                0,
                u64::from(stride),
                true,
                type_of_ours(ty),
            );
            // Direct3D names an array's buffer by its first element.
            let name = format!("{}{}", b.name, "[0]".repeat(b.array_dimensions.len()));
            v.push((name, vec![element]));
        }
    }
    v.sort_by(|a, b| a.0.cmp(&b.0));
    v
}

pub fn buffers_of_direct3d(d: &Value) -> Vec<(String, VariableFacts)> {
    let mut v: Vec<(String, VariableFacts)> = d["cbuffers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let vars = c["variables"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| {
                    (
                        v["name"].as_str().unwrap().to_owned(),
                        v["offset"].as_u64().unwrap(),
                        v["size"].as_u64().unwrap(),
                        v["flags"].as_u64().unwrap() & 2 != 0,
                        type_of_direct3d(&v["type"]),
                    )
                })
                .collect();
            (c["name"].as_str().unwrap().to_owned(), vars)
        })
        .collect();
    v.sort_by(|a, b| a.0.cmp(&b.0));
    v
}

/// (name, input type, dimension, return type, sample count or stride) of each
/// resource as Direct3D numbers them (D3D_SHADER_INPUT_TYPE, D3D_SRV_DIMENSION,
/// D3D_RESOURCE_RETURN_TYPE), sorted by name and register.
pub fn resource_kinds_of_ours(r: &Reflection) -> Vec<(String, u64, u64, i64, u64, i64)> {
    let mut v: Vec<_> = r
        .resources
        .iter()
        .map(|b| {
            let kind = b.kind.as_str();
            let input = match (b.class.as_str(), kind) {
                ("cbv", "TBuffer") => 1,
                ("cbv", _) => 0,
                ("sampler", _) => 3,
                ("srv", "StructuredBuffer") => 5,
                ("srv", "RawBuffer") => 7,
                ("srv", "RTAccelerationStructure") => 12,
                ("srv", _) => 2,
                ("uav", "StructuredBuffer") if b.counter => 11,
                ("uav", "StructuredBuffer") => 6,
                ("uav", "RawBuffer") => 8,
                ("uav", k) if k.starts_with("Feedback") => 13,
                _ => 4,
            };
            let dimension = match kind {
                "TypedBuffer" | "StructuredBuffer" | "RawBuffer" => 1,
                "Texture1D" => 2,
                "Texture1DArray" => 3,
                "Texture2D" | "FeedbackTexture2D" => 4,
                "Texture2DArray" | "FeedbackTexture2DArray" => 5,
                "Texture2DMS" => 6,
                "Texture2DMSArray" => 7,
                "Texture3D" => 8,
                "TextureCube" => 9,
                "TextureCubeArray" => 10,
                _ => 0,
            };
            let ret: i64 = match (b.element_type.as_deref(), kind) {
                (_, "StructuredBuffer" | "RawBuffer") => 6,
                (Some("f32" | "f16"), _) => 5,
                (Some("f64"), _) => 7,
                (Some("i32" | "i16" | "i64"), _) => 3,
                (Some("u32" | "u16" | "u64"), _) => 4,
                (Some("snorm_f32" | "snorm_f16"), _) => 2,
                (Some("unorm_f32" | "unorm_f16"), _) => 1,
                _ => 0,
            };
            // Direct3D's sample count: a structured buffer's stride, -1 for typed
            // buffers and single-sample textures, 0 for the rest.
            let samples: i64 = match (b.stride, kind) {
                (Some(stride), _) => i64::from(stride),
                (None, "RawBuffer") => 0,
                (None, _) if (1..=10).contains(&dimension) => -1,
                _ => 0,
            };
            (
                b.name.clone(),
                u64::from(b.space),
                u64::from(b.register),
                ret,
                input * 100 + dimension,
                samples,
            )
        })
        .collect();
    v.sort();
    v
}

/// [`resource_kinds_of_ours`] of Direct3D's reflection.
pub fn resource_kinds_of_direct3d(d: &Value) -> Vec<(String, u64, u64, i64, u64, i64)> {
    let mut v: Vec<_> = d["resources"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            let n = |k: &str| b[k].as_i64().unwrap();
            (
                b["name"].as_str().unwrap().to_owned(),
                n("space") as u64,
                n("bindPoint") as u64,
                n("returnType"),
                (n("type") * 100 + n("dimension")) as u64,
                n("numSamples"),
            )
        })
        .collect();
    v.sort();
    v
}

/// Where `ours` and Direct3D's reflection `d3d` of the same container disagree, one
/// line each (empty when they agree on every fact both report).
pub fn disagreements(ours: &Reflection, d3d: &Value) -> Vec<String> {
    let mut out = Vec::new();
    if bindings_of_ours(ours) != bindings_of_direct3d(d3d) {
        out.push(format!(
            "bindings {:?} vs Direct3D's {:?}",
            bindings_of_ours(ours),
            bindings_of_direct3d(d3d)
        ));
    }
    if resource_kinds_of_ours(ours) != resource_kinds_of_direct3d(d3d) {
        out.push(format!(
            "resource kinds {:?} vs Direct3D's {:?}",
            resource_kinds_of_ours(ours),
            resource_kinds_of_direct3d(d3d)
        ));
    }
    for (params, key) in [
        (&ours.inputs, "inputs"),
        (&ours.outputs, "outputs"),
        (&ours.patch_constants, "patchConstants"),
    ] {
        if parameters_of_ours(params) != parameters_of_direct3d(d3d, key) {
            out.push(format!("{key} differ from Direct3D's"));
        }
    }
    if buffers_of_ours(ours) != buffers_of_direct3d(d3d) {
        out.push(format!(
            "buffers {:?}\n  vs Direct3D's {:?}",
            buffers_of_ours(ours),
            buffers_of_direct3d(d3d)
        ));
    }
    // Direct3D's version: program type (DXIL's shader kind), major, minor.
    let kind = dxil_model::ShaderKind::from_stage_name(&ours.stage).map_or(u64::MAX, |k| k as u64);
    let (major, minor) = ours.shader_model.split_once('.').unwrap_or_default();
    let version = format!(
        "0x{:x}",
        (kind << 16) | (major.parse::<u64>().unwrap_or(0) << 4) | minor.parse::<u64>().unwrap_or(0)
    );
    if Some(version.as_str()) != d3d["version"].as_str() {
        out.push(format!(
            "version {version} vs Direct3D's {}",
            d3d["version"]
        ));
    }
    // Required features: SFI0's bits, which Direct3D reports as its requires flags.
    let bits = ours.required_features.iter().fold(0u64, |bits, name| {
        dxil_container::FeatureFlags::NAMED
            .iter()
            .find(|(_, n)| n == name)
            .map_or(bits, |(flag, _)| bits | flag.0)
    });
    if Some(format!("0x{bits:x}").as_str()) != d3d["requiresFlags"].as_str() {
        out.push(format!(
            "required features 0x{bits:x} vs Direct3D's {}",
            d3d["requiresFlags"]
        ));
    }
    let groups: Vec<u64> = d3d["threadGroupSize"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    let ours_groups = ours
        .thread_group_size
        .map_or(vec![0, 0, 0], |g| g.iter().map(|&v| u64::from(v)).collect());
    if groups != ours_groups {
        out.push(format!("thread group {ours_groups:?} vs {groups:?}"));
    }
    out
}

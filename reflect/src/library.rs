//! A library's functions as its RDAT lists them: names, stage, resources, minimum
//! shader model, ray tracing payload and attribute sizes, a node's identity.

use dxil_container::rdat::{schema, RdatPartKind, RuntimeData};
use dxil_model::ShaderKind;
use serde::Serialize;

/// One function of a library (its RDAT record).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LibraryFunction {
    /// Its name in the module (mangled).
    pub name: String,
    /// Its name without mangling.
    pub unmangled_name: String,
    /// `library` for an exported function, else the entry's stage.
    pub stage: String,
    /// The resources it uses, by name.
    pub resources: Vec<String>,
    /// The lowest shader model it runs on.
    pub min_shader_model: String,
    /// Ray payload bytes (any-hit, closest-hit, miss and callable shaders).
    pub payload_size: Option<u32>,
    /// Hit attribute bytes (any-hit, closest-hit and intersection shaders).
    pub attribute_size: Option<u32>,
    /// A work-graph node's identity and launch.
    pub node: Option<NodeInfo>,
}

/// A work-graph node shader's identity.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NodeInfo {
    /// Node name.
    pub name: String,
    /// Node array index.
    pub index: u32,
    /// `broadcasting`, `coalescing` or `thread`.
    pub launch: String,
}

/// `DXIL::ShaderKind` values of the stages with ray tracing or node records.
const INTERSECTION: u32 = 8;
const ANY_HIT: u32 = 9;
const CLOSEST_HIT: u32 = 10;
const MISS: u32 = 11;
const CALLABLE: u32 = 12;
const NODE: u32 = 15;

/// The function records of a library's RDAT.
pub(crate) fn functions(rdat: &RuntimeData) -> Vec<LibraryFunction> {
    let (Some(table), Some(layout)) = (
        rdat.table(RdatPartKind::FunctionTable),
        schema::table_schema(RdatPartKind::FunctionTable),
    ) else {
        return Vec::new();
    };
    let resource_names: Vec<String> = match (
        rdat.table(RdatPartKind::ResourceTable),
        schema::table_schema(RdatPartKind::ResourceTable),
    ) {
        (Some(t), Some(l)) => (0..t.len())
            .map(|i| {
                let fields = schema::record_fields(l, t.record(i).unwrap_or_default());
                string_field(rdat, &fields, "Name")
            })
            .collect(),
        _ => Vec::new(),
    };
    (0..table.len())
        .map(|i| {
            let fields = schema::record_fields(layout, table.record(i).unwrap_or_default());
            let kind = number(&fields, "ShaderKind");
            let target = number(&fields, "MinShaderTarget");
            let resources = rdat
                .index_array(number(&fields, "Resources"))
                .unwrap_or_default()
                .iter()
                .filter_map(|&r| resource_names.get(r as usize).cloned())
                .collect();
            let sized = |field: &str, stages: &[u32]| {
                stages
                    .contains(&kind)
                    .then(|| number(&fields, field))
                    .filter(|&n| n != u32::MAX)
            };
            LibraryFunction {
                payload_size: sized(
                    "PayloadSizeInBytes",
                    &[ANY_HIT, CLOSEST_HIT, MISS, CALLABLE],
                ),
                attribute_size: sized(
                    "AttributeSizeInBytes",
                    &[ANY_HIT, CLOSEST_HIT, INTERSECTION],
                ),
                node: (kind == NODE)
                    .then(|| node(rdat, number(&fields, "Node")))
                    .flatten(),
                name: string_field(rdat, &fields, "Name"),
                unmangled_name: string_field(rdat, &fields, "UnmangledName"),
                stage: ShaderKind::from_raw(kind)
                    .map_or_else(|| kind.to_string(), |k| k.stage_name().to_owned()),
                resources,
                min_shader_model: format!("{}.{}", (target >> 4) & 0xf, target & 0xf),
            }
        })
        .collect()
}

fn number(fields: &[schema::StoredField], name: &str) -> u32 {
    fields
        .iter()
        .find(|f| f.field.name == name)
        .map_or(u32::MAX, |f| match f.value {
            schema::FieldValue::Number(n) => n,
            schema::FieldValue::Bytes(offset, _) => offset,
        })
}

fn string_field(rdat: &RuntimeData, fields: &[schema::StoredField], name: &str) -> String {
    rdat.string(number(fields, name))
        .unwrap_or_default()
        .to_owned()
}

/// The node shader record `index`: its launch type and its ID attribute's name and
/// array index.
fn node(rdat: &RuntimeData, index: u32) -> Option<NodeInfo> {
    let info = record(rdat, RdatPartKind::NodeShaderInfoTable, index)?;
    let launch = match number(&info, "LaunchType") {
        1 => "broadcasting".to_string(),
        2 => "coalescing".to_string(),
        3 => "thread".to_string(),
        other => other.to_string(),
    };
    let id = rdat
        .index_array(number(&info, "Attribs"))
        .unwrap_or_default()
        .iter()
        .filter_map(|&a| record(rdat, RdatPartKind::NodeShaderFuncAttribTable, a))
        .find(|attrib| number(attrib, "AttribKind") == 1)
        .and_then(|attrib| record(rdat, RdatPartKind::NodeIdTable, number(&attrib, "ID")));
    Some(NodeInfo {
        name: id
            .as_ref()
            .map(|id| string_field(rdat, id, "Name"))
            .unwrap_or_default(),
        index: id.as_ref().map_or(0, |id| number(id, "Index")),
        launch,
    })
}

/// The fields of record `index` of table `kind`.
fn record(rdat: &RuntimeData, kind: RdatPartKind, index: u32) -> Option<Vec<schema::StoredField>> {
    let table = rdat.table(kind)?;
    let layout = schema::table_schema(kind)?;
    Some(schema::record_fields(layout, table.record(index as usize)?))
}

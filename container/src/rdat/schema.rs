//! The record layouts of the RDAT tables, as data (DXC's `RDAT_LibraryTypes.inl` and
//! `RDAT_SubobjectTypes.inl`): the reader checks references with them, the printer
//! names fields with them, and the builder writes records field by field in their order.
//! A later record version appends fields; a table's stride says how many are stored.

use super::{RdatContents, RdatPartKind, RuntimeData};
use crate::ReadError;

/// How a field is stored and what it refers to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldKind {
    /// One byte.
    U8,
    /// Two bytes.
    U16,
    /// Four bytes.
    U32,
    /// Four bytes, printed in hex.
    Hex32,
    /// Offset of a string in the string buffer.
    String,
    /// Offset of an index array of string offsets (`u32::MAX`: none).
    StringArray,
    /// Offset of an index array of plain values (`u32::MAX`: none).
    IndexArray,
    /// Offset of an index array of records of a table (`u32::MAX`: none).
    RecordArray(RdatPartKind),
    /// Index of a record of a table (`u32::MAX`: none).
    Record(RdatPartKind),
    /// Offset and size (two `u32`s) of raw bytes.
    Bytes,
    /// `size` bytes whose meaning the value of field `selector` picks.
    Union {
        /// Index of the field that selects the variant.
        selector: usize,
        /// The variants.
        variants: &'static [Variant],
        /// Bytes the union takes.
        size: usize,
    },
}

impl FieldKind {
    /// Bytes the field takes in a record.
    pub fn size(self) -> usize {
        match self {
            FieldKind::U8 => 1,
            FieldKind::U16 => 2,
            FieldKind::Bytes => 8,
            FieldKind::Union { size, .. } => size,
            _ => 4,
        }
    }
}

/// One variant of a union: the selector values it is for and its fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Variant {
    /// Selector values that pick this variant.
    pub when: &'static [u32],
    /// The fields, from the start of the union.
    pub fields: &'static [Field],
}

/// A named field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field {
    /// Its name, as DXC's RDAT dumper prints it.
    pub name: &'static str,
    /// Its storage.
    pub kind: FieldKind,
}

const fn f(name: &'static str, kind: FieldKind) -> Field {
    Field { name, kind }
}

use FieldKind::{Bytes, Hex32, IndexArray, Record, RecordArray, StringArray, U16, U32, U8};
use RdatPartKind as P;

const STR: FieldKind = FieldKind::String;

/// A table's record layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableSchema {
    /// The part the table is.
    pub kind: RdatPartKind,
    /// The record type's name.
    pub record: &'static str,
    /// The fields of the newest record version, in order.
    pub fields: &'static [Field],
}

impl TableSchema {
    /// Record size of the fields up to (not including) field `count`.
    pub fn size_of_first(&self, count: usize) -> usize {
        self.fields.iter().take(count).map(|f| f.kind.size()).sum()
    }
}

/// `RuntimeDataFunctionInfo`'s fields (record version 0, 44 bytes).
pub const FUNCTION_INFO_FIELDS: usize = 11;

/// Shader kinds (`DXIL::ShaderKind`) whose function union holds their stage record.
mod shader_kind {
    pub(super) const NODE: u32 = 15;
    pub(super) const INVALID: u32 = 16;
}

const FUNCTION_UNION: &[Variant] = &[
    Variant {
        when: &[shader_kind::NODE],
        fields: &[f("Node", Record(P::NodeShaderInfoTable))],
    },
    Variant {
        when: &[shader_kind::INVALID],
        fields: &[f("RawShaderRef", U32)],
    },
    Variant {
        when: &[0],
        fields: &[f("PS", Record(P::PsInfoTable))],
    },
    Variant {
        when: &[1],
        fields: &[f("VS", Record(P::VsInfoTable))],
    },
    Variant {
        when: &[2],
        fields: &[f("GS", Record(P::GsInfoTable))],
    },
    Variant {
        when: &[3],
        fields: &[f("HS", Record(P::HsInfoTable))],
    },
    Variant {
        when: &[4],
        fields: &[f("DS", Record(P::DsInfoTable))],
    },
    Variant {
        when: &[5],
        fields: &[f("CS", Record(P::CsInfoTable))],
    },
    Variant {
        when: &[13],
        fields: &[f("MS", Record(P::MsInfoTable))],
    },
    Variant {
        when: &[14],
        fields: &[f("AS", Record(P::AsInfoTable))],
    },
];

const NODE_FUNC_ATTRIB_UNION: &[Variant] = &[
    Variant {
        when: &[1],
        fields: &[f("ID", Record(P::NodeIdTable))],
    },
    Variant {
        when: &[2],
        fields: &[f("NumThreads", IndexArray)],
    },
    Variant {
        when: &[3],
        fields: &[f("ShareInputOf", Record(P::NodeIdTable))],
    },
    Variant {
        when: &[4],
        fields: &[f("DispatchGrid", IndexArray)],
    },
    Variant {
        when: &[5],
        fields: &[f("MaxRecursionDepth", U32)],
    },
    Variant {
        when: &[6],
        fields: &[f("LocalRootArgumentsTableIndex", U32)],
    },
    Variant {
        when: &[7],
        fields: &[f("MaxDispatchGrid", IndexArray)],
    },
];

const NODE_IO_ATTRIB_UNION: &[Variant] = &[
    Variant {
        when: &[1],
        fields: &[f("OutputID", Record(P::NodeIdTable))],
    },
    Variant {
        when: &[2],
        fields: &[f("MaxRecords", U32)],
    },
    Variant {
        when: &[3],
        fields: &[f("MaxRecordsSharedWith", U32)],
    },
    Variant {
        when: &[4],
        fields: &[f("RecordSizeInBytes", U32)],
    },
    Variant {
        when: &[5],
        fields: &[
            f("RecordDispatchGridByteOffset", U16),
            f("RecordDispatchGridComponentNumAndType", U16),
        ],
    },
    Variant {
        when: &[6],
        fields: &[f("OutputArraySize", U32)],
    },
    Variant {
        when: &[7],
        fields: &[f("AllowSparseNodes", U32)],
    },
    Variant {
        when: &[8],
        fields: &[f("RecordAlignmentInBytes", U32)],
    },
    Variant {
        when: &[9],
        fields: &[f("MaxRecordsPerNode", U32)],
    },
];

const SUBOBJECT_UNION: &[Variant] = &[
    Variant {
        when: &[0],
        fields: &[f("Flags", U32)],
    },
    Variant {
        when: &[1, 2],
        fields: &[f("RootSignature", Bytes)],
    },
    Variant {
        when: &[8],
        fields: &[f("Subobject", STR), f("Exports", StringArray)],
    },
    Variant {
        when: &[9],
        fields: &[
            f("MaxPayloadSizeInBytes", U32),
            f("MaxAttributeSizeInBytes", U32),
        ],
    },
    Variant {
        when: &[10],
        fields: &[f("MaxTraceRecursionDepth", U32)],
    },
    Variant {
        when: &[11],
        fields: &[
            f("Type", U32),
            f("AnyHit", STR),
            f("ClosestHit", STR),
            f("Intersection", STR),
        ],
    },
    Variant {
        when: &[12],
        fields: &[f("MaxTraceRecursionDepth", U32), f("Flags", U32)],
    },
];

const SIG: FieldKind = RecordArray(P::SignatureElementTable);

/// Every table's layout.
pub const TABLES: &[TableSchema] = &[
    TableSchema {
        kind: P::ResourceTable,
        record: "RuntimeDataResourceInfo",
        fields: &[
            f("Class", U32),
            f("Kind", U32),
            f("ID", U32),
            f("Space", U32),
            f("LowerBound", U32),
            f("UpperBound", U32),
            f("Name", STR),
            f("Flags", U32),
        ],
    },
    TableSchema {
        kind: P::FunctionTable,
        record: "RuntimeDataFunctionInfo2",
        fields: &[
            f("Name", STR),
            f("UnmangledName", STR),
            f("Resources", RecordArray(P::ResourceTable)),
            f("FunctionDependencies", StringArray),
            f("ShaderKind", U32),
            f("PayloadSizeInBytes", U32),
            f("AttributeSizeInBytes", U32),
            f("FeatureInfo1", Hex32),
            f("FeatureInfo2", Hex32),
            f("ShaderStageFlag", Hex32),
            f("MinShaderTarget", Hex32),
            f("MinimumExpectedWaveLaneCount", U8),
            f("MaximumExpectedWaveLaneCount", U8),
            f("ShaderFlags", U16),
            f(
                "Stage",
                FieldKind::Union {
                    selector: 4,
                    variants: FUNCTION_UNION,
                    size: 4,
                },
            ),
        ],
    },
    TableSchema {
        kind: P::SubobjectTable,
        record: "RuntimeDataSubobjectInfo",
        fields: &[
            f("Kind", U32),
            f("Name", STR),
            f(
                "Value",
                FieldKind::Union {
                    selector: 0,
                    variants: SUBOBJECT_UNION,
                    size: 16,
                },
            ),
        ],
    },
    TableSchema {
        kind: P::NodeIdTable,
        record: "NodeID",
        fields: &[f("Name", STR), f("Index", U32)],
    },
    TableSchema {
        kind: P::NodeShaderIoAttribTable,
        record: "NodeShaderIOAttrib",
        fields: &[
            f("AttribKind", U32),
            f(
                "Value",
                FieldKind::Union {
                    selector: 0,
                    variants: NODE_IO_ATTRIB_UNION,
                    size: 4,
                },
            ),
        ],
    },
    TableSchema {
        kind: P::NodeShaderFuncAttribTable,
        record: "NodeShaderFuncAttrib",
        fields: &[
            f("AttribKind", U32),
            f(
                "Value",
                FieldKind::Union {
                    selector: 0,
                    variants: NODE_FUNC_ATTRIB_UNION,
                    size: 4,
                },
            ),
        ],
    },
    TableSchema {
        kind: P::IoNodeTable,
        record: "IONode",
        fields: &[
            f("IOFlagsAndKind", Hex32),
            f("Attribs", RecordArray(P::NodeShaderIoAttribTable)),
        ],
    },
    TableSchema {
        kind: P::NodeShaderInfoTable,
        record: "NodeShaderInfo",
        fields: &[
            f("LaunchType", U32),
            f("GroupSharedBytesUsed", U32),
            f("Attribs", RecordArray(P::NodeShaderFuncAttribTable)),
            f("Outputs", RecordArray(P::IoNodeTable)),
            f("Inputs", RecordArray(P::IoNodeTable)),
        ],
    },
    TableSchema {
        kind: P::SignatureElementTable,
        record: "SignatureElement",
        fields: &[
            f("SemanticName", STR),
            f("SemanticIndices", IndexArray),
            f("SemanticKind", U8),
            f("ComponentType", U8),
            f("InterpolationMode", U8),
            f("StartRow", U8),
            f("ColsAndStream", U8),
            f("UsageAndDynIndexMasks", U8),
        ],
    },
    TableSchema {
        kind: P::VsInfoTable,
        record: "VSInfo",
        fields: &[
            f("SigInputElements", SIG),
            f("SigOutputElements", SIG),
            f("ViewIDOutputMask", Bytes),
        ],
    },
    TableSchema {
        kind: P::PsInfoTable,
        record: "PSInfo",
        fields: &[f("SigInputElements", SIG), f("SigOutputElements", SIG)],
    },
    TableSchema {
        kind: P::HsInfoTable,
        record: "HSInfo",
        fields: &[
            f("SigInputElements", SIG),
            f("SigOutputElements", SIG),
            f("SigPatchConstOutputElements", SIG),
            f("ViewIDOutputMask", Bytes),
            f("ViewIDPatchConstOutputMask", Bytes),
            f("InputToOutputMasks", Bytes),
            f("InputToPatchConstOutputMasks", Bytes),
            f("InputControlPointCount", U8),
            f("OutputControlPointCount", U8),
            f("TessellatorDomain", U8),
            f("TessellatorOutputPrimitive", U8),
        ],
    },
    TableSchema {
        kind: P::DsInfoTable,
        record: "DSInfo",
        fields: &[
            f("SigInputElements", SIG),
            f("SigOutputElements", SIG),
            f("SigPatchConstInputElements", SIG),
            f("ViewIDOutputMask", Bytes),
            f("InputToOutputMasks", Bytes),
            f("PatchConstInputToOutputMasks", Bytes),
            f("InputControlPointCount", U8),
            f("TessellatorDomain", U8),
        ],
    },
    TableSchema {
        kind: P::GsInfoTable,
        record: "GSInfo",
        fields: &[
            f("SigInputElements", SIG),
            f("SigOutputElements", SIG),
            f("ViewIDOutputMask", Bytes),
            f("InputToOutputMasks", Bytes),
            f("InputPrimitive", U8),
            f("OutputTopology", U8),
            f("MaxVertexCount", U8),
            f("OutputStreamMask", U8),
        ],
    },
    TableSchema {
        kind: P::CsInfoTable,
        record: "CSInfo",
        fields: &[f("NumThreads", IndexArray), f("GroupSharedBytesUsed", U32)],
    },
    TableSchema {
        kind: P::MsInfoTable,
        record: "MSInfo",
        fields: &[
            f("SigOutputElements", SIG),
            f("SigPrimOutputElements", SIG),
            f("ViewIDOutputMask", Bytes),
            f("ViewIDPrimOutputMask", Bytes),
            f("NumThreads", IndexArray),
            f("GroupSharedBytesUsed", U32),
            f("GroupSharedBytesDependentOnViewID", U32),
            f("PayloadSizeInBytes", U32),
            f("MaxOutputVertices", U16),
            f("MaxOutputPrimitives", U16),
            f("MeshOutputTopology", U8),
        ],
    },
    TableSchema {
        kind: P::AsInfoTable,
        record: "ASInfo",
        fields: &[
            f("NumThreads", IndexArray),
            f("GroupSharedBytesUsed", U32),
            f("PayloadSizeInBytes", U32),
        ],
    },
];

/// The layout of table `kind`.
pub fn table_schema(kind: RdatPartKind) -> Option<&'static TableSchema> {
    TABLES.iter().find(|t| t.kind == kind)
}

/// A field's value in a record: a number, or the two numbers of a [`FieldKind::Bytes`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldValue {
    /// The stored number.
    Number(u32),
    /// Offset and size of raw bytes.
    Bytes(u32, u32),
}

/// A field of a record with the value stored for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StoredField {
    /// The field.
    pub field: Field,
    /// Its value.
    pub value: FieldValue,
}

/// The fields stored in `record` (those that fit in it), unions resolved to the variant
/// their selector picks (a union no variant is for reads as one `u32` named after it).
pub fn record_fields(schema: &TableSchema, record: &[u8]) -> Vec<StoredField> {
    let mut out = Vec::new();
    for_each_record_field(schema, record, |stored| out.push(stored));
    out
}

/// The most fields a record schema has: room for the values a union's selector reads.
const MAX_FIELDS: usize = 64;

/// [`record_fields`], handing each field to `f` as it is read, without collecting them.
pub fn for_each_record_field(schema: &TableSchema, record: &[u8], mut f: impl FnMut(StoredField)) {
    let mut at = 0;
    // The value of each field read so far (by position), for the unions' selectors.
    let mut values = [0u32; MAX_FIELDS];
    for (index, field) in schema.fields.iter().enumerate() {
        let size = field.kind.size();
        let Some(bytes) = record.get(at..at + size) else {
            break;
        };
        let value = match field.kind {
            FieldKind::Union {
                selector, variants, ..
            } => {
                let chosen = (selector < index.min(MAX_FIELDS))
                    .then(|| values[selector])
                    .and_then(|selected| variants.iter().find(|v| v.when.contains(&selected)));
                let fields: &[Field] = match chosen {
                    Some(variant) => variant.fields,
                    None => &[],
                };
                let mut inner = 0;
                for field in fields {
                    let size = field.kind.size();
                    if let Some(value) = bytes
                        .get(inner..inner + size)
                        .map(|b| read_value(field.kind, b))
                    {
                        f(StoredField {
                            field: *field,
                            value,
                        });
                    }
                    inner += size;
                }
                if chosen.is_none() {
                    f(StoredField {
                        field: Field {
                            name: field.name,
                            kind: U32,
                        },
                        value: read_value(U32, bytes),
                    });
                }
                0
            }
            kind => {
                let value = read_value(kind, bytes);
                f(StoredField {
                    field: *field,
                    value,
                });
                match value {
                    FieldValue::Number(n) => n,
                    FieldValue::Bytes(offset, _) => offset,
                }
            }
        };
        if let Some(slot) = values.get_mut(index) {
            *slot = value;
        }
        at += size;
    }
}

fn read_value(kind: FieldKind, bytes: &[u8]) -> FieldValue {
    let word = |at: usize| {
        bytes
            .get(at..at + 4)
            .map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    };
    match kind {
        FieldKind::U8 => FieldValue::Number(u32::from(bytes[0])),
        FieldKind::U16 => FieldValue::Number(u32::from(u16::from_le_bytes([bytes[0], bytes[1]]))),
        FieldKind::Bytes => FieldValue::Bytes(word(0), word(4)),
        _ => FieldValue::Number(word(0)),
    }
}

/// Checks that every reference in every known table lies inside what it refers to: the
/// string buffer, the index arrays, the raw bytes or another table. Errors name the
/// table, record and field, at the RDAT part (`base`).
pub(super) fn check_references(data: &RuntimeData, base: usize) -> Result<(), ReadError> {
    for part in &data.parts {
        let RdatContents::Table(table) = &part.contents else {
            continue;
        };
        let Some(schema) = table_schema(part.kind) else {
            continue;
        };
        for index in 0..table.len() {
            let record = table.record(index).unwrap_or_default();
            let mut first_error = None;
            for_each_record_field(schema, record, |stored| {
                if first_error.is_none() {
                    if let Err(why) = check_field(data, stored) {
                        first_error = Some((stored.field.name, why));
                    }
                }
            });
            if let Some((field, why)) = first_error {
                return Err(ReadError::new(
                    format!(
                        "RDAT {} record {index}, field {field}: {why}",
                        schema.record
                    ),
                    base,
                ));
            }
        }
    }
    Ok(())
}

const NONE: u32 = u32::MAX;

fn check_field(data: &RuntimeData, stored: StoredField) -> Result<(), String> {
    let number = match stored.value {
        FieldValue::Number(n) => n,
        FieldValue::Bytes(offset, size) => {
            return if size == 0 || data.raw_bytes(offset, size).is_some() {
                Ok(())
            } else {
                Err(format!("{size} raw bytes at {offset} are past the end"))
            };
        }
    };
    let record_count = |kind| data.table(kind).map_or(0, |t| t.len());
    match stored.field.kind {
        FieldKind::String => data
            .string(number)
            .map(|_| ())
            .ok_or_else(|| format!("string offset {number} is past the string buffer")),
        FieldKind::Record(kind) => {
            if number == NONE || (number as usize) < record_count(kind) {
                Ok(())
            } else {
                Err(format!("record {number} is past the end of {kind:?}"))
            }
        }
        FieldKind::StringArray | FieldKind::IndexArray | FieldKind::RecordArray(_) => {
            if number == NONE {
                return Ok(());
            }
            let items = data
                .index_array(number)
                .ok_or_else(|| format!("index array {number} is past the end"))?;
            for &item in items {
                match stored.field.kind {
                    FieldKind::StringArray if data.string(item).is_none() => {
                        return Err(format!("string offset {item} is past the string buffer"))
                    }
                    FieldKind::RecordArray(kind) if item as usize >= record_count(kind) => {
                        return Err(format!("record {item} is past the end of {kind:?}"))
                    }
                    _ => {}
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_record_fits_the_selector_table() {
        for t in TABLES {
            assert!(t.fields.len() <= MAX_FIELDS, "{}", t.record);
        }
    }
}

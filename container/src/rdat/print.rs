//! The `RDAT` part in the container's text form: each table's records with their field
//! names, strings and arrays looked up rather than printed as offsets.

use super::schema::{record_fields, table_schema, FieldKind, FieldValue};
use super::{RdatContents, RuntimeData, NONE};
use crate::print::Printer;

/// Prints `data` under a `RuntimeData:` key.
pub(crate) fn print_runtime_data(p: &mut Printer, data: &RuntimeData) {
    p.open(4, "RuntimeData");
    for part in &data.parts {
        let name = part.kind.name().unwrap_or("Unknown");
        match &part.contents {
            RdatContents::Strings(bytes) => p.field(6, name, format!("{} bytes", bytes.len())),
            RdatContents::IndexArrays(words) => p.field(6, name, format!("{} words", words.len())),
            RdatContents::RawBytes(bytes) => p.field(6, name, format!("{} bytes", bytes.len())),
            RdatContents::Table(table) => {
                let Some(schema) = table_schema(part.kind) else {
                    p.field(
                        6,
                        &format!("{:?}", part.kind),
                        format!("{} records of {} bytes", table.len(), table.stride),
                    );
                    continue;
                };
                p.open(6, name);
                p.field(8, "RecordStride", table.stride);
                if table.is_empty() {
                    p.field(8, "Records", "[]");
                    continue;
                }
                p.open(8, "Records");
                for index in 0..table.len() {
                    let record = table.record(index).unwrap_or_default();
                    for (i, stored) in record_fields(schema, record).iter().enumerate() {
                        let text = value_text(data, stored.field.kind, stored.value);
                        if i == 0 {
                            p.item(10, stored.field.name, text);
                        } else {
                            p.field(12, stored.field.name, text);
                        }
                    }
                }
            }
        }
    }
}

fn value_text(data: &RuntimeData, kind: FieldKind, value: FieldValue) -> String {
    let number = match value {
        FieldValue::Bytes(offset, size) => {
            return match data.raw_bytes(offset, size) {
                Some(bytes) => format!(
                    "[ {} ]",
                    bytes
                        .iter()
                        .map(|b| format!("0x{b:X}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                None => format!("{size} bytes at {offset} (out of range)"),
            };
        }
        FieldValue::Number(n) => n,
    };
    let quoted = |offset: u32| match data.string(offset) {
        Some(s) => format!("'{}'", s.replace('\'', "''").replace('\u{1}', "\\01")),
        None => format!("<string {offset} out of range>"),
    };
    match kind {
        FieldKind::String => quoted(number),
        FieldKind::Hex32 => format!("{number:#x}"),
        FieldKind::Record(_) if number == NONE => "none".into(),
        FieldKind::StringArray | FieldKind::IndexArray | FieldKind::RecordArray(_) => {
            if number == NONE {
                return "none".into();
            }
            match data.index_array(number) {
                Some(items) => {
                    let items: Vec<String> = items
                        .iter()
                        .map(|&item| match kind {
                            FieldKind::StringArray => quoted(item),
                            _ => item.to_string(),
                        })
                        .collect();
                    format!("[ {} ]", items.join(", "))
                }
                None => format!("<index array {number} out of range>"),
            }
        }
        _ => number.to_string(),
    }
}

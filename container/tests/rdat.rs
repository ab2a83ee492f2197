//! The RDAT part on its own: what the builder makes reads back to the same part and
//! bytes, and references that point past what they refer to are errors naming the
//! record and field.

use dxil_container::rdat::{RdatPartKind, RecordBytes, RuntimeData, RuntimeDataBuilder, NONE};
use dxil_container::Encode;

/// A resource record of `name` (SRV 0, t0).
fn resource(b: &mut RuntimeDataBuilder, name: &str) -> Vec<u8> {
    let name = b.string(name);
    RecordBytes::default()
        .u32(0)
        .u32(1)
        .u32(0)
        .u32(0)
        .u32(0)
        .u32(0)
        .u32(name)
        .u32(0)
        .0
}

fn encode(data: &RuntimeData) -> Vec<u8> {
    let mut bytes = Vec::new();
    data.encode(&mut bytes);
    bytes
}

#[test]
fn built_parts_read_back_byte_exact() {
    let mut b = RuntimeDataBuilder::new();
    let record = resource(&mut b, "tex");
    b.push_record(RdatPartKind::ResourceTable, 32, &record);
    let again = b.string("tex");
    assert_eq!(again, 1, "strings are pooled after the empty string");
    let first = b.index_array(&[0]);
    assert_eq!(b.index_array(&[0]), first, "index arrays are pooled");
    assert_eq!(b.index_array_or_none(&[]), NONE);
    let data = b.finish();
    let kinds: Vec<_> = data.parts.iter().map(|p| p.kind).collect();
    assert_eq!(
        kinds,
        [
            RdatPartKind::StringBuffer,
            RdatPartKind::ResourceTable,
            RdatPartKind::IndexArrays
        ]
    );
    let bytes = encode(&data);
    let read = RuntimeData::decode(&bytes, 0).expect("reads");
    assert_eq!(read, data);
    assert_eq!(encode(&read), bytes);
    assert_eq!(read.string(1), Some("tex"));
}

#[test]
fn references_past_their_end_are_errors() {
    let mut b = RuntimeDataBuilder::new();
    let mut record = resource(&mut b, "tex");
    record[24..28].copy_from_slice(&500u32.to_le_bytes());
    b.push_record(RdatPartKind::ResourceTable, 32, &record);
    let bytes = encode(&b.finish());
    let error = RuntimeData::decode(&bytes, 0x40).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("RuntimeDataResourceInfo record 0, field Name: string offset 500"),
        "{error}"
    );
    let mut b = RuntimeDataBuilder::new();
    let name = b.string("f");
    let function = RecordBytes::default()
        .u32(name)
        .u32(name)
        .u32(b.index_array(&[3]))
        .u32(NONE)
        .0;
    b.push_record(RdatPartKind::FunctionTable, 52, &function);
    let error = RuntimeData::decode(&encode(&b.finish()), 0).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("field Resources: record 3 is past the end of ResourceTable"),
        "{error}"
    );
}

#[test]
fn truncated_parts_are_errors_with_offsets() {
    let mut b = RuntimeDataBuilder::new();
    let record = resource(&mut b, "tex");
    b.push_record(RdatPartKind::ResourceTable, 32, &record);
    let bytes = encode(&b.finish());
    for cut in [4, 9, 20, bytes.len() - 4] {
        let error = RuntimeData::decode(&bytes[..cut], 0x100);
        assert!(error.is_err(), "cut at {cut} reads");
        assert!(error.unwrap_err().offset() >= 0x100);
    }
}

//! UAVs that 64-bit atomics operate on, as DXC marks them: the `!dx.resources` record
//! gets the extended property `i32 3, i32 1` and the PSV0 resource record the
//! `UsedByAtomic64` flag; a UAV only loaded and stored, or one with 32-bit atomics,
//! gets neither.

use crate::resource_support;

use dxil_container::psv0::ResourceFlags;
use dxil_emit::{compile, Options};
use resource_support::{lowered_text, shader};

const BODY: &str = r#"define void @main() #0 {
  %wide = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %pw = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %wide, i32 8)
  %a = atomicrmw add ptr %pw, i64 1 monotonic, align 8
  %narrow = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  %pn = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %narrow, i32 4)
  %b = atomicrmw add ptr %pn, i32 1 monotonic, align 4
  %plain = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 2, i32 1, i32 0, ptr null)
  %pp = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %plain, i32 0)
  store i32 42, ptr %pp, align 4
  ret void
}
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1), i32)
"#;

#[test]
fn only_the_uav_of_the_64_bit_atomic_has_the_metadata_property() {
    let text = lowered_text(&shader(BODY));
    let records: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("* undef, !\""))
        .collect();
    assert_eq!(records.len(), 3, "{text}");
    let tag_of = |record: &str| -> String {
        let id = record.rsplit(", ").next().unwrap().trim_end_matches('}');
        let line = text
            .lines()
            .find(|l| l.starts_with(&format!("{id} = ")))
            .unwrap_or_else(|| panic!("{id} in {text}"));
        line.to_string()
    };
    // u0: the 64-bit atomic's buffer; raw buffers have no other tags.
    assert!(
        records[0].contains("i32 0, i32 0, i32 1, i32 11,"),
        "{text}"
    );
    assert!(tag_of(records[0]).ends_with("= !{i32 3, i32 1}"), "{text}");
    // u1 (32-bit atomics) and u2 (a store) have no such property.
    assert!(records[1].ends_with("i1 false, null}"), "{text}");
    assert!(!tag_of(records[2]).contains("i32 3, i32 1"), "{text}");
}

#[test]
fn only_the_uav_of_the_64_bit_atomic_is_flagged_in_psv0() {
    let out = compile(&shader(BODY), &Options::default()).expect("compiles");
    let bytes = out.container().expect("a container");
    dxil_test_support::assert_dxv_accepts(bytes, "the container");
    let container = dxil_container::read(bytes).expect("reads back");
    let psv = container.pipeline_state_validation().expect("has PSV0");
    let flagged: Vec<(u32, bool)> = psv
        .resources
        .iter()
        .map(|r| {
            (
                r.lower_bound,
                r.flags.contains(ResourceFlags::USED_BY_ATOMIC64),
            )
        })
        .collect();
    assert_eq!(flagged, vec![(0, true), (1, false), (2, false)]);
}

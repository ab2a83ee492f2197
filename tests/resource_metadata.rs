//! `!dx.resources` after lowering, for a dozen corpus and offload shaders, against
//! expectations written from their HLSL: for each record its class, register, space,
//! range size, name, shape and element type tag (typed resources), stride (structured
//! buffers), size in bytes (cbuffers), counter flag (UAVs) or sampler kind. Record ids
//! must be dense per class, in the order the records are listed.
//!
//! Each expectation was cross-checked with DXC's `!dx.resources` in
//! ../shared/dxc-reference (which agrees on every field but the names, which it
//! strips). Two kinds of shaders are left out on purpose because clang 22's input
//! differs from DXC there, and we follow the input: structured-buffer structs with a
//! `float3` (clang pads `float3` to 16 bytes: a stride of 20 where DXC has 16) and
//! cbuffers with a `float2` after a scalar or with matrices (clang's row packing).

use crate::common;

use dxil_ir::{MdData, Module};
use std::path::Path;

/// One `!dx.resources` record in a form that reads like the HLSL declaration.
fn describe(m: &Module, class: usize, ops: &[Option<dxil_ir::Md>]) -> (u32, String) {
    let int = |k: usize| -> i64 {
        match ops
            .get(k)
            .copied()
            .flatten()
            .and_then(|o| m.metadata.get(o))
        {
            Some(MdData::Value { value, .. }) => m.const_int(*value).unwrap_or(-99) as i64,
            _ => -99,
        }
    };
    let name = match ops
        .get(2)
        .copied()
        .flatten()
        .and_then(|o| m.metadata.get(o))
    {
        Some(MdData::String(s)) => String::from_utf8_lossy(s).into_owned(),
        _ => "?".into(),
    };
    let tag = |k: usize| -> String {
        match ops
            .get(k)
            .copied()
            .flatten()
            .and_then(|o| m.metadata.get(o))
        {
            Some(MdData::Node { ops: tag_ops, .. }) => {
                let v: Vec<i64> = tag_ops
                    .iter()
                    .map(|o| match o.and_then(|o| m.metadata.get(o)) {
                        Some(MdData::Value { value, .. }) => {
                            m.const_int(*value).unwrap_or(-99) as i64
                        }
                        _ => -99,
                    })
                    .collect();
                match v.as_slice() {
                    [0, t] => format!(" elem={}", component_type(*t)),
                    [1, s] => format!(" stride={s}"),
                    other => format!(" tag={other:?}"),
                }
            }
            None if ops.get(k).is_some() => String::new(),
            _ => " tag=?".into(),
        }
    };
    let (letter, class_name) = [("t", "SRV"), ("u", "UAV"), ("b", "CBV"), ("s", "Sampler")][class];
    let head = format!(
        "{class_name} {name} {letter}{} space{} size{}",
        int(4),
        int(3),
        int(5)
    );
    let text = match class {
        0 => format!("{head} {}{}", shape(int(6)), tag(8)),
        1 => format!(
            "{head} {}{}{}{}{}",
            shape(int(6)),
            if int(7) != 0 { " globallycoherent" } else { "" },
            if int(8) != 0 { " counter" } else { "" },
            if int(9) != 0 { " rov" } else { "" },
            tag(10)
        ),
        2 => format!("{head} bytes={}", int(6)),
        _ => format!("{head} kind={}", int(6)),
    };
    (int(0) as u32, text)
}

fn shape(k: i64) -> &'static str {
    match k {
        2 => "Texture2D",
        10 => "TypedBuffer",
        11 => "RawBuffer",
        12 => "StructuredBuffer",
        13 => "CBuffer",
        14 => "Sampler",
        _ => "other-shape",
    }
}

fn component_type(t: i64) -> &'static str {
    match t {
        4 => "i32",
        5 => "u32",
        8 => "f16",
        9 => "f32",
        10 => "f64",
        _ => "other-type",
    }
}

/// The records of `!dx.resources` after compiling `path`, SRVs, UAVs, CBVs then
/// samplers, checking that ids count up from 0 in each class.
fn records(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap();
    let opts = dxil_emit::Options {
        emit: dxil_emit::EmitKind::Text,
        ..Default::default()
    };
    let compiled =
        dxil_emit::compile(&text, &opts).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let container = dxil_emit::compile(&text, &dxil_emit::Options::default()).unwrap();
    common::assert_dxv_accepts(container.container().unwrap(), &path.display().to_string());
    let m = compiled.module();
    let root = m.named_metadata.get("dx.resources").expect("!dx.resources")[0];
    let Some(MdData::Node { ops: lists, .. }) = m.metadata.get(root) else {
        panic!("!dx.resources is not a node");
    };
    assert_eq!(lists.len(), 4, "{}", path.display());
    let mut out = Vec::new();
    for (class, list) in lists.iter().enumerate() {
        let Some(list) = list else { continue };
        let Some(MdData::Node { ops: recs, .. }) = m.metadata.get(*list) else {
            panic!("a class list is not a node");
        };
        for (k, rec) in recs.iter().enumerate() {
            let Some(MdData::Node { ops, .. }) = rec.and_then(|r| m.metadata.get(r)) else {
                panic!("a record is not a node");
            };
            let (id, text) = describe(m, class, ops);
            assert_eq!(id as usize, k, "{}: ids not dense: {text}", path.display());
            out.push(text);
        }
    }
    out
}

fn check(path: &Path, expected: &[&str]) {
    let got = records(path);
    assert_eq!(got, expected, "{}", path.display());
}

fn corpus(shared: &Path, name: &str) -> std::path::PathBuf {
    shared.join("corpus/ll").join(format!("{name}.ll"))
}

fn offload(shared: &Path, name: &str) -> std::path::PathBuf {
    shared.join("offload-tests").join(name).join("clang22.ll")
}

#[test]
fn typed_buffers() {
    let Some(shared) = common::shared() else {
        return;
    };
    // Buffer<float> X : register(t0); RWBuffer<float> Y : register(u0);
    // cbuffer SaxpyParams : register(b0) { float Alpha; uint ElementCount; };
    check(
        &corpus(&shared, "cs_rwbuffer_float_saxpy"),
        &[
            "SRV X t0 space0 size1 TypedBuffer elem=f32",
            "UAV Y u0 space0 size1 TypedBuffer elem=f32",
            "CBV SaxpyParams b0 space0 size1 bytes=8",
        ],
    );
    // Buffer<half4> HdrColor : register(t0); RWBuffer<half4> LdrColor : register(u0);
    // cbuffer TonemapParams : register(b0) { float Exposure; uint PixelCount; };
    check(
        &corpus(&shared, "cs_rwbuffer_half4_tonemap"),
        &[
            "SRV HdrColor t0 space0 size1 TypedBuffer elem=f16",
            "UAV LdrColor u0 space0 size1 TypedBuffer elem=f16",
            "CBV TonemapParams b0 space0 size1 bytes=8",
        ],
    );
    // 64-bit elements are stored as pairs of 32-bit words, so DXC tags them u32.
    // Buffer<int64_t> Timestamps : register(t0); RWBuffer<int64_t> Relative : register(u0);
    // RWBuffer<uint64_t> SortKeys : register(u1);
    // cbuffer TimeParams : register(b0) { int64_t BaseTime; uint Count; };  (8 + 4 bytes)
    check(
        &corpus(&shared, "cs_rwbuffer_int64_timestamps"),
        &[
            "SRV Timestamps t0 space0 size1 TypedBuffer elem=u32",
            "UAV Relative u0 space0 size1 TypedBuffer elem=u32",
            "UAV SortKeys u1 space0 size1 TypedBuffer elem=u32",
            "CBV TimeParams b0 space0 size1 bytes=12",
        ],
    );
    // RWBuffer<uint4> Seeds : register(u0);
    // cbuffer HashParams : register(b0) { uint FrameIndex; uint Width; };
    check(
        &corpus(&shared, "cs_rwbuffer_uint4_hash"),
        &[
            "UAV Seeds u0 space0 size1 TypedBuffer elem=u32",
            "CBV HashParams b0 space0 size1 bytes=8",
        ],
    );
}

#[test]
fn raw_and_structured_buffers() {
    let Some(shared) = common::shared() else {
        return;
    };
    // StructuredBuffer<float4> Src : register(t0); ByteAddressBuffer Raw : register(t1);
    // RWStructuredBuffer<float4> Dst : register(u0);
    check(
        &corpus(&shared, "cs_structuredbuffer_getdimensions_copy"),
        &[
            "SRV Src t0 space0 size1 StructuredBuffer stride=16",
            "SRV Raw t1 space0 size1 RawBuffer",
            "UAV Dst u0 space0 size1 StructuredBuffer stride=16",
        ],
    );
    // struct WorkItem { float4 Data; uint Depth; };  (20 bytes)
    // ConsumeStructuredBuffer<WorkItem> InQueue : register(u0);
    // AppendStructuredBuffer<WorkItem> OutQueue : register(u1);  (both have counters)
    // cbuffer QueueParams : register(b0) { uint MaxDepth; float Decay; };
    check(
        &corpus(&shared, "cs_append_consume_structured"),
        &[
            "UAV InQueue u0 space0 size1 StructuredBuffer counter stride=20",
            "UAV OutQueue u1 space0 size1 StructuredBuffer counter stride=20",
            "CBV QueueParams b0 space0 size1 bytes=8",
        ],
    );
    // struct S { float4 i; }; StructuredBuffer<float4> In : register(t0);
    // RWStructuredBuffer<S> Out : register(u1);
    check(
        &offload(&shared, "Feature__StructuredBuffer__stride"),
        &[
            "SRV In t0 space0 size1 StructuredBuffer stride=16",
            "UAV Out u1 space0 size1 StructuredBuffer stride=16",
        ],
    );
    // RWStructuredBuffer<int> Out[4] : register(u0);  with IncrementCounter on each.
    check(
        &offload(&shared, "Feature__StructuredBuffer__inc_counter_array"),
        &["UAV Out u0 space0 size4 StructuredBuffer counter stride=4"],
    );
}

#[test]
fn resource_arrays() {
    let Some(shared) = common::shared() else {
        return;
    };
    // Buffer<float> Channels[4] : register(t0); RWBuffer<float> Outputs[4] : register(u0);
    // cbuffer MixParams : register(b0) { float4 ChannelGain; uint TargetChannel; };
    check(
        &corpus(&shared, "cs_resource_array_fixed"),
        &[
            "SRV Channels t0 space0 size4 TypedBuffer elem=f32",
            "UAV Outputs u0 space0 size4 TypedBuffer elem=f32",
            "CBV MixParams b0 space0 size1 bytes=20",
        ],
    );
    // RWBuffer<float> PerObjectData[] : register(u0, space1);  (unbounded: size -1)
    // Buffer<uint> ObjectIndex : register(t0);
    // cbuffer UpdateParams : register(b0) { float Increment; };
    check(
        &corpus(&shared, "cs_resource_array_unbounded_nonuniform"),
        &[
            "SRV ObjectIndex t0 space0 size1 TypedBuffer elem=u32",
            "UAV PerObjectData u0 space1 size-1 TypedBuffer elem=f32",
            "CBV UpdateParams b0 space0 size1 bytes=4",
        ],
    );
    // RWStructuredBuffer<int> In[4][2] : register(u0);  (one range of 8)
    // RWStructuredBuffer<int> Out : register(u0, space1);
    check(
        &offload(&shared, "Feature__ResourceArrays__multi-dim-array-subset"),
        &[
            "UAV In u0 space0 size8 StructuredBuffer stride=4",
            "UAV Out u0 space1 size1 StructuredBuffer stride=4",
        ],
    );
}

#[test]
fn cbuffers_and_implicit_bindings() {
    let Some(shared) = common::shared() else {
        return;
    };
    // cbuffer OrbitConstants : register(b0) { double Epoch; double2 Origin; float Scale;
    //   int64_t TickCount; double TicksToSeconds; }: Epoch row 0, Origin row 1, Scale
    //   row 2 byte 32, TickCount 40, TicksToSeconds row 3 byte 48: 56 bytes.
    // RWBuffer<float2> Positions : register(u0);
    check(
        &corpus(&shared, "cs_cbuffer_doubles_int64"),
        &[
            "UAV Positions u0 space0 size1 TypedBuffer elem=f32",
            "CBV OrbitConstants b0 space0 size1 bytes=56",
        ],
    );
    // RWBuffer<int> A : register(u1); RWBuffer<int> B; (gets u0)
    // RWBuffer<int> C : register(u2); (unused: no record) RWBuffer<int> D; (gets u2)
    // cbuffer CB { int a; }  (gets b0)
    // Records are in register order (LLVM's); DXC lists A, B, D in declaration order.
    check(
        &offload(&shared, "Feature__ImplicitBindings__simple-resources"),
        &[
            "UAV B u0 space0 size1 TypedBuffer elem=i32",
            "UAV A u1 space0 size1 TypedBuffer elem=i32",
            "UAV D u2 space0 size1 TypedBuffer elem=i32",
            "CBV CB b0 space0 size1 bytes=4",
        ],
    );
}

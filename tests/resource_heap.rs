//! Resources taken from the descriptor heaps (`ResourceDescriptorHeap[i]`,
//! `SamplerDescriptorHeap[i]`: `llvm.dx.resource.handlefromheap(index, non-uniform)`)
//! become `dx.op.createHandleFromHeap` (218) annotated with the resource's properties,
//! as DXC writes them; they get no `!dx.resources` record, set the heap-indexing flags
//! in SFI0, and need shader model 6.6.

use crate::resource_support;

use dxil_emit::{compile, disassemble, Options};
use resource_support::{lowered_text, op_calls, shader};

const BODY: &str = r#"define void @main() #0 {
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %src = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromheap.tdx.TypedBuffer_f32_0_0_0t(i32 3, i1 false)
  %dst = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefromheap.tdx.RawBuffer_i32_1_0t(i32 %tid, i1 true)
  %smp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefromheap.tdx.Sampler_0t(i32 7, i1 false)
  %l = call { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) %src, i32 %tid)
  %v = extractvalue { float, i1 } %l, 0
  %i = fptosi float %v to i32
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0) %dst, i32 %tid, i32 0, i32 %i)
  ret void
}
declare i32 @llvm.dx.thread.id(i32)
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromheap.tdx.TypedBuffer_f32_0_0_0t(i32, i1)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefromheap.tdx.RawBuffer_i32_1_0t(i32, i1)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefromheap.tdx.Sampler_0t(i32, i1)
declare { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0), i32)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0), i32, i32, i32)
"#;

/// The lines of `text` that create a handle from a heap.
fn heap_handles(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| l.contains("@dx.op.createHandleFromHeap(") && !l.starts_with("declare"))
        .collect()
}

#[test]
fn heap_handles_become_create_handle_from_heap_and_annotate() {
    let text = lowered_text(&shader(BODY));
    let heap = heap_handles(&text);
    assert_eq!(heap.len(), 3, "{text}");
    assert!(heap[0].contains("%src = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 3, i1 false, i1 false)"), "{text}");
    // A dynamic index, marked non-uniform.
    assert!(heap[1].contains("(i32 218, i32 %"), "{text}");
    assert!(heap[1].ends_with("i1 false, i1 true)"), "{text}");
    // Samplers come from the sampler heap.
    assert!(
        heap[2].contains("(i32 218, i32 7, i1 true, i1 false)"),
        "{text}"
    );
    // DXC's properties: Buffer<float> is kind 10 with one f32 component; the
    // RWStructuredBuffer<int> is kind 12, UAV, stride 4; a sampler is kind 14.
    assert!(text.contains("%src_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %src, %dx.types.ResourceProperties { i32 10, i32 265 })"), "{text}");
    assert!(
        text.contains("%dx.types.Handle %dst, %dx.types.ResourceProperties { i32 4108, i32 4 })"),
        "{text}"
    );
    assert!(
        text.contains("%dx.types.Handle %smp, %dx.types.ResourceProperties { i32 14, i32 0 })"),
        "{text}"
    );
    let loads = op_calls(&text, "bufferLoad");
    assert_eq!(loads.len(), 1, "{text}");
    assert!(loads[0].contains("%dx.types.Handle %src_annot"), "{text}");
    assert!(!text.contains("llvm.dx.resource"), "{text}");
    // Heap resources are not bound: no resource records.
    assert!(!text.contains("!dx.resources"), "{text}");
}

#[test]
fn heap_handles_set_the_heap_indexing_flags() {
    let out = compile(&shader(BODY), &Options::default()).unwrap();
    dxil_test_support::assert_dxv_accepts(out.container().unwrap(), "the container");
    let dis = disassemble(out.container().unwrap()).unwrap();
    assert!(
        dis.contains("ResourceDescriptorHeapIndexing: true"),
        "{dis}"
    );
    assert!(dis.contains("SamplerDescriptorHeapIndexing: true"), "{dis}");
}

#[test]
fn heap_handles_need_shader_model_6_6() {
    let src = shader(BODY).replace("shadermodel6.6", "shadermodel6.5");
    let err = compile(&src, &Options::default()).unwrap_err().to_string();
    assert!(
        err.contains("descriptor heap need shader model 6.6"),
        "{err}"
    );
}

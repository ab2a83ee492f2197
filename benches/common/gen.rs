//! A generator of large compute shaders in clang 22's form, for benchmarks: one typed
//! buffer, the thread id, and a chain of `n` float instructions between a load and a
//! store. As in clang's output, values are numbered (`%0`, `%1`, ...) and float
//! operations carry the fast-math flags HLSL implies.

/// The text of a compute shader with about `n` instructions.
pub fn compute_shader(n: usize) -> String {
    let mut s = String::with_capacity(n * 48 + 2048);
    s.push_str(concat!(
        "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64\"\n",
        "target triple = \"dxilv1.6-unknown-shadermodel6.6-compute\"\n\n",
        "@Buf.str = private unnamed_addr constant [4 x i8] c\"Buf\\00\", align 1\n\n",
        "define void @main() local_unnamed_addr #0 {\n",
        "  %1 = tail call target(\"dx.TypedBuffer\", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Buf.str)\n",
        "  %2 = tail call i32 @llvm.dx.thread.id(i32 0)\n",
        "  %3 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target(\"dx.TypedBuffer\", float, 1, 0, 0) %1, i32 %2)\n",
        "  %4 = load float, ptr %3, align 4\n",
    ));
    let ops = ["fadd", "fmul", "fsub"];
    // The entry block is %0 and the loaded value %4; instruction i makes %(i + 5).
    for i in 0..n {
        let op = ops[i % ops.len()];
        let k = (i % 7) as f64 + 0.5;
        s.push_str(&format!(
            "  %{} = {op} reassoc nnan ninf nsz arcp afn float %{}, {k:.6e}\n",
            i + 5,
            i + 4
        ));
    }
    s.push_str(&format!(
        "  store float %{}, ptr %3, align 4\n  ret void\n}}\n\n",
        n + 4
    ));
    s.push_str(concat!(
        "declare target(\"dx.TypedBuffer\", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)\n",
        "declare i32 @llvm.dx.thread.id(i32)\n",
        "declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target(\"dx.TypedBuffer\", float, 1, 0, 0), i32)\n\n",
        "attributes #0 = { \"hlsl.numthreads\"=\"64,1,1\" \"hlsl.shader\"=\"compute\" }\n\n",
        "!dx.valver = !{!0}\n!0 = !{i32 1, i32 8}\n",
    ));
    s
}

/// The SPIR-V twin of [`compute_shader`]: a `GLCompute` entry of 64 threads reading a
/// float from a buffer image (`RWBuffer<float>`, set 0 binding 0) at the global thread
/// id, the same chain of `n` `OpFAdd`/`OpFMul`/`OpFSub` with constants, and the store
/// back, as the module's words.
pub fn compute_shader_spirv(n: usize) -> Vec<u32> {
    use rspirv::binary::Assemble;
    use rspirv::spirv::{
        AddressingModel, BuiltIn, Capability, Decoration, Dim, ExecutionMode, ExecutionModel,
        FunctionControl, ImageFormat, MemoryModel, StorageClass,
    };
    let mut b = rspirv::dr::Builder::new();
    b.set_version(1, 3);
    b.capability(Capability::Shader);
    b.capability(Capability::ImageBuffer);
    b.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);
    let void = b.type_void();
    let float = b.type_float(32, None);
    let uint = b.type_int(32, 0);
    let int = b.type_int(32, 1);
    let uvec3 = b.type_vector(uint, 3);
    let vec4 = b.type_vector(float, 4);
    let image = b.type_image(float, Dim::DimBuffer, 0, 0, 0, 2, ImageFormat::R32f, None);
    let image_ptr = b.type_pointer(None, StorageClass::UniformConstant, image);
    let id_ptr = b.type_pointer(None, StorageClass::Input, uvec3);
    let buffer = b.variable(image_ptr, None, StorageClass::UniformConstant, None);
    let thread = b.variable(id_ptr, None, StorageClass::Input, None);
    b.decorate(buffer, Decoration::DescriptorSet, [0u32.into()]);
    b.decorate(buffer, Decoration::Binding, [0u32.into()]);
    b.decorate(
        thread,
        Decoration::BuiltIn,
        [BuiltIn::GlobalInvocationId.into()],
    );
    let constants: Vec<u32> = (0..7)
        .map(|k| b.constant_bit32(float, (k as f32 + 0.5).to_bits()))
        .collect();
    let fn_ty = b.type_function(void, []);
    let main = b
        .begin_function(void, None, FunctionControl::NONE, fn_ty)
        .unwrap();
    b.begin_block(None).unwrap();
    let id = b.load(uvec3, None, thread, None, []).unwrap();
    let x = b.composite_extract(uint, None, id, [0]).unwrap();
    let x = b.bitcast(int, None, x).unwrap();
    let img = b.load(image, None, buffer, None, []).unwrap();
    let texel = b.image_read(vec4, None, img, x, None, []).unwrap();
    let mut v = b.composite_extract(float, None, texel, [0]).unwrap();
    for i in 0..n {
        let k = constants[i % 7];
        v = match i % 3 {
            0 => b.f_add(float, None, v, k),
            1 => b.f_mul(float, None, v, k),
            _ => b.f_sub(float, None, v, k),
        }
        .unwrap();
    }
    let img = b.load(image, None, buffer, None, []).unwrap();
    b.image_write(img, x, v, None, []).unwrap();
    b.ret().unwrap();
    b.end_function().unwrap();
    b.entry_point(ExecutionModel::GLCompute, main, "main", [thread]);
    b.execution_mode(main, ExecutionMode::LocalSize, [64, 1, 1]);
    b.module().assemble()
}

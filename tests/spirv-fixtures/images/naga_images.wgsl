@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var dst: texture_storage_2d<rgba16float, write>;
@group(0) @binding(2) var smp: sampler;
@group(0) @binding(3) var arr: texture_2d_array<u32>;
@group(0) @binding(4) var cube: texture_cube<f32>;
@group(0) @binding(5) var vol: texture_storage_3d<r32float, read_write>;
@group(0) @binding(6) var depth: texture_depth_2d;

@compute @workgroup_size(8, 8, 1)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let size = textureDimensions(src, 1);
    let levels = textureNumLevels(src);
    let p = vec2<i32>(id.xy % size);
    var c = textureLoad(src, p, 0);
    c += textureSampleLevel(src, smp, vec2<f32>(p) / vec2<f32>(size), 1.0);
    c += vec4<f32>(textureLoad(arr, p, i32(id.z), 0));
    c += textureSampleLevel(cube, smp, vec3<f32>(1.0, 0.0, 0.0), 0.0);
    c += vec4<f32>(f32(textureNumLayers(arr)), f32(levels), 0.0, 0.0);
    c.x += textureLoad(depth, p, 0);
    let v = textureLoad(vol, vec3<i32>(p, 0));
    textureStore(vol, vec3<i32>(p, 1), v + 1.0);
    textureStore(dst, p, c);
}

#version 450
// imageLoad / imageStore on storage images of several shapes and formats.
layout(local_size_x = 4, local_size_y = 4, local_size_z = 1) in;
layout(set = 0, binding = 0, rgba32f) uniform image2D img2d;
layout(set = 0, binding = 1, r32i) uniform iimage3D img3d;
layout(set = 0, binding = 2, rgba32ui) uniform uimage2DArray img2darray;
layout(set = 0, binding = 3, r32f) uniform image1D img1d;
layout(set = 0, binding = 4, rg32f) uniform image1DArray img1darray;
layout(set = 0, binding = 5, rgba16f) uniform imageCube imgcube;
layout(set = 0, binding = 6, r32ui) uniform readonly uimage2D src;
layout(set = 0, binding = 7, r32ui) uniform writeonly uimageBuffer dst;

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    vec4 c = imageLoad(img2d, p);
    imageStore(img2d, p, c * 2.0);
    int v = imageLoad(img3d, ivec3(p, 1)).x;
    imageStore(img3d, ivec3(p, 2), ivec4(v + 1));
    uvec4 u = imageLoad(img2darray, ivec3(p, 3));
    imageStore(img2darray, ivec3(p, 0), u.wzyx);
    float f = imageLoad(img1d, p.x).x;
    imageStore(img1d, p.x, vec4(f + 1.0));
    vec2 g = imageLoad(img1darray, p).xy;
    imageStore(img1darray, p, vec4(g.yx, 0.0, 0.0));
    vec4 face = imageLoad(imgcube, ivec3(p, 4));
    imageStore(imgcube, ivec3(p, 5), face);
    uint s = imageLoad(src, p).x;
    imageStore(dst, p.y * 4 + p.x, uvec4(s));
}

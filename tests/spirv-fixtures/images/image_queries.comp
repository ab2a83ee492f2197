#version 450
// The size, level and sample queries of textures and storage images.
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(set = 0, binding = 0) uniform sampler1D tex1d;
layout(set = 0, binding = 1) uniform sampler2D tex2d;
layout(set = 0, binding = 2) uniform sampler3D tex3d;
layout(set = 0, binding = 3) uniform samplerCube texcube;
layout(set = 0, binding = 4) uniform sampler2DArray tex2darray;
layout(set = 0, binding = 5) uniform samplerCubeArray texcubearray;
layout(set = 0, binding = 6) uniform sampler2DMS tex2dms;
layout(set = 0, binding = 7) uniform sampler2DMSArray tex2dmsarray;
layout(set = 0, binding = 8, rgba32f) uniform readonly image2D img2d;
layout(set = 0, binding = 9, r32ui) uniform readonly uimage3D img3d;
layout(set = 0, binding = 10, rgba8) uniform readonly imageCubeArray imgcubearray;
layout(set = 0, binding = 11) uniform samplerBuffer texbuf;
layout(set = 0, binding = 12) buffer Out { ivec4 values[]; } outs;

void main() {
    outs.values[0] = ivec4(textureSize(tex1d, 1), 0, 0, textureQueryLevels(tex1d));
    outs.values[1] = ivec4(textureSize(tex2d, 0), 0, textureQueryLevels(tex2d));
    outs.values[2] = ivec4(textureSize(tex3d, 2), textureQueryLevels(tex3d));
    outs.values[3] = ivec4(textureSize(texcube, 0), 0, textureQueryLevels(texcube));
    outs.values[4] = ivec4(textureSize(tex2darray, 1), textureQueryLevels(tex2darray));
    outs.values[5] = ivec4(textureSize(texcubearray, 0), textureQueryLevels(texcubearray));
    outs.values[6] = ivec4(textureSize(tex2dms), 0, textureSamples(tex2dms));
    outs.values[7] = ivec4(textureSize(tex2dmsarray), textureSamples(tex2dmsarray));
    outs.values[8] = ivec4(imageSize(img2d), imageSize(img3d).z, imageSize(imgcubearray).z);
    outs.values[9] = ivec4(textureSize(texbuf), imageSize(img3d));
}

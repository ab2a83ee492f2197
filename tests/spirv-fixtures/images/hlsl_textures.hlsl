// Textures through glslang's HLSL front end: Load with mip levels and offsets,
// multisampled loads, arrays of RWTexture2D, GetDimensions of several shapes.
Texture2D<float4> Colors : register(t0);
Texture2DArray<uint4> Layers : register(t1);
Texture2DMS<float4> Samples : register(t2);
Texture3D<int> Volume : register(t3);
Texture1D<float2> Line : register(t4);
RWTexture2D<float4> Outputs[2] : register(u0);
RWTexture2DArray<uint> Slices : register(u2);
RWStructuredBuffer<uint4> Sizes : register(u3);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int2 p = int2(id.xy);
    float4 c = Colors.Load(int3(p, 0));
    c += Colors.Load(int3(p, 1), int2(1, 0));
    uint4 l = Layers.Load(int4(p, 2, 0));
    float4 s = Samples.Load(p, 3);
    int v = Volume.Load(int4(p, 1, 0));
    float2 t = Line.Load(int2(p.x, 0));
    Outputs[id.x & 1][p] = c + s + float4(l) + float(v) + float4(t, 0, 0);
    Slices[uint3(id.xy, 1)] = l.x;
    uint w, h, levels, elements, samples, d;
    Colors.GetDimensions(1, w, h, levels);
    Sizes[0] = uint4(w, h, levels, 0);
    Layers.GetDimensions(w, h, elements);
    Sizes[1] = uint4(w, h, elements, 0);
    Samples.GetDimensions(w, h, samples);
    Sizes[2] = uint4(w, h, samples, 0);
    Volume.GetDimensions(0, w, h, d, levels);
    Sizes[3] = uint4(w, h, d, levels);
    Outputs[1].GetDimensions(w, h);
    Slices.GetDimensions(w, h, elements);
    Sizes[4] = uint4(w, h, elements, 0);
}

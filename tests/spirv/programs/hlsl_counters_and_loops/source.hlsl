// glslangValidator -D -V --target-env vulkan1.1 -e main -S comp source.hlsl -o shader.spv
// (no -fhlsl_functionality1: glslang ties each counter to its buffer only by name,
// `<name>@count`).
RWStructuredBuffer<uint> Queue : register(u0);
RWStructuredBuffer<uint> Down : register(u3);
RWStructuredBuffer<float> Out : register(u1);
AppendStructuredBuffer<uint> Appended : register(u2);
StructuredBuffer<float4> Rows : register(t0);

[numthreads(1, 1, 1)]
void main() {
    uint a = Queue.IncrementCounter();
    uint b = Queue.IncrementCounter();
    uint c = Queue.IncrementCounter();
    // A counter is incremented or decremented, not both (DXIL's rule): another buffer's.
    uint d = Down.DecrementCounter();
    Queue[a] = 7;
    // (glslang drops a buffer only its counter uses: this one is written too.)
    Down[0] = 9;
    Appended.Append(5);
    Appended.Append(6);
    // A matrix carried around a loop (a phi of an array of vectors once promoted).
    float4x4 acc = 0;
    uint n, stride;
    Rows.GetDimensions(n, stride);
    for (uint i = 0; i + 3 < n; i += 4) {
        float4x4 m = float4x4(Rows[i], Rows[i + 1], Rows[i + 2], Rows[i + 3]);
        acc = acc + m;
    }
    Out[0] = a;
    Out[1] = b;
    Out[2] = c;
    Out[3] = d + 1;
    Out[4] = acc[0][0];
    Out[5] = acc[1][2];
    Out[6] = acc[3][3];
    Out[7] = acc[2][1];
}

// Local arrays that only hold a copy (dxil-forward-local-array-copies) and three that
// must stay. Read at the source: two cbuffer arrays passed by value and read at a
// run-time index, a static struct initialized from two cbuffer arrays, a static float
// array cast from float4 rows, a static assigned a constant table, a structured
// buffer's element copied to a local. Kept: a struct's array assigned a sum (clang leaves an llvm.memcpy
// into an array read before the copy: those reads need the array's own values), a copy
// whose source changes after the copy, a cbuffer array copy with one element
// overwritten.
struct Table { float4 rows[8]; };
cbuffer Params : register(b0) { float4 Weights[8]; Table T; float4 Wa[2]; float4 Wb[3]; };
RWStructuredBuffer<float4> Out : register(u0);
struct Row { float f[8]; };
StructuredBuffer<Row> Rows : register(t0);

// Initialized from the cbuffer: read at the cbuffer, each field at its own member.
static const struct { float4 a[2]; float4 b[3]; } ST = { Wa, Wb };
// A cast of float4 rows to floats: each float extracted from a row, read at the cbuffer.
static float Flat[8] = (float[8])Wa;
// A static assigned a constant table (clang's llvm.memcpy from a constant): read at the
// table.
static const float4 Table4[2] = { float4(1, 2, 3, 4), float4(9, 8, 7, 6) };
static float4 Copied[2];

float4 pick(float4 a[8], uint i) { return a[i]; }

struct Acc {
    float4 v[64];
    Acc operator+(Acc o) {
        Acc r;
        for (int k = 0; k < 64; k++) r.v[k] = v[k] + o.v[k];
        return r;
    }
};

[numthreads(8,1,1)]
void main(uint i : SV_DispatchThreadID) {
    // A cbuffer array passed by value, indexed at run time.
    float4 a = pick(Weights, i) + pick(T.rows, 7 - i);
    // A struct assigned the sum of itself and another, indexed at run time.
    Acc x, y;
    for (int k = 0; k < 64; k++) { x.v[k] = Weights[k & 7] * (float)i; y.v[k] = (float)k; }
    x = x + y;
    float4 b = x.v[(i * 9 + 3) & 63];
    // A copy whose source is written after the copy: the copy keeps the old values.
    float4 src[64];
    for (int k = 0; k < 64; k++) src[k] = (float)k + 10.0 * (float)i;
    float4 cp[64] = src;
    src[i] = -100.0;
    float4 c = cp[i ^ 1] + src[(i + 1) & 63];
    // A copy of a cbuffer array with one element overwritten afterwards.
    float4 w[8] = Weights;
    w[i & 3] = 1000.0;
    float4 d = w[i] + w[7 - i];
    // A structured buffer's element copied out (clang's llvm.memcpy from an SRV).
    Row r = Rows[i & 3];
    float e = r.f[i];
    Copied = Table4;
    float4 f = ST.a[i & 1] + ST.b[i % 3] + Flat[7 - i] + Copied[(i >> 1) & 1];
    Out[i * 5 + 0] = a;
    Out[i * 5 + 1] = b;
    Out[i * 5 + 2] = c;
    Out[i * 5 + 3] = d;
    Out[i * 5 + 4] = f + e;
}

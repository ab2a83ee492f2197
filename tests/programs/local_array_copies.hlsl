// Local arrays that only hold a copy (dxil-forward-local-array-copies) and three that
// must stay. Read at the source: two cbuffer arrays passed by value and read at a
// run-time index. Kept: a struct's array assigned a sum (clang leaves an llvm.memcpy
// into an array read before the copy: those reads need the array's own values), a copy
// whose source changes after the copy, a cbuffer array copy with one element
// overwritten.
struct Table { float4 rows[8]; };
cbuffer Params : register(b0) { float4 Weights[8]; Table T; };
RWStructuredBuffer<float4> Out : register(u0);

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
    Out[i * 4 + 0] = a;
    Out[i * 4 + 1] = b;
    Out[i * 4 + 2] = c;
    Out[i * 4 + 3] = d;
}

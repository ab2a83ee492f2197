// WGSL matrices as naga lays them out: vec3 columns padded to 16 bytes (mat4x3,
// mat3x3, arrays of mat2x3), in a storage buffer and a uniform buffer; whole structs
// copied (through a function variable), a matrix assigned through a pointer parameter, a column and an element
// assigned, matrix-vector products.
struct M {
    a: mat4x3<f32>,             // offset 0: 4 columns 16 bytes apart
    b: mat3x3<f32>,             // offset 64
    c: array<mat2x3<f32>, 2>,   // offset 112: each 32 bytes
    d: mat3x2<f32>,             // offset 176: columns 8 bytes apart
}                               // 200 bytes, 208 with its 16-byte alignment

@group(0) @binding(0) var<storage, read> inp: M;
@group(0) @binding(1) var<storage, read_write> outp: M;
@group(0) @binding(2) var<storage, read_write> o: array<f32>;
@group(0) @binding(3) var<uniform> u: M;
@group(0) @binding(4) var<storage, read> idx: i32;

fn double_b(p: ptr<function, M>) {
    (*p).b = (*p).b * 2.0;
}

@compute @workgroup_size(1)
fn main() {
    var t: M;
    t = inp;
    double_b(&t);
    let i = idx;
    t.b[i] = vec3<f32>(100.0, 200.0, 300.0);
    outp = t;
    outp.c[i][0].z = 7.0;
    outp.d = transpose(mat2x3<f32>(vec3<f32>(1.0, 2.0, 3.0), vec3<f32>(4.0, 5.0, 6.0)));
    let x = u.a * vec4<f32>(1.0, 2.0, 3.0, 4.0);
    o[0] = x.x; o[1] = x.y; o[2] = x.z;
    let y = vec3<f32>(1.0, 1.0, 1.0) * u.b;
    o[3] = y.x; o[4] = y.y; o[5] = y.z;
    o[6] = u.c[i][1].y;
    let d = u.d[i];
    o[7] = d.x; o[8] = d.y;
    let m = inp.c[i];
    o[9] = m[1].z;
}

// A private variable of a struct type that a storage buffer also uses (naga gives it
// the buffer's layout decorations: a mat2x3 with vec3 columns padded to 16 bytes), with
// a constant initializer and a null one, copied to the buffer.
struct P {
    m: mat2x3<f32>,   // offset 0: columns 16 bytes apart
    f: f32,           // offset 32
}

@group(0) @binding(0) var<storage, read_write> outp: array<P, 2>;

var<private> pm: P = P(mat2x3<f32>(vec3<f32>(1.0, 2.0, 3.0), vec3<f32>(4.0, 5.0, 6.0)), 7.0);
var<private> pz: P;

@compute @workgroup_size(1)
fn main() {
    pz.f = 8.0;
    pz.m[1].y = 9.0;
    outp[0] = pm;
    outp[1] = pz;
}

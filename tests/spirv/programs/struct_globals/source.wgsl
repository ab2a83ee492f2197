// Workgroup and private structs holding arrays of arrays (DXIL keeps arrays
// one-dimensional: each struct becomes one global per member, as in DXC).
struct Inner {
    grid: array<array<u32, 4>, 4>,
    total: atomic<u32>,
}

struct Shared {
    tag: u32,
    inner: Inner,
    cube: array<array<array<u32, 2>, 2>, 4>,
}

struct Local {
    table: array<array<f32, 3>, 2>,
    bias: u32,
}

var<workgroup> shared_mem: Shared;
var<private> local_mem: Local;

@group(0) @binding(0) var<storage, read_write> sums: array<u32, 16>;
@group(0) @binding(1) var<storage, read_write> doubled: array<u32, 16>;

@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
    let r = i / 4u;
    let c = i % 4u;
    shared_mem.inner.grid[r][c] = i * 3u;
    shared_mem.cube[r][c / 2u][c % 2u] = i;
    atomicAdd(&shared_mem.inner.total, i);
    workgroupBarrier();
    sums[i] = shared_mem.inner.grid[c][r] + atomicLoad(&shared_mem.inner.total)
        + shared_mem.cube[c][r / 2u][r % 2u] * 1000u;
    local_mem.table[i % 2u][i % 3u] = f32(i);
    doubled[i] = u32(local_mem.table[i % 2u][i % 3u] * 2.0) + local_mem.bias;
}

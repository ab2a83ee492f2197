#version 450
// gl_NumWorkGroups, which Direct3D does not give a compute shader: the binding map
// (binding-map.json) puts it in a cbuffer at b3, space0, that the dispatch fills.
layout(local_size_x = 2) in;
layout(set = 0, binding = 0, std430) buffer Out { uint values[]; } result;

void main() {
    uvec3 groups = gl_NumWorkGroups;
    uint flat_id = gl_GlobalInvocationID.x;
    result.values[flat_id] = groups.x * 100u + groups.y * 10u + gl_NumWorkGroups.z + flat_id * 1000u;
}

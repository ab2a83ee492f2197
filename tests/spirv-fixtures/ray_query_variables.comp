#version 460
#extension GL_EXT_ray_query : require
// Ray queries in a Private variable and in a function's own, the acceleration structure
// passed as an argument, Terminate inside the loop.
layout(local_size_x = 4) in;
layout(set = 1, binding = 3) uniform accelerationStructureEXT tlas;
layout(set = 0, binding = 0, std430) buffer Out { uint hits[]; } o;
rayQueryEXT shared_q;

uint trace(accelerationStructureEXT as, vec3 org) {
    rayQueryEXT q;
    rayQueryInitializeEXT(q, as, gl_RayFlagsOpaqueEXT | gl_RayFlagsTerminateOnFirstHitEXT, 0x0Fu, org, 0.0, vec3(1, 0, 0), 10.0);
    uint steps = 0u;
    while (rayQueryProceedEXT(q)) { steps++; if (steps > 8u) rayQueryTerminateEXT(q); }
    return rayQueryGetIntersectionTypeEXT(q, true) == gl_RayQueryCommittedIntersectionTriangleEXT ? rayQueryGetIntersectionPrimitiveIndexEXT(q, true) : steps;
}

void main() {
    uint i = gl_GlobalInvocationID.x;
    o.hits[i] = trace(tlas, vec3(float(i)));
    rayQueryInitializeEXT(shared_q, tlas, 0u, 0xFFu, vec3(0), 0.0, vec3(0, 1, 0), 1.0);
    rayQueryProceedEXT(shared_q);
    o.hits[i + 4u] = rayQueryGetIntersectionTypeEXT(shared_q, false) + uint(rayQueryGetIntersectionTEXT(shared_q, false));
}

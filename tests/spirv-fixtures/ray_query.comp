#version 460
#extension GL_EXT_ray_query : require
// Every GL_EXT_ray_query function: a candidate loop that confirms triangles and
// generates procedural hits, then the committed intersection's fields.
layout(local_size_x = 8) in;
layout(set = 0, binding = 0) uniform accelerationStructureEXT scene;
layout(set = 0, binding = 1, std430) buffer Out { float data[]; } o;

void put(inout uint k, float v) { o.data[k] = v; k += 1u; }
void put3(inout uint k, vec3 v) { put(k, v.x); put(k, v.y); put(k, v.z); }

void main() {
    uint base = gl_GlobalInvocationID.x * 64u;
    uint k = base;
    rayQueryEXT q;
    vec3 origin = vec3(float(gl_GlobalInvocationID.x), 0.0, -1.0);
    rayQueryInitializeEXT(q, scene, gl_RayFlagsCullBackFacingTrianglesEXT, 0xFFu,
                          origin, 0.01, vec3(0.0, 0.0, 1.0), 1000.0);
    put(k, rayQueryGetRayTMinEXT(q));
    put(k, float(rayQueryGetRayFlagsEXT(q)));
    put3(k, rayQueryGetWorldRayOriginEXT(q));
    put3(k, rayQueryGetWorldRayDirectionEXT(q));
    while (rayQueryProceedEXT(q)) {
        uint type = rayQueryGetIntersectionTypeEXT(q, false);
        if (type == gl_RayQueryCandidateIntersectionTriangleEXT) {
            if (rayQueryGetIntersectionFrontFaceEXT(q, false)
                    && rayQueryGetIntersectionTEXT(q, false) < 500.0) {
                vec2 b = rayQueryGetIntersectionBarycentricsEXT(q, false);
                if (b.x + float(rayQueryGetIntersectionPrimitiveIndexEXT(q, false)) >= 0.0) {
                    rayQueryConfirmIntersectionEXT(q);
                }
            }
        } else if (rayQueryGetIntersectionCandidateAABBOpaqueEXT(q)) {
            vec3 d = rayQueryGetIntersectionObjectRayDirectionEXT(q, false);
            vec3 p = rayQueryGetIntersectionObjectRayOriginEXT(q, false);
            mat4x3 w = rayQueryGetIntersectionWorldToObjectEXT(q, false);
            mat4x3 ow = rayQueryGetIntersectionObjectToWorldEXT(q, false);
            float t = -(w * vec4(p, 1.0)).z / d.z + ow[3].x * 0.0;
            int extra = rayQueryGetIntersectionInstanceCustomIndexEXT(q, false)
                      + rayQueryGetIntersectionInstanceIdEXT(q, false)
                      + rayQueryGetIntersectionGeometryIndexEXT(q, false);
            uint sbt = rayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetEXT(q, false);
            if (t > 0.0 && extra + int(sbt) >= 0) {
                rayQueryGenerateIntersectionEXT(q, t);
            }
        } else {
            rayQueryTerminateEXT(q);
        }
    }
    uint committed = rayQueryGetIntersectionTypeEXT(q, true);
    put(k, float(committed));
    if (committed != gl_RayQueryCommittedIntersectionNoneEXT) {
        put(k, rayQueryGetIntersectionTEXT(q, true));
        put(k, float(rayQueryGetIntersectionInstanceCustomIndexEXT(q, true)));
        put(k, float(rayQueryGetIntersectionInstanceIdEXT(q, true)));
        put(k, float(rayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetEXT(q, true)));
        put(k, float(rayQueryGetIntersectionGeometryIndexEXT(q, true)));
        put(k, float(rayQueryGetIntersectionPrimitiveIndexEXT(q, true)));
        vec2 b = rayQueryGetIntersectionBarycentricsEXT(q, true);
        put(k, b.x);
        put(k, b.y);
        put(k, rayQueryGetIntersectionFrontFaceEXT(q, true) ? 1.0 : 0.0);
        put3(k, rayQueryGetIntersectionObjectRayDirectionEXT(q, true));
        put3(k, rayQueryGetIntersectionObjectRayOriginEXT(q, true));
        mat4x3 m = rayQueryGetIntersectionObjectToWorldEXT(q, true);
        mat4x3 n = rayQueryGetIntersectionWorldToObjectEXT(q, true);
        for (int c = 0; c < 4; c++) {
            put3(k, m[c]);
            put3(k, n[c]);
        }
    }
}

// ray_query.comp in HLSL, for DXC (dxc -T cs_6_5): the same queries, the same
// outputs, so that the two containers' RayQuery operations can be compared.
RaytracingAccelerationStructure scene : register(t0);
RWStructuredBuffer<float> o : register(u1);

void put(inout uint k, float v) { o[k] = v; k += 1u; }
void put3(inout uint k, float3 v) { put(k, v.x); put(k, v.y); put(k, v.z); }

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint base = id.x * 64u;
    uint k = base;
    RayQuery<RAY_FLAG_NONE> q;
    RayDesc ray;
    ray.Origin = float3(float(id.x), 0.0, -1.0);
    ray.TMin = 0.01;
    ray.Direction = float3(0.0, 0.0, 1.0);
    ray.TMax = 1000.0;
    q.TraceRayInline(scene, RAY_FLAG_CULL_BACK_FACING_TRIANGLES, 0xFF, ray);
    put(k, q.RayTMin());
    put(k, float(q.RayFlags()));
    put3(k, q.WorldRayOrigin());
    put3(k, q.WorldRayDirection());
    while (q.Proceed()) {
        uint type = q.CandidateType();
        if (type == CANDIDATE_NON_OPAQUE_TRIANGLE) {
            if (q.CandidateTriangleFrontFace() && q.CandidateTriangleRayT() < 500.0) {
                float2 b = q.CandidateTriangleBarycentrics();
                if (b.x + float(q.CandidatePrimitiveIndex()) >= 0.0) {
                    q.CommitNonOpaqueTriangleHit();
                }
            }
        } else if (!q.CandidateProceduralPrimitiveNonOpaque()) {
            float3 d = q.CandidateObjectRayDirection();
            float3 p = q.CandidateObjectRayOrigin();
            float3x4 w = q.CandidateWorldToObject3x4();
            float3x4 ow = q.CandidateObjectToWorld3x4();
            float t = -mul(w, float4(p, 1.0)).z / d.z + ow._m03 * 0.0;
            int extra = int(q.CandidateInstanceID()) + int(q.CandidateInstanceIndex())
                      + int(q.CandidateGeometryIndex());
            uint sbt = q.CandidateInstanceContributionToHitGroupIndex();
            if (t > 0.0 && extra + int(sbt) >= 0) {
                q.CommitProceduralPrimitiveHit(t);
            }
        } else {
            q.Abort();
        }
    }
    uint committed = q.CommittedStatus();
    put(k, float(committed));
    if (committed != COMMITTED_NOTHING) {
        put(k, q.CommittedRayT());
        put(k, float(q.CommittedInstanceID()));
        put(k, float(q.CommittedInstanceIndex()));
        put(k, float(q.CommittedInstanceContributionToHitGroupIndex()));
        put(k, float(q.CommittedGeometryIndex()));
        put(k, float(q.CommittedPrimitiveIndex()));
        float2 b = q.CommittedTriangleBarycentrics();
        put(k, b.x);
        put(k, b.y);
        put(k, q.CommittedTriangleFrontFace() ? 1.0 : 0.0);
        put3(k, q.CommittedObjectRayDirection());
        put3(k, q.CommittedObjectRayOrigin());
        float4x3 m = transpose(q.CommittedObjectToWorld3x4());
        float4x3 n = transpose(q.CommittedWorldToObject3x4());
        for (int c = 0; c < 4; c++) {
            put3(k, m[c]);
            put3(k, n[c]);
        }
    }
}

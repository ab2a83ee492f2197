// Found beside the file that includes it (io_types.hlsli).
#pragma once
typedef float3 Normal;

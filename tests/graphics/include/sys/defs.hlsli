// Included with <defs.hlsli> (an -I directory) and again through io_types.hlsli:
// the include guard keeps one copy.
#ifndef DEFS_HLSLI
#define DEFS_HLSLI
typedef float4 Color;
#define UV_SEMANTIC TEXCOORD3
#endif

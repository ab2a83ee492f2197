//! dxil-emit: LLVM IR for HLSL shaders to DXIL containers.

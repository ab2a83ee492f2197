//! Shared by the benchmarks and the example that writes generated shaders.
pub mod gen;
pub mod shapes;

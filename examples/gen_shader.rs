//! Writes a generated compute shader of N instructions (for timing against other tools):
//! `cargo run --example gen_shader -- 1000000 > big.ll`.

#[path = "../benches/common/gen.rs"]
mod gen;

fn main() {
    let n = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000);
    print!("{}", gen::compute_shader(n));
}

//! Writes a generated compute shader of N instructions (for timing against other tools):
//! `cargo run --example gen_shader -- 1000000 > big.ll`, or its SPIR-V twin with
//! `cargo run --example gen_shader -- 1000000 --spirv > big.spv`; other shapes of
//! module (issue 33) with `--functions` (N exported functions) or `--blocks` (N
//! if/phi diamonds).

use std::io::Write;

#[path = "../benches/common/gen.rs"]
mod gen;
#[path = "../benches/common/shapes.rs"]
mod shapes;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n = args.iter().find_map(|a| a.parse().ok()).unwrap_or(1000);
    let shape = shapes::SHAPES
        .iter()
        .find(|(name, _)| args.iter().any(|a| a.strip_prefix("--") == Some(name)));
    if let Some((_, make)) = shape {
        print!("{}", make(n));
    } else if args.iter().any(|a| a == "--spirv") {
        let bytes: Vec<u8> = gen::compute_shader_spirv(n)
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect();
        std::io::stdout()
            .write_all(&bytes)
            .expect("writing the module");
    } else {
        print!("{}", gen::compute_shader(n));
    }
}

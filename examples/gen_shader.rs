//! Writes a generated compute shader of N instructions (for timing against other tools):
//! `cargo run --example gen_shader -- 1000000 > big.ll`, or its SPIR-V twin with
//! `cargo run --example gen_shader -- 1000000 --spirv > big.spv`.

use std::io::Write;

#[path = "../benches/common/gen.rs"]
mod gen;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n = args.iter().find_map(|a| a.parse().ok()).unwrap_or(1000);
    if args.iter().any(|a| a == "--spirv") {
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

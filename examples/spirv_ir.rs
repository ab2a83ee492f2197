//! Prints the IR the SPIR-V front end builds from a module, before any lowering (for
//! finding which construct a lowering error comes from):
//! `cargo run --example spirv_ir -- FILE.spv [ENTRY]`.

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: spirv_ir FILE.spv [ENTRY]");
        std::process::exit(2);
    };
    let bytes = std::fs::read(&path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(1)
    });
    let opts = dxil_spirv::SpirvOptions {
        entry: args.next(),
        ..dxil_spirv::SpirvOptions::default()
    };
    let translated = dxil_spirv::words(&bytes).and_then(|w| dxil_spirv::translate(&w, &opts));
    match translated {
        Ok(t) => print!("{}", dxil_ir::printer::print_module(&t.module)),
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1)
        }
    }
}

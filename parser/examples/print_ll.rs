//! Parses an LLVM IR file and prints it back: `cargo run -p dxil-parser --example print_ll FILE`.

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: print_ll FILE.ll");
        std::process::exit(2);
    };
    let bytes = match std::fs::read(&path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    };
    match dxil_parser::parse_bytes(&bytes) {
        Ok(p) => print!("{}", dxil_ir::printer::print_module(&p.module)),
        Err(e) => {
            eprintln!("{path}:{e}");
            std::process::exit(1);
        }
    }
}

//! Times each stage of parsing and verifying a file:
//! `cargo run --release -p dxil-parser --example parse_time FILE.ll` (with
//! `PARSE_TIME_LEX=1` set, the time of lexing alone too).

use std::time::Instant;

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: parse_time FILE.ll");
        std::process::exit(2);
    };
    let t0 = Instant::now();
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    };
    let t1 = Instant::now();
    if std::env::var_os("PARSE_TIME_LEX").is_some() {
        let ntokens = dxil_parser::lexer::Lexer::new(&text).count();
        eprintln!("lexing alone {:?} ({ntokens} tokens)", t1.elapsed());
    }
    let t1 = Instant::now();
    let parsed = match dxil_parser::parse(&text) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{path}:{e}");
            std::process::exit(1);
        }
    };
    let t2 = Instant::now();
    let verified = dxil_ir::verify(&parsed.module);
    let t3 = Instant::now();
    let insts: usize = parsed
        .module
        .functions
        .iter()
        .filter_map(|(_, f)| f.body.as_ref())
        .map(|b| b.insts.len())
        .sum();
    eprintln!(
        "read {:?}  parse {:?}  verify {:?} ({})  instructions {insts}  source map {}",
        t1 - t0,
        t2 - t1,
        t3 - t2,
        if verified.is_ok() { "ok" } else { "errors" },
        parsed.source_map.len(),
    );
}

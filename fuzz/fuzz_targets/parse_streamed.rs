//! Text → parser, streaming bodies and not: both must give the same module (as printed)
//! and warnings, or the same error.
#![no_main]
use dxil_ir::printer::print_module;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match (
        dxil_parser::parse(text),
        dxil_parser::parse_unstreamed(text),
    ) {
        (Ok(a), Ok(b)) => {
            assert_eq!(print_module(&a.module), print_module(&b.module));
            assert_eq!(a.warnings, b.warnings);
        }
        (Err(a), Err(b)) => assert_eq!(a, b),
        (a, b) => panic!("streamed {:?}, whole {:?}", a.err(), b.err()),
    }
});

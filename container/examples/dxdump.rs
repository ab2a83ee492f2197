//! Prints a DXIL container in the crate's text form: `cargo run -p dxil-container --example
//! dxdump -- FILE...`.

fn main() {
    for path in std::env::args().skip(1) {
        let bytes = match std::fs::read(&path) {
            Ok(bytes) => bytes,
            Err(error) => {
                eprintln!("{path}: {error}");
                continue;
            }
        };
        match dxil_container::read(&bytes) {
            Ok(parsed) => print!("{}", dxil_container::print(&parsed)),
            Err(error) => eprintln!("{path}: {error}"),
        }
    }
}

//! The module reader against DXC's containers: every DXIL part reads.

use crate::common;

use dxil_bitcode::read_module;

#[test]
fn every_dxc_module_reads() {
    let Some(corpus) = common::corpus() else {
        return;
    };
    let mut failures = Vec::new();
    for (path, bc) in &corpus {
        if let Err(e) = read_module(bc) {
            failures.push(format!("{}: {e}", path.display()));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} modules failed:\n{}",
        failures.len(),
        corpus.len(),
        failures.join("\n")
    );
    eprintln!("{} DXC modules read", corpus.len());
}

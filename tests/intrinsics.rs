//! One shader per HLSL intrinsic function clang 22.1's headers declare
//! (tests/intrinsics: `X.hlsl`, clang 22's `X.ll`, and for compute shaders an
//! offload-test pipeline `X.yaml` whose expected buffers are what DXC's container for
//! the same source computes). Each must compile to a container Microsoft's validator
//! accepts (when ../shared holds it) and, where it has a pipeline, compute DXC's
//! results on the CPU interpreter. Failures must be listed, with a reason, in
//! tests/expected/intrinsic-failures.txt.

use crate::common;

use std::collections::BTreeMap;
use std::path::Path;

#[test]
fn every_intrinsic_shader_validates_and_computes_what_dxc_computes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/intrinsics");
    let inputs = common::files(&dir, ".ll");
    assert!(
        inputs.len() >= 150,
        "only {} shaders in {}",
        inputs.len(),
        dir.display()
    );
    let dxv = common::dxv_path();
    if dxv.is_none() {
        eprintln!("note: ../shared/tools/dxc/bin/dxv is missing: containers are not validated");
    }
    let mut checked = Vec::new();
    let mut failures = BTreeMap::new();
    let mut runs = 0;
    for ll in &inputs {
        let name = ll.file_stem().unwrap().to_string_lossy().into_owned();
        checked.push(name.clone());
        runs += usize::from(ll.with_extension("yaml").exists());
        let result = common::compile_validate_and_run(ll, dxv.is_some());
        if let Err(why) = result {
            failures.insert(name, why.lines().next().unwrap_or("").to_string());
        }
    }
    eprintln!(
        "{} of {} intrinsic shaders pass ({runs} run against DXC's results)",
        inputs.len() - failures.len(),
        inputs.len()
    );
    for (name, why) in &failures {
        eprintln!("  {name}: {why}");
    }
    common::check_against_list("intrinsic-failures.txt", &checked, &failures);
}

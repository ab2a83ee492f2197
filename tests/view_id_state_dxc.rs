//! The ViewID analysis (`dxil_lower::view_id_state`) on DXC's printed graphics modules
//! gives exactly the state DXC serialized into them (`!dx.viewIdState`).

mod common;

#[test]
fn view_id_state_matches_dxcs_serialized_state() {
    let Some(shared) = common::shared() else {
        return;
    };
    let mut checked = 0;
    let mut failures = Vec::new();
    for ll in common::files(&shared.join("dxc-reference/corpus"), ".ll") {
        let text = std::fs::read_to_string(&ll).unwrap();
        let module = dxil_parser::parse(&text).unwrap().module;
        let Some(expected) = dxil_lower::view_id_state::serialized_in_module(&module) else {
            continue;
        };
        let info = dxil_lower::read_dxil_info(&module).unwrap();
        let state = dxil_lower::view_id_state::compute(&module, &info);
        let got = state.serialize(info.shader_model.kind);
        checked += 1;
        if got != expected {
            failures.push(format!(
                "{}:\n  ours  {got:?}\n  DXC's {expected:?}",
                ll.display()
            ));
        }
    }
    eprintln!("compared the ViewID state of {checked} modules");
    assert!(checked > 0, "no module with !dx.viewIdState");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

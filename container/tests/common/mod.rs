//! Helpers shared by the integration tests: finding the reference containers and
//! re-encoding a parsed container part by part.

#![allow(dead_code)]

#[allow(unused_imports)] // each test uses some of them
pub use dxil_test_support::{dxc_containers, shared_dir};

use dxil_container::{Container, DigestMode, Encode, ParsedContainer, PartContents};

/// The body a decoded part encodes back to, or `None` for parts kept as bytes.
pub fn reencode(contents: &PartContents<'_>) -> Option<Vec<u8>> {
    let mut sink = Vec::new();
    match contents {
        PartContents::FeatureFlags(part) => part.encode(&mut sink),
        PartContents::ShaderHash(part) => part.encode(&mut sink),
        PartContents::PipelineStateValidation(part) => part.encode(&mut sink),
        PartContents::Signature(part) => part.encode(&mut sink),
        PartContents::RootSignature(part) => part.encode(&mut sink),
        PartContents::Program(part) => part.encode(&mut sink),
        PartContents::DebugName(part) => part.encode(&mut sink),
        PartContents::Opaque => return None,
    }
    Some(sink)
}

/// The container rebuilt from the decoded parts (opaque parts copied) with `digest`.
pub fn reassemble(parsed: &ParsedContainer<'_>, digest: DigestMode) -> Vec<u8> {
    let mut container = Container::new(digest);
    for part in &parsed.parts {
        let body = reencode(&part.contents).unwrap_or_else(|| part.body.to_vec());
        container.push_raw(part.fourcc, body);
    }
    container.to_bytes().expect("container fits")
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

//! Every DXC container in ../shared reads, re-encodes part by part and as a whole to the
//! same bytes, and carries the retail digest and HASH this crate computes.

mod common;

use dxil_container::{read, DigestMode, DigestStatus, FourCC, ShaderHash};

use common::{
    dxc_containers, dxc_stage_containers, first_difference, reassemble, reencode, shared_dir,
};

#[test]
fn dxc_containers_round_trip_byte_for_byte() {
    let Some(shared) = shared_dir() else { return };
    let files = dxc_containers(&shared);
    assert!(
        files.len() >= 50,
        "expected the reference corpus, found {}",
        files.len()
    );
    let mut failures = Vec::new();
    let mut parts_checked = 0;
    let mut root_signatures = 0;
    for path in &files {
        let name = path.display();
        let bytes = std::fs::read(path).expect("readable");
        let parsed = match read(&bytes) {
            Ok(parsed) => parsed,
            Err(error) => {
                failures.push(format!("{name}: {error}"));
                continue;
            }
        };
        for part in &parsed.parts {
            if let Some(body) = reencode(&part.contents) {
                parts_checked += 1;
                if body != part.body {
                    failures.push(format!(
                        "{name}: part {} re-encodes differently ({})",
                        part.fourcc,
                        first_difference(&body, part.body)
                    ));
                }
            }
        }
        if parsed.root_signature().is_some() {
            root_signatures += 1;
        }
        let rebuilt = reassemble(&parsed, DigestMode::Retail);
        if rebuilt != bytes {
            failures.push(format!(
                "{name}: reassembled container differs ({})",
                first_difference(&rebuilt, &bytes)
            ));
        }
        if parsed.digest_status != DigestStatus::Retail {
            failures.push(format!("{name}: digest is {:?}", parsed.digest_status));
        }
        match (parsed.shader_hash(), parsed.bitcode()) {
            (Some(hash), Some(bitcode)) => {
                if hash != ShaderHash::of_bitcode(bitcode) {
                    failures.push(format!("{name}: HASH is not the MD5 of the bitcode"));
                }
            }
            _ => failures.push(format!("{name}: no HASH or no DXIL part")),
        }
        for fourcc in [
            FourCC::SFI0,
            FourCC::ISG1,
            FourCC::OSG1,
            FourCC::PSV0,
            FourCC::DXIL,
        ] {
            if parsed.part(fourcc).is_none() {
                failures.push(format!("{name}: no {fourcc} part"));
            }
        }
    }
    eprintln!(
        "{} containers, {parts_checked} parts re-encoded, {root_signatures} root signatures",
        files.len()
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        parts_checked >= files.len() * 6,
        "only {parts_checked} parts re-encoded"
    );
    assert!(root_signatures > 0, "no RTS0 part was exercised");
}

#[test]
fn dxc_containers_print_every_part() {
    let Some(shared) = shared_dir() else { return };
    for path in dxc_containers(&shared) {
        let bytes = std::fs::read(&path).expect("readable");
        let parsed = read(&bytes).expect("reads");
        let text = dxil_container::print(&parsed);
        for part in &parsed.parts {
            assert!(
                text.contains(&format!("Name:            {}", part.fourcc)),
                "{}: {} missing from\n{text}",
                path.display(),
                part.fourcc
            );
        }
        assert!(text.contains("HashStatus:      retail (valid)"));
    }
}

#[test]
fn dxc_stage_containers_round_trip_and_print() {
    let Some(shared) = shared_dir() else { return };
    let files = dxc_stage_containers(&shared);
    assert!(files.len() >= 150, "found {} stage containers", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let name = path.display();
        let bytes = std::fs::read(path).expect("readable");
        let parsed = match read(&bytes) {
            Ok(parsed) => parsed,
            Err(error) => {
                failures.push(format!("{name}: {error}"));
                continue;
            }
        };
        let rebuilt = reassemble(&parsed, DigestMode::Retail);
        if rebuilt != bytes {
            failures.push(format!(
                "{name}: reassembled container differs ({})",
                first_difference(&rebuilt, &bytes)
            ));
        }
        let text = dxil_container::print(&parsed);
        for part in &parsed.parts {
            if !text.contains(&format!("Name:            {}", part.fourcc)) {
                failures.push(format!("{name}: {} not printed", part.fourcc));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

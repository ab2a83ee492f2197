//! Malformed input gives an error naming the byte offset, never a panic and never an
//! allocation sized by a count the input cannot back.

mod common;

use dxil_container::psv0::RUNTIME_INFO_SIZES;
use dxil_container::{
    read, Container, DebugName, DigestMode, FeatureFlags, FourCC, PipelineStateValidation, Program,
    ReadError, RootSignature, ShaderHash, Signature,
};
use proptest::prelude::*;

use common::{dxc_containers, dxc_stage_containers, reassemble, shared_dir};

/// A small real container: DXC's if ../shared is present, else a hand-built one.
fn sample_container() -> Vec<u8> {
    if let Some(shared) = shared_dir() {
        if let Some(path) = dxc_containers(&shared)
            .into_iter()
            .find(|path| path.to_string_lossy().contains("ps_blinn_phong_lighting"))
        {
            return std::fs::read(path).expect("readable");
        }
    }
    let mut container = Container::new(DigestMode::Retail);
    container
        .push(FourCC::SFI0, &FeatureFlags::WAVE_OPS)
        .push(FourCC::ISG1, &Signature::default())
        .push(FourCC::HASH, &ShaderHash::of_bitcode(b"BC\xC0\xDE"));
    container.to_bytes().expect("small")
}

fn set_u32(bytes: &mut [u8], at: usize, value: u32) {
    bytes[at..at + 4].copy_from_slice(&value.to_le_bytes());
}

fn expect_error(result: Result<impl std::fmt::Debug, ReadError>, what: &str) -> ReadError {
    let error = result.expect_err(what);
    assert!(
        error.to_string().contains("(at offset 0x"),
        "{what}: no offset in {error}"
    );
    error
}

/// The parsed part named `fourcc`: (offset of its header, body length).
fn part_span(bytes: &[u8], fourcc: FourCC) -> (usize, usize) {
    let parsed = read(bytes).expect("sample reads");
    let part = parsed.part(fourcc).expect("part present");
    (part.offset, part.body.len())
}

#[test]
fn every_truncation_is_an_error() {
    let bytes = sample_container();
    for len in 0..bytes.len() {
        let mut cut = bytes[..len].to_vec();
        if len >= 28 {
            // Keep the header consistent so the part checks run.
            set_u32(&mut cut, 24, len as u32);
        }
        let error = expect_error(read(&cut), &format!("truncated to {len}"));
        assert!(error.offset() <= bytes.len(), "offset {error} out of range");
    }
}

#[test]
fn every_truncated_part_body_decodes_without_panic() {
    let bytes = sample_container();
    let parsed = read(&bytes).expect("reads");
    for part in &parsed.parts {
        for len in 0..part.body.len() {
            let body = &part.body[..len];
            let base = part.offset + 8;
            let result = match part.fourcc {
                FourCC::SFI0 => FeatureFlags::decode(body, base).map(|_| ()),
                FourCC::HASH => ShaderHash::decode(body, base).map(|_| ()),
                FourCC::PSV0 => PipelineStateValidation::decode(body, base, None).map(|_| ()),
                FourCC::ISG1 | FourCC::OSG1 | FourCC::PSG1 => {
                    Signature::decode(body, base).map(|_| ())
                }
                FourCC::RTS0 => RootSignature::decode(body, base).map(|_| ()),
                FourCC::DXIL | FourCC::STAT | FourCC::ILDB => {
                    Program::decode(body, base).map(|_| ())
                }
                FourCC::ILDN => DebugName::decode(body, base).map(|_| ()),
                _ => Ok(()),
            };
            if let Err(error) = result {
                assert!(error.offset() >= base && error.offset() <= base + part.body.len());
            }
        }
    }
}

#[test]
fn header_errors_name_their_offset() {
    let bytes = sample_container();
    let mut bad_magic = bytes.clone();
    bad_magic[0] = b'X';
    assert_eq!(expect_error(read(&bad_magic), "magic").offset(), 0);

    let mut wrong_size = bytes.clone();
    set_u32(&mut wrong_size, 24, bytes.len() as u32 + 4);
    assert_eq!(expect_error(read(&wrong_size), "file size").offset(), 24);

    let mut huge_count = bytes.clone();
    set_u32(&mut huge_count, 28, u32::MAX);
    expect_error(read(&huge_count), "part count");

    let mut offset_past_end = bytes.clone();
    set_u32(&mut offset_past_end, 32, bytes.len() as u32 + 100);
    assert_eq!(expect_error(read(&offset_past_end), "offset").offset(), 32);

    let mut offset_in_header = bytes.clone();
    set_u32(&mut offset_in_header, 32, 8);
    assert_eq!(
        expect_error(read(&offset_in_header), "into header").offset(),
        32
    );
}

#[test]
fn part_size_past_the_end_is_an_error() {
    let bytes = sample_container();
    let (offset, _) = part_span(&bytes, FourCC::SFI0);
    let mut big = bytes.clone();
    set_u32(&mut big, offset + 4, u32::MAX);
    assert_eq!(expect_error(read(&big), "size").offset(), offset + 4);
}

#[test]
fn unknown_and_repeated_parts_are_errors() {
    let bytes = sample_container();
    let (offset, _) = part_span(&bytes, FourCC::SFI0);
    let mut unknown = bytes.clone();
    unknown[offset..offset + 4].copy_from_slice(b"ABCD");
    let error = expect_error(read(&unknown), "unknown");
    assert_eq!(error.offset(), offset);
    assert!(error.message().contains("ABCD"));

    let mut repeated = bytes.clone();
    let second = u32::from_le_bytes(bytes[32..36].try_into().unwrap());
    set_u32(&mut repeated, 36, second);
    expect_error(read(&repeated), "repeated");
}

#[test]
fn overlapping_parts_are_an_error() {
    // An opaque part whose body holds what looks like a HASH part, and an offset table
    // entry pointing at it.
    let mut inner = Vec::new();
    inner.extend_from_slice(b"HASH");
    inner.extend_from_slice(&20u32.to_le_bytes());
    inner.extend_from_slice(&[0; 20]);
    let mut container = Container::new(DigestMode::Zero);
    container
        .push_raw(FourCC::RDAT, inner)
        .push(FourCC::SFI0, &FeatureFlags::empty());
    let mut bytes = container.to_bytes().expect("small");
    let rdat = u32::from_le_bytes(bytes[32..36].try_into().unwrap());
    set_u32(&mut bytes, 36, rdat + 8);
    let error = expect_error(read(&bytes), "overlap");
    assert!(error.message().contains("overlap"), "{error}");
    assert_eq!(error.offset(), rdat as usize + 8);
}

#[test]
fn huge_counts_inside_parts_are_errors() {
    let bytes = sample_container();
    let (psv, _) = part_span(&bytes, FourCC::PSV0);
    let info_size = u32::from_le_bytes(bytes[psv + 8..psv + 12].try_into().unwrap()) as usize;
    let resource_count_at = psv + 12 + info_size;
    let mut many_resources = bytes.clone();
    set_u32(&mut many_resources, resource_count_at, u32::MAX);
    expect_error(read(&many_resources), "resource count");

    let mut odd_info = bytes.clone();
    set_u32(&mut odd_info, psv + 8, 40);
    assert!(!RUNTIME_INFO_SIZES.contains(&40));
    assert_eq!(expect_error(read(&odd_info), "info size").offset(), psv + 8);

    let (isg, _) = part_span(&bytes, FourCC::ISG1);
    let mut many_elements = bytes.clone();
    set_u32(&mut many_elements, isg + 8, 0x1000_0000);
    expect_error(read(&many_elements), "signature count");

    let mut name_out_of_range = bytes.clone();
    set_u32(&mut name_out_of_range, isg + 8 + 8 + 4, 0xFFFF);
    expect_error(read(&name_out_of_range), "name offset");

    let (dxil, _) = part_span(&bytes, FourCC::DXIL);
    let mut bitcode_too_long = bytes.clone();
    set_u32(&mut bitcode_too_long, dxil + 8 + 20, u32::MAX);
    expect_error(read(&bitcode_too_long), "bitcode size");

    let mut rts = Vec::new();
    for word in [2u32, u32::MAX, 24, 0, 24, 0] {
        rts.extend_from_slice(&word.to_le_bytes());
    }
    expect_error(RootSignature::decode(&rts, 0), "root parameter count");
    let mut samplers = rts.clone();
    samplers[4..8].copy_from_slice(&0u32.to_le_bytes());
    samplers[12..16].copy_from_slice(&u32::MAX.to_le_bytes());
    expect_error(RootSignature::decode(&samplers, 0), "sampler count");
    let mut bad_parameter = rts.clone();
    bad_parameter[4..8].copy_from_slice(&1u32.to_le_bytes());
    bad_parameter.extend_from_slice(&[9, 0, 0, 0, 0, 0, 0, 0, 24, 0, 0, 0]);
    let error = expect_error(RootSignature::decode(&bad_parameter, 0), "parameter type");
    assert_eq!(error.offset(), 24);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn random_mutations_never_panic(
        edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..8),
        words in prop::collection::vec((any::<prop::sample::Index>(), any::<u32>()), 0..3),
        cut in any::<prop::sample::Index>(),
        truncate in any::<bool>(),
    ) {
        let mut bytes = sample_container();
        for (index, value) in edits {
            let at = index.index(bytes.len());
            bytes[at] = value;
        }
        for (index, value) in words {
            let at = index.index(bytes.len() - 3);
            bytes[at..at + 4].copy_from_slice(&value.to_le_bytes());
        }
        if truncate {
            let len = cut.index(bytes.len());
            bytes.truncate(len);
            if len >= 28 {
                bytes[24..28].copy_from_slice(&(len as u32).to_le_bytes());
            }
        }
        match read(&bytes) {
            Ok(parsed) => {
                let _ = dxil_container::print(&parsed);
                let _ = reassemble(&parsed, DigestMode::Retail);
            }
            Err(error) => prop_assert!(error.offset() <= bytes.len().max(32)),
        }
    }
}

/// DXC's library containers with node tables and with subobjects (unions of every
/// kind), when ../shared is present, and where each one's RDAT body starts and ends.
fn sample_libraries() -> Vec<(Vec<u8>, std::ops::Range<usize>)> {
    let Some(shared) = shared_dir() else {
        return Vec::new();
    };
    dxc_stage_containers(&shared)
        .into_iter()
        .filter(|p| {
            let name = p.to_string_lossy();
            name.ends_with("Sample_node.dxil") || name.ends_with("subobjects.dxil")
        })
        .map(|path| {
            let bytes = std::fs::read(path).expect("readable");
            let parsed = read(&bytes).expect("reads");
            let part = parsed.part(FourCC::RDAT).expect("an RDAT part");
            let start = part.offset + 8;
            let range = start..start + part.body.len();
            (bytes, range)
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn runtime_data_mutations_never_panic(
        edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6),
        words in prop::collection::vec((any::<prop::sample::Index>(), any::<u32>()), 0..3),
        which in any::<prop::sample::Index>(),
    ) {
        let samples = sample_libraries();
        if samples.is_empty() {
            return Ok(());
        }
        let (mut bytes, range) = samples[which.index(samples.len())].clone();
        for (index, value) in edits {
            bytes[range.start + index.index(range.len())] = value;
        }
        for (index, value) in words {
            let at = range.start + index.index(range.len() - 3);
            bytes[at..at + 4].copy_from_slice(&value.to_le_bytes());
        }
        match read(&bytes) {
            Ok(parsed) => {
                let _ = dxil_container::print(&parsed);
                let _ = reassemble(&parsed, DigestMode::Retail);
            }
            Err(error) => prop_assert!(error.offset() <= bytes.len()),
        }
    }
}

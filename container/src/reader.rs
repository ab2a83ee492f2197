//! The container reader: bytes in, a checked list of parts with their decoded contents out.

use crate::byte_reader::ByteReader;
use crate::digest::{check_digest, DigestStatus};
use crate::header::{ContainerHeader, CONTAINER_HEADER_SIZE, PART_HEADER_SIZE};
use crate::{
    CompilerVersion, Container, DebugName, DigestMode, Encode, FeatureFlags, FourCC,
    PipelineStateValidation, Program, ReadError, RootSignature, RuntimeData, ShaderHash,
    ShaderKind, Signature,
};

/// The decoded contents of one part.
#[derive(Debug, Clone, PartialEq)]
pub enum PartContents<'a> {
    /// `SFI0`.
    FeatureFlags(FeatureFlags),
    /// `HASH`.
    ShaderHash(ShaderHash),
    /// `PSV0`.
    PipelineStateValidation(Box<PipelineStateValidation>),
    /// `ISG1`, `OSG1` or `PSG1`.
    Signature(Signature),
    /// `RTS0`.
    RootSignature(RootSignature),
    /// `DXIL`, `ILDB` or `STAT`.
    Program(Program<'a>),
    /// `ILDN`.
    DebugName(DebugName),
    /// `RDAT`.
    RuntimeData(RuntimeData),
    /// `VERS`.
    CompilerVersion(CompilerVersion),
    /// A known part this crate keeps as bytes (`PRIV`, `SRCI`, ...).
    Opaque,
}

/// One part of a container.
#[derive(Debug, Clone, PartialEq)]
pub struct ParsedPart<'a> {
    /// Part name.
    pub fourcc: FourCC,
    /// Offset of the part header in the container.
    pub offset: usize,
    /// The part body.
    pub body: &'a [u8],
    /// What the body decodes to.
    pub contents: PartContents<'a>,
}

/// A container read by [`read`].
#[derive(Debug, Clone, PartialEq)]
pub struct ParsedContainer<'a> {
    /// The header.
    pub header: ContainerHeader,
    /// The parts, in offset-table order.
    pub parts: Vec<ParsedPart<'a>>,
    /// What the stored digest is.
    pub digest_status: DigestStatus,
}

impl PartContents<'_> {
    /// The body these contents encode to, or `None` for an [`PartContents::Opaque`] part.
    pub fn encode_body(&self) -> Option<Vec<u8>> {
        let mut sink = Vec::new();
        match self {
            PartContents::FeatureFlags(part) => part.encode(&mut sink),
            PartContents::ShaderHash(part) => part.encode(&mut sink),
            PartContents::PipelineStateValidation(part) => part.encode(&mut sink),
            PartContents::Signature(part) => part.encode(&mut sink),
            PartContents::RootSignature(part) => part.encode(&mut sink),
            PartContents::Program(part) => part.encode(&mut sink),
            PartContents::DebugName(part) => part.encode(&mut sink),
            PartContents::RuntimeData(part) => part.encode(&mut sink),
            PartContents::CompilerVersion(part) => part.encode(&mut sink),
            PartContents::Opaque => return None,
        }
        Some(sink)
    }
}

impl<'a> ParsedContainer<'a> {
    /// A container built again from the decoded parts (opaque parts copied as they are),
    /// in the same order, to carry `digest`: a read → write round trip.
    pub fn to_container(&self, digest: DigestMode) -> Container {
        let mut container = Container::new(digest);
        for part in &self.parts {
            let body = part
                .contents
                .encode_body()
                .unwrap_or_else(|| part.body.to_vec());
            container.push_raw(part.fourcc, body);
        }
        container
    }

    /// The first part named `fourcc`.
    pub fn part(&self, fourcc: FourCC) -> Option<&ParsedPart<'a>> {
        self.parts.iter().find(|part| part.fourcc == fourcc)
    }

    /// The program in the `DXIL` part.
    pub fn program(&self) -> Option<&Program<'a>> {
        match &self.part(FourCC::DXIL)?.contents {
            PartContents::Program(program) => Some(program),
            _ => None,
        }
    }

    /// The bitcode of the `DXIL` part.
    pub fn bitcode(&self) -> Option<&'a [u8]> {
        self.program().map(|program| program.bitcode)
    }

    /// The `SFI0` feature flags.
    pub fn feature_flags(&self) -> Option<FeatureFlags> {
        match self.part(FourCC::SFI0)?.contents {
            PartContents::FeatureFlags(flags) => Some(flags),
            _ => None,
        }
    }

    /// The `PSV0` data.
    pub fn pipeline_state_validation(&self) -> Option<&PipelineStateValidation> {
        match &self.part(FourCC::PSV0)?.contents {
            PartContents::PipelineStateValidation(psv) => Some(psv),
            _ => None,
        }
    }

    /// The signature part named `fourcc` (`ISG1`, `OSG1` or `PSG1`).
    pub fn signature(&self, fourcc: FourCC) -> Option<&Signature> {
        match &self.part(fourcc)?.contents {
            PartContents::Signature(signature) => Some(signature),
            _ => None,
        }
    }

    /// The `RTS0` root signature.
    pub fn root_signature(&self) -> Option<&RootSignature> {
        match &self.part(FourCC::RTS0)?.contents {
            PartContents::RootSignature(signature) => Some(signature),
            _ => None,
        }
    }

    /// The `HASH` part.
    pub fn shader_hash(&self) -> Option<ShaderHash> {
        match self.part(FourCC::HASH)?.contents {
            PartContents::ShaderHash(hash) => Some(hash),
            _ => None,
        }
    }
}

/// A part found in the offset table: name, offset of its header, body.
type LocatedPart<'a> = (FourCC, usize, &'a [u8]);

/// Locates every part: checks the offset table, that each part lies inside the container,
/// after the table, and apart from the others, and that no part name repeats or is unknown.
fn locate_parts<'a>(
    bytes: &'a [u8],
    header: &ContainerHeader,
) -> Result<Vec<LocatedPart<'a>>, ReadError> {
    let count = header.part_count as usize;
    let mut table = ByteReader::new(bytes, 0);
    table.seek(CONTAINER_HEADER_SIZE, "part offset table")?;
    table.check_records(count, 4, "part offset table")?;
    let table_end = CONTAINER_HEADER_SIZE + 4 * count;
    let mut parts = Vec::with_capacity(count);
    for index in 0..count {
        let entry_at = table.position();
        let offset = table.u32("part offset")? as usize;
        if offset < table_end {
            return Err(ReadError::new(
                format!("part {index} offset {offset:#x} points into the container header"),
                entry_at,
            ));
        }
        let mut part = ByteReader::new(bytes, 0)
            .at(offset, "part header")
            .map_err(|_| {
                ReadError::new(
                    format!("part {index} offset {offset:#x} is past the end"),
                    entry_at,
                )
            })?;
        let fourcc = FourCC(part.array("part name")?);
        if !fourcc.is_known() {
            return Err(ReadError::new(format!("unknown part '{fourcc}'"), offset));
        }
        let size = part.u32("part size")? as usize;
        let body = part.bytes(size, "part body").map_err(|_| {
            ReadError::new(
                format!(
                    "part '{fourcc}' of {size} bytes runs past the end of the {}-byte container",
                    bytes.len()
                ),
                offset + 4,
            )
        })?;
        if parts.iter().any(|(seen, _, _)| *seen == fourcc) {
            return Err(ReadError::new(
                format!("part '{fourcc}' is repeated"),
                offset,
            ));
        }
        parts.push((fourcc, offset, body));
    }
    let mut spans: Vec<(usize, usize)> = parts
        .iter()
        .map(|(_, offset, body)| (*offset, offset + PART_HEADER_SIZE + body.len()))
        .collect();
    spans.sort_unstable();
    for pair in spans.windows(2) {
        if let [(_, first_end), (second_start, _)] = pair {
            if second_start < first_end {
                return Err(ReadError::new("parts overlap", *second_start));
            }
        }
    }
    Ok(parts)
}

fn decode_part<'a>(
    fourcc: FourCC,
    body: &'a [u8],
    base: usize,
    shader_kind: Option<ShaderKind>,
) -> Result<PartContents<'a>, ReadError> {
    Ok(match fourcc {
        FourCC::SFI0 => PartContents::FeatureFlags(FeatureFlags::decode(body, base)?),
        FourCC::HASH => PartContents::ShaderHash(ShaderHash::decode(body, base)?),
        FourCC::PSV0 => PartContents::PipelineStateValidation(Box::new(
            PipelineStateValidation::decode(body, base, shader_kind)?,
        )),
        FourCC::ISG1 | FourCC::OSG1 | FourCC::PSG1 => {
            PartContents::Signature(Signature::decode(body, base)?)
        }
        FourCC::RTS0 => PartContents::RootSignature(RootSignature::decode(body, base)?),
        FourCC::DXIL | FourCC::ILDB | FourCC::STAT => {
            PartContents::Program(Program::decode(body, base)?)
        }
        FourCC::ILDN => PartContents::DebugName(DebugName::decode(body, base)?),
        FourCC::RDAT => PartContents::RuntimeData(RuntimeData::decode(body, base)?),
        FourCC::VERS => PartContents::CompilerVersion(CompilerVersion::decode(body, base)?),
        _ => PartContents::Opaque,
    })
}

/// Reads a container (DXC's, LLVM's or this crate's) and decodes every part it knows.
pub fn read(bytes: &[u8]) -> Result<ParsedContainer<'_>, ReadError> {
    let header = ContainerHeader::decode(bytes)?;
    if header.file_size as usize != bytes.len() {
        return Err(ReadError::new(
            format!(
                "header says {} bytes but the container has {}",
                header.file_size,
                bytes.len()
            ),
            24,
        ));
    }
    let located = locate_parts(bytes, &header)?;
    let shader_kind = located
        .iter()
        .find(|(fourcc, _, _)| *fourcc == FourCC::DXIL)
        .map(|(_, offset, body)| Program::decode(body, offset + PART_HEADER_SIZE))
        .transpose()?
        .map(|program| program.shader_kind);
    let parts = located
        .into_iter()
        .map(|(fourcc, offset, body)| {
            Ok(ParsedPart {
                fourcc,
                offset,
                body,
                contents: decode_part(fourcc, body, offset + PART_HEADER_SIZE, shader_kind)?,
            })
        })
        .collect::<Result<Vec<_>, ReadError>>()?;
    Ok(ParsedContainer {
        header,
        parts,
        digest_status: check_digest(bytes),
    })
}

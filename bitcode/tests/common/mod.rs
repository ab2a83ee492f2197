//! Test helpers: find DXC's containers in ../../shared and pull the bitcode out by hand.
#![allow(dead_code)]

#[allow(unused_imports)] // each test uses some of them
pub use dxil_test_support::{dxc_containers as dxil_files, shared_dir};
use std::path::PathBuf;

fn u32_at(data: &[u8], at: usize) -> Result<u32, String> {
    data.get(at..at + 4)
        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .ok_or_else(|| format!("container truncated at {at}"))
}

/// The LLVM bitcode inside the `DXIL` part of a DXBC container.
///
/// DXBC: part count at 28, part offsets from 32; a part is fourcc, u32 size, body.
/// DXIL body: u32 program version, u32 size in dwords, `DXIL` magic, u32 DXIL version,
/// u32 bitcode offset (from the magic), u32 bitcode size.
pub fn extract_bitcode(container: &[u8]) -> Result<&[u8], String> {
    if container.get(..4) != Some(b"DXBC") {
        return Err("not a DXBC container".into());
    }
    let count = u32_at(container, 28)? as usize;
    for i in 0..count {
        let off = u32_at(container, 32 + 4 * i)? as usize;
        let fourcc = container.get(off..off + 4).ok_or("part header truncated")?;
        if fourcc != b"DXIL" {
            continue;
        }
        let size = u32_at(container, off + 4)? as usize;
        let body = container
            .get(off + 8..off + 8 + size)
            .ok_or("DXIL part truncated")?;
        let magic_at = 8;
        if body.get(magic_at..magic_at + 4) != Some(b"DXIL") {
            return Err("DXIL part lacks its magic".into());
        }
        let bc_off = u32_at(body, magic_at + 8)? as usize;
        let bc_size = u32_at(body, magic_at + 12)? as usize;
        return body
            .get(magic_at + bc_off..magic_at + bc_off + bc_size)
            .ok_or_else(|| "bitcode range outside the part".into());
    }
    Err("no DXIL part".into())
}

/// (file, bitcode) for every container, or `None` when shared/ is missing.
pub fn corpus() -> Option<Vec<(PathBuf, Vec<u8>)>> {
    let shared = shared_dir()?;
    let files = dxil_files(&shared);
    assert!(
        !files.is_empty(),
        "no .dxil files under {}",
        shared.display()
    );
    Some(
        files
            .into_iter()
            .map(|p| {
                let data = std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
                let bc = extract_bitcode(&data)
                    .unwrap_or_else(|e| panic!("{}: {e}", p.display()))
                    .to_vec();
                (p, bc)
            })
            .collect(),
    )
}

//! Four-character codes naming container parts.

use std::fmt;

/// A part name such as `DXIL` or `PSV0`, stored as its four bytes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FourCC(pub [u8; 4]);

impl FourCC {
    /// DXIL program (program header + bitcode).
    pub const DXIL: FourCC = FourCC(*b"DXIL");
    /// Shader feature flags.
    pub const SFI0: FourCC = FourCC(*b"SFI0");
    /// Shader hash (MD5 of the bitcode).
    pub const HASH: FourCC = FourCC(*b"HASH");
    /// Pipeline state validation data.
    pub const PSV0: FourCC = FourCC(*b"PSV0");
    /// Serialized root signature.
    pub const RTS0: FourCC = FourCC(*b"RTS0");
    /// Input signature.
    pub const ISG1: FourCC = FourCC(*b"ISG1");
    /// Output signature.
    pub const OSG1: FourCC = FourCC(*b"OSG1");
    /// Patch-constant (HS/DS) or primitive (MS) signature.
    pub const PSG1: FourCC = FourCC(*b"PSG1");
    /// Reflection program (DXIL program part layout, bodies stripped).
    pub const STAT: FourCC = FourCC(*b"STAT");
    /// Program with debug information (DXIL program part layout).
    pub const ILDB: FourCC = FourCC(*b"ILDB");
    /// Debug name.
    pub const ILDN: FourCC = FourCC(*b"ILDN");
    /// Private data (may be unaligned; must be last).
    pub const PRIV: FourCC = FourCC(*b"PRIV");
    /// Runtime data (libraries).
    pub const RDAT: FourCC = FourCC(*b"RDAT");
    /// Compiler version.
    pub const VERS: FourCC = FourCC(*b"VERS");
    /// Shader source information.
    pub const SRCI: FourCC = FourCC(*b"SRCI");
    /// PDB information.
    pub const PDBI: FourCC = FourCC(*b"PDBI");

    /// Every part name DXC, FXC or LLVM are known to write.
    pub const KNOWN: &'static [FourCC] = &[
        FourCC::DXIL,
        FourCC::SFI0,
        FourCC::HASH,
        FourCC::PSV0,
        FourCC::RTS0,
        FourCC::ISG1,
        FourCC::OSG1,
        FourCC::PSG1,
        FourCC::STAT,
        FourCC::ILDB,
        FourCC::ILDN,
        FourCC::PRIV,
        FourCC::RDAT,
        FourCC::VERS,
        FourCC::SRCI,
        FourCC::PDBI,
        FourCC(*b"RDEF"),
        FourCC(*b"ISGN"),
        FourCC(*b"OSGN"),
        FourCC(*b"OSG5"),
        FourCC(*b"PCSG"),
        FourCC(*b"SHDR"),
        FourCC(*b"SHEX"),
        FourCC(*b"DXBC"),
    ];

    /// Whether this is a part name some compiler writes.
    pub fn is_known(self) -> bool {
        FourCC::KNOWN.contains(&self)
    }
}

impl fmt::Display for FourCC {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &byte in &self.0 {
            if byte.is_ascii_graphic() {
                write!(f, "{}", byte as char)?;
            } else {
                write!(f, "\\x{byte:02x}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for FourCC {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FourCC({self})")
    }
}

//! The order of a container's parts, which differs between DXC and LLVM.
//!
//! DXC: SFI0, VERS, RDAT (libraries), ISG1, OSG1, PSG1, PSV0, RTS0, STAT (other shaders), HASH,
//! DXIL. LLVM's `llc` writes one part per
//! global its DXContainer passes create, in creation order: DXIL (the embedder), then
//! SFI0, HASH, ISG1, OSG1, PSG1, RTS0, PSV0 (the globals pass).

use crate::options::ContainerStyle;
use dxil_container::FourCC;

const DXC_ORDER: [FourCC; 11] = [
    FourCC::SFI0,
    FourCC::VERS,
    FourCC::RDAT,
    FourCC::ISG1,
    FourCC::OSG1,
    FourCC::PSG1,
    FourCC::PSV0,
    FourCC::RTS0,
    FourCC::STAT,
    FourCC::HASH,
    FourCC::DXIL,
];

const LLVM_ORDER: [FourCC; 8] = [
    FourCC::DXIL,
    FourCC::SFI0,
    FourCC::HASH,
    FourCC::ISG1,
    FourCC::OSG1,
    FourCC::PSG1,
    FourCC::RTS0,
    FourCC::PSV0,
];

/// Puts `parts` in the order `style` writes them; a part neither order names keeps its
/// place relative to the others, after the named ones.
pub(super) fn sort<T>(parts: &mut [(FourCC, T)], style: ContainerStyle) {
    let order: &[FourCC] = match style {
        ContainerStyle::Dxc => &DXC_ORDER,
        ContainerStyle::Llvm => &LLVM_ORDER,
    };
    parts.sort_by_key(|(fourcc, _)| {
        order
            .iter()
            .position(|f| f == fourcc)
            .unwrap_or(order.len())
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn llvm_puts_dxil_first_and_psv0_last() {
        let mut parts: Vec<(FourCC, ())> = DXC_ORDER
            .iter()
            .filter(|f| LLVM_ORDER.contains(f))
            .map(|f| (*f, ()))
            .collect();
        sort(&mut parts, ContainerStyle::Llvm);
        let got: Vec<FourCC> = parts.iter().map(|(f, _)| *f).collect();
        assert_eq!(got, LLVM_ORDER);
        sort(&mut parts, ContainerStyle::Dxc);
        let got: Vec<FourCC> = parts.iter().map(|(f, _)| *f).collect();
        let shader_order: Vec<FourCC> = DXC_ORDER
            .into_iter()
            .filter(|f| LLVM_ORDER.contains(f))
            .collect();
        assert_eq!(got, shader_order);
    }
}

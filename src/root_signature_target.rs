//! Root signature targets: a module whose triple's environment is `rootsignature`
//! (`dxil-unknown-shadermodel1.1-rootsignature`, what DXC's `rootsig_1_1` profile
//! compiles for) holds no shader, only `!dx.rootsignatures`; its container is the RTS0
//! part alone.

use dxil_ir::Module;

/// The triple environment of root signature targets.
const ENVIRONMENT: &str = "rootsignature";

/// Whether `triple` (`arch-vendor-os-environment`) names a DXIL root signature target.
pub fn is_root_signature_triple(triple: &str) -> bool {
    let mut parts = triple.split('-');
    let arch = parts.next().unwrap_or_default();
    arch.starts_with("dxil") && parts.nth(2) == Some(ENVIRONMENT)
}

/// Whether the module's own triple names a root signature target.
pub fn is_root_signature_module(m: &Module) -> bool {
    m.triple.as_deref().is_some_and(is_root_signature_triple)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_environment_decides() {
        assert!(is_root_signature_triple(
            "dxil-unknown-shadermodel1.1-rootsignature"
        ));
        assert!(is_root_signature_triple(
            "dxilv1.0-pc-shadermodel1.0-rootsignature"
        ));
        assert!(!is_root_signature_triple(
            "dxil-unknown-shadermodel6.0-compute"
        ));
        assert!(!is_root_signature_triple(
            "x86_64-unknown-linux-rootsignature"
        ));
        assert!(!is_root_signature_triple("dxil"));
    }
}

//! The named metadata lists a DXIL module may hold, as DXC's validator knows them
//! (`META.KNOWN`): DXC's own (`DxilMDHelper`'s names, `dx.targetTypes` of LinAlg's
//! matrix types among them, and the root signature it moves into RTS0), a library's
//! subobjects, and LLVM's identity, module flags and debug lists (`llvm.dbg.*`).

/// DXIL's own named metadata.
const DXIL_NAMES: [&str; 10] = [
    "dx.version",
    "dx.valver",
    "dx.shaderModel",
    "dx.entryPoints",
    "dx.resources",
    "dx.typeAnnotations",
    "dx.viewIdState",
    "dx.dxrPayloadAnnotations",
    "dx.rootSignature",
    "dx.targetTypes",
];

/// Whether a DXIL module (a library when `library`) may hold the named metadata `name`.
pub fn is_known_named_metadata(name: &str, library: bool) -> bool {
    DXIL_NAMES.contains(&name)
        || (library && name == "dx.subobjects")
        || matches!(name, "llvm.ident" | "llvm.module.flags")
        || name.starts_with("llvm.dbg.")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dxil_and_debug_lists_are_known_others_not() {
        assert!(is_known_named_metadata("dx.entryPoints", false));
        assert!(is_known_named_metadata("llvm.dbg.cu", false));
        assert!(is_known_named_metadata("dx.subobjects", true));
        assert!(!is_known_named_metadata("dx.subobjects", false));
        assert!(!is_known_named_metadata("llvm.used", true));
        assert!(!is_known_named_metadata("dx.source.contents", false));
    }
}

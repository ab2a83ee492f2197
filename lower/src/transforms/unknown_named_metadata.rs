//! Dropping the named metadata lists DXIL does not know (`!llvm.used`, a front end's own
//! lists): DXC's compile never writes one, and DXC's validator refuses a module that
//! holds one (`META.KNOWN`). The nodes only they referred to go with them.

use dxil_ir::Module;
use dxil_model::metadata::is_known_named_metadata;

/// The root signatures clang writes, which the container's RTS0 part is made of (and
/// which the program part is then written without).
const ROOT_SIGNATURES: &str = "dx.rootsignatures";

/// Removes from `m` (a library when `library`) every named metadata list DXIL does not
/// know but the root signatures, and the metadata left unreferenced. Whether any was
/// removed.
pub fn remove_unknown_named_metadata(m: &mut Module, library: bool) -> bool {
    let before = m.named_metadata.len();
    m.named_metadata
        .retain(|name, _| &**name == ROOT_SIGNATURES || is_known_named_metadata(name, library));
    if m.named_metadata.len() == before {
        return false;
    }
    super::dead_metadata::remove_dead_metadata(m);
    true
}

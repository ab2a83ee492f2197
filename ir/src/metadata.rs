//! Metadata: strings, values, nodes and specialized (`!DILocation(...)`) nodes.

use crate::entity::{Arena, Handle};
use crate::types::Type;
use crate::value::Value;

/// A handle to a metadata item.
pub type Md = Handle<MdData>;

/// LLVM 3.7's fixed instruction-metadata kinds: ids 0..=13 in every context.
pub const LLVM37_FIXED_KINDS: [&str; 14] = [
    "dbg",
    "tbaa",
    "prof",
    "fpmath",
    "range",
    "tbaa.struct",
    "invariant.load",
    "alias.scope",
    "noalias",
    "nontemporal",
    "llvm.mem.parallel_loop_access",
    "nonnull",
    "dereferenceable",
    "dereferenceable_or_null",
];

/// Whether LLVM 3.7 knows instruction-metadata kind `kind`: a fixed one, or `llvm.loop`.
pub fn is_llvm37_kind(kind: &str) -> bool {
    kind == "llvm.loop" || LLVM37_FIXED_KINDS.contains(&kind)
}

/// A metadata item.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MdData {
    /// `!"text"` (bytes; may hold any byte).
    String(Vec<u8>),
    /// A value wrapped as metadata: `i32 1`, `ptr @g`, `void ()* @main`.
    Value {
        /// The value's type.
        ty: Type,
        /// The value.
        value: Value,
    },
    /// `!{...}` or `distinct !{...}`; `None` operands print as `null`.
    Node {
        /// Whether the node is `distinct`.
        distinct: bool,
        /// The operands.
        ops: Vec<Option<Md>>,
    },
    /// A specialized node such as `!DILocation(line: 3, scope: !4)`, kept field by field.
    Specialized {
        /// Whether the node is `distinct`.
        distinct: bool,
        /// The class name, e.g. `DILocation`.
        class: Box<str>,
        /// The fields, in the order written.
        fields: Vec<(Box<str>, MdField)>,
    },
}

/// A field of a specialized metadata node.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MdField {
    /// A reference `!N` or `null`.
    Node(Option<Md>),
    /// A string `"..."`.
    Str(Box<str>),
    /// Anything else (numbers, `true`, enumerators, flag unions), as written.
    Raw(Box<str>),
}

/// The metadata items of a module.
pub type MdArena = Arena<MdData>;

/// A metadata attachment: `!kind !node`.
pub type Attachment = (Box<str>, Md);

/// An instruction's metadata attachments (most instructions have none).
pub type Attachments = crate::thin_list::ThinList<Attachment>;

/// Finds the attachment named `kind`.
pub fn attachment(list: &[Attachment], kind: &str) -> Option<Md> {
    list.iter().find(|(k, _)| &**k == kind).map(|(_, m)| *m)
}

//! Metadata: strings, values, nodes and specialized (`!DILocation(...)`) nodes.

use crate::entity::{Arena, Handle};
use crate::types::Type;
use crate::value::Value;

/// A handle to a metadata item.
pub type Md = Handle<MdData>;

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

/// An instruction's metadata attachments: one pointer, null when there are none (as for
/// most instructions), where a `Vec` would take three words in every instruction.
#[derive(Clone, Debug, Default)]
#[allow(clippy::box_collection)] // the box is the point: one word in every instruction
pub struct Attachments(Option<Box<Vec<Attachment>>>);

impl Attachments {
    /// No attachments.
    pub const fn new() -> Self {
        Attachments(None)
    }

    /// Appends `a`.
    pub fn push(&mut self, a: Attachment) {
        self.0.get_or_insert_with(Box::default).push(a);
    }

    /// Keeps only the attachments `keep` accepts.
    pub fn retain(&mut self, keep: impl FnMut(&Attachment) -> bool) {
        if let Some(list) = &mut self.0 {
            list.retain(keep);
            if list.is_empty() {
                self.0 = None;
            }
        }
    }

    /// Removes and returns the attachment at `index`.
    ///
    /// # Panics
    /// If `index` is out of bounds, as `Vec::remove` does.
    pub fn remove(&mut self, index: usize) -> Attachment {
        let list = self.0.as_mut().expect("index in bounds of the attachments");
        let a = list.remove(index);
        if list.is_empty() {
            self.0 = None;
        }
        a
    }

    /// Removes every attachment.
    pub fn clear(&mut self) {
        self.0 = None;
    }
}

impl std::ops::Deref for Attachments {
    type Target = [Attachment];

    fn deref(&self) -> &[Attachment] {
        self.0.as_deref().map_or(&[], Vec::as_slice)
    }
}

impl std::ops::DerefMut for Attachments {
    fn deref_mut(&mut self) -> &mut [Attachment] {
        self.0.as_deref_mut().map_or(&mut [], Vec::as_mut_slice)
    }
}

impl PartialEq for Attachments {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl Eq for Attachments {}

impl From<Vec<Attachment>> for Attachments {
    fn from(list: Vec<Attachment>) -> Self {
        Attachments((!list.is_empty()).then(|| Box::new(list)))
    }
}

impl FromIterator<Attachment> for Attachments {
    fn from_iter<I: IntoIterator<Item = Attachment>>(iter: I) -> Self {
        iter.into_iter().collect::<Vec<_>>().into()
    }
}

impl<'a> IntoIterator for &'a Attachments {
    type Item = &'a Attachment;
    type IntoIter = std::slice::Iter<'a, Attachment>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// Finds the attachment named `kind`.
pub fn attachment(list: &[Attachment], kind: &str) -> Option<Md> {
    list.iter().find(|(k, _)| &**k == kind).map(|(_, m)| *m)
}

//! The debug-info records of LLVM 3.7 (METADATA_SUBRANGE ... METADATA_MODULE): for each,
//! the class LLVM prints and its fields by record index. The reader prints records with
//! it; the writer fills the records of the classes it has no special rule for.

use super::dwarf::{self, Names};
use super::MetadataCode as C;

/// How a record field is stored, and printed (the reader leaves out what 3.7's printer
/// leaves out; the writer fills each field by its printed name).
#[derive(Clone, Copy, Debug)]
pub enum FieldKind {
    /// A number; `true`: printed even when zero.
    Int(bool),
    /// A sign-rotated number; `true`: printed even when zero.
    Signed(bool),
    /// A signed number stored as its two's complement.
    Int64,
    /// `true`/`false`, always printed.
    Bool,
    /// A string id + 1; `true`: printed even when empty.
    Str(bool),
    /// A node id + 1; `true`: printed even when null.
    Ref(bool),
    /// A DWARF constant by name; `true`: printed even when zero.
    Enum(Names, bool),
    /// A tag, left out when it is the given default.
    Tag(Option<u64>),
    /// `DIFlag*` names joined by ` | `.
    Flags,
}

use FieldKind::*;

/// The fields of a record in LLVM 3.7's printer's order: name, record index (after the
/// distinct flag at 0) and kind.
pub type RecordLayout = &'static [(&'static str, usize, FieldKind)];

/// The class and the fields of debug-info record `code` (`None` for the records with
/// a shape of their own: locations, expressions).
pub fn record_layout(code: C) -> Option<(&'static str, RecordLayout)> {
    Some(match code {
        C::Subrange => (
            "DISubrange",
            &[("count", 1, Int64), ("lowerBound", 2, Signed(false))],
        ),
        C::Enumerator => (
            "DIEnumerator",
            &[("name", 2, Str(true)), ("value", 1, Signed(true))],
        ),
        C::BasicType => (
            "DIBasicType",
            &[
                ("tag", 1, Tag(Some(0x24))),
                ("name", 2, Str(false)),
                ("size", 3, Int(false)),
                ("align", 4, Int(false)),
                ("encoding", 5, Enum(dwarf::ENCODINGS, false)),
            ],
        ),
        C::DerivedType => (
            "DIDerivedType",
            &[
                ("tag", 1, Tag(None)),
                ("name", 2, Str(false)),
                ("scope", 5, Ref(false)),
                ("file", 3, Ref(false)),
                ("line", 4, Int(false)),
                ("baseType", 6, Ref(true)),
                ("size", 7, Int(false)),
                ("align", 8, Int(false)),
                ("offset", 9, Int(false)),
                ("flags", 10, Flags),
                ("extraData", 11, Ref(false)),
            ],
        ),
        C::CompositeType => (
            "DICompositeType",
            &[
                ("tag", 1, Tag(None)),
                ("name", 2, Str(false)),
                ("scope", 5, Ref(false)),
                ("file", 3, Ref(false)),
                ("line", 4, Int(false)),
                ("baseType", 6, Ref(false)),
                ("size", 7, Int(false)),
                ("align", 8, Int(false)),
                ("offset", 9, Int(false)),
                ("flags", 10, Flags),
                ("elements", 11, Ref(false)),
                ("runtimeLang", 12, Enum(dwarf::LANGUAGES, false)),
                ("vtableHolder", 13, Ref(false)),
                ("templateParams", 14, Ref(false)),
                ("identifier", 15, Str(false)),
            ],
        ),
        C::SubroutineType => (
            "DISubroutineType",
            &[("flags", 1, Flags), ("types", 2, Ref(true))],
        ),
        C::File => (
            "DIFile",
            &[("filename", 1, Str(true)), ("directory", 2, Str(true))],
        ),
        C::CompileUnit => (
            "DICompileUnit",
            &[
                ("language", 1, Enum(dwarf::LANGUAGES, true)),
                ("file", 2, Ref(true)),
                ("producer", 3, Str(false)),
                ("isOptimized", 4, Bool),
                ("flags", 5, Str(false)),
                ("runtimeVersion", 6, Int(true)),
                ("splitDebugFilename", 7, Str(false)),
                ("emissionKind", 8, Int(true)),
                ("enums", 9, Ref(false)),
                ("retainedTypes", 10, Ref(false)),
                ("subprograms", 11, Ref(false)),
                ("globals", 12, Ref(false)),
                ("imports", 13, Ref(false)),
                ("dwoId", 14, Int(false)),
            ],
        ),
        C::Subprogram => (
            "DISubprogram",
            &[
                ("name", 2, Str(false)),
                ("linkageName", 3, Str(false)),
                ("scope", 1, Ref(true)),
                ("file", 4, Ref(false)),
                ("line", 5, Int(false)),
                ("type", 6, Ref(false)),
                ("isLocal", 7, Bool),
                ("isDefinition", 8, Bool),
                ("scopeLine", 9, Int(false)),
                ("containingType", 10, Ref(false)),
                ("virtuality", 11, Enum(dwarf::VIRTUALITIES, false)),
                ("virtualIndex", 12, Int(false)),
                ("flags", 13, Flags),
                ("isOptimized", 14, Bool),
                ("function", 15, Ref(false)),
                ("templateParams", 16, Ref(false)),
                ("declaration", 17, Ref(false)),
                ("variables", 18, Ref(false)),
            ],
        ),
        C::LexicalBlock => (
            "DILexicalBlock",
            &[
                ("scope", 1, Ref(true)),
                ("file", 2, Ref(false)),
                ("line", 3, Int(false)),
                ("column", 4, Int(false)),
            ],
        ),
        C::LexicalBlockFile => (
            "DILexicalBlockFile",
            &[
                ("scope", 1, Ref(true)),
                ("file", 2, Ref(false)),
                ("discriminator", 3, Int(true)),
            ],
        ),
        C::Namespace => (
            "DINamespace",
            &[
                ("name", 3, Str(false)),
                ("scope", 1, Ref(true)),
                ("file", 2, Ref(false)),
                ("line", 4, Int(false)),
            ],
        ),
        C::TemplateType => (
            "DITemplateTypeParameter",
            &[("name", 1, Str(false)), ("type", 2, Ref(true))],
        ),
        C::TemplateValue => (
            "DITemplateValueParameter",
            &[
                ("tag", 1, Tag(Some(0x30))),
                ("name", 2, Str(false)),
                ("type", 3, Ref(false)),
                ("value", 4, Ref(true)),
            ],
        ),
        C::GlobalVar => (
            "DIGlobalVariable",
            &[
                ("name", 2, Str(false)),
                ("linkageName", 3, Str(false)),
                ("scope", 1, Ref(true)),
                ("file", 4, Ref(false)),
                ("line", 5, Int(false)),
                ("type", 6, Ref(false)),
                ("isLocal", 7, Bool),
                ("isDefinition", 8, Bool),
                ("variable", 9, Ref(false)),
                ("declaration", 10, Ref(false)),
            ],
        ),
        C::LocalVar => (
            "DILocalVariable",
            &[
                ("tag", 1, Tag(None)),
                ("name", 3, Str(false)),
                ("arg", 7, Int(false)),
                ("scope", 2, Ref(true)),
                ("file", 4, Ref(false)),
                ("line", 5, Int(false)),
                ("type", 6, Ref(false)),
                ("flags", 8, Flags),
            ],
        ),
        C::ImportedEntity => (
            "DIImportedEntity",
            &[
                ("tag", 1, Tag(None)),
                ("name", 5, Str(false)),
                ("scope", 2, Ref(true)),
                ("entity", 3, Ref(false)),
                ("line", 4, Int(false)),
            ],
        ),
        C::Module => (
            "DIModule",
            &[
                ("scope", 1, Ref(true)),
                ("name", 2, Str(false)),
                ("configMacros", 3, Str(false)),
                ("includePath", 4, Str(false)),
                ("isysroot", 5, Str(false)),
            ],
        ),
        _ => return None,
    })
}

/// The record code and fields of debug-info class `class` (`"DIBasicType"`).
pub fn class_layout(class: &str) -> Option<(C, RecordLayout)> {
    C::ALL.iter().find_map(|&c| {
        record_layout(c)
            .filter(|(name, _)| *name == class)
            .map(|(_, l)| (c, l))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every record's fields cover indices 1 to N once each, so a writer filling them
    /// in index order writes the whole record.
    #[test]
    fn fields_cover_each_index_once() {
        for &code in C::ALL {
            let Some((class, layout)) = record_layout(code) else {
                continue;
            };
            let mut indices: Vec<usize> = layout.iter().map(|f| f.1).collect();
            indices.sort_unstable();
            let want: Vec<usize> = (1..=layout.len()).collect();
            assert_eq!(indices, want, "{class}");
            assert_eq!(class_layout(class).map(|(c, _)| c), Some(code));
        }
    }
}

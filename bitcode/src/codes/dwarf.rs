//! DWARF constants named in debug-info metadata text (`DW_TAG_*`, `DW_LANG_*`,
//! `DW_ATE_*`, `DW_OP_*`, `DW_VIRTUALITY_*`) and the `DIFlag*` bits, by name and number.
//! The writer reads the names LLVM 22 prints; the reader prints the names LLVM 3.7 knew.

/// A table of named constants.
pub type Names = &'static [(&'static str, u64)];

/// `DW_TAG_*` (DWARF 5 plus LLVM's variable tags, which 3.7 still wrote).
pub const TAGS: Names = &[
    ("DW_TAG_array_type", 0x01),
    ("DW_TAG_class_type", 0x02),
    ("DW_TAG_entry_point", 0x03),
    ("DW_TAG_enumeration_type", 0x04),
    ("DW_TAG_formal_parameter", 0x05),
    ("DW_TAG_imported_declaration", 0x08),
    ("DW_TAG_label", 0x0a),
    ("DW_TAG_lexical_block", 0x0b),
    ("DW_TAG_member", 0x0d),
    ("DW_TAG_pointer_type", 0x0f),
    ("DW_TAG_reference_type", 0x10),
    ("DW_TAG_compile_unit", 0x11),
    ("DW_TAG_string_type", 0x12),
    ("DW_TAG_structure_type", 0x13),
    ("DW_TAG_subroutine_type", 0x15),
    ("DW_TAG_typedef", 0x16),
    ("DW_TAG_union_type", 0x17),
    ("DW_TAG_unspecified_parameters", 0x18),
    ("DW_TAG_variant", 0x19),
    ("DW_TAG_common_block", 0x1a),
    ("DW_TAG_common_inclusion", 0x1b),
    ("DW_TAG_inheritance", 0x1c),
    ("DW_TAG_inlined_subroutine", 0x1d),
    ("DW_TAG_module", 0x1e),
    ("DW_TAG_ptr_to_member_type", 0x1f),
    ("DW_TAG_set_type", 0x20),
    ("DW_TAG_subrange_type", 0x21),
    ("DW_TAG_with_stmt", 0x22),
    ("DW_TAG_access_declaration", 0x23),
    ("DW_TAG_base_type", 0x24),
    ("DW_TAG_catch_block", 0x25),
    ("DW_TAG_const_type", 0x26),
    ("DW_TAG_constant", 0x27),
    ("DW_TAG_enumerator", 0x28),
    ("DW_TAG_file_type", 0x29),
    ("DW_TAG_friend", 0x2a),
    ("DW_TAG_namelist", 0x2b),
    ("DW_TAG_namelist_item", 0x2c),
    ("DW_TAG_packed_type", 0x2d),
    ("DW_TAG_subprogram", 0x2e),
    ("DW_TAG_template_type_parameter", 0x2f),
    ("DW_TAG_template_value_parameter", 0x30),
    ("DW_TAG_thrown_type", 0x31),
    ("DW_TAG_try_block", 0x32),
    ("DW_TAG_variant_part", 0x33),
    ("DW_TAG_variable", 0x34),
    ("DW_TAG_volatile_type", 0x35),
    ("DW_TAG_dwarf_procedure", 0x36),
    ("DW_TAG_restrict_type", 0x37),
    ("DW_TAG_interface_type", 0x38),
    ("DW_TAG_namespace", 0x39),
    ("DW_TAG_imported_module", 0x3a),
    ("DW_TAG_unspecified_type", 0x3b),
    ("DW_TAG_partial_unit", 0x3c),
    ("DW_TAG_imported_unit", 0x3d),
    ("DW_TAG_condition", 0x3f),
    ("DW_TAG_shared_type", 0x40),
    ("DW_TAG_type_unit", 0x41),
    ("DW_TAG_rvalue_reference_type", 0x42),
    ("DW_TAG_template_alias", 0x43),
    ("DW_TAG_auto_variable", 0x100),
    ("DW_TAG_arg_variable", 0x101),
    ("DW_TAG_GNU_template_template_param", 0x4106),
    ("DW_TAG_GNU_template_parameter_pack", 0x4107),
    ("DW_TAG_GNU_formal_parameter_pack", 0x4108),
    ("DW_TAG_APPLE_property", 0x4200),
];

/// `DW_LANG_*`.
pub const LANGUAGES: Names = &[
    ("DW_LANG_C89", 0x01),
    ("DW_LANG_C", 0x02),
    ("DW_LANG_Ada83", 0x03),
    ("DW_LANG_C_plus_plus", 0x04),
    ("DW_LANG_Cobol74", 0x05),
    ("DW_LANG_Cobol85", 0x06),
    ("DW_LANG_Fortran77", 0x07),
    ("DW_LANG_Fortran90", 0x08),
    ("DW_LANG_Pascal83", 0x09),
    ("DW_LANG_Modula2", 0x0a),
    ("DW_LANG_Java", 0x0b),
    ("DW_LANG_C99", 0x0c),
    ("DW_LANG_Ada95", 0x0d),
    ("DW_LANG_Fortran95", 0x0e),
    ("DW_LANG_PLI", 0x0f),
    ("DW_LANG_ObjC", 0x10),
    ("DW_LANG_ObjC_plus_plus", 0x11),
    ("DW_LANG_UPC", 0x12),
    ("DW_LANG_D", 0x13),
    ("DW_LANG_Python", 0x14),
    ("DW_LANG_OpenCL", 0x15),
    ("DW_LANG_Go", 0x16),
    ("DW_LANG_Modula3", 0x17),
    ("DW_LANG_Haskell", 0x18),
    ("DW_LANG_C_plus_plus_03", 0x19),
    ("DW_LANG_C_plus_plus_11", 0x1a),
    ("DW_LANG_OCaml", 0x1b),
    ("DW_LANG_Rust", 0x1c),
    ("DW_LANG_C11", 0x1d),
    ("DW_LANG_Swift", 0x1e),
    ("DW_LANG_Julia", 0x1f),
    ("DW_LANG_Dylan", 0x20),
    ("DW_LANG_C_plus_plus_14", 0x21),
    ("DW_LANG_Fortran03", 0x22),
    ("DW_LANG_Fortran08", 0x23),
    ("DW_LANG_Mips_Assembler", 0x8001),
];

/// `DW_LNAME_*` (DWARF 6 versioned language names) with, per name, the `DW_LANG_*` a
/// version maps to: the first entry whose version bound is at least the version, the
/// last entry for anything newer.
pub const VERSIONED_LANGUAGES: &[(&str, &[(u64, u64)])] = &[
    (
        "DW_LNAME_C",
        &[(0, 0x02), (198912, 0x01), (199901, 0x0c), (u64::MAX, 0x1d)],
    ),
    (
        "DW_LNAME_C_plus_plus",
        &[
            (199711, 0x04),
            (200310, 0x19),
            (201103, 0x1a),
            (u64::MAX, 0x21),
        ],
    ),
    ("DW_LNAME_Ada", &[(1983, 0x03), (u64::MAX, 0x0d)]),
    (
        "DW_LNAME_Fortran",
        &[
            (1977, 0x07),
            (1990, 0x08),
            (1995, 0x0e),
            (2003, 0x22),
            (u64::MAX, 0x23),
        ],
    ),
    ("DW_LNAME_ObjC", &[(u64::MAX, 0x10)]),
    ("DW_LNAME_ObjC_plus_plus", &[(u64::MAX, 0x11)]),
    ("DW_LNAME_OpenCL_C", &[(u64::MAX, 0x15)]),
];

/// `DW_ATE_*` (base type encodings).
pub const ENCODINGS: Names = &[
    ("DW_ATE_address", 0x01),
    ("DW_ATE_boolean", 0x02),
    ("DW_ATE_complex_float", 0x03),
    ("DW_ATE_float", 0x04),
    ("DW_ATE_signed", 0x05),
    ("DW_ATE_signed_char", 0x06),
    ("DW_ATE_unsigned", 0x07),
    ("DW_ATE_unsigned_char", 0x08),
    ("DW_ATE_imaginary_float", 0x09),
    ("DW_ATE_packed_decimal", 0x0a),
    ("DW_ATE_numeric_string", 0x0b),
    ("DW_ATE_edited", 0x0c),
    ("DW_ATE_signed_fixed", 0x0d),
    ("DW_ATE_unsigned_fixed", 0x0e),
    ("DW_ATE_decimal_float", 0x0f),
    ("DW_ATE_UTF", 0x10),
];

/// `DW_VIRTUALITY_*`.
pub const VIRTUALITIES: Names = &[
    ("DW_VIRTUALITY_none", 0),
    ("DW_VIRTUALITY_virtual", 1),
    ("DW_VIRTUALITY_pure_virtual", 2),
];

/// `DW_OP_*` operations of `!DIExpression`, with `DW_OP_LLVM_*` extensions.
pub const OPERATIONS: Names = &[
    ("DW_OP_deref", 0x06),
    ("DW_OP_constu", 0x10),
    ("DW_OP_consts", 0x11),
    ("DW_OP_dup", 0x12),
    ("DW_OP_drop", 0x13),
    ("DW_OP_over", 0x14),
    ("DW_OP_swap", 0x16),
    ("DW_OP_xderef", 0x18),
    ("DW_OP_and", 0x1a),
    ("DW_OP_div", 0x1b),
    ("DW_OP_minus", 0x1c),
    ("DW_OP_mod", 0x1d),
    ("DW_OP_mul", 0x1e),
    ("DW_OP_neg", 0x1f),
    ("DW_OP_not", 0x20),
    ("DW_OP_or", 0x21),
    ("DW_OP_plus", 0x22),
    ("DW_OP_plus_uconst", 0x23),
    ("DW_OP_shl", 0x24),
    ("DW_OP_shr", 0x25),
    ("DW_OP_shra", 0x26),
    ("DW_OP_xor", 0x27),
    ("DW_OP_eq", 0x29),
    ("DW_OP_ge", 0x2a),
    ("DW_OP_gt", 0x2b),
    ("DW_OP_le", 0x2c),
    ("DW_OP_lt", 0x2d),
    ("DW_OP_ne", 0x2e),
    ("DW_OP_lit0", 0x30),
    ("DW_OP_bit_piece", 0x9d),
    ("DW_OP_stack_value", 0x9f),
    ("DW_OP_LLVM_fragment", 0x1000),
    ("DW_OP_LLVM_convert", 0x1001),
    ("DW_OP_LLVM_tag_offset", 0x1002),
    ("DW_OP_LLVM_entry_value", 0x1003),
    ("DW_OP_LLVM_implicit_pointer", 0x1004),
    ("DW_OP_LLVM_arg", 0x1005),
];

/// `DIFlag*` bits as LLVM 22 names them. LLVM 3.7 knew the bits below
/// [`FLAGS_KNOWN_TO_3_7`].
pub const FLAGS: Names = &[
    ("DIFlagZero", 0),
    ("DIFlagPrivate", 1),
    ("DIFlagProtected", 2),
    ("DIFlagPublic", 3),
    ("DIFlagFwdDecl", 1 << 2),
    ("DIFlagAppleBlock", 1 << 3),
    ("DIFlagBlockByrefStruct", 1 << 4),
    ("DIFlagVirtual", 1 << 5),
    ("DIFlagArtificial", 1 << 6),
    ("DIFlagExplicit", 1 << 7),
    ("DIFlagPrototyped", 1 << 8),
    ("DIFlagObjcClassComplete", 1 << 9),
    ("DIFlagObjectPointer", 1 << 10),
    ("DIFlagVector", 1 << 11),
    ("DIFlagStaticMember", 1 << 12),
    ("DIFlagLValueReference", 1 << 13),
    ("DIFlagRValueReference", 1 << 14),
    ("DIFlagExportSymbols", 1 << 15),
    ("DIFlagSingleInheritance", 1 << 16),
    ("DIFlagMultipleInheritance", 2 << 16),
    ("DIFlagVirtualInheritance", 3 << 16),
    ("DIFlagIntroducedVirtual", 1 << 18),
    ("DIFlagBitField", 1 << 19),
    ("DIFlagNoReturn", 1 << 20),
    ("DIFlagTypePassByValue", 1 << 22),
    ("DIFlagTypePassByReference", 1 << 23),
    ("DIFlagEnumClass", 1 << 24),
    ("DIFlagThunk", 1 << 25),
    ("DIFlagNonTrivial", 1 << 26),
    ("DIFlagBigEndian", 1 << 27),
    ("DIFlagLittleEndian", 1 << 28),
    ("DIFlagAllCallsDescribed", 1 << 29),
];

/// The `DIFlag*` bits LLVM 3.7 has (up to `DIFlagRValueReference`).
pub const FLAGS_KNOWN_TO_3_7: u64 = (1 << 15) - 1;

/// `DISPFlag*` bits (LLVM 22's subprogram flags).
pub const SP_FLAGS: Names = &[
    ("DISPFlagZero", 0),
    ("DISPFlagVirtual", 1),
    ("DISPFlagPureVirtual", 2),
    ("DISPFlagLocalToUnit", 1 << 2),
    ("DISPFlagDefinition", 1 << 3),
    ("DISPFlagOptimized", 1 << 4),
    ("DISPFlagPure", 1 << 5),
    ("DISPFlagElemental", 1 << 6),
    ("DISPFlagRecursive", 1 << 7),
    ("DISPFlagMainSubprogram", 1 << 8),
    ("DISPFlagDeleted", 1 << 9),
    ("DISPFlagObjCDirect", 1 << 11),
];

/// The emission kinds of `!DICompileUnit`.
pub const EMISSION_KINDS: Names = &[
    ("NoDebug", 0),
    ("FullDebug", 1),
    ("LineTablesOnly", 2),
    ("DebugDirectivesOnly", 3),
];

/// The number `name` has in `table`.
pub fn value_of(table: Names, name: &str) -> Option<u64> {
    table.iter().find(|(n, _)| *n == name).map(|&(_, v)| v)
}

/// The name of `value` in `table`.
pub fn name_of(table: Names, value: u64) -> Option<&'static str> {
    table.iter().find(|&&(_, v)| v == value).map(|&(n, _)| n)
}

/// The `DW_LANG_*` number of versioned language `name` at `version`.
pub fn versioned_language(name: &str, version: u64) -> Option<u64> {
    let (_, ranges) = VERSIONED_LANGUAGES.iter().find(|(n, _)| *n == name)?;
    ranges
        .iter()
        .find(|(bound, _)| version <= *bound)
        .or(ranges.last())
        .map(|&(_, lang)| lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_numbers_round_trip() {
        for table in [TAGS, LANGUAGES, ENCODINGS, OPERATIONS, VIRTUALITIES] {
            for &(n, v) in table {
                assert_eq!(value_of(table, n), Some(v));
                assert_eq!(name_of(table, v), Some(n), "{n}");
            }
        }
    }

    #[test]
    fn versioned_c_is_c99_for_1999() {
        assert_eq!(versioned_language("DW_LNAME_C", 199901), Some(0x0c));
        assert_eq!(versioned_language("DW_LNAME_C", 201112), Some(0x1d));
        assert_eq!(versioned_language("DW_LNAME_C", 0), Some(0x02));
        assert_eq!(
            versioned_language("DW_LNAME_C_plus_plus", 202002),
            Some(0x21)
        );
        assert_eq!(versioned_language("DW_LNAME_Zig", 1), None);
    }
}

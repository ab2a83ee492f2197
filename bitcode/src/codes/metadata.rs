//! METADATA and METADATA_ATTACHMENT block record codes (LLVM 3.7 numbering).

code_table! {
    /// Metadata record codes (`bitc::MetadataCodes` in 3.7). Metadata ids are the order of
    /// the records that define one (STRING, VALUE, NODE, DISTINCT_NODE, LOCATION, DI*).
    /// 3.7 has one STRING record per string (the bulk METADATA_STRINGS = 35 is 3.9), and
    /// METADATA_KIND lives in a METADATA block (the METADATA_KIND block is 3.9 too).
    pub enum MetadataCode: u32 {
        /// `[char x N]`: one MDString.
        String = 1 => "STRING",
        /// `[type id, value id]`: a ValueAsMetadata (value ids absolute).
        Value = 2 => "VALUE",
        /// `[n x (md id + 1)]`: a uniqued tuple; 0 is a null operand.
        Node = 3 => "NODE",
        /// `[char x N]`: the name of the NAMED_NODE that follows.
        Name = 4 => "NAME",
        /// `[n x (md id + 1)]`: a distinct tuple.
        DistinctNode = 5 => "DISTINCT_NODE",
        /// `[kind id, char x N]`: a metadata kind name.
        Kind = 6 => "KIND",
        /// `[distinct, line, col, scope id, inlinedAt id+1]`.
        Location = 7 => "LOCATION",
        /// Pre-3.6 node: not written.
        OldNode = 8 => "OLD_NODE",
        /// Pre-3.6 function-local node: not written.
        OldFnNode = 9 => "OLD_FN_NODE",
        /// `[n x md id]` (not +1): the operands of the named node named by the last NAME.
        NamedNode = 10 => "NAMED_NODE",
        /// `[(kind, md id) x N]` for the function, or `[inst id, (kind, md id) x N]`.
        Attachment = 11 => "ATTACHMENT",
        /// `[distinct, tag, version, header, n x md id+1]`.
        GenericDebug = 12 => "GENERIC_DEBUG",
        /// `[distinct, count, signed-rotated lower bound]`.
        Subrange = 13 => "SUBRANGE",
        /// `[distinct, signed-rotated value, name]`.
        Enumerator = 14 => "ENUMERATOR",
        /// `[distinct, tag, name, size, align, encoding]`.
        BasicType = 15 => "BASIC_TYPE",
        /// `[distinct, filename, directory]`.
        File = 16 => "FILE",
        /// `[distinct, tag, name, file, line, scope, base, size, align, offset, flags, extra]`.
        DerivedType = 17 => "DERIVED_TYPE",
        /// `[distinct, tag, name, file, line, scope, base, size, align, offset, flags,
        /// elements, runtime lang, vtable holder, template params, identifier]`.
        CompositeType = 18 => "COMPOSITE_TYPE",
        /// `[distinct, flags, types]`.
        SubroutineType = 19 => "SUBROUTINE_TYPE",
        /// `[distinct, lang, file, producer, optimized, flags, runtime version,
        /// split file, emission kind, enums, retained types, subprograms, globals,
        /// imports, dwo id]`.
        CompileUnit = 20 => "COMPILE_UNIT",
        /// `[distinct, scope, name, linkage name, file, line, type, local, definition,
        /// scope line, containing type, virtuality, virtual index, flags, optimized,
        /// function, template params, declaration, variables]`.
        Subprogram = 21 => "SUBPROGRAM",
        /// `[distinct, scope, file, line, column]`.
        LexicalBlock = 22 => "LEXICAL_BLOCK",
        /// `[distinct, scope, file, discriminator]`.
        LexicalBlockFile = 23 => "LEXICAL_BLOCK_FILE",
        /// `[distinct, scope, file, name, line]`.
        Namespace = 24 => "NAMESPACE",
        /// `[distinct, name, type]`.
        TemplateType = 25 => "TEMPLATE_TYPE",
        /// `[distinct, tag, name, type, value]`.
        TemplateValue = 26 => "TEMPLATE_VALUE",
        /// `[distinct, scope, name, linkage name, file, line, type, local, definition,
        /// variable, static member declaration]`.
        GlobalVar = 27 => "GLOBAL_VAR",
        /// `[distinct, tag, scope, name, file, line, type, arg, flags]`.
        LocalVar = 28 => "LOCAL_VAR",
        /// `[distinct, element x N]`.
        Expression = 29 => "EXPRESSION",
        /// `[distinct, name, file, line, setter, getter, attributes, type]`.
        ObjcProperty = 30 => "OBJC_PROPERTY",
        /// `[distinct, tag, scope, entity, line, name]`.
        ImportedEntity = 31 => "IMPORTED_ENTITY",
        /// `[distinct, operand x N]`.
        Module = 32 => "MODULE",
    }
}

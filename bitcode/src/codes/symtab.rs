//! VALUE_SYMTAB and USELIST block record codes.

code_table! {
    /// Value symbol table record codes (`bitc::ValueSymtabCodes`).
    pub enum ValueSymtabCode: u32 {
        /// `[value id, char x N]`: the name of a value (absolute id).
        Entry = 1 => "ENTRY",
        /// `[bb id, char x N]`: the name of a basic block (index within the function).
        BbEntry = 2 => "BBENTRY",
    }
}

code_table! {
    /// Use-list order record codes (`bitc::UseListCodes`); DXC does not write them.
    pub enum UseListCode: u32 {
        /// `[index x N, value id]`.
        Default = 1 => "DEFAULT",
        /// `[index x N, bb id]`.
        Bb = 2 => "BB",
    }
}

//! MODULE block record codes and the global-value property encodings they use.

code_table! {
    /// MODULE block record codes (`bitc::ModuleCodes`).
    pub enum ModuleCode: u32 {
        /// `[version]`: 1 means relative value ids in function blocks (DXC writes 1).
        Version = 1 => "VERSION",
        /// `[char x N]`: target triple (DXC: `dxil-ms-dx`).
        Triple = 2 => "TRIPLE",
        /// `[char x N]`: data layout string.
        DataLayout = 3 => "DATALAYOUT",
        /// `[char x N]`: module inline asm.
        Asm = 4 => "ASM",
        /// `[char x N]`: a section name; sections are numbered from 1 in order.
        SectionName = 5 => "SECTIONNAME",
        /// `[char x N]`: obsolete dependent library.
        DepLib = 6 => "DEPLIB",
        /// `[valuetype, addrspace<<2|explicit<<1|const, initid+1, linkage, align, section, ...]`.
        GlobalVar = 7 => "GLOBALVAR",
        /// `[fnty, cc, isproto, linkage, paramattr, align, section, visibility, gc, ...]`.
        Function = 8 => "FUNCTION",
        /// `[alias type, aliasee val#, linkage, visibility, dll, tls, unnamed_addr]`.
        Alias = 9 => "ALIAS",
        /// `[numvals]`: obsolete.
        PurgeVals = 10 => "PURGEVALS",
        /// `[char x N]`: a garbage collector name; numbered from 1 in order.
        GcName = 11 => "GCNAME",
        /// `[selection_kind, name size, char x N]`.
        Comdat = 12 => "COMDAT",
    }
}

code_table! {
    /// Linkage as encoded in GLOBALVAR/FUNCTION/ALIAS records by the 3.7 writer
    /// (`getEncodedLinkage`; other numbers are older aliases the reader also accepts).
    pub enum Linkage: u32 {
        /// `external`.
        External = 0 => "external",
        /// `appending`.
        Appending = 2 => "appending",
        /// `internal`.
        Internal = 3 => "internal",
        /// `extern_weak`.
        ExternalWeak = 7 => "extern_weak",
        /// `common`.
        Common = 8 => "common",
        /// `private`.
        Private = 9 => "private",
        /// `available_externally`.
        AvailableExternally = 12 => "available_externally",
        /// `weak`.
        WeakAny = 16 => "weak",
        /// `weak_odr`.
        WeakOdr = 17 => "weak_odr",
        /// `linkonce`.
        LinkOnceAny = 18 => "linkonce",
        /// `linkonce_odr`.
        LinkOnceOdr = 19 => "linkonce_odr",
    }
}

code_table! {
    /// Visibility (`getEncodedVisibility`).
    pub enum Visibility: u32 {
        /// `default`.
        Default = 0 => "default",
        /// `hidden`.
        Hidden = 1 => "hidden",
        /// `protected`.
        Protected = 2 => "protected",
    }
}

code_table! {
    /// DLL storage class (`getEncodedDLLStorageClass`).
    pub enum DllStorageClass: u32 {
        /// None.
        Default = 0 => "default",
        /// `dllimport`.
        Import = 1 => "dllimport",
        /// `dllexport`.
        Export = 2 => "dllexport",
    }
}

code_table! {
    /// Thread-local mode (`getEncodedThreadLocalMode`).
    pub enum ThreadLocalMode: u32 {
        /// Not thread local.
        NotThreadLocal = 0 => "none",
        /// `thread_local`.
        GeneralDynamic = 1 => "generaldynamic",
        /// `thread_local(localdynamic)`.
        LocalDynamic = 2 => "localdynamic",
        /// `thread_local(initialexec)`.
        InitialExec = 3 => "initialexec",
        /// `thread_local(localexec)`.
        LocalExec = 4 => "localexec",
    }
}

code_table! {
    /// COMDAT selection kinds (`bitc::ComdatSelectionKindCodes`).
    pub enum ComdatSelectionKind: u32 {
        /// `any`.
        Any = 1 => "any",
        /// `exactmatch`.
        ExactMatch = 2 => "exactmatch",
        /// `largest`.
        Largest = 3 => "largest",
        /// `noduplicates`.
        NoDuplicates = 4 => "noduplicates",
        /// `samesize`.
        SameSize = 5 => "samesize",
    }
}

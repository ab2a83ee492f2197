//! Global variables and the properties globals and functions share.

use crate::entity::Handle;
use crate::metadata::Attachment;
use crate::types::Type;
use crate::value::Value;

/// A handle to a global variable.
pub type GlobalId = Handle<GlobalVar>;

/// Linkage types.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Linkage {
    /// Visible to other modules (the default; printed as nothing).
    #[default]
    External,
    /// `private`
    Private,
    /// `internal`
    Internal,
    /// `available_externally`
    AvailableExternally,
    /// `linkonce`
    LinkOnce,
    /// `linkonce_odr`
    LinkOnceOdr,
    /// `weak`
    Weak,
    /// `weak_odr`
    WeakOdr,
    /// `common`
    Common,
    /// `appending`
    Appending,
    /// `extern_weak`
    ExternWeak,
}

impl Linkage {
    /// Every linkage.
    pub const ALL: [Linkage; 11] = [
        Linkage::External,
        Linkage::Private,
        Linkage::Internal,
        Linkage::AvailableExternally,
        Linkage::LinkOnce,
        Linkage::LinkOnceOdr,
        Linkage::Weak,
        Linkage::WeakOdr,
        Linkage::Common,
        Linkage::Appending,
        Linkage::ExternWeak,
    ];

    /// The keyword (`external` for the default, which the printer omits).
    pub fn keyword(self) -> &'static str {
        [
            "external",
            "private",
            "internal",
            "available_externally",
            "linkonce",
            "linkonce_odr",
            "weak",
            "weak_odr",
            "common",
            "appending",
            "extern_weak",
        ][self as usize]
    }

    /// The linkage spelled `kw`.
    pub fn from_keyword(kw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|l| l.keyword() == kw)
    }

    /// Whether the symbol is only visible inside the module.
    pub fn is_local(self) -> bool {
        matches!(self, Linkage::Private | Linkage::Internal)
    }
}

/// Symbol visibility.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Visibility {
    /// `default`
    #[default]
    Default,
    /// `hidden`
    Hidden,
    /// `protected`
    Protected,
}

/// DLL storage class.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DllStorage {
    /// None.
    #[default]
    Default,
    /// `dllimport`
    Import,
    /// `dllexport`
    Export,
}

/// `unnamed_addr` / `local_unnamed_addr`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum UnnamedAddr {
    /// Neither.
    #[default]
    None,
    /// `local_unnamed_addr`
    Local,
    /// `unnamed_addr`
    Global,
}

/// Thread-local storage models.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ThreadLocal {
    /// Not thread-local.
    #[default]
    No,
    /// `thread_local`
    GeneralDynamic,
    /// `thread_local(localdynamic)`
    LocalDynamic,
    /// `thread_local(initialexec)`
    InitialExec,
    /// `thread_local(localexec)`
    LocalExec,
}

/// Properties every global symbol (variable or function) has.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SymbolProps {
    /// Linkage.
    pub linkage: Linkage,
    /// `dso_local` / `dso_preemptable`.
    pub dso_local: bool,
    /// Visibility.
    pub visibility: Visibility,
    /// DLL storage class.
    pub dll_storage: DllStorage,
    /// unnamed_addr.
    pub unnamed_addr: UnnamedAddr,
    /// `section "name"`.
    pub section: Option<Box<str>>,
    /// `partition "name"`.
    pub partition: Option<Box<str>>,
    /// `comdat` / `comdat($name)`: `Some(None)` for the symbol's own comdat.
    pub comdat: Option<Option<Box<str>>>,
    /// `align N`.
    pub align: Option<u64>,
    /// Metadata attachments (`!dbg !3`, `!type !4`).
    pub metadata: Vec<Attachment>,
}

/// A global variable.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GlobalVar {
    /// Its name, without `@` (numbered globals have a decimal name).
    pub name: Box<str>,
    /// The type of the value stored.
    pub value_ty: Type,
    /// Address space.
    pub addrspace: u32,
    /// `constant` rather than `global`.
    pub is_constant: bool,
    /// `externally_initialized`.
    pub externally_initialized: bool,
    /// Thread-local model.
    pub thread_local: ThreadLocal,
    /// The initializer; `None` for a declaration (`external global`).
    pub init: Option<Value>,
    /// Linkage, visibility and the rest.
    pub props: SymbolProps,
}

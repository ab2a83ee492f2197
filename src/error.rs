//! The facade's error: one variant per stage, each able to say where in the source the
//! problem is.

use dxil_ir::{FuncId, GlobalId, Loc, Module, Site, SourceMap};
use dxil_lower::LowerError;
use rustc_hash::FxHashMap;

/// Why a compilation failed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The text is not valid LLVM IR (or uses a construct the parser does not take).
    #[error("{}", .0.message)]
    Parse(#[from] dxil_parser::ParseError),
    /// Lowering to DXIL failed.
    #[error("{err}")]
    Lower {
        /// The lowering error.
        err: LowerError,
        /// Where in the source the construct it names is, when known.
        loc: Option<Loc>,
        /// Where each of the error's notes (in order) points in the source, when known.
        note_locs: Vec<Option<Loc>>,
    },
    /// The module breaks a rule of LLVM IR (types, dominance, terminators, intrinsic
    /// signatures). `after_lowering` says a pass made it so: a bug in dxil-emit.
    #[error("{}{first}{}", if *.after_lowering { "internal error: lowering produced invalid IR: " } else { "" }, if *.more > 0 { format!(" (and {} more)", .more) } else { String::new() })]
    Invalid {
        /// The first broken rule, as `rule: message`.
        first: String,
        /// How many more problems the verifier found.
        more: usize,
        /// Where the first one is, when known.
        loc: Option<Loc>,
        /// Whether the input was valid and lowering broke it.
        after_lowering: bool,
    },
    /// Bitcode that does not read, with the bit offset where reading stopped
    /// ([`dxil_bitcode::ReadModuleError::bit_offset`]).
    #[error(transparent)]
    BitcodeRead(#[from] dxil_bitcode::ReadModuleError),
    /// A module the bitcode writer cannot write.
    #[error(transparent)]
    BitcodeWrite(#[from] dxil_bitcode::WriteModuleError),
    /// `!dx.rootsignatures` is malformed or holds a value D3D12 does not define (LLVM's
    /// root signature analysis's words).
    #[error("{0}")]
    RootSignature(String),
    /// A container (or part) that does not read, with the byte offset
    /// ([`dxil_container::ReadError::offset`]).
    #[error(transparent)]
    ContainerRead(#[from] dxil_container::ReadError),
    /// A container too large for its format.
    #[error(transparent)]
    ContainerWrite(#[from] dxil_container::WriteError),
    /// A container that cannot be built from the module, or that breaks the validator's
    /// rules.
    #[error("{0}")]
    Container(String),
    /// The options contradict each other or the module.
    #[error("{0}")]
    Options(String),
    /// A SPIR-V module could not be read into IR (located in the module).
    #[error("{0}")]
    Spirv(#[from] dxil_spirv::SpirvError),
}

impl From<dxil_reflect::ReflectError> for Error {
    fn from(e: dxil_reflect::ReflectError) -> Self {
        match e {
            dxil_reflect::ReflectError::ContainerRead(e) => Error::ContainerRead(e),
            dxil_reflect::ReflectError::BitcodeRead(e) => Error::BitcodeRead(e),
            dxil_reflect::ReflectError::Container(m) => Error::Container(m),
        }
    }
}

impl From<dxil_parts::PartsError> for Error {
    fn from(e: dxil_parts::PartsError) -> Self {
        match e {
            dxil_parts::PartsError::BitcodeRead(e) => Error::BitcodeRead(e),
            dxil_parts::PartsError::BitcodeWrite(e) => Error::BitcodeWrite(e),
            dxil_parts::PartsError::ContainerRead(e) => Error::ContainerRead(e),
            dxil_parts::PartsError::ContainerWrite(e) => Error::ContainerWrite(e),
            dxil_parts::PartsError::RootSignature(m) => Error::RootSignature(m),
            dxil_parts::PartsError::Container(m) => Error::Container(m),
        }
    }
}

impl Error {
    /// A lowering error, placed with `map` (sites of the module as parsed).
    pub fn lower(err: LowerError, map: &SourceMap) -> Self {
        Self::lower_placed(err, |s| locate(map, s))
    }

    /// A lowering error whose sites (its own and its notes') `place` finds in the source.
    fn lower_placed(err: LowerError, place: impl Fn(Site) -> Option<Loc>) -> Self {
        let loc = err.site().and_then(&place);
        let note_locs = err
            .notes()
            .iter()
            .map(|n| n.site.and_then(&place))
            .collect();
        Error::Lower {
            err,
            loc,
            note_locs,
        }
    }

    /// A lowering error whose site names `lowered`, a module passes have changed:
    /// functions and globals may have been removed and renumbered since parsing, so
    /// the site is carried back to the parsed module by name first.
    pub fn lower_after(
        err: LowerError,
        map: &SourceMap,
        parsed: &SymbolNames,
        lowered: &Module,
    ) -> Self {
        Self::lower_placed(err, |s| {
            parsed.carry_back(s, lowered).and_then(|s| locate(map, s))
        })
    }

    /// The notes of the error, each a heading and where in the source the instruction it
    /// names is, when known.
    pub fn notes(&self) -> Vec<(&str, Option<Loc>)> {
        match self {
            Error::Lower { err, note_locs, .. } => err
                .notes()
                .iter()
                .zip(note_locs)
                .map(|(n, l)| (n.heading.as_str(), *l))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// LLVM's words for the error when LLVM's tools stop on it with a fatal error
    /// (`LLVM ERROR: ...`).
    pub fn llvm_fatal(&self) -> Option<String> {
        match self {
            Error::Lower {
                err: err @ LowerError::Fatal { .. },
                ..
            } => Some(err.to_string()),
            _ => None,
        }
    }

    /// Where in the source text the error is, when known.
    pub fn loc(&self) -> Option<Loc> {
        match self {
            Error::Parse(e) => Some(e.loc),
            Error::Lower { loc, .. } | Error::Invalid { loc, .. } => *loc,
            _ => None,
        }
    }
}

/// Verifies `m`; the first problem becomes the error, placed with `map` (through
/// `names` when `lowered`, whose symbols may have been renumbered).
pub fn verify(
    m: &Module,
    map: &SourceMap,
    names: &SymbolNames,
    after_lowering: bool,
) -> Result<(), Error> {
    let Err(errors) = dxil_ir::verify(m) else {
        return Ok(());
    };
    let first = errors.first();
    let loc = first
        .and_then(|e| e.site)
        .and_then(|s| {
            if after_lowering {
                names.carry_back(s, m)
            } else {
                Some(s)
            }
        })
        .and_then(|s| locate(map, s));
    Err(Error::Invalid {
        first: first.map(|e| e.to_string()).unwrap_or_default(),
        more: errors.len().saturating_sub(1),
        loc,
        after_lowering,
    })
}

fn locate(map: &SourceMap, site: Site) -> Option<Loc> {
    map.get(site).or(match site {
        // An instruction the lowering made has no position: fall back to its function.
        Site::Inst(f, _) => map.get(Site::Function(f)),
        _ => None,
    })
}

/// The names of a module's functions and globals as parsed, to find a symbol again
/// after passes renumber them (instruction handles inside a body stay as they were).
#[derive(Debug, Default)]
pub struct SymbolNames {
    functions: FxHashMap<Box<str>, FuncId>,
    globals: FxHashMap<Box<str>, GlobalId>,
}

impl SymbolNames {
    /// Records the symbols of `m`.
    pub fn of(m: &Module) -> Self {
        SymbolNames {
            functions: m
                .functions
                .iter()
                .map(|(h, f)| (f.name.clone(), h))
                .collect(),
            globals: m.globals.iter().map(|(h, g)| (g.name.clone(), h)).collect(),
        }
    }

    /// The site in the parsed module that `site` of `lowered` stands for.
    pub fn carry_back(&self, site: Site, lowered: &Module) -> Option<Site> {
        let func = |f: FuncId| {
            let name = &lowered.functions.get(f)?.name;
            self.functions.get(name).copied()
        };
        Some(match site {
            Site::Function(f) => Site::Function(func(f)?),
            Site::Inst(f, i) => Site::Inst(func(f)?, i),
            Site::Global(g) => {
                let name = &lowered.globals.get(g)?.name;
                Site::Global(*self.globals.get(name)?)
            }
        })
    }
}

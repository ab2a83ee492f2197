//! The facade's error: one variant per stage, each able to say where in the source the
//! problem is.

use dxil_ir::{Loc, Site, SourceMap};
use dxil_lower::LowerError;

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
    },
    /// Writing LLVM 3.7 bitcode failed.
    #[error("{0}")]
    Bitcode(String),
    /// Building or reading a container failed.
    #[error("{0}")]
    Container(String),
    /// The options contradict each other or the module.
    #[error("{0}")]
    Options(String),
}

impl Error {
    /// A lowering error, placed with `map`.
    pub fn lower(err: LowerError, map: &SourceMap) -> Self {
        let loc = err.site().and_then(|s| locate(map, s));
        Error::Lower { err, loc }
    }

    /// Where in the source text the error is, when known.
    pub fn loc(&self) -> Option<Loc> {
        match self {
            Error::Parse(e) => Some(e.loc),
            Error::Lower { loc, .. } => *loc,
            _ => None,
        }
    }
}

fn locate(map: &SourceMap, site: Site) -> Option<Loc> {
    map.get(site).or(match site {
        // An instruction the lowering made has no position: fall back to its function.
        Site::Inst(f, _) => map.get(Site::Function(f)),
        _ => None,
    })
}

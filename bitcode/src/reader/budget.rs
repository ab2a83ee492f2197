//! A limit on structure the reader copies out of a small input (attribute sets into
//! every use, parameter-name slots into every function of a wide function type), so that
//! memory stays a small multiple of the input size.

use super::error::{err, ModuleErrorKind, Result};
use std::cell::Cell;

/// Items the reader may still copy.
#[derive(Debug)]
pub(crate) struct Budget(Cell<u64>);

impl Budget {
    /// A budget proportional to an input of `input_len` bytes.
    pub fn for_input(input_len: usize) -> Self {
        Budget(Cell::new(
            (input_len as u64)
                .saturating_mul(16)
                .saturating_add(1 << 16),
        ))
    }

    /// Spends `n` items of `what`, failing at `at` when the budget is exhausted.
    pub fn spend(&self, n: u64, what: &'static str, at: u64) -> Result<()> {
        match self.0.get().checked_sub(n) {
            Some(left) => {
                self.0.set(left);
                Ok(())
            }
            None => err(ModuleErrorKind::TooLarge(what), at),
        }
    }
}

//! Names for the instructions a pass makes, unique within their function, the way
//! LLVM's value symbol table hands them out: a name already taken gets the next
//! number of a per-function counter appended (`x.i0`, then `x.i01`). Passes that
//! follow LLVM's naming (the scalarizer's `%v.i0` lanes and `%v.upto0` rebuilds,
//! the intrinsic expansion's `%x0`) go through this, so printed IR never holds a
//! name twice.

use dxil_ir::{Body, Inst, Module, Value};
use rustc_hash::FxHashSet;

/// The local names of one function and the counter for making new ones unique.
///
/// The set of names taken is gathered from the body when the first new name is made,
/// so a pass that makes none (most functions, for most passes) pays nothing for it.
/// Until then every name change goes through this type or [`LocalNames::take_name`],
/// which keeps the set of names the body holds as it was.
pub struct LocalNames {
    params: Vec<Option<Box<str>>>,
    taken: Option<FxHashSet<Box<str>>>,
    last_unique: u32,
}

impl LocalNames {
    /// The names of a body of the function with parameter names `params`: its
    /// parameters', blocks' and instructions' (gathered when first needed).
    pub fn of(params: &[Option<Box<str>>]) -> Self {
        LocalNames {
            params: params.to_vec(),
            taken: None,
            last_unique: 0,
        }
    }

    /// The names of function `f` of `m`.
    pub fn of_function(m: &Module, f: dxil_ir::FuncId) -> Self {
        Self::of(&m.functions[f].param_names)
    }

    /// `base`, or `base` with a number appended when it is taken in `body`; marks it
    /// taken.
    fn unique(&mut self, body: &Body, base: &str) -> Box<str> {
        let params = &self.params;
        let taken = self.taken.get_or_insert_with(|| {
            let mut taken: FxHashSet<Box<str>> = params.iter().flatten().cloned().collect();
            taken.extend(body.blocks.iter().filter_map(|(_, b)| b.name.clone()));
            taken.extend(
                body.insts
                    .iter()
                    .filter_map(|(_, d)| d.name.as_deref().map(Into::into)),
            );
            taken
        });
        let mut name: Box<str> = base.into();
        while taken.contains(&name) {
            self.last_unique += 1;
            name = format!("{base}{}", self.last_unique).into();
        }
        taken.insert(name.clone());
        name
    }

    /// Names instruction `inst` of `body` `base` (made unique); an empty `base` leaves
    /// it numbered.
    pub fn name(&mut self, body: &mut Body, inst: Inst, base: &str) {
        if !base.is_empty() {
            body.insts[inst].name = Some(self.unique(body, base).into());
        }
    }

    /// Names `v` (when it is an instruction of `body`) `base`, made unique.
    pub fn name_value(&mut self, body: &mut Body, v: Value, base: &str) {
        if let Value::Inst(i) = v {
            self.name(body, i, base);
        }
    }

    /// Gives `to` the name of `from` (which loses it), as LLVM's `takeName`.
    pub fn take_name(body: &mut Body, from: Inst, to: Value) {
        if let Value::Inst(t) = to {
            if let Some(n) = body.insts[from].name.take() {
                body.insts[t].name = Some(n);
            }
        }
    }
}

/// The name of `v` in a function with parameter names `params` and body `body`
/// (empty for a numbered value or a constant).
pub fn value_name<'a>(params: &'a [Option<Box<str>>], body: &'a Body, v: Value) -> &'a str {
    match v {
        Value::Inst(i) => body.insts[i].name.as_deref().unwrap_or(""),
        Value::Arg(a) => params
            .get(a as usize)
            .and_then(|n| n.as_deref())
            .unwrap_or(""),
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn taken_names_get_a_counter() {
        let mut n = LocalNames::of(&[Some("x.i0".into())]);
        let body = Body::default();
        assert_eq!(&*n.unique(&body, "x.i0"), "x.i01");
        assert_eq!(&*n.unique(&body, "x.i0"), "x.i02");
        assert_eq!(&*n.unique(&body, "y"), "y");
        assert_eq!(&*n.unique(&body, "y"), "y3");
    }
}

//! Function, return and parameter attributes.

use crate::types::Type;

/// An attribute's keyword or text: shared, so that copying an attribute list (every
/// call of an operation gets its declaration's) allocates no strings.
pub type AttrStr = std::sync::Arc<str>;

/// One attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Attribute {
    /// A keyword with no argument: `nounwind`, `readnone`, `noundef`.
    Flag(AttrStr),
    /// A keyword with an integer: `align 4`, `dereferenceable(8)`, `alignstack(16)`.
    Int(AttrStr, u64),
    /// A keyword with a type: `sret(%S)`, `byval(i32)`, `elementtype(float)`.
    Type(AttrStr, Type),
    /// A string attribute, `"key"="value"` or just `"key"` (value `None`).
    Str(AttrStr, Option<AttrStr>),
    /// A keyword with an argument list kept as written: `memory(none)`,
    /// `range(i32 0, 4)`, `nofpclass(nan)`, `captures(none)`, `allockind("alloc")`.
    Raw(AttrStr, AttrStr),
}

impl Attribute {
    /// The string attribute `"key"="value"` (`"hlsl.shader"="compute"`).
    pub fn string(key: &str, value: &str) -> Self {
        Attribute::Str(key.into(), Some(value.into()))
    }

    /// The keyword attribute `name` (`nounwind`, `noinline`).
    pub fn flag(name: &str) -> Self {
        Attribute::Flag(name.into())
    }

    /// The attribute's keyword or string key.
    pub fn name(&self) -> &str {
        match self {
            Attribute::Flag(n)
            | Attribute::Int(n, _)
            | Attribute::Type(n, _)
            | Attribute::Str(n, _)
            | Attribute::Raw(n, _) => n,
        }
    }
}

/// A set of attributes, in the order written.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AttrSet(pub Vec<Attribute>);

impl AttrSet {
    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether a keyword attribute `name` is present.
    pub fn has_flag(&self, name: &str) -> bool {
        self.0
            .iter()
            .any(|a| matches!(a, Attribute::Flag(n) if &**n == name))
    }

    /// The value of string attribute `key`, if present.
    pub fn string(&self, key: &str) -> Option<&str> {
        self.0.iter().find_map(|a| match a {
            Attribute::Str(k, v) if &**k == key => Some(v.as_deref().unwrap_or("")),
            _ => None,
        })
    }

    /// The first attribute named `name`.
    pub fn get(&self, name: &str) -> Option<&Attribute> {
        self.0.iter().find(|a| a.name() == name)
    }

    /// Adds `attr`, replacing an attribute of the same name.
    pub fn set(&mut self, attr: Attribute) {
        match self.0.iter_mut().find(|a| a.name() == attr.name()) {
            Some(slot) => *slot = attr,
            None => self.0.push(attr),
        }
    }

    /// Removes every attribute named `name`.
    pub fn remove(&mut self, name: &str) {
        self.0.retain(|a| a.name() != name);
    }
}

/// The attributes of a function or call site: on the function, its result and each
/// parameter.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AttrList {
    /// Function attributes.
    pub func: AttrSet,
    /// Return value attributes.
    pub ret: AttrSet,
    /// Per-parameter attributes (may be shorter than the parameter list).
    pub params: Vec<AttrSet>,
}

impl AttrList {
    /// Whether no attribute is set anywhere.
    pub fn is_empty(&self) -> bool {
        self.func.is_empty() && self.ret.is_empty() && self.params.iter().all(AttrSet::is_empty)
    }

    /// The attributes of parameter `i` (empty when none).
    pub fn param(&self, i: usize) -> &AttrSet {
        static EMPTY: AttrSet = AttrSet(Vec::new());
        self.params.get(i).unwrap_or(&EMPTY)
    }
}

/// A call site's attributes, one pointer wide and allocated only when there are any
/// (most calls have none, and an empty list boxed per call was a third of a small
/// function's allocations). Reads see an empty [`AttrList`] when none are set; a
/// mutable borrow allocates one.
#[derive(Clone, Debug, Default)]
pub struct CallAttrs(Option<Box<AttrList>>);

/// What a call without attributes reads.
static NO_ATTRS: AttrList = AttrList {
    func: AttrSet(Vec::new()),
    ret: AttrSet(Vec::new()),
    params: Vec::new(),
};

impl From<AttrList> for CallAttrs {
    fn from(list: AttrList) -> Self {
        if list == NO_ATTRS {
            CallAttrs(None)
        } else {
            CallAttrs(Some(Box::new(list)))
        }
    }
}

impl std::ops::Deref for CallAttrs {
    type Target = AttrList;
    fn deref(&self) -> &AttrList {
        self.0.as_deref().unwrap_or(&NO_ATTRS)
    }
}

impl std::ops::DerefMut for CallAttrs {
    fn deref_mut(&mut self) -> &mut AttrList {
        self.0.get_or_insert_with(Box::default)
    }
}

impl PartialEq for CallAttrs {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl Eq for CallAttrs {}

impl std::hash::Hash for CallAttrs {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (**self).hash(state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn string_attributes_are_found() {
        let mut s = AttrSet::default();
        s.set(Attribute::Str("hlsl.shader".into(), Some("compute".into())));
        s.set(Attribute::Flag("nounwind".into()));
        assert_eq!(s.string("hlsl.shader"), Some("compute"));
        assert!(s.has_flag("nounwind"));
        s.remove("nounwind");
        assert!(!s.has_flag("nounwind"));
    }

    #[test]
    fn call_attributes_allocate_only_when_set() {
        let none = CallAttrs::from(AttrList::default());
        assert!(none.0.is_none());
        assert_eq!(std::mem::size_of::<CallAttrs>(), 8);
        let mut some = CallAttrs::default();
        some.func.set(Attribute::Flag("nounwind".into()));
        assert!(some.0.is_some());
        assert_ne!(some, none);
        assert_eq!(CallAttrs::from((*some).clone()), some);
        // An empty list stays equal to no list, however it was made.
        let mut emptied = some.clone();
        emptied.func.remove("nounwind");
        assert_eq!(emptied, none);
    }
}

//! Macros that define the many small value tables of the format: enums that keep unknown
//! values, and sets of named flag bits.

/// Defines an enum over a raw integer whose unknown values are kept in an `Unknown` variant,
/// with `from_raw`, `raw` and `name` (the name LLVM's obj2yaml prints).
macro_rules! open_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident : $repr:ty {
            $($variant:ident = $value:literal => $text:literal,)*
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name {
            $(#[doc = $text] $variant,)*
            /// A value with no name in this crate.
            Unknown($repr),
        }

        impl $name {
            /// The value for a raw field.
            pub fn from_raw(raw: $repr) -> Self {
                match raw {
                    $($value => Self::$variant,)*
                    other => Self::Unknown(other),
                }
            }

            /// The raw field value.
            pub fn raw(self) -> $repr {
                match self {
                    $(Self::$variant => $value,)*
                    Self::Unknown(raw) => raw,
                }
            }

            /// The name of a known value.
            pub fn name(self) -> Option<&'static str> {
                match self {
                    $(Self::$variant => Some($text),)*
                    Self::Unknown(_) => None,
                }
            }
        }

        impl Default for $name {
            fn default() -> Self {
                Self::from_raw(0)
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                match self.name() {
                    Some(name) => f.write_str(name),
                    None => write!(f, "{}", self.raw()),
                }
            }
        }
    };
}

/// Defines a set of named flag bits over a raw integer, with associated constants, a table of
/// names, and `names()` to decode a value by name.
macro_rules! flag_set {
    (
        $(#[$meta:meta])*
        pub struct $name:ident : $repr:ty {
            $($flag:ident = $bit:expr => $text:literal, $doc:literal;)*
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
        pub struct $name(pub $repr);

        impl $name {
            $(#[doc = $doc] pub const $flag: Self = Self($bit);)*

            /// Every named flag with its name, in bit order.
            pub const NAMED: &'static [(Self, &'static str)] = &[$((Self::$flag, $text),)*];

            /// No flag set.
            pub const fn empty() -> Self {
                Self(0)
            }

            /// Whether every bit of `other` is set.
            pub const fn contains(self, other: Self) -> bool {
                self.0 & other.0 == other.0
            }

            /// Whether no bit is set.
            pub const fn is_empty(self) -> bool {
                self.0 == 0
            }

            /// The names of the set flags, in bit order.
            pub fn names(self) -> impl Iterator<Item = &'static str> {
                Self::NAMED
                    .iter()
                    .filter(move |(flag, _)| flag.0 != 0 && self.contains(*flag))
                    .map(|(_, name)| *name)
            }

            /// The set bits that have no name.
            pub fn unknown_bits(self) -> $repr {
                Self::NAMED.iter().fold(self.0, |rest, (flag, _)| rest & !flag.0)
            }
        }

        impl std::ops::BitOr for $name {
            type Output = Self;
            fn bitor(self, rhs: Self) -> Self {
                Self(self.0 | rhs.0)
            }
        }

        impl std::ops::BitOrAssign for $name {
            fn bitor_assign(&mut self, rhs: Self) {
                self.0 |= rhs.0;
            }
        }
    };
}

//! Typed handles into arenas, and side tables keyed by them.
//!
//! A [`Handle<T>`] is a 32-bit index (stored as `NonZeroU32`, so `Option<Handle<T>>` is
//! as small as the handle) into an [`Arena<T>`]. [`SecondaryMap`] attaches extra data to
//! the handles of an arena without touching the arena itself.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;
use std::num::NonZeroU32;

/// A typed index into an [`Arena<T>`].
pub struct Handle<T> {
    raw: NonZeroU32,
    marker: PhantomData<fn() -> T>,
}

impl<T> Handle<T> {
    /// Makes the handle of the `index`-th item (0-based).
    ///
    /// # Panics
    /// If `index` does not fit in 32 bits less one: arenas never grow that large.
    pub fn from_index(index: usize) -> Self {
        let raw = u32::try_from(index + 1)
            .ok()
            .and_then(NonZeroU32::new)
            .expect("arena index overflow");
        Handle {
            raw,
            marker: PhantomData,
        }
    }

    /// The 0-based position of the item in its arena.
    pub fn index(self) -> usize {
        (self.raw.get() - 1) as usize
    }
}

impl<T> Clone for Handle<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Handle<T> {}
impl<T> PartialEq for Handle<T> {
    fn eq(&self, other: &Self) -> bool {
        self.raw == other.raw
    }
}
impl<T> Eq for Handle<T> {}
impl<T> PartialOrd for Handle<T> {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl<T> Ord for Handle<T> {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.raw.cmp(&other.raw)
    }
}
impl<T> Hash for Handle<T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.raw.hash(state)
    }
}
impl<T> fmt::Debug for Handle<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.index())
    }
}

/// A growable store of `T`s addressed by [`Handle<T>`]. Items are never removed, so a
/// handle stays valid for the arena's lifetime.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Arena<T> {
    items: Vec<T>,
}

impl<T> Default for Arena<T> {
    fn default() -> Self {
        Arena { items: Vec::new() }
    }
}

impl<T: fmt::Debug> fmt::Debug for Arena<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl<T> Arena<T> {
    /// An empty arena.
    pub fn new() -> Self {
        Self::default()
    }

    /// Stores `item` and returns its handle.
    pub fn alloc(&mut self, item: T) -> Handle<T> {
        let h = Handle::from_index(self.items.len());
        self.items.push(item);
        h
    }

    /// Makes room for `additional` more items, to spare regrowing while they are
    /// allocated.
    pub fn reserve(&mut self, additional: usize) {
        self.items.reserve_exact(additional);
    }

    /// How many items the arena has room for before it must grow.
    pub fn capacity(&self) -> usize {
        self.items.capacity()
    }

    /// How many items the arena holds.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether the arena holds nothing.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The item behind `h`, or `None` if `h` is not from this arena.
    pub fn get(&self, h: Handle<T>) -> Option<&T> {
        self.items.get(h.index())
    }

    /// The item `h` names, mutably, if it is in this arena.
    pub fn get_mut(&mut self, h: Handle<T>) -> Option<&mut T> {
        self.items.get_mut(h.index())
    }

    /// Every handle and item, in allocation order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (Handle<T>, &T)> + '_ {
        self.items
            .iter()
            .enumerate()
            .map(|(i, t)| (Handle::from_index(i), t))
    }

    /// Every handle and item, mutably, in allocation order.
    pub fn iter_mut(&mut self) -> impl ExactSizeIterator<Item = (Handle<T>, &mut T)> + '_ {
        self.items
            .iter_mut()
            .enumerate()
            .map(|(i, t)| (Handle::from_index(i), t))
    }

    /// Every handle and item, by value, in allocation order (to move the items into
    /// another arena without copying them).
    pub fn into_items(self) -> impl ExactSizeIterator<Item = (Handle<T>, T)> {
        self.items
            .into_iter()
            .enumerate()
            .map(|(i, t)| (Handle::from_index(i), t))
    }

    /// Every handle, in allocation order.
    pub fn handles(&self) -> impl ExactSizeIterator<Item = Handle<T>> {
        (0..self.items.len()).map(Handle::from_index)
    }
}

impl<T> std::ops::Index<Handle<T>> for Arena<T> {
    type Output = T;
    fn index(&self, h: Handle<T>) -> &T {
        &self.items[h.index()]
    }
}

impl<T> std::ops::IndexMut<Handle<T>> for Arena<T> {
    fn index_mut(&mut self, h: Handle<T>) -> &mut T {
        &mut self.items[h.index()]
    }
}

/// A side table giving every handle of some arena a `V`, `V::default()` until set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SecondaryMap<K, V> {
    values: Vec<V>,
    default: V,
    marker: PhantomData<fn() -> K>,
}

impl<T, V: Clone + Default> Default for SecondaryMap<Handle<T>, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T, V: Clone + Default> SecondaryMap<Handle<T>, V> {
    /// An empty table.
    pub fn new() -> Self {
        SecondaryMap {
            values: Vec::new(),
            default: V::default(),
            marker: PhantomData,
        }
    }

    /// A table with room for `n` handles.
    pub fn with_capacity(n: usize) -> Self {
        let mut m = Self::new();
        m.values.reserve(n);
        m
    }

    /// The value for `k` (the default if never set).
    pub fn get(&self, k: Handle<T>) -> &V {
        self.values.get(k.index()).unwrap_or(&self.default)
    }

    /// Sets the value for `k`.
    pub fn set(&mut self, k: Handle<T>, v: V) {
        *self.get_mut(k) = v;
    }

    /// The value for `k`, mutably, growing the table as needed.
    pub fn get_mut(&mut self, k: Handle<T>) -> &mut V {
        let i = k.index();
        if i >= self.values.len() {
            self.values.resize(i + 1, self.default.clone());
        }
        &mut self.values[i]
    }
}

impl<T, V: Clone + Default> std::ops::Index<Handle<T>> for SecondaryMap<Handle<T>, V> {
    type Output = V;
    fn index(&self, k: Handle<T>) -> &V {
        self.get(k)
    }
}

impl<T, V: Clone + Default> std::ops::IndexMut<Handle<T>> for SecondaryMap<Handle<T>, V> {
    fn index_mut(&mut self, k: Handle<T>) -> &mut V {
        self.get_mut(k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handles_index_their_arena() {
        let mut a = Arena::new();
        let x = a.alloc("x");
        let y = a.alloc("y");
        assert_eq!(a[x], "x");
        assert_eq!(a[y], "y");
        assert_eq!(y.index(), 1);
        assert_eq!(std::mem::size_of::<Option<Handle<u8>>>(), 4);
    }

    #[test]
    fn secondary_map_defaults_and_grows() {
        let mut a = Arena::new();
        let x = a.alloc(());
        let y = a.alloc(());
        let mut m: SecondaryMap<Handle<()>, u32> = SecondaryMap::new();
        assert_eq!(m[y], 0);
        m[y] = 7;
        assert_eq!(m[x], 0);
        assert_eq!(m[y], 7);
    }
}

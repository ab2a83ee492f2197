//! [`ThinList`] and [`ThinStr`]: a list and a string one pointer wide, for what most
//! instructions leave empty.

/// A list that takes one word where a `Vec` takes three: null when empty, else a boxed
/// `Vec`. Instructions carry a few lists that are nearly always empty (metadata
/// attachments, operand bundles); a million instructions are walked by every pass, so
/// their size is memory traffic.
#[derive(Clone, Debug)]
#[allow(clippy::box_collection)] // the box is the point: one word in every instruction
pub struct ThinList<T>(Option<Box<Vec<T>>>);

impl<T> ThinList<T> {
    /// An empty list.
    pub const fn new() -> Self {
        ThinList(None)
    }

    /// Appends `item`.
    pub fn push(&mut self, item: T) {
        self.0.get_or_insert_with(Box::default).push(item);
    }

    /// Keeps only the items `keep` accepts.
    pub fn retain(&mut self, keep: impl FnMut(&T) -> bool) {
        if let Some(list) = &mut self.0 {
            list.retain(keep);
            if list.is_empty() {
                self.0 = None;
            }
        }
    }

    /// Removes and returns the item at `index`.
    ///
    /// # Panics
    /// If `index` is out of bounds, as `Vec::remove` does.
    pub fn remove(&mut self, index: usize) -> T {
        let list = self.0.as_mut().expect("index in bounds of the list");
        let item = list.remove(index);
        if list.is_empty() {
            self.0 = None;
        }
        item
    }

    /// Removes every item.
    pub fn clear(&mut self) {
        self.0 = None;
    }
}

impl<T> Default for ThinList<T> {
    fn default() -> Self {
        ThinList::new()
    }
}

impl<T> std::ops::Deref for ThinList<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        self.0.as_deref().map_or(&[], Vec::as_slice)
    }
}

impl<T> std::ops::DerefMut for ThinList<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        self.0.as_deref_mut().map_or(&mut [], Vec::as_mut_slice)
    }
}

impl<T: PartialEq> PartialEq for ThinList<T> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: Eq> Eq for ThinList<T> {}

impl<T: std::hash::Hash> std::hash::Hash for ThinList<T> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (**self).hash(state)
    }
}

impl<T> From<Vec<T>> for ThinList<T> {
    fn from(list: Vec<T>) -> Self {
        ThinList((!list.is_empty()).then(|| Box::new(list)))
    }
}

impl<T> FromIterator<T> for ThinList<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        iter.into_iter().collect::<Vec<_>>().into()
    }
}

impl<'a, T> IntoIterator for &'a ThinList<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// A string one word wide (a boxed `Box<str>`), for instruction names: most instructions
/// have none, and `Option<ThinStr>` is one word as well.
#[derive(Clone, PartialEq, Eq)]
#[allow(clippy::redundant_allocation)] // the second box is the point: one word, not two
pub struct ThinStr(Box<Box<str>>);

impl std::ops::Deref for ThinStr {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for ThinStr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&**self, f)
    }
}

impl std::fmt::Display for ThinStr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self)
    }
}

impl From<Box<str>> for ThinStr {
    fn from(s: Box<str>) -> Self {
        ThinStr(Box::new(s))
    }
}

impl From<&str> for ThinStr {
    fn from(s: &str) -> Self {
        ThinStr(Box::new(s.into()))
    }
}

impl From<String> for ThinStr {
    fn from(s: String) -> Self {
        ThinStr(Box::new(s.into_boxed_str()))
    }
}

#[cfg(test)]
mod tests {
    use super::ThinList;

    #[test]
    fn an_emptied_list_equals_a_new_one() {
        let mut l: ThinList<u32> = vec![1, 2, 3].into();
        assert_eq!(&*l, &[1, 2, 3]);
        l.retain(|&x| x != 2);
        assert_eq!(l.remove(0), 1);
        assert_eq!(&*l, &[3]);
        l.retain(|_| false);
        assert_eq!(l, ThinList::new());
        assert!(l.is_empty());
        l.push(7);
        assert_eq!(l.iter().copied().collect::<Vec<_>>(), vec![7]);
        assert_eq!(std::mem::size_of::<ThinList<u32>>(), 8);
        assert_eq!(std::mem::size_of::<Option<super::ThinStr>>(), 8);
    }
}

//! A container's `PSV0` against the one its module implies, compared as DXC's
//! validator compares them (its PSV content verifier): record by record and table
//! entry by table entry rather than byte for byte, so that where a string or a
//! semantic index sits in its table does not matter, nor the name a system value's
//! element gives, but every record, every name an arbitrary semantic gives and every
//! table entry does.
//!
//! - `CONTAINER.CONTENTMATCHES`: a record size, the resource count or a resource's
//!   binding, the runtime information, the stage, whether the view ID is used, a
//!   signature's element count or an element, the view ID dependence tables, the entry
//!   name differs from the module's;
//! - `CONTAINER.CONTENTINVALID`: an element's name or indices, or the entry name, lie
//!   outside their table; the string table does not end with a NUL;
//! - `CONTAINER.UNUSEDITEMINTABLE`: a string (but a first empty one) or a semantic index
//!   no record names;
//! - `CONTAINER.PARTMATCHES`: the part, once any of its contents differs.

use super::Validation;
use dxil_container::psv0::{binding_size, Psv0Layout, ELEMENT_SIZE};
use dxil_container::ShaderKind;
use std::collections::BTreeMap;

/// The signatures, as DXC names them in its messages.
const SIGNATURES: [&str; 3] = ["SigInput", "SigOutput", "SigPatchConstantOrPrim"];

/// Compares `theirs`, a container's `PSV0` body, with `ours`, the body the module
/// implies (`stage`: the program's shader kind, which version 0 does not record);
/// `at` locates the part in messages.
pub(crate) fn check_psv0(
    theirs: &[u8],
    ours: &[u8],
    stage: Option<ShaderKind>,
    at: &str,
    v: &mut Validation,
) {
    let (Ok(t), Ok(o)) = (
        Psv0Layout::read(theirs, 0, stage),
        Psv0Layout::read(ours, 0, stage),
    ) else {
        // (The container reader reads the same tables: an unreadable part is reported
        // as the container's.)
        return;
    };
    let mut check = Check {
        v,
        at,
        differs: false,
    };
    let size = expected_size(&t);
    if size != theirs.len() {
        check.v.push(
            "CONTAINER.CONTENTINVALID",
            format!(
                "In 'DxilContainer', 'PSV0 part' is not well-formed ({} bytes where its counts \
                 make {size})",
                theirs.len()
            ),
            at.into(),
        );
        return;
    }
    if !check.sizes(&t, &o) {
        return;
    }
    if let Some(uses) = check.contents(&t, &o) {
        check.unused_items(&t, &uses);
        if check.differs {
            check.v.push(
                "CONTAINER.PARTMATCHES",
                "Container part 'Pipeline State Validation' does not match expected for module."
                    .into(),
                at.into(),
            );
        }
    }
}

/// One comparison: where the part is, and whether any content differed.
struct Check<'v, 'a> {
    v: &'v mut Validation,
    at: &'a str,
    differs: bool,
}

/// Which strings and semantic indices of a part's tables records name.
struct TableUse {
    /// Each string's first byte, and whether a record names it.
    strings: BTreeMap<usize, bool>,
    /// Whether a record names each semantic index.
    indices: Vec<bool>,
    /// The string table's size.
    string_bytes: usize,
}

impl Check<'_, '_> {
    fn mismatch(
        &mut self,
        what: &str,
        part: impl std::fmt::Display,
        module: impl std::fmt::Display,
    ) {
        self.differs = true;
        self.v.push(
            "CONTAINER.CONTENTMATCHES",
            format!(
                "DXIL container mismatch for '{what}' between 'PSV0' part:('{part}') and DXIL \
                 module:('{module}')"
            ),
            self.at.into(),
        );
    }

    fn invalid(&mut self, what: &str) {
        self.differs = true;
        self.v.push(
            "CONTAINER.CONTENTINVALID",
            format!("In 'PSV0 part', '{what}' is not well-formed"),
            self.at.into(),
        );
    }

    /// The record sizes of the part's version and a string table that ends; whether the
    /// contents can be compared.
    fn sizes(&mut self, t: &Psv0Layout<'_>, o: &Psv0Layout<'_>) -> bool {
        let expected = o.runtime_info.len();
        if t.runtime_info.len() != expected {
            self.mismatch("PSVRuntimeInfoSize", t.runtime_info.len(), expected);
            return false;
        }
        let binding = binding_size(o.version);
        if !t.resources.is_empty() && t.strides.0 != binding {
            self.mismatch("PSVResourceBindInfoSize", t.strides.0, binding);
            return false;
        }
        if t.elements.iter().any(|l| !l.is_empty()) && t.strides.1 != ELEMENT_SIZE {
            self.mismatch("PSVSignatureElementSize", t.strides.1, ELEMENT_SIZE);
            return false;
        }
        if t.strings.last().is_some_and(|&b| b != 0) {
            self.v.push(
                "CONTAINER.CONTENTINVALID",
                "In 'PSV part StringTable' the table does not end with a NUL".into(),
                self.at.into(),
            );
            return false;
        }
        true
    }

    /// Compares the records; which table entries they name, unless a different stage
    /// stopped the comparison (as it stops DXC's).
    fn contents(&mut self, t: &Psv0Layout<'_>, o: &Psv0Layout<'_>) -> Option<TableUse> {
        if t.resources.len() != o.resources.len() {
            self.mismatch("ResourceCount", t.resources.len(), o.resources.len());
        } else {
            let size = binding_size(o.version);
            for (theirs, ours) in t.resources.iter().zip(&o.resources) {
                if theirs.get(..size) != ours.get(..size) {
                    self.mismatch("ResourceBindInfo", hex(theirs), hex(ours));
                }
            }
        }
        if runtime_properties(t) != runtime_properties(o) {
            self.mismatch(
                "PSVRuntimeInfo",
                hex(&runtime_properties(t).concat()),
                hex(&runtime_properties(o).concat()),
            );
        }
        let mut uses = TableUse::of(t);
        if o.version > 0 {
            let (t_stage, o_stage) = (t.runtime_info[24], o.runtime_info[24]);
            if t_stage != o_stage {
                self.mismatch("ShaderStage", t_stage, o_stage);
                return None;
            }
            let (t_view, o_view) = (t.runtime_info[25] != 0, o.runtime_info[25] != 0);
            if t_view != o_view {
                self.mismatch("UsesViewID", u8::from(t_view), u8::from(o_view));
            }
            for (s, name) in SIGNATURES.iter().enumerate() {
                let (theirs, ours) = (&t.elements[s], &o.elements[s]);
                if theirs.len() != ours.len() {
                    self.mismatch(&format!("{name}Elements"), theirs.len(), ours.len());
                    continue;
                }
                for (te, oe) in theirs.iter().zip(ours) {
                    self.element(t, o, te, oe, name, &mut uses);
                }
            }
            if t.rest != o.rest {
                self.mismatch("ViewIDState", hex(t.rest), hex(o.rest));
            }
        }
        if o.version > 2 {
            let offset = word(t.runtime_info, 48) as usize;
            if uses.name(offset) {
                let (theirs, ours) = (
                    string_at(t, offset),
                    string_at(o, word(o.runtime_info, 48) as usize),
                );
                if theirs != ours {
                    self.mismatch("EntryFunctionName", theirs, ours);
                }
            } else {
                self.invalid("EntryFunctionName");
            }
        }
        Some(uses)
    }

    /// Compares element record `te` of the part with `oe` of the module's, in signature
    /// `sig`, noting the table entries `te` names.
    fn element(
        &mut self,
        t: &Psv0Layout<'_>,
        o: &Psv0Layout<'_>,
        te: &[u8],
        oe: &[u8],
        sig: &str,
        uses: &mut TableUse,
    ) {
        let (name, first, rows) = (
            word(te, 0) as usize,
            word(te, 4) as usize,
            usize::from(te[8]),
        );
        let named = uses.name(name);
        if !named {
            self.invalid("SemanticName");
        }
        let indexed = uses.indices(first, rows);
        if !indexed {
            self.invalid("SemanticIndex");
        }
        if !(named && indexed) {
            return;
        }
        let theirs = &t.indices[first..first + rows];
        let (o_first, o_rows) = (word(oe, 4) as usize, usize::from(oe[8]));
        let ours = o.indices.get(o_first..o_first + o_rows).unwrap_or(&[]);
        // Past the two table offsets, every byte of the record; the name only of an
        // arbitrary semantic (kind 0): a system value is known by its kind.
        let arbitrary = oe[11] == 0;
        let names = (string_at(t, name), string_at(o, word(oe, 0) as usize));
        if theirs != ours || te[8..] != oe[8..] || (arbitrary && names.0 != names.1) {
            self.mismatch(
                &format!("{sig}Element"),
                format!("{} {theirs:?} {}", names.0, hex(&te[8..])),
                format!("{} {ours:?} {}", names.1, hex(&oe[8..])),
            );
        }
    }

    /// Every string and semantic index of the part no record names.
    fn unused_items(&mut self, t: &Psv0Layout<'_>, uses: &TableUse) {
        for (&offset, &used) in &uses.strings {
            // The empty string DXC writes first may go unnamed.
            if used || (offset == 0 && t.strings.first() == Some(&0)) {
                continue;
            }
            self.v.push(
                "CONTAINER.UNUSEDITEMINTABLE",
                format!("In 'StringTable', '{}' is not used", string_at(t, offset)),
                self.at.into(),
            );
        }
        for (i, _) in uses.indices.iter().enumerate().filter(|(_, used)| !**used) {
            self.v.push(
                "CONTAINER.UNUSEDITEMINTABLE",
                format!("In 'SemanticIndexTable', '{i}' is not used"),
                self.at.into(),
            );
        }
    }
}

impl TableUse {
    /// The entries of `t`'s tables, none named yet: a string starts at the first byte
    /// and after each NUL, but for the NULs padding the table's end.
    fn of(t: &Psv0Layout<'_>) -> TableUse {
        let table = t.strings;
        let mut strings = BTreeMap::new();
        let mut start = 0;
        for (i, &b) in table.iter().enumerate() {
            if b == 0 {
                strings.insert(start, false);
                start = i + 1;
            }
        }
        if table.len() >= 4 {
            for i in (table.len() - 3..table.len()).rev() {
                if table[i] != 0 {
                    break;
                }
                strings.remove(&i);
            }
        }
        TableUse {
            strings,
            indices: vec![false; t.indices.len()],
            string_bytes: table.len(),
        }
    }

    /// Notes a record naming the string at `offset`; whether the offset is in the table.
    fn name(&mut self, offset: usize) -> bool {
        if let Some(used) = self.strings.get_mut(&offset) {
            *used = true;
        }
        offset < self.string_bytes
    }

    /// Notes a record naming `rows` semantic indices from `first`; whether they are in
    /// the table.
    fn indices(&mut self, first: usize, rows: usize) -> bool {
        if self.indices.is_empty() {
            return false;
        }
        match self.indices.get_mut(first..first.saturating_add(rows)) {
            Some(named) => {
                named.fill(true);
                true
            }
            None => false,
        }
    }
}

/// The size of a part with `l`'s tables, as DXC's validator adds it up before it reads
/// the part: the dependency tables of all four output streams whatever the stage, and
/// inputs to patch constants (or primitives) in a hull or a mesh shader.
fn expected_size(l: &Psv0Layout<'_>) -> usize {
    let mut size = 4 + l.runtime_info.len() + 4;
    if !l.resources.is_empty() {
        size += 4 + l.resources.len() * l.strides.0;
    }
    if l.version == 0 {
        return size;
    }
    size += 4 + l.strings.len() + 4 + 4 * l.indices.len();
    let elements: usize = l.elements.iter().map(Vec::len).sum();
    if elements > 0 {
        size += 4 + elements * l.strides.1;
    }
    let info = l.runtime_info;
    let stage = ShaderKind::from_raw(u16::from(info[24]));
    let (view_id, patch_const) = (info[25] != 0, usize::from(info[26]));
    let (inputs, outputs) = (usize::from(info[31]), &info[32..36]);
    let hull_or_mesh = matches!(stage, ShaderKind::Hull | ShaderKind::Mesh);
    let masks = |vectors: usize| vectors.div_ceil(8);
    let table = |from: usize, to: usize| 4 * masks(to) * from;
    let mut dwords = 0;
    for &out in outputs.iter().filter(|&&o| o != 0) {
        if view_id {
            dwords += masks(usize::from(out));
        }
        dwords += table(inputs, usize::from(out));
    }
    if view_id && hull_or_mesh && patch_const != 0 {
        dwords += masks(patch_const);
    }
    if hull_or_mesh && patch_const != 0 && inputs != 0 {
        dwords += table(inputs, patch_const);
    }
    if stage == ShaderKind::Domain && outputs[0] != 0 && patch_const != 0 {
        dwords += table(patch_const, usize::from(outputs[0]));
    }
    size + 4 * dwords
}

/// The runtime information DXC compares with the module's: the first 48 bytes (the
/// first three versions' fields) and version 4's groupshared size, not version 3's
/// entry name offset.
fn runtime_properties<'a>(l: &Psv0Layout<'a>) -> [&'a [u8]; 2] {
    let info = l.runtime_info;
    [&info[..info.len().min(48)], info.get(52..56).unwrap_or(&[])]
}

/// The little-endian word at byte `at` of `bytes` (0 past the end).
fn word(bytes: &[u8], at: usize) -> u32 {
    bytes
        .get(at..at + 4)
        .map_or(0, |w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
}

/// The string at `offset` of `l`'s string table (empty where it holds none).
fn string_at(l: &Psv0Layout<'_>, offset: usize) -> String {
    l.string_at(offset).unwrap_or_default()
}

/// Bytes as hex, for messages.
fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

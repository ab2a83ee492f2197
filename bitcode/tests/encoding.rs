//! Record-level encodings through the writer and back through the reader.

use dxil_bitcode::bitstream::abbrev::AbbrevOp::*;
use dxil_bitcode::{
    Abbrev, BitcodeTree, BitstreamReader, BitstreamWriter, Block, Entry, Item, ReadErrorKind,
    Record,
};

/// Writes one block (id 8, width 4) holding `items`, reads it back, and returns the
/// read tree's block plus the bytes.
fn round_trip(items: Vec<Item>) -> (Block, Vec<u8>) {
    let tree = BitcodeTree {
        blocks: vec![Block {
            block_id: 8,
            abbrev_width: 4,
            items,
        }],
    };
    let bytes = tree.write().expect("write");
    let back = BitcodeTree::read(&bytes).expect("read");
    assert_eq!(back, tree);
    assert_eq!(back.write().expect("rewrite"), bytes);
    (back.blocks.into_iter().next().expect("block"), bytes)
}

fn abbrev(ops: Vec<dxil_bitcode::AbbrevOp>) -> Abbrev {
    Abbrev::new(ops).expect("valid abbrev")
}

const EDGES: [u64; 10] = [
    0,
    1,
    31,
    32,
    63,
    64,
    u32::MAX as u64,
    u32::MAX as u64 + 1,
    u64::MAX - 1,
    u64::MAX,
];

#[test]
fn unabbreviated_vbr6_edges() {
    let (_, bytes) = round_trip(vec![Item::Record(Record::new(7, EDGES.to_vec()))]);
    // magic 4 + header 4 + length 4 + body: 2+6+6 bits, then the ten vbr6 values.
    assert_eq!(bytes.len() % 4, 0);
}

#[test]
fn fixed_and_vbr_operands_at_their_limits() {
    let items = vec![
        Item::DefineAbbrev(abbrev(vec![
            Literal(3),
            Fixed(1),
            Fixed(32),
            Fixed(64),
            Vbr(4),
            Vbr(32),
        ])),
        Item::Record(
            Record::new(3, vec![1, u32::MAX as u64, u64::MAX, u64::MAX, u64::MAX]).with_abbrev(4),
        ),
        Item::Record(Record::new(3, vec![0, 0, 0, 0, 0]).with_abbrev(4)),
        Item::Record(Record::new(3, vec![0, 31, 32, 31, 32]).with_abbrev(4)),
    ];
    round_trip(items);
}

#[test]
fn code_through_a_non_literal_operand() {
    let items = vec![
        Item::DefineAbbrev(abbrev(vec![Vbr(6), Fixed(0), Vbr(0)])),
        Item::Record(Record::new(4000, vec![0, 0]).with_abbrev(4)),
    ];
    round_trip(items);
}

#[test]
fn arrays_of_each_element_kind() {
    let chars: Vec<u64> = b"abcxyzABCXYZ0189._"
        .iter()
        .map(|&c| u64::from(c))
        .collect();
    let items = vec![
        Item::DefineAbbrev(abbrev(vec![Literal(19), Array, Char6])),
        Item::DefineAbbrev(abbrev(vec![Literal(21), Fixed(1), Array, Fixed(6)])),
        Item::DefineAbbrev(abbrev(vec![Literal(1), Array, Vbr(6)])),
        Item::Record(Record::new(19, chars.clone()).with_abbrev(4)),
        Item::Record(Record::new(19, vec![]).with_abbrev(4)),
        Item::Record(Record::new(21, vec![1, 0, 63, 5]).with_abbrev(5)),
        Item::Record(Record::new(21, vec![0]).with_abbrev(5)),
        Item::Record(Record::new(1, EDGES.to_vec()).with_abbrev(6)),
    ];
    let (block, _) = round_trip(items);
    let first = block.records().next().expect("record");
    assert_eq!(first.operands.as_slice(), chars.as_slice());
}

#[test]
fn char6_is_six_bits_per_character() {
    let mut sizes = Vec::new();
    for len in [0usize, 1, 10] {
        let mut w = BitstreamWriter::new();
        w.enter_subblock(8, 4).expect("enter");
        w.define_abbrev(&abbrev(vec![Literal(19), Array, Char6]))
            .expect("abbrev");
        let before = w.bits().bit_len();
        w.write_abbreviated(4, 19, &vec![u64::from(b'a'); len], None)
            .expect("record");
        sizes.push(w.bits().bit_len() - before);
    }
    // 4-bit abbrev id + vbr6 length + 6 bits per char.
    assert_eq!(sizes, vec![10, 16, 70]);
}

#[test]
fn blobs_are_aligned_and_padded() {
    let items = vec![
        Item::DefineAbbrev(abbrev(vec![Literal(5), Fixed(3), Blob])),
        Item::Record(Record {
            code: 5,
            operands: vec![5].into(),
            blob: Some(b"hello".to_vec()),
            abbrev: Some(4),
        }),
        Item::Record(Record {
            code: 5,
            operands: vec![0].into(),
            blob: Some(vec![]),
            abbrev: Some(4),
        }),
        Item::Record(Record {
            code: 5,
            operands: vec![7].into(),
            blob: Some(vec![0xAB; 8]),
            abbrev: Some(4),
        }),
    ];
    let (_, bytes) = round_trip(items);
    let at = bytes
        .windows(5)
        .position(|w| w == b"hello")
        .expect("blob bytes present");
    assert_eq!(at % 4, 0, "blob starts on a 32-bit boundary");
    assert_eq!(&bytes[at + 5..at + 8], &[0, 0, 0], "padded with zeros");
}

#[test]
fn blockinfo_abbrevs_apply_to_later_blocks_only() {
    let info_abbrev = abbrev(vec![Literal(4), Vbr(8)]);
    let tree = BitcodeTree {
        blocks: vec![Block {
            block_id: 8,
            abbrev_width: 3,
            items: vec![
                Item::Block(Block {
                    block_id: 0,
                    abbrev_width: 2,
                    items: vec![
                        Item::Record(Record::new(1, vec![11])),
                        Item::DefineAbbrev(info_abbrev.clone()),
                    ],
                }),
                Item::Block(Block {
                    block_id: 11,
                    abbrev_width: 4,
                    items: vec![
                        Item::DefineAbbrev(abbrev(vec![Literal(1), Fixed(5)])),
                        Item::Record(Record::new(4, vec![1000]).with_abbrev(4)),
                        Item::Record(Record::new(1, vec![17]).with_abbrev(5)),
                    ],
                }),
            ],
        }],
    };
    let bytes = tree.write().expect("write");
    assert_eq!(BitcodeTree::read(&bytes).expect("read"), tree);

    // Abbrev 4 in a block of another id is unknown.
    let mut other = tree.clone();
    if let Some(Item::Block(b)) = other.blocks[0].items.get_mut(1) {
        b.block_id = 12;
    }
    assert!(other.write().is_err());
}

#[test]
fn reader_entries_and_skipping() {
    let mut w = BitstreamWriter::new();
    w.write_magic();
    w.enter_subblock(8, 3).expect("enter");
    w.enter_subblock(17, 4).expect("enter");
    w.write_unabbrev(1, &[1, 2, 3]).expect("record");
    w.exit_block().expect("exit");
    w.write_unabbrev(2, &[9]).expect("record");
    w.exit_block().expect("exit");
    let bytes = w.finish().expect("finish");

    let mut r = BitstreamReader::new(&bytes);
    r.read_magic().expect("magic");
    assert!(matches!(
        r.next_entry(),
        Ok(Some(Entry::EnterBlock {
            block_id: 8,
            abbrev_width: 3,
            ..
        }))
    ));
    assert!(matches!(
        r.next_entry(),
        Ok(Some(Entry::EnterBlock {
            block_id: 17,
            length_words: 2,
            ..
        }))
    ));
    r.skip_block().expect("skip");
    assert_eq!(r.current_block(), Some(8));
    assert_eq!(
        r.next_entry().expect("entry"),
        Some(Entry::Record(Record::new(2, vec![9])))
    );
    assert_eq!(r.next_entry().expect("entry"), Some(Entry::EndBlock));
    assert_eq!(r.next_entry().expect("entry"), None);
}

fn read_err(bytes: &[u8]) -> dxil_bitcode::ReadError {
    BitcodeTree::read(bytes).expect_err("must fail")
}

/// A module block with one record using an abbreviation id that does not exist.
#[test]
fn unknown_abbrev_reports_its_offset() {
    let mut w = BitstreamWriter::new();
    w.write_magic();
    w.enter_subblock(8, 3).expect("enter");
    w.bits().write_fixed(5, 3).expect("raw id");
    w.bits().align32();
    let mut bytes = w.bits().as_bytes().to_vec();
    // Fix up the block length: one word after the length word.
    bytes[8..12].copy_from_slice(&1u32.to_le_bytes());
    let err = read_err(&bytes);
    assert_eq!(err.kind(), &ReadErrorKind::UnknownAbbrev(5));
    assert_eq!(err.bit_offset(), 96);
    assert_eq!(
        err.to_string(),
        "unknown abbreviation id 5 (at bit offset 0x60)"
    );
}

#[test]
fn malformed_headers() {
    assert_eq!(read_err(b"BC").kind(), &ReadErrorKind::BadMagic);
    assert_eq!(read_err(b"XC\xc0\xde").kind(), &ReadErrorKind::BadMagic);
    // Empty stream after the magic is an empty tree.
    assert_eq!(
        BitcodeTree::read(b"BC\xc0\xde").expect("empty"),
        BitcodeTree::default()
    );

    let mut good = BitcodeTree {
        blocks: vec![Block::new(8, 3)],
    };
    good.blocks[0]
        .items
        .push(Item::Record(Record::new(1, vec![1])));
    let bytes = good.write().expect("write");

    // Block length past the end of the data.
    let mut long = bytes.clone();
    long[8..12].copy_from_slice(&1000u32.to_le_bytes());
    let err = read_err(&long);
    assert_eq!(err.kind(), &ReadErrorKind::BlockPastEnd);
    assert_eq!(err.bit_offset(), 64);

    // Block length shorter than the content: the record runs past the block end.
    let mut short = bytes.clone();
    short[8..12].copy_from_slice(&0u32.to_le_bytes());
    assert_eq!(read_err(&short).kind(), &ReadErrorKind::CountTooLarge(1));

    // Block length longer than the content (END_BLOCK comes early).
    let mut longer = bytes.clone();
    longer[8..12].copy_from_slice(&2u32.to_le_bytes());
    longer.extend_from_slice(&[0; 4]);
    assert_eq!(
        read_err(&longer).kind(),
        &ReadErrorKind::BlockLengthMismatch
    );

    // Truncation anywhere is an error, never a panic.
    for cut in 5..bytes.len() {
        let err = read_err(&bytes[..cut]);
        assert!(err.bit_offset() <= cut as u64 * 8, "{err}");
    }

    // Trailing garbage after the last block.
    let mut trailing = bytes.clone();
    trailing.extend_from_slice(&[0, 0, 0, 0]);
    assert_eq!(read_err(&trailing).kind(), &ReadErrorKind::ExpectedBlock);
}

#[test]
fn absurd_counts_are_rejected_before_allocating() {
    // UNABBREV_RECORD claiming 2^40 operands.
    let mut w = BitstreamWriter::new();
    w.write_magic();
    w.enter_subblock(8, 3).expect("enter");
    w.bits().write_fixed(3, 3).expect("id");
    w.bits().write_vbr(1, 6).expect("code");
    w.bits().write_vbr(1 << 40, 6).expect("count");
    w.bits().align32();
    let mut bytes = w.bits().as_bytes().to_vec();
    let words = ((bytes.len() - 12) / 4) as u32;
    bytes[8..12].copy_from_slice(&words.to_le_bytes());
    assert_eq!(
        read_err(&bytes).kind(),
        &ReadErrorKind::CountTooLarge(1 << 40)
    );

    // Literal-only abbreviation used over and over: each use is 3 bits but the
    // record holds many operands, so the memory budget must stop it.
    let ops: Vec<_> = std::iter::once(Literal(1))
        .chain(std::iter::repeat_n(Literal(7), 30))
        .collect();
    let mut w = BitstreamWriter::new();
    w.write_magic();
    w.enter_subblock(8, 3).expect("enter");
    w.define_abbrev(&abbrev(ops)).expect("abbrev");
    for _ in 0..20_000 {
        w.bits().write_fixed(4, 3).expect("id");
    }
    w.bits().align32();
    let mut bytes = w.bits().as_bytes().to_vec();
    let words = ((bytes.len() - 12) / 4) as u32;
    bytes[8..12].copy_from_slice(&words.to_le_bytes());
    let mut r = BitstreamReader::with_budget(&bytes, 64 * bytes.len() as u64);
    r.read_magic().expect("magic");
    let err = BitcodeTree::read_blocks(&mut r).expect_err("over budget");
    assert_eq!(err.kind(), &ReadErrorKind::OverBudget);
}

#[test]
fn deep_nesting_is_refused() {
    let mut w = BitstreamWriter::new();
    w.write_magic();
    for _ in 0..100 {
        w.enter_subblock(8, 2).expect("enter");
    }
    for _ in 0..100 {
        w.exit_block().expect("exit");
    }
    let bytes = w.finish().expect("finish");
    assert_eq!(read_err(&bytes).kind(), &ReadErrorKind::TooDeep);
}

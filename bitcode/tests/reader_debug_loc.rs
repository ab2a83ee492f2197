//! Debug locations, which the writer does not produce: DEBUG_LOC and DEBUG_LOC_AGAIN
//! records and a METADATA_LOCATION node spliced into written bitcode read back as
//! `!dbg` attachments and `!DILocation` nodes.

use dxil_bitcode::{read_module, write_module, BitcodeTree, Item, Record};
use dxil_ir::{MdData, MdField};

const TEXT: &str = r#"
define float @f(float %x) {
  %1 = fadd float %x, 1.000000e+00
  %2 = fmul float %1, %1
  ret float %2
}

!named = !{!0}
!0 = !{!"scope"}
"#;

fn block_mut(items: &mut [Item], id: u32) -> Option<&mut dxil_bitcode::Block> {
    for item in items {
        if let Item::Block(b) = item {
            if b.block_id == id {
                return Some(b);
            }
            if let Some(found) = block_mut(&mut b.items, id) {
                return Some(found);
            }
        }
    }
    None
}

#[test]
fn debug_locations_read_as_dilocations() {
    let m = dxil_parser::parse(TEXT).expect("parses").module;
    let bytes = write_module(&m).expect("writes");
    let mut tree = BitcodeTree::read(&bytes).expect("reads");
    let module = &mut tree.blocks[0];
    // The module METADATA block: append a LOCATION (line 9, col 0, scope: md id 1, the node; id 0 is its string).
    let md = block_mut(&mut module.items, 15).expect("metadata block");
    md.items
        .push(Item::Record(Record::new(7, vec![0, 9, 0, 1, 0])));
    // The function block: DEBUG_LOC after the fadd, DEBUG_LOC_AGAIN after the fmul.
    let f = block_mut(&mut module.items, 12).expect("function block");
    let inst_positions: Vec<usize> = f
        .items
        .iter()
        .enumerate()
        .filter_map(|(i, it)| match it {
            Item::Record(r) if r.code != 1 => Some(i),
            _ => None,
        })
        .collect();
    let (first, second) = (inst_positions[0], inst_positions[1]);
    f.items
        .insert(second + 1, Item::Record(Record::new(33, vec![])));
    f.items
        .insert(first + 1, Item::Record(Record::new(35, vec![3, 7, 2, 0])));
    let spliced = tree.write().expect("writes");
    let r = read_module(&spliced).expect("spliced module reads");

    let fid = r.function_by_name("f").expect("f");
    let body = r.functions[fid].body.as_ref().expect("body");
    let insts: Vec<_> = body.placed_insts().map(|(_, i)| &body.insts[i]).collect();
    let dbg = |i: usize| {
        insts[i]
            .metadata
            .iter()
            .find(|(k, _)| &**k == "dbg")
            .map(|(_, m)| *m)
    };
    let loc = dbg(0).expect("fadd has !dbg");
    assert_eq!(dbg(1), Some(loc), "DEBUG_LOC_AGAIN repeats the location");
    assert_eq!(dbg(2), None);
    let MdData::Specialized { class, fields, .. } = &r.metadata[loc] else {
        panic!("not a specialized node");
    };
    assert_eq!(&**class, "DILocation");
    assert_eq!(&*fields[0].0, "line");
    assert_eq!(fields[0].1, MdField::Raw("3".into()));
    assert_eq!(fields[1].1, MdField::Raw("7".into()));
    let text = dxil_ir::printer::print_module(&r);
    assert!(text.contains("!dbg !"), "{text}");
    assert!(
        text.contains("!DILocation(line: 3, column: 7, scope: !0)"),
        "{text}"
    );
    assert!(text.contains("!DILocation(line: 9, scope: !0)"), "{text}");
}

#[test]
fn a_debug_location_without_an_instruction_is_an_error() {
    let m = dxil_parser::parse(TEXT).expect("parses").module;
    let bytes = write_module(&m).expect("writes");
    let mut tree = BitcodeTree::read(&bytes).expect("reads");
    let f = block_mut(&mut tree.blocks[0].items, 12).expect("function block");
    let at = f
        .items
        .iter()
        .position(|it| matches!(it, Item::Record(r) if r.code == 1))
        .expect("DECLAREBLOCKS");
    f.items
        .insert(at + 1, Item::Record(Record::new(35, vec![3, 7, 2, 0])));
    let e = read_module(&tree.write().expect("writes")).expect_err("must fail");
    assert!(e.to_string().contains("DEBUG_LOC"), "{e}");
}

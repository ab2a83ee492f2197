//! Every DXC container's bitcode reads into a tree and writes back byte for byte.

use crate::common;

use dxil_bitcode::{dump, BitcodeTree};

#[test]
fn corpus_round_trips_byte_for_byte() {
    let Some(corpus) = common::corpus() else {
        return;
    };
    let mut failures = Vec::new();
    for (path, bc) in &corpus {
        let tree = match BitcodeTree::read(bc) {
            Ok(t) => t,
            Err(e) => {
                failures.push(format!("{}: read: {e}", path.display()));
                continue;
            }
        };
        match tree.write() {
            Ok(out) if &out == bc => {}
            Ok(out) => {
                let first = out.iter().zip(bc.iter()).position(|(a, b)| a != b);
                failures.push(format!(
                    "{}: differs (len {} vs {}, first diff at byte {first:?})",
                    path.display(),
                    out.len(),
                    bc.len()
                ));
            }
            Err(e) => failures.push(format!("{}: write: {e}", path.display())),
        }
        // Dumping must work and be deterministic.
        assert_eq!(dump::dump(&tree), dump::dump(&tree));
    }
    println!("{} containers checked", corpus.len());
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn corpus_has_dxc_shape() {
    let Some(corpus) = common::corpus() else {
        return;
    };
    for (path, bc) in &corpus {
        let tree = BitcodeTree::read(bc).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        // One MODULE block with abbreviation width 3, VERSION 1 first, BLOCKINFO next.
        assert_eq!(tree.blocks.len(), 1, "{}", path.display());
        let module = &tree.blocks[0];
        assert_eq!((module.block_id, module.abbrev_width), (8, 3));
        let first = module.records().next().expect("a record");
        assert_eq!((first.code, first.operands.as_slice()), (1, &[1u64][..]));
        assert!(
            module.blocks().any(|b| b.block_id == 0),
            "{}",
            path.display()
        );
        assert!(
            module.blocks().all(|b| b.block_id != 13),
            "{}: 3.7 has no IDENTIFICATION block",
            path.display()
        );
    }
}

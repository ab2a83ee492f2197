//! A cursor that stages its insertions and erasures (`FuncCursor::stage_inserts`) must
//! leave the body as the same edits made one by one would: random sequences of cursor
//! moves, inserts, erasures and save/restore are run both ways and the printed modules
//! compared, as are the users the cursor reports along the way.

use dxil_ir::edit::const_int;
use dxil_ir::{BinOp, Inst, Value};
use dxil_lower::rewrite::FuncCursor;
use proptest::prelude::*;

const SOURCE: &str = "define i32 @f(i32 %x) {
entry:
  %a0 = add i32 %x, 0
  %a1 = add i32 %x, 1
  %a2 = add i32 %x, 2
  br label %next
next:
  %p = phi i32 [ %a0, %entry ]
  %a3 = add i32 %x, 3
  %a4 = add i32 %x, 4
  ret i32 %x
}
";

/// One cursor operation; instruction and block numbers are taken modulo what exists.
#[derive(Clone, Debug)]
enum Op {
    Before(usize),
    After(usize),
    BlockStart(usize),
    Insert,
    Erase(usize),
    /// Save, insert before another instruction, come back.
    Detour(usize),
    /// Ask for the users of `%x`.
    Users,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (0..64usize).prop_map(Op::Before),
        (0..64usize).prop_map(Op::After),
        (0..2usize).prop_map(Op::BlockStart),
        Just(Op::Insert),
        Just(Op::Insert),
        (0..64usize).prop_map(Op::Erase),
        (0..64usize).prop_map(Op::Detour),
        Just(Op::Users),
    ]
}

/// Runs `ops` on a fresh module, staged or not; returns the printed module and the
/// users reported at each `Users`.
fn run(ops: &[Op], staged: bool) -> (String, Vec<Vec<Inst>>) {
    let mut m = dxil_parser::parse(SOURCE).expect("parses").module;
    let f = m.functions.handles().next().expect("one function");
    let mut c = FuncCursor::open(&mut m, f).expect("a definition");
    if staged {
        c.stage_inserts();
    }
    let blocks = c.body.layout.clone();
    // The instructions that may be moved to or erased: all but the phi and the
    // terminators, in the order they were made.
    let mut live: Vec<Inst> = c
        .body
        .placed_insts()
        .map(|(_, i)| i)
        .filter(|&i| {
            let kind = &c.body.insts[i].kind;
            !kind.is_terminator() && !matches!(kind, dxil_ir::InstKind::Phi { .. })
        })
        .collect();
    let x = Value::Arg(0);
    let mut made = 0;
    let mut users = Vec::new();
    let mut insert = |c: &mut FuncCursor, live: &mut Vec<Inst>| {
        made += 1;
        let k = const_int(c.m, 32, 100 + made);
        if let Value::Inst(i) = c.binary(BinOp::Add, x, k) {
            live.push(i);
        }
    };
    for op in ops {
        let pick = |n: usize| live.get(n % live.len().max(1)).copied();
        match *op {
            Op::Before(n) => pick(n).into_iter().for_each(|i| c.before(i)),
            Op::After(n) => pick(n).into_iter().for_each(|i| c.after(i)),
            Op::BlockStart(b) => c.block_start(blocks[b % blocks.len()]),
            Op::Insert => insert(&mut c, &mut live),
            Op::Erase(n) => {
                if let Some(i) = pick(n) {
                    c.erase(i);
                    live.retain(|&l| l != i);
                }
            }
            Op::Detour(n) => {
                if let Some(i) = pick(n) {
                    let here = c.save();
                    c.before(i);
                    insert(&mut c, &mut live);
                    c.restore(here);
                }
            }
            Op::Users => users.push(c.users_of(x)),
        }
    }
    c.finish();
    (dxil_ir::printer::print_module(&m), users)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]
    #[test]
    fn staged_edits_leave_what_direct_edits_leave(ops in prop::collection::vec(op(), 0..40)) {
        let direct = run(&ops, false);
        let staged = run(&ops, true);
        prop_assert_eq!(direct.0, staged.0);
        prop_assert_eq!(direct.1, staged.1);
    }
}

/// Inserting at one place many times stays in order, staged.
#[test]
fn many_staged_inserts_keep_their_order() {
    let ops: Vec<Op> = std::iter::once(Op::Before(2))
        .chain(std::iter::repeat_n(Op::Insert, 50))
        .chain([Op::After(0), Op::Insert, Op::Users])
        .collect();
    assert_eq!(run(&ops, false), run(&ops, true));
}

//! Dependency order without recursion: types and constants may name later records, so
//! each is built only after what it is built from, in time linear in the edges.

/// Calls `finish(i)` for every node `0..n` after `finish` was called for each of its
/// dependencies (`deps(i)`, indices below `n`). A dependency still in progress is a cycle,
/// reported as `cycle(i, dep)`.
pub(crate) fn post_order<E>(
    n: usize,
    mut deps: impl FnMut(usize) -> Result<Vec<usize>, E>,
    mut finish: impl FnMut(usize) -> Result<(), E>,
    cycle: impl Fn(usize, usize) -> E,
) -> Result<(), E> {
    // 0: not seen, 1: in progress, 2: finished.
    let mut state = vec![0u8; n];
    for root in 0..n {
        if state[root] != 0 {
            continue;
        }
        state[root] = 1;
        let mut stack = vec![(root, deps(root)?, 0usize)];
        while let Some((node, list, next)) = stack.last_mut() {
            let node = *node;
            match list.get(*next).copied() {
                Some(d) => {
                    *next += 1;
                    match state.get(d).copied() {
                        Some(0) => {
                            state[d] = 1;
                            let dl = deps(d)?;
                            stack.push((d, dl, 0));
                        }
                        Some(1) => return Err(cycle(node, d)),
                        _ => {}
                    }
                }
                None => {
                    finish(node)?;
                    state[node] = 2;
                    stack.pop();
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::post_order;

    #[test]
    fn dependencies_finish_first_and_cycles_are_found() {
        let graph = [vec![2], vec![0, 2], vec![]];
        let mut order = Vec::new();
        let r: Result<(), ()> = post_order(
            3,
            |i| Ok(graph[i].clone()),
            |i| {
                order.push(i);
                Ok(())
            },
            |_, _| (),
        );
        assert_eq!(r, Ok(()));
        assert_eq!(order, [2, 0, 1]);
        let cyclic = [vec![1], vec![0]];
        let r = post_order(2, |i| Ok(cyclic[i].clone()), |_| Ok(()), |a, b| (a, b));
        assert_eq!(r, Err((1, 0)));
    }
}

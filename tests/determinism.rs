//! Same input, same bytes, on any number of threads: every corpus and offload shader is
//! compiled once on this thread, then again on eight threads at once (each in its own
//! order, so different shaders overlap), and every container must equal the first.

use crate::common;

use std::sync::Arc;

/// The shared corpus and offload shaders with their options (HLSL semantics for
/// graphics shaders), as `(name, IR text, options)`.
fn inputs(shared: &std::path::Path) -> Vec<(String, String, dxil_emit::Options)> {
    common::corpus_and_offload_ir(shared)
        .into_iter()
        .map(|ir| {
            let opts = common::corpus_options(shared, &ir);
            let text = std::fs::read_to_string(&ir).unwrap();
            (ir.display().to_string(), text, opts)
        })
        .collect()
}

#[test]
fn containers_are_the_same_on_any_number_of_threads() {
    let Some(shared) = common::shared() else {
        return;
    };
    let inputs = Arc::new(inputs(&shared));
    let compile = |(_, text, opts): &(String, String, dxil_emit::Options)| {
        dxil_emit::compile(text, opts)
            .ok()
            .and_then(|c| c.container().map(<[u8]>::to_vec))
    };
    let first: Arc<Vec<Option<Vec<u8>>>> = Arc::new(inputs.iter().map(compile).collect());
    assert!(
        first.iter().filter(|c| c.is_some()).count() > 200,
        "too few shaders compile"
    );
    let threads: Vec<_> = (0..8)
        .map(|t| {
            let (inputs, first) = (Arc::clone(&inputs), Arc::clone(&first));
            std::thread::spawn(move || {
                let n = inputs.len();
                let mut differ = Vec::new();
                // Each thread compiles all shaders from a different starting point, the
                // odd ones backwards.
                for k in 0..n {
                    let k = if t % 2 == 1 { n - 1 - k } else { k };
                    let i = (k + t * n / 8) % n;
                    if compile(&inputs[i]) != first[i] {
                        differ.push(inputs[i].0.clone());
                    }
                }
                differ
            })
        })
        .collect();
    let differ: Vec<String> = threads
        .into_iter()
        .flat_map(|h| h.join().expect("a compiling thread panicked"))
        .collect();
    assert!(
        differ.is_empty(),
        "different bytes on another thread: {differ:?}"
    );
}

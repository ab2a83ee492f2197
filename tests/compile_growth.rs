//! Compile work grows linearly with the module on every shape of module (issue 33),
//! checked without timing anything: the bytes the whole compile allocates (parse,
//! lowering, bitcode, container, validation; counted by a global allocator that wraps
//! the system's) for 1,000 and 10,000 of each shape (`benches/common/shapes.rs`: many
//! functions, many blocks; `gen.rs`: one long chain) may grow at most 12.5 times.
//! Quadratic work that allocates (a table of the module built for each function, a
//! copy of a block for each instruction) shows here; lookups that only walk do not
//! (the benchmarks' `compile_shapes` measures those).

// (Its SPIR-V generator is the benchmarks'.)
#[allow(dead_code)]
#[path = "../benches/common/gen.rs"]
mod gen;
#[path = "../benches/common/shapes.rs"]
mod shapes;

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicU64, Ordering};

/// The system allocator, counting the bytes asked for.
struct Counting;

static ALLOCATED: AtomicU64 = AtomicU64::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATED.fetch_add(layout.size() as u64, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATED.fetch_add(new_size as u64, Ordering::Relaxed);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// The bytes compiling `text` allocates (it must compile).
fn allocated(text: &str) -> u64 {
    let before = ALLOCATED.load(Ordering::Relaxed);
    let compiled = dxil_emit::compile(text, &dxil_emit::Options::default());
    assert!(
        compiled.is_ok(),
        "{:?}",
        compiled.err().map(|e| e.to_string())
    );
    drop(compiled);
    ALLOCATED.load(Ordering::Relaxed) - before
}

/// One test, so that no other test's allocations are counted.
#[test]
fn ten_times_the_module_allocates_at_most_12_5_times_as_much() {
    let chain: (&str, shapes::Generator) = ("chain", gen::compute_shader);
    let mut report = Vec::new();
    for &(shape, make) in shapes::SHAPES.iter().chain([&chain]) {
        let small = allocated(&make(1_000));
        let large = allocated(&make(10_000));
        let ratio = large as f64 / small as f64;
        report.push(format!("{shape}: {small} -> {large} bytes, {ratio:.2}x"));
        assert!(ratio <= 12.5, "{}", report.join("\n"));
    }
    eprintln!("{}", report.join("\n"));
}

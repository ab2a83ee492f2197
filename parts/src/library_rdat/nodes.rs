//! The node tables of a work-graph node entry: its NodeShaderInfo record with the
//! function attributes (id, thread counts, dispatch grids, recursion depth, ...) and
//! an IONode per input and output with their attributes, written in DXC's order
//! (attributes, then inputs, then outputs), so that the pools fill as DXC's do.

use super::Tables;
use dxil_container::rdat::{RdatPartKind, RecordBytes};
use dxil_model::metadata::{NodeId, NodeIo, NodeProps};

/// `NodeFuncAttribKind`.
mod func_attrib {
    pub(super) const ID: u32 = 1;
    pub(super) const NUM_THREADS: u32 = 2;
    pub(super) const SHARE_INPUT_OF: u32 = 3;
    pub(super) const DISPATCH_GRID: u32 = 4;
    pub(super) const MAX_RECURSION_DEPTH: u32 = 5;
    pub(super) const LOCAL_ROOT_ARGUMENTS_TABLE_INDEX: u32 = 6;
    pub(super) const MAX_DISPATCH_GRID: u32 = 7;
}

/// `NodeAttribKind`.
mod io_attrib {
    pub(super) const OUTPUT_ID: u32 = 1;
    pub(super) const MAX_RECORDS: u32 = 2;
    pub(super) const MAX_RECORDS_SHARED_WITH: u32 = 3;
    pub(super) const RECORD_SIZE_IN_BYTES: u32 = 4;
    pub(super) const RECORD_DISPATCH_GRID: u32 = 5;
    pub(super) const OUTPUT_ARRAY_SIZE: u32 = 6;
    pub(super) const ALLOW_SPARSE_NODES: u32 = 7;
    pub(super) const RECORD_ALIGNMENT_IN_BYTES: u32 = 8;
}

/// Every node table's records are 8 bytes, but NodeShaderInfo's (20).
const STRIDE: u32 = 8;
const INFO_STRIDE: u32 = 20;

/// Writes the node records of an entry and returns its NodeShaderInfo index.
pub(super) fn node_shader_info(
    t: &mut Tables,
    node: &NodeProps,
    numthreads: Option<[u32; 3]>,
    group_shared_bytes: u32,
) -> u32 {
    let mut attribs = Vec::new();
    if let Some(id) = &node.id {
        let id = node_id(t, id);
        attribs.push(func_attribute(t, func_attrib::ID, id));
    }
    if let Some(counts) = numthreads.filter(|c| c.iter().any(|&v| v != 0)) {
        let counts = t.b.index_array(&counts);
        attribs.push(func_attribute(t, func_attrib::NUM_THREADS, counts));
    }
    if let Ok(index) = u32::try_from(node.local_root_arguments_table_index) {
        attribs.push(func_attribute(
            t,
            func_attrib::LOCAL_ROOT_ARGUMENTS_TABLE_INDEX,
            index,
        ));
    }
    if let Some(shared) = &node.share_input_of {
        let id = node_id(t, shared);
        attribs.push(func_attribute(t, func_attrib::SHARE_INPUT_OF, id));
    }
    if let Some(grid) = node.dispatch_grid.filter(|g| g.iter().any(|&v| v != 0)) {
        let grid = t.b.index_array(&grid);
        attribs.push(func_attribute(t, func_attrib::DISPATCH_GRID, grid));
    }
    if node.max_recursion_depth != 0 {
        attribs.push(func_attribute(
            t,
            func_attrib::MAX_RECURSION_DEPTH,
            node.max_recursion_depth,
        ));
    }
    if let Some(grid) = node.max_dispatch_grid.filter(|g| g.iter().any(|&v| v != 0)) {
        let grid = t.b.index_array(&grid);
        attribs.push(func_attribute(t, func_attrib::MAX_DISPATCH_GRID, grid));
    }
    let attribs = t.b.index_array(&attribs);
    let inputs: Vec<u32> = node.inputs.iter().map(|io| io_node(t, io, false)).collect();
    let inputs = t.b.index_array(&inputs);
    let outputs: Vec<u32> = node.outputs.iter().map(|io| io_node(t, io, true)).collect();
    let outputs = t.b.index_array(&outputs);
    let record = RecordBytes::default()
        .u32(node.launch_type)
        .u32(group_shared_bytes)
        .u32(attribs)
        .u32(outputs)
        .u32(inputs);
    t.record(RdatPartKind::NodeShaderInfoTable, INFO_STRIDE, record)
}

fn node_id(t: &mut Tables, id: &NodeId) -> u32 {
    let name = t.b.string(&id.name);
    let record = RecordBytes::default().u32(name).u32(id.index);
    t.record(RdatPartKind::NodeIdTable, STRIDE, record)
}

fn func_attribute(t: &mut Tables, kind: u32, value: u32) -> u32 {
    let record = RecordBytes::default().u32(kind).u32(value);
    t.record(RdatPartKind::NodeShaderFuncAttribTable, STRIDE, record)
}

fn io_attribute(t: &mut Tables, kind: u32, value: u32) -> u32 {
    let record = RecordBytes::default().u32(kind).u32(value);
    t.record(RdatPartKind::NodeShaderIoAttribTable, STRIDE, record)
}

/// An input's or output's IONode record.
fn io_node(t: &mut Tables, io: &NodeIo, output: bool) -> u32 {
    let mut attribs = Vec::new();
    if output {
        if let Some(id) = &io.output_id {
            let id = node_id(t, id);
            attribs.push(io_attribute(t, io_attrib::OUTPUT_ID, id));
        }
        attribs.push(io_attribute(
            t,
            io_attrib::OUTPUT_ARRAY_SIZE,
            io.output_array_size,
        ));
        if io.max_records != 0 {
            attribs.push(io_attribute(t, io_attrib::MAX_RECORDS, io.max_records));
        } else if let Ok(shared) = u32::try_from(io.max_records_shared_with) {
            attribs.push(io_attribute(t, io_attrib::MAX_RECORDS_SHARED_WITH, shared));
        }
        if io.allow_sparse_nodes {
            attribs.push(io_attribute(t, io_attrib::ALLOW_SPARSE_NODES, 1));
        }
    } else if io.max_records != 0 {
        attribs.push(io_attribute(t, io_attrib::MAX_RECORDS, io.max_records));
    }
    if io.record_size != 0 {
        attribs.push(io_attribute(
            t,
            io_attrib::RECORD_SIZE_IN_BYTES,
            io.record_size,
        ));
        if let Some(grid) = io.dispatch_grid {
            let packed = (grid.components & 3) | (grid.component_type << 2);
            let value = (grid.byte_offset & 0xffff) | (packed << 16);
            attribs.push(io_attribute(t, io_attrib::RECORD_DISPATCH_GRID, value));
        }
        if io.record_alignment != 0 {
            attribs.push(io_attribute(
                t,
                io_attrib::RECORD_ALIGNMENT_IN_BYTES,
                io.record_alignment,
            ));
        }
    }
    let attribs = t.b.index_array(&attribs);
    let record = RecordBytes::default().u32(io.flags).u32(attribs);
    t.record(RdatPartKind::IoNodeTable, STRIDE, record)
}

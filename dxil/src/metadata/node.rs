//! A work-graph node's entry properties (DXIL.rst's node tags 13 to 22): launch type,
//! ids, dispatch grids and the node's inputs and outputs with their records.

use super::Reader;
use crate::error::ModelError;
use dxil_ir::Md;

/// Entry property tags of nodes.
pub(super) mod tag {
    pub(crate) const LAUNCH_TYPE: u32 = 13;
    pub(crate) const IS_PROGRAM_ENTRY: u32 = 14;
    pub(crate) const ID: u32 = 15;
    pub(crate) const LOCAL_ROOT_ARGUMENTS_TABLE_INDEX: u32 = 16;
    pub(crate) const SHARE_INPUT_OF: u32 = 17;
    pub(crate) const DISPATCH_GRID: u32 = 18;
    pub(crate) const MAX_RECURSION_DEPTH: u32 = 19;
    pub(crate) const INPUTS: u32 = 20;
    pub(crate) const OUTPUTS: u32 = 21;
    pub(crate) const MAX_DISPATCH_GRID: u32 = 22;
}

/// Tags of one node input or output.
mod io_tag {
    pub(super) const OUTPUT_ID: u32 = 0;
    pub(super) const FLAGS: u32 = 1;
    pub(super) const RECORD_TYPE: u32 = 2;
    pub(super) const MAX_RECORDS: u32 = 3;
    pub(super) const MAX_RECORDS_SHARED_WITH: u32 = 4;
    pub(super) const OUTPUT_ARRAY_SIZE: u32 = 5;
    pub(super) const ALLOW_SPARSE_NODES: u32 = 6;
}

/// Tags of a node record type.
mod record_tag {
    pub(super) const SIZE: u32 = 0;
    pub(super) const SV_DISPATCH_GRID: u32 = 1;
    pub(super) const ALIGNMENT: u32 = 2;
}

/// A node id: name and array index.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NodeId {
    /// The name.
    pub name: String,
    /// The index.
    pub index: u32,
}

/// Where a record holds `SV_DispatchGrid`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DispatchGridField {
    /// Byte offset in the record.
    pub byte_offset: u32,
    /// Component type (DXIL `ComponentType`).
    pub component_type: u32,
    /// Components (1 to 3).
    pub components: u32,
}

/// One node input or output.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NodeIo {
    /// `NodeIOFlags` with the kind in the low bits.
    pub flags: u32,
    /// Record bytes.
    pub record_size: u32,
    /// Where the record's `SV_DispatchGrid` is, if it has one.
    pub dispatch_grid: Option<DispatchGridField>,
    /// Record alignment.
    pub record_alignment: u32,
    /// Maximum records (0 when not given).
    pub max_records: u32,
    /// The output whose maximum records this one shares (-1 when none).
    pub max_records_shared_with: i32,
    /// An output's node id.
    pub output_id: Option<NodeId>,
    /// An output's array size.
    pub output_array_size: u32,
    /// Whether an output array may be sparse.
    pub allow_sparse_nodes: bool,
}

/// A node entry's properties.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NodeProps {
    /// `NodeLaunchType` (1 broadcasting, 2 coalescing, 3 thread).
    pub launch_type: u32,
    /// `[NodeIsProgramEntry]`.
    pub is_program_entry: bool,
    /// The node's id.
    pub id: Option<NodeId>,
    /// Local root arguments table index (-1 when none).
    pub local_root_arguments_table_index: i32,
    /// The node whose input this one shares.
    pub share_input_of: Option<NodeId>,
    /// Fixed dispatch grid.
    pub dispatch_grid: Option<[u32; 3]>,
    /// Maximum recursion depth (0 when none).
    pub max_recursion_depth: u32,
    /// Maximum dispatch grid.
    pub max_dispatch_grid: Option<[u32; 3]>,
    /// Inputs.
    pub inputs: Vec<NodeIo>,
    /// Outputs.
    pub outputs: Vec<NodeIo>,
}

impl Reader<'_> {
    /// Reads node property `tag` with value `val` into `node`; false for other tags.
    pub(super) fn node_property(
        &self,
        node: &mut NodeProps,
        tag: u32,
        val: Md,
    ) -> Result<bool, ModelError> {
        let what = "node property";
        match tag {
            tag::LAUNCH_TYPE => node.launch_type = self.int(val, what)? as u32,
            tag::IS_PROGRAM_ENTRY => node.is_program_entry = self.int(val, what)? != 0,
            tag::ID => node.id = Some(self.node_id(val)?),
            tag::LOCAL_ROOT_ARGUMENTS_TABLE_INDEX => {
                node.local_root_arguments_table_index = self.int(val, what)? as i32
            }
            tag::SHARE_INPUT_OF => node.share_input_of = Some(self.node_id(val)?),
            tag::DISPATCH_GRID => node.dispatch_grid = Some(self.three(val)?),
            tag::MAX_RECURSION_DEPTH => node.max_recursion_depth = self.int(val, what)? as u32,
            tag::MAX_DISPATCH_GRID => node.max_dispatch_grid = Some(self.three(val)?),
            tag::INPUTS | tag::OUTPUTS => {
                let mut list = Vec::new();
                for io in self.node(val, "node inputs or outputs")? {
                    let io = io.ok_or_else(|| ModelError::invalid("null node input or output"))?;
                    list.push(self.node_io(io)?);
                }
                if tag == tag::INPUTS {
                    node.inputs = list;
                } else {
                    node.outputs = list;
                }
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    fn node_id(&self, md: Md) -> Result<NodeId, ModelError> {
        let ops = self.node(md, "node id")?;
        Ok(NodeId {
            name: self.string_op(ops, 0, "node id")?,
            index: self.u32_op(ops, 1, "node id")?,
        })
    }

    fn three(&self, md: Md) -> Result<[u32; 3], ModelError> {
        let ops = self.node(md, "node grid")?;
        Ok([
            self.u32_op(ops, 0, "node grid")?,
            self.u32_op(ops, 1, "node grid")?,
            self.u32_op(ops, 2, "node grid")?,
        ])
    }

    fn node_io(&self, md: Md) -> Result<NodeIo, ModelError> {
        let what = "node input or output";
        let ops = self.node(md, what)?;
        let mut io = NodeIo {
            max_records_shared_with: -1,
            ..NodeIo::default()
        };
        for pair in ops.chunks(2) {
            let tag = self.int_op(pair, 0, what)? as u32;
            let val = self.op(pair, 1, what)?;
            match tag {
                io_tag::OUTPUT_ID => io.output_id = Some(self.node_id(val)?),
                io_tag::FLAGS => io.flags = self.int(val, what)? as u32,
                io_tag::RECORD_TYPE => self.record_type(&mut io, val)?,
                io_tag::MAX_RECORDS => io.max_records = self.int(val, what)? as u32,
                io_tag::MAX_RECORDS_SHARED_WITH => {
                    io.max_records_shared_with = self.int(val, what)? as i32
                }
                io_tag::OUTPUT_ARRAY_SIZE => io.output_array_size = self.int(val, what)? as u32,
                io_tag::ALLOW_SPARSE_NODES => io.allow_sparse_nodes = self.int(val, what)? != 0,
                _ => {}
            }
        }
        Ok(io)
    }

    fn record_type(&self, io: &mut NodeIo, md: Md) -> Result<(), ModelError> {
        let what = "node record type";
        let ops = self.node(md, what)?;
        for pair in ops.chunks(2) {
            let tag = self.int_op(pair, 0, what)? as u32;
            let val = self.op(pair, 1, what)?;
            match tag {
                record_tag::SIZE => io.record_size = self.int(val, what)? as u32,
                record_tag::ALIGNMENT => io.record_alignment = self.int(val, what)? as u32,
                record_tag::SV_DISPATCH_GRID => {
                    let grid = self.node(val, "SV_DispatchGrid")?;
                    io.dispatch_grid = Some(DispatchGridField {
                        byte_offset: self.u32_op(grid, 0, what)?,
                        component_type: self.u32_op(grid, 1, what)?,
                        components: self.u32_op(grid, 2, what)?,
                    });
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// A node launch type's name as DXC spells it in messages (broadcasting 1, coalescing 2,
/// thread 3).
pub fn launch_type_name(launch: u32) -> &'static str {
    match launch {
        1 => "Broadcasting",
        2 => "Coalescing",
        3 => "Thread",
        _ => "Invalid",
    }
}

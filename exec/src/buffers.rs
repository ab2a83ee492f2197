//! Buffers and the views that bind them to a shader's registers.

use crate::formats::Format;
use dxil_model::metadata::ResourceClass;
use rustc_hash::FxHashMap;

/// The memory of one buffer (one element of a buffer array), with its UAV counter.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Storage {
    /// The bytes.
    pub bytes: Vec<u8>,
    /// The hidden counter of a structured UAV.
    pub counter: u32,
}

/// How a view reads its storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewKind {
    /// A typed buffer: elements of `channels` values of `format`.
    Typed {
        /// The element format.
        format: Format,
        /// Values per element.
        channels: u32,
    },
    /// A structured buffer of `stride`-byte elements.
    Structured {
        /// Bytes per element.
        stride: u32,
    },
    /// A byte-address buffer.
    Raw,
    /// A constant buffer.
    Constant,
    /// A texture: texels of `channels` values of `format`, row by row, slice by
    /// slice, mip level by mip level.
    Texture {
        /// The texel format.
        format: Format,
        /// Values per texel.
        channels: u32,
        /// Its shape.
        shape: TextureShape,
    },
    /// A sampler.
    Sampler(SamplerState),
}

/// A texture's dimensions, size (1 past its dimensions) and mip levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TextureShape {
    /// 1, 2 or 3.
    pub dims: u8,
    /// Width, height, depth of level 0.
    pub size: [u32; 3],
    /// Mip levels.
    pub mips: u32,
}

impl TextureShape {
    /// The size of mip level `level` (each half the one before, at least 1).
    pub fn level_size(&self, level: u32) -> [u32; 3] {
        self.size.map(|n| n.checked_shr(level).unwrap_or(0).max(1))
    }

    /// The first texel of mip level `level`, in texels.
    pub fn level_start(&self, level: u32) -> u64 {
        (0..level)
            .map(|l| {
                let [w, h, d] = self.level_size(l);
                u64::from(w) * u64::from(h) * u64::from(d)
            })
            .sum()
    }
}

/// A sampler's state (see [`crate::pipeline::SamplerDesc`]; the border colour and LOD
/// range as float bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SamplerState {
    /// Point or linear.
    pub filter: crate::pipeline::Filter,
    /// Per axis.
    pub address: [crate::pipeline::AddressMode; 3],
    /// The border colour's bits.
    pub border: [u32; 4],
    /// The LOD range's bits.
    pub lod_range: [u32; 2],
}

/// The bytes of a tile of a reserved (tiled) resource.
pub const TILE_BYTES: u64 = 64 * 1024;

/// A buffer bound to a register.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// For a reserved resource, how many bytes from its start are backed by mapped
    /// tiles (reads beyond return zero and a status that is not fully mapped).
    pub mapped_bytes: Option<u64>,
    /// Index of the storage in [`Resources::storages`].
    pub storage: usize,
    /// How it is read.
    pub kind: ViewKind,
    /// Register class.
    pub class: ResourceClass,
    /// Register space.
    pub space: u32,
    /// Register.
    pub register: u32,
}

/// All buffers of a dispatch and their bindings.
#[derive(Clone, Debug, Default)]
pub struct Resources {
    /// Buffer memory.
    pub storages: Vec<Storage>,
    /// Views; a handle value is a view index plus one.
    pub views: Vec<View>,
    /// Descriptor-heap order of the views (for `CreateHandleFromHeap`).
    pub heap: Vec<u32>,
    by_register: FxHashMap<(u8, u32, u32), u32>,
}

impl Resources {
    /// No buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a buffer and returns its storage index.
    pub fn add_storage(&mut self, bytes: Vec<u8>) -> usize {
        self.storages.push(Storage { bytes, counter: 0 });
        self.storages.len() - 1
    }

    /// Binds `view` at its class, space and register; returns the view index.
    /// A second binding of the same register replaces the first.
    pub fn bind(&mut self, view: View) -> u32 {
        let key = (view.class as u8, view.space, view.register);
        let id = self.views.len() as u32;
        self.views.push(view);
        self.heap.push(id);
        self.by_register.insert(key, id);
        id
    }

    /// The view bound at `class`, `space`, `register`.
    pub fn lookup(&self, class: ResourceClass, space: u32, register: u32) -> Option<u32> {
        self.by_register
            .get(&(class as u8, space, register))
            .copied()
    }

    /// The storage a view reads.
    pub fn storage_of(&self, view: u32) -> Option<&Storage> {
        let v = self.views.get(view as usize)?;
        self.storages.get(v.storage)
    }

    /// `size` bytes at `addr` of a view's storage, little-endian, or `None` when out
    /// of bounds.
    #[inline]
    pub fn read(&self, view: u32, addr: u64, size: usize) -> Option<u64> {
        let bytes = &self.storage_of(view)?.bytes;
        let at = usize::try_from(addr).ok()?;
        let src = bytes.get(at..at.checked_add(size)?)?;
        let mut b = [0u8; 8];
        b[..size].copy_from_slice(src);
        Some(u64::from_le_bytes(b))
    }

    /// Writes the low `size` bytes of `value` at `addr`; out of bounds is dropped.
    #[inline]
    pub fn write(&mut self, view: u32, addr: u64, size: usize, value: u64) {
        let Some(v) = self.views.get(view as usize) else {
            return;
        };
        let Some(s) = self.storages.get_mut(v.storage) else {
            return;
        };
        let Ok(at) = usize::try_from(addr) else {
            return;
        };
        let Some(end) = at.checked_add(size) else {
            return;
        };
        if let Some(dst) = s.bytes.get_mut(at..end) {
            dst.copy_from_slice(&value.to_le_bytes()[..size]);
        }
    }
}

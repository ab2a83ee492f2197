//! Vulkan's descriptor bindings (set, binding) to Direct3D's (space, register).
//!
//! By default a resource at set `s`, binding `b` is bound at space `s`, register `b` of
//! the class its type implies (`t` for read-only buffers, `u` for writable ones, `b` for
//! uniform blocks, `s` for samplers): glslang puts HLSL's `register(xN, spaceM)` at
//! binding N, set M, so HLSL compiled through SPIR-V keeps its registers. Entries of the
//! map override that per (set, binding), for every class or for one. Push constants
//! (Vulkan's root constants) go to `b0, space0` unless the map says otherwise.

use std::fmt;
use std::str::FromStr;

/// A Direct3D resource class, the register letter a binding goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ResourceClass {
    /// Shader resource view (`t`).
    Srv,
    /// Unordered access view (`u`).
    Uav,
    /// Constant buffer view (`b`).
    Cbv,
    /// Sampler (`s`).
    Sampler,
}

impl ResourceClass {
    /// Every class, in the order above.
    pub const ALL: [ResourceClass; 4] = [Self::Srv, Self::Uav, Self::Cbv, Self::Sampler];

    /// The class as reflection and binding-map files spell it: `srv`, `uav`, `cbv` or
    /// `sampler`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Srv => "srv",
            Self::Uav => "uav",
            Self::Cbv => "cbv",
            Self::Sampler => "sampler",
        }
    }
}

impl fmt::Display for ResourceClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A class name that is none of `srv`, `uav`, `cbv`, `sampler`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown resource class '{0}' (expected srv, uav, cbv or sampler)")]
pub struct UnknownClass(pub String);

impl FromStr for ResourceClass {
    type Err = UnknownClass;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|c| c.name() == s)
            .ok_or_else(|| UnknownClass(s.to_owned()))
    }
}

/// A Direct3D binding: register space and register.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3dBinding {
    /// Register space.
    pub space: u32,
    /// First register.
    pub register: u32,
}

/// One override: a (set, binding), the class it is restricted to, and where it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BindingOverride {
    /// Vulkan descriptor set.
    pub set: u32,
    /// Vulkan binding.
    pub binding: u32,
    /// Only resources of this class are moved; `None` moves any.
    pub class: Option<ResourceClass>,
    /// The Direct3D binding it gets.
    pub to: D3dBinding,
}

impl BindingOverride {
    /// Whether this entry moves the resource of `class` at (`set`, `binding`).
    fn applies(&self, set: u32, binding: u32, class: ResourceClass) -> bool {
        self.set == set && self.binding == binding && self.class.is_none_or(|c| c == class)
    }
}

/// A resource the translator bound: its name, class, Vulkan binding and Direct3D one.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BoundResource {
    /// The resource's name (the variable's `OpName`).
    pub name: String,
    /// Its Direct3D class.
    pub class: ResourceClass,
    /// Vulkan descriptor set.
    pub set: u32,
    /// Vulkan binding.
    pub binding: u32,
    /// Where it is bound in Direct3D.
    pub to: D3dBinding,
    /// Whether this is the push-constant block, which has no set or binding (both 0
    /// here) and goes where [`BindingMap::push_constants`] says.
    pub push_constants: bool,
}

/// The map from Vulkan bindings to Direct3D's (see the module docs).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BindingMap {
    /// Overrides of the default, by (set, binding); one restricted to the resource's
    /// class wins over one that is not.
    pub overrides: Vec<BindingOverride>,
    /// Where push constants go, as root constants in a constant buffer; `None`: space
    /// 0 at the lowest register no other constant buffer of the entry is bound to
    /// (`b0` unless a uniform block takes it).
    pub push_constants: Option<D3dBinding>,
    /// Where a shader that reads `NumWorkgroups` finds the dispatch's group count: a
    /// cbuffer whose first 12 bytes are that `uint3`, which the application fills when
    /// it dispatches (Direct3D gives compute shaders no such value). `None`: reading
    /// `NumWorkgroups` is an error asking for it.
    pub num_workgroups: Option<D3dBinding>,
}

impl BindingMap {
    /// Where the resource at (`set`, `binding`) of class `class` is bound.
    pub fn d3d(&self, set: u32, binding: u32, class: ResourceClass) -> D3dBinding {
        self.entry(set, binding, class)
            .map(|o| o.to)
            .unwrap_or(D3dBinding {
                space: set,
                register: binding,
            })
    }

    /// Whether an entry of the map says where (`set`, `binding`) of `class` goes.
    pub fn maps(&self, set: u32, binding: u32, class: ResourceClass) -> bool {
        self.entry(set, binding, class).is_some()
    }

    /// What the translator records of binding the resource `name` of class `class` at
    /// (`set`, `binding`): the same Direct3D binding [`BindingMap::d3d`] gives.
    pub fn bound(&self, name: &str, set: u32, binding: u32, class: ResourceClass) -> BoundResource {
        BoundResource {
            name: name.to_owned(),
            class,
            set,
            binding,
            to: self.d3d(set, binding, class),
            push_constants: false,
        }
    }

    /// The (set, binding) a resource of `class` bound at `to` came from: the entry that
    /// moved it there, else (space, register) itself when no entry moves that one away.
    /// `None` when nothing maps there.
    pub fn source_of(&self, class: ResourceClass, to: D3dBinding) -> Option<(u32, u32)> {
        let moved = self
            .overrides
            .iter()
            .filter(|o| o.to == to && o.class.is_none_or(|c| c == class))
            .find(|o| self.entry(o.set, o.binding, class) == Some(*o));
        if let Some(o) = moved {
            return Some((o.set, o.binding));
        }
        self.entry(to.space, to.register, class)
            .is_none()
            .then_some((to.space, to.register))
    }

    /// The entry that moves the resource of `class` at (`set`, `binding`), if one does.
    fn entry(&self, set: u32, binding: u32, class: ResourceClass) -> Option<&BindingOverride> {
        let mut matching = self
            .overrides
            .iter()
            .filter(|o| o.applies(set, binding, class));
        let first = matching.next()?;
        if first.class.is_some() {
            return Some(first);
        }
        Some(matching.find(|o| o.class.is_some()).unwrap_or(first))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn to(space: u32, register: u32) -> D3dBinding {
        D3dBinding { space, register }
    }

    fn map() -> BindingMap {
        BindingMap {
            overrides: vec![
                BindingOverride {
                    set: 0,
                    binding: 1,
                    class: None,
                    to: to(4, 1),
                },
                BindingOverride {
                    set: 0,
                    binding: 1,
                    class: Some(ResourceClass::Srv),
                    to: to(2, 7),
                },
            ],
            push_constants: None,
            num_workgroups: None,
        }
    }

    #[test]
    fn default_is_set_and_binding_and_entries_override_it_class_first() {
        let m = map();
        assert_eq!(m.d3d(3, 5, ResourceClass::Uav), to(3, 5));
        assert_eq!(m.d3d(0, 1, ResourceClass::Uav), to(4, 1));
        assert_eq!(m.d3d(0, 1, ResourceClass::Srv), to(2, 7));
        assert_eq!(m.push_constants, None);
    }

    #[test]
    fn source_of_inverts_the_map() {
        let m = map();
        assert_eq!(m.source_of(ResourceClass::Uav, to(4, 1)), Some((0, 1)));
        assert_eq!(m.source_of(ResourceClass::Srv, to(2, 7)), Some((0, 1)));
        assert_eq!(m.source_of(ResourceClass::Uav, to(3, 5)), Some((3, 5)));
        // (0, 1) was moved away for every class: nothing is bound at space 0, u1.
        assert_eq!(m.source_of(ResourceClass::Uav, to(0, 1)), None);
        // The class-free entry does not apply to srv, which has its own.
        assert_eq!(m.source_of(ResourceClass::Srv, to(4, 1)), Some((4, 1)));
    }

    #[test]
    fn class_names_round_trip() {
        for c in ResourceClass::ALL {
            assert_eq!(c.name().parse::<ResourceClass>(), Ok(c));
        }
        assert!("texture".parse::<ResourceClass>().is_err());
    }
}

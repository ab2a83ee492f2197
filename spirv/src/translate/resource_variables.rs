//! Variables that hold a resource (HLSL's `static RWBuffer<float> u;` or a local one,
//! which glslang writes as Private/Function variables of image type): DXIL has no
//! memory for handles, so such a variable is followed at translation time. It is sound
//! only while every store to it stores the same resource, so a second, different
//! resource stored to it, or a read before any store, stops with an error naming it.

use super::{Frame, Translator, Val, R};
use crate::function_code::Inst;
use crate::module_info::SpvType;
use rspirv::spirv::Word;

impl Translator<'_, '_> {
    /// Whether SPIR-V type `ty` is a resource (an image, a sampled image, a sampler, an
    /// acceleration structure) a
    /// variable can hold.
    pub(super) fn is_resource_type(&self, ty: Word) -> bool {
        matches!(
            self.info.ty(ty),
            Ok(SpvType::Image { .. }
                | SpvType::SampledImage(_)
                | SpvType::Sampler
                | SpvType::AccelerationStructure)
        )
    }

    /// Stores `value` (an id) into resource variable `slot`.
    pub(super) fn store_resource(
        &mut self,
        frame: &Frame,
        slot: Word,
        value: Word,
        i: &Inst,
    ) -> R<()> {
        let Some(Val::Image(r)) = self.val(frame, value) else {
            return Err(self.unsupported("a store of this value to a resource variable".into(), i));
        };
        match self.slots.get(&slot).copied().flatten() {
            Some(old) if old != r => Err(self.unsupported(
                "a variable that holds different resources (handles have no memory in DXIL)".into(),
                i,
            )),
            _ => {
                self.slots.insert(slot, Some(r));
                Ok(())
            }
        }
    }

    /// The resource resource variable `slot` holds, as the load's result.
    pub(super) fn load_resource(&mut self, frame: &mut Frame, slot: Word, i: &Inst) -> R<()> {
        let Some(r) = self.slots.get(&slot).copied().flatten() else {
            return Err(self.unsupported(
                "a read of a resource variable before a resource is stored to it".into(),
                i,
            ));
        };
        if let Some(id) = i.result_id {
            self.locals.insert(frame.stamp, id, Val::Image(r));
        }
        Ok(())
    }
}

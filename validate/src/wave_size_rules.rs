//! Rules on an entry's wave size properties (tag 11, `WaveSize`: one size, shader
//! models 6.6 and 6.7; tag 23, `WaveSizeRange`: min, max, preferred, from 6.8).
//!
//! - `SM.WAVESIZENEEDSSM66OR67`, `SM.WAVESIZERANGENEEDSSM68PLUS`: the tag suits the
//!   shader model; `SM.WAVESIZEONCOMPUTEORNODE`: only compute and node entries have one;
//!   `SM.WAVESIZETAGDUPLICATE`: at most one tag.
//! - `SM.WAVESIZEEXPECTSONEPARAM`, `SM.WAVESIZERANGEEXPECTSTHREEPARAMS`,
//!   `SM.WAVESIZENEEDSCONSTANTOPERANDS`: the operands.
//! - `SM.WAVESIZEVALUE`: each size given is a power of two from 4 to 128;
//!   `SM.WAVESIZEMAXGREATERTHANMIN`, `SM.WAVESIZEALLZEROWHENUNDEFINED`,
//!   `SM.WAVESIZEMAXANDPREFERREDZEROWHENNORANGE`, `SM.WAVESIZEPREFERREDINRANGE`: a
//!   range's sizes fit together (a 0 max says min == max, a 0 min says no size).

use super::Validation;
use dxil_model::metadata::{EntryPoint, WaveSizeTag};
use dxil_model::{ShaderKind, ShaderModel};

/// Checks the wave size tags of entry `e` (of stage `kind`, in a module of shader
/// model `sm`) into `v`, placed at `at`.
pub(super) fn check_wave_size(
    e: &EntryPoint,
    kind: ShaderKind,
    sm: ShaderModel,
    at: &dyn Fn() -> String,
    v: &mut Validation,
) {
    let Some(first) = e.wave_size_tags.first() else {
        return;
    };
    let mut push = |rule: &'static str, message: String| v.push(rule, message, at());
    if e.wave_size_tags.len() > 1 {
        push(
            "SM.WAVESIZETAGDUPLICATE",
            "WaveSize or WaveSizeRange tag may only appear once per entry point.".into(),
        );
    }
    if !matches!(kind, ShaderKind::Compute | ShaderKind::Node) {
        push(
            "SM.WAVESIZEONCOMPUTEORNODE",
            "WaveSize only allowed on compute or node shaders".into(),
        );
    }
    for tag in &e.wave_size_tags {
        let range = tag.tag == WaveSizeTag::RANGE;
        if range && !sm.at_least(6, 8) {
            push(
                "SM.WAVESIZERANGENEEDSSM68PLUS",
                format!("WaveSize Range is valid only for Shader Model 6.8 and higher ({sm})."),
            );
        }
        if !range && (sm.at_least(6, 8) || !sm.at_least(6, 6)) {
            push(
                "SM.WAVESIZENEEDSSM66OR67",
                format!("WaveSize is valid only for Shader Model 6.6 and 6.7 ({sm})."),
            );
        }
        let (count, rule) = if range {
            (3, "SM.WAVESIZERANGEEXPECTSTHREEPARAMS")
        } else {
            (1, "SM.WAVESIZEEXPECTSONEPARAM")
        };
        if tag.values.len() != count {
            let what = if range { "WaveSize Range" } else { "WaveSize" };
            push(
                rule,
                format!(
                    "{what} tag expects exactly {count} parameter{}, not {}.",
                    if count == 1 { "" } else { "s" },
                    tag.values.len()
                ),
            );
        } else if tag.values.iter().any(Option::is_none) {
            push(
                "SM.WAVESIZENEEDSCONSTANTOPERANDS",
                "WaveSize metadata operands must be constant values.".into(),
            );
        }
    }
    // The sizes of the tag the entry is read with, as written (a single size is a min
    // alone).
    match (first.tag, first.constants().as_deref()) {
        (WaveSizeTag::RANGE, Some(&[min, max, preferred])) => {
            check_sizes(min, max, preferred, &mut push)
        }
        (WaveSizeTag::SIZE, Some(&[size])) => check_sizes(size, 0, 0, &mut push),
        _ => {}
    }
}

/// A size given must be a power of two from 4 to 128 (0: not given).
fn valid_size(size: u32) -> bool {
    size == 0 || (size.is_power_of_two() && (4..=128).contains(&size))
}

fn check_sizes(min: u32, max: u32, preferred: u32, push: &mut dyn FnMut(&'static str, String)) {
    for (what, size) in [("Min", min), ("Max", max), ("Preferred", preferred)] {
        if !valid_size(size) {
            push(
                "SM.WAVESIZEVALUE",
                format!(
                    "WaveSize {what} ({size}) outside valid range [4..128], or not a power of 2."
                ),
            );
        }
    }
    if min == 0 {
        if max != 0 || preferred != 0 {
            push(
                "SM.WAVESIZEALLZEROWHENUNDEFINED",
                format!("WaveSize Max ({max}) and Preferred ({preferred}) must be 0 when Min is 0"),
            );
        }
    } else if max == 0 {
        if preferred != 0 {
            push(
                "SM.WAVESIZEMAXANDPREFERREDZEROWHENNORANGE",
                format!(
                    "WaveSize Max ({max}) and Preferred ({preferred}) must be 0 to encode min==max"
                ),
            );
        }
    } else if max < min {
        push(
            "SM.WAVESIZEMAXGREATERTHANMIN",
            format!("WaveSize Max ({max}) is less than Min ({min})"),
        );
    } else if preferred != 0 && !(min..=max).contains(&preferred) {
        push(
            "SM.WAVESIZEPREFERREDINRANGE",
            format!("WaveSize Preferred ({preferred}) outside Min..Max range [{min}..{max}]"),
        );
    }
}

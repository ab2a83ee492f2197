//! Options of a compilation, made and set from C: an opaque `DxilEmitOptions` holding
//! the facade's `Options`, the name diagnostics give the IR, and the last setter's error.

use crate::args;
use crate::failure::Failure;
use crate::guard;
use crate::result::c_text;
use crate::status::DxilEmitStatus;
use dxil_emit::hlsl_semantics::HlslSource;
use dxil_emit::{DigestMode, OptLevel, Options};
use dxil_model::shader_model::MAX_SM6_MINOR;
use dxil_model::ShaderModel;
use std::ffi::{c_char, CString};

/// Options of a compilation (opaque to C). Setters need it to themselves; once set, it
/// may be shared by any number of threads compiling at once.
#[derive(Debug)]
pub struct DxilEmitOptions {
    /// What the facade is given.
    pub(crate) options: Options,
    /// The IR's name in diagnostics (`NAME:line:col: error: ...`).
    pub(crate) source_name: String,
    /// Why the last setter failed (empty when it succeeded).
    error: CString,
}

impl Default for DxilEmitOptions {
    fn default() -> Self {
        Self {
            options: Options::default(),
            source_name: "<input>".into(),
            error: CString::default(),
        }
    }
}

/// Runs a setter's `apply` on `options` under [`guard::catch`], keeping its failure's
/// message for `dxil_emit_options_error`; a NULL `options` is
/// `DXIL_EMIT_ERROR_INVALID_ARGUMENT`.
///
/// # Safety
/// `options` is NULL or a live options object that nothing else uses during the call.
unsafe fn set(
    options: *mut DxilEmitOptions,
    apply: impl FnOnce(&mut DxilEmitOptions) -> Result<(), Failure>,
) -> DxilEmitStatus {
    // SAFETY: the caller's promise, passed on.
    let Ok(o) = (unsafe { args::exclusive(options, "options") }) else {
        return DxilEmitStatus::DXIL_EMIT_ERROR_INVALID_ARGUMENT;
    };
    let outcome = guard::catch(|| apply(o));
    let (status, error) = match outcome {
        Ok(()) => (DxilEmitStatus::DXIL_EMIT_OK, CString::default()),
        Err(f) => (f.status, c_text(&f.message)),
    };
    o.error = error;
    status
}

/// A new options object with the defaults: stage, shader model and entry from the
/// module, validation on, the bypass digest, the IR named `<input>` in diagnostics.
/// Free it with `dxil_emit_options_free`. NULL only if making it panicked.
#[no_mangle]
pub extern "C" fn dxil_emit_options_new() -> *mut DxilEmitOptions {
    guard::catch(|| Ok(Box::into_raw(Box::default()))).unwrap_or(std::ptr::null_mut())
}

/// Frees `options`. NULL is ignored.
///
/// # Safety
/// `options` is NULL or an options object from `dxil_emit_options_new` not freed
/// before; nothing uses it afterwards.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_options_free(options: *mut DxilEmitOptions) {
    if !options.is_null() {
        // SAFETY: made by `Box::into_raw` in `dxil_emit_options_new`, freed once by the
        // caller's promise.
        let owned = unsafe { Box::from_raw(options) };
        let _ = guard::catch(|| {
            drop(owned);
            Ok(())
        });
    }
}

/// Why the last setter called on `options` failed, NUL-terminated: empty when it
/// succeeded, NULL for a NULL `options`. The text lives until the next setter call or
/// `dxil_emit_options_free`.
///
/// # Safety
/// `options` is NULL or a live options object.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_options_error(options: *const DxilEmitOptions) -> *const c_char {
    // SAFETY: the caller's promise, passed on.
    guard::catch(|| unsafe { args::reference(options, "options") }.map(|o| o.error.as_ptr()))
        .unwrap_or(std::ptr::null())
}

/// Sets the shader model version, `"6.0"` to `"6.9"` (by default the module's target
/// triple's).
///
/// # Safety
/// `options` is NULL or a live options object used by nothing else during the call;
/// `version` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_options_set_shader_model(
    options: *mut DxilEmitOptions,
    version: *const c_char,
) -> DxilEmitStatus {
    // SAFETY: the caller's promises, passed on.
    unsafe {
        set(options, |o| {
            let v = args::c_str(version, "shader model")?;
            let bad = || {
                Failure::invalid_argument(format!(
                    "bad shader model '{v}' (expected 6.0 to 6.{MAX_SM6_MINOR})"
                ))
            };
            let (major, minor) = dxil_emit::parse_version(v).ok_or_else(bad)?;
            if major != 6 || minor > MAX_SM6_MINOR {
                return Err(bad());
            }
            o.options.shader_model = Some((major, minor));
            Ok(())
        })
    }
}

/// Sets where `dxil_emit_compile_spirv` binds Vulkan's (set, binding) in Direct3D,
/// from the `json_len` bytes of JSON at `json` in the format of `dxil-emit compile
/// --binding-map` (README, SPIR-V): `{"bindings": [{"set": 0, "binding": 1, "space":
/// 4, "register": 1, "class": "uav"}], "push_constants": {"space": 0, "register": 0}}`.
/// A map that does not read is `DXIL_EMIT_ERROR_INVALID_ARGUMENT`, the options
/// unchanged. By default set s, binding b is bound at space s, register b.
///
/// # Safety
/// `options` is NULL or a live options object used by nothing else during the call;
/// `json` is NULL or points to `json_len` readable bytes.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_options_set_spirv_binding_map(
    options: *mut DxilEmitOptions,
    json: *const c_char,
    json_len: usize,
) -> DxilEmitStatus {
    // SAFETY: the caller's promises, passed on.
    unsafe {
        set(options, |o| {
            let text = args::text(json, json_len, "binding map")?;
            o.options.spirv_bindings = dxil_emit::binding_map_file::parse(text, "binding map")
                .map_err(|e| Failure::invalid_argument(e.to_string()))?;
            Ok(())
        })
    }
}

/// Sets the value of the specialization constant with `SpecId` `spec_id` for
/// `dxil_emit_compile_spirv`, from the NUL-terminated text `value` as `dxil-emit compile
/// --spec-constant ID=VALUE` takes it: `true`, `false`, an integer or a number, converted
/// to the constant's type when compiling. Text that is none of these is
/// `DXIL_EMIT_ERROR_INVALID_ARGUMENT`, the options unchanged.
///
/// # Safety
/// `options` is NULL or a live options object used by nothing else during the call;
/// `value` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_options_set_spirv_spec_constant(
    options: *mut DxilEmitOptions,
    spec_id: u32,
    value: *const c_char,
) -> DxilEmitStatus {
    // SAFETY: the caller's promises, passed on.
    unsafe {
        set(options, |o| {
            let text = args::c_str(value, "value")?;
            let v = text
                .parse()
                .map_err(|e: String| Failure::invalid_argument(format!("SpecId {spec_id}: {e}")))?;
            o.options.spirv_specializations.insert(spec_id, v);
            Ok(())
        })
    }
}

/// Sets whether `dxil_emit_compile_spirv` negates the Y of the position a vertex,
/// domain, geometry or mesh shader outputs (`flip` not 0), as `dxil-emit compile
/// --flip-y`: Vulkan's clip space points Y down, Direct3D's up.
///
/// # Safety
/// `options` is NULL or a live options object used by nothing else during the call.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_options_set_spirv_flip_y(
    options: *mut DxilEmitOptions,
    flip: i32,
) -> DxilEmitStatus {
    // SAFETY: the caller's promises, passed on.
    unsafe {
        set(options, |o| {
            o.options.spirv_flip_y = flip != 0;
            Ok(())
        })
    }
}

/// Sets the stage and shader model from a profile, as dxc's `-T`: `"cs_6_6"`,
/// `"ps_6_0"`, `"lib_6_x"` (by default the module's target triple's).
///
/// # Safety
/// `options` is NULL or a live options object used by nothing else during the call;
/// `profile` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_options_set_profile(
    options: *mut DxilEmitOptions,
    profile: *const c_char,
) -> DxilEmitStatus {
    // SAFETY: the caller's promises, passed on.
    unsafe {
        set(options, |o| {
            let p = args::c_str(profile, "profile")?;
            let sm = ShaderModel::from_profile(p).ok_or_else(|| {
                Failure::invalid_argument(format!(
                    "bad profile '{p}' (expected a stage and 6.x, e.g. cs_6_6)"
                ))
            })?;
            o.options.stage = Some(sm.kind);
            o.options.shader_model = Some((sm.major, sm.minor));
            Ok(())
        })
    }
}

/// Sets the validator version written to the module, `"1.x"` (by default the module's
/// own, else 1.8).
///
/// # Safety
/// `options` is NULL or a live options object used by nothing else during the call;
/// `version` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_options_set_validator_version(
    options: *mut DxilEmitOptions,
    version: *const c_char,
) -> DxilEmitStatus {
    // SAFETY: the caller's promises, passed on.
    unsafe {
        set(options, |o| {
            let v = args::c_str(version, "validator version")?;
            let vv = dxil_emit::parse_version(v)
                .filter(|(major, _)| *major == 1)
                .ok_or_else(|| {
                    Failure::invalid_argument(format!(
                        "bad validator version '{v}' (expected 1.x, e.g. 1.8)"
                    ))
                })?;
            o.options.validator_version = Some(vv);
            Ok(())
        })
    }
}

/// Sets the entry function's name, as dxc's `-E` (by default the function clang
/// marked as the shader).
///
/// # Safety
/// `options` is NULL or a live options object used by nothing else during the call;
/// `entry` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_options_set_entry(
    options: *mut DxilEmitOptions,
    entry: *const c_char,
) -> DxilEmitStatus {
    // SAFETY: the caller's promises, passed on.
    unsafe {
        set(options, |o| {
            let name = non_empty(args::c_str(entry, "entry")?, "entry")?;
            o.options.entry = Some(name.to_string());
            Ok(())
        })
    }
}

/// Sets the name diagnostics give the IR text: `NAME:line:col: error: ...` (by default
/// `<input>`).
///
/// # Safety
/// `options` is NULL or a live options object used by nothing else during the call;
/// `name` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_options_set_source_name(
    options: *mut DxilEmitOptions,
    name: *const c_char,
) -> DxilEmitStatus {
    // SAFETY: the caller's promises, passed on.
    unsafe {
        set(options, |o| {
            o.source_name = non_empty(args::c_str(name, "source name")?, "source name")?.into();
            Ok(())
        })
    }
}

/// Reads the HLSL source of a pixel or vertex shader from the file at `path` now, for
/// its semantics (clang 22's IR names none) and for struct field names in the
/// reflection. A file that cannot be read is `DXIL_EMIT_ERROR_INVALID_ARGUMENT`.
///
/// # Safety
/// `options` is NULL or a live options object used by nothing else during the call;
/// `path` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_options_set_hlsl_path(
    options: *mut DxilEmitOptions,
    path: *const c_char,
) -> DxilEmitStatus {
    // SAFETY: the caller's promises, passed on.
    unsafe {
        set(options, |o| {
            let path = args::c_str(path, "HLSL path")?;
            let text = std::fs::read_to_string(path).map_err(|e| {
                Failure::invalid_argument(format!("cannot read HLSL source '{path}': {e}"))
            })?;
            o.options.hlsl_source = Some(HlslSource {
                name: path.into(),
                text,
            });
            Ok(())
        })
    }
}

/// Gives the HLSL source of a pixel or vertex shader as text (`name` is its name in
/// messages), as `dxil_emit_options_set_hlsl_path` reads it from a file.
///
/// # Safety
/// `options` is NULL or a live options object used by nothing else during the call;
/// `name` and `text` are NULL or NUL-terminated strings.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_options_set_hlsl_source(
    options: *mut DxilEmitOptions,
    name: *const c_char,
    text: *const c_char,
) -> DxilEmitStatus {
    // SAFETY: the caller's promises, passed on.
    unsafe {
        set(options, |o| {
            o.options.hlsl_source = Some(HlslSource {
                name: args::c_str(name, "HLSL source name")?.into(),
                text: args::c_str(text, "HLSL source text")?.into(),
            });
            Ok(())
        })
    }
}

/// Adds a macro for reading the HLSL source, as dxc's `-D`: `"NAME=VALUE"`, or
/// `"NAME"` for `NAME=1`. Give the ones clang was given.
///
/// # Safety
/// `options` is NULL or a live options object used by nothing else during the call;
/// `definition` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_options_add_define(
    options: *mut DxilEmitOptions,
    definition: *const c_char,
) -> DxilEmitStatus {
    // SAFETY: the caller's promises, passed on.
    unsafe {
        set(options, |o| {
            let d = args::c_str(definition, "define")?;
            let (name, value) = d.split_once('=').unwrap_or((d, "1"));
            let name = non_empty(name, "define's name")?;
            o.options.hlsl_defines.push((name.into(), value.into()));
            Ok(())
        })
    }
}

/// Sets how the container's digest is filled in: `"bypass"` (the default, 16 bytes of
/// 0x01), `"retail"` (the validator's hash; given only to a container that passes
/// validation) or `"zero"` (unsigned).
///
/// # Safety
/// `options` is NULL or a live options object used by nothing else during the call;
/// `mode` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_options_set_digest(
    options: *mut DxilEmitOptions,
    mode: *const c_char,
) -> DxilEmitStatus {
    // SAFETY: the caller's promises, passed on.
    unsafe {
        set(options, |o| {
            o.options.digest = match args::c_str(mode, "digest mode")? {
                "bypass" => DigestMode::Bypass,
                "retail" => DigestMode::Retail,
                "zero" => DigestMode::Zero,
                other => {
                    return Err(Failure::invalid_argument(format!(
                        "bad digest mode '{other}' (expected bypass, retail or zero)"
                    )))
                }
            };
            Ok(())
        })
    }
}

/// Sets whether to skip checking the container against DXIL's validation rules (by
/// default a container that breaks one is an error, not output).
///
/// # Safety
/// `options` is NULL or a live options object used by nothing else during the call.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_options_set_skip_validation(
    options: *mut DxilEmitOptions,
    skip: bool,
) -> DxilEmitStatus {
    // SAFETY: the caller's promise, passed on.
    unsafe {
        set(options, |o| {
            o.options.skip_validation = skip;
            Ok(())
        })
    }
}

/// Sets the optimization level: 1 (the default) also reads local arrays that only hold
/// a copy at their source, as DXC does; 0 lowers the code as it comes (to bisect a bug
/// to an optimization). Any other level is an invalid argument.
///
/// # Safety
/// `options` is NULL or a live options object used by nothing else during the call.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_options_set_optimization_level(
    options: *mut DxilEmitOptions,
    level: u32,
) -> DxilEmitStatus {
    // SAFETY: the caller's promise, passed on.
    unsafe {
        set(options, |o| {
            o.options.opt_level = match level {
                0 => OptLevel::O0,
                1 => OptLevel::O1,
                _ => {
                    return Err(Failure::invalid_argument(format!(
                        "bad optimization level {level} (expected 0 or 1)"
                    )))
                }
            };
            Ok(())
        })
    }
}

/// Sets whether to leave the reflection part (STAT) out and strip resource names, as
/// dxc's `-Qstrip_reflect`.
///
/// # Safety
/// `options` is NULL or a live options object used by nothing else during the call.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_options_set_strip_reflection(
    options: *mut DxilEmitOptions,
    strip: bool,
) -> DxilEmitStatus {
    // SAFETY: the caller's promise, passed on.
    unsafe {
        set(options, |o| {
            o.options.strip_reflection = strip;
            Ok(())
        })
    }
}

/// `s`, unless it is empty (an invalid argument named `what`).
fn non_empty<'a>(s: &'a str, what: &str) -> Result<&'a str, Failure> {
    if s.is_empty() {
        Err(Failure::invalid_argument(format!("{what} is empty")))
    } else {
        Ok(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::CStr;
    use DxilEmitStatus::*;

    /// The last setter's error on `o`, as Rust text.
    fn error(o: *const DxilEmitOptions) -> String {
        let e = unsafe { CStr::from_ptr(dxil_emit_options_error(o)) };
        e.to_str().unwrap().to_string()
    }

    #[test]
    fn setters_set_and_report_bad_values() {
        let o = dxil_emit_options_new();
        unsafe {
            assert_eq!(
                dxil_emit_options_set_shader_model(o, c"6.6".as_ptr()),
                DXIL_EMIT_OK
            );
            assert_eq!(error(o), "");
            assert_eq!((*o).options.shader_model, Some((6, 6)));
            let s = dxil_emit_options_set_shader_model(o, c"7.1".as_ptr());
            assert_eq!(s, DXIL_EMIT_ERROR_INVALID_ARGUMENT);
            assert_eq!(error(o), "bad shader model '7.1' (expected 6.0 to 6.9)");
            assert_eq!(
                (*o).options.shader_model,
                Some((6, 6)),
                "a failed setter changes nothing"
            );
            assert_eq!(
                dxil_emit_options_set_profile(o, c"ps_6_0".as_ptr()),
                DXIL_EMIT_OK
            );
            assert_eq!((*o).options.shader_model, Some((6, 0)));
            assert_eq!(
                dxil_emit_options_add_define(o, c"FOO".as_ptr()),
                DXIL_EMIT_OK
            );
            assert_eq!(
                dxil_emit_options_add_define(o, c"BAR=2".as_ptr()),
                DXIL_EMIT_OK
            );
            let defines = &(*o).options.hlsl_defines;
            assert_eq!(
                defines,
                &[("FOO".into(), "1".into()), ("BAR".into(), "2".into())]
            );
            assert_eq!(
                dxil_emit_options_set_digest(o, c"zero".as_ptr()),
                DXIL_EMIT_OK
            );
            assert_eq!((*o).options.digest, DigestMode::Zero);
            let s = dxil_emit_options_set_digest(o, c"gold".as_ptr());
            assert_eq!(s, DXIL_EMIT_ERROR_INVALID_ARGUMENT);
            assert!(error(o).contains("'gold'"));
            let s = dxil_emit_options_set_hlsl_path(o, c"/nonexistent/x.hlsl".as_ptr());
            assert_eq!(s, DXIL_EMIT_ERROR_INVALID_ARGUMENT);
            assert!(error(o).starts_with("cannot read HLSL source '/nonexistent/x.hlsl'"));
            assert_eq!(dxil_emit_options_set_skip_validation(o, true), DXIL_EMIT_OK);
            assert!((*o).options.skip_validation);
            assert_eq!(dxil_emit_options_set_optimization_level(o, 0), DXIL_EMIT_OK);
            assert_eq!((*o).options.opt_level, OptLevel::O0);
            let s = dxil_emit_options_set_optimization_level(o, 3);
            assert_eq!(s, DXIL_EMIT_ERROR_INVALID_ARGUMENT);
            assert!(error(o).contains("level 3"));
            assert_eq!(
                dxil_emit_options_set_entry(o, c"".as_ptr()),
                DXIL_EMIT_ERROR_INVALID_ARGUMENT
            );
            dxil_emit_options_free(o);
        }
    }

    #[test]
    fn null_and_bad_utf8_are_invalid_arguments() {
        let o = dxil_emit_options_new();
        unsafe {
            let s = dxil_emit_options_set_entry(std::ptr::null_mut(), c"main".as_ptr());
            assert_eq!(s, DXIL_EMIT_ERROR_INVALID_ARGUMENT);
            let s = dxil_emit_options_set_entry(o, std::ptr::null());
            assert_eq!(s, DXIL_EMIT_ERROR_INVALID_ARGUMENT);
            assert_eq!(error(o), "entry is NULL");
            let s = dxil_emit_options_set_entry(o, c"ma\xffin".as_ptr());
            assert_eq!(s, DXIL_EMIT_ERROR_INVALID_ARGUMENT);
            assert!(error(o).starts_with("entry is not UTF-8"));
            assert_eq!((*o).options.entry, None);
            assert!(dxil_emit_options_error(std::ptr::null()).is_null());
            dxil_emit_options_free(o);
            dxil_emit_options_free(std::ptr::null_mut());
        }
    }
}

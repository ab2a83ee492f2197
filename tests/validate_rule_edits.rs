//! Rules DXC's own validator tests leave out, on DXC's printed modules of the corpus
//! and of its stage tests (`../shared/dxc-reference`), each edited to break one: so that an operation's
//! handle names a resource of another class or kind (its `annotateHandle` properties)
//! or passes an operand the resource does not take (`validate/src/resource_op_rules.rs`),
//! in a field of a resource record (`validate/src/resource_record_rules.rs`), of a
//! signature element (`validate/src/signature_rules.rs`), of an entry's geometry or hull
//! state (`validate/src/entry_rules.rs`), of the module (`validate/src/module_rules.rs`)
//! or in what it declares (`validate/src/decl_rules.rs`). Our compiler assembles
//! the edited text (validation skipped); our validator must report the rule named and,
//! where `dxv` is at hand, dxv must reject the container too. The unedited modules are
//! valid to both.

use crate::common;
use common::assemble_unvalidated as assemble;

/// One case: the module, the edits (every occurrence of each text replaced), and the
/// rule our validator must report.
struct Case {
    base: &'static str,
    edits: &'static [(&'static str, &'static str)],
    rule: &'static str,
}

const SAMPLE: &str = "corpus/cs_texture2d_samplelevel.ll";
const TEXTURE_PROPS: &str = "ResourceProperties { i32 2, i32 1033 }";
const DIMENSIONS: &str = "corpus/cs_structuredbuffer_getdimensions_copy.ll";
const COUNTER: &str = "corpus/cs_append_consume_structured.ll";
const COUNTER_PROPS: &str = "ResourceProperties { i32 37388, i32 20 }";
const LOADS: &str = "corpus/cs_rwtexture2d_box_blur.ll";
const PIXEL: &str = "corpus/ps_texture_sample_alpha_test.ll";
const GEOMETRY: &str = "stages/gs/SimpleGS1.ll";
const HULL: &str = "stages/hs/DebugHS.ll";
const MESH: &str = "stages/ms/AddThreadIdToMSPayload.ll";
const MESH_PRIMITIVES: &str = "stages/ms/mesh.ll";
const GROUPSHARED: &str = "corpus/cs_groupshared_interlocked_histogram.ll";
const AMPLIFICATION: &str = "stages/as/amplification.ll";
const SET_COUNTS: &str = "  call void @dx.op.setMeshOutputCounts(i32 168, i32 4, i32 2)";
const RAYGEN: &str = "stages/lib/DebugHitGroupAndMiss.ll";
const LIFETIMES: &str = "stages/as/AddThreadIdToASPayload.ll";
const LIBRARY_ENTRIES: &str = "stages/lib/lib_entries.ll";
const COMPARISON_SAMPLING: &str = "stages/lib/Sample_node.ll";
const SKINNING: &str = "corpus/cs_structuredbuffer_nested_struct_skinning.ll";
const TYPED_UAV: &str = "corpus/cs_cbuffer_doubles_int64.ll";
const DISPATCH: &str = "  call void @dx.op.dispatchMesh.struct.Payload.0(i32 173, i32 32, i32 1, i32 1, %struct.Payload.0* nonnull %1)";

const CASES: &[Case] = &[
    Case {
        base: SAMPLE,
        edits: &[(TEXTURE_PROPS, "ResourceProperties { i32 10, i32 1033 }")],
        rule: "INSTR.RESOURCEKINDFORSAMPLE",
    },
    Case {
        base: SAMPLE,
        edits: &[(TEXTURE_PROPS, "ResourceProperties { i32 4098, i32 1033 }")],
        rule: "INSTR.RESOURCECLASSFORSAMPLERGATHER",
    },
    Case {
        base: SAMPLE,
        edits: &[(
            "ResourceProperties { i32 13, i32 12 }",
            "ResourceProperties { i32 2, i32 1033 }",
        )],
        rule: "INSTR.CBUFFERCLASSFORCBUFFERHANDLE",
    },
    Case {
        base: SAMPLE,
        edits: &[(
            "ResourceProperties { i32 4106, i32 1033 }",
            "ResourceProperties { i32 4098, i32 1033 }",
        )],
        rule: "INSTR.RESOURCEKINDFORBUFFERLOADSTORE",
    },
    Case {
        base: SAMPLE,
        edits: &[("i32 %27, i32 undef, float %20", "i32 %27, i32 0, float %20")],
        rule: "INSTR.COORDINATECOUNTFORRAWTYPEDBUF",
    },
    Case {
        base: DIMENSIONS,
        edits: &[(
            "getDimensions(i32 72, %dx.types.Handle %5, i32 undef)",
            "getDimensions(i32 72, %dx.types.Handle %5, i32 0)",
        )],
        rule: "INSTR.MIPLEVELFORGETDIMENSION",
    },
    Case {
        base: DIMENSIONS,
        edits: &[(
            "ResourceProperties { i32 11, i32 0 }",
            "ResourceProperties { i32 14, i32 0 }",
        )],
        rule: "INSTR.RESOURCEKINDFORGETDIM",
    },
    Case {
        base: COUNTER,
        edits: &[(COUNTER_PROPS, "ResourceProperties { i32 4107, i32 0 }")],
        rule: "SM.COUNTERONLYONSTRUCTBUF",
    },
    Case {
        base: COUNTER,
        edits: &[(COUNTER_PROPS, "ResourceProperties { i32 12, i32 20 }")],
        rule: "INSTR.BUFFERUPDATECOUNTERONUAV",
    },
    Case {
        base: LOADS,
        edits: &[(TEXTURE_PROPS, "ResourceProperties { i32 4098, i32 1033 }")],
        rule: "INSTR.MIPONUAVLOAD",
    },
    Case {
        base: LOADS,
        edits: &[
            (TEXTURE_PROPS, "ResourceProperties { i32 4098, i32 1033 }"),
            (
                "%dx.types.Handle %7, i32 0, i32 %5, i32 %6, i32 undef, i32 undef",
                "%dx.types.Handle %7, i32 undef, i32 %5, i32 %6, i32 undef, i32 1",
            ),
        ],
        rule: "INSTR.OFFSETONUAVLOAD",
    },
    Case {
        base: LOADS,
        edits: &[
            (TEXTURE_PROPS, "ResourceProperties { i32 3, i32 1033 }"),
            (
                "%dx.types.Handle %7, i32 0,",
                "%dx.types.Handle %7, i32 undef,",
            ),
        ],
        rule: "INSTR.SAMPLEINDEXFORLOAD2DMS",
    },
    Case {
        base: LOADS,
        edits: &[(TEXTURE_PROPS, "ResourceProperties { i32 9, i32 1033 }")],
        rule: "INSTR.RESOURCEKINDFORTEXTURELOAD",
    },
    // Resource records of cs_texture2d_samplelevel: the Texture2D SRV (!6), the
    // RWBuffer UAV (!9), the cbuffer (!11) and the sampler (!13).
    Case {
        base: SAMPLE,
        edits: &[(SRV_RECORD, "i32 0, i32 1, i32 13, i32 0, !7}")],
        rule: "SM.INVALIDRESOURCEKIND",
    },
    Case {
        base: SAMPLE,
        edits: &[(UAV_RECORD, "i32 1, i32 0, i1 false")],
        rule: "SM.INVALIDRESOURCEKIND",
    },
    Case {
        base: SAMPLE,
        edits: &[(UAV_RECORD, "i32 1, i32 9, i1 false")],
        rule: "SM.INVALIDTEXTUREKINDONUAV",
    },
    Case {
        base: SAMPLE,
        edits: &[(SRV_RECORD, "i32 0, i32 1, i32 2, i32 4, !7}")],
        rule: "SM.SAMPLECOUNTONLYON2DMS",
    },
    Case {
        base: SAMPLE,
        edits: &[("!7 = !{i32 0, i32 9}", "!7 = !{i32 0, i32 1}")],
        rule: "SM.INVALIDRESOURCECOMPTYPE",
    },
    Case {
        base: SAMPLE,
        edits: &[(
            "i32 10, i1 false, i1 false, i1 false",
            "i32 10, i1 false, i1 false, i1 true",
        )],
        rule: "SM.ROVONLYINPS",
    },
    Case {
        base: SAMPLE,
        edits: &[(
            "i32 0, i32 1, i32 12, null}",
            "i32 0, i32 1, i32 65537, null}",
        )],
        rule: "SM.CBUFFERSIZE",
    },
    Case {
        base: SAMPLE,
        edits: &[(
            "!\"\", i32 0, i32 0, i32 1, i32 0, null}",
            "!\"\", i32 0, i32 0, i32 1, i32 3, null}",
        )],
        rule: "META.VALIDSAMPLERMODE",
    },
    Case {
        base: SAMPLE,
        edits: &[("!6 = !{i32 0,", "!6 = !{i32 1,")],
        rule: "META.DENSERESIDS",
    },
    Case {
        base: SAMPLE,
        edits: &[(
            "target triple = \"dxil-ms-dx\"",
            "target triple = \"dxil-ms-dy\"",
        )],
        rule: "META.TARGET",
    },
];

// Signatures and the module.
const SIGNATURE_CASES: &[Case] = &[
    Case {
        // Structured buffers of 18-byte elements without native 16-bit types.
        base: COUNTER,
        edits: &[("!7 = !{i32 1, i32 20}", "!7 = !{i32 1, i32 18}")],
        rule: "META.STRUCTBUFALIGNMENT",
    },
    Case {
        // A store one element past a groupshared array.
        base: GROUPSHARED,
        edits: &[(
            "  ret void",
            "  %oob = getelementptr [64 x i32], [64 x i32] addrspace(3)* @\"\\01?LocalBins@@3PAIA\", i32 0, i32 64\n\
             store i32 0, i32 addrspace(3)* %oob, align 4\n  ret void",
        )],
        rule: "INSTR.INBOUNDSACCESS",
    },
    Case {
        // The entry a declaration (its body moved to another function).
        base: PIXEL,
        edits: &[("define void @main() {", "declare void @main()\ndefine void @main_body() {")],
        rule: "META.ENTRYFUNCTION",
    },
    Case {
        // A pass-through hull shader with fewer input control points than output ones.
        base: HULL,
        edits: &[
            ("define void @HSMain() {", "declare void @HSMain()\ndefine void @HSMain_body() {"),
            (
                "i32 3, i32 3, i32 2, i32 1, i32 3, float 6.400000e+01}",
                "i32 2, i32 3, i32 2, i32 1, i32 3, float 6.400000e+01}",
            ),
        ],
        rule: "SM.HULLPASSTHRUCONTROLPOINTCOUNTMATCH",
    },
    Case {
        // A pass-through hull shader of 32 control points, COLOR 32 rows of 4.
        base: HULL,
        edits: &[
            ("define void @HSMain() {", "declare void @HSMain()\ndefine void @HSMain_body() {"),
            (
                "i32 3, i32 3, i32 2, i32 1, i32 3, float 6.400000e+01}",
                "i32 32, i32 32, i32 2, i32 1, i32 3, float 6.400000e+01}",
            ),
            (
                "!\"COLOR\", i8 9, i8 0, !9, i8 2, i32 1, i8 4,",
                "!\"COLOR\", i8 9, i8 0, !9, i8 2, i32 32, i8 4,",
            ),
        ],
        rule: "SM.OUTPUTCONTROLPOINTSTOTALSCALARS",
    },
    Case {
        // SV_Position evaluated at the centroid.
        base: PIXEL,
        edits: &[
            (
                "  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %8)",
                "  %ec = call float @dx.op.evalCentroid.f32(i32 89, i32 0, i32 0, i8 0)\n\
                 call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %ec)",
            ),
            (
                "attributes #0 =",
                "declare float @dx.op.evalCentroid.f32(i32, i32, i32, i8) #0\nattributes #0 =",
            ),
        ],
        rule: "INSTR.CANNOTPULLPOSITION",
    },
    Case {
        // An element read out of an array value.
        base: PIXEL,
        edits: &[(
            "  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %8)",
            "  %pair = insertvalue [2 x float] undef, float %8, 0\n\
             %first = extractvalue [2 x float] %pair, 0\n\
             call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %first)",
        )],
        rule: "INSTR.EXTRACTVALUE",
    },
    Case {
        // 256 vertices and primitives, LAYER 20 rows: 8,448 components, 33,792 bytes.
        base: MESH_PRIMITIVES,
        edits: &[
            ("!{!24, i32 32, i32 16, i32 2, i32 40}", "!{!24, i32 256, i32 256, i32 2, i32 40}"),
            (
                "!\"LAYER\", i8 4, i8 0, !20, i8 1, i32 6,",
                "!\"LAYER\", i8 4, i8 0, !20, i8 1, i32 20,",
            ),
            (
                "!20 = !{i32 0, i32 1, i32 2, i32 3, i32 4, i32 5}",
                "!20 = !{i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, \
                 i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19}",
            ),
        ],
        rule: "SM.MESHSHADEROUTPUTSIZE",
    },
    Case {
        // 19 rows of LAYER (32,768 bytes, the most) and a 16 KiB payload.
        base: MESH_PRIMITIVES,
        edits: &[
            ("!{!24, i32 32, i32 16, i32 2, i32 40}", "!{!24, i32 256, i32 256, i32 2, i32 16384}"),
            (
                "!\"LAYER\", i8 4, i8 0, !20, i8 1, i32 6,",
                "!\"LAYER\", i8 4, i8 0, !20, i8 1, i32 19,",
            ),
            (
                "!20 = !{i32 0, i32 1, i32 2, i32 3, i32 4, i32 5}",
                "!20 = !{i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, \
                 i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18}",
            ),
        ],
        rule: "SM.MESHSHADERINOUTSIZE",
    },
    Case {
        // A pixel shader syncing its group and fencing groupshared memory.
        base: PIXEL,
        edits: &[
            ("  ret void", "  call void @dx.op.barrier(i32 80, i32 9)\n  ret void"),
            (
                "attributes #0 =",
                "declare void @dx.op.barrier(i32, i32) #1\nattributes #0 =",
            ),
        ],
        rule: "INSTR.BARRIERMODEFORNONCS",
    },
    Case {
        // Both UAV fences.
        base: SAMPLE,
        edits: &[
            ("  ret void", "  call void @dx.op.barrier(i32 80, i32 6)\n  ret void"),
            (
                "attributes #0 =",
                "declare void @dx.op.barrier(i32, i32) #2\nattributes #0 =",
            ),
        ],
        rule: "INSTR.BARRIERMODEUSELESSUGROUP",
    },
    Case {
        // A group sync fencing no memory.
        base: SAMPLE,
        edits: &[
            ("  ret void", "  call void @dx.op.barrier(i32 80, i32 1)\n  ret void"),
            (
                "attributes #0 =",
                "declare void @dx.op.barrier(i32, i32) #2\nattributes #0 =",
            ),
        ],
        rule: "INSTR.BARRIERMODENOMEMORY",
    },
    Case {
        // The sampled texture's component type an integer (I32) in shader model 6.0.
        base: SAMPLE,
        edits: &[(TEXTURE_PROPS, "ResourceProperties { i32 2, i32 1028 }")],
        rule: "INSTR.SAMPLECOMPTYPE",
    },
    Case {
        // The consumed buffer's properties without the counter bit (15).
        base: COUNTER,
        edits: &[(
            "%dx.types.Handle %2, %dx.types.ResourceProperties { i32 37388, i32 20 })",
            "%dx.types.Handle %2, %dx.types.ResourceProperties { i32 4620, i32 20 })",
        )],
        rule: "INSTR.BUFFERUPDATECOUNTERONRESHASCOUNTER",
    },
    Case {
        // A pixel shader reading both its coverage and its inner coverage.
        base: PIXEL,
        edits: &[
            (
                "  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %8)",
                "  %cov = call i32 @dx.op.coverage.i32(i32 91)\n\
                 %icov = call i32 @dx.op.innerCoverage.i32(i32 92)\n\
                 %both = add i32 %cov, %icov\n\
                 %bothf = uitofp i32 %both to float\n\
                 call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %bothf)",
            ),
            (
                "declare void @dx.op.storeOutput.f32",
                "declare i32 @dx.op.coverage.i32(i32)\n\
                 declare i32 @dx.op.innerCoverage.i32(i32)\n\
                 declare void @dx.op.storeOutput.f32",
            ),
        ],
        rule: "SM.PSCOVERAGEANDINNERCOVERAGE",
    },
    Case {
        base: PIXEL,
        edits: &[(
            "!\"SV_Target\", i8 9, i8 16, !15, i8 0, i32 1, i8 4, i32 0, i8 0,",
            "!\"SV_Position\", i8 9, i8 3, !15, i8 0, i32 1, i8 4, i32 0, i8 0,",
        )],
        rule: "SM.PSOUTPUTSEMANTIC",
    },
    Case {
        // A conservative depth output while SV_Position is linear_noperspective.
        base: PIXEL,
        edits: &[(
            "!\"SV_Target\", i8 9, i8 16, !15, i8 0, i32 1, i8 4, i32 0, i8 0,",
            "!\"SV_DepthGreaterEqual\", i8 9, i8 19, !15, i8 0, i32 1, i8 1, i32 -1, i8 -1,",
        )],
        rule: "SM.PSCONSISTENTINTERP",
    },
    Case {
        base: PIXEL,
        edits: &[
            (
                "!19 = !{i32 0, !\"SV_Target\", i8 9, i8 16, !15, i8 0, i32 1, i8 4, i32 0, i8 0, !20}",
                "!19 = !{i32 0, !\"SV_Depth\", i8 9, i8 17, !15, i8 0, i32 1, i8 1, i32 -1, i8 -1, !20}\n\
                 !98 = !{i32 1, !\"SV_DepthLessEqual\", i8 9, i8 18, !15, i8 0, i32 1, i8 1, i32 -1, i8 -1, !20}",
            ),
            ("!18 = !{!19}", "!18 = !{!19, !98}"),
        ],
        rule: "SM.PSMULTIPLEDEPTHSEMANTIC",
    },
    Case {
        // A second SV_Position input, at semantic index 1.
        base: PIXEL,
        edits: &[
            (
                "!16 = !{i32 1, !\"TEXCOORD\", i8 9, i8 0, !15, i8 2,",
                "!16 = !{i32 1, !\"SV_Position\", i8 9, i8 3, !98, i8 4,",
            ),
            ("!15 = !{i32 0}", "!15 = !{i32 0}\n!98 = !{i32 1}"),
        ],
        rule: "META.DUPLICATESYSVALUE",
    },
    Case {
        base: MESH_PRIMITIVES,
        edits: &[(
            "!\"NORMAL\", i8 9, i8 0, !9, i8 1,",
            "!\"NORMAL\", i8 9, i8 0, !9, i8 2,",
        )],
        rule: "SM.CONSTANTINTERPMODE",
    },
    Case {
        base: HULL,
        edits: &[("i32 3, float 6.400000e+01}", "i32 3, float 6.500000e+01}")],
        rule: "META.MAXTESSFACTOR",
    },
    Case {
        // A tri domain's inside factor declared as a user semantic.
        base: HULL,
        edits: &[(
            "!\"SV_InsideTessFactor\", i8 9, i8 26,",
            "!\"INSIDE\", i8 9, i8 0,",
        )],
        rule: "SM.TESSFACTORFORDOMAIN",
    },
    Case {
        base: PIXEL,
        edits: &[("!\"TEXCOORD\", i8 9,", "!\"TEXCOORD\", i8 19,")],
        rule: "META.SIGNATURECOMPTYPE",
    },
    Case {
        base: PIXEL,
        edits: &[(
            "!\"SV_Position\", i8 9, i8 3, !15, i8 4, i32 1,",
            "!\"SV_Position\", i8 9, i8 3, !15, i8 4, i32 2,",
        )],
        rule: "META.SYSTEMVALUEROWS",
    },
    // Mesh output counts set twice, never, or on one path only; a mesh dispatch made
    // on one path only (validate/src/mesh_call_rules.rs; one made twice our lowering
    // refuses to assemble).
    Case {
        base: MESH,
        edits: &[(SET_COUNTS, "  call void @dx.op.setMeshOutputCounts(i32 168, i32 4, i32 2)\n  call void @dx.op.setMeshOutputCounts(i32 168, i32 4, i32 2)")],
        rule: "INSTR.MULTIPLESETMESHOUTPUTCOUNTS",
    },
    Case {
        base: MESH,
        edits: &[(SET_COUNTS, "  ; no SetMeshOutputCounts")],
        rule: "INSTR.MISSINGSETMESHOUTPUTCOUNTS",
    },
    Case {
        base: MESH,
        edits: &[(
            SET_COUNTS,
            "  br i1 undef, label %counts, label %outputs\ncounts:\n  call void @dx.op.setMeshOutputCounts(i32 168, i32 4, i32 2)\n  br label %outputs\noutputs:",
        )],
        rule: "INSTR.NONDOMINATINGSETMESHOUTPUTCOUNTS",
    },
    Case {
        base: AMPLIFICATION,
        edits: &[(
            DISPATCH,
            "  br i1 undef, label %dispatch, label %done\ndispatch:\n  call void @dx.op.dispatchMesh.struct.Payload.0(i32 173, i32 32, i32 1, i32 1, %struct.Payload.0* nonnull %1)\n  br label %done\ndone:",
        )],
        rule: "INSTR.NONDOMINATINGDISPATCHMESH",
    },
    // A geometry shader whose position's last component is never written.
    Case {
        base: GEOMETRY,
        edits: &[(
            "(i32 5, i32 2, i32 0, i8 3, float 1.000000e+00)",
            "(i32 5, i32 2, i32 0, i8 2, float 1.000000e+00)",
        )],
        rule: "SM.COMPLETEPOSITION",
    },
    // A hull shader whose inside tessellation factor is never written.
    Case {
        base: HULL,
        edits: &[(
            "call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 0, i8 0, float 8.000000e+00)",
            "",
        )],
        rule: "SM.UNDEFINEDOUTPUT",
    },
    // A geometry shader's output position of two components (SV_Position is a float4).
    Case {
        base: GEOMETRY,
        edits: &[(
            "!\"SV_Position\", i8 9, i8 3, !12, i8 4, i32 1, i8 4,",
            "!\"SV_Position\", i8 9, i8 3, !12, i8 4, i32 1, i8 2,",
        )],
        rule: "META.SEMANTICCOMPTYPE",
    },
    Case {
        base: SAMPLE,
        edits: &[(
            "!14 = !{void ()* @main, !\"main\", null, !4, !15}",
            "!14 = !{void ()* @main, !\"main\", !17, !4, !15}\n!17 = !{!18, null, null}\n\
             !18 = !{!19}\n!19 = !{i32 0, !\"A\", i8 9, i8 0, !20, i8 0, i32 1, i8 1, i32 0, \
             i8 0, null}\n!20 = !{i32 0}",
        )],
        rule: "SM.CSNOSIGNATURES",
    },
    Case {
        base: SAMPLE,
        edits: &[("!1 = !{i32 1, i32 6}", "!1 = !{i32 1, i32 5}")],
        rule: "SM.DXILVERSION",
    },
    // SimpleGS1's state: triangle input, 3 vertices, stream 0, triangle strip, 1 instance.
    Case {
        base: GEOMETRY,
        edits: &[(GS_STATE, "!22 = !{i32 4, i32 3, i32 1, i32 5, i32 1}")],
        rule: "SM.GSVALIDINPUTPRIMITIVE",
    },
    Case {
        base: GEOMETRY,
        edits: &[(GS_STATE, "!22 = !{i32 0, i32 3, i32 1, i32 5, i32 1}")],
        rule: "INSTR.OPERANDRANGE",
    },
    Case {
        base: GEOMETRY,
        edits: &[(GS_STATE, "!22 = !{i32 1, i32 3, i32 1, i32 4, i32 1}")],
        rule: "SM.GSVALIDOUTPUTPRIMITIVETOPOLOGY",
    },
    Case {
        base: GEOMETRY,
        edits: &[(GS_STATE, "!22 = !{i32 1, i32 110, i32 1, i32 5, i32 1}")],
        rule: "SM.GSTOTALOUTPUTVERTEXDATARANGE",
    },
    Case {
        base: HULL,
        edits: &[(
            "i32 3, i32 3, i32 2, i32 1, i32 3, float",
            "i32 0, i32 3, i32 2, i32 1, i32 3, float",
        )],
        rule: "SM.ZEROHSINPUTCONTROLPOINTWITHINPUT",
    },
];

// Coordinates, offsets and alignments (cs_texture2d_samplelevel's SampleLevel of a
// Texture2D: two coordinates, offsets 0 and 0).
const OPERAND_CASES: &[Case] = &[
    // A compute-only operation in a pixel shader: the entry's conflict, and its stage.
    Case {
        base: PIXEL,
        edits: PIXEL_THREAD_ID,
        rule: "SM.INCOMPATIBLEOPERATION",
    },
    Case {
        base: PIXEL,
        edits: PIXEL_THREAD_ID,
        rule: "SM.INCOMPATIBLESTAGE",
    },
    // Derivatives in a compute shader of 3 x 3 threads.
    Case {
        base: SAMPLE,
        edits: &[
            SAMPLE_IMPLICIT[0],
            SAMPLE_IMPLICIT[1],
            ("!16 = !{i32 8, i32 8, i32 1}", "!16 = !{i32 3, i32 3, i32 1}"),
        ],
        rule: "SM.INCOMPATIBLETHREADGROUPDIM",
    },
    // A clamp of 1.0 needs tiled resources (flag 0x1000), undeclared.
    Case {
        base: SAMPLE,
        edits: &[
            SAMPLE_IMPLICIT[0],
            SAMPLE_IMPLICIT[1],
            ("i32 undef, float 0.000000e+00)", "i32 undef, float 1.000000e+00)"),
        ],
        rule: "META.FLAGSUSAGE",
    },
    // An external global an instruction names.
    Case {
        base: BREAK_COND,
        edits: &[
            BREAK_GEP,
            (
                "@dx.break.cond = internal constant [1 x i32] zeroinitializer",
                "@dx.break.cond = external constant [1 x i32]",
            ),
        ],
        rule: "DECL.NOTUSEDEXTERNAL",
    },
    // A library function of another library taking a handle.
    Case {
        base: LIBRARY_ENTRIES,
        edits: &[
            (
                "(i32 160, %VSCB %1)  ; CreateHandleForLib(Resource)\n",
                "(i32 160, %VSCB %1)  ; CreateHandleForLib(Resource)\n  call void @ext(%dx.types.Handle %2)\n",
            ),
            ("define void @vs_main() {", "declare void @ext(%dx.types.Handle)\n\ndefine void @vs_main() {"),
        ],
        rule: "DECL.RESOURCEINFNSIG",
    },
    // A precise multiply of minimum-precision halves.
    Case {
        base: HALF_TONEMAP,
        edits: &[
            ("%19 = fmul fast half %18, %12", "%19 = fmul fast half %18, %12, !dx.precise !100"),
            ("!13 = !{i32 0, i64 8388640, i32 4, !14}", "!13 = !{i32 0, i64 32, i32 4, !14}\n!100 = !{i32 1}"),
        ],
        rule: "INSTR.MINPRECISIONNOTPRECISE",
    },
    // A pointer to bytes, and its cast to a pointer to a word (bytes are minimum
    // precision).
    Case {
        base: BREAK_COND,
        edits: BREAK_BYTES,
        rule: "TYPES.I8",
    },
    Case {
        base: BREAK_COND,
        edits: BREAK_BYTES,
        rule: "INSTR.MINPRECISONBITCAST",
    },
    // A pixel shader's input read at a vertex.
    Case {
        base: PIXEL,
        edits: &[(
            "(i32 4, i32 1, i32 0, i8 0, i32 undef)  ; LoadInput",
            "(i32 4, i32 1, i32 0, i8 0, i32 0)  ; LoadInput",
        )],
        rule: "SM.OPERAND",
    },
    // A UAV made a feedback texture of kind 5 (only 0 and 1 exist).
    Case {
        base: LOADS,
        edits: &[(
            "!9 = !{i32 0, %\"class.RWTexture2D<vector<float, 4> >\"* undef, !\"\", i32 0, i32 0, i32 1, i32 2, i1 false, i1 false, i1 false, !7}",
            "!9 = !{i32 0, %\"class.RWTexture2D<vector<float, 4> >\"* undef, !\"\", i32 0, i32 0, i32 1, i32 17, i1 false, i1 false, i1 false, !100}\n!100 = !{i32 2, i32 5}",
        )],
        rule: "SM.INVALIDSAMPLERFEEDBACKTYPE",
    },
    // ThreadId's function taking a float component: no overload of it.
    Case {
        base: SAMPLE,
        edits: &[
            (THREAD_ID, "declare i32 @dx.op.threadId.i32(i32, float) #0"),
            ("@dx.op.threadId.i32(i32 93, i32 0)", "@dx.op.threadId.i32(i32 93, float 0.0)"),
            ("@dx.op.threadId.i32(i32 93, i32 1)", "@dx.op.threadId.i32(i32 93, float 1.0)"),
        ],
        rule: "INSTR.OLOAD",
    },
    // An operation's function taken as a value.
    Case {
        base: SAMPLE,
        edits: &[(
            "%7 = call i32 @dx.op.threadId.i32(i32 93, i32 1)",
            "%fp = ptrtoint i32 (i32, i32)* @dx.op.threadId.i32 to i32\n  %7 = call i32 @dx.op.threadId.i32(i32 93, i32 1)",
        )],
        rule: "DECL.FNISCALLED",
    },
    // A mesh shader's payload larger than it declares (0 bytes).
    Case {
        base: MESH,
        edits: &[("!12 = !{!13, i32 4, i32 2, i32 2, i32 4}", "!12 = !{!13, i32 4, i32 2, i32 2, i32 0}")],
        rule: "SM.MESHSHADERPAYLOADSIZEDECLARED",
    },
    // An amplification shader's payload pointer (4 bytes, as DXC sizes it) larger
    // than it declares.
    Case {
        base: AMPLIFICATION,
        edits: &[("!6 = !{!7, i32 32}", "!6 = !{!7, i32 2}")],
        rule: "SM.AMPLIFICATIONSHADERPAYLOADSIZEDECLARED",
    },
    // Locals of types DXIL does not have: an x87 float, a function pointer.
    Case {
        base: SAMPLE,
        edits: &[(
            "%7 = call i32 @dx.op.threadId.i32(i32 93, i32 1)",
            "%x87 = alloca x86_fp80, align 4\n  %7 = call i32 @dx.op.threadId.i32(i32 93, i32 1)",
        )],
        rule: "TYPES.DEFINED",
    },
    Case {
        base: SAMPLE,
        edits: &[(
            "%7 = call i32 @dx.op.threadId.i32(i32 93, i32 1)",
            "%fnp = alloca void ()*, align 4\n  %7 = call i32 @dx.op.threadId.i32(i32 93, i32 1)",
        )],
        rule: "TYPES.DEFINED",
    },
    // A texture handle picked by a select.
    Case {
        base: SAMPLE,
        edits: &[(
            "%19 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %17,",
            "%hs = select i1 true, %dx.types.Handle %17, %dx.types.Handle %17\n  %19 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %hs,",
        )],
        rule: "INSTR.HANDLENOTFROMCREATEHANDLE",
    },
    // A coalescing node reading the dispatch thread id.
    Case {
        base: BARRIERS,
        edits: &[
            ("!7 = !{i32 8, i32 15, i32 13, i32 1,", "!7 = !{i32 8, i32 15, i32 13, i32 2,"),
            (
                "define void @node117_barrier_memoryarg() #0 {\n",
                "define void @node117_barrier_memoryarg() #0 {\n  %tid = call i32 @dx.op.threadId.i32(i32 93, i32 0)\n",
            ),
            (
                "declare void @dx.op.barrierByMemoryType(i32, i32, i32) #1",
                "declare void @dx.op.barrierByMemoryType(i32, i32, i32) #1\ndeclare i32 @dx.op.threadId.i32(i32, i32) #0",
            ),
        ],
        rule: "INSTR.SVCONFLICTINGLAUNCHMODE",
    },
    // 2,304 bytes of groupshared memory under an explicit limit of 100.
    Case {
        base: CHAINED_TGSM,
        edits: &[SM_6_10[0], SM_6_10[1], ("!5 = !{i32 4, !6}", "!5 = !{i32 4, !6, i32 24, i32 100}")],
        rule: "SM.EXPLICITTGSMSIZEONENTRY",
    },
    // A native 16-bit primitive output sharing a row with 32-bit ones.
    Case {
        base: MESH_PRIMITIVES,
        edits: &[
            ("!15 = !{i32 0, !\"NORMAL\", i8 9,", "!15 = !{i32 0, !\"NORMAL\", i8 8,"),
            ("!22 = !{i32 0, i64 2097152, i32 9, !23}", "!22 = !{i32 0, i64 10485760, i32 9, !23}"),
        ],
        rule: "META.SIGNATUREDATAWIDTH",
    },
    // A control flow hint on a load.
    Case {
        base: PRECISE,
        edits: &[("!dx.precise !15  ; LoadInput", "!dx.controlflow.hints !15  ; LoadInput")],
        rule: "META.CONTROLFLOWHINTNOTONCONTROLFLOW",
    },
    Case {
        base: BARRIERS,
        edits: &[("(i32 244, i32 1, i32 3)", "(i32 244, i32 undef, i32 3)")],
        rule: "INSTR.BARRIERNONCONSTANTFLAGARGUMENT",
    },
    // The node entry made a compute shader: its barrier on node input memory.
    Case {
        base: BARRIERS,
        edits: &[(NODE_PROPS, "!7 = !{i32 8, i32 5, i32 4, !9, i32 5, !10}")],
        rule: "INSTR.BARRIERREQUIRESNODE",
    },
    Case {
        base: RAY_QUERY,
        edits: &[
            (MAKE_NOP, RAY_FLAGS_DECL),
            (ALLOCATE, "%flags = call i32 @dx.op.hitObject_StateScalar.i32(i32 272, %dx.types.HitObject %1)\n  %3 = call i32 @dx.op.allocateRayQuery(i32 178, i32 %flags)"),
        ],
        rule: "DECL.ALLOCATERAYQUERYFLAGSARECONST",
    },
    Case {
        base: RAY_QUERY,
        edits: &[
            (MAKE_NOP, RAY_FLAGS_DECL),
            (ALLOCATE, "%flags = call i32 @dx.op.hitObject_StateScalar.i32(i32 272, %dx.types.HitObject %1)\n  %3 = call i32 @dx.op.allocateRayQuery2(i32 258, i32 0, i32 %flags)"),
        ],
        rule: "DECL.ALLOCATERAYQUERY2FLAGSARECONST",
    },
    // Forcing 2-state opacity micromaps without allowing them.
    Case {
        base: RAY_QUERY,
        edits: &[
            (MAKE_NOP, RAY_FLAGS_DECL),
            (ALLOCATE, "%3 = call i32 @dx.op.allocateRayQuery2(i32 258, i32 1024, i32 0)"),
        ],
        rule: "DECL.ALLOWOPACITYMICROMAPSEXPECTEDGIVENFORCEOMM2STATE",
    },
    Case {
        base: SAMPLE,
        edits: &[(SAMPLE_OPERANDS, "float %15, float %16, float 1.0, float undef, i32 0, i32 0, i32 undef,")],
        rule: "INSTR.RESOURCECOORDINATETOOMANY",
    },
    Case {
        base: SAMPLE,
        edits: &[(SAMPLE_OPERANDS, "float %15, float undef, float undef, float undef, i32 0, i32 0, i32 undef,")],
        rule: "INSTR.RESOURCECOORDINATEMISS",
    },
    Case {
        base: SAMPLE,
        edits: &[(SAMPLE_OPERANDS, "float %15, float %16, float undef, float undef, i32 9, i32 0, i32 undef,")],
        rule: "INSTR.TEXTUREOFFSET",
    },
    Case {
        base: SAMPLE,
        edits: &[(SAMPLE_OPERANDS, "float %15, float %16, float undef, float undef, i32 0, i32 undef, i32 undef,")],
        rule: "INSTR.RESOURCEOFFSETMISS",
    },
    Case {
        base: SAMPLE,
        edits: &[(SAMPLE_OPERANDS, "float %15, float %16, float undef, float undef, i32 0, i32 0, i32 1,")],
        rule: "INSTR.RESOURCEOFFSETTOOMANY",
    },
    Case {
        base: DIMENSIONS,
        edits: &[("i32 %4, i32 0, i8 15, i32 4)", "i32 %4, i32 0, i8 15, i32 %4)")],
        rule: "INSTR.CONSTALIGNFORRAWBUF",
    },
    Case {
        base: LOADS,
        edits: &[(
            "i32 66, %dx.types.Handle %7, i32 0, i32 %5, i32 %6, i32 undef, i32 undef, i32 undef, i32 undef)",
            "i32 66, %dx.types.Handle %7, i32 0, i32 %5, i32 %6, i32 undef, i32 1, i32 2, i32 3)",
        )],
        rule: "INSTR.RESOURCEOFFSETTOOMANY",
    },
    Case {
        base: SAMPLE,
        edits: &[(TYPED_STORE, "float %20, float %21, float %22, float undef, i8 7)")],
        rule: "INSTR.WRITEMASKFORTYPEDUAVSTORE",
    },
    Case {
        base: SAMPLE,
        edits: &[(TYPED_STORE, "float %20, float %21, float %22, float undef, i8 15)")],
        rule: "INSTR.UNDEFINEDVALUEFORUAVSTORE",
    },
    Case {
        base: "../clang-dxc-tests/cs/check_status.dxc.ll",
        edits: &[("(i32 71, i32 %4)", "(i32 71, i32 7)")],
        rule: "INSTR.CHECKACCESSFULLYMAPPED",
    },
    Case {
        base: "corpus/vs_mul_matrix_transform.ll",
        edits: &[(
            "!9 = !{!10, !14, null}",
            "!9 = !{!10, !14, !20}\n!20 = !{!21}\n!21 = !{i32 0, !\"PC\", i8 9, i8 0, !12, \
             i8 0, i32 1, i8 1, i32 0, i8 0, null}",
        )],
        rule: "SM.PATCHCONSTANTONLYFORHSDS",
    },
    Case {
        base: SAMPLE,
        edits: &[(
            "cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %5, i32 0)",
            "cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %5, i32 1)",
        )],
        rule: "INSTR.CBUFFEROUTOFBOUND",
    },
    Case {
        // Shader model 6.2: handles from createHandle name their records (dxv does not
        // follow createHandleFromBinding's bindings for this rule).
        base: "../clang-dxc-tests/vs/buffer_append_consume.dxc.ll",
        edits: &[(
            "bufferUpdateCounter(i32 70, %dx.types.Handle %2, i8 1)",
            "bufferUpdateCounter(i32 70, %dx.types.Handle %4, i8 1)",
        )],
        rule: "INSTR.ONLYONEALLOCCONSUME",
    },
    Case {
        // Shader model 6.2.
        base: "../clang-dxc-tests/cs/cs_sv_id_int16.dxc.ll",
        edits: &[
            (
                "rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 0, i32 0, i32 %5, i32 %6, i32 %7, i32 undef, i8 7, i32 4)",
                "rawBufferStore.i64(i32 140, %dx.types.Handle %1, i32 0, i32 0, i64 1, i64 2, i64 3, i64 undef, i8 7, i32 8)",
            ),
            (
                "declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)",
                "declare void @dx.op.rawBufferStore.i64(i32, %dx.types.Handle, i32, i32, i64, i64, i64, i64, i8, i32)",
            ),
        ],
        rule: "SM.64BITRAWBUFFERLOADSTORE",
    },
];

// Signature operations' element, row and column (DXC's ValidateSignatureRowCol).
const SIGNATURE_ACCESS_CASES: &[Case] = &[
    Case {
        base: PIXEL,
        edits: &[(
            TEXCOORD_Y,
            "@dx.op.loadInput.f32(i32 4, i32 1, i32 1, i8 1, i32 undef)",
        )],
        rule: "INSTR.OPERANDRANGE",
    },
    Case {
        base: PIXEL,
        edits: &[(
            TEXCOORD_Y,
            "@dx.op.loadInput.f32(i32 4, i32 1, i32 -1, i8 1, i32 undef)",
        )],
        rule: "INSTR.OPERANDRANGE",
    },
    Case {
        base: PIXEL,
        edits: &[(
            TEXCOORD_Y,
            "@dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 3, i32 undef)",
        )],
        rule: "INSTR.OPERANDRANGE",
    },
    Case {
        base: PIXEL,
        edits: &[(
            TEXCOORD_Y,
            "@dx.op.loadInput.f32(i32 4, i32 2, i32 0, i8 1, i32 undef)",
        )],
        rule: "INSTR.OPCONSTRANGE",
    },
    Case {
        base: PIXEL,
        edits: &[(
            "@dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3,",
            "@dx.op.storeOutput.f32(i32 5, i32 0, i32 1, i8 3,",
        )],
        rule: "INSTR.OPERANDRANGE",
    },
    Case {
        base: HULL,
        edits: &[(
            "@dx.op.storePatchConstant.f32(i32 106, i32 0, i32 2, i8 0,",
            "@dx.op.storePatchConstant.f32(i32 106, i32 0, i32 3, i8 0,",
        )],
        rule: "INSTR.OPERANDRANGE",
    },
    Case {
        base: MESH,
        edits: &[(
            "@dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 3,",
            "@dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 5,",
        )],
        rule: "INSTR.OPERANDRANGE",
    },
    // An instruction reading undef; lifetime markers before DXIL 1.6.
    Case {
        base: RAYGEN,
        edits: &[("  %12 = or i1 %9, %11", "  %12 = or i1 %9, undef")],
        rule: "INSTR.NOREADINGUNINITIALIZED",
    },
    Case {
        base: PIXEL,
        edits: &[(
            "%12 = fadd fast float %11, -5.000000e-01",
            "%12 = fadd fast float undef, -5.000000e-01",
        )],
        rule: "INSTR.NOREADINGUNINITIALIZED",
    },
    Case {
        base: LIFETIMES,
        edits: &[("!1 = !{i32 1, i32 6}", "!1 = !{i32 1, i32 5}")],
        rule: "DECL.DXILFNEXTERN",
    },
    // A library's pixel entry record removed: its loadInput calls belong to no entry.
    Case {
        base: LIBRARY_ENTRIES,
        edits: &[(
            "!dx.entryPoints = !{!15, !18, !22, !35, !42, !45, !52}",
            "!dx.entryPoints = !{!15, !18, !22, !35, !42, !52}",
        )],
        rule: "INSTR.SIGNATUREOPERATIONNOTINENTRY",
    },
    // Sampler modes against the sampling operations.
    Case {
        base: PIXEL,
        edits: &[(
            "ResourceProperties { i32 14, i32 0 }",
            "ResourceProperties { i32 32782, i32 0 }",
        )],
        rule: "INSTR.SAMPLERMODEFORSAMPLE",
    },
    Case {
        base: COMPARISON_SAMPLING,
        edits: &[(
            "ResourceProperties { i32 32782, i32 0 }",
            "ResourceProperties { i32 14, i32 0 }",
        )],
        rule: "INSTR.SAMPLERMODEFORSAMPLEC",
    },
    // A structured buffer's record made a texture or a raw buffer.
    Case {
        base: COUNTER,
        edits: &[(
            "!\"\", i32 0, i32 0, i32 1, i32 12, i1 false, i1 true",
            "!\"\", i32 0, i32 0, i32 1, i32 2, i1 false, i1 true",
        )],
        rule: "SM.INVALIDRESOURCECOMPTYPE",
    },
    Case {
        base: COUNTER,
        edits: &[(
            "!\"\", i32 0, i32 0, i32 1, i32 12, i1 false, i1 true",
            "!\"\", i32 0, i32 0, i32 1, i32 11, i1 false, i1 true",
        )],
        rule: "SM.COUNTERONLYONSTRUCTBUF",
    },
    Case {
        base: SKINNING,
        edits: &[(
            "!\"\", i32 0, i32 0, i32 1, i32 12, i32 0, !7}",
            "!\"\", i32 0, i32 0, i32 1, i32 10, i32 0, !7}",
        )],
        rule: "META.TEXTURETYPE",
    },
];

const TEXCOORD_Y: &str = "@dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)";

/// Edits both validators accept: the near misses of the rules above, where DXC's
/// validator is more lenient than a reading of DXIL.rst would be.
const NEAR_MISSES: &[(&str, &[(&str, &str)])] = &[
    // The two records completed in the other order.
    (
        NODE_RECORDS,
        &[(
            "  call void @dx.op.outputComplete(i32 241, %dx.types.NodeRecordHandle %4)  ; OutputComplete(output)\n  call void @dx.op.outputComplete(i32 241, %dx.types.NodeRecordHandle %6)",
            "  call void @dx.op.outputComplete(i32 241, %dx.types.NodeRecordHandle %6)\n  call void @dx.op.outputComplete(i32 241, %dx.types.NodeRecordHandle %4)",
        )],
    ),
    // A library's resource global read through a getelementptr, and cast to a
    // scalar pointer nothing uses (a library may cast to and from structs).
    (
        LIBRARY_RESOURCE,
        &[(
            LIBRARY_RESOURCE_RET,
            "  %g = getelementptr %dx.types.Handle, %dx.types.Handle* @\"\\01?buffer@@3URWByteAddressBuffer@@A\", i32 0\n  %h = load %dx.types.Handle, %dx.types.Handle* %g\n  %q = bitcast %dx.types.Handle* @\"\\01?buffer@@3URWByteAddressBuffer@@A\" to i32*\n  ret void\n}\n",
        )],
    ),
    // Constant-buffer members in place: an array at a row, a nested struct's members
    // and those of an array of them inside their struct's size.
    (
        CBUFFER_MEMBERS,
        &[CBUFFER_FIRST_AT_0, CBUFFER_ARRAY, CBUFFER_SECOND_AT_16, (CBUFFER_SIZE, "!8 = !{i32 48,")],
    ),
    (
        CBUFFER_MEMBERS,
        &[CBUFFER_FIRST_AT_0, CBUFFER_NESTED, CBUFFER_SECOND_AT_16, (CBUFFER_SIZE, "!8 = !{i32 24,"), (CBUFFER_ANNOTATIONS, CBUFFER_NESTED_ANNOTATIONS_B2_AT_4)],
    ),
    (
        CBUFFER_MEMBERS,
        &[CBUFFER_FIRST_AT_0, (CBUFFER_TYPE, "%Bar = type { float, float }\n%Foo1 = type { <4 x float>, [2 x %Bar] }"), CBUFFER_SECOND_AT_16, (CBUFFER_SIZE, "!8 = !{i32 40,"), (CBUFFER_ANNOTATIONS, CBUFFER_NESTED_ANNOTATIONS_B2_AT_4)],
    ),
    // The same under a limit of 4,096.
    (
        CHAINED_TGSM,
        &[SM_6_10[0], SM_6_10[1], ("!5 = !{i32 4, !6}", "!5 = !{i32 4, !6, i32 24, i32 4096}")],
    ),
    // An internal global a GEP instruction names.
    (BREAK_COND, &[BREAK_GEP]),
    // Derivatives in a compute shader of 8 x 8 threads (shader model 6.6), and a
    // clamp of 0.0, which is no clamp (no tiled resources flag).
    (SAMPLE, SAMPLE_IMPLICIT),
    // Forcing 2-state opacity micromaps and allowing them.
    (
        RAY_QUERY,
        &[
            (
                "declare i32 @dx.op.allocateRayQuery(i32, i32) #0",
                "declare i32 @dx.op.allocateRayQuery2(i32, i32, i32) #0",
            ),
            (ALLOCATE, "%3 = call i32 @dx.op.allocateRayQuery2(i32 258, i32 1024, i32 1)"),
        ],
    ),
    // Node memory named by all memory in a compute shader.
    (
        BARRIERS,
        &[
            (NODE_PROPS, "!7 = !{i32 8, i32 5, i32 4, !9, i32 5, !10}"),
            ("(i32 244, i32 7, i32 3)", "(i32 244, i32 15, i32 3)"),
        ],
    ),
    // The groupshared array's last element.
    (
        GROUPSHARED,
        &[(
            "  ret void",
            "  %last = getelementptr [64 x i32], [64 x i32] addrspace(3)* @\"\\01?LocalBins@@3PAIA\", i32 0, i32 63\n\
             store i32 0, i32 addrspace(3)* %last, align 4\n  ret void",
        )],
    ),
    // A pixel shader's global UAV fence, and a compute shader's group sync with a
    // groupshared fence.
    (
        PIXEL,
        &[
            ("  ret void", "  call void @dx.op.barrier(i32 80, i32 2)\n  ret void"),
            (
                "attributes #0 =",
                "declare void @dx.op.barrier(i32, i32) #1\nattributes #0 =",
            ),
        ],
    ),
    (
        SAMPLE,
        &[
            ("  ret void", "  call void @dx.op.barrier(i32 80, i32 9)\n  ret void"),
            (
                "attributes #0 =",
                "declare void @dx.op.barrier(i32, i32) #2\nattributes #0 =",
            ),
        ],
    ),
    // A system value's element under another name: dxv names such an element by its
    // kind, so META.SEMAKINDMATCHESNAME never fires on a container.
    (
        PIXEL,
        &[(
            "!\"SV_Position\", i8 9, i8 3, !15, i8 4",
            "!\"FOO\", i8 9, i8 3, !15, i8 4",
        )],
    ),
    // A column equal to the element's column count (DXC compares with `>`).
    (PIXEL, &[(TEXCOORD_Y, "@dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 2, i32 undef)")]),
    // TraceRay's handle is not checked (HitObject_TraceRay's is).
    (
        RAYGEN,
        &[
            (
                "@dx.op.traceRay.struct.ray_payload_t(i32 157, %dx.types.Handle %31,",
                "@dx.op.traceRay.struct.ray_payload_t(i32 157, %dx.types.Handle %rw,",
            ),
            (
                "  %31 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure",
                "  %rw = call %dx.types.Handle @\"dx.op.createHandleForLib.class.RWTexture2D<vector<float, 4> >\"(i32 160, %\"class.RWTexture2D<vector<float, 4> >\" %19)\n  %31 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure",
            ),
        ],
    ),
    // A library may call LLVM's intrinsics.
    (
        RAYGEN,
        &[
            (
                "  %28 = extractvalue %dx.types.CBufRet.f32 %27, 0\n",
                "  %a28 = extractvalue %dx.types.CBufRet.f32 %27, 0\n  %28 = call float @llvm.fabs.f32(float %a28)\n",
            ),
            ("\n; Function Attrs: nounwind\ndefine void @\"\\01?miss", "\ndeclare float @llvm.fabs.f32(float)\n\n; Function Attrs: nounwind\ndefine void @\"\\01?miss"),
        ],
    ),
    // A sampler record's mode past the invalid one (3); an acceleration structure's kind
    // on a UAV record (a raw SRV in PSV0, as DXC writes it).
    (
        PIXEL,
        &[("i32 0, i32 0, i32 1, i32 0, null}", "i32 0, i32 0, i32 1, i32 4, null}")],
    ),
    (
        TYPED_UAV,
        &[("i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !7}", "i32 0, i32 0, i32 1, i32 16, i1 false, i1 false, i1 false, !7}")],
    ),
    // A constant buffer whose symbol is an array binds any number of registers.
    (
        CREATE_HANDLE,
        &[(CBUFFER_RECORD, "!13 = !{i32 0, [2 x %GatherParams]* undef, !\"\", i32 0, i32 0, i32 3, i32 8, null}")],
    ),
    (
        CREATE_HANDLE,
        &[(CBUFFER_RECORD, "!13 = !{i32 0, [2 x %GatherParams]* undef, !\"\", i32 0, i32 0, i32 1, i32 8, null}")],
    ),
    // Named metadata DXIL knows beyond its own: a library's subobjects.
    (LIBRARY_ENTRIES, &[(IDENT, "!dx.subobjects = !{}\n!llvm.ident = !{!0}")]),
    // An undefined value stored (a store's value may be undef).
    (
        RAYGEN,
        &[(
            "store <3 x float> <float 0x3FD99999A0000000, float 0.000000e+00, float 0.000000e+00>",
            "store <3 x float> undef",
        )],
    ),
];

const TYPED_STORE: &str = "float %20, float %21, float %22, float %23, i8 15)";
const SAMPLE_OPERANDS: &str =
    "float %15, float %16, float undef, float undef, i32 0, i32 0, i32 undef,";

// Declarations (cs_texture2d_samplelevel declares threadId last among dx.op functions).
const DECLARATION_CASES: &[Case] = &[
    Case {
        base: SAMPLE,
        edits: &[(THREAD_ID, "declare i32 @dx.op.threadId.i32(i32, i32) #0\ndeclare float @dx.op.unary.f32(i32, float) #0")],
        rule: "DECL.USEDEXTERNALFUNCTION",
    },
    Case {
        base: SAMPLE,
        edits: &[(THREAD_ID, "declare i32 @dx.op.threadId.i32(i32, i32) #0\ndeclare float @llvm.sqrt.f32(float)")],
        rule: "DECL.DXILFNEXTERN",
    },
    Case {
        base: SAMPLE,
        edits: &[("define void @main() {", "@g = internal global i32 0\ndefine void @main() {")],
        rule: "DECL.USEDINTERNAL",
    },
];

const THREAD_ID: &str = "declare i32 @dx.op.threadId.i32(i32, i32) #0";
const IDENT: &str = "!llvm.ident = !{!0}";
/// A module of shader model 6.0: handles from `CreateHandle(class, rangeId, index, nonUniform)`.
const CREATE_HANDLE: &str = "corpus/cs_buffer_uint_indirect_gather.ll";
const CBUFFER_RECORD: &str =
    "!13 = !{i32 0, %GatherParams* undef, !\"\", i32 0, i32 0, i32 1, i32 8, null}";
const UAV_HANDLE: &str =
    "  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)";

const PIXEL_SAMPLE: &str = "float %3, float %4, float undef, float undef, i32 0, i32 0, i32 undef, float undef)  ; Sample(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,clamp)\n";
const PIXEL_SAMPLE_DECLARATION: &str = "declare %dx.types.ResRet.f32 @dx.op.sample.f32(";

// The module's named metadata, `CreateHandle`'s constant operands, a level of detail
// taken with a comparison sampler (props bit 15).
const MODULE_CASES: &[Case] = &[
    Case {
        base: PIXEL,
        edits: &[
            (PIXEL_SAMPLE, "float %3, float %4, float undef, float undef, i32 0, i32 0, i32 undef, float undef)\n  %lod = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %5, %dx.types.Handle %6, float %3, float %4, float undef, i1 true)\n"),
            (PIXEL_SAMPLE_DECLARATION, "declare float @dx.op.calculateLOD.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, i1) #2\ndeclare %dx.types.ResRet.f32 @dx.op.sample.f32("),
            ("ResourceProperties { i32 14, i32 0 }", "ResourceProperties { i32 32782, i32 0 }"),
        ],
        rule: "INSTR.SAMPLERMODEFORLOD",
    },
    Case {
        base: SAMPLE,
        edits: &[(IDENT, "!dx.source.contents = !{!0}\n!llvm.ident = !{!0}")],
        rule: "META.KNOWN",
    },
    Case {
        base: SAMPLE,
        edits: &[(IDENT, "!llvm.used = !{!0}\n!llvm.ident = !{!0}")],
        rule: "META.KNOWN",
    },
    Case {
        base: CREATE_HANDLE,
        edits: &[(UAV_HANDLE, "  %rid = add i32 0, 0\n  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 %rid, i32 0, i1 false)")],
        rule: "INSTR.OPCONSTRANGE",
    },
    Case {
        base: CREATE_HANDLE,
        edits: &[(UAV_HANDLE, "  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 9, i32 0, i1 false)")],
        rule: "INSTR.OPCONSTRANGE",
    },
    Case {
        base: CREATE_HANDLE,
        edits: &[(UAV_HANDLE, "  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 7, i32 0, i32 0, i1 false)")],
        rule: "INSTR.OPCONSTRANGE",
    },
    // A constant buffer's symbol that is no struct, or no array but two registers wide.
    Case {
        base: CREATE_HANDLE,
        edits: &[(CBUFFER_RECORD, "!13 = !{i32 0, i32* undef, !\"\", i32 0, i32 0, i32 1, i32 8, null}")],
        rule: "SM.CBUFFERTEMPLATETYPEMUSTBESTRUCT",
    },
    Case {
        base: CREATE_HANDLE,
        edits: &[(CBUFFER_RECORD, "!13 = !{i32 0, %GatherParams* undef, !\"\", i32 0, i32 0, i32 2, i32 8, null}")],
        rule: "META.WELLFORMED",
    },
    Case {
        base: "corpus/cs_bit_intrinsics_sort_keys.ll",
        edits: &[
            ("declare i32 @dx.op.threadId.i32(i32, i32)", "declare i32 @dx.op.threadIdX(i32, i32, i32)"),
            ("@dx.op.threadId.i32(i32 93, i32 0)", "@dx.op.threadIdX(i32 93, i32 0, i32 0)"),
        ],
        rule: "INSTR.CALLOLOAD",
    },
    Case {
        base: NODE_RECORDS,
        edits: &[(SECOND_COMPLETION, "  call void @dx.op.outputComplete(i32 241, %dx.types.NodeRecordHandle %4)")],
        rule: "INSTR.NODERECORDHANDLEUSEAFTERCOMPLETE",
    },
    Case {
        // Two of a library's buffers bound to one register (two others are left for
        // the linker to bind, at register -1, as a near miss).
        base: "stages/lib/register_args_lib.ll",
        edits: &[("!\"buf_d\", i32 3, i32 2, i32 1", "!\"buf_d\", i32 0, i32 1, i32 1")],
        rule: "SM.RESOURCERANGEOVERLAP",
    },
    Case {
        base: LIBRARY_RESOURCE,
        edits: &[(
            LIBRARY_RESOURCE_RET,
            "  %a = alloca %dx.types.Handle*\n  store %dx.types.Handle* @\"\\01?buffer@@3URWByteAddressBuffer@@A\", %dx.types.Handle** %a\n  ret void\n}\n",
        )],
        rule: "INSTR.RESOURCEUSER",
    },
    Case {
        base: LIBRARY_RESOURCE,
        edits: &[(
            LIBRARY_RESOURCE_RET,
            "  %q = bitcast %dx.types.Handle* @\"\\01?buffer@@3URWByteAddressBuffer@@A\" to i32*\n  %r = load i32, i32* %q\n  ret void\n}\n",
        )],
        rule: "INSTR.RESOURCEUSER",
    },
    Case {
        base: LIBRARY_RESOURCE,
        edits: &[(
            "!4 = !{null, !5, null, null}",
            "!4 = !{!50, !5, null, null}\n!50 = !{!51}\n!51 = !{i32 0, %struct.RWByteAddressBuffer* bitcast (%dx.types.Handle* @\"\\01?buffer@@3URWByteAddressBuffer@@A\" to %struct.RWByteAddressBuffer*), !\"buffer2\", i32 0, i32 3, i32 1, i32 11, i32 0, null}",
        )],
        rule: "INSTR.RESOURCEMAPTOSINGLEENTRY",
    },
    Case {
        base: CBUFFER_MEMBERS,
        edits: &[CBUFFER_FIRST_AT_0, CBUFFER_ARRAY, (CBUFFER_SECOND, "!10 = !{i32 6, !\"g2\", i32 3, i32 20, i32 7, i32 9}"), (CBUFFER_SIZE, "!8 = !{i32 64,")],
        rule: "SM.CBUFFERARRAYOFFSETALIGNMENT",
    },
    Case {
        base: CBUFFER_MEMBERS,
        edits: &[CBUFFER_FIRST_AT_0, CBUFFER_NESTED, CBUFFER_SECOND_AT_16, (CBUFFER_SIZE, "!8 = !{i32 28,"), (CBUFFER_ANNOTATIONS, CBUFFER_NESTED_ANNOTATIONS_B2_AT_8)],
        rule: "SM.CBUFFERELEMENTOVERFLOW",
    },
    Case {
        base: CBUFFER_MEMBERS,
        edits: &[CBUFFER_FIRST_AT_0, CBUFFER_NESTED, CBUFFER_SECOND_AT_16, (CBUFFER_SIZE, "!8 = !{i32 24,"), (CBUFFER_ANNOTATIONS, CBUFFER_NESTED_ANNOTATIONS_B2_AT_2)],
        rule: "SM.CBUFFEROFFSETOVERLAP",
    },
];

/// Two node records allocated and completed in turn, in each of two node shaders.
const NODE_RECORDS: &str = "stages/lib/case150_multiple_getnoderoutputrecord.ll";
const SECOND_COMPLETION: &str =
    "  call void @dx.op.outputComplete(i32 241, %dx.types.NodeRecordHandle %6)  ; OutputComplete(output)";

/// A library whose one resource's record names its global through a bitcast.
const LIBRARY_RESOURCE: &str = "stages/lib/DontDebugNoRegnum.ll";
const LIBRARY_RESOURCE_RET: &str = "  ret void\n}\n";

/// DXC's validator test of overlapping constant-buffer members: `%Foo1`'s two rows,
/// `g1` at 16 and `g2` at 8 in a struct of 32 bytes (dxv: overlap at 16).
const CBUFFER_MEMBERS: &str = "../dxc-validation-tests/cases/CBufferOverlap0.ll";
const CBUFFER_FIRST_AT_0: (&str, &str) = (
    "!9 = !{i32 6, !\"g1\", i32 3, i32 16, i32 7, i32 9}",
    "!9 = !{i32 6, !\"g1\", i32 3, i32 0, i32 7, i32 9}",
);
const CBUFFER_SECOND: &str = "!10 = !{i32 6, !\"g2\", i32 3, i32 8, i32 7, i32 9}";
const CBUFFER_SECOND_AT_16: (&str, &str) = (
    CBUFFER_SECOND,
    "!10 = !{i32 6, !\"g2\", i32 3, i32 16, i32 7, i32 9}",
);
const CBUFFER_SIZE: &str = "!8 = !{i32 32,";
const CBUFFER_TYPE: &str = "%Foo1 = type { <4 x float>, <4 x float> }";
/// The second row made an array of two.
const CBUFFER_ARRAY: (&str, &str) = (
    CBUFFER_TYPE,
    "%Foo1 = type { <4 x float>, [2 x <4 x float>] }",
);
/// The second row made a struct of two floats, annotated `b1` at 0 and `b2` at B2.
const CBUFFER_NESTED: (&str, &str) = (
    CBUFFER_TYPE,
    "%Bar = type { float, float }\n%Foo1 = type { <4 x float>, %Bar }",
);
const CBUFFER_ANNOTATIONS: &str = "!7 = !{i32 0, %Foo1 undef, !8}";
const CBUFFER_NESTED_ANNOTATIONS_B2_AT_4: &str = "!7 = !{i32 0, %Foo1 undef, !8, %Bar undef, !90}\n!90 = !{i32 8, !91, !92}\n!91 = !{i32 6, !\"b1\", i32 3, i32 0, i32 7, i32 9}\n!92 = !{i32 6, !\"b2\", i32 3, i32 4, i32 7, i32 9}";
const CBUFFER_NESTED_ANNOTATIONS_B2_AT_2: &str = "!7 = !{i32 0, %Foo1 undef, !8, %Bar undef, !90}\n!90 = !{i32 8, !91, !92}\n!91 = !{i32 6, !\"b1\", i32 3, i32 0, i32 7, i32 9}\n!92 = !{i32 6, !\"b2\", i32 3, i32 2, i32 7, i32 9}";
const CBUFFER_NESTED_ANNOTATIONS_B2_AT_8: &str = "!7 = !{i32 0, %Foo1 undef, !8, %Bar undef, !90}\n!90 = !{i32 8, !91, !92}\n!91 = !{i32 6, !\"b1\", i32 3, i32 0, i32 7, i32 9}\n!92 = !{i32 6, !\"b2\", i32 3, i32 8, i32 7, i32 9}";

const GS_STATE: &str = "!22 = !{i32 1, i32 3, i32 1, i32 5, i32 1}";

const SRV_RECORD: &str = "i32 0, i32 1, i32 2, i32 0, !7}";
const BARRIERS: &str = "stages/lib/case117_barrier_memoryarg.ll";
/// The compute shader's `SampleLevel` made an implicit-LOD `Sample` (derivatives).
const SAMPLE_IMPLICIT: &[(&str, &str)] = &[
    (
        "@dx.op.sampleLevel.f32(i32 62,",
        "@dx.op.sample.f32(i32 60,",
    ),
    (
        "declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(",
        "declare %dx.types.ResRet.f32 @dx.op.sample.f32(",
    ),
];
const PIXEL_THREAD_ID: &[(&str, &str)] = &[
    (
        "define void @main() {\n",
        "define void @main() {\n  %tid = call i32 @dx.op.threadId.i32(i32 93, i32 0)\n",
    ),
    (
        "declare void @dx.op.discard(i32, i1) #1",
        "declare void @dx.op.discard(i32, i1) #1\ndeclare i32 @dx.op.threadId.i32(i32, i32) #0",
    ),
];
const PRECISE: &str = "stages/gs/gs_precise_output.ll";
const BREAK_COND: &str = "corpus/cs_wave_read_lane_first.ll";
/// The load of `@dx.break.cond` through a GEP instruction, not a constant expression.
const BREAK_GEP: (&str, &str) = (
    "%1 = load i32, i32* getelementptr inbounds ([1 x i32], [1 x i32]* @dx.break.cond, i32 0, i32 0)",
    "%brk = getelementptr inbounds [1 x i32], [1 x i32]* @dx.break.cond, i32 0, i32 0\n  %1 = load i32, i32* %brk",
);
const HALF_TONEMAP: &str = "corpus/cs_rwbuffer_half4_tonemap.ll";
const CHAINED_TGSM: &str = "../dxc-validation-tests/lit/GroupShared/tgsm-chained-gep.ll";
/// The chained-GEP compute shader made shader model 6.10, which may limit its
/// groupshared memory (it uses 2,304 bytes).
const SM_6_10: [(&str, &str); 2] = [
    ("!1 = !{i32 1, i32 9}", "!1 = !{i32 1, i32 10}"),
    (
        "!3 = !{!\"cs\", i32 6, i32 9}",
        "!3 = !{!\"cs\", i32 6, i32 10}",
    ),
];
/// `@dx.break.cond` made bytes, read as a word through a byte pointer.
const BREAK_BYTES: &[(&str, &str)] = &[
    (
        "@dx.break.cond = internal constant [1 x i32] zeroinitializer",
        "@dx.break.cond = internal constant [4 x i8] zeroinitializer",
    ),
    (
        "%1 = load i32, i32* getelementptr inbounds ([1 x i32], [1 x i32]* @dx.break.cond, i32 0, i32 0)",
        "%brk8 = getelementptr inbounds [4 x i8], [4 x i8]* @dx.break.cond, i32 0, i32 0\n  %brk = bitcast i8* %brk8 to i32*\n  %1 = load i32, i32* %brk",
    ),
];
const NODE_PROPS: &str = "!7 = !{i32 8, i32 15, i32 13, i32 1, i32 15, !8, i32 16, i32 -1, i32 18, !9, i32 4, !9, i32 5, !10}";
const RAY_QUERY: &str = "../dxc-validation-tests/lit/triangle_position_passing.ll";
const ALLOCATE: &str = "%3 = call i32 @dx.op.allocateRayQuery(i32 178, i32 0)";
const MAKE_NOP: &str = "declare %dx.types.HitObject @dx.op.hitObject_MakeNop(i32) #1";
const RAY_FLAGS_DECL: &str = "declare %dx.types.HitObject @dx.op.hitObject_MakeNop(i32) #1\ndeclare i32 @dx.op.hitObject_StateScalar.i32(i32, %dx.types.HitObject) #1\ndeclare i32 @dx.op.allocateRayQuery2(i32, i32, i32) #1";
const UAV_RECORD: &str = "i32 1, i32 10, i1 false";

#[test]
fn edited_modules_break_the_rules_dxv_names() {
    let Some(shared) = common::shared() else {
        return;
    };
    let dir = shared.join("dxc-reference");
    let dxv = common::dxv_path().is_some();
    for base in [
        SAMPLE,
        DIMENSIONS,
        COUNTER,
        LOADS,
        PIXEL,
        GEOMETRY,
        HULL,
        MESH,
        MESH_PRIMITIVES,
        GROUPSHARED,
        AMPLIFICATION,
        RAYGEN,
        LIFETIMES,
        LIBRARY_ENTRIES,
        COMPARISON_SAMPLING,
        SKINNING,
        TYPED_UAV,
        CREATE_HANDLE,
        BARRIERS,
        RAY_QUERY,
        PRECISE,
        BREAK_COND,
        HALF_TONEMAP,
        CHAINED_TGSM,
    ] {
        let text = std::fs::read_to_string(dir.join(base)).unwrap();
        let v = dxil_emit::validate::validate(&assemble(&text, base));
        assert!(v.is_valid(), "{base} unedited: {}", v.to_text());
    }
    for case in CASES
        .iter()
        .chain(SIGNATURE_CASES)
        .chain(DECLARATION_CASES)
        .chain(OPERAND_CASES)
        .chain(SIGNATURE_ACCESS_CASES)
        .chain(MODULE_CASES)
    {
        let mut text = std::fs::read_to_string(dir.join(case.base)).unwrap();
        for (find, replace) in case.edits {
            assert!(text.contains(find), "{}: no `{find}`", case.base);
            text = text.replace(find, replace);
        }
        let what = format!("{} ({})", case.base, case.rule);
        let container = assemble(&text, &what);
        let v = dxil_emit::validate::validate(&container);
        let rules: Vec<&str> = v.diagnostics.iter().map(|d| d.rule).collect();
        assert!(rules.contains(&case.rule), "{what}: ours reports {rules:?}");
        if dxv {
            assert!(
                common::dxv_rejection(&container).is_some(),
                "{what}: dxv accepts the edited module"
            );
        }
    }
}

#[test]
fn near_misses_are_valid_to_both() {
    let Some(shared) = common::shared() else {
        return;
    };
    let dir = shared.join("dxc-reference");
    let dxv = common::dxv_path().is_some();
    for (base, edits) in NEAR_MISSES {
        let mut text = std::fs::read_to_string(dir.join(base)).unwrap();
        for (find, replace) in *edits {
            assert!(text.contains(find), "{base}: no `{find}`");
            text = text.replacen(find, replace, 1);
        }
        let what = format!("{base} near miss `{}`", edits[0].1);
        let container = assemble(&text, &what);
        let v = dxil_emit::validate::validate(&container);
        assert!(v.is_valid(), "{what}: {}", v.to_text());
        if dxv {
            assert_eq!(
                common::dxv_rejection(&container),
                None,
                "{what}: dxv rejects it"
            );
        }
    }
}

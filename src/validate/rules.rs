//! The validation rules as data: every rule code DXIL.rst's table lists
//! (`rules.txt`, one code per line), and those this validator checks.

/// Every rule code of DXIL.rst's validation table, in its order.
pub fn all() -> impl Iterator<Item = &'static str> {
    include_str!("rules.txt").lines().filter(|l| !l.is_empty())
}

/// The rules [`super::validate`] checks.
pub const IMPLEMENTED: &[&str] = &[
    "BITCODE.VALID",
    "CONTAINER.CONTENTINVALID",
    "CONTAINER.PARTINVALID",
    "CONTAINER.PARTMATCHES",
    "CONTAINER.PARTMISSING",
    "CONTAINER.PARTREPEATED",
    "CONTAINER.ROOTSIGNATUREINCOMPATIBLE",
    "DECL.ATTRSTRUCT",
    "DECL.DXILNSRESERVED",
    "DECL.EXTRAARGS",
    "DECL.FNATTRIBUTE",
    "DECL.MULTIPLENODEINPUTS",
    "DECL.NODELAUNCHINPUTTYPE",
    "DECL.PARAMSTRUCT",
    "DECL.PAYLOADSTRUCT",
    "DECL.SHADERMISSINGARG",
    "DECL.SHADERRETURNVOID",
    "FLOW.DEADLOOP",
    "FLOW.FUNCTIONCALL",
    "FLOW.NORECURSION",
    "FLOW.REDUCIBLE",
    "INSTR.ALLOWED",
    "INSTR.ATOMICCONST",
    "INSTR.ATOMICINTRINNONUAV",
    "INSTR.ATOMICOPNONGROUPSHAREDORRECORD",
    "INSTR.DXILSTRUCTUSER",
    "INSTR.EXPDXILOPCODEREQUIRESEXPSM",
    "INSTR.ILLEGALDXILOPCODE",
    "INSTR.ILLEGALDXILOPFUNCTION",
    "INSTR.MINPRECISONBITCAST",
    "INSTR.NOGENERICPTRADDRSPACECAST",
    "INSTR.NOIDIVBYZERO",
    "INSTR.NOUDIVBYZERO",
    "INSTR.OLOAD",
    "INSTR.OPCODERESERVED",
    "INSTR.PTRBITCAST",
    "INSTR.STRUCTBITCAST",
    "META.BARYCENTRICSFLOAT3",
    "META.BARYCENTRICSINTERPOLATION",
    "META.BARYCENTRICSTWOPERSPECTIVES",
    "META.BRANCHFLATTEN",
    "META.CLIPCULLMAXCOMPONENTS",
    "META.CLIPCULLMAXROWS",
    "META.COHERENCENOTONAPPENDCONSUME",
    "META.COMPUTEWITHNODE",
    "META.FORCECASEONSWITCH",
    "META.INTEGERINTERPMODE",
    "META.INTERPMODEINONEROW",
    "META.INVALIDCONTROLFLOWHINT",
    "META.NOSEMANTICOVERLAP",
    "META.REQUIRED",
    "META.SEMAKINDMATCHESNAME",
    "META.SEMANTICCOMPTYPE",
    "META.SEMANTICINDEXMAX",
    "META.SEMANTICLEN",
    "META.SEMANTICSHOULDBEALLOCATED",
    "META.SEMANTICSHOULDNOTBEALLOCATED",
    "META.SIGNATUREILLEGALCOMPONENTORDER",
    "META.SIGNATUREINDEXCONFLICT",
    "META.SIGNATUREOVERLAP",
    "META.STRUCTBUFALIGNMENTOUTOFBOUND",
    "META.TESSELLATOROUTPUTPRIMITIVE",
    "META.TESSELLATORPARTITION",
    "META.TEXTURETYPE",
    "META.USED",
    "META.VERSIONSUPPORTED",
    "SM.AMPLIFICATIONSHADERPAYLOADSIZE",
    "SM.CBUFFERELEMENTOVERFLOW",
    "SM.CBUFFEROFFSETOVERLAP",
    "SM.DOMAINLOCATIONIDXOOB",
    "SM.DSINPUTCONTROLPOINTCOUNTRANGE",
    "SM.GSINSTANCECOUNTRANGE",
    "SM.GSOUTPUTVERTEXCOUNTRANGE",
    "SM.HSINPUTCONTROLPOINTCOUNTRANGE",
    "SM.INCOMPATIBLEREQUIRESGROUP",
    "SM.INSIDETESSFACTORSIZEMATCHDOMAIN",
    "SM.ISOLINEOUTPUTPRIMITIVEMISMATCH",
    "SM.ISSPECIALFLOAT",
    "SM.MAXTGSMSIZEONENTRY",
    "SM.MAXTHEADGROUP",
    "SM.MESHPSIGROWCOUNT",
    "SM.MESHSHADERMAXPRIMITIVECOUNT",
    "SM.MESHSHADERMAXVERTEXCOUNT",
    "SM.MESHSHADERPAYLOADSIZE",
    "SM.MESHTOTALSIGROWCOUNT",
    "SM.MESHVSIGROWCOUNT",
    "SM.MULTISTREAMMUSTBEPOINT",
    "SM.OPCODE",
    "SM.OPCODEININVALIDFUNCTION",
    "SM.OUTPUTCONTROLPOINTCOUNTRANGE",
    "SM.PSTARGETCOL0",
    "SM.PSTARGETINDEXMATCHESROW",
    "SM.RAYSHADERPAYLOADSIZE",
    "SM.RAYSHADERSIGNATURES",
    "SM.RESOURCERANGEOVERLAP",
    "SM.SEMANTIC",
    "SM.STREAMINDEXRANGE",
    "SM.TESSFACTORSIZEMATCHDOMAIN",
    "SM.TGSMUNSUPPORTED",
    "SM.THREADGROUPCHANNELRANGE",
    "SM.TRIOUTPUTPRIMITIVEMISMATCH",
    "SM.VALIDDOMAIN",
    "TYPES.INTWIDTH",
    "TYPES.NOMULTIDIM",
    "TYPES.NOVECTOR",
];

/// Per rule group (`CONTAINER`, `INSTR`, ...): how many rules it has and how many are
/// checked, in DXIL.rst's order of groups.
pub fn coverage() -> Vec<(&'static str, usize, usize)> {
    let mut out: Vec<(&'static str, usize, usize)> = Vec::new();
    for rule in all() {
        let group = rule.split('.').next().unwrap_or(rule);
        let checked = usize::from(IMPLEMENTED.contains(&rule));
        match out.iter_mut().find(|(g, _, _)| *g == group) {
            Some(entry) => {
                entry.1 += 1;
                entry.2 += checked;
            }
            None => out.push((group, 1, checked)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_checked_rule_is_a_dxil_rule() {
        let all: Vec<&str> = all().collect();
        assert!(all.len() > 300, "{} rules", all.len());
        for rule in IMPLEMENTED {
            assert!(all.contains(rule), "{rule}");
        }
        let checked: usize = coverage().iter().map(|(_, _, c)| c).sum();
        assert_eq!(checked, IMPLEMENTED.len());
    }
}

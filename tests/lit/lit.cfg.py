# lit configuration that runs LLVM's own DirectX tests (../shared/llvm-dx-tests)
# against dxil-emit: our CLI stands in for `opt`, `llc` and `dxil-dis`; LLVM 22's
# FileCheck, not, split-file and object tools do the checking. run.py sets the
# environment this file reads.
import os
import lit.formats

config.name = "dxil-emit vs LLVM DirectX tests"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".test", ".yaml"]
config.test_source_root = os.environ["DXIL_EMIT_LLVM_TESTS"]
config.test_exec_root = os.environ["DXIL_EMIT_LIT_OUT"]
# ObjectYAML tests exercise only LLVM's own yaml tools; Inputs hold helper files.
config.excludes = ["ObjectYAML", "Inputs", "INDEX.md", "README.md", "NOT-READ.md", "lit.local.cfg"]
config.available_features.add("directx-registered-target")
# tools/dxil-dis/lit.local.cfg reads this: those tests need a `dxil-dis`, which we provide.
config.dxil_tests = True
config.environment["PATH"] = os.environ["DXIL_EMIT_SHIMS"] + os.pathsep + os.environ.get("PATH", "")

#!/usr/bin/env python3
"""Runs LLVM's DirectX tests (../shared/llvm-dx-tests) against dxil-emit with lit.

Our CLI plays `opt`, `llc` and `dxil-dis`; LLVM 22's FileCheck, not, split-file,
obj2yaml, yaml2obj, llvm-bcanalyzer, llvm-objcopy and llvm-dis check the results.
Prints pass/fail per file and the totals. Tests listed in expected-failures.txt
(one `path  # reason` a line) are expected to fail: CI fails when any other test
fails (a regression); a listed one that passes is reported so the list can shrink.

usage: run.py [--update] [lit args...]
  --update  rewrite expected-failures.txt from this run (keeping known reasons)
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TESTS = os.path.normpath(os.path.join(ROOT, "..", "shared", "llvm-dx-tests"))
OUT = os.path.join(ROOT, "target", "lit")
SHIMS = os.path.join(OUT, "bin")
XFAIL_FILE = os.path.join(ROOT, "tests", "lit", "expected-failures.txt")
LLVM_BIN = "/usr/lib/llvm-22/bin"

OURS = {"opt": "opt", "llc": "llc", "dxil-dis": "dis"}
LLVM_TOOLS = ["FileCheck", "not", "split-file", "obj2yaml", "yaml2obj", "llvm-bcanalyzer",
              "llvm-objcopy", "llvm-dis", "count"]


def make_shims(exe):
    os.makedirs(SHIMS, exist_ok=True)
    for name, sub in OURS.items():
        write_shim(name, f'exec "{exe}" {sub} "$@"')
    for name in LLVM_TOOLS:
        write_shim(name, f'exec "{LLVM_BIN}/{name}" "$@"')


def write_shim(name, body):
    path = os.path.join(SHIMS, name)
    with open(path, "w") as f:
        f.write("#!/bin/sh\n" + body + "\n")
    os.chmod(path, 0o755)


def read_xfails():
    reasons = {}
    if os.path.exists(XFAIL_FILE):
        for line in open(XFAIL_FILE):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            path, _, reason = line.partition("#")
            reasons[path.strip()] = reason.strip()
    return reasons


def main():
    args = sys.argv[1:]
    update = "--update" in args
    args = [a for a in args if a != "--update"]
    exe = os.path.join(ROOT, "target", "debug", "dxil-emit")
    if not os.path.exists(exe):
        sys.exit("build dxil-emit first: cargo build --bin dxil-emit")
    if not os.path.isdir(TESTS):
        print("note: ../shared/llvm-dx-tests is missing; nothing to run")
        return 0
    make_shims(exe)
    xfails = read_xfails()
    env = dict(os.environ)
    env.update(DXIL_EMIT_LLVM_TESTS=TESTS, DXIL_EMIT_LIT_OUT=OUT, DXIL_EMIT_SHIMS=SHIMS)
    if xfails and not update:
        env["LIT_XFAIL"] = ";".join(xfails)
    cmd = [f"{LLVM_BIN}/lit", "-v", "--no-progress-bar", "-j", str(os.cpu_count() or 2),
           os.path.join(ROOT, "tests", "lit")] + args
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True)
    results = {}
    errors = {}
    current = None
    for line in proc.stdout.splitlines():
        m = re.match(r"^(PASS|FAIL|XFAIL|XPASS|UNSUPPORTED|UNRESOLVED): .*? :: (.*) \(\d+ of \d+\)$", line)
        if m:
            current = m.group(2)
            results[current] = m.group(1)
            continue
        if current and results.get(current) == "FAIL":
            e = re.search(r"error: (.*)", line)
            if e:
                errors.setdefault(current, []).append(e.group(1)[:150])
    # The reason of a failure: our own tool's error if it gave one, else FileCheck's.
    checker = re.compile(r"^[A-Z0-9_-]+(-NEXT|-NOT|-SAME|-DAG|-LABEL|-EMPTY)?: ")
    first_error = {}
    for path, errs in errors.items():
        ours = [e for e in errs if not checker.match(e)]
        first_error[path] = (ours or errs)[0]
    for path in sorted(results):
        print(f"{results[path]:12} {path}")
    counts = {}
    for r in results.values():
        counts[r] = counts.get(r, 0) + 1
    passed = counts.get("PASS", 0)
    total = len(results) - counts.get("UNSUPPORTED", 0)
    print("totals: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    print(f"conformance: {passed + counts.get('XPASS', 0)} of {total} LLVM DirectX tests pass")
    if update:
        with open(XFAIL_FILE, "w") as f:
            f.write("# LLVM DirectX tests we do not pass yet, with the reason. Written by\n"
                    "# `tests/lit/run.py --update`; shrink it as lowering lands.\n")
            for path in sorted(p for p, r in results.items() if r in ("FAIL", "XFAIL")):
                reason = first_error.get(path) or xfails.get(path) or "output differs from the CHECK lines"
                f.write(f"{path}  # {reason}\n")
        return 0
    bad = [p for p, r in results.items() if r in ("FAIL", "UNRESOLVED")]
    for p in bad:
        print(f"regression: {results[p]} {p}")
    fixed = [p for p, r in results.items() if r == "XPASS"]
    for p in fixed:
        print(f"now passes (run `tests/lit/run.py --update` to shrink the list): {p}")
    print(f"{passed + len(fixed)} passed, {len(bad)} failed")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

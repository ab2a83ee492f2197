#!/usr/bin/env node
// Runs a WASI (preview 1) command module under node's WASI, as if it were a native
// command: `node --no-warnings scripts/wasi-run.mjs MODULE.wasm [ARG ...]`.
//
// The module sees the whole file system (`/` is preopened) and the host's environment,
// with PWD set to the working directory. WASI preview 1 has no working directory of its
// own (a module starts at `/`); dxil-emit's CLI changes to $PWD when it starts on WASI,
// so relative paths (`examples/saxpy.ll`, `../shared/...`) mean what they mean natively.
// Standard input, output and error are the process's. Exits with the module's exit code.
import { readFile } from 'node:fs/promises';
import process from 'node:process';
import { WASI } from 'node:wasi';

const [modulePath, ...args] = process.argv.slice(2);
if (!modulePath) {
  process.stderr.write('usage: node --no-warnings scripts/wasi-run.mjs MODULE.wasm [ARG ...]\n');
  process.exit(2);
}

const wasi = new WASI({
  version: 'preview1',
  // argv[0] is the program's name, as a shell gives it.
  args: [modulePath, ...args],
  env: { ...process.env, PWD: process.cwd() },
  preopens: { '/': '/' },
  returnOnExit: true,
});

let module;
try {
  module = await WebAssembly.compile(await readFile(modulePath));
} catch (e) {
  process.stderr.write(`wasi-run: ${modulePath}: ${e.message}\n`);
  process.exit(2);
}
// (Node before 18.17 has no getImportObject.)
const imports = wasi.getImportObject?.() ?? { wasi_snapshot_preview1: wasi.wasiImport };
const instance = await WebAssembly.instantiate(module, imports);
// A trap (a Rust panic aborts with `unreachable`) throws; report it as a crash.
let code;
try {
  code = wasi.start(instance);
} catch (e) {
  process.stderr.write(`wasi-run: ${modulePath} trapped: ${e.message}\n`);
  code = 134;
}
process.exitCode = code;

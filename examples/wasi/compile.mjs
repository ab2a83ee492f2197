// Compiling a shader's LLVM IR text to a DXIL container with the WebAssembly build of
// the dxil-emit CLI (`cargo build --release --target wasm32-wasip1 --bin dxil-emit`),
// in a browser or in node, with no WASI runtime of the host: the few WASI calls the CLI
// makes are answered here from an in-memory directory, `/work`, holding the IR (and the
// HLSL source a pixel or vertex shader needs), where the CLI writes the container.
//
//   import { compile } from './compile.mjs';
//   const module = await WebAssembly.compileStreaming(fetch('dxil-emit.wasm'));
//   const { ok, dxil, stderr } = await compile(module, irText, { hlsl: hlslText });
//
// `dxil` is the container's bytes (a Uint8Array) when `ok`; `stderr` holds the CLI's
// messages (`/work/shader.ll:LINE:COL: error: ...`). Compile the module once and call
// `compile` as often as needed: each call runs the command in a new instance.
//
// From the command line (as scripts/wasm-check runs it):
//   node examples/wasi/compile.mjs dxil-emit.wasm IN.ll OUT.dxil [IN.hlsl] [-- ARG ...]
// reads the files into strings, compiles them as above and writes OUT.dxil.

const encoder = new TextEncoder();
const decoder = new TextDecoder();
// Browsers and node 19+ have Web Crypto as a global; node 18 has it in node:crypto.
const webCrypto = globalThis.crypto ?? (await import('node:crypto')).webcrypto;

/**
 * Compiles `ir` (LLVM IR text) with the dxil-emit CLI module `module` (a
 * WebAssembly.Module). Options: `hlsl`, the HLSL source (text) for `--hlsl`; `args`, more
 * arguments for `dxil-emit compile` (e.g. `['--shader-model', '6.6']`); `name`, the
 * file stem the messages show (default `shader`).
 */
export async function compile(module, ir, { hlsl, args = [], name = 'shader' } = {}) {
  const files = { [`${name}.ll`]: ir };
  const argv = ['dxil-emit', 'compile', `/work/${name}.ll`, '-o', `/work/${name}.dxil`];
  if (hlsl !== undefined) {
    files[`${name}.hlsl`] = hlsl;
    argv.push('--hlsl', `/work/${name}.hlsl`);
  }
  const run = await runWasi(module, { args: [...argv, ...args], files });
  return {
    ok: run.exitCode === 0,
    exitCode: run.exitCode,
    dxil: run.exitCode === 0 ? (run.files.get(`${name}.dxil`) ?? null) : null,
    stderr: decoder.decode(run.stderr),
  };
}

// WASI preview 1 numbers (wasi_snapshot_preview1's witx).
const E = { SUCCESS: 0, BADF: 8, EXIST: 20, INVAL: 28, ISDIR: 31, NOENT: 44, NOTDIR: 54, NOTSUP: 58 };
const FILETYPE = { UNKNOWN: 0, DIRECTORY: 3, REGULAR_FILE: 4 };
const OFLAGS = { CREAT: 1, DIRECTORY: 2, EXCL: 4, TRUNC: 8 };
const FDFLAGS_APPEND = 1;
const PREOPEN_FD = 3;

class ProcExit {
  constructor(code) {
    this.code = code;
  }
}

/**
 * Runs the WASI command `module` with `args` (argv[0] first) and a directory preopened
 * as `dir` holding `files` (name → string or Uint8Array). Standard input is empty.
 * Returns `{ exitCode, stdout, stderr, files }`: the output streams as bytes and the
 * directory's files (name → Uint8Array) afterwards. A trap (a Rust panic) gives exit
 * code 134 with its message on stderr.
 */
export async function runWasi(module, { args, files = {}, dir = '/work', env = {} }) {
  // The directory: file name (path inside `dir`, no leading `/`) → { bytes, len }.
  const tree = new Map();
  for (const [name, content] of Object.entries(files)) {
    const bytes = typeof content === 'string' ? encoder.encode(content) : content;
    tree.set(name, { bytes, len: bytes.length });
  }
  const isDir = (key) => key === '' || [...tree.keys()].some((k) => k.startsWith(`${key}/`));
  const out = { 1: [], 2: [] };
  const fds = new Map([[PREOPEN_FD, { dir: '' }]]);
  let nextFd = PREOPEN_FD + 1;
  const argBytes = args.map((a) => encoder.encode(`${a}\0`));
  const envBytes = Object.entries(env).map(([k, v]) => encoder.encode(`${k}=${v}\0`));
  const dirName = encoder.encode(dir);
  let memory;
  const view = () => new DataView(memory.buffer);
  const bytesAt = (ptr, len) => new Uint8Array(memory.buffer, ptr, len);
  const stringAt = (ptr, len) => decoder.decode(bytesAt(ptr, len));

  // The key of `path` relative to the directory `fd` is (the preopen or one opened in
  // it), or null when it leaves the preopened directory.
  const resolve = (fd, ptr, len) => {
    const base = fds.get(fd);
    if (!base || base.dir === undefined) return null;
    const parts = base.dir ? base.dir.split('/') : [];
    for (const part of stringAt(ptr, len).split('/')) {
      if (part === '' || part === '.') continue;
      if (part === '..') {
        if (!parts.length) return null;
        parts.pop();
      } else {
        parts.push(part);
      }
    }
    return parts.join('/');
  };
  const putStrings = (list, ptrsPtr, bufPtr) => {
    for (const bytes of list) {
      view().setUint32(ptrsPtr, bufPtr, true);
      bytesAt(bufPtr, bytes.length).set(bytes);
      ptrsPtr += 4;
      bufPtr += bytes.length;
    }
    return E.SUCCESS;
  };
  const putSizes = (list, countPtr, sizePtr) => {
    view().setUint32(countPtr, list.length, true);
    view().setUint32(sizePtr, list.reduce((n, b) => n + b.length, 0), true);
    return E.SUCCESS;
  };
  const putFilestat = (ptr, filetype, size) => {
    bytesAt(ptr, 64).fill(0);
    view().setUint8(ptr + 16, filetype);
    view().setBigUint64(ptr + 24, 1n, true);
    view().setBigUint64(ptr + 32, BigInt(size), true);
    return E.SUCCESS;
  };
  const iovecs = (ptr, count) =>
    Array.from({ length: count }, (_, i) => ({
      buf: view().getUint32(ptr + 8 * i, true),
      len: view().getUint32(ptr + 8 * i + 4, true),
    }));

  const wasi = {
    args_sizes_get: (countPtr, sizePtr) => putSizes(argBytes, countPtr, sizePtr),
    args_get: (ptrsPtr, bufPtr) => putStrings(argBytes, ptrsPtr, bufPtr),
    environ_sizes_get: (countPtr, sizePtr) => putSizes(envBytes, countPtr, sizePtr),
    environ_get: (ptrsPtr, bufPtr) => putStrings(envBytes, ptrsPtr, bufPtr),
    clock_time_get: (id, _precision, timePtr) => {
      const ms = id === 0 ? Date.now() : performance.now();
      view().setBigUint64(timePtr, BigInt(Math.round(ms * 1e6)), true);
      return E.SUCCESS;
    },
    random_get: (ptr, len) => {
      for (let at = 0; at < len; at += 65536) {
        webCrypto.getRandomValues(bytesAt(ptr + at, Math.min(65536, len - at)));
      }
      return E.SUCCESS;
    },
    proc_exit: (code) => {
      throw new ProcExit(code);
    },
    fd_prestat_get: (fd, ptr) => {
      if (fd !== PREOPEN_FD) return E.BADF;
      view().setUint8(ptr, 0); // a directory
      view().setUint32(ptr + 4, dirName.length, true);
      return E.SUCCESS;
    },
    fd_prestat_dir_name: (fd, ptr, len) => {
      if (fd !== PREOPEN_FD) return E.BADF;
      bytesAt(ptr, Math.min(len, dirName.length)).set(dirName.subarray(0, len));
      return E.SUCCESS;
    },
    fd_fdstat_get: (fd, ptr) => {
      const f = fds.get(fd);
      if (fd > 2 && !f) return E.BADF;
      // Standard streams are neither terminals nor files.
      let filetype = FILETYPE.UNKNOWN;
      if (fd > 2) filetype = f.dir !== undefined ? FILETYPE.DIRECTORY : FILETYPE.REGULAR_FILE;
      bytesAt(ptr, 24).fill(0);
      view().setUint8(ptr, filetype);
      view().setUint16(ptr + 2, f?.append ? FDFLAGS_APPEND : 0, true);
      view().setBigUint64(ptr + 8, 0xffffffffffffffffn, true);
      view().setBigUint64(ptr + 16, 0xffffffffffffffffn, true);
      return E.SUCCESS;
    },
    fd_filestat_get: (fd, ptr) => {
      const f = fds.get(fd);
      if (!f) return fd <= 2 ? putFilestat(ptr, FILETYPE.UNKNOWN, 0) : E.BADF;
      if (f.dir !== undefined) return putFilestat(ptr, FILETYPE.DIRECTORY, 0);
      return putFilestat(ptr, FILETYPE.REGULAR_FILE, f.file.len);
    },
    path_filestat_get: (fd, _flags, pathPtr, pathLen, ptr) => {
      const key = resolve(fd, pathPtr, pathLen);
      if (key === null) return E.NOENT;
      if (tree.has(key)) return putFilestat(ptr, FILETYPE.REGULAR_FILE, tree.get(key).len);
      return isDir(key) ? putFilestat(ptr, FILETYPE.DIRECTORY, 0) : E.NOENT;
    },
    path_open: (fd, _dirflags, pathPtr, pathLen, oflags, _rights, _inherited, fdflags, fdPtr) => {
      const key = resolve(fd, pathPtr, pathLen);
      if (key === null) return E.NOENT;
      let opened;
      if (isDir(key) && !tree.has(key)) {
        if (oflags & OFLAGS.EXCL) return E.EXIST;
        opened = { dir: key };
      } else {
        if (oflags & OFLAGS.DIRECTORY) return tree.has(key) ? E.NOTDIR : E.NOENT;
        if (tree.has(key) && oflags & OFLAGS.CREAT && oflags & OFLAGS.EXCL) return E.EXIST;
        if (!tree.has(key)) {
          if (!(oflags & OFLAGS.CREAT)) return E.NOENT;
          const parent = key.includes('/') ? key.slice(0, key.lastIndexOf('/')) : '';
          if (!isDir(parent)) return E.NOENT;
          tree.set(key, { bytes: new Uint8Array(0), len: 0 });
        }
        const file = tree.get(key);
        if (oflags & OFLAGS.TRUNC) file.len = 0;
        opened = { file, pos: 0, append: (fdflags & FDFLAGS_APPEND) !== 0 };
      }
      const newFd = nextFd++;
      fds.set(newFd, opened);
      view().setUint32(fdPtr, newFd, true);
      return E.SUCCESS;
    },
    fd_read: (fd, iovsPtr, iovsLen, nreadPtr) => {
      let n = 0;
      const f = fds.get(fd);
      if (fd !== 0) {
        if (!f) return E.BADF;
        if (f.dir !== undefined) return E.ISDIR;
        for (const { buf, len } of iovecs(iovsPtr, iovsLen)) {
          const chunk = f.file.bytes.subarray(f.pos, Math.min(f.pos + len, f.file.len));
          bytesAt(buf, chunk.length).set(chunk);
          f.pos += chunk.length;
          n += chunk.length;
          if (chunk.length < len) break;
        }
      }
      view().setUint32(nreadPtr, n, true);
      return E.SUCCESS;
    },
    fd_write: (fd, iovsPtr, iovsLen, nwrittenPtr) => {
      let n = 0;
      const f = fds.get(fd);
      if (!out[fd] && (!f || f.dir !== undefined)) return E.BADF;
      for (const { buf, len } of iovecs(iovsPtr, iovsLen)) {
        const data = bytesAt(buf, len).slice();
        if (out[fd]) {
          out[fd].push(data);
        } else {
          const file = f.file;
          if (f.append) f.pos = file.len;
          const end = f.pos + len;
          if (end > file.bytes.length) {
            const grown = new Uint8Array(Math.max(end, 2 * file.bytes.length));
            grown.set(file.bytes.subarray(0, file.len));
            file.bytes = grown;
          }
          file.bytes.set(data, f.pos);
          f.pos = end;
          file.len = Math.max(file.len, end);
        }
        n += len;
      }
      view().setUint32(nwrittenPtr, n, true);
      return E.SUCCESS;
    },
    fd_close: (fd) => (fds.delete(fd) ? E.SUCCESS : E.BADF),
    path_rename: (fd, oldPtr, oldLen, newFd, newPtr, newLen) => {
      const from = resolve(fd, oldPtr, oldLen);
      const to = resolve(newFd, newPtr, newLen);
      if (from === null || to === null || !tree.has(from)) return E.NOENT;
      if (isDir(to)) return E.ISDIR;
      tree.set(to, tree.get(from));
      tree.delete(from);
      return E.SUCCESS;
    },
    path_unlink_file: (fd, pathPtr, pathLen) => {
      const key = resolve(fd, pathPtr, pathLen);
      return key !== null && tree.delete(key) ? E.SUCCESS : E.NOENT;
    },
    path_link: () => E.NOTSUP,
    // The tree holds no symbolic links: reading one is "not a link" (the compiler
    // canonicalizes #include paths, which reads each component as a possible link).
    path_readlink: () => E.INVAL,
  };

  const instance = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi });
  memory = instance.exports.memory;
  let exitCode = 0;
  try {
    instance.exports._start();
  } catch (e) {
    if (!(e instanceof ProcExit)) {
      out[2].push(encoder.encode(`trap: ${e.message}\n`));
      exitCode = 134;
    } else {
      exitCode = e.code;
    }
  }
  const joined = (chunks) => {
    const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    chunks.reduce((at, c) => (all.set(c, at), at + c.length), 0);
    return all;
  };
  const result = new Map([...tree].map(([k, f]) => [k, f.bytes.slice(0, f.len)]));
  return { exitCode, stdout: joined(out[1]), stderr: joined(out[2]), files: result };
}

// Run as a script under node: compile the files named on the command line.
const isMain =
  typeof process !== 'undefined' &&
  process.argv?.[1] !== undefined &&
  import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1]).href;
if (isMain) {
  const { readFile, writeFile } = await import('node:fs/promises');
  const { basename } = await import('node:path');
  const argv = process.argv.slice(2);
  const dash = argv.indexOf('--');
  const [wasmPath, irPath, outPath, hlslPath] = dash < 0 ? argv : argv.slice(0, dash);
  const extra = dash < 0 ? [] : argv.slice(dash + 1);
  if (!outPath) {
    const usage = 'usage: node compile.mjs DXIL-EMIT.wasm IN.ll OUT.dxil [IN.hlsl] [-- ARG ...]';
    process.stderr.write(`${usage}\n`);
    process.exit(2);
  }
  const module = await WebAssembly.compile(await readFile(wasmPath));
  const ir = await readFile(irPath, 'utf8');
  const hlsl = hlslPath ? await readFile(hlslPath, 'utf8') : undefined;
  const name = basename(irPath).replace(/\.ll$/, '');
  const { ok, exitCode, dxil, stderr } = await compile(module, ir, { hlsl, args: extra, name });
  process.stderr.write(stderr);
  if (ok) await writeFile(outPath, dxil);
  process.exitCode = exitCode;
}

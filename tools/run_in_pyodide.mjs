#!/usr/bin/env node
// Run a Python script inside Pyodide (CPython compiled to WebAssembly) under Node.
//
//   node tools/run_in_pyodide.mjs [--mount DIR]... path/to/script.py [args...]
//
// - Each --mount DIR is the host folder itself, readable and writable inside Pyodide at its own
//   absolute path (tools/build_site.py compiles the site's archives in place this way).
// - Pyodide is loaded from the local npm package (node_modules/pyodide, installed by
//   `npm ci`), never from a CDN: this works offline.
// - The repo's `game` package (its .py and .json files) is copied into Pyodide's in-memory
//   file system under /charon/game and /charon is put on sys.path. Nothing is written into
//   the repo (no __pycache__ either: the copy lives in memory only).
// - The script itself is copied into memory at its own absolute host path, so tracebacks show
//   the real path. Like `python script.py`, its directory becomes sys.path[0] (only the script
//   is copied there, not its neighbours).
// - Python's stdout/stderr go to this process's stdout/stderr, byte for byte.
// - Exit status: 0 on success, the sys.exit() code if the script calls it, 1 (with the
//   traceback on stderr) if it raises.
import { loadPyodide } from "pyodide";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const GAME_SRC = path.join(REPO_ROOT, "game");
const MEM_ROOT = "/charon"; // where the copy of game/ lives inside Pyodide

// Copy the .py/.json files of hostDir (recursively) into Pyodide's FS at memDir.
function copyTree(FS, hostDir, memDir) {
  FS.mkdirTree(memDir);
  for (const entry of fs.readdirSync(hostDir, { withFileTypes: true })) {
    const hostPath = path.join(hostDir, entry.name);
    const memPath = `${memDir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== "__pycache__" && !entry.name.startsWith(".")) copyTree(FS, hostPath, memPath);
    } else if (/\.(py|json)$/.test(entry.name)) {
      FS.writeFile(memPath, fs.readFileSync(hostPath));
    }
  }
}

// A Pyodide "Writer" that forwards raw bytes to a Node stream (copying: Pyodide reuses its buffer).
const writer = (stream) => ({ write: (buf) => (stream.write(Buffer.from(buf)), buf.length) });

// Python side: set argv and sys.path, run the script as __main__, map the outcome to an exit code.
const RUNNER = `
import sys, runpy, traceback

def _charon_run(script, args, mem_root):
    sys.dont_write_bytecode = True
    sys.argv = [script, *args]
    sys.path[0:0] = [script.rpartition("/")[0] or "/", mem_root]
    try:
        runpy.run_path(script, run_name="__main__")
        code = 0
    except SystemExit as exc:  # same rules as CPython's own handling of SystemExit
        if exc.code is None:
            code = 0
        elif isinstance(exc.code, int):
            code = exc.code
        else:
            print(exc.code, file=sys.stderr)
            code = 1
    except BaseException as exc:
        tb = exc.__traceback__  # drop this runner's and runpy's frames, like "python script.py"
        while tb is not None and tb.tb_frame.f_code.co_filename != script:
            tb = tb.tb_next
        traceback.print_exception(type(exc), exc, tb)  # tb None: e.g. SyntaxError
        code = 1
    sys.stdout.flush()
    sys.stderr.flush()
    return code
`;

async function main() {
  const argv = process.argv.slice(2);
  const mounts = [];
  while (argv[0] === "--mount" && argv.length > 1) mounts.push(path.resolve(argv.splice(0, 2)[1]));
  const [scriptArg, ...args] = argv;
  if (!scriptArg) {
    process.stderr.write("usage: node tools/run_in_pyodide.mjs [--mount DIR]... path/to/script.py [args...]\n");
    return 2;
  }
  const script = path.resolve(scriptArg);
  if (!fs.existsSync(script)) {
    process.stderr.write(`run_in_pyodide: no such file: ${script}\n`);
    return 2;
  }

  const t0 = performance.now();
  // indexURL defaults to node_modules/pyodide/: all local. CHARON_PYODIDE_INDEX points it at
  // another copy of the same runtime instead: the site's, with its trimmed standard library.
  const index = process.env.CHARON_PYODIDE_INDEX;
  const options = index ? { indexURL: index.endsWith("/") ? index : index + "/" } : {};
  // Python's own settings that mean the same inside (tools/build_site.py compiles bytecode
  // without column tables: PYTHONNODEBUGRANGES); host paths (PYTHONPATH…) would not.
  const forwarded = ["PYTHONNODEBUGRANGES", "PYTHONHASHSEED", "PYTHONWARNINGS"].filter((name) => name in process.env);
  options.env = Object.fromEntries(forwarded.map((name) => [name, process.env[name]]));
  const py = await loadPyodide(options);
  if (process.env.CHARON_PYODIDE_TIMING) {
    process.stderr.write(`run_in_pyodide: Pyodide ${py.version} loaded in ${((performance.now() - t0) / 1000).toFixed(2)} s\n`);
  }
  py.setStdout(writer(process.stdout));
  py.setStderr(writer(process.stderr));
  py.setStdin({ stdin: () => null }); // no stdin: reads see end of file

  if (fs.existsSync(GAME_SRC)) copyTree(py.FS, GAME_SRC, `${MEM_ROOT}/game`);
  else py.FS.mkdirTree(MEM_ROOT);
  for (const dir of mounts) {
    py.FS.mkdirTree(dir);
    py.mountNodeFS(dir, dir);
  }
  py.FS.mkdirTree(path.dirname(script));
  py.FS.writeFile(script, fs.readFileSync(script));

  py.runPython(RUNNER);
  const run = py.globals.get("_charon_run");
  const code = run(script, py.toPy(args), MEM_ROOT);
  run.destroy();
  return code;
}

main().then(
  (code) => { process.exitCode = code; },
  (err) => { // Pyodide failed to load, or an internal error
    process.stderr.write(`run_in_pyodide: ${err && err.stack ? err.stack : err}\n`);
    process.exitCode = 1;
  },
);

#!/usr/bin/env node
// Run tools/stdlib_closure.py inside a freshly started Pyodide (the pinned npm package), with
// the given host folders readable at their own paths; prints its JSON list of stdlib files.
//
//   node tools/stdlib_closure.mjs SOURCE_DIR [SOURCE_DIR ...]
import { loadPyodide } from "pyodide";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const flags = process.argv.slice(2).filter((a) => a.startsWith("--"));
const dirs = process.argv.slice(2).filter((a) => !a.startsWith("--")).map((d) => path.resolve(d));
let out = "";
const py = await loadPyodide({ stdout: (line) => (out += line + "\n"), stderr: (line) => console.error(line) });
for (const dir of dirs) {
  py.FS.mkdirTree(dir);
  py.mountNodeFS(dir, dir);
}
py.globals.set("ARGS", py.toPy([...flags, ...dirs]));
py.globals.set("SOURCE", fs.readFileSync(path.join(here, "stdlib_closure.py"), "utf8"));
py.runPython(`
import sys
sys.dont_write_bytecode = True
sys.argv = ["stdlib_closure.py", *ARGS]
namespace = {"__name__": "__main__"}
exec(compile(SOURCE, "tools/stdlib_closure.py", "exec"), namespace)
`);
process.stdout.write(out);

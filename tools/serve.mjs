#!/usr/bin/env node
// Serve a built site as a well-configured static host would (`./build.sh serve`, benchmarks):
// http-server (pinned in package.json) with
// - the precompressed copies (FILE.br, FILE.gz, written by tools/compress.py) sent with their
//   Content-Encoding to browsers that accept them;
// - cross-origin isolation (COOP/COEP): Pyodide makes a shared WebAssembly memory at start-up,
//   which browsers flag as deprecated on a page that is not isolated. Every file of the site
//   is same-origin, so isolating costs nothing. Hosts that take a headers file get the same
//   two lines from dist/_headers.
//
//   node tools/serve.mjs ROOT [PORT] [HOST]      (defaults: 8000, 127.0.0.1)
process.noDeprecation = true; // http-server 14 uses a Node API that Node 20 warns about on every request
const { createServer } = (await import("http-server")).default;

const [root, port = "8000", host = "127.0.0.1"] = process.argv.slice(2);
if (!root) {
  console.error("usage: node tools/serve.mjs ROOT [PORT] [HOST]");
  process.exit(2);
}
const server = createServer({
  root,
  gzip: true,
  brotli: true,
  headers: {
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Embedder-Policy": "require-corp",
  },
});
server.listen(Number(port), host, () => {
  console.log(`serving ${root} on http://${host}:${port}/ (Ctrl-C to stop)`);
});

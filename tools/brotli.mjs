#!/usr/bin/env node
// Brotli-compress files at the highest quality (Node's built-in zlib: no extra package).
//
//   node tools/brotli.mjs SOURCE TARGET [SOURCE TARGET ...]
import fs from "node:fs";
import zlib from "node:zlib";

const args = process.argv.slice(2);
if (args.length % 2) {
  console.error("usage: node tools/brotli.mjs SOURCE TARGET [SOURCE TARGET ...]");
  process.exit(2);
}
for (let i = 0; i < args.length; i += 2) {
  const data = fs.readFileSync(args[i]);
  const packed = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  fs.writeFileSync(args[i + 1], packed);
}

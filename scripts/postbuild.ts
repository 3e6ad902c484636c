// Runs after `react-router build`: precompresses assets, drops the unused server build and
// records what the build was made from, so `npm start` knows when to rebuild.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { BUILD_INFO_FILE, ROOT, buildFingerprint } from "./build-inputs.ts";

const clientDir = path.join(ROOT, "build", "client");
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|map|html)$/;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let compressed = 0;
for (const file of walk(clientDir)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
  const content = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  compressed += 1;
}

// React Router leaves a server build even with ssr off; it is never deployed or served.
rmSync(path.join(ROOT, "build", "server"), { recursive: true, force: true });

writeFileSync(
  BUILD_INFO_FILE,
  JSON.stringify({ fingerprint: buildFingerprint(), builtAt: new Date().toISOString() }, null, 2),
);
console.log(`postbuild: precompressed ${compressed} files; build info written`);

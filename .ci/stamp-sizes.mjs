// Trunk's post-build hook (Trunk.toml): writes each app build's wasm size
// into the staged index.html, where the loader reads it to show the
// shell's progress ("Loading… 40 %"). A real host serves the wasm
// gzip-compressed, so the response's Content-Length counts other bytes
// than the stream the loader reads: the size must come from the build.
// Usage: node .ci/stamp-sizes.mjs STAGING_DIR
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node .ci/stamp-sizes.mjs STAGING_DIR');
const sizes = {};
for (const file of await readdir(dir)) {
  const build = /^(minimax-lab(?:-[a-z]{2})?)_bg\.wasm$/.exec(file);
  if (build) sizes[build[1]] = (await stat(join(dir, file))).size;
}
const page = join(dir, 'index.html');
const html = await readFile(page, 'utf8');
const token = '{"wasm-bytes":0}';
if (!html.includes(token)) throw new Error(`${page} has no ${token} for the wasm sizes`);
await writeFile(page, html.replace(token, JSON.stringify(sizes)));

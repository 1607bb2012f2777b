// Trunk's post-build hook (Trunk.toml): writes each app build's wasm size
// (and a hash of the builds, below) into the staged index.html, where the
// loader reads it to show the shell's progress ("Loading… 40 %"). A real host serves the wasm
// gzip-compressed, so the response's Content-Length counts other bytes
// than the stream the loader reads: the size must come from the build.
// Usage: node .ci/stamp-sizes.mjs STAGING_DIR
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node .ci/stamp-sizes.mjs STAGING_DIR');
const sizes = {};
// And a hash of every build (the app's, the module's, their glue, the
// worksheet's styles): Trunk does not hash their names, so the page's text
// changes with them only through this, and the service worker (sw.js)
// tells one version from the next by the page's text.
const builds = createHash('sha256');
for (const file of (await readdir(dir)).sort()) {
  const build = /^(minimax-lab(?:-[a-z]{2})?)_bg\.wasm$/.exec(file);
  if (build) sizes[build[1]] = (await stat(join(dir, file))).size;
  if (/^minimax-.*\.(js|wasm)$|^worksheet\.css$/.test(file)) builds.update(file).update(await readFile(join(dir, file)));
}
sizes.builds = builds.digest('hex').slice(0, 16);
const page = join(dir, 'index.html');
const html = await readFile(page, 'utf8');
const token = '{"wasm-bytes":0}';
if (!html.includes(token)) throw new Error(`${page} has no ${token} for the wasm sizes`);
await writeFile(page, html.replace(token, JSON.stringify(sizes)));

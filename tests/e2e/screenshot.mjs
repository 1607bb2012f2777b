// Screenshots of the built page at a projector width (1280×720) and a phone
// width (390×844):
//   node tests/e2e/screenshot.mjs OUT_DIR NAME [QUERY] [WxH,...]
// writes OUT_DIR/NAME-1280x720.png and OUT_DIR/NAME-390x844.png (or the
// sizes listed, e.g. 1920x1080 for presentation mode).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launch, open, serve } from './harness.mjs';

const [out = 'tests/e2e/out', name = 'page', query = '', sizes = '1280x720,390x844'] = process.argv.slice(2);
await mkdir(out, { recursive: true });
const server = await serve();
const browser = await launch();
try {
  for (const viewport of sizes.split(',').map((s) => s.split('x').map(Number)).map(([width, height]) => ({ width, height }))) {
    const { page } = await open(browser, server.url, query, viewport);
    await page.waitForTimeout(100);
    await page.screenshot({ path: join(out, `${name}-${viewport.width}x${viewport.height}.png`) });
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}

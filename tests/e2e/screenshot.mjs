// Takes screenshots of the built page: node tests/e2e/screenshot.mjs OUT_DIR [QUERY]
// at a projector width (1280×720) and a phone width (390×844).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launch, open, serve } from './harness.mjs';

const [out = 'tests/e2e/out', query = '', keys = ''] = process.argv.slice(2);
await mkdir(out, { recursive: true });
const server = await serve();
const browser = await launch();
try {
  for (const [name, viewport] of [['projector', { width: 1280, height: 720 }], ['phone', { width: 390, height: 844 }]]) {
    const { page } = await open(browser, server.url, query, viewport);
    for (const key of keys.split(',').filter(Boolean)) await page.keyboard.press(key);
    await page.screenshot({ path: join(out, `${name}.png`), fullPage: name === 'phone' });
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}

// Screenshots of a reveal.js 5 deck with a widget mid-search, at a projector
// (1920×1080) and a laptop (1280×720) size, driven with Page Down as a
// clicker would:
//   node tests/e2e/deck-screenshot.mjs [OUT_DIR]
// writes OUT_DIR/deck-reveal-1920x1080.png and deck-reveal-1280x720.png
// (OUT_DIR defaults to static/screenshots).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launch, ROOT, serve } from './harness.mjs';
import { serveDecks } from './decks.mjs';

const [out = join(ROOT, 'static/screenshots')] = process.argv.slice(2);
const STEPS = 14; // the cutoff at C, the middle branch
await mkdir(out, { recursive: true });
const app = await serve();
const decks = await serveDecks(app.url);
const browser = await launch();
try {
  for (const viewport of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
    const page = await browser.newPage({ viewport, locale: 'en-US' });
    await page.goto(decks.url + 'reveal5.html');
    await page.waitForFunction(() => window.Reveal?.isReady?.());
    const widget = page.frameLocator('#w');
    await widget.locator('[data-testid="tree"] [data-path=""]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => window.MinimaxLabEmbed.state(document.getElementById('w')) != null);
    await page.keyboard.press('PageDown');
    for (let k = 0; k < STEPS; k++) await page.keyboard.press('PageDown');
    await widget.locator('[data-testid="step-counter"]', { hasText: new RegExp(`^step ${STEPS} of`) }).waitFor();
    await page.waitForTimeout(300); // let the node transitions finish
    await page.screenshot({ path: join(out, `deck-reveal-${viewport.width}x${viewport.height}.png`) });
    await page.close();
  }
} finally {
  await browser.close();
  await decks.close();
  await app.close();
}

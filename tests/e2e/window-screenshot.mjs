// Screenshots of the null-window lab:
//   node tests/e2e/window-screenshot.mjs [OUT_DIR]
// writes window-*.png: PVS on the classic example mid-search (1280×720,
// a 390×844 phone, 1920×1080 in presentation mode), MTD(f) in its second
// pass, proof-number search on tic-tac-toe, and the game panel's learnt
// orders.
import { launch, open, serve } from './harness.mjs';

const out = process.argv[2] ?? 'static/screenshots';
const server = await serve();
const browser = await launch();
const shots = [
  ['window-pvs', { mode: 'window', window: 'pvs', wstep: '26' }, [[1280, 720], [390, 844]]],
  ['window-pvs-present', { mode: 'window', window: 'pvs', wstep: '26', present: '1' }, [[1920, 1080]]],
  ['window-mtdf', { mode: 'window', window: 'mtdf', wstep: '45' }, [[1280, 720]]],
  ['window-pns', { game: 'tictactoe', state: 'X.O.O...X', depth: 'none', mode: 'window', window: 'pns', wstep: '4' }, [[1280, 720]]],
  ['window-ttt-pvs', { game: 'tictactoe', depth: '2', mode: 'window', window: 'pvs', wstep: '60' }, [[1280, 720]]],
];
try {
  for (const [name, params, sizes] of shots) {
    for (const [width, height] of sizes) {
      const { page, errors } = await open(browser, server.url, '?' + new URLSearchParams(params), { width, height }, 'en-US', '[data-testid="window-panel"]');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/${name}-${width}x${height}.png`, fullPage: width < 600 });
      if (errors.length) console.log(name, errors);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}

// Screenshots of practice mode (solve: a checked answer sheet with
// mistakes; predict: a checked wrong prediction on the Wikipedia tree) at
// 1280×720 and 390×844:   node tests/e2e/practice-screenshot.mjs [OUT_DIR]
import { launch, serve, open } from './harness.mjs';
const out = process.argv[2] ?? 'static/screenshots';
const server = await serve(); const browser = await launch();
const W = '<<<5,6>,<7,4,5>>,<<3>>>,<<<6>,<6,9>>,<<7>>>,<<<5>>,<<9,8>,<6>>>';
for (const [w,h] of [[1280,720],[390,844]]) {
  const { page } = await open(browser, server.url, '?tree=' + encodeURIComponent('<3,5,10>,<2,a,b>,<2,7,3>') + '&mode=practice', { width: w, height: h });
  await page.waitForSelector('[data-testid="practice"]');
  await page.fill('[data-testid="sheet-row"][data-node="0"] [data-field="value"]', '5');
  await page.check('[data-testid="prune"][data-child="1.1"]');
  await page.click('[data-testid="check"]');
  await page.screenshot({ path: `${out}/practice-${w}x${h}.png` });
  const p2 = (await open(browser, server.url, '?' + new URLSearchParams({ tree: W, mode: 'practice', task: 'predict' }), { width: w, height: h })).page;
  await p2.waitForSelector('[data-testid="question"]');
  while ((await p2.getAttribute('[data-testid="question"]', 'data-kind')) === 'none') await p2.click('[data-testid="continue"]');
  await p2.fill('[data-testid="predict-v"]', '5'); await p2.fill('[data-testid="predict-bound"]', '6'); await p2.check('[data-testid="predict-cuts-no"]');
  await p2.click('[data-testid="predict-check"]');
  await p2.screenshot({ path: `${out}/predict-${w}x${h}.png` });
}
await browser.close(); await server.close?.(); process.exit(0);

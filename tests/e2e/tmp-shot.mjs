import { launch, serve, open } from './harness.mjs';
const server = await serve(); const browser = await launch();
for (const [w, h, lang] of [[1280, 720, 'en'], [390, 844, 'tr']]) {
  const tree = '<3,5,10>,<2,a,b>,<2,7,3>';
  const { page, errors } = await open(browser, server.url, '?' + new URLSearchParams({ tree, mode: 'practice', task: 'predict', lang }), { width: w, height: h });
  await page.waitForSelector('[data-testid="question"]');
  for (let guard = 0; guard < 60; guard += 1) {
    const form = await page.$('[data-testid="question"]');
    const [kind, node, child] = [await form.getAttribute('data-kind'), await form.getAttribute('data-node'), await form.getAttribute('data-child')];
    if (kind === 'update' && node === '1' && child === '1.0') break;
    if (kind !== 'none') await page.click('[data-testid="predict-check"]');
    await page.click('[data-testid="continue"]');
  }
  await page.fill('[data-testid="predict-v"]', '3');
  await page.fill('[data-testid="predict-bound"]', '2');
  await page.check('[data-testid="predict-cuts-no"]');
  await page.click('[data-testid="predict-check"]');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/pred-${w}.png` });
  const code = await page.$('[data-testid="pseudocode"] .code-line.deciding');
  await code.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/pred-code-${w}.png` });
  console.log(errors);
  await page.close();
}
const { page } = await open(browser, server.url, '?' + new URLSearchParams({ game: 'tictactoe', state: 'XO..O..X.', depth: 'none' }), { width: 1280, height: 720 });
await page.waitForSelector('[data-testid="game-state"]');
await page.fill('[data-testid="game-state"]', 'XO..O..XX');
await page.waitForTimeout(200);
await page.screenshot({ path: '/tmp/ttt2.png' });
await browser.close(); process.exit(0);

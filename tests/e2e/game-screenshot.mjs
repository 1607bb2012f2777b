// Screenshots of the games' trees at 1280×720 and 390×844:
//   node tests/e2e/game-screenshot.mjs [OUT_DIR]
import { launch, serve, open } from './harness.mjs';
const out = process.argv[2] ?? 'static/screenshots';
const server = await serve(); const browser = await launch();
const shots = [
  ['game-tictactoe', { game: 'tictactoe', state: 'XO..O..X.', depth: 'none', step: 'end' }],
  ['game-tictactoe-depth2', { game: 'tictactoe', state: '.........', depth: '2', step: '40' }],
  ['game-coins', { game: 'coins', state: '4', step: 'end' }],
  ['game-rabbit', { game: 'rabbit', depth: '2', step: 'end' }],
  ['game-position', { game: 'rabbit', depth: '2', step: 'end', open: '0.6' }],
  ['game-play', { game: 'tictactoe', state: 'X...O....', depth: 'none', play: 'max', step: 'end' }],
  ['game-table', { game: 'tictactoe', state: 'XO..O..X.', depth: 'none', table: 'on', step: 'end', unfold: true }],
  ['game-coins-play', { game: 'coins', state: '5:min', play: 'min', step: 'end' }],
  ['game-rabbit-play', { game: 'rabbit', state: '.W.W.W.W/......../......../......../......../......../...R..../........ w', depth: '3', play: 'min', step: 'end' }],
  ['game-alphabeta-full', { game: 'tictactoe', state: '.........', depth: 'none', step: '60' }],
  ['game-connect4', { game: 'connect4', state: '4453', depth: '3', order: 'best-first', step: 'end' }],
  ['game-connect4-play', { game: 'connect4', state: '445', depth: '4', play: 'min', step: 'end' }],
  ['game-nim', { game: 'nim', state: '3,4,5', table: 'on', step: 'end' }],
];
for (const [name, params] of shots) {
  for (const [w, h] of [[1280, 720], [390, 844]]) {
    const { page, errors } = await open(browser, server.url, '?' + new URLSearchParams(params), { width: w, height: h });
    await page.waitForSelector('[data-testid="tree"]');
    await page.waitForTimeout(150);
    if (params.unfold && (await page.getAttribute('[data-testid="folding"]', 'aria-pressed')) === 'true') {
      await page.click('[data-testid="folding"]');
      await page.waitForTimeout(150);
    }
    if (params.open) {
      await page.click(`[data-testid="tree"] [data-path="${params.open}"]`);
      await page.waitForSelector('[data-testid="position-board"]');
    }
    await page.screenshot({ path: `${out}/${name}-${w}x${h}.png` });
    if (errors.length) console.log(name, errors);
    await page.close();
  }
}
await browser.close(); await server.close?.(); process.exit(0);

// Accessibility: axe-core reports no serious or critical violations on the
// main page and in embed mode, in every theme and every language.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { nextFrame, open, useBrowser } from './harness.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const env = useBrowser(before, after);

async function serious(query, viewport) {
  const { page } = await open(env.browser, env.server.url, query, viewport);
  // The page as the reader sees it: the drawing measured after its first
  // layout and drawn again at its size, and the pseudocode's line scrolled
  // into sight, both in the next animation frame.
  await nextFrame(page);
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`);
  });
  await page.close();
  return violations;
}

const TREE = 'tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=14';
for (const theme of ['light', 'dark', 'contrast']) {
  test(`no serious or critical violations: main page, ${theme} theme`, async () => {
    assert.deepEqual(await serious(`?${TREE}&theme=${theme}`), []);
  });
  test(`no serious or critical violations: embed mode, ${theme} theme`, async () => {
    assert.deepEqual(await serious(`?${TREE}&theme=${theme}&embed=1&pseudocode=1`), []);
  });
}

// Every language, with its own <html lang> and longer or CJK labels.
for (const lang of ['tr', 'ja', 'zh']) {
  test(`no serious or critical violations: main page and embed mode in ${lang}`, async () => {
    assert.deepEqual(await serious(`?${TREE}&lang=${lang}`), []);
    assert.deepEqual(await serious(`?${TREE}&lang=${lang}&theme=dark&embed=1&pseudocode=1`), []);
  });
}

test('no serious or critical violations: presentation mode on a phone', async () => {
  assert.deepEqual(await serious(`?${TREE}&present=1`, { width: 390, height: 844 }), []);
});

// Three players: the players' colours, the vectors' bold component and the
// paranoid switch, mid-search, in every theme.
const MAXN = `tree=${encodeURIComponent('<<{1,2,6},{4,2,3}>,<{6,1,2},{7,4,1}>>,<<{5,1,1},{1,5,2}>,<{7,7,1},{5,4,5}>>')}&step=20`;
for (const theme of ['light', 'dark', 'contrast']) {
  test(`no serious or critical violations: a three-player tree, ${theme} theme`, async () => {
    assert.deepEqual(await serious(`?${MAXN}&theme=${theme}`), []);
  });
}

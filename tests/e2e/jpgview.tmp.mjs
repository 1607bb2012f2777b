import { readFileSync, writeFileSync } from 'node:fs';
import { launch } from './harness.mjs';
const browser = await launch();
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
const b64 = readFileSync(process.argv[2]).toString('base64');
await page.setContent(`<body style="margin:0"><img id=i src="data:image/jpeg;base64,${b64}"></body>`);
await page.waitForFunction(() => document.getElementById('i').complete);
writeFileSync(process.argv[3], await page.screenshot());
await browser.close();

import fs from 'node:fs';
import path from 'node:path';
import { launchPlainChromium } from '../web/e2e/browser.js';
import { ROOT } from './lib/stack.js';

/**
 * Renders web/public/icon.svg into the PNG icons the web app manifest names, with Debian's
 * Chromium. Run after changing the logo: `npx tsx scripts/icons.ts`; the PNGs are committed.
 * The maskable icon keeps the mark inside the central 80 % safe zone on a full-bleed background.
 */
const PUBLIC = path.join(ROOT, 'web/public');
const svg = fs.readFileSync(path.join(PUBLIC, 'icon.svg'), 'utf8');
const background = /fill="(#[0-9a-f]{3,6})"/i.exec(svg)?.[1] ?? '#0f1729';

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-192.png', size: 192, maskable: true },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

function page(size: number, maskable: boolean): string {
  const inner = maskable ? Math.round(size * 0.8) : size;
  const bg = maskable ? background : 'transparent';
  const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;background:${bg};display:grid;place-items:center">
<img src="${dataUrl}" width="${inner}" height="${inner}"></body></html>`;
}

async function main() {
  const browser = await launchPlainChromium();
  try {
    for (const icon of ICONS) {
      const context = await browser.newContext({
        viewport: { width: icon.size, height: icon.size },
        deviceScaleFactor: 1,
      });
      const tab = await context.newPage();
      await tab.setContent(page(icon.size, icon.maskable));
      await tab.screenshot({
        path: path.join(PUBLIC, icon.file),
        omitBackground: !icon.maskable,
      });
      await context.close();
      console.log(`wrote web/public/${icon.file}`);
    }
  } finally {
    await browser.close();
  }
}

void main();

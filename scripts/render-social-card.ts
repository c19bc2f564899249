/**
 * Renders the picture chats show beside a shared link (Open Graph and Twitter cards want a
 * PNG or JPEG, 1200 x 630): the wheel and the product's name, drawn in Debian's Chromium from
 * the app's own wheel artwork. Re-run after changing the wheel or the colours:
 * `npx tsx scripts/render-social-card.ts` writes web/public/images/social-card.png.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium";
import { REPO_ROOT } from "./render-art";

const wheel = readFileSync(path.join(REPO_ROOT, "web/public/images/spinners/wheel.svg"), "utf8");
const html = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;align-items:center;justify-content:center;gap:64px;background:#6d28d9;font-family:sans-serif;color:#fff">
<div style="width:440px;height:440px">${wheel.replace("<svg", '<svg width="440" height="440"')}</div>
<div><div style="font-size:120px;font-weight:800">Twirl</div><div style="font-size:40px;opacity:.9">Spin the wheel, play the game</div></div>
</body></html>`;

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.screenshot({ path: path.join(REPO_ROOT, "web/public/images/social-card.png") });
} finally {
  await browser.close();
}

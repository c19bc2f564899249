/**
 * What / loads on a first visit against a React 19 hello world built with the same Vite
 * config, the budget's figure alone (bench/spin.ts prints it too, after a minute of spins).
 * Run: npx tsx bench/first-load.ts
 */
import { helloWorldBytes, kb, loadedBytes, totalBytes as total } from "./bundle-size";
import { withAppInChromium } from "./harness";

await withAppInChromium(async ({ url, browser }) => {
  const first = await loadedBytes(browser, url);
  const hello = await helloWorldBytes(browser);
  const ratio = total(first) / total(hello);
  console.log(
    `/ first visit: ${kb(total(first))} KB gzip (${total(first)} bytes), hello world ${kb(total(hello))} KB (${total(hello)} bytes)`,
  );
  console.log(
    `ratio ${ratio.toFixed(3)}x (budget 1.35x, limit ${Math.floor(total(hello) * 1.35)} bytes)`,
  );
  for (const f of first.files.filter((f) => f.type !== "image"))
    console.log(`  ${kb(f.gzip)} KB  ${f.path}`);
});

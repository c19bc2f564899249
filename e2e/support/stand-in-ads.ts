import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnServer } from "../../server/testing/spawn-server";

/**
 * The ads provider's part of the AdSense-like protocol: it fills every ins.twirl-ad with a
 * visible "Ad" box and marks it filled, now and on every later push. Styles go through the
 * CSSOM, which the app's CSP allows (it refuses inline style attributes and scripts).
 */
const SCRIPT = `(function () {
  function fill() {
    document.querySelectorAll("ins.twirl-ad:not([data-ad-status])").forEach(function (ins) {
      var box = document.createElement("div");
      box.className = "stand-in-ad";
      box.textContent = "Ad";
      box.style.cssText =
        "width:100%;height:100%;display:flex;align-items:center;justify-content:center;" +
        "background:#fde68a;color:#111;font:700 16px sans-serif;";
      ins.appendChild(box);
      ins.setAttribute("data-ad-status", "filled");
    });
  }
  window.adsbygoogle = { push: fill, loaded: true };
  fill();
})();`;

export const AD_CLIENT_ID = "ca-pub-e2e";

/** A stand-in ad script on 127.0.0.1 and a Twirl server configured to use it. */
export async function startAdsSetup() {
  const standIn = createServer((req, res) => {
    if (req.url?.startsWith("/ads.js")) {
      res.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
      res.end(SCRIPT);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  const scriptUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/ads.js`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "twirl-e2e-ads-"));
  const app = await spawnServer({
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    DATABASE_URL: "",
    ADS_SCRIPT_URL: scriptUrl,
    ADS_CLIENT_ID: AD_CLIENT_ID,
  });
  return {
    appUrl: app.url,
    scriptUrl,
    async stop() {
      await app.stop();
      await new Promise((resolve) => standIn.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

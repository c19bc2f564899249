import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_ROUTES } from "#core/app/app-routes.ts";
import { precompress } from "../../scripts/build";
import { pickEncoding, registerWebApp } from "./web-app";

const BIG = `console.log(${JSON.stringify("twirl ".repeat(2000))});`;

describe("the web app's files", () => {
  const root = mkdtempSync(path.join(tmpdir(), "twirl-web-"));
  const app = Fastify();
  beforeAll(async () => {
    mkdirSync(path.join(root, "assets"));
    mkdirSync(path.join(root, "images"));
    writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Twirl</title>");
    writeFileSync(path.join(root, "assets", "app-AbC123.js"), "console.log(1)");
    writeFileSync(path.join(root, "assets", "icons-AbC123.svg"), "<svg/>");
    writeFileSync(path.join(root, "assets", "big-AbC123.js"), BIG);
    precompress(root);
    writeFileSync(path.join(root, "images", "wheel.svg"), "<svg/>");
    await registerWebApp(app, root);
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("caches hashed assets for a year, as immutable", async () => {
    for (const url of ["/assets/app-AbC123.js", "/assets/icons-AbC123.svg"]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("sends the brotli or gzip file the build stored beside an asset", async () => {
    const url = "/assets/big-AbC123.js";
    const br = await app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.equals(readFileSync(path.join(root, "assets", "big-AbC123.js.br")))).toBe(
      true,
    );
    const gz = await app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG);
    const plain = await app.inject(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(BIG);
  });

  it("sends the page compressed as the browser accepts it (it went out whole)", async () => {
    const plain = await app.inject({ url: "/help", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("<title>Twirl</title>");
    const br = await app.inject({
      url: "/help",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ url: "/help", headers: { "accept-encoding": "gzip, br;q=0" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(pickEncoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });

  it("has the browser revalidate files without a hash in their name, and the page", async () => {
    for (const url of ["/images/wheel.svg", "/"]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("answers every page of the route table with 200 and any other path with 404", async () => {
    for (const { path: page } of APP_ROUTES) {
      expect((await app.inject(page)).statusCode, page).toBe(200);
      expect((await app.inject(`${page}/`)).statusCode, `${page}/`).toBe(200);
    }
    expect((await app.inject("/help/nowhere")).statusCode).toBe(404);
  });
});

import { afterAll, describe, expect, it } from "vitest";
import { type Config, loadConfig } from "#server/config.ts";
import { createTestApp } from "#server/test-app.ts";
import { contentSecurityPolicy, securityHeaders } from "./security";

const base = loadConfig({ NODE_ENV: "test" });
const ads = { scriptUrl: "https://ads.example.com/tag/js/ads.js?x=1", clientId: "ca-pub-1" };
const withAds = (over: Partial<Config> = {}) => ({ ...base, ads, ...over });

describe("contentSecurityPolicy and the ads provider", () => {
  it("names no ad origin when no provider is configured", () => {
    const d = contentSecurityPolicy(base).directives;
    expect(d.scriptSrc).toEqual(["'self'"]);
    expect(d.imgSrc).toEqual(["'self'", "data:"]);
    expect(d.connectSrc).toEqual(["'self'"]);
    expect(d.frameSrc).toEqual(["'none'"]);
  });

  it("allows exactly the script's origin to run, frame, fetch and show images", () => {
    const d = contentSecurityPolicy(withAds()).directives;
    const origin = "https://ads.example.com";
    expect(d.scriptSrc).toEqual(["'self'", origin]);
    expect(d.frameSrc).toEqual([origin]);
    expect(d.connectSrc).toEqual(["'self'", origin]);
    expect(d.imgSrc).toEqual(["'self'", "data:", origin]);
    // Nothing else widens: no inline script, no other style source.
    expect(d.styleSrc).toEqual(["'self'"]);
    expect(d.scriptSrcAttr).toEqual(["'none'"]);
  });

  it("keeps a tutorial embed's frame origin beside the ads'", () => {
    const links = { ...base.links, tutorialVideoUrl: "https://player.vimeo.com/video/42" };
    const d = contentSecurityPolicy(withAds({ links })).directives;
    expect(d.frameSrc).toEqual(["https://player.vimeo.com", "https://ads.example.com"]);
  });

  it("keeps a plain-http provider's port (a local stand-in)", () => {
    const local = { scriptUrl: "http://127.0.0.1:4567/ads.js", clientId: "x" };
    const d = contentSecurityPolicy({ ...base, ads: local }).directives;
    expect(d.scriptSrc).toEqual(["'self'", "http://127.0.0.1:4567"]);
  });
});

describe("the served header", () => {
  const apps: Awaited<ReturnType<typeof createTestApp>>[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  it("carries the ad origin only when configured", async () => {
    const plain = await createTestApp();
    const configured = await createTestApp({ ads });
    apps.push(plain, configured);
    const header = async (t: (typeof apps)[number]) =>
      String((await t.app.inject("/api/health")).headers["content-security-policy"]);
    expect(await header(plain)).not.toContain("ads.example.com");
    const policy = await header(configured);
    expect(policy).toContain("script-src 'self' https://ads.example.com;");
    expect(policy).toContain("frame-src https://ads.example.com;");
  });
});

describe("the security headers", () => {
  it("are the same fixed set on every answer, computed once", async () => {
    const t = await createTestApp();
    try {
      const expected = securityHeaders(base);
      for (const url of ["/api/version", "/api/nowhere", "/cdn/nothing"]) {
        const res = await t.app.inject(url);
        for (const [name, value] of Object.entries(expected)) {
          expect(res.headers[name], `${url} ${name}`).toBe(value);
        }
      }
      expect(expected["x-frame-options"]).toBe("DENY");
      expect(expected["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(Object.isFrozen(expected)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#server/test-app.ts";

describe("robots.txt and sitemap.xml", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: "https://twirl.example" });
  });
  afterAll(() => t.close());

  it("robots.txt points at the sitemap and keeps crawlers out of the API", async () => {
    const res = await t.app.inject("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toContain("Sitemap: https://twirl.example/sitemap.xml");
    expect(res.body).toContain("Disallow: /api/");
  });

  it("sitemap.xml lists the public pages and not the monitor", async () => {
    const res = await t.app.inject("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    for (const path of [
      "/",
      "/help",
      "/help/how-to-play",
      "/help/privacy-policy",
      "/help/terms",
      "/help/faq",
      "/help/contact",
      "/help/version",
    ]) {
      expect(res.body).toContain(`<loc>https://twirl.example${path}</loc>`);
    }
    expect(res.body).not.toContain("/monitor");
  });
});

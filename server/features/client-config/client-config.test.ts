import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Config, ConfigError, loadConfig } from "#server/config.ts";
import { createTestApp } from "#server/test-app.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const defaults = loadConfig({ NODE_ENV: "test" }).links;
const withVideo = (tutorialVideoUrl: string): Partial<Config> => ({
  links: { ...defaults, tutorialVideoUrl },
});

/** The CSP header as directive name → sources. */
async function csp(t: TestApp) {
  const res = await t.app.inject("/api/client-config");
  const header = String(res.headers["content-security-policy"]);
  return Object.fromEntries(
    header.split(";").map((d) => {
      const [name = "", ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("GET /api/client-config", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the default links, cacheable for five minutes", async () => {
    const res = await t.app.inject("/api/client-config");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    expect(res.json()).toEqual({
      social: {
        facebook: "https://www.facebook.com/twirlapp",
        instagram: "https://www.instagram.com/twirlapp",
        x: "https://x.com/twirlapp",
        tiktok: "https://www.tiktok.com/@twirlapp",
        youtube: "https://www.youtube.com/@twirlapp",
      },
      blogUrl: "https://blog.twirl.app",
      testimonialsUrl: "https://blog.twirl.app/testimonials",
      tutorialVideoUrl: null,
      emails: {
        support: "support@twirl.app",
        privacy: "privacy@twirl.app",
        legal: "legal@twirl.app",
      },
      ads: null,
    });
  });

  it("is listed in the OpenAPI document", async () => {
    const doc = (await t.app.inject("/api/openapi.json")).json();
    expect(doc.paths["/api/client-config"].get).toBeDefined();
  });

  it("allows no frames and no outside media without a tutorial video", async () => {
    const policy = await csp(t);
    expect(policy["frame-src"]).toEqual(["'none'"]);
    expect(policy["media-src"]).toEqual(["'self'", "data:", "blob:"]);
  });
});

describe("a configured tutorial video", () => {
  const apps: TestApp[] = [];
  const appWith = async (url: string) => {
    const t = await createTestApp(withVideo(url));
    apps.push(t);
    return t;
  };
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  it("is answered, and an embed player's origin alone may be framed", async () => {
    const t = await appWith("https://www.youtube-nocookie.com/embed/abc123");
    const res = await t.app.inject("/api/client-config");
    expect(res.json().tutorialVideoUrl).toBe("https://www.youtube-nocookie.com/embed/abc123");
    const policy = await csp(t);
    expect(policy["frame-src"]).toEqual(["https://www.youtube-nocookie.com"]);
    expect(policy["media-src"]).toEqual(["'self'", "data:", "blob:"]);
  });

  it("as a direct file adds its origin to media-src, not frame-src", async () => {
    const t = await appWith("https://cdn.example.com/videos/how-to.webm");
    const policy = await csp(t);
    expect(policy["frame-src"]).toEqual(["'none'"]);
    expect(policy["media-src"]).toEqual(["'self'", "data:", "blob:", "https://cdn.example.com"]);
  });
});

describe("link configuration", () => {
  it("reads the variables and trims the blog's trailing slash", () => {
    const links = loadConfig({
      SOCIAL_X_URL: "https://x.com/other",
      BLOG_URL: "https://example.com/blog/",
      TUTORIAL_VIDEO_URL: "https://player.vimeo.com/video/42",
    }).links;
    expect(links.social.x).toBe("https://x.com/other");
    expect(links.blogUrl).toBe("https://example.com/blog");
    expect(links.tutorialVideoUrl).toBe("https://player.vimeo.com/video/42");
  });

  it("reads the contact addresses", () => {
    const links = loadConfig({
      SUPPORT_EMAIL: "help@example.com",
      PRIVACY_EMAIL: "dpo@example.com",
      LEGAL_EMAIL: "law@example.com",
    }).links;
    expect(links.emails).toEqual({
      support: "help@example.com",
      privacy: "dpo@example.com",
      legal: "law@example.com",
    });
  });

  it("answers configured contact addresses", async () => {
    const emails = { support: "a@example.com", privacy: "b@example.com", legal: "c@example.com" };
    const t = await createTestApp({ links: { ...defaults, emails } });
    try {
      expect((await t.app.inject("/api/client-config")).json().emails).toEqual(emails);
    } finally {
      await t.close();
    }
  });

  it.each([
    ["BLOG_URL", "not a url"],
    ["SOCIAL_FACEBOOK_URL", "javascript:alert(1)"],
    ["TUTORIAL_VIDEO_URL", "ftp://example.com/v.mp4"],
    ["SUPPORT_EMAIL", "not an address"],
    ["PRIVACY_EMAIL", "javascript:alert(1)"],
    ["LEGAL_EMAIL", "legal@"],
  ])("rejects %s=%s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe("the ads provider", () => {
  it("is null unless ADS_SCRIPT_URL is set, and needs ADS_CLIENT_ID with it", () => {
    expect(loadConfig({}).ads).toBeNull();
    expect(loadConfig({ ADS_CLIENT_ID: "ca-pub-1" }).ads).toBeNull();
    expect(
      loadConfig({ ADS_SCRIPT_URL: "https://ads.example.com/ads.js", ADS_CLIENT_ID: "ca-pub-1" })
        .ads,
    ).toEqual({ scriptUrl: "https://ads.example.com/ads.js", clientId: "ca-pub-1" });
    expect(() => loadConfig({ ADS_SCRIPT_URL: "https://ads.example.com/ads.js" })).toThrow(
      "ADS_CLIENT_ID",
    );
  });

  it.each([
    ["ADS_SCRIPT_URL", "javascript:alert(1)"],
    ["ADS_SCRIPT_URL", "ftp://ads.example.com/ads.js"],
    ["ADS_CLIENT_ID", 'x" onload="alert(1)'],
  ])("rejects %s=%s", (name, value) => {
    const env = {
      ADS_SCRIPT_URL: "https://ads.example.com/ads.js",
      ADS_CLIENT_ID: "c",
      [name]: value,
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it("is answered when configured", async () => {
    const ads = { scriptUrl: "https://ads.example.com/ads.js", clientId: "ca-pub-1" };
    const t = await createTestApp({ ads });
    try {
      expect((await t.app.inject("/api/client-config")).json().ads).toEqual(ads);
    } finally {
      await t.close();
    }
  });
});

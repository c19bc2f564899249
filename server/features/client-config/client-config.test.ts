import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Config, ConfigError, loadConfig } from "../../config";
import { createTestApp } from "../../test-app";

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

  it.each([
    ["BLOG_URL", "not a url"],
    ["SOCIAL_FACEBOOK_URL", "javascript:alert(1)"],
    ["TUTORIAL_VIDEO_URL", "ftp://example.com/v.mp4"],
  ])("rejects %s=%s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

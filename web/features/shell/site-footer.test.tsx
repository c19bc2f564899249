import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadAreaStrings } from "#web/lib/area-strings.ts";
import { resetClientConfig } from "#web/lib/client-config.ts";
import { SiteFooter } from "./site-footer";

const social = {
  facebook: "https://www.facebook.com/example",
  instagram: "https://www.instagram.com/example",
  x: "https://x.com/example",
  tiktok: "https://www.tiktok.com/@example",
  youtube: "https://www.youtube.com/@example",
};
const config = {
  social,
  blogUrl: "https://blog.example.com",
  testimonialsUrl: "https://blog.example.com/testimonials",
  tutorialVideoUrl: null,
};

function serve(body: unknown, status = 200) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const renderFooter = () => render(<SiteFooter />);

// The footer comes with the info section's strings (see AppShell).
beforeAll(() => loadAreaStrings("info", "en"));
beforeEach(() => resetClientConfig());
afterEach(() => vi.unstubAllGlobals());

describe("SiteFooter", () => {
  it("is the contentinfo landmark with this year's copyright", () => {
    serve(config);
    renderFooter();
    const footer = screen.getByRole("contentinfo");
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Twirl`);
  });

  it("links the five social profiles from the client config, in a new tab", async () => {
    const fetch = serve(config);
    renderFooter();
    const nav = await screen.findByRole("navigation", { name: "Twirl on social media" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Twirl on Facebook", social.facebook],
      ["Twirl on Instagram", social.instagram],
      ["Twirl on X", social.x],
      ["Twirl on TikTok", social.tiktok],
      ["Twirl on YouTube", social.youtube],
    ]);
    for (const a of links) {
      expect(a.getAttribute("target")).toBe("_blank");
      expect(a.getAttribute("rel")).toBe("noopener noreferrer");
      expect(a.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    }
    expect(fetch).toHaveBeenCalledWith("/api/client-config", expect.anything());
  });

  it("shares one request between footers on the same page", async () => {
    const fetch = serve(config);
    renderFooter();
    renderFooter();
    await vi.waitFor(() =>
      expect(screen.getAllByRole("navigation", { name: "Twirl on social media" })).toHaveLength(2),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("keeps the copyright and shows no links when the config cannot load", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("offline");
    });
    vi.stubGlobal("fetch", fetch);
    renderFooter();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole("navigation", { name: "Twirl on social media" })).toBeNull();
    expect(screen.getByRole("contentinfo").textContent).toContain("Twirl");
  });

  it("refuses links that are not web addresses", async () => {
    serve({ ...config, social: { ...social, x: "javascript:alert(1)" } });
    renderFooter();
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.queryByRole("navigation", { name: "Twirl on social media" })).toBeNull();
  });
});

describe("the footer's page links", () => {
  it("links the help centre, privacy and terms pages", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    renderFooter();
    const pages = screen.getByRole("navigation", { name: "About Twirl" });
    expect(within(pages).getByRole("link", { name: "Help Center" }).getAttribute("href")).toBe(
      "/help",
    );
    expect(within(pages).getByRole("link", { name: "Privacy" }).getAttribute("href")).toBe(
      "/help/privacy-policy",
    );
    expect(within(pages).getByRole("link", { name: "Terms" }).getAttribute("href")).toBe(
      "/help/terms",
    );
  });
});

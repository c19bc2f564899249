import { screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetClientConfig } from "#web/lib/client-config.ts";
import { AboutPage } from "./about-page";
import { HelpCenterPage } from "./help-center-page";
import { HowToPlayPage } from "./how-to-play-page";
import { NotFoundPage } from "./not-found-page";
import { PrivacyPage } from "./privacy-page";
import { TermsPage } from "./terms-page";
import { CONFIG, canonicalHref, renderPage, serveConfig } from "./test-support";

beforeEach(() => {
  resetClientConfig();
  serveConfig();
});
afterEach(() => vi.unstubAllGlobals());

const PAGES: [string, () => ReactNode, string, string][] = [
  ["/help", HelpCenterPage, "Help Center", "Help Center · Twirl"],
  ["/help/how-to-play", HowToPlayPage, "How to Play", "How to Play · Twirl"],
  ["/help/about", AboutPage, "About Twirl", "About Twirl · Twirl"],
  ["/help/privacy-policy", PrivacyPage, "Privacy Policy", "Privacy Policy · Twirl"],
  ["/help/terms", TermsPage, "Terms of Service", "Terms of Service · Twirl"],
  ["/no/such/page", NotFoundPage, "Page not found", "Page not found · Twirl"],
];

describe.each(PAGES)("%s", (path, Page, heading, title) => {
  it("shows one h1, sets the title, description and canonical link", async () => {
    await renderPage(<Page />, path);
    const h1 = await screen.findByRole("heading", { level: 1 });
    expect(h1.textContent).toBe(heading);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(title);
    expect(canonicalHref()).toBe(`${window.location.origin}${path}`);
    const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    expect(description?.content.length).toBeGreaterThan(20);
  });

  it("has the shared layout: header, main and footer with its links", async () => {
    await renderPage(<Page />, path);
    await screen.findByRole("heading", { level: 1 });
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: "Back to App" }).getAttribute("href")).toBe(
      "/",
    );
    expect(screen.getByRole("main")).toBeTruthy();
    const footer = screen.getByRole("navigation", { name: "Help and legal" });
    const links = within(footer)
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Feedback", "/help/contact"],
      ["Help Center", "/help"],
      ["Terms", "/help/terms"],
      ["Privacy", "/help/privacy-policy"],
    ]);
    const social = await screen.findByRole("navigation", { name: "Twirl on social media" });
    expect(within(social).getAllByRole("link")).toHaveLength(5);
  });
});

describe("the layout", () => {
  it("leaves the page's title and canonical link as they were when it unmounts", async () => {
    document.title = "Twirl: spinner and party games";
    const { unmount } = await renderPage(<HelpCenterPage />);
    await screen.findByRole("heading", { level: 1 });
    unmount();
    expect(document.title).toBe("Twirl: spinner and party games");
    expect(canonicalHref()).toBeUndefined();
  });

  it("shows no social links until the configuration has arrived", async () => {
    serveConfig({ nonsense: true });
    await renderPage(<AboutPage />, "/help/about");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("navigation", { name: "Twirl on social media" })).toBeNull();
  });
});

describe("the Help Center", () => {
  it("links every help page and the outside blog and testimonials in a new tab", async () => {
    await renderPage(<HelpCenterPage />);
    const grid = await screen.findByRole("list", { name: "Help topics" });
    const hrefs = within(grid)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(hrefs.slice(0, 8)).toEqual([
      "/help/how-to-play",
      "/help/about",
      "/help/faq",
      "/help/contact",
      "/help/report",
      "/help/privacy-policy",
      "/help/terms",
      "/help/version",
    ]);
    const blog = await within(grid).findByRole("link", { name: /^Blog/ });
    expect(blog.getAttribute("href")).toBe(CONFIG.blogUrl);
    expect(blog.getAttribute("target")).toBe("_blank");
    expect(blog.getAttribute("rel")).toBe("noopener noreferrer");
    const stories = within(grid).getByRole("link", { name: /^Testimonials/ });
    expect(stories.getAttribute("href")).toBe(CONFIG.testimonialsUrl);
  });
});

describe("the legal pages", () => {
  it.each([
    ["privacy", PrivacyPage, "January 15, 2025"],
    ["terms", TermsPage, "August 13, 2024"],
  ] as const)("%s lists the configured contacts and its date", async (_, Page, date) => {
    await renderPage(<Page />);
    expect(await screen.findByText(`Last updated ${date}`)).toBeTruthy();
    const mail = (address: string) =>
      screen.getByRole("link", { name: address }).getAttribute("href");
    await screen.findByRole("link", { name: CONFIG.emails?.privacy });
    expect(mail("dpo@example.com")).toBe("mailto:dpo@example.com");
    expect(mail("law@example.com")).toBe("mailto:law@example.com");
    expect(mail("help@example.com")).toBe("mailto:help@example.com");
  });

  it("offers the contact form when no addresses are configured", async () => {
    serveConfig({ ...CONFIG, emails: undefined });
    await renderPage(<PrivacyPage />, "/help/privacy-policy");
    const form = await screen.findByRole("link", { name: "contact form" });
    expect(form.getAttribute("href")).toBe("/help/contact");
    expect(screen.queryByRole("link", { name: /@/ })).toBeNull();
  });
});

describe("How to play", () => {
  it("covers every mode and game, and starts play from /", async () => {
    await renderPage(<HowToPlayPage />, "/help/how-to-play");
    await screen.findByRole("heading", { level: 1 });
    for (const name of ["Participants", "Dice", "Numbers", "Random numbers", "Colours", "Binary"]) {
      expect(screen.getByRole("heading", { level: 3, name })).toBeTruthy();
    }
    for (const name of ["Trivia", "Truth or Dare", "Would You Rather", "Which One Are You"]) {
      expect(screen.getByRole("heading", { level: 3, name })).toBeTruthy();
    }
    const start = screen.getAllByRole("link", { name: "Start playing" });
    expect(start.every((a) => a.getAttribute("href") === "/")).toBe(true);
  });
});

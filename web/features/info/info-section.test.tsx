import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadAreaStrings } from "#web/lib/area-strings.ts";
import { resetClientConfig } from "#web/lib/client-config.ts";
import type { ClientConfig } from "#web/lib/client-config-links.ts";
import { InfoSection, VIDEO_SECTION_ID } from "./info-section";
import { videoPageUrl } from "./tutorial-video";

const config: ClientConfig = {
  social: {
    facebook: "https://www.facebook.com/twirlapp",
    instagram: "https://www.instagram.com/twirlapp",
    x: "https://x.com/twirlapp",
    tiktok: "https://www.tiktok.com/@twirlapp",
    youtube: "https://www.youtube.com/@twirlapp",
  },
  blogUrl: "https://blog.example.com",
  testimonialsUrl: "https://blog.example.com/testimonials",
  tutorialVideoUrl: null,
  emails: null,
  ads: null,
};

function serve(body: unknown, status = 200) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderInfo() {
  return render(<InfoSection />);
}

beforeAll(() => loadAreaStrings("info", "en"));
beforeEach(() => resetClientConfig());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("InfoSection", () => {
  it("has its title as the h2 and every section as an h3 under it", async () => {
    serve(config);
    renderInfo();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("What is Twirl?");
    const sections = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(sections).toEqual([
      "Core Features",
      "How to Use",
      "Key Benefits",
      "Why It Matters",
      "See how to play",
      "Getting Started",
    ]);
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(screen.getByText("v2.1.14")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Learn More" }).getAttribute("href")).toBe(
      "/help/how-to-play",
    );
  });

  it("lists the 4 games with blog links in a new tab, and the 5 tools", async () => {
    serve(config);
    renderInfo();
    const blog = await screen.findAllByRole("link", { name: /^Blog about/ });
    expect(blog.map((a) => a.getAttribute("href"))).toEqual([
      "https://blog.example.com/trivia",
      "https://blog.example.com/truth-or-dare",
      "https://blog.example.com/would-you-rather",
      "https://blog.example.com/which-one-are-you",
    ]);
    for (const a of blog) {
      expect(a.getAttribute("target")).toBe("_blank");
      expect(a.getAttribute("rel")).toBe("noopener noreferrer");
    }
    const tools = screen.getByRole("heading", { name: "Five everyday tools" }).nextElementSibling;
    expect(within(tools as HTMLElement).getAllByRole("listitem")).toHaveLength(5);
    expect(screen.getByRole("link", { name: /stories/ }).getAttribute("href")).toBe(
      config.testimonialsUrl,
    );
  });

  it("embeds a configured video player with a link to watch it on its site", async () => {
    serve({ ...config, tutorialVideoUrl: "https://www.youtube-nocookie.com/embed/abc_12" });
    renderInfo();
    const frame = await screen.findByTitle("How to play Twirl (video)");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/abc_12");
    const external = screen.getByRole("link", { name: "Watch on the video's site" });
    expect(external.getAttribute("href")).toBe("https://www.youtube.com/watch?v=abc_12");
    expect(external.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.queryByTestId("how-to-animation")).toBeNull();
  });

  it("plays a direct video file in a <video> with controls", async () => {
    serve({ ...config, tutorialVideoUrl: "https://cdn.example.com/how-to.mp4" });
    const { container } = renderInfo();
    await screen.findByRole("link", { name: "Watch on the video's site" });
    const video = container.querySelector("video");
    expect(video?.getAttribute("src")).toBe("https://cdn.example.com/how-to.mp4");
    expect(video?.hasAttribute("controls")).toBe(true);
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("shows its own animation with three captioned steps when no video is configured", async () => {
    const fetch = serve(config);
    renderInfo();
    await screen.findAllByRole("link", { name: /^Blog about/ });
    expect(fetch).toHaveBeenCalledTimes(1);
    const animation = screen.getByTestId("how-to-animation");
    expect(within(animation).getByRole("img").getAttribute("aria-label")).toMatch(/wheel spins/);
    expect(
      within(animation)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Add your names", "Spin the wheel", "Meet the winner"]);
    expect(animation.querySelectorAll("text")).toHaveLength(6);
    expect(screen.queryByRole("link", { name: "Watch on the video's site" })).toBeNull();
  });

  it("shows three still frames instead when reduced motion is asked for", () => {
    serve(config);
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query) =>
        ({
          matches: query === "(prefers-reduced-motion: reduce)",
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    renderInfo();
    expect(screen.queryByTestId("how-to-animation")).toBeNull();
    const frames = screen.getByRole("list", { name: /wheel spins/ });
    expect(within(frames).getAllByRole("listitem")).toHaveLength(3);
    expect(frames.querySelectorAll("svg")).toHaveLength(3);
  });

  it("still renders, without blog links and with the animation, when the config fails", async () => {
    const fetch = serve({}, 500);
    renderInfo();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByTestId("how-to-animation")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Blog about/ })).toBeNull();
  });

  it("scrolls to the video and back to the top from its buttons", async () => {
    serve(config);
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const user = userEvent.setup();
    renderInfo();

    await user.click(screen.getByRole("button", { name: "Watch how to play?" }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    const video = document.getElementById(VIDEO_SECTION_ID);
    expect(scrollIntoView.mock.contexts[0]).toBe(video);
    expect(document.activeElement).toBe(video);

    await user.click(screen.getByRole("button", { name: "Start Playing Now" }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
  });
});

describe("videoPageUrl", () => {
  it.each([
    ["https://www.youtube.com/embed/xyz", "https://www.youtube.com/watch?v=xyz"],
    ["https://player.vimeo.com/video/123?h=1", "https://vimeo.com/123"],
    ["https://video.example.com/player/7", "https://video.example.com/player/7"],
  ])("maps %s to %s", (embed, page) => expect(videoPageUrl(embed)).toBe(page));
});

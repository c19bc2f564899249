import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadAreaStrings } from "#web/lib/area-strings.ts";
import { resetClientConfig } from "#web/lib/client-config.ts";
import { ConsentProvider } from "#web/lib/consent-state.tsx";
import { readStored, writeStored } from "#web/lib/storage.ts";
import { adScriptSrc, resetAdScript } from "./ad-script-loader";
import { DesktopAd } from "./desktop-ad";
import { MobileAdBanner } from "./mobile-ad-banner";

// The slots come with the "cookies" strings area (see PageAds).
beforeAll(() => loadAreaStrings("cookies", "en"));

const ADS = { scriptUrl: "https://ads.example.com/ads.js", clientId: "ca-pub-42" };
const config = (ads: typeof ADS | null) => ({
  social: {
    facebook: "https://f.example.com",
    instagram: "https://i.example.com",
    x: "https://x.example.com",
    tiktok: "https://t.example.com",
    youtube: "https://y.example.com",
  },
  blogUrl: "https://blog.example.com",
  testimonialsUrl: "https://blog.example.com/t",
  tutorialVideoUrl: null,
  ads,
});

type HappyWindow = {
  happyDOM: {
    setViewport(v: { width: number; height: number }): void;
    settings: { handleDisabledFileLoadingAsSuccess: boolean };
  };
  adsbygoogle?: object[];
};
const happy = () => (window as unknown as HappyWindow).happyDOM;

/** happy-dom loads no scripts: the ad script then "loads" (does nothing) or fails (blocked). */
function setUp(options: { ads?: typeof ADS | null; script?: "loads" | "blocked" } = {}) {
  happy().settings.handleDisabledFileLoadingAsSuccess = options.script !== "blocked";
  // A "blocked" script also makes happy-dom print a DOMException: that is the refusal wanted.
  const body = config(options.ads === undefined ? ADS : options.ads);
  // Plain promises rather than a Response, whose body stream would settle in real time.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => ({ ok: true, json: async () => body })),
  );
}

const viewport = (width: number, height: number) =>
  act(() => happy().setViewport({ width, height }));
/** Lets the config request settle and runs timers, under fake timers. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** The config is asked for once the first frame is presented: two frames and a little. */
const FRAME = 40;

function renderAds() {
  return render(
    <ConsentProvider>
      <DesktopAd />
      <MobileAdBanner />
    </ConsentProvider>,
  );
}

const slots = () => [...document.querySelectorAll<HTMLElement>("ins.twirl-ad")];
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>("script[src]")];
const fill = () => {
  for (const ins of slots()) ins.setAttribute("data-ad-status", "filled");
};

beforeEach(async () => {
  vi.useFakeTimers({
    toFake: [
      "setTimeout",
      "clearTimeout",
      "setInterval",
      "clearInterval",
      "Date",
      "requestAnimationFrame",
      "cancelAnimationFrame",
    ],
  });
  resetClientConfig();
  resetAdScript();
  delete (window as unknown as HappyWindow).adsbygoogle;
  // Outside the consent regions with no choice yet, ads may load: most tests start there.
  vi.spyOn(navigator, "language", "get").mockReturnValue("en-US");
  writeStored("userLocation", "NON-EEA");
  await viewport(1280, 900);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the provider and consent", () => {
  it("with no provider configured: no slot, no script, no notice, ever", async () => {
    setUp({ ads: null });
    renderAds();
    await advance(6000);
    expect(slots()).toEqual([]);
    expect(scripts()).toEqual([]);
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("after Decline: no slot and no script", async () => {
    writeStored("consent", {
      essential: true,
      analytics: false,
      advertising: false,
      functional: false,
      timestamp: new Date().toISOString(),
      version: "1.0",
    });
    setUp();
    renderAds();
    await advance(6000);
    expect(slots()).toEqual([]);
    expect(scripts()).toEqual([]);
  });

  it("with no choice outside the consent regions: one slot, the script once, with the client", async () => {
    setUp();
    renderAds();
    await advance(FRAME);
    expect(slots()).toHaveLength(1);
    expect(slots()[0]?.dataset.adClient).toBe("ca-pub-42");
    expect(scripts().map((s) => s.src)).toEqual([
      "https://ads.example.com/ads.js?client=ca-pub-42",
    ]);
    expect((window as unknown as HappyWindow).adsbygoogle).toEqual([{}]);
  });

  it("adds the client only when the URL has none", () => {
    expect(adScriptSrc({ scriptUrl: "https://a.example/s.js?v=2", clientId: "c 1" })).toBe(
      "https://a.example/s.js?v=2&client=c%201",
    );
    expect(adScriptSrc({ scriptUrl: "https://a.example/s.js?client=mine", clientId: "c" })).toBe(
      "https://a.example/s.js?client=mine",
    );
  });
});

describe("layout and size", () => {
  it.each([
    [1280, 900, "300x600", 300, 600],
    [1280, 650, "300x250", 300, 250],
    [1100, 800, "160x600", 160, 600],
  ])(
    "desktop %i x %i: the side slot at %s, no mobile banner",
    async (w, h, size, width, height) => {
      await viewport(w, h);
      setUp();
      renderAds();
      await advance(FRAME);
      const [ins] = slots();
      expect(slots()).toHaveLength(1);
      expect(ins?.dataset.adSize).toBe(size);
      expect(ins?.style.width).toBe(`${width}px`);
      expect(ins?.style.height).toBe(`${height}px`);
      expect(ins?.closest(".desktop-ad")).not.toBeNull();
    },
  );

  it.each([
    [1000, 900],
    [1100, 590],
    [390, 844],
  ])("%i x %i is not the desktop layout: the 320x50 mobile banner", async (w, h) => {
    await viewport(w, h);
    setUp();
    renderAds();
    await advance(FRAME);
    expect(slots().map((s) => s.dataset.adSize)).toEqual(["320x50"]);
    expect(slots()[0]?.closest(".mobile-ad")).not.toBeNull();
  });

  it("follows a resize from the desktop to the mobile layout", async () => {
    setUp();
    renderAds();
    await advance(FRAME);
    expect(slots()[0]?.dataset.adSize).toBe("300x600");
    await viewport(800, 900);
    expect(slots().map((s) => s.dataset.adSize)).toEqual(["320x50"]);
    expect(scripts()).toHaveLength(1);
  });
});

describe("closing", () => {
  it("the desktop ad's Close is remembered in adsClosed", async () => {
    setUp();
    const view = renderAds();
    await advance(FRAME);
    await act(() => screen.getByRole("button", { name: "Close ad" }).click());
    expect(slots()).toEqual([]);
    expect(readStored("adsClosed")).toBe(true);
    view.unmount();
    renderAds();
    await advance(FRAME);
    expect(slots()).toEqual([]);
  });

  it("the mobile banner's Close is remembered in mobileAdClosed, apart from the desktop's", async () => {
    await viewport(390, 844);
    setUp();
    const view = renderAds();
    await advance(FRAME);
    await act(() => screen.getByRole("button", { name: "Close ad" }).click());
    expect(readStored("mobileAdClosed")).toBe(true);
    expect(readStored("adsClosed")).toBe(false);
    view.unmount();
    renderAds();
    await advance(FRAME);
    expect(slots()).toEqual([]);
    await viewport(1280, 900);
    expect(slots().map((s) => s.dataset.adSize)).toEqual(["300x600"]);
  });
});

describe("blocked or empty → the notice", () => {
  it("a slot the provider fills stays an ad after 5 s", async () => {
    setUp();
    renderAds();
    await advance(FRAME);
    fill();
    await advance(5000);
    expect(slots()).toHaveLength(1);
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("a slot still empty after 5 s switches to the support notice, dismissed for good", async () => {
    setUp();
    const view = renderAds();
    await advance(FRAME);
    expect(slots()).toHaveLength(1);
    await advance(4900);
    expect(screen.queryByRole("note")).toBeNull();
    await advance(200);
    expect(slots()).toEqual([]);
    const note = screen.getByRole("note", { name: "Please support Twirl" });
    expect(note.textContent).toContain("ad blocker");
    await act(() => screen.getByRole("button", { name: "Dismiss" }).click());
    expect(screen.queryByRole("note")).toBeNull();
    expect(readStored("adBlockerNoticeDismissed")).toBe(true);
    view.unmount();
    renderAds();
    await advance(6000);
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("a script that fails to load shows the notice at once", async () => {
    setUp({ script: "blocked" });
    renderAds();
    await advance(FRAME);
    expect(slots()).toEqual([]);
    expect(screen.getByRole("note", { name: "Please support Twirl" })).toBeDefined();
  });

  it("in Firefox, the tracking-protection variant", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
    );
    setUp({ script: "blocked" });
    renderAds();
    await advance(FRAME);
    const note = screen.getByRole("note", { name: "Firefox is blocking our ads" });
    expect(note.textContent).toContain("Enhanced Tracking Protection");
  });
});

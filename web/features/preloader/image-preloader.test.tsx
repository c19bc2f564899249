import { act, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRELOAD_IMAGES } from "#core/app/preload-images.ts";
import { FADE_MS, IMAGE_TIMEOUT_MS, ImagePreloader, READY_MS } from "./image-preloader";

/** Stands in for HTMLImageElement: the test decides when each request loads or fails. */
class FakeImage {
  static created: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  decoding = "auto";
  src = "";
  constructor() {
    FakeImage.created.push(this);
  }
}

/** The current request for a path (StrictMode may have created and dropped earlier ones). */
const request = (src: string) => FakeImage.created.findLast((image) => image.src === src);
const load = (src: string) => act(() => request(src)?.onload?.());
const fail = (src: string) => act(() => request(src)?.onerror?.());
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const LEAVE_MS = READY_MS + FADE_MS;
const [first = "", second = "", third = ""] = PRELOAD_IMAGES;

/** Two frames of the fake clock (16 ms each) and a task: the first paint presented, the images asked for. */
const paint = () => advance(33);

function renderPreloader(onComplete = vi.fn(), strict = false) {
  const tree = (
    <>
      <ImagePreloader onComplete={onComplete} />
    </>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  paint();
  return onComplete;
}

const status = () => screen.queryByRole("status");
const text = () => status()?.textContent ?? "";
const progress = () => screen.getByRole("progressbar") as HTMLProgressElement;

describe("ImagePreloader", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeImage.created = [];
    vi.stubGlobal("Image", FakeImage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("asks for the images only after the first screen has painted, with the overlay showing", () => {
    render(<ImagePreloader onComplete={vi.fn()} />);
    expect(FakeImage.created).toHaveLength(0);
    expect(text()).toContain("0 / 17 images loaded");
    paint();
    expect(FakeImage.created).toHaveLength(17);
  });

  it("requests the 17 images and counts up as they load", () => {
    renderPreloader();
    expect(PRELOAD_IMAGES).toHaveLength(17);
    expect(FakeImage.created.map((image) => image.src)).toEqual([...PRELOAD_IMAGES]);
    expect(text()).toContain("Loading Images...");
    expect(text()).toContain("0 / 17 images loaded");
    expect(status()?.getAttribute("aria-live")).toBe("polite");
    expect(progress().value).toBe(0);
    expect(progress().max).toBe(17);

    load(first);
    load(second);
    expect(text()).toContain("2 / 17 images loaded");
    expect(progress().value).toBe(2);
    expect(text()).not.toContain("failed");
  });

  it("reports failures separately, with a plural-aware message", () => {
    renderPreloader();
    fail(first);
    expect(text()).toContain("0 / 17 images loaded");
    expect(text()).toContain("1 failed to load");
    fail(second);
    load(third);
    expect(text()).toContain("1 / 17 images loaded");
    expect(text()).toContain("2 failed to load");
    expect(progress().value).toBe(3);
  });

  it("completes exactly once, soon after every image has loaded", () => {
    const onComplete = renderPreloader();
    for (const src of PRELOAD_IMAGES) load(src);
    expect(text()).toContain("Ready to spin!");
    expect(text()).toContain("17 / 17 images loaded");
    expect(onComplete).not.toHaveBeenCalled();

    advance(LEAVE_MS);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ loaded: 17, failed: 0 });
    expect(status()).toBeNull();
    expect(LEAVE_MS).toBeLessThanOrEqual(600);

    // Late or repeated events change nothing.
    for (const image of FakeImage.created) act(() => image.onload?.());
    advance(IMAGE_TIMEOUT_MS * 2);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("completes when some or all images fail", () => {
    const onComplete = renderPreloader();
    for (const src of PRELOAD_IMAGES.slice(0, 5)) fail(src);
    for (const src of PRELOAD_IMAGES.slice(5)) load(src);
    expect(text()).toContain("Ready to spin!");
    expect(text()).toContain("5 failed to load");
    advance(LEAVE_MS);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ loaded: 12, failed: 5 });

    const allFailed = vi.fn();
    renderPreloader(allFailed);
    for (const src of PRELOAD_IMAGES) fail(src);
    advance(LEAVE_MS);
    expect(allFailed).toHaveBeenCalledWith({ loaded: 0, failed: 17 });
  });

  it("gives up on a hung image after 10 s and still completes", () => {
    const onComplete = renderPreloader();
    for (const src of PRELOAD_IMAGES.slice(1)) load(src);
    expect(text()).toContain("16 / 17 images loaded");

    advance(IMAGE_TIMEOUT_MS - 1);
    expect(onComplete).not.toHaveBeenCalled();
    expect(text()).toContain("Loading Images...");

    advance(1);
    expect(text()).toContain("1 failed to load");
    expect(text()).toContain("Ready to spin!");
    advance(LEAVE_MS);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ loaded: 16, failed: 1 });

    load(first); // the hung request finally answers
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("lets clicks through while fading and skips the fade under reduced motion", () => {
    renderPreloader();
    for (const src of PRELOAD_IMAGES) load(src);
    advance(READY_MS);
    expect(status()?.className).toContain("image-preloader-leaving");

    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") }));
    const onComplete = renderPreloader();
    for (const src of PRELOAD_IMAGES) load(src);
    advance(READY_MS + 1); // fake timers run a 0 ms timeout set during a tick 1 ms later
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("completes once under StrictMode's double effects", () => {
    const onComplete = renderPreloader(vi.fn(), true);
    for (const src of PRELOAD_IMAGES) load(src);
    advance(LEAVE_MS);
    expect(onComplete).toHaveBeenCalledTimes(1);
    advance(IMAGE_TIMEOUT_MS);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});

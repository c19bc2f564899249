import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadAreaStrings } from "#web/lib/area-strings.ts";
import english from "#web/locales/en.json";
import { countKeys, LanguageTest } from "./language-test";
import {
  countInlineHandlers,
  MEMORY_LIMITS,
  type MemorySample,
  memoryWarnings,
  storageSize,
} from "./memory-stats";
import { MonitorPage } from "./monitor-page";

const MB = 1024 * 1024;
const CALM: MemorySample = {
  domNodes: 1000,
  heap: { used: 100 * MB, limit: 2048 * MB },
  inlineHandlers: 100,
  storageBytes: 500 * 1024,
};
const BUSY: MemorySample = {
  domNodes: 1001,
  heap: { used: 210 * MB, limit: 250 * MB },
  inlineHandlers: 101,
  storageBytes: 500 * 1024 + 2,
};

async function renderWith(children: React.ReactNode) {
  await act(async () => {
    render(<Suspense fallback={null}>{children}</Suspense>);
  });
}

const row = (label: string) => screen.getByRole("row", { name: new RegExp(`^${label}`) });

beforeAll(() => loadAreaStrings("help", "en"));
// The help layout asks for its outside links; the monitor has no API of its own.
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 404 })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("memory thresholds", () => {
  it("warns only above each limit, and flags heap use above 80% of the limit", () => {
    expect(memoryWarnings(CALM)).toEqual({
      domNodes: false,
      heap: false,
      heapShare: false,
      inlineHandlers: false,
      storage: false,
    });
    expect(memoryWarnings(BUSY)).toEqual({
      domNodes: true,
      heap: true,
      heapShare: true,
      inlineHandlers: true,
      storage: true,
    });
    const atShare = { ...CALM, heap: { used: 80, limit: 100 } };
    expect(memoryWarnings(atShare).heapShare).toBe(false);
    expect(memoryWarnings({ ...CALM, heap: null })).toMatchObject({
      heap: false,
      heapShare: false,
    });
    expect(MEMORY_LIMITS.heapBytes).toBe(200 * MB);
  });

  it("counts elements with inline handlers and storage at two bytes a character", () => {
    const root = document.createElement("div");
    root.innerHTML = '<button onclick="x()">a</button><img onload="y()" onerror="z()"><p>b</p>';
    expect(countInlineHandlers(root)).toBe(2);
    localStorage.setItem("ab", "cde");
    expect(storageSize(localStorage)).toBe(10);
    expect(storageSize(undefined)).toBe(0);
  });
});

describe("MonitorPage", () => {
  it("shows the figures with a warning by each one above its limit", async () => {
    await renderWith(<MonitorPage sample={() => BUSY} />);
    expect(screen.getByRole("heading", { level: 1, name: "Development Monitor" })).toBeTruthy();
    expect(within(row("DOM nodes")).getByText("Warning: above 1,000")).toBeTruthy();
    expect(within(row("JS heap")).getByText("210 MB / 250 MB")).toBeTruthy();
    expect(within(row("JS heap")).getByText("Warning: above 200 MB")).toBeTruthy();
    expect(within(row("Inline event handlers")).getByText("Warning: above 100")).toBeTruthy();
    expect(within(row("localStorage size")).getByText("Warning: above 500 KB")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Heap usage is above 80% of the limit.");
  });

  it("says OK within the limits and 'not available' without heap figures", async () => {
    await renderWith(<MonitorPage sample={() => ({ ...CALM, heap: null })} />);
    expect(within(row("DOM nodes")).getByText("OK")).toBeTruthy();
    expect(within(row("JS heap")).getByText("not available")).toBeTruthy();
    expect(within(row("JS heap")).getByText("OK")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("samples every 10 seconds and on Refresh", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const sample = vi.fn(() => CALM);
    await renderWith(<MonitorPage sample={sample} />);
    const before = sample.mock.calls.length;
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(sample.mock.calls.length).toBe(before + 1);
    sample.mockReturnValue(BUSY);
    await userEvent.setup().click(screen.getByRole("button", { name: "Refresh" }));
    expect(within(row("DOM nodes")).getByText("Warning: above 1,000")).toBeTruthy();
  });
});

describe("LanguageTest", () => {
  it("loads all eleven bundles and reports each one's keys and time", async () => {
    const user = userEvent.setup();
    await renderWith(<LanguageTest />);
    await user.click(screen.getByRole("button", { name: "Test All Languages" }));
    expect(
      await screen.findByText("11 of 11 languages loaded.", {}, { timeout: 5000 }),
    ).toBeTruthy();
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(11);
    for (const r of rows) {
      const [status, keys, time] = within(r)
        .getAllByRole("cell")
        .map((c) => c.textContent);
      expect(status).toBe("Loaded");
      // Plural forms differ by language (Japanese has one, Arabic six), the rest is the same.
      expect(Number(keys?.replace(/,/g, ""))).toBeGreaterThan(countKeys(english) * 0.8);
      expect(time).toMatch(/ms$/);
    }
  });

  it("reports a bundle that fails to load", async () => {
    const user = userEvent.setup();
    const load = vi.fn(async (code: string) => {
      if (code === "ja") throw new Error("offline");
      return { common: { a: "x", b: { c: "y" } } };
    });
    await renderWith(<LanguageTest load={load} />);
    await user.click(screen.getByRole("button", { name: "Test All Languages" }));
    expect(await screen.findByText("10 of 11 languages loaded.")).toBeTruthy();
    const ja = screen.getByRole("row", { name: /日本語/ });
    expect(
      within(ja)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Failed", "0", expect.stringMatching(/ms$/)]);
    const en = screen.getByRole("row", { name: /English/ });
    expect(within(en).getAllByRole("cell")[1]?.textContent).toBe("2");
  });
});

import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { VersionInfo } from "#core/contracts/version.ts";
import { loadAreaStrings } from "#web/lib/area-strings.ts";
import { readStored, writeStored } from "#web/lib/storage.ts";
import { formatBuildDate, VersionPage } from "./version-page";

const RELEASE: VersionInfo = {
  version: "2.1.14",
  buildNumber: "1761831635396",
  buildDate: "2025-10-30T13:40:35.396Z",
  commitHash: "0123456789abcdef0123456789abcdef01234567",
  environment: "production",
  features: ["contact-api", "dark-mode", "time-travel"],
};

function serve(body: unknown, status = 200) {
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    String(input).endsWith("/api/version")
      ? new Response(JSON.stringify(body), { status })
      : new Response("{}", { status: 404 }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

async function renderPage() {
  // Awaited act: the first help render suspends on its strings, and only an awaited act retries it.
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <VersionPage />
      </Suspense>,
    );
  });
  await screen.findByRole("heading", { level: 1, name: "Version Information" });
}

beforeAll(() => loadAreaStrings("help", "en"));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("VersionPage", () => {
  it("shows the release, its features, and New Version when it is newer than the stored one", async () => {
    writeStored("appCurrentVersion", "2.1.13");
    serve(RELEASE);
    await renderPage();
    expect(await screen.findByText("New Version")).toBeTruthy();
    expect(screen.getByText("v2.1.14")).toBeTruthy();
    expect(screen.getByText("production")).toBeTruthy();
    expect(screen.getByText("1761831635396")).toBeTruthy();
    expect(screen.getByText("0123456")).toBeTruthy();
    expect(screen.getByText(formatBuildDate(RELEASE.buildDate, "en") ?? "")).toBeTruthy();
    const features = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(features).toEqual(expect.arrayContaining(["Contact form", "Dark mode", "time-travel"]));
    // The visit stores the running version, so the play screen's notice goes away.
    expect(readStored("appCurrentVersion")).toBe("2.1.14");
  });

  it("compares dotted versions as numbers", async () => {
    writeStored("appCurrentVersion", "2.1.9");
    serve({ ...RELEASE, version: "2.1.10" });
    await renderPage();
    expect(await screen.findByText("New Version")).toBeTruthy();
  });

  it("says Up to Date when the stored version is the running one", async () => {
    writeStored("appCurrentVersion", "2.1.14");
    serve(RELEASE);
    await renderPage();
    expect(await screen.findByText("Up to Date")).toBeTruthy();
  });

  it("says Up to Date on a first visit and remembers the version", async () => {
    serve(RELEASE);
    await renderPage();
    expect(await screen.findByText("Up to Date")).toBeTruthy();
    expect(readStored("appCurrentVersion")).toBe("2.1.14");
  });

  it("offers Refresh App and Back to Help, also when the details cannot load", async () => {
    serve({ error: { code: "INTERNAL", message: "boom" } }, 500);
    await renderPage();
    expect((await screen.findByRole("alert")).textContent).toMatch(/could not be loaded/);
    expect(screen.getByRole("button", { name: "Refresh App" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Help" }).getAttribute("href")).toBe("/help");
    expect(readStored("appCurrentVersion")).toBeNull();
  });

  it("formats the build date in the reader's language and leaves a missing one unknown", () => {
    expect(formatBuildDate("2025-10-30T13:40:35.396Z", "de")).toMatch(/2025/);
    expect(formatBuildDate("2025-10-30T13:40:35.396Z", "de")).toMatch(/Oktober/);
    expect(formatBuildDate("", "en")).toBeNull();
    expect(formatBuildDate("not a date", "en")).toBeNull();
  });
});

import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UPDATE_NOTICE_SNOOZE_MS } from "#web/lib/seen-version.ts";
import { readStored, writeStored } from "#web/lib/storage.ts";
import { version } from "../../../package.json";
import { UpdateNotice } from "./update-notice";

const HOUR = 60 * 60 * 1000;
/** A release older than the running one (package.json's). */
const OLDER = "0.9.0";

/** Renders the notice, then moves the pointer: the check waits for the first gesture. */
async function renderNotice() {
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <UpdateNotice />
      </Suspense>,
    );
  });
  await act(async () => {
    window.dispatchEvent(new Event("pointermove"));
    await import("./update-notice-bar");
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("UpdateNotice", () => {
  it("checks nothing until the visitor first moves, touches or types", async () => {
    writeStored("appCurrentVersion", OLDER);
    await act(async () => {
      render(<UpdateNotice />);
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(readStored("appLastUpdateCheck")).toBeNull();
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
      await import("./update-notice-bar");
    });
    expect(await screen.findByRole("complementary")).toBeTruthy();
  });

  it("appears when the running version is newer than the stored one", async () => {
    writeStored("appCurrentVersion", OLDER);
    await renderNotice();
    expect(await screen.findByText(`Twirl has been updated to version ${version}.`)).toBeTruthy();
    expect(screen.getByRole("link", { name: "What's new" }).getAttribute("href")).toBe(
      "/help/version",
    );
    expect(readStored("appLastUpdateCheck")).toBeTypeOf("number");
  });

  it("hides on Dismiss, stores the dismissal and the version", async () => {
    writeStored("appCurrentVersion", OLDER);
    const user = userEvent.setup();
    await renderNotice();
    await user.click(await screen.findByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("complementary")).toBeNull();
    const dismissedAt = readStored("appUpdateNotificationDismissed");
    expect(dismissedAt).toBeTypeOf("number");
    expect(Date.now() - (dismissedAt ?? 0)).toBeLessThan(5000);
    expect(readStored("appCurrentVersion")).toBe(version);
  });

  it("stays hidden within 24 hours of a dismissal, without checking", async () => {
    writeStored("appCurrentVersion", OLDER);
    writeStored("appUpdateNotificationDismissed", Date.now() - HOUR);
    await renderNotice();
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(readStored("appLastUpdateCheck")).toBeNull();
    expect(readStored("appCurrentVersion")).toBe(OLDER);
  });

  it("comes back once the 24 hours are over", async () => {
    writeStored("appCurrentVersion", OLDER);
    writeStored("appUpdateNotificationDismissed", Date.now() - UPDATE_NOTICE_SNOOZE_MS - HOUR);
    await renderNotice();
    expect(await screen.findByRole("complementary", { name: "Update notice" })).toBeTruthy();
  });

  it("on a first visit only stores the running version, asking the server nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await renderNotice();
    expect(readStored("appCurrentVersion")).toBe(version);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("stays hidden when the running version is already known, or older", async () => {
    for (const seen of [version, "999.0.0"]) {
      writeStored("appCurrentVersion", seen);
      await renderNotice();
      expect(screen.queryByRole("complementary")).toBeNull();
      expect(readStored("appCurrentVersion")).toBe(seen);
    }
  });
});

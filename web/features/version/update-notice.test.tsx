import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readStored, writeStored } from "../../lib/storage";
import { UpdateNotice } from "./update-notice";
import { UPDATE_NOTICE_SNOOZE_MS } from "./version-info";

const RELEASE = {
  version: "2.1.14",
  buildNumber: "1761831635396",
  buildDate: "2025-10-30T13:40:35.396Z",
  commitHash: "0123456789abcdef",
  environment: "production",
  features: ["contact-api"],
};

const HOUR = 60 * 60 * 1000;

function serve(body: unknown = RELEASE) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

async function renderNotice() {
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <UpdateNotice />
      </Suspense>,
    );
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("UpdateNotice", () => {
  it("appears when the running version is newer than the stored one", async () => {
    writeStored("appCurrentVersion", "2.1.13");
    serve();
    await renderNotice();
    expect(await screen.findByText("Twirl has been updated to version 2.1.14.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "What's new" }).getAttribute("href")).toBe(
      "/help/version",
    );
    expect(readStored("appLastUpdateCheck")).toBeTypeOf("number");
  });

  it("hides on Dismiss, stores the dismissal and the version", async () => {
    writeStored("appCurrentVersion", "2.1.13");
    serve();
    const user = userEvent.setup();
    await renderNotice();
    await user.click(await screen.findByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("complementary")).toBeNull();
    const dismissedAt = readStored("appUpdateNotificationDismissed");
    expect(dismissedAt).toBeTypeOf("number");
    expect(Date.now() - (dismissedAt ?? 0)).toBeLessThan(5000);
    expect(readStored("appCurrentVersion")).toBe("2.1.14");
  });

  it("stays hidden within 24 hours of a dismissal, and does not even ask", async () => {
    writeStored("appCurrentVersion", "2.1.13");
    writeStored("appUpdateNotificationDismissed", Date.now() - HOUR);
    const fetch = serve();
    await renderNotice();
    await act(async () => {});
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("comes back once the 24 hours are over", async () => {
    writeStored("appCurrentVersion", "2.1.13");
    writeStored("appUpdateNotificationDismissed", Date.now() - UPDATE_NOTICE_SNOOZE_MS - HOUR);
    serve();
    await renderNotice();
    expect(await screen.findByRole("complementary", { name: "Update notice" })).toBeTruthy();
  });

  it("on a first visit only stores the running version", async () => {
    const fetch = serve();
    await renderNotice();
    await waitFor(() => expect(readStored("appCurrentVersion")).toBe("2.1.14"));
    expect(fetch).toHaveBeenCalledWith("/api/version", expect.anything());
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("stays hidden when the version is already known or the check fails", async () => {
    writeStored("appCurrentVersion", "2.1.14");
    serve();
    await renderNotice();
    await waitFor(() => expect(readStored("appLastUpdateCheck")).not.toBeNull());
    expect(screen.queryByRole("complementary")).toBeNull();

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("offline");
      }),
    );
    writeStored("appCurrentVersion", "2.1.13");
    await renderNotice();
    await act(async () => {});
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});

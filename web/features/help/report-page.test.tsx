import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetClientConfig } from "#web/lib/client-config.ts";
import { ReportPage } from "./report-page";
import { canonicalHref, renderPage, serveConfig } from "./test-support";

beforeEach(() => {
  resetClientConfig();
  serveConfig();
});
afterEach(() => vi.unstubAllGlobals());

describe("ReportPage", () => {
  it("shows its h1 and sets its title and canonical link", async () => {
    await renderPage(<ReportPage />, "/help/report");
    expect(await screen.findByRole("heading", { level: 1, name: "Report an Issue" })).toBeTruthy();
    expect(document.title).toBe("Report an Issue · Twirl");
    expect(canonicalHref()).toBe(`${window.location.origin}/help/report`);
  });

  it("explains that reports need an account, pointing to the contact form", async () => {
    const user = userEvent.setup();
    await renderPage(<ReportPage />, "/help/report");
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Submit Report" }));

    const dialog = screen.getByRole("dialog", { name: "Reporting needs an account" });
    expect(dialog.textContent).toContain("Reports are tied to a Twirl account");
    expect(dialog.textContent).not.toContain("coming soon");
    const form = within(dialog).getByRole("link", { name: "contact form" });
    expect(form.getAttribute("href")).toBe("/help/contact");

    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

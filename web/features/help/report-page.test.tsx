import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetClientConfig } from "#web/lib/client-config.ts";
import { type ReportsRequest, setReportsHost } from "#web/lib/reports-request.ts";
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

  it("opens the report dialog for a general report with question id help-report", async () => {
    const user = userEvent.setup();
    const asked: ReportsRequest[] = [];
    setReportsHost((request) => asked.push(request));
    await renderPage(<ReportPage />, "/help/report");
    await user.click(await screen.findByRole("button", { name: "Submit Report" }));
    expect(asked).toEqual([
      {
        view: "report",
        target: expect.objectContaining({ gameType: "general", questionId: "help-report" }),
      },
    ]);
  });
});

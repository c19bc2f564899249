import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ListError } from "./list-error";

// This file does not preload the panels' strings, as the page does not.
describe("ListError", () => {
  it("shows the rule's message once the panels' strings are in", async () => {
    const shown = act(async () => {
      render(
        <ListError
          id="e"
          error={{ key: "errors.maxParticipants", params: { count: 36 } }}
          className="sidebar-error"
        />,
      );
    });
    expect(screen.queryByRole("alert")).toBeNull(); // the strings are still on their way
    await shown;
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Maximum 36 participants allowed");
    expect(alert.id).toBe("e");
  });
});

import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { navigate, usePathname, useSearchParams } from "./router";

function Probe() {
  const params = useSearchParams();
  return (
    <p>
      {usePathname()} token={params.get("token") ?? "none"}
    </p>
  );
}

afterEach(() => history.replaceState(null, "", "/"));

describe("the router", () => {
  it("reads the path and the query string, and follows a navigation", () => {
    history.replaceState(null, "", "/reset?token=abc");
    render(<Probe />);
    expect(screen.getByText("/reset token=abc")).toBeTruthy();
    act(() => navigate("/help?token=xyz#top"));
    expect(screen.getByText("/help token=xyz")).toBeTruthy();
    expect(location.hash).toBe("#top");
    act(() => navigate("/help"));
    expect(screen.getByText("/help token=none")).toBeTruthy();
  });
});

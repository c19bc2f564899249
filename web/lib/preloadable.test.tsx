import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { preloadable, tracked } from "./preloadable";

const Hello = ({ name }: { name: string }) => <p>Hello, {name}</p>;

describe("preloadable", () => {
  it("renders a part whose module is in at once, without its boundary's fallback", async () => {
    const Part = preloadable(async () => ({ default: Hello }));
    await Part.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Part name="Ada" />
      </Suspense>,
    );
    // No act(): what the first render committed, before any retry could run.
    expect(screen.getByText("Hello, Ada")).toBeTruthy();
    expect(screen.queryByText("waiting")).toBeNull();
  });

  it("loads on first render when not preloaded, once", async () => {
    let loads = 0;
    const Part = preloadable(async () => {
      loads += 1;
      return { default: Hello };
    });
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Part name="Bo" />
          <Part name="Cy" />
        </Suspense>,
      );
    });
    expect(await screen.findByText("Hello, Bo")).toBeTruthy();
    expect(screen.getByText("Hello, Cy")).toBeTruthy();
    expect(loads).toBe(1);
  });
});

describe("tracked", () => {
  it("marks the outcome, and a rejection handled by the caller stays handled", async () => {
    const ok = tracked(Promise.resolve(7));
    await ok;
    expect(ok).toMatchObject({ status: "fulfilled", value: 7 });
    const failed = tracked(Promise.reject(new Error("offline")));
    await expect(failed).rejects.toThrow("offline");
    expect(failed).toMatchObject({ status: "rejected" });
  });
});

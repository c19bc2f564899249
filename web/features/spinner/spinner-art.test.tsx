import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SPINNER_IDS } from "#core/spinners/spinner-styles.ts";
import { SpinnerArt } from "./spinner-art";

const DRAWING = "path, circle, rect, ellipse, polygon";

describe("SpinnerArt", () => {
  it("draws a distinct artwork for each of the 13 styles", () => {
    expect(SPINNER_IDS).toHaveLength(13);
    const drawings = SPINNER_IDS.map((id) => {
      const { container, unmount } = render(<SpinnerArt id={id} />);
      const svg = container.querySelector("svg");
      expect(svg?.getAttribute("data-spinner")).toBe(id);
      // Compare the drawing itself, without the per-instance ids.
      const markup = (svg?.innerHTML ?? "").replace(/(id="|url\(#)[^")]+/g, "$1");
      unmount();
      return markup;
    });
    expect(new Set(drawings).size).toBe(SPINNER_IDS.length);
  });

  it.each(SPINNER_IDS)("renders %s as a decorative inline SVG with drawing content", (id) => {
    const { container } = render(<SpinnerArt id={id} className="art" />);
    const svg = container.querySelector("svg");
    expect(svg).not.toBeNull();
    expect(svg?.getAttribute("viewBox")).toBe("0 0 100 100");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.getAttribute("class")).toBe("art");
    expect(svg?.querySelector("title")).toBeNull();
    const shapes = svg?.querySelectorAll(DRAWING) ?? [];
    expect(shapes.length).toBeGreaterThan(3);
    expect(svg?.querySelectorAll("linearGradient, radialGradient").length).toBeGreaterThan(0);
    expect(container.querySelector("img, image")).toBeNull();
  });

  it("is a labelled image when a title is given", () => {
    render(<SpinnerArt id="compass" title="Compass spinner" />);
    const img = screen.getByRole("img", { name: "Compass spinner" });
    expect(img.tagName.toLowerCase()).toBe("svg");
    expect(img.getAttribute("aria-hidden")).toBeNull();
    expect(img.querySelector("title")?.textContent).toBe("Compass spinner");
  });

  it("uses unique gradient ids per instance and only references its own ids", () => {
    const { container } = render(
      <div>
        {SPINNER_IDS.map((id) => (
          <div key={id}>
            <SpinnerArt id={id} />
            <SpinnerArt id={id} title={id} />
          </div>
        ))}
      </div>,
    );
    const ids = [...container.querySelectorAll("[id]")].map((el) => el.id);
    expect(ids.length).toBeGreaterThan(SPINNER_IDS.length * 2);
    expect(new Set(ids).size).toBe(ids.length);

    for (const svg of container.querySelectorAll("svg")) {
      const own = new Set([...svg.querySelectorAll("[id]")].map((el) => el.id));
      const refs = [...svg.outerHTML.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]);
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) expect(own.has(ref ?? "")).toBe(true);
    }
  });
});

import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as icons from "./icons";
import sprite from "./icons.svg?raw";
import { NETWORKS } from "./social-links";

const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));

/** The symbol an icon component refers to. */
function symbolOf(Component: () => React.ReactNode) {
  const { container } = render(<Component />);
  const href = container.querySelector("use")?.getAttribute("href") ?? "";
  return href.slice(href.indexOf("#") + 1);
}

describe("icons", () => {
  const components = Object.entries(icons).filter(([name]) => /^[A-Z]\w*Icon$/.test(name));

  it.each(components)("%s refers to a symbol of the sprite", (_, Component) => {
    expect(symbols.has(symbolOf(Component as () => React.ReactNode))).toBe(true);
  });

  it("has a symbol for each social network", () => {
    for (const network of NETWORKS) expect(symbols.has(`social-${network}`)).toBe(true);
  });

  it("draws no symbol twice and leaves none unused", () => {
    const used = new Set([
      ...components.map(([, C]) => symbolOf(C as () => React.ReactNode)),
      ...NETWORKS.map((n) => `social-${n}`),
    ]);
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBe(symbols.size);
    expect([...symbols].filter((id) => !used.has(id as string))).toEqual([]);
  });
});

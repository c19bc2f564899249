import { describe, expect, it } from "vitest";
import { APP_ROUTES } from "#core/app/app-routes.ts";
import { PAGE_MODULES, pageFile } from "./other-pages";

describe("the route table and the web router", () => {
  const pages = APP_ROUTES.filter((r) => r.feature !== "play");

  it.each(pages)("$path loads $page from its feature and finds its component", async (route) => {
    const load = PAGE_MODULES[pageFile(route.feature, route.page)];
    expect(load, `no module ${pageFile(route.feature, route.page)}`).toBeTypeOf("function");
    const module = await load?.();
    const name = `${route.page.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}Page`;
    expect(module?.[name], `${name} is not exported`).toBeTypeOf("function");
  });

  it("routes every page module but the not-found page, and no path twice", () => {
    // A module may serve more than one path (the back office's sign-in and dashboard).
    const routed = [...new Set(pages.map((r) => pageFile(r.feature, r.page)))];
    const modules = Object.keys(PAGE_MODULES).filter((f) => !f.endsWith("/not-found-page.tsx"));
    expect([...modules].sort()).toEqual([...routed].sort());
    const paths = APP_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderSidebar, texts } from "../test-support";
import { RandomNumbersPanel } from "./random-numbers-panel";

/** Renders the panel and waits for the numbers: their builder loads with the mode. */
async function setup() {
  const rendered = renderSidebar(<RandomNumbersPanel />, { mode: "random-numbers" });
  await screen.findByRole("list", { name: "Random numbers on the spinner" });
  const min = screen.getByRole<HTMLInputElement>("textbox", { name: "Min" });
  const max = screen.getByRole<HTMLInputElement>("textbox", { name: "Max" });
  const chips = () => texts(screen.getByRole("list", { name: "Random numbers on the spinner" }));
  const range = () => {
    const { minRange, maxRange } = rendered.sidebar().settings;
    return [minRange, maxRange];
  };
  return { ...rendered, min, max, chips, range };
}

describe("RandomNumbersPanel", () => {
  it("shows six numbers from 1 to 100 by default", async () => {
    const { chips, min, max } = await setup();
    expect(min.value).toBe("1");
    expect(max.value).toBe("100");
    expect(chips()).toHaveLength(6);
    for (const n of chips()) expect(Number(n)).toBeGreaterThanOrEqual(1);
  });

  it("accepts only digits and a leading minus while typing, up to 10 characters", async () => {
    const { user, min } = await setup();
    await user.clear(min);
    expect(min.value).toBe("");
    await user.type(min, "-");
    expect(min.value).toBe("-");
    await user.type(min, "1a.2-");
    expect(min.value).toBe("-12");
    fireEvent.change(min, { target: { value: "12345678901" } });
    expect(min.value).toBe("-12");
  });

  it("restores the last value on blur when the text is empty or a lone minus", async () => {
    const { user, min, max, range } = await setup();
    await user.clear(min);
    await user.tab();
    expect(min.value).toBe("1");
    await user.clear(max);
    await user.type(max, "-");
    await user.tab();
    expect(max.value).toBe("100");
    expect(range()).toEqual([1, 100]);
  });

  it("commits on blur and on Enter, updating the list", async () => {
    const { user, min, max, chips, range } = await setup();
    await user.clear(min);
    await user.type(min, "-5");
    await user.tab();
    await user.clear(max);
    await user.type(max, "-3{Enter}");
    expect(range()).toEqual([-5, -3]);
    for (const n of chips()) expect([-5, -4, -3]).toContain(Number(n));
    expect(JSON.parse(localStorage.getItem("sidebarSettings") ?? "{}").minRange).toBe(-5);
  });

  it("lets Min be typed above Max: the list empties and says why until Max is raised", async () => {
    const { user, min, max, range } = await setup();
    await user.clear(min);
    await user.type(min, "200");
    await user.tab();
    expect(range()).toEqual([200, 100]);
    expect(min.value).toBe("200");
    expect(max.value).toBe("100");
    const note = screen.getByText(/Min is above Max, so there are no numbers\./);
    expect(min.getAttribute("aria-describedby")).toBe(note.id);
    expect(screen.queryByRole("list", { name: "Random numbers on the spinner" })).toBeNull();
    await user.clear(max);
    await user.type(max, "300{Enter}");
    expect(range()).toEqual([200, 300]);
    expect(screen.queryByText(/Min is above Max/)).toBeNull();
    const chips = texts(await screen.findByRole("list", { name: "Random numbers on the spinner" }));
    expect(new Set(chips).size).toBe(6);
    for (const n of chips) expect(Number(n)).toBeGreaterThanOrEqual(200);
  });

  it("takes decimal bounds in Decimals mode, and only whole numbers in Integers", async () => {
    const { user, min, max, range } = await setup();
    await user.type(min, ".");
    expect(min.value).toBe("1");
    await user.click(screen.getByRole("radio", { name: "Decimals" }));
    await user.clear(min);
    await user.type(min, "0.25");
    await user.clear(max);
    await user.type(max, "0.3{Enter}");
    expect(range()).toEqual([0.25, 0.3]);
    expect(min.inputMode).toBe("decimal");
    const chips = texts(await screen.findByRole("list", { name: "Random numbers on the spinner" }));
    expect(chips.sort()).toEqual(["0.25", "0.26", "0.27", "0.28", "0.29", "0.30"]);
  });

  it("clamps to the global bounds", async () => {
    const { user, max, range } = await setup();
    await user.clear(max);
    await user.type(max, "9999999999");
    await user.tab();
    expect(max.value).toBe("999999999");
    expect(range()).toEqual([1, 999_999_999]);
  });

  it("formats the numbers for display", async () => {
    const { user, min, max, chips } = await setup();
    await user.clear(max);
    await user.type(max, "9000");
    await user.clear(min);
    await user.type(min, "2000");
    await user.tab();
    for (const n of chips()) expect(n).toMatch(/^\d,\d{3}$/);
    await user.click(screen.getByRole("radio", { name: "Decimals" }));
    for (const n of chips()) expect(n).toMatch(/^\d,\d{3}\.\d{2}$/);
  });

  it("the count slider sets how many numbers there are", async () => {
    const { chips, sidebar } = await setup();
    const slider = screen.getByRole("slider", { name: "How many random numbers" });
    fireEvent.change(slider, { target: { value: "11" } });
    expect(chips()).toHaveLength(11);
    expect(sidebar().settings.randomCount).toBe(11);
    expect(screen.getByText("11", { selector: "output" })).toBeTruthy();
  });

  it("New numbers draws a fresh set", async () => {
    const { user, max, chips } = await setup();
    await user.clear(max);
    await user.type(max, "999999999");
    await user.tab();
    const before = chips();
    await user.click(screen.getByRole("button", { name: "New numbers" }));
    expect(chips()).toHaveLength(6);
    expect(chips()).not.toEqual(before);
  });
});

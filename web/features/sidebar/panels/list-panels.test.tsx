import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderSidebar, texts } from "../test-support";
import { BinaryPanel } from "./binary-panel";
import { ColorsPanel } from "./colors-panel";
import { DicePanel } from "./dice-panel";
import { NumbersPanel } from "./numbers-panel";

const stored = () => JSON.parse(localStorage.getItem("sidebarSettings") ?? "{}");

describe("DicePanel", () => {
  it("shows the six faces, each named for screen readers", async () => {
    renderSidebar(<DicePanel />, { mode: "dice" });
    // The dice, numbers and binary lists load with their mode, then the list is drawn.
    const faces = await screen.findByRole("list", { name: "Dice faces" });
    expect(texts(faces)).toEqual([
      "⚀Face 1",
      "⚁Face 2",
      "⚂Face 3",
      "⚃Face 4",
      "⚄Face 5",
      "⚅Face 6",
    ]);
  });
});

describe("NumbersPanel", () => {
  it("shows 1 to N and follows the slider from 2 to 36", async () => {
    const { sidebar } = renderSidebar(<NumbersPanel />, { mode: "numbers" });
    await screen.findByRole("list", { name: "Numbers on the spinner" });
    const list = () => texts(screen.getByRole("list", { name: "Numbers on the spinner" }));
    expect(list()).toEqual(["1", "2", "3", "4", "5", "6"]);
    const slider = screen.getByRole<HTMLInputElement>("slider", { name: "How many numbers" });
    expect([slider.min, slider.max, slider.step]).toEqual(["2", "36", "1"]);
    fireEvent.change(slider, { target: { value: "12" } });
    expect(list()).toHaveLength(12);
    expect(list().at(-1)).toBe("12");
    expect(screen.getByText("12", { selector: "output" })).toBeTruthy();
    expect(sidebar().items).toHaveLength(12);
    expect(stored().numberSelection).toBe(12);
  });
});

describe("BinaryPanel", () => {
  it("switches the pair and repeats it to an even count", async () => {
    renderSidebar(<BinaryPanel />, { mode: "binary" });
    await screen.findByRole("list", { name: "Options on the spinner" });
    const list = () => texts(screen.getByRole("list", { name: "Options on the spinner" }));
    expect(list()).toEqual(["Yes", "No"]);
    fireEvent.click(screen.getByRole("radio", { name: "Heads / Tails" }));
    expect(list()).toEqual(["Heads", "Tails"]);
    fireEvent.click(screen.getByRole("radio", { name: "Go / Stay" }));
    expect(list()).toEqual(["Go", "Stay"]);
    const slider = screen.getByRole<HTMLInputElement>("slider", { name: "How many slots" });
    expect([slider.min, slider.step]).toEqual(["2", "2"]);
    fireEvent.change(slider, { target: { value: "6" } });
    expect(list()).toEqual(["Go", "Stay", "Go", "Stay", "Go", "Stay"]);
    expect(stored()).toMatchObject({ binarySelection: "custom", binaryCount: 6 });
  });
});

describe("ColorsPanel", () => {
  it("shows named swatches and follows the set and the count", async () => {
    renderSidebar(<ColorsPanel />, { mode: "colors" });
    // The palettes load with the colours mode, then the list is drawn.
    await screen.findByRole("list", { name: "Colours on the spinner" });
    const list = () => screen.getByRole("list", { name: "Colours on the spinner" });
    expect(texts(list())).toHaveLength(6);
    expect(list().querySelectorAll(".sidebar-swatch")).toHaveLength(6);
    for (const name of texts(list())) expect(name).not.toMatch(/^colors\./);

    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Colour set" });
    expect(Array.from(select.options, (o) => o.text)).toEqual([
      "Random",
      "Skin Tones",
      "Eye Colours",
      "Hair Colours",
    ]);
    fireEvent.change(select, { target: { value: "skin" } });
    expect(stored().colorType).toBe("skin");

    const slider = screen.getByRole<HTMLInputElement>("slider", { name: "How many colours" });
    expect([slider.min, slider.max]).toEqual(["2", "24"]);
    fireEvent.change(slider, { target: { value: "10" } });
    expect(texts(list())).toHaveLength(10);
    expect(new Set(texts(list())).size).toBe(10);
  });
});

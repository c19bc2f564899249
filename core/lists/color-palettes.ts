import { type ColorType, DEFAULT_COLOR_COUNT, type SliderSpec } from "./modes";

/**
 * `key` names the English label in web/locales/en.json under lists.colors.<palette>.<key>;
 * `label` is the same English text, kept here so plain-text lists can be recognised as colours.
 */
export type ColorOption = { key: string; hex: string; label: string };

export type PaletteId = "general" | "skin" | "eyes" | "hair";

const c = (key: string, hex: string, label: string): ColorOption => ({ key, hex, label });

const GENERAL: readonly ColorOption[] = [
  c("red", "#F44336", "Red"),
  c("pink", "#E91E63", "Pink"),
  c("purple", "#9C27B0", "Purple"),
  c("violet", "#673AB7", "Violet"),
  c("indigo", "#3F51B5", "Indigo"),
  c("blue", "#2196F3", "Blue"),
  c("skyBlue", "#03A9F4", "Sky Blue"),
  c("cyan", "#00BCD4", "Cyan"),
  c("teal", "#009688", "Teal"),
  c("green", "#4CAF50", "Green"),
  c("lightGreen", "#8BC34A", "Light Green"),
  c("lime", "#CDDC39", "Lime"),
  c("yellow", "#FFEB3B", "Yellow"),
  c("amber", "#FFC107", "Amber"),
  c("orange", "#FF9800", "Orange"),
  c("coral", "#FF7F50", "Coral"),
  c("brown", "#795548", "Brown"),
  c("grey", "#9E9E9E", "Grey"),
  c("black", "#000000", "Black"),
  c("white", "#FFFFFF", "White"),
  c("navy", "#000080", "Navy"),
  c("maroon", "#800000", "Maroon"),
  c("gold", "#FFD700", "Gold"),
  c("magenta", "#FF00FF", "Magenta"),
];

// Ordered light to dark.
const SKIN: readonly ColorOption[] = [
  c("porcelain", "#FBEFE6", "Porcelain"),
  c("ivory", "#F8E6D6", "Ivory"),
  c("pale", "#F3D9C6", "Pale"),
  c("fair", "#EFCFB5", "Fair"),
  c("lightBeige", "#E8C3A4", "Light Beige"),
  c("peach", "#E6B898", "Peach"),
  c("beige", "#DDB08C", "Beige"),
  c("sand", "#D4A67E", "Sand"),
  c("warmBeige", "#CC9C74", "Warm Beige"),
  c("golden", "#C8956A", "Golden"),
  c("honey", "#BF8A5E", "Honey"),
  c("olive", "#B38355", "Olive"),
  c("tan", "#A87A4F", "Tan"),
  c("caramel", "#9E6F45", "Caramel"),
  c("bronze", "#93663D", "Bronze"),
  c("cinnamon", "#8A5B36", "Cinnamon"),
  c("chestnut", "#7F5230", "Chestnut"),
  c("mocha", "#74492B", "Mocha"),
  c("coffee", "#6A4026", "Coffee"),
  c("mahogany", "#5F3822", "Mahogany"),
  c("cocoa", "#55301D", "Cocoa"),
  c("espresso", "#4A2A1A", "Espresso"),
  c("ebony", "#3F2417", "Ebony"),
  c("deepEbony", "#331D13", "Deep Ebony"),
];

const EYES: readonly ColorOption[] = [
  c("lightBlue", "#A7C7E7", "Light Blue"),
  c("blue", "#5B8FC7", "Blue"),
  c("steelBlue", "#4682B4", "Steel Blue"),
  c("deepBlue", "#1F4E79", "Deep Blue"),
  c("greyBlue", "#7A8FA6", "Grey Blue"),
  c("grey", "#8C9399", "Grey"),
  c("silver", "#B7BEC4", "Silver"),
  c("blueGreen", "#4F8A8B", "Blue Green"),
  c("aqua", "#6CB4B8", "Aqua"),
  c("lightGreen", "#8DB580", "Light Green"),
  c("green", "#4E8B4A", "Green"),
  c("emerald", "#2E8B57", "Emerald"),
  c("jade", "#00A86B", "Jade"),
  c("oliveGreen", "#6B7A3A", "Olive Green"),
  c("hazel", "#8E7618", "Hazel"),
  c("lightHazel", "#A89B5B", "Light Hazel"),
  c("amber", "#C68E17", "Amber"),
  c("honeyBrown", "#B5832F", "Honey Brown"),
  c("lightBrown", "#9C6B3C", "Light Brown"),
  c("brown", "#6F4E37", "Brown"),
  c("chestnutBrown", "#5A3A22", "Chestnut Brown"),
  c("darkBrown", "#3D2616", "Dark Brown"),
  c("almostBlack", "#1E140E", "Almost Black"),
  c("violet", "#7F6A9E", "Violet"),
];

const HAIR: readonly ColorOption[] = [
  c("jetBlack", "#0A0A0A", "Jet Black"),
  c("black", "#1C1C1C", "Black"),
  c("softBlack", "#2B2522", "Soft Black"),
  c("darkBrown", "#3B2A20", "Dark Brown"),
  c("darkChocolate", "#4B3226", "Dark Chocolate"),
  c("chestnut", "#5E3B27", "Chestnut"),
  c("mediumBrown", "#6E4B32", "Medium Brown"),
  c("lightBrown", "#8B6343", "Light Brown"),
  c("caramel", "#A0703F", "Caramel"),
  c("auburn", "#922724", "Auburn"),
  c("burgundy", "#800020", "Burgundy"),
  c("copper", "#B87333", "Copper"),
  c("ginger", "#D2691E", "Ginger"),
  c("strawberryBlonde", "#E1A07A", "Strawberry Blonde"),
  c("darkBlonde", "#A68A64", "Dark Blonde"),
  c("honeyBlonde", "#C8A165", "Honey Blonde"),
  c("goldenBlonde", "#D9B26F", "Golden Blonde"),
  c("ashBlonde", "#C2B8A3", "Ash Blonde"),
  c("platinumBlonde", "#E8E2D0", "Platinum Blonde"),
  c("silver", "#C0C0C0", "Silver"),
  c("grey", "#8E8E8E", "Grey"),
  c("white", "#F2F2F2", "White"),
  c("pastelPink", "#F4A7B9", "Pastel Pink"),
  c("lavender", "#B57EDC", "Lavender"),
];

export const PALETTES: Readonly<Record<PaletteId, readonly ColorOption[]>> = Object.freeze({
  general: GENERAL,
  skin: SKIN,
  eyes: EYES,
  hair: HAIR,
});

/** "random" draws from the general palette; the other types have their own. */
export const PALETTE_FOR_TYPE: Readonly<Record<ColorType, PaletteId>> = Object.freeze({
  random: "general",
  skin: "skin",
  eyes: "eyes",
  hair: "hair",
});

/** Upper bound of the colour-count slider, whatever the palette size. */
export const COLOR_LIMIT = 24;

export function colorSlider(type: ColorType): SliderSpec {
  const size = PALETTES[PALETTE_FOR_TYPE[type]].length;
  return { min: 2, max: Math.min(COLOR_LIMIT, size), step: 1, defaultValue: DEFAULT_COLOR_COUNT };
}

import { createContext, type ReactNode, useEffect, useMemo, useState } from "react";
import {
  BINARY_SLIDER,
  clampSlider,
  type ListItem,
  NUMBER_SLIDER,
  RANDOM_COUNT_SLIDER,
} from "#core/lists/modes.ts";
import {
  DEFAULT_PARTICIPANTS,
  type Participant,
  parseStoredParticipants,
  visibleParticipants,
} from "#core/lists/participants.ts";
import {
  type ListMode,
  parseSidebarSettings,
  type SidebarSettings,
} from "#core/lists/sidebar-settings.ts";
import { secureRandomInt } from "#core/random.ts";
import { withStrings } from "#web/lib/area-strings.ts";
import { readStored, removeStored, writeStored } from "#web/lib/storage.ts";
import { useRequired } from "#web/lib/use-required.ts";

export type Panel = ListMode | "games" | "spinner-styles" | "help";

type GeneratedMode = Exclude<ListMode, "participants">;

export type Sidebar = {
  settings: SidebarSettings;
  panel: Panel;
  /** True while a spin runs: no mode switch, no list edit. */
  locked: boolean;
  participants: Participant[];
  /** The entries of the current list mode, as the spinner draws them. */
  items: ListItem[];
  setPanel(panel: Panel): void;
  setLocked(locked: boolean): void;
  setParticipants(list: Participant[]): void;
  updateSettings(patch: Partial<SidebarSettings>): void;
  /** Draws the current generated list (random numbers, colours) afresh. */
  regenerate(): void;
  /** Removes entries of the current list (remove-winner-after-pick). */
  removeItems(ids: readonly string[]): void;
  /** After a spin, while the lock lifts: marks the names list's winners (rotation, tally). */
  afterSpin(change: (list: Participant[]) => Participant[]): void;
};

const SidebarContext = createContext<Sidebar | null>(null);

function loadParticipants(): Participant[] {
  const stored = readStored("savedParticipants");
  const parsed = parseStoredParticipants(stored);
  if (stored !== null && parsed === null) removeStored("savedParticipants");
  return parsed ?? [...DEFAULT_PARTICIPANTS];
}

/**
 * Builders that load when their mode is first used, not with the page: the colour palettes
 * with their names, the random numbers, and the dice, numbers and binary lists. Until one is
 * in, its list is empty.
 */
const builders: {
  colors?: typeof import("#core/lists/colors.ts");
  "random-numbers"?: typeof import("#core/lists/random-numbers.ts");
  fixed?: typeof import("#core/lists/fixed-lists.ts");
} = {};
const loadFixed = () =>
  import("#core/lists/fixed-lists.ts").then((module) => {
    builders.fixed = module;
  });
const LOAD_BUILDER = {
  colors: () =>
    withStrings("colors", () => import("#core/lists/colors.ts"))().then((module) => {
      builders.colors = module;
    }),
  "random-numbers": () =>
    import("#core/lists/random-numbers.ts").then((module) => {
      builders["random-numbers"] = module;
    }),
};

function generate(mode: GeneratedMode, s: SidebarSettings): ListItem[] {
  const fixed = builders.fixed;
  switch (mode) {
    case "dice":
      return fixed ? fixed.buildDiceList() : [];
    case "numbers":
      return fixed ? fixed.buildNumberList(clampSlider(s.numberSelection, NUMBER_SLIDER)) : [];
    case "random-numbers": {
      const numbers = builders["random-numbers"];
      return numbers
        ? numbers.buildRandomNumberList({
            count: clampSlider(s.randomCount, RANDOM_COUNT_SLIDER),
            min: s.minRange,
            max: s.maxRange,
            numberMode: s.numberMode,
            randomInt: secureRandomInt,
          })
        : [];
    }
    case "colors": {
      const colors = builders.colors;
      return colors
        ? colors.buildColorList({
            type: s.colorType,
            count: clampSlider(s.colorCount, colors.colorSlider(s.colorType)),
            randomInt: secureRandomInt,
          })
        : [];
    }
    case "binary":
      return fixed
        ? fixed.buildBinaryList(s.binarySelection, clampSlider(s.binaryCount, BINARY_SLIDER))
        : [];
  }
}

const GENERATED_MODES: GeneratedMode[] = ["dice", "numbers", "random-numbers", "colors", "binary"];

function generateAll(s: SidebarSettings, modes = GENERATED_MODES) {
  const lists = {} as Record<GeneratedMode, ListItem[]>;
  for (const mode of modes) lists[mode] = generate(mode, s);
  return lists;
}

/** Which generated list each settings field feeds, so a change rebuilds only that list. */
const FEEDS: Partial<Record<keyof SidebarSettings, GeneratedMode>> = {
  numberSelection: "numbers",
  randomCount: "random-numbers",
  minRange: "random-numbers",
  maxRange: "random-numbers",
  numberMode: "random-numbers",
  colorCount: "colors",
  colorType: "colors",
  binarySelection: "binary",
  binaryCount: "binary",
};

export function SidebarProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(() =>
    parseSidebarSettings(readStored("sidebarSettings")),
  );
  const [panel, setPanel] = useState<Panel>(() => settings.listMode);
  const [locked, setLocked] = useState(false);
  const [participants, setParticipantsState] = useState(loadParticipants);
  const [generated, setGenerated] = useState(() => generateAll(settings));

  const mode = settings.listMode;
  useEffect(() => {
    if (mode === "participants") return;
    const own = mode === "colors" || mode === "random-numbers";
    if (own ? builders[mode] : builders.fixed) return;
    let current = true;
    (own ? LOAD_BUILDER[mode] : loadFixed)().then(
      () => {
        // The fixed lists come in one module: all three are drawn once it is in.
        const modes: GeneratedMode[] = own ? [mode] : ["dice", "numbers", "binary"];
        if (current) setGenerated((g) => ({ ...g, ...generateAll(settings, modes) }));
      },
      () => {}, // offline: the list stays empty until the next try
    );
    return () => {
      current = false;
    };
  }, [mode, settings]);
  const items = useMemo<ListItem[]>(
    () =>
      mode === "participants"
        ? // With their weight, colour and picture (the other fields ride along unused).
          visibleParticipants(participants).map((p) => ({ ...p, label: p.name }))
        : generated[mode],
    [mode, participants, generated],
  );

  // A change is made to the list as it is in the state: after a spin, it may come a moment
  // after the render that asked for it.
  const saveParticipants = (change: (list: Participant[]) => Participant[]) =>
    setParticipantsState((before) => {
      const list = change(before);
      if (list.length === 0) removeStored("savedParticipants");
      else writeStored("savedParticipants", list);
      return list;
    });

  const value: Sidebar = {
    settings,
    panel,
    locked,
    participants,
    items,
    setPanel(next) {
      if (locked) return;
      setPanel(next);
      // Games, styles and help are settings pages: opening them keeps the spinner's list.
      const keepsList = next === "games" || next === "spinner-styles" || next === "help";
      if (!keepsList && next !== settings.listMode) {
        value.updateSettings({ listMode: next });
      }
    },
    setLocked,
    setParticipants(list) {
      if (!locked) saveParticipants(() => list);
    },
    updateSettings(patch) {
      if (locked) return;
      const next = { ...settings, ...patch };
      setSettings(next);
      writeStored("sidebarSettings", next);
      const stale = Object.keys(patch).flatMap((k) => FEEDS[k as keyof SidebarSettings] ?? []);
      if (stale.length > 0) {
        setGenerated((g) => ({ ...g, ...generateAll(next, stale) }));
      }
    },
    regenerate() {
      if (!locked && mode !== "participants") {
        setGenerated((g) => ({ ...g, ...generateAll(settings, [mode]) }));
      }
    },
    afterSpin: saveParticipants,
    removeItems(ids) {
      const keep = (item: { id: string }) => !ids.includes(item.id);
      if (mode === "participants") saveParticipants((list) => list.filter(keep));
      else setGenerated((g) => ({ ...g, [mode]: g[mode].filter(keep) }));
    },
  };
  return <SidebarContext value={value}>{children}</SidebarContext>;
}

export const useSidebar = (): Sidebar => useRequired(SidebarContext, "useSidebar");

import { createContext, type ReactNode, useEffect, useMemo, useState } from "react";
import {
  BINARY_SLIDER,
  buildBinaryList,
  buildDiceList,
  buildNumberList,
  clampSlider,
  type ListItem,
  NUMBER_SLIDER,
  RANDOM_COUNT_SLIDER,
} from "#core/lists/modes.ts";
import {
  DEFAULT_PARTICIPANTS,
  type Participant,
  parseStoredParticipants,
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
  /** Removes one entry of the current list (remove-winner-after-pick). */
  removeItem(id: string): void;
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
 * with their names, and the random numbers. Until one is in, its list is empty.
 */
const builders: {
  colors?: typeof import("#core/lists/colors.ts");
  "random-numbers"?: typeof import("#core/lists/random-numbers.ts");
} = {};
const LOAD_BUILDER: Partial<Record<GeneratedMode, () => Promise<void>>> = {
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
  switch (mode) {
    case "dice":
      return buildDiceList();
    case "numbers":
      return buildNumberList(clampSlider(s.numberSelection, NUMBER_SLIDER));
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
      return buildBinaryList(s.binarySelection, clampSlider(s.binaryCount, BINARY_SLIDER));
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
    if (mode === "participants" || mode in builders) return;
    const load = LOAD_BUILDER[mode];
    if (!load) return;
    let current = true;
    load().then(
      () => {
        if (current) setGenerated((g) => ({ ...g, [mode]: generate(mode, settings) }));
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
        ? participants.map((p) => ({ id: p.id, label: p.name }))
        : generated[mode],
    [mode, participants, generated],
  );

  const saveParticipants = (list: Participant[]) => {
    setParticipantsState(list);
    if (list.length === 0) removeStored("savedParticipants");
    else writeStored("savedParticipants", list);
  };

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
      if (!locked) saveParticipants(list);
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
    removeItem(id) {
      if (mode === "participants") saveParticipants(participants.filter((p) => p.id !== id));
      else setGenerated((g) => ({ ...g, [mode]: g[mode].filter((item) => item.id !== id) }));
    },
  };
  return <SidebarContext value={value}>{children}</SidebarContext>;
}

export const useSidebar = (): Sidebar => useRequired(SidebarContext, "useSidebar");

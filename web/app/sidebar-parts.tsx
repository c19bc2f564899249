import type { ComponentType } from "react";
import { ParticipantsPanel } from "#web/features/sidebar/panels/participants-panel.tsx";
import { onDemand, type SidebarParts } from "#web/features/sidebar/sidebar.tsx";
import { withStrings } from "#web/lib/area-strings.ts";
import {
  DiceIcon,
  GamesIcon,
  HashIcon,
  HelpIcon,
  PaletteIcon,
  ShuffleIcon,
  StylesIcon,
  ToggleIcon,
  UsersIcon,
} from "#web/ui/icons.tsx";

/** The panels come in one chunk, with the panels' strings. */
const loadMenuPanels = withStrings("panels", () => import("./menu-panels"));
const panel = (pick: (panels: typeof import("./menu-panels")) => ComponentType) =>
  onDemand(loadMenuPanels, pick);

/** The sidebar as the play page composes it: the Menu tab's panels and the Results tab. */
export const SIDEBAR_PARTS: SidebarParts = {
  panels: [
    { id: "games", icon: <GamesIcon />, label: "games:nav", ...panel((m) => m.GamesPanel) },
    { id: "spinner-styles", icon: <StylesIcon />, ...panel((m) => m.SpinnerStylesPanel) },
    { id: "participants", icon: <UsersIcon />, body: () => <ParticipantsPanel /> },
    { id: "dice", icon: <DiceIcon />, ...panel((m) => m.DicePanel) },
    { id: "numbers", icon: <HashIcon />, ...panel((m) => m.NumbersPanel) },
    { id: "random-numbers", icon: <ShuffleIcon />, ...panel((m) => m.RandomNumbersPanel) },
    { id: "colors", icon: <PaletteIcon />, ...panel((m) => m.ColorsPanel) },
    { id: "binary", icon: <ToggleIcon />, ...panel((m) => m.BinaryPanel) },
    { id: "help", icon: <HelpIcon />, ...panel((m) => m.HelpPanel) },
  ],
  results: onDemand(
    withStrings("results", () => import("#web/features/results/results-tab.tsx")),
    (m) => m.ResultsTab,
  ),
};

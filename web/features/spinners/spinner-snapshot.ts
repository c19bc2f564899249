import type { Spinner, SpinnerInput } from "#core/contracts/spinners.ts";
import {
  DEFAULT_PARTICIPANTS,
  entryExtras,
  parseStoredParticipants,
} from "#core/lists/participants.ts";
import { parseSidebarSettings } from "#core/lists/sidebar-settings.ts";
import { DEFAULT_SPINNER_ID, isSpinnerId } from "#core/spinners/spinner-styles.ts";
import type { WheelLook } from "#core/spinners/wheel-look.ts";
import { parseWheelLook, withTheme } from "#core/spinners/wheel-themes.ts";
import { readCelebration, writeCelebration } from "#web/lib/celebration-storage.ts";
import { newId } from "#web/lib/new-id.ts";
import { readStored, writeStored } from "#web/lib/storage.ts";
import { i18n } from "#web/lib/translator.ts";

/**
 * The spinner on screen, read where the play screen keeps it (this browser's storage): the
 * name, the participants in their order, the style, the language, theme, sound and spin
 * time, the sidebar's settings snapshot, the celebration and the look.
 */
export function currentSpinner(name?: string): SpinnerInput {
  const participants = parseStoredParticipants(readStored("savedParticipants")) ?? [
    ...DEFAULT_PARTICIPANTS,
  ];
  const style = readStored("selectedSpinner");
  return {
    name: name ?? readStored("spinnerName"),
    // A name with options goes as {name, ...}; a plain one as its name.
    participants: participants.map(({ id: _, name, ...extras }) =>
      Object.keys(extras).length > 0 ? { name, ...extras } : name,
    ),
    style: isSpinnerId(style) ? style : DEFAULT_SPINNER_ID,
    language: i18n.language as SpinnerInput["language"],
    theme: document.documentElement.classList.contains("dark") ? "dark" : "light",
    sound: readStored("audioEnabled"),
    spinTime: readStored("spinTime"),
    settings: parseSidebarSettings(readStored("sidebarSettings")),
    celebration: readCelebration(),
    look: savedLook(parseWheelLook(readStored("wheelLook"))),
  };
}

/**
 * Puts a saved or shared spinner where the play screen reads it at start, then opens the play
 * screen afresh: the same list in the same order, the mode and its settings, the style, name,
 * language, theme, sound, spin time, celebration and look.
 */
export function openOnPlayScreen(spinner: Pick<Spinner, keyof SpinnerInput>) {
  writeStored(
    "savedParticipants",
    spinner.participants.map((entry) =>
      typeof entry === "string"
        ? { id: newId(), name: entry }
        : { id: newId(), name: entry.name, ...entryExtras(entry) },
    ),
  );
  writeStored("sidebarSettings", spinner.settings);
  writeCelebration(spinner.celebration);
  writeStored("wheelLook", withTheme({ ...spinner.look, colors: [] }, spinner.look.theme));
  writeStored("selectedSpinner", spinner.style);
  writeStored("spinnerName", spinner.name);
  writeStored("theme", spinner.theme);
  writeStored("audioEnabled", spinner.sound);
  writeStored("spinTime", spinner.spinTime);
  writeStored("language", spinner.language);
  window.location.assign("/");
}

/** A saved spinner keeps the theme's name, not its colours; an unknown name is the classic. */
function savedLook(look: WheelLook): SpinnerInput["look"] {
  return {
    theme: withTheme(look, look.theme).theme,
    center: look.center,
    background: look.background,
  };
}

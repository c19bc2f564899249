import { createContext, type ReactNode, useMemo, useState } from "react";
import { isSpinTime } from "#core/spin/spin-timeline.ts";
import {
  DEFAULT_SPINNER_ID,
  resolveStyle,
  type SpinnerStyle,
} from "#core/spinners/spinner-styles.ts";
import { DEFAULT_LOOK, type WheelLook } from "#core/spinners/wheel-look.ts";
import { useRequired } from "#web/lib/use-required.ts";
import { readStored, type StorageName, type StoredValue, writeStored } from "./storage";

export type Settings = {
  audioEnabled: boolean;
  removeWinner: boolean;
  showAdult: boolean;
  /** The chosen style, already resolved: an adult style while hidden falls back. */
  spinner: SpinnerStyle;
  spinnerName: string;
  /** How long a spin takes, 2 to 60 s (core/spin/spin-timeline.ts). */
  spinTimeMs: number;
  /** The wheel's colour theme, centre picture and the play area's background. */
  look: WheelLook;
  setAudioEnabled(on: boolean): void;
  setRemoveWinner(on: boolean): void;
  setShowAdult(on: boolean): void;
  setSpinnerId(id: string): void;
  setSpinnerName(name: string): void;
  setSpinTimeMs(ms: number): void;
  setLook(look: WheelLook): void;
};

const SettingsContext = createContext<Settings | null>(null);

let initialLook = DEFAULT_LOOK;

/**
 * Before the first render: a look of one's own is read by its module, which only those who
 * set one load (from the cache after the first time). Never fails: offline it stays classic.
 */
export async function preloadLook(): Promise<void> {
  const stored = readStored("wheelLook");
  if (stored)
    await import("#web/ui/own-area.ts").then(
      (m) => {
        initialLook = m.restoreLook(stored);
      },
      () => {},
    );
}

function useStored<N extends StorageName>(name: N) {
  const [value, setValue] = useState(() => readStored(name));
  const set = (next: StoredValue<N>) => {
    setValue(() => next);
    writeStored(name, next);
  };
  return [value, set] as const;
}

/**
 * The play settings people expect to find again: sound, remove-winner, adult styles, style,
 * the spinner's name, its spin time and its look.
 */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [audioEnabled, setAudioEnabled] = useStored("audioEnabled");
  const [removeWinner, setRemoveWinner] = useStored("removeWinnerAfterPick");
  const [showAdult, setShowAdult] = useStored("showAdultSpinners");
  const [spinnerId, setSpinnerId] = useStored("selectedSpinner");
  const [spinnerName, setSpinnerName] = useStored("spinnerName");
  const [spinTimeMs, setSpinTimeMs] = useStored("spinTime");
  const [look, setChosen] = useState(() => initialLook);
  const spinner = useMemo(
    () => resolveStyle(spinnerId ?? DEFAULT_SPINNER_ID, showAdult),
    [spinnerId, showAdult],
  );

  const value: Settings = {
    audioEnabled,
    removeWinner,
    showAdult,
    spinner,
    spinnerName,
    spinTimeMs,
    look,
    setAudioEnabled,
    setRemoveWinner,
    setShowAdult(on) {
      setShowAdult(on);
      // Turning adult styles off while one is chosen falls back to a family style for good.
      if (!on && spinner.adult) setSpinnerId(resolveStyle(spinner.id, false).id);
    },
    setSpinnerId,
    setSpinnerName: (name) => setSpinnerName(name.trim()),
    setSpinTimeMs: (ms) => isSpinTime(ms) && setSpinTimeMs(ms),
    setLook(next) {
      setChosen(next);
      writeStored("wheelLook", next);
    },
  };
  return <SettingsContext value={value}>{children}</SettingsContext>;
}

export const useSettings = (): Settings => useRequired(SettingsContext, "useSettings");

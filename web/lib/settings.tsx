import { createContext, type ReactNode, useMemo, useState } from "react";
import { isSpinTime } from "#core/spin/spin-timeline.ts";
import {
  DEFAULT_SPINNER_ID,
  resolveStyle,
  type SpinnerStyle,
} from "#core/spinners/spinner-styles.ts";
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
  setAudioEnabled(on: boolean): void;
  setRemoveWinner(on: boolean): void;
  setShowAdult(on: boolean): void;
  setSpinnerId(id: string): void;
  setSpinnerName(name: string): void;
  setSpinTimeMs(ms: number): void;
};

const SettingsContext = createContext<Settings | null>(null);

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
 * the spinner's name and its spin time.
 */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [audioEnabled, setAudioEnabled] = useStored("audioEnabled");
  const [removeWinner, setRemoveWinner] = useStored("removeWinnerAfterPick");
  const [showAdult, setShowAdult] = useStored("showAdultSpinners");
  const [spinnerId, setSpinnerId] = useStored("selectedSpinner");
  const [spinnerName, setSpinnerName] = useStored("spinnerName");
  const [spinTimeMs, setSpinTimeMs] = useStored("spinTime");
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
  };
  return <SettingsContext value={value}>{children}</SettingsContext>;
}

export const useSettings = (): Settings => useRequired(SettingsContext, "useSettings");

import { createContext, createElement, type ReactNode, useState } from "react";
import type { GameType } from "#core/games.ts";
import { readStored, writeStored } from "#web/lib/storage.ts";
import { useRequired } from "#web/lib/use-required.ts";

type GameTypeState = readonly [GameType, (next: GameType) => void];

const GameTypeContext = createContext<GameTypeState | null>(null);

/**
 * Holds the chosen fun-mode game (funModeGameType). One provider above both the sidebar and
 * the spinner stage, so a choice in the Games panel is what the next spin's card uses.
 */
export function GameTypeProvider({ children }: { children: ReactNode }) {
  const [gameType, setState] = useState<GameType>(() => readStored("funModeGameType"));
  const setGameType = (next: GameType) => {
    setState(next);
    writeStored("funModeGameType", next);
  };
  // .ts file (the brief names it so), hence createElement instead of JSX.
  return createElement(GameTypeContext, { value: [gameType, setGameType] as const }, children);
}

export const useGameType = (): GameTypeState => useRequired(GameTypeContext, "useGameType");

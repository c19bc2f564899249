import { createContext, type ReactNode, useContext, useState } from "react";
import {
  addResult,
  type GameOutcome,
  isSpinResult,
  type SpinResult,
  setOutcome,
  shouldRecord,
} from "#core/results/results.ts";
import { readStored, writeStored } from "../../lib/storage";

export type Results = {
  /** Newest first. */
  results: SpinResult[];
  /** Stores a result once; one closer than 2 s to the previous is ignored. Returns if kept. */
  record(result: SpinResult): boolean;
  setOutcome(resultId: string, outcome: GameOutcome): void;
};

const ResultsContext = createContext<Results | null>(null);

/** Stored results are checked one by one: a bad entry is dropped, the rest kept. */
function loadResults(): SpinResult[] {
  const stored = readStored("spinResults");
  const valid = stored.filter(isSpinResult);
  if (valid.length !== stored.length) writeStored("spinResults", valid);
  return valid.sort((a, b) => b.timestamp - a.timestamp);
}

export function ResultsProvider({ children }: { children: ReactNode }) {
  const [results, setResults] = useState(loadResults);
  const save = (list: SpinResult[]) => {
    setResults(list);
    writeStored("spinResults", list);
  };
  const value: Results = {
    results,
    record(result) {
      if (!shouldRecord(results[0], result)) return false;
      save(addResult(results, result));
      return true;
    },
    setOutcome(resultId, outcome) {
      save(setOutcome(results, resultId, outcome));
    },
  };
  return <ResultsContext value={value}>{children}</ResultsContext>;
}

export function useResults(): Results {
  const results = useContext(ResultsContext);
  if (!results) throw new Error("useResults must be used within a ResultsProvider");
  return results;
}

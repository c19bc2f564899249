import type { ResultType, SpinResult } from "./results";

/* The history modal's grouping, apart from the recording rules: only the modal loads it. */

export type DayLabel = "today" | "yesterday" | "date";

export interface ResultTypeGroup {
  type: ResultType;
  results: SpinResult[];
}

export interface SpinnerResultGroup {
  spinnerName: string;
  types: ResultTypeGroup[];
}

export interface ResultDayGroup {
  label: DayLabel;
  /** Local calendar date, "YYYY-MM-DD". */
  dateKey: string;
  /** Local midnight of that date (epoch ms), handy for Intl.DateTimeFormat. */
  dayStart: number;
  spinners: SpinnerResultGroup[];
}

/**
 * Groups results for the history modal: by local calendar day, then spinner name, then
 * type. Every level is ordered newest first by its newest result; spinner groups whose
 * newest results tie are ordered by name using the locale's collation.
 *
 * Days come from the local calendar (not 24-hour steps from `now`), so 23- and 25-hour
 * days around daylight-saving changes still split at local midnight.
 */
export function groupResults(
  list: readonly SpinResult[],
  now: Date,
  locale?: Intl.LocalesArgument,
): ResultDayGroup[] {
  const todayKey = localDateKey(now);
  const yesterdayKey = localDateKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const newestFirst = [...list].sort((a, b) => b.timestamp - a.timestamp);
  const collator = new Intl.Collator(locale);

  const days = groupInOrder(newestFirst, (result) => localDateKey(new Date(result.timestamp)));
  return [...days].map(([dateKey, dayResults]): ResultDayGroup => {
    const spinners = [...groupInOrder(dayResults, (result) => result.spinnerName)]
      .map(([spinnerName, spinnerResults]) => ({
        spinnerName,
        newest: spinnerResults[0]?.timestamp ?? 0,
        types: [...groupInOrder(spinnerResults, (result) => result.type)].map(
          ([type, results]) => ({ type, results }),
        ),
      }))
      .sort((a, b) => b.newest - a.newest || collator.compare(a.spinnerName, b.spinnerName))
      .map(({ spinnerName, types }) => ({ spinnerName, types }));
    const first = new Date(dayResults[0]?.timestamp ?? 0);
    return {
      label: dateKey === todayKey ? "today" : dateKey === yesterdayKey ? "yesterday" : "date",
      dateKey,
      dayStart: new Date(first.getFullYear(), first.getMonth(), first.getDate()).getTime(),
      spinners,
    };
  });
}

/** Local calendar date of `date` as "YYYY-MM-DD". */
export function localDateKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${String(date.getFullYear()).padStart(4, "0")}-${month}-${day}`;
}

/** Groups items by key; a Map keeps groups in order of first appearance. */
function groupInOrder<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

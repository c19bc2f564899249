import type { SpinResult } from "./results";

/** The CSV's columns, in order; each one's heading comes translated from the caller. */
export const CSV_COLUMNS = [
  "date",
  "time",
  "winner",
  "spinner",
  "type",
  "game",
  "outcome",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

export type CsvLabels = {
  heading(column: CsvColumn): string;
  spinner(name: string): string;
  type(result: SpinResult): string;
  game(result: SpinResult): string;
  outcome(result: SpinResult): string;
};

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A spreadsheet cell: quoted when it holds a comma, quote or line break, and a leading
 * = + - @ (or tab, return) made inert with an apostrophe, so a name cannot run as a formula
 * (a plain number such as -5 stays as it is).
 */
export function csvCell(value: string): string {
  const formula = /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+([.,]\d+)?$/.test(value);
  const safe = formula ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Results as CSV (newest first, as listed), with the local date and time, and a byte-order
 * mark so spreadsheet programs read the names' accents and scripts as UTF-8.
 */
export function resultsCsv(list: readonly SpinResult[], labels: CsvLabels): string {
  const rows = list.map((r) => {
    const at = new Date(r.timestamp);
    const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
    const time = `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
    return [
      date,
      time,
      r.winner,
      labels.spinner(r.spinnerName),
      labels.type(r),
      labels.game(r),
      labels.outcome(r),
    ];
  });
  const lines = [CSV_COLUMNS.map(labels.heading), ...rows].map((cells) =>
    cells.map(csvCell).join(","),
  );
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

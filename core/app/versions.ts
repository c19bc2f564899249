/**
 * Dotted versions compared part by part as numbers, so 2.1.10 is newer than 2.1.9 (a string
 * comparison says otherwise). Missing parts count as 0; a non-numeric part counts as 0 too.
 */
export function isNewerVersion(candidate: string, than: string): boolean {
  const parts = (v: string) =>
    v
      .trim()
      .split(".")
      .map((p) => Number.parseInt(p, 10) || 0);
  const a = parts(candidate);
  const b = parts(than);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
}

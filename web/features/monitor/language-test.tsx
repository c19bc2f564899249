import { useEffect, useRef, useState } from "react";
import { LANGUAGE_CODES, type LanguageCode } from "#core/languages.ts";
import { useHelpTranslation } from "#web/lib/area-strings.ts";
import { loadBundle } from "#web/lib/i18n.ts";
import { LANGUAGE_NAMES } from "#web/lib/language-names.ts";

type Outcome = { code: LanguageCode; loaded: boolean; keys: number; ms: number };

/** Leaf strings, so a bundle that lost a section shows fewer keys than its peers. */
export function countKeys(value: unknown): number {
  if (typeof value === "string") return 1;
  if (value && typeof value === "object") {
    return Object.values(value).reduce<number>((sum, v) => sum + countKeys(v), 0);
  }
  return 0;
}

/** Loads one bundle and times it; a failure is an outcome, not an error. */
export async function testLanguage(
  code: LanguageCode,
  load: (code: LanguageCode) => Promise<unknown> = loadBundle,
): Promise<Outcome> {
  const started = performance.now();
  try {
    const keys = countKeys(await load(code));
    return { code, loaded: true, keys, ms: performance.now() - started };
  } catch {
    return { code, loaded: false, keys: 0, ms: performance.now() - started };
  }
}

/**
 * Loads all eleven bundles, one after another so each time is its own. Loading does not
 * switch the shown language: loadBundle only fetches, the language manager stays untouched.
 */
export function LanguageTest({ load }: { load?: (code: LanguageCode) => Promise<unknown> }) {
  const { t, i18n } = useHelpTranslation();
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [running, setRunning] = useState(false);
  const live = useRef(true);
  // Leaving mid-run stops the rest of the run from updating a page that is gone.
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  async function run() {
    setRunning(true);
    setOutcomes([]);
    for (const code of LANGUAGE_CODES) {
      const outcome = await testLanguage(code, load);
      if (!live.current) return;
      setOutcomes((all) => [...all, outcome]);
    }
    setRunning(false);
  }

  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const loaded = outcomes.filter((o) => o.loaded).length;

  return (
    <section className="monitor-section" aria-labelledby="monitor-languages-title">
      <div className="monitor-section-head">
        <h2 id="monitor-languages-title">{t("monitor.languages.title")}</h2>
        <button
          type="button"
          className="monitor-button"
          disabled={running}
          onClick={() => void run()}
        >
          {running ? t("monitor.languages.running") : t("monitor.languages.run")}
        </button>
      </div>
      <p className="monitor-note" role="status">
        {outcomes.length > 0 &&
          t("monitor.languages.summary", { loaded, total: LANGUAGE_CODES.length })}
      </p>
      {outcomes.length > 0 && (
        <table className="monitor-table">
          <thead>
            <tr>
              <th scope="col">{t("monitor.languages.language")}</th>
              <th scope="col">{t("monitor.languages.status")}</th>
              <th scope="col">{t("monitor.languages.keys")}</th>
              <th scope="col">{t("monitor.languages.time")}</th>
            </tr>
          </thead>
          <tbody>
            {outcomes.map((o) => (
              <tr key={o.code} className={o.loaded ? "" : "monitor-warn"}>
                <th scope="row">
                  <span lang={o.code}>{LANGUAGE_NAMES[o.code]}</span> ({o.code})
                </th>
                <td>{o.loaded ? t("monitor.languages.loaded") : t("monitor.languages.failed")}</td>
                <td>{number.format(o.keys)}</td>
                <td>{t("monitor.languages.ms", { value: number.format(o.ms) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

import { useCallback, useSyncExternalStore } from "react";
import type { DataKey, KeyIn, Namespace, PrefixedKey } from "./string-keys";

/**
 * Twirl's own string lookup, in place of i18next (about 15 KB gzip on the play screen). It
 * reads the same files: namespaces of nested keys (`ns:key` names another namespace), `{{name}}` placeholders and CLDR plural
 * suffixes (`_zero`, `_one`, `_two`, `_few`, `_many`, `_other`) chosen by Intl.PluralRules.
 */
export type Strings = Record<string, unknown>;
export type TOptions = {
  ns?: string;
  count?: number;
  returnObjects?: boolean;
  defaultValue?: string;
} & Record<string, unknown>;
/** `t` for namespace N: its keys, or another namespace's as "ns:key" (typed in string-keys.ts). */
export interface TFunction<N extends Namespace = "common"> {
  (key: KeyIn<N> | PrefixedKey | DataKey, options: TOptions & { returnObjects: true }): unknown;
  (key: KeyIn<N> | PrefixedKey | DataKey, options?: TOptions): string;
}

export const DEFAULT_NAMESPACE = "common";

/** The language a key missing in another one is read from. */
const FALLBACK = "en";
const LIST: Intl.ListFormatOptions = { type: "unit", style: "short" };

export function createTranslator() {
  const resources = new Map<string, Map<string, Strings>>();
  const plurals = new Map<string, Intl.PluralRules>();
  const listeners = new Set<() => void>();
  let language = "";
  /** Counts changes of what `t` returns (a language switch, strings that arrived late). */
  let revision = 0;

  function find(lang: string, ns: string, key: string): unknown {
    let node: unknown = resources.get(lang)?.get(ns);
    for (const part of key.split(".")) {
      if (!node || typeof node !== "object") return undefined;
      node = (node as Strings)[part];
    }
    return node;
  }

  function pluralForm(lang: string, count: number) {
    let rules = plurals.get(lang);
    if (!rules) {
      rules = new Intl.PluralRules(lang);
      plurals.set(lang, rules);
    }
    return rules.select(count);
  }

  function lookup(lang: string, ns: string, key: string, count: unknown): unknown {
    let value: unknown;
    if (typeof count === "number") {
      const forms = [pluralForm(lang, count)];
      if (count === 0) forms.unshift("zero");
      for (const form of forms) value ??= find(lang, ns, `${key}_${form}`);
    }
    return value ?? find(lang, ns, key);
  }

  /**
   * The string for `key` in `lang`; a key missing there is read in English, and asked for
   * (`onMissing`) when English's strings of that namespace are not in yet; the key itself
   * only when English has none either, like i18next.
   */
  function translate(lang: string, defaultNs: string, fullKey: string, options: TOptions = {}) {
    // "games:nav" names its namespace, as in i18next.
    const [prefix, rest] = fullKey.split(":", 2);
    const key = rest ?? fullKey;
    const ns = rest === undefined ? (options.ns ?? defaultNs) : (prefix as string);
    let value = lookup(lang, ns, key, options.count);
    if (value === undefined && lang !== FALLBACK) {
      value = lookup(FALLBACK, ns, key, options.count);
      if (value === undefined && !resources.get(FALLBACK)?.has(ns)) i18n.onMissing?.(ns);
    }
    value ??= options.defaultValue;
    if (typeof value === "string") {
      return value.replace(/{{\s*(\w+)\s*}}/g, (placeholder, name: string) => {
        const v = options[name];
        if (v === undefined) return placeholder;
        // A list of names is joined as the language lists them ("Ann, Ben" in English).
        return Array.isArray(v) ? new Intl.ListFormat(lang, LIST).format(v) : String(v);
      });
    }
    return value !== undefined && options.returnObjects ? value : key;
  }

  const emit = () => {
    revision++;
    for (const listener of listeners) listener();
  };

  const i18n = {
    get language() {
      return language;
    },
    get revision() {
      return revision;
    },
    /** Called with a namespace whose English strings a missing key needs. */
    onMissing: undefined as ((ns: string) => void) | undefined,
    /** Tells every `t` user that strings arrived (English ones a missing key waited for). */
    refresh: emit,
    t: ((key: string, options?: TOptions) =>
      translate(language, DEFAULT_NAMESPACE, key, options)) as TFunction,
    translate,
    addResourceBundle(lang: string, ns: string, strings: Strings) {
      let namespaces = resources.get(lang);
      if (!namespaces) {
        namespaces = new Map();
        resources.set(lang, namespaces);
      }
      namespaces.set(ns, { ...(namespaces.get(ns) ?? {}), ...strings });
    },
    removeResourceBundle(lang: string, ns: string) {
      resources.get(lang)?.delete(ns);
    },
    hasResourceBundle(lang: string, ns: string) {
      return resources.get(lang)?.has(ns) ?? false;
    },
    async changeLanguage(lang: string) {
      if (lang === language) return;
      language = lang;
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return i18n;
}

export type Translator = ReturnType<typeof createTranslator>;

/** The app's one translator; components read it through useTranslation. */
export const i18n = createTranslator();

const getRevision = () => i18n.revision;

/** `t` bound to a namespace; it changes identity, and the component renders, on a switch. */
export function useTranslation<N extends Namespace = "common">(ns: N = DEFAULT_NAMESPACE as N) {
  const revision = useSyncExternalStore(i18n.subscribe, getRevision, getRevision);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision means new strings
  const t = useCallback(
    (key: string, options?: TOptions) => i18n.translate(i18n.language, ns, key, options),
    [revision, ns],
  ) as TFunction<N>;
  return { t, i18n };
}

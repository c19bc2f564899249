/**
 * The translation keys, typed from the English files: a misspelt key fails `tsc`. Types
 * only; nothing here reaches the bundle.
 */
import type account from "#web/locales/account/en.json";
import type admin from "#web/locales/admin/en.json";
import type bottles from "#web/locales/bottles/en.json";
import type cards from "#web/locales/cards/en.json";
import type colors from "#web/locales/colors/en.json";
import type cookies from "#web/locales/cookies/en.json";
import type dialogs from "#web/locales/dialogs/en.json";
import type common from "#web/locales/en.json";
import type entries from "#web/locales/entries/en.json";
import type errors from "#web/locales/errors/en.json";
import type help from "#web/locales/help/en.json";
import type info from "#web/locales/info/en.json";
import type panels from "#web/locales/panels/en.json";
import type reports from "#web/locales/reports/en.json";
import type results from "#web/locales/results/en.json";
import type spinners from "#web/locales/spinners/en.json";

/** Every namespace: the play screen's (one file) and the lazily loaded areas'. */
type Namespaces = typeof common & {
  account: typeof account;
  admin: typeof admin;
  bottles: typeof bottles;
  cards: typeof cards;
  colors: typeof colors;
  cookies: typeof cookies;
  dialogs: typeof dialogs;
  entries: typeof entries;
  errors: typeof errors;
  help: typeof help;
  info: typeof info;
  panels: typeof panels;
  reports: typeof reports;
  results: typeof results;
  spinners: typeof spinners;
};
export type Namespace = keyof Namespaces;

type Plural = "zero" | "one" | "two" | "few" | "many" | "other";
type Unplural<K extends string> = K extends `${infer B}_${Plural}` ? B : K;

/** Every path to a string, and to an object or a list (read with returnObjects). */
type Paths<T, P extends string = ""> = T extends string
  ? P
  : T extends readonly unknown[]
    ? P
    :
        | (P extends "" ? never : P)
        | { [K in keyof T & string]: Paths<T[K], P extends "" ? K : `${P}.${K}`> }[keyof T &
            string];

export type KeyIn<N extends Namespace> = Unplural<Paths<Namespaces[N]>>;

/** A key of another namespace, named as i18next does: "games:nav". */
export type PrefixedKey = { [N in Namespace]: `${N}:${KeyIn<N>}` }[Namespace];

/**
 * A key that comes from data (a list's label, an API error's code, a style's name key), not
 * from the code: written `t(label as DataKey)`, so every unchecked key is visible.
 */
export type DataKey = string & { readonly dataKey: unique symbol };

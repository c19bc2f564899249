import { loadAreaStrings } from "#web/lib/area-strings.ts";
import { loadOnce } from "#web/lib/load-once.ts";
import { i18n } from "#web/lib/translator.ts";

/**
 * The bottle-like spinners load when one is chosen (the Spinner styles panel fetches them),
 * their spin buttons' names with them.
 */
export const loadBottle = loadOnce(() => {
  void loadAreaStrings("bottles", i18n.language).catch(() => {});
  return import("./bottle");
});

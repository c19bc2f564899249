import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { initI18n } from "#web/lib/i18n.ts";

// Components render with the English strings, loaded the way the app loads them.
await initI18n();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

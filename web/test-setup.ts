import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { initI18n } from "./lib/i18n";

// Components render with the English strings, loaded the way the app loads them.
await initI18n();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

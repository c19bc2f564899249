import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { initI18n } from "#web/lib/i18n.ts";

// Components render with the English strings, loaded the way the app loads them.
await initI18n();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// What browsers do and happy-dom does not: Escape in an open modal <dialog> fires its
// cancel event (the journeys in Chromium check the real thing).
document.addEventListener("keydown", (e) => {
  if (e.key !== "Escape") return;
  const open = [...document.querySelectorAll("dialog[open]")].at(-1);
  if (open?.dispatchEvent(new Event("cancel", { cancelable: true })))
    (open as HTMLDialogElement).close();
});

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadFirstScreen } from "#web/app/app.tsx";
import { initI18n } from "#web/lib/i18n.ts";
import { preloadLook } from "#web/lib/settings.tsx";
import { applyInitialTheme } from "#web/lib/theme.tsx";
import "#web/ui/tokens.css";

applyInitialTheme();
// Not a top-level await: the page's chunk, loaded meanwhile, imports from this chunk, which
// must have finished running first.
void preloadFirstScreen(Promise.all([initI18n(), preloadLook()])).then(() => {
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "#web/app/app.tsx";
import { initI18n } from "#web/lib/i18n.ts";
import { applyInitialTheme } from "#web/lib/theme.tsx";
import "#web/ui/tokens.css";

applyInitialTheme();
await initI18n();

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { App } from "./app/app";
import { applyInitialTheme } from "./features/theme/theme";
import { i18n, initI18n } from "./lib/i18n";
import "./ui/tokens.css";

applyInitialTheme();
await initI18n();

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>
  </StrictMode>,
);

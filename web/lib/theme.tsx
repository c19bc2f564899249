import { createContext, type ReactNode, useCallback, useEffect, useState } from "react";
import { useRequired } from "#web/lib/use-required.ts";
import { readStored, writeStored } from "./storage";

const root = () => document.documentElement;
const isDark = () => root().classList.contains("dark");

/** Applies the remembered theme, or the system's when none is stored, before first render. */
export function applyInitialTheme(): void {
  const stored = readStored("theme");
  const prefersDark = globalThis.matchMedia?.("(prefers-color-scheme: dark)").matches ?? false;
  root().classList.toggle("dark", stored ? stored === "dark" : prefersDark);
}

type Theme = { dark: boolean; toggleDark(): void };
const ThemeContext = createContext<Theme | null>(null);

/** The root's `dark` class is the truth; this state follows it on every change. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [dark, setDark] = useState(isDark);
  useEffect(() => {
    const observer = new MutationObserver(() => setDark(isDark()));
    observer.observe(root(), { attributes: true, attributeFilter: ["class"] });
    return () => observer.disconnect();
  }, []);
  const toggleDark = useCallback(() => {
    const next = !isDark();
    root().classList.toggle("dark", next);
    writeStored("theme", next ? "dark" : "light");
  }, []);
  return <ThemeContext value={{ dark, toggleDark }}>{children}</ThemeContext>;
}

export const useTheme = (): Theme => useRequired(ThemeContext, "useTheme");

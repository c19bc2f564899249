import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from "react";
import { withStrings } from "#web/lib/area-strings.ts";
import { useSettings } from "#web/lib/settings.tsx";
import { useTheme } from "#web/lib/theme.tsx";
import { useTranslation } from "#web/lib/translator.ts";
import { useMediaQuery } from "#web/lib/use-media-query.ts";
import {
  FolderIcon,
  FullscreenIcon,
  GearIcon,
  GlassIcon,
  GlobeIcon,
  MoonIcon,
  ShareIcon,
  SoundOffIcon,
  SoundOnIcon,
  SunIcon,
  UserIcon,
} from "#web/ui/icons.tsx";
import "./header-controls.css";

// The language dialog loads when first opened.
const LanguageDialog = lazy(
  withStrings("dialogs", () =>
    import("./header-dialogs").then((m) => ({ default: m.LanguageDialog })),
  ),
);

function ControlButton(props: {
  label: string;
  pressed?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

function useFullscreen() {
  const [on, setOn] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);
  const toggle = () => {
    const request = document.fullscreenElement
      ? document.exitFullscreen?.()
      : document.documentElement.requestFullscreen?.();
    request?.catch(() => {}); // refused (iframe, iOS): nothing to do
  };
  return [on, toggle] as const;
}

/** The account buttons' dialogs, which the page composes in from their features. */
export type AccountFeature = "share" | "saved" | "profile";
export type AccountDialogs = ComponentType<{ feature: AccountFeature; onClose(): void }>;

/**
 * Header buttons: sound, dark mode, full screen, adult styles, language, and the account
 * features; on narrow screens they sit in a settings dropdown.
 */
export function HeaderControls({ Account }: { Account: AccountDialogs }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const theme = useTheme();
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const narrow = useMediaQuery("(max-width: 767.98px)");
  const [menuOpen, setMenuOpen] = useState(false);
  const [account, setAccount] = useState<AccountFeature | null>(null);
  const [languageOpen, setLanguageOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const close = (e: Event) => {
      if (
        e instanceof KeyboardEvent
          ? e.key === "Escape"
          : !menuRef.current?.contains(e.target as Node)
      ) {
        setMenuOpen(false);
      }
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [menuOpen]);

  const controls = (
    <>
      <ControlButton label={t("header.share")} onClick={() => setAccount("share")}>
        <ShareIcon />
      </ControlButton>
      <ControlButton label={t("header.openSaved")} onClick={() => setAccount("saved")}>
        <FolderIcon />
      </ControlButton>
      <ControlButton
        label={t("header.sound")}
        pressed={settings.audioEnabled}
        onClick={() => settings.setAudioEnabled(!settings.audioEnabled)}
      >
        {settings.audioEnabled ? <SoundOnIcon /> : <SoundOffIcon />}
      </ControlButton>
      <ControlButton label={t("header.darkMode")} pressed={theme.dark} onClick={theme.toggleDark}>
        {theme.dark ? <SunIcon /> : <MoonIcon />}
      </ControlButton>
      <ControlButton label={t("header.fullscreen")} pressed={fullscreen} onClick={toggleFullscreen}>
        <FullscreenIcon />
      </ControlButton>
      <ControlButton
        label={t("header.adultSpinners")}
        pressed={settings.showAdult}
        onClick={() => settings.setShowAdult(!settings.showAdult)}
      >
        <GlassIcon />
      </ControlButton>
      <ControlButton label={t("header.language")} onClick={() => setLanguageOpen(true)}>
        <GlobeIcon />
      </ControlButton>
      <ControlButton label={t("header.profile")} onClick={() => setAccount("profile")}>
        <UserIcon />
      </ControlButton>
    </>
  );

  return (
    <div className="header-controls">
      {narrow ? (
        <div className="header-menu" ref={menuRef}>
          <button
            type="button"
            className="icon-button"
            aria-label={t("header.settings")}
            aria-expanded={menuOpen}
            aria-controls="header-settings"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <GearIcon />
          </button>
          {menuOpen && (
            <div id="header-settings" className="header-menu-panel">
              {controls}
            </div>
          )}
        </div>
      ) : (
        controls
      )}

      <Suspense fallback={null}>
        {account && <Account feature={account} onClose={() => setAccount(null)} />}
        {languageOpen && <LanguageDialog onClose={() => setLanguageOpen(false)} />}
      </Suspense>
    </div>
  );
}

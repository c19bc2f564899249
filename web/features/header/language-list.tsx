import { useState } from "react";
import { directionOf, LANGUAGE_CODES } from "#core/languages.ts";
import { LANGUAGE_NAMES } from "#web/lib/language-names.ts";
import { changeLanguage } from "#web/lib/language-switch.ts";
import { useTranslation } from "#web/lib/translator.ts";
import "./language-list.css";

/** The eleven languages by their own names; the shown one is pressed. */
export function LanguageList({ onChosen }: { onChosen(): void }) {
  const { t, i18n } = useTranslation("dialogs");
  const [failed, setFailed] = useState(false);
  return (
    <>
      <ul className="language-list">
        {LANGUAGE_CODES.map((code) => (
          <li key={code}>
            <button
              type="button"
              className="button language-option"
              lang={code}
              dir={directionOf(code)}
              aria-pressed={i18n.language === code}
              onClick={async () => {
                const result = await changeLanguage(code);
                setFailed(result.failed);
                if (!result.failed) onChosen();
              }}
            >
              {LANGUAGE_NAMES[code]}
            </button>
          </li>
        ))}
      </ul>
      {failed && <p role="alert">{t("language.failed")}</p>}
    </>
  );
}

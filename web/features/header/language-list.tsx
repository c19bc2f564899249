import { useState } from "react";
import { changeLanguage } from "../../lib/i18n";
import { LANGUAGES } from "../../lib/languages";
import { useTranslation } from "../../lib/translator";
import "./language-list.css";

/** The eleven languages by their own names; the shown one is pressed. */
export function LanguageList({ onChosen }: { onChosen(): void }) {
  const { t, i18n } = useTranslation("dialogs");
  const [failed, setFailed] = useState(false);
  return (
    <>
      <ul className="language-list">
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <button
              type="button"
              className="button language-option"
              lang={language.code}
              dir={language.dir}
              aria-pressed={i18n.language === language.code}
              onClick={async () => {
                const result = await changeLanguage(language.code);
                setFailed(result.failed);
                if (!result.failed) onChosen();
              }}
            >
              {language.nativeName}
            </button>
          </li>
        ))}
      </ul>
      {failed && <p role="alert">{t("language.failed")}</p>}
    </>
  );
}

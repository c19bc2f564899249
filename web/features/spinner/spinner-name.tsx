import { lazy, Suspense, useState } from "react";
import { withStrings } from "#web/lib/area-strings.ts";
import { loadOnce } from "#web/lib/load-once.ts";
import { useSettings } from "#web/lib/settings.tsx";
import { useTranslation } from "#web/lib/translator.ts";
import { PencilIcon } from "#web/ui/icons.tsx";

const loadDialog = loadOnce(withStrings("dialogs", () => import("./spinner-name-dialog")));
const SpinnerNameDialog = lazy(() => loadDialog().then((m) => ({ default: m.SpinnerNameDialog })));

/** The editable spinner name at the top left of the spinner area. */
export function SpinnerName({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { spinnerName, setSpinnerName } = useSettings();
  const [open, setOpen] = useState(false);
  const prefetch = () => void loadDialog().catch(() => {});

  return (
    <div className="spinner-name">
      {spinnerName && <h2 className="spinner-name-text">{spinnerName}</h2>}
      <button
        type="button"
        className="icon-button"
        aria-label={t("spinnerName.edit")}
        title={t("spinnerName.edit")}
        disabled={disabled}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        <PencilIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SpinnerNameDialog
            name={spinnerName}
            onClose={() => setOpen(false)}
            onSave={(name) => {
              setSpinnerName(name);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

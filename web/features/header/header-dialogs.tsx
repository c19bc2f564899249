import { useTranslation } from "#web/lib/translator.ts";
import { Modal } from "#web/ui/modal.tsx";
import { LanguageList } from "./language-list";

/** What Share and Saved will do once saved spinners exist; it pretends nothing. */
export function AccountSoonDialog({
  feature,
  onClose,
}: {
  feature: "share" | "saved";
  onClose(): void;
}) {
  const { t } = useTranslation("dialogs");
  return (
    <Modal
      open
      title={t(`accounts.${feature}.title`)}
      onClose={onClose}
      footer={
        <button type="button" className="button button-primary" onClick={onClose}>
          {t("accounts.ok")}
        </button>
      }
    >
      <p>{t(`accounts.${feature}.body`)}</p>
      <p>{t("accounts.meanwhile")}</p>
    </Modal>
  );
}

export function LanguageDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation("dialogs");
  return (
    <Modal open title={t("language.title")} onClose={onClose}>
      <LanguageList onChosen={onClose} />
    </Modal>
  );
}

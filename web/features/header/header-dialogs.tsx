import { useTranslation } from "#web/lib/translator.ts";
import { Modal } from "#web/ui/modal.tsx";
import { LanguageList } from "./language-list";

export function LanguageDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation("dialogs");
  return (
    <Modal open title={t("language.title")} onClose={onClose}>
      <LanguageList onChosen={onClose} />
    </Modal>
  );
}

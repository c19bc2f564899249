import { useAccount } from "#web/lib/account.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { Modal } from "#web/ui/modal.tsx";
import { AccountPanel } from "./account-panel";

/** The header's Profile button: the login modal for a visitor, the Profile modal once signed in. */
export function AccountDialog({ onClose }: { onClose(): void }) {
  const { t } = useAreaTranslation("account");
  const state = useAccount({ fresh: true });
  const title = state.status === "signed-in" ? t("profile.title") : t("login.title");
  return (
    <Modal open title={title} onClose={onClose} width={440}>
      <AccountPanel onClose={onClose} />
    </Modal>
  );
}

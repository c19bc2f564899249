import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "#web/lib/translator.ts";
import { CloseIcon } from "./icons";
import "./controls.css";
import "./modal.css";

type Props = {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons along the bottom. */
  footer?: ReactNode;
  /** Max width in px (the results modal uses 600, smaller dialogs 440). */
  width?: number;
};

/**
 * A modal dialog on the native <dialog>: the browser traps focus, closes on Escape and
 * returns focus to the opener; the title labels it for screen readers.
 */
export function Modal({ open, title, onClose, children, footer, width = 480 }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      style={{ maxWidth: `min(${width}px, calc(100vw - 24px))` }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="modal-header">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t("modal.close")}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="modal-body">{children}</div>
      {footer && <div className="modal-footer">{footer}</div>}
    </dialog>
  );
}

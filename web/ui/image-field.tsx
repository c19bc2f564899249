import { useId, useState } from "react";
import { checkFile, IMAGE_FILE } from "#core/validation/file-check.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { makeThumbnail } from "#web/lib/thumbnail.ts";
import "./panels.css";

type Props = { label: string; value?: string; onChange(value: string | undefined): void };

/**
 * Choose a picture (PNG, JPEG, WebP or GIF up to 256 KB, with the spec's file messages), see
 * it, or remove it. What is kept is a small copy (web/lib/thumbnail.ts); a refused file
 * changes nothing.
 */
export function ImageField({ label, value, onChange }: Props) {
  const { t, i18n } = useAreaTranslation("panels");
  const id = useId();
  const [error, setError] = useState<string>();
  const count = (n: number) => n.toLocaleString(i18n.language);

  const choose = async (file: File) => {
    const issue = checkFile(file, IMAGE_FILE);
    if (issue) {
      setError(
        issue.issue === "type"
          ? t("image.fileType", { type: issue.type })
          : t("image.fileSize", { n: count(issue.size), max: count(issue.max) }),
      );
      return;
    }
    try {
      onChange(await makeThumbnail(file));
      setError(undefined);
    } catch {
      setError(t("image.unreadable"));
    }
  };

  return (
    <div className="sidebar-field image-field">
      <label htmlFor={id}>{label}</label>
      <div className="image-field-row">
        {value && <img src={value} alt={t("image.current")} width={40} height={40} />}
        <input
          id={id}
          type="file"
          accept={IMAGE_FILE.types.join(",")}
          aria-invalid={error !== undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = ""; // the same file can be chosen again
            if (file) void choose(file);
          }}
        />
      </div>
      <p id={`${id}-hint`} className="sidebar-note">
        {t("image.hint")}
      </p>
      {error && (
        <p id={`${id}-error`} className="sidebar-error" role="alert">
          {error}
        </p>
      )}
      {value && (
        <button
          type="button"
          className="button"
          onClick={() => {
            onChange(undefined);
            setError(undefined);
          }}
        >
          {t("image.remove")}
        </button>
      )}
    </div>
  );
}

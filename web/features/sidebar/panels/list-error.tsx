import { Suspense } from "react";
import type { Message } from "#core/lists/message.ts";
import { loadAreaStrings, useAreaTranslation } from "#web/lib/area-strings.ts";
import type { DataKey } from "#web/lib/string-keys.ts";
import { i18n } from "#web/lib/translator.ts";

/**
 * The list rules' messages live with the panels' strings, which the page does not load:
 * fetching them as soon as a name field is focused has them there before any mistake.
 */
export const prefetchListErrors = () =>
  void loadAreaStrings("panels", i18n.language).catch(() => {});

/** A rule the entered name broke, announced as it appears. */
export function ListError({
  id,
  error,
  className,
}: {
  id: string;
  error: Message;
  className: string;
}) {
  return (
    <Suspense fallback={null}>
      <ErrorText id={id} error={error} className={className} />
    </Suspense>
  );
}

function ErrorText({ id, error, className }: { id: string; error: Message; className: string }) {
  const { t } = useAreaTranslation("panels");
  return (
    <p id={id} role="alert" className={className}>
      {t(error.key as DataKey, error.params)}
    </p>
  );
}

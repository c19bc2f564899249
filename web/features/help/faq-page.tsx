import { useId, useState } from "react";
import { useHelpTranslation } from "#web/lib/area-strings.ts";
import { questionClaim } from "#web/lib/question-claim.ts";
import type { DataKey } from "#web/lib/string-keys.ts";
import { HelpLayout } from "#web/ui/page-layout.tsx";
import { CtaLink, HelpSection, PageIntro } from "./help-content";
import "./faq.css";

type Item = { q: string; a: string };

function useFaqItems(): Item[] {
  const { t } = useHelpTranslation();
  const value: unknown = t("faq.items", { returnObjects: true });
  if (!Array.isArray(value)) return [];
  // Answers go through t, so "over {{questions}} questions" reads the bank's size.
  const questions = questionClaim();
  return value.flatMap((v, i) =>
    typeof v?.q === "string" && typeof v?.a === "string"
      ? [{ q: v.q, a: t(`faq.items.${i}.a` as DataKey, { questions }) }]
      : [],
  );
}

/**
 * The WAI accordion pattern: each question is a heading holding a button that shows or hides
 * its answer. Every item keeps its own state, so several answers can be open at once.
 */
export function FaqPage() {
  const { t } = useHelpTranslation();
  const items = useFaqItems();
  const baseId = useId();
  // The first answer starts open, so the page never opens on a wall of closed questions.
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([0]));

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <HelpLayout title={t("faq.title")} description={t("faq.description")} path="/help/faq">
      <PageIntro title={t("faq.title")} lead={t("faq.lead")} />
      <div className="faq-list">
        {items.map((item, i) => {
          const expanded = open.has(i);
          const answerId = `${baseId}-answer-${i}`;
          return (
            <div key={item.q} className="faq-item" data-open={expanded}>
              <h2 className="faq-question">
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={answerId}
                  onClick={() => toggle(i)}
                >
                  {item.q}
                </button>
              </h2>
              <div id={answerId} className="faq-answer" hidden={!expanded}>
                <p>{item.a}</p>
              </div>
            </div>
          );
        })}
      </div>
      <HelpSection id="more" title={t("faq.more.title")}>
        <p>{t("faq.more.body")}</p>
        <CtaLink to="/help/contact">{t("faq.more.contact")}</CtaLink>
      </HelpSection>
    </HelpLayout>
  );
}

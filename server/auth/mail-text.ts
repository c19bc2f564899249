import { readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGE_CODES, type LanguageCode } from "#core/languages.ts";
import type { Mail } from "#server/mail/mailer.ts";
import { ROOT } from "#server/root.ts";

export type MailKind = "verify" | "reset" | "exists" | "deleted";

type Strings = Record<string, string>;

const folder = path.join(ROOT, "server", "auth", "mails");
const strings = new Map<string, Strings>(
  LANGUAGE_CODES.map((code) => [
    code,
    JSON.parse(readFileSync(path.join(folder, `${code}.json`), "utf8")) as Strings,
  ]),
);

export function mailLanguage(value: unknown): LanguageCode {
  return (LANGUAGE_CODES as readonly unknown[]).includes(value) ? (value as LanguageCode) : "en";
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole);

/**
 * One mail in the person's language, as plain text and as simple HTML: a greeting, what
 * happened, the link (when there is one) and a footer with PUBLIC_URL.
 */
export function composeMail(
  kind: MailKind,
  options: {
    to: string;
    name: string;
    language: unknown;
    publicUrl: string;
    url?: string;
    support?: string;
  },
): Mail {
  const english = strings.get("en") as Strings;
  const own = strings.get(mailLanguage(options.language)) ?? english;
  const params = {
    name: options.name || options.to,
    url: options.publicUrl,
    support: options.support ?? "",
  };
  const t = (key: string) => fill(own[key] ?? english[key] ?? key, params);
  const lines = [t("greeting"), "", t(`${kind}.body`)];
  const html = [`<p>${escapeHtml(t("greeting"))}</p>`, `<p>${escapeHtml(t(`${kind}.body`))}</p>`];
  if (options.url) {
    lines.push("", options.url);
    html.push(
      `<p><a href="${escapeHtml(options.url)}" style="display:inline-block;padding:10px 18px;background:#6d28d9;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t(`${kind}.action`))}</a></p>`,
      `<p style="font-size:13px;color:#555">${escapeHtml(options.url)}</p>`,
    );
  }
  lines.push("", t(`${kind}.note`), "", `-- ${t("footer")}`);
  html.push(
    `<p>${escapeHtml(t(`${kind}.note`))}</p>`,
    `<hr><p style="font-size:12px;color:#777">${escapeHtml(t("footer"))}</p>`,
  );
  const dir = options.language === "ar" && own !== english ? ' dir="rtl"' : "";
  return {
    to: options.to,
    subject: t(`${kind}.subject`),
    text: lines.join("\n"),
    html: `<!doctype html><html${dir}><body style="font-family:sans-serif;line-height:1.5">${html.join("")}</body></html>`,
  };
}

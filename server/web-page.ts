import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { findRoute, type PagePreloads } from "#core/app/app-routes.ts";
import { directionOf, FALLBACK_LANGUAGE, supportedLanguage } from "#core/languages.ts";

/**
 * index.html as a page is sent: `<html lang dir>` in the visitor's language, and links that
 * start at once every request the page's first screen needs beyond index.html's own script
 * and stylesheet: the strings file of the language and of the page's strings areas, and the
 * scripts and stylesheets of its lazy chunks (dist/page-preloads.json, from the build).
 * Without them, each waited for the one before it: the script, then the strings, then the
 * page's chunk, then its chunks' imports, then the page's strings.
 *
 * The language is the one the web app will pick when no choice is stored: the first of
 * Accept-Language, as navigator.language is (web/lib/i18n.ts detectLanguage). A visitor who
 * stored another choice is a returning one, whose files come from the browser's cache.
 */
export type PageHtml = (pathname: string, acceptLanguage: string | undefined) => string;

const built = new Map<string, PageHtml | undefined>();

/** The page maker for a build's web root (once per root), or undefined without index.html. */
export function pageHtmlFor(webRoot: string | undefined): PageHtml | undefined {
  if (webRoot === undefined) return undefined;
  if (!built.has(webRoot)) built.set(webRoot, makePageHtml(webRoot));
  return built.get(webRoot);
}

/** The first language tag of an Accept-Language header, if Twirl speaks it; else English. */
export function languageOf(acceptLanguage: string | undefined) {
  return supportedLanguage(acceptLanguage?.split(",")[0]?.split(";")[0]) ?? FALLBACK_LANGUAGE;
}

function makePageHtml(webRoot: string): PageHtml | undefined {
  const indexFile = path.join(webRoot, "index.html");
  if (!existsSync(indexFile)) return undefined;
  const template = readFileSync(indexFile, "utf8");
  const preloadsFile = path.join(webRoot, "..", "page-preloads.json");
  const preloads: PagePreloads | undefined = existsSync(preloadsFile)
    ? JSON.parse(readFileSync(preloadsFile, "utf8"))
    : undefined;
  const made = new Map<string, string>();

  return (pathname, acceptLanguage) => {
    const language = languageOf(acceptLanguage);
    const key = pathname.startsWith("/share/")
      ? "/share/"
      : (findRoute(pathname)?.path ?? "not-found");
    const cacheKey = `${key} ${language}`;
    let html = made.get(cacheKey);
    if (html === undefined) {
      const page = preloads?.pages[key];
      const links = preloads
        ? [
            ...["", ...(page?.strings ? [`${page.strings}/`] : [])].map(
              (area) =>
                `<link rel="preload" as="fetch" crossorigin href="${preloads.locales}/${area}${language}.json">`,
            ),
            ...(page?.files ?? []).map((file) =>
              file.endsWith(".css")
                ? `<link rel="preload" as="style" crossorigin href="${file}">`
                : `<link rel="modulepreload" crossorigin href="${file}">`,
            ),
          ]
        : [];
      html = template
        .replace(
          /<html lang="[^"]*" dir="[^"]*">/,
          `<html lang="${language}" dir="${directionOf(language)}">`,
        )
        .replace("</head>", `${links.join("")}</head>`);
      made.set(cacheKey, html);
    }
    return html;
  };
}

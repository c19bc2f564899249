import { act, render } from "@testing-library/react";
import { type ReactNode, Suspense } from "react";
import { vi } from "vitest";
import type { ClientConfig } from "#web/lib/client-config-links.ts";

export const CONFIG: ClientConfig = {
  social: {
    facebook: "https://www.facebook.com/example",
    instagram: "https://www.instagram.com/example",
    x: "https://x.com/example",
    tiktok: "https://www.tiktok.com/@example",
    youtube: "https://www.youtube.com/@example",
  },
  blogUrl: "https://blog.example.com",
  testimonialsUrl: "https://blog.example.com/stories",
  tutorialVideoUrl: null,
  emails: { support: "help@example.com", privacy: "dpo@example.com", legal: "law@example.com" },
  ads: null,
};

/** Answers GET /api/client-config with `body` for every request. */
export function serveConfig(body: unknown = CONFIG) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/**
 * A help page as the app mounts it: at `path`, i18n, and a boundary for the strings.
 * The async act lets the strings' suspension settle inside act, where React retries it.
 */
export async function renderPage(page: ReactNode, path = "/help") {
  let result: ReturnType<typeof render> | undefined;
  window.history.replaceState(null, "", path);
  await act(async () => {
    result = render(<Suspense fallback={null}>{page}</Suspense>);
  });
  return result as ReturnType<typeof render>;
}

export const canonicalHref = () =>
  document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;

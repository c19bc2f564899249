import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { startMailServer } from "../../server/testing/mail-server";
import { OIDC_CLIENTS, startOidcProvider } from "../../server/testing/oidc-provider";
import { freePort, spawnServer } from "../../server/testing/spawn-server";

/**
 * A Twirl of a spec's own for journeys with accounts: mail through a real SMTP server, and
 * Google, Apple and a company's provider all played by a real OpenID Connect provider on
 * 127.0.0.1. Behind one trusted proxy hop, so each browser can be its own client address.
 */
export async function startAccountsServer() {
  const mail = await startMailServer();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const oidc = await startOidcProvider(url);
  const dataDir = mkdtempSync(path.join(tmpdir(), "twirl-e2e-accounts-"));
  // Staff: a primary admin, a reviewer and a moderator (ADMINS_FILE), for the journeys.
  const admins = path.join(dataDir, "admins.json");
  writeFileSync(
    admins,
    JSON.stringify({
      production: {
        primaryAdmin: "boss@example.com",
        reviewers: ["reviewer@example.com"],
        moderators: ["moderator@example.com"],
      },
    }),
  );
  const twirl = await spawnServer({
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    TRUST_PROXY: "1",
    SMTP_URL: mail.url,
    GOOGLE_ISSUER: oidc.issuer,
    GOOGLE_CLIENT_ID: OIDC_CLIENTS.google.id,
    GOOGLE_CLIENT_SECRET: OIDC_CLIENTS.google.secret,
    APPLE_ISSUER: oidc.issuer,
    APPLE_CLIENT_ID: OIDC_CLIENTS.apple.id,
    APPLE_CLIENT_SECRET: OIDC_CLIENTS.apple.secret,
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: OIDC_CLIENTS.oidc.id,
    OIDC_CLIENT_SECRET: OIDC_CLIENTS.oidc.secret,
    OIDC_NAME: "Acme SSO",
    ADMINS_FILE: admins,
  });
  let client = 10;
  return {
    url,
    mail,
    /** A browser of its own, seen by Twirl as its own client address. */
    async newVisitor(
      browser: Browser,
      language?: string,
    ): Promise<{ context: BrowserContext; page: Page }> {
      const context = await browser.newContext({
        baseURL: url,
        extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${client++ % 250}` },
      });
      if (language) {
        await context.addInitScript(
          (code) => localStorage.setItem("language", JSON.stringify(code)),
          language,
        );
      }
      return { context, page: await context.newPage() };
    },
    /** Signs `page`'s browser up and in through the API (verified through the mail). */
    async signIn(page: Page, email: string, password = "correct horse battery") {
      const headers = { origin: url };
      await page.request.post("/api/auth/sign-up/email", {
        headers,
        data: { email, password, name: "" },
      });
      await page.request.get((await mail.next(email)).link as string, { maxRedirects: 0 });
      await this.logIn(page, email, password);
    },
    /** Logs `page`'s browser in to an account that exists (another device of its owner). */
    async logIn(page: Page, email: string, password = "correct horse battery") {
      const res = await page.request.post("/api/auth/sign-in/email", {
        headers: { origin: url },
        data: { email, password },
      });
      if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
    },
    async stop() {
      await twirl.stop();
      await oidc.close();
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

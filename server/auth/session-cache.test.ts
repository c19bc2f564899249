import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAppSecret } from "#server/app-secret.ts";
import { createTestApp } from "#server/test-app.ts";
import { signedInClient } from "#server/testing/account-client.ts";
import { type MailServer, startMailServer } from "#server/testing/mail-server.ts";
import { readCachedSession, sessionCookieNames } from "./session-cache";

describe("the signed session cookie cache, read without the library", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let mail: MailServer;
  let cookie = "";
  let secret = "";
  const names = sessionCookieNames(false);
  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp({ mail: { smtpUrl: mail.url, from: "Twirl <no-reply@localhost>" } });
    cookie = (await signedInClient(t.app, mail, "cache@example.com", "10.6.0.1")).cookie();
    secret = await loadAppSecret(t.db, undefined);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const part = (name: string) =>
    cookie
      .split("; ")
      .find((c) => c.startsWith(`${name}=`))
      ?.slice(name.length + 1) as string;

  it("reads the session the library signed", () => {
    const session = readCachedSession(cookie, names, secret);
    expect(session?.user).toMatchObject({ email: "cache@example.com", emailVerified: true });
  });

  it("refuses a cache signed with another key, altered, expired, or for another session", () => {
    expect(readCachedSession(cookie, names, `${secret}x`)).toBeNull();
    const data = JSON.parse(Buffer.from(part(names.data), "base64url").toString());
    const forged = {
      ...data,
      session: { ...data.session, user: { ...data.session.user, email: "boss@example.com" } },
    };
    const forgedCookie = `${names.token}=${part(names.token)}; ${names.data}=${Buffer.from(JSON.stringify(forged)).toString("base64url")}`;
    expect(readCachedSession(forgedCookie, names, secret)).toBeNull();
    expect(readCachedSession(cookie, names, secret, data.expiresAt + 1)).toBeNull();
    const otherToken = `${names.token}=someone-else.sig; ${names.data}=${part(names.data)}`;
    expect(readCachedSession(otherToken, names, secret)).toBeNull();
    expect(readCachedSession(`${names.data}=${part(names.data)}`, names, secret)).toBeNull();
    expect(readCachedSession(`${names.token}=x; ${names.data}=%%%`, names, secret)).toBeNull();
  });
});

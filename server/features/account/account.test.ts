import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, sessions, users } from "#server/db/schema.ts";
import { createTestApp } from "#server/test-app.ts";
import { accountClient, signedInClient, TEST_ORIGIN } from "#server/testing/account-client.ts";
import { type MailServer, startMailServer } from "#server/testing/mail-server.ts";

describe("accounts over a real SMTP server", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let mail: MailServer;
  let ip = 1;
  const nextIp = () => `10.1.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;
  const admins = path.join(mkdtempSync(path.join(tmpdir(), "twirl-admins-")), "admins.json");

  beforeAll(async () => {
    mail = await startMailServer();
    const { writeFileSync } = await import("node:fs");
    writeFileSync(
      admins,
      JSON.stringify({
        development: {
          primaryAdmin: "boss@example.com",
          reviewers: ["rev@example.com"],
          moderators: [],
        },
      }),
    );
    const { loadConfig } = await import("#server/config.ts");
    const base = loadConfig({ NODE_ENV: "test", ADMINS_FILE: admins });
    t = await createTestApp({
      mail: { smtpUrl: mail.url, from: "Twirl <no-reply@localhost>" },
      admins: base.admins,
    });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it("signs up without a session, mails a verification link, and refuses sign-in until it is followed", async () => {
    const c = accountClient(t.app, nextIp());
    const email = "ada@example.com";
    const res = await c.signUp(email, "correct horse battery");
    expect(res.statusCode).toBe(200);
    expect(c.jar.size).toBe(0);
    const verify = await mail.next(email);
    expect(verify.subject).toBe("Confirm your email for Twirl");
    expect(verify.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    expect(verify.html).toContain("Confirm my email");

    const early = await c.signIn(email, "correct horse battery");
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe("EMAIL_NOT_VERIFIED");
    expect(c.jar.size).toBe(0);
    // Signing in unverified sends the mail again.
    expect((await mail.next(email, 1)).subject).toBe("Confirm your email for Twirl");

    const followed = await c.openLink(verify.link as string);
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe("/?account=verified");
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(true);

    const ok = await c.signIn(email, "correct horse battery");
    expect(ok.statusCode).toBe(200);
    const session = [...c.jar.keys()].find((k) => k.endsWith("session_token"));
    expect(session).toBe("twirl.session_token");
    const setCookie = String(ok.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/);
    expect(await c.whoAmI()).toMatchObject({ user: { email }, role: "none" });

    await c.signOut();
    expect(await c.whoAmI()).toBeNull();
  });

  it("answers a taken address like a new one and mails its owner instead", async () => {
    const email = "taken@example.com";
    await signedInClient(t.app, mail, email, nextIp());
    const before = mail.count(email);
    const again = await accountClient(t.app, nextIp()).signUp(email, "another password");
    expect(again.statusCode).toBe(200);
    const notice = await mail.next(email, before);
    expect(notice.subject).toBe("Someone tried to sign up with your email");
  });

  it("words each refusal with the library's code", async () => {
    const c = accountClient(t.app, nextIp());
    expect((await c.signUp("not-an-email", "correct horse battery")).json().error.code).toBe(
      "INVALID_EMAIL",
    );
    const d = accountClient(t.app, nextIp());
    expect((await d.signUp("short@example.com", "short")).json().error.code).toBe(
      "PASSWORD_TOO_SHORT",
    );
    await signedInClient(t.app, mail, "wrong@example.com", nextIp());
    const e = accountClient(t.app, nextIp());
    const wrong = await e.signIn("wrong@example.com", "not the password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("allows 5 attempts per 5 minutes per client and per address, counted in the database", async () => {
    const client = accountClient(t.app, nextIp());
    for (let i = 0; i < 5; i++) {
      expect((await client.signIn(`nobody${i}@example.com`, "whatever pass")).statusCode).toBe(401);
    }
    const sixth = await client.signIn("nobody9@example.com", "whatever pass");
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe("RATE_LIMITED");
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);

    // One address tried from five clients: the sixth client is refused too.
    for (let i = 0; i < 5; i++) {
      await accountClient(t.app, nextIp()).signIn("target@example.com", "guess guess");
    }
    const other = await accountClient(t.app, nextIp()).signIn("target@example.com", "guess guess");
    expect(other.statusCode).toBe(429);
  });

  it("mails a reset link whose page sets a new password and signs out every other session", async () => {
    const email = "reset@example.com";
    const laptop = await signedInClient(t.app, mail, email, nextIp(), "old password 1");
    const phone = accountClient(t.app, nextIp());
    expect((await phone.signIn(email, "old password 1")).statusCode).toBe(200);

    const asker = accountClient(t.app, nextIp());
    const before = mail.count(email);
    const asked = await asker.send("POST", "/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
    expect(asked.statusCode).toBe(200);
    const resetMail = await mail.next(email, before);
    expect(resetMail.subject).toBe("Reset your Twirl password");
    const opened = await asker.openLink(resetMail.link as string);
    expect(opened.statusCode).toBe(302);
    const location = String(opened.headers.location);
    expect(location).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    const token = new URL(location, TEST_ORIGIN).searchParams.get("token");

    const reset = await asker.send("POST", "/api/auth/reset-password", {
      newPassword: "new password 2",
      token,
    });
    expect(reset.statusCode).toBe(200);
    // Both sessions are gone from the database: anything that reads it refuses them.
    expect((await laptop.get("/api/account/export")).statusCode).toBe(401);
    expect((await phone.get("/api/account/export")).statusCode).toBe(401);
    expect((await accountClient(t.app, nextIp()).signIn(email, "new password 2")).statusCode).toBe(
      200,
    );
    // The link works once.
    const replay = await asker.send("POST", "/api/auth/reset-password", {
      newPassword: "third password 3",
      token,
    });
    expect(replay.json().error.code).toBe("INVALID_TOKEN");
  });

  it("counts an unverified address as signed out even with a valid session", async () => {
    const c = await signedInClient(t.app, mail, "unverified@example.com", nextIp());
    expect(await c.whoAmI()).not.toBeNull();
    await t.db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.email, "unverified@example.com"));
    // Routes that change data read the account: refused at once.
    expect((await c.get("/api/account/export")).statusCode).toBe(401);
    // Once the signed cookie cache has run out, every route reads it too.
    c.jar.delete("twirl.session_data");
    expect(await c.whoAmI()).toBeNull();
  });

  it("gives staff their role from ADMINS_FILE", async () => {
    const boss = await signedInClient(t.app, mail, "Boss@Example.com", nextIp());
    expect((await boss.whoAmI()).role).toBe("primary");
    const rev = await signedInClient(t.app, mail, "rev@example.com", nextIp());
    expect((await rev.whoAmI()).role).toBe("reviewer");
  });

  it("exports everything it holds about the person as a JSON file", async () => {
    const c = await signedInClient(t.app, mail, "export@example.com", nextIp());
    const res = await c.get("/api/account/export");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="twirl-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.account).toMatchObject({ email: "export@example.com", emailVerified: true });
    expect(data.signInMethods).toEqual([expect.objectContaining({ provider: "credential" })]);
    expect(data.sessions).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/password|token/i);
  });

  it("deletes the account once the email is typed, logs it, mails it and signs out", async () => {
    const email = "leaver@example.com";
    const c = await signedInClient(t.app, mail, email, nextIp());
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const wrong = await c.send("POST", "/api/account/delete", { email: "someone@example.com" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe("CONFIRMATION_MISMATCH");
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);

    const before = mail.count(email);
    const gone = await c.send("POST", "/api/account/delete", { email: " Leaver@Example.com " });
    expect(gone.statusCode).toBe(204);
    expect(c.jar.size).toBe(0);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id as string)),
    ).toHaveLength(0);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, user?.id as string));
    expect(entry).toMatchObject({ action: "account.deleted", actor: "self", targetType: "user" });
    expect((await mail.next(email, before)).subject).toBe("Your Twirl account was deleted");
    expect(
      (await accountClient(t.app, nextIp()).signIn(email, "correct horse battery")).statusCode,
    ).toBe(401);
  });

  it("writes mails in the person's language", async () => {
    const c = accountClient(t.app, nextIp());
    await c.signUp("hans@example.com", "correct horse battery", "de");
    const de = await mail.next("hans@example.com");
    expect(de.subject).not.toBe("Confirm your email for Twirl");
    const [row] = await t.db.select().from(users).where(eq(users.email, "hans@example.com"));
    expect(row?.language).toBe("de");
    await c.signUp("nobody@example.com", "correct horse battery", "xx");
    const [odd] = await t.db.select().from(users).where(eq(users.email, "nobody@example.com"));
    expect(odd?.language).toBe("en");
  });

  it("refuses a change from another origin or without one, and bodies that are not JSON", async () => {
    for (const headers of [{}, { origin: "https://evil.example" }]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        headers,
        payload: { email: "x@example.com", password: "correct horse battery", name: "" },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("FORBIDDEN_ORIGIN");
      const contact = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        headers,
        payload: {},
      });
      expect(contact.statusCode).toBe(403);
    }
    const text = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { origin: TEST_ORIGIN, "content-type": "text/plain" },
      payload: "{}",
    });
    expect(text.statusCode).toBe(415);
    expect(await t.db.select().from(users).where(eq(users.email, "x@example.com"))).toHaveLength(0);
  });
});

describe("accounts without SMTP_URL", () => {
  it("writes each mail to DATA_DIR/outbox as an .eml file", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "twirl-outbox-"));
    const t = await createTestApp({
      dataDir,
      mail: { smtpUrl: undefined, from: "Twirl <no-reply@localhost>" },
    });
    try {
      await accountClient(t.app).signUp("outbox@example.com", "correct horse battery");
      const files = readdirSync(path.join(dataDir, "outbox"));
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(dataDir, "outbox", files[0] as string), "utf8");
      expect(eml).toMatch(/^To: outbox@example.com/m);
      expect(eml).toContain("/api/auth/verify-email?token=");
    } finally {
      await t.close();
    }
  });
});

describe("accounts behind https", () => {
  it("marks the session cookies Secure (with the __Secure- prefix) and reads them back", async () => {
    const mail = await startMailServer();
    const t = await createTestApp({
      publicUrl: "https://twirl.example",
      mail: { smtpUrl: mail.url, from: "Twirl <no-reply@twirl.example>" },
    });
    try {
      const c = accountClient(t.app, "10.2.0.1");
      const send = (url: string, payload: unknown) =>
        t.app.inject({
          method: "POST",
          url,
          remoteAddress: "10.2.0.1",
          headers: { origin: "https://twirl.example" },
          payload: payload as object,
        });
      await send("/api/auth/sign-up/email", {
        email: "tls@example.com",
        password: "correct horse battery",
        name: "",
      });
      await c.openLink((await mail.next("tls@example.com")).link as string);
      const res = await send("/api/auth/sign-in/email", {
        email: "tls@example.com",
        password: "correct horse battery",
      });
      expect(res.statusCode).toBe(200);
      const cookies = [res.headers["set-cookie"]].flat().map(String);
      const token = cookies.find((v) => v.startsWith("__Secure-twirl.session_token="));
      expect(token).toMatch(/; Secure/i);
      expect(token).toMatch(/HttpOnly/i);
      expect(token).toMatch(/SameSite=Lax/i);
      const cookie = cookies.map((v) => v.split(";")[0]).join("; ");
      const who = await t.app.inject({ url: "/api/account", headers: { cookie } });
      expect(who.json().account?.user.email).toBe("tls@example.com");
    } finally {
      await t.close();
      await mail.close();
    }
  });
});

import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ORIGIN } from "#server/testing/account-client.ts";
import { createTestApp } from "./test-app";

describe("the server", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ logLevel: "info" }, { logStream });
  });
  afterAll(() => t.close());

  it("answers health with the database it uses", async () => {
    const res = await t.app.inject("/api/health");
    expect(res.statusCode).toBe(200);
    const expected = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
    expect(res.json()).toEqual({ status: "ok", database: expected });
  });

  it("answers the version of package.json and the feature list", async () => {
    const res = await t.app.inject("/api/version");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.version).toBe("2.1.14");
    expect(body.environment).toBe("test");
    expect(body.features).toContain("contact-api");
    expect(Object.keys(body).sort()).toEqual(
      ["buildDate", "buildNumber", "commitHash", "environment", "features", "version"].sort(),
    );
  });

  it("publishes an OpenAPI document listing its routes", async () => {
    const res = await t.app.inject("/api/openapi.json");
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/health",
        "/api/version",
        "/api/contact",
        "/api/contact/challenge",
      ]),
    );
    expect(doc.paths["/api/contact"].post.requestBody).toBeDefined();
  });

  it("answers an unknown /api path with 404 JSON", async () => {
    const res = await t.app.inject("/api/nope");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      error: { code: "NOT_FOUND", message: "No route for GET /api/nope" },
    });
  });

  it("answers malformed JSON with 400 and no stack trace", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBeTypeOf("string");
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("names the field of a schema violation", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { origin: TEST_ORIGIN },
      payload: { name: "A", email: "a@b.co", subject: "s", message: "m", contactType: "nope" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "VALIDATION_ERROR", field: "contactType" });
  });

  it("sends security headers with a content security policy", async () => {
    const res = await t.app.inject("/api/health");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toBeDefined();
  });

  it("compresses large responses", async () => {
    const res = await t.app.inject({
      url: "/api/openapi.json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("keeps cookies, authorization and tokens out of the request log", async () => {
    await t.app.inject({
      url: "/api/version?token=sekrit-token&password=hunter2&lang=en",
      headers: { cookie: "session=cookie-value", authorization: "Bearer bearer-value" },
    });
    await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { origin: TEST_ORIGIN },
      payload: { password: "body-password" },
    });
    const log = logLines.join("");
    expect(log).toContain("/api/version?token=%5Bredacted%5D");
    expect(log).toContain("lang=%5Bredacted%5D");
    for (const secret of [
      "sekrit-token",
      "hunter2",
      "cookie-value",
      "bearer-value",
      "body-password",
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe("a database that does not answer", () => {
  it("makes health answer 503", async () => {
    const t = await createTestApp();
    t.database.ping = () => Promise.reject(new Error("down"));
    const res = await t.app.inject("/api/health");
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe("unavailable");
    await t.close();
  });
});

import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueFromParams } from "#core/validation/text-validator.ts";
import { TEST_ORIGIN } from "#server/testing/account-client.ts";
import { solveWork } from "#server/testing/solve-work.ts";
import { createTestApp } from "./test-app";

describe("bad bytes and logs", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const log: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _enc, done) {
        log.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ logLevel: "info" }, { logStream });
    t.app.post("/__fails", async () => {
      // What a failed query looks like: the statement, then the values it carried.
      throw Object.assign(
        new Error(
          'Failed query: insert into "x" values ($1, $2)\nparams: Ada Secret,ada@secret.example',
        ),
        { code: "XX000" },
      );
    });
  });
  afterAll(() => t.close());

  async function contact(field: string, value: string) {
    const c = (await t.app.inject("/api/contact/challenge")).json();
    return t.app.inject({
      method: "POST",
      url: "/api/contact?email=leak@query.example",
      headers: { origin: TEST_ORIGIN },
      payload: {
        name: "Ada",
        email: "ada@example.com",
        contactType: "general-inquiry",
        subject: "Hi",
        message: "Hello",
        [field]: value,
        challengeToken: c.token,
        challengeAnswer: c.a + c.b,
        workNonce: solveWork(c.work),
      },
    });
  }

  it.each([
    ["name", "Ada\u0000Lovelace"],
    ["subject", "Hi\u001b[31m"],
    ["message", "line\u0007bell"],
    ["email", "ada\u0000@example.com"],
  ])(
    "refuses a control character in %s with a clear message, a 400, nothing stored",
    async (field, value) => {
      const res = await contact(field, value);
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.field).toBe(field);
      expect(error.message).toMatch(/characters that are not allowed/);
      expect(issueFromParams(field, error.params)).toEqual({ code: "control", field });
    },
  );

  it("keeps tabs and line breaks", async () => {
    const res = await contact("message", "first line\r\nsecond\tline\n");
    expect(res.statusCode).toBe(201);
  });

  it("logs a failing request without the values it carried", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/__fails?email=leak@query.example&token=abc",
      headers: { origin: TEST_ORIGIN },
      payload: { name: "Ada Secret" },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe("INTERNAL_ERROR");
    const text = log.join("");
    expect(text).toContain("Failed query");
    expect(text).not.toMatch(/Ada Secret|secret\.example|leak@query|abc/);
  });
});

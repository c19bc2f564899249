import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { MailServer } from "./mail-server";

export const TEST_ORIGIN = "http://localhost:3000";

/**
 * A browser's view of Twirl's accounts over app.inject: its cookie jar, its address, and
 * requests sent from PUBLIC_URL's origin as the web app's are.
 */
export function accountClient(app: FastifyInstance, ip = "10.1.0.1") {
  const jar = new Map<string, string>();
  const keep = (res: LightMyRequestResponse) => {
    for (const c of res.cookies) {
      if (c.value === "" || (c.maxAge !== undefined && c.maxAge <= 0)) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const client = {
    jar,
    cookie,
    async get(url: string) {
      return keep(
        await app.inject({ url, remoteAddress: ip, headers: jar.size ? { cookie: cookie() } : {} }),
      );
    },
    async send(method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown) {
      return keep(
        await app.inject({
          method,
          url,
          remoteAddress: ip,
          headers: { origin: TEST_ORIGIN, ...(jar.size ? { cookie: cookie() } : {}) },
          ...(payload === undefined ? {} : { payload: payload as object }),
        }),
      );
    },
    signUp: (email: string, password: string, language = "en") =>
      client.send("POST", "/api/auth/sign-up/email", {
        email,
        password,
        name: "",
        language,
        callbackURL: "/?account=verified",
      }),
    signIn: (email: string, password: string) =>
      client.send("POST", "/api/auth/sign-in/email", { email, password }),
    signOut: () => client.send("POST", "/api/auth/sign-out", {}),
    /** Follows a link from a mail as the browser would (one GET, not the redirect). */
    openLink: (link: string) => client.get(link.replace(/^https?:\/\/[^/]+/, "")),
    whoAmI: async () => (await client.get("/api/account")).json().account,
  };
  return client;
}

/** Signs up, verifies through the mail and signs in: a ready, signed-in client. */
export async function signedInClient(
  app: FastifyInstance,
  mail: MailServer,
  email: string,
  ip?: string,
  password = "correct horse battery",
) {
  const c = accountClient(app, ip);
  const before = mail.count(email);
  await c.signUp(email, password);
  const verify = await mail.next(email, before);
  if (!verify.link) throw new Error("no link in the verification mail");
  await c.openLink(verify.link);
  const res = await c.signIn(email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return c;
}

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** The clients Twirl's configuration uses in tests: one per kind of sign-in button. */
export const OIDC_CLIENTS = {
  google: { id: "google-client", secret: "google-secret" },
  apple: { id: "apple-client", secret: "apple-secret" },
  oidc: { id: "oidc-client", secret: "oidc-secret" },
} as const;

/**
 * A real OpenID Connect provider on 127.0.0.1 (the oidc-provider package) standing in for
 * Google, Apple and a company's identity provider. Its development login page takes any
 * login name; the account it signs in is `<login>@example.com`, verified.
 */
export async function startOidcProvider(twirlUrl: string) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: Object.entries(OIDC_CLIENTS).map(([kind, c]) => ({
      client_id: c.id,
      client_secret: c.secret,
      redirect_uris: [`${twirlUrl}/api/auth/callback/${kind}`],
      response_types: ["code"],
      grant_types: ["authorization_code"],
    })),
    claims: { email: ["email", "email_verified"], profile: ["name"], name: ["name"] },
    scopes: ["openid", "email", "profile", "name"],
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["twirl-test-oidc-cookie-key"] },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          return { sub, email: `${sub}@example.com`, email_verified: true, name: `Tester ${sub}` };
        },
      };
    },
  });
  // Plain http on 127.0.0.1 is fine for a test provider.
  provider.proxy = true;
  server.on("request", provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

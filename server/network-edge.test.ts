import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrustProxy } from "./config";
import { clientKey } from "./rate-limit";
import { createTestApp } from "./test-app";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Raw HTTP to the listening app: what a slow or broken client sends. */
function rawClient(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString();
  });
  const closed = new Promise<number>((resolve) => {
    const start = Date.now();
    socket.on("close", () => resolve(Date.now() - start));
    socket.on("error", () => {});
  });
  return { socket, closed, received: () => received };
}

describe("the network edge", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        httpLimits: {
          headersMs: 600,
          requestMs: 1200,
          idleMs: 1500,
          keepAliveMs: 500,
          checkEveryMs: 200,
        },
      },
    );
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it("cuts off a client that sends its headers too slowly", async () => {
    const c = rawClient(port);
    c.socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\n");
    expect(await c.closed).toBeLessThan(5_000);
  });

  it("cuts off a client that sends its body too slowly", async () => {
    const c = rawClient(port);
    c.socket.write(
      "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    const drip = setInterval(() => c.socket.writable && c.socket.write(" "), 200);
    const ms = await c.closed;
    clearInterval(drip);
    expect(ms).toBeLessThan(5_000);
  });

  it("closes an idle kept-alive connection", async () => {
    const c = rawClient(port);
    c.socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(await c.closed).toBeLessThan(5_000);
    expect(c.received()).toMatch(/^HTTP\/1\.1 200/);
  });

  it.each([
    ["malformed HTTP", "GARBAGE\r\n\r\n", 400],
    [
      "headers over the limit",
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ])("answers %s in the error shape and closes the connection", async (_what, request, status) => {
    const c = rawClient(port);
    c.socket.write(request);
    await c.closed;
    const [head = "", body = ""] = c.received().split("\r\n\r\n");
    expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(head).toMatch(/connection: close/i);
    expect(JSON.parse(body).error).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });
  });

  it("answers a URL it cannot decode, and an over-long parameter, in the error shape", async () => {
    for (const url of ["/cdn/%E0%A4%A/index.json", `/cdn/${"x".repeat(500)}/index.json`]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().error, url).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
  });

  it("sends one framing rule and a permissions policy", async () => {
    const res = await t.app.inject("/api/health");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(String(res.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
  });
});

describe("TRUST_PROXY", () => {
  it("accepts false, a hop count or proxy addresses; true means one hop", () => {
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("true")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("10.0.0.0/8, 127.0.0.1,::1")).toBe("10.0.0.0/8,127.0.0.1,::1");
    expect(parseTrustProxy("10.0.0.0/40")).toBeUndefined();
    expect(parseTrustProxy("everything")).toBeUndefined();
  });

  it.each([
    [1, "203.0.113.9"],
    [2, "198.51.100.7"],
    ["127.0.0.1", "203.0.113.9"],
  ])(
    "with %s takes the right entry of X-Forwarded-For, not the one the client wrote",
    async (trust, expected) => {
      const t = await createTestApp({ trustProxy: trust as number | string });
      try {
        t.app.get("/__ip", async (request) => ({ ip: request.ip }));
        // The client wrote 6.6.6.6; the proxies appended what they saw.
        const res = await t.app.inject({
          url: "/__ip",
          headers: { "x-forwarded-for": "6.6.6.6, 198.51.100.7, 203.0.113.9" },
          remoteAddress: "127.0.0.1",
        });
        expect(res.json().ip).toBe(expected);
      } finally {
        await t.close();
      }
    },
  );
});

describe("the client a rate limit counts", () => {
  it("is an IPv4 address, or an IPv6 client's /64", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });
});

import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SharePage } from "#web/features/spinners/open-shared.tsx";

const SPINNER = {
  id: "abc",
  name: "Party",
  participants: ["Ada", "Grace"],
  style: "wheel",
  language: "en",
  theme: "light",
  sound: true,
  spinTime: 5000,
  settings: {},
  createdAt: "2026-11-24T00:00:00.000Z",
  lastAccessed: "2026-11-24T00:00:00.000Z",
  expiresAt: "2027-11-24T00:00:00.000Z",
  isActive: true,
  isShared: true,
};

function serve(answers: Record<string, { status: number; body: unknown }>) {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (url: string) => {
    calls.push(url);
    const a = answers[url] ?? { status: 404, body: { error: { code: "NOT_FOUND", message: "" } } };
    return new Response(JSON.stringify(a.body), { status: a.status });
  });
  return calls;
}

const visitor = { status: 200, body: { account: null } };
const member = {
  status: 200,
  body: {
    account: {
      user: { id: "u", email: "a@example.com", name: "", image: null, language: "en" },
      role: "none",
    },
  },
};

async function openLink(id: string) {
  window.history.replaceState(null, "", `/share/${id}`);
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <SharePage />
      </Suspense>,
    );
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("the page a share link opens", () => {
  it.each([
    ["the owner", { ...SPINNER, owned: true }, member, "Opening your shared spinner!", false],
    [
      "another signed-in person",
      { ...SPINNER, owned: false },
      member,
      "Spinner copied to your account!",
      true,
    ],
    ["a visitor", { ...SPINNER, owned: false }, visitor, "Spinner copied to this browser!", false],
  ])("tells %s what happens", async (_who, spinner, account, message, copies) => {
    const calls = serve({
      "/api/spinners/abc": { status: 200, body: spinner },
      "/api/account": account,
      "/api/spinners/abc/copy": { status: 201, body: { ...spinner, id: "def", owned: true } },
    });
    await openLink("abc");
    expect(await screen.findByText(message)).toBeTruthy();
    expect(calls.includes("/api/spinners/abc/copy")).toBe(copies);
  });

  it("says an unknown or expired link was not found", async () => {
    serve({ "/api/account": visitor });
    await openLink("gone");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "That shared spinner was not found. It may have expired.",
    );
  });
});

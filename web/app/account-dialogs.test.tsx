import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "#web/lib/translator.ts";
import { AccountDialogs } from "./account-dialogs";

/** The server as the login modal meets it: a visitor, one provider, and sign-in answers. */
function serve(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[url] ?? {
      status: 404,
      body: { error: { code: "NOT_FOUND", message: "" } },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  return calls;
}

const visitor = {
  "/api/account": { status: 200, body: { account: null } },
  "/api/account/providers": {
    status: 200,
    body: { providers: [{ id: "oidc", name: "Acme SSO" }] },
  },
};

function open(feature: "share" | "saved" | "profile") {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(
    <Suspense fallback={null}>
      <AccountDialogs feature={feature} onClose={onClose} />
    </Suspense>,
  );
  return { user, onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe("the header's account dialogs", () => {
  it("Share asks a visitor to log in or share without an account, then gives the link", async () => {
    const calls = serve({
      ...visitor,
      "/api/spinners": {
        status: 201,
        body: {
          id: "abc123",
          name: "Untitled Spinner",
          owned: false,
          expiresAt: "2026-12-01T00:00:00.000Z",
        },
      },
    });
    localStorage.setItem("spinTime", "23000"); // the spin time set on the play screen
    const { user } = open("share");
    const dialog = await screen.findByRole("dialog", { name: "Share your spinner" });
    await user.click(within(dialog).getByRole("button", { name: "Save and share" }));
    expect(await within(dialog).findByRole("heading", { name: "Log in to share" })).toBeTruthy();
    expect(calls.some((c) => c.url === "/api/spinners")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Share without an account" }));
    const link = await within(dialog).findByLabelText("Link to your spinner");
    expect((link as HTMLInputElement).value).toBe(`${window.location.origin}/share/abc123`);
    expect(calls.find((c) => c.url === "/api/spinners")?.body).toMatchObject({
      share: true,
      spinner: { style: "wheel", spinTime: 23_000 },
    });
    expect(within(dialog).getByText(/works for 7 days/)).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toContain(
      "https://wa.me/?text=",
    );
  });

  it("a share waiting for a login goes ahead once the person has logged in", async () => {
    let signedIn = false;
    const calls: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status });
      if (url === "/api/auth/sign-in/email") {
        signedIn = true;
        return json(200, { redirect: false });
      }
      if (url === "/api/account") {
        return json(200, {
          account: signedIn
            ? {
                user: { id: "u", email: "ada@example.com", name: "", image: null, language: "en" },
                role: "none",
              }
            : null,
        });
      }
      if (url === "/api/spinners") {
        return json(201, {
          id: "s1",
          name: "Untitled Spinner",
          owned: true,
          expiresAt: "2027-11-24T00:00:00.000Z",
        });
      }
      return json(200, { providers: [] });
    });
    const { user } = open("share");
    const share = await screen.findByRole("dialog", { name: "Share your spinner" });
    await user.click(within(share).getByRole("button", { name: "Save and share" }));
    await user.click(await within(share).findByRole("button", { name: "Log in" }));
    const login = await screen.findByRole("dialog", { name: "Log in" });
    await user.type(within(login).getByLabelText("Email"), "ada@example.com");
    await user.type(within(login).getByLabelText("Password"), "correct horse");
    await user.click(within(login).getByRole("button", { name: "Log in" }));
    const back = await screen.findByRole("dialog", { name: "Share your spinner" });
    const link = await within(back).findByLabelText("Link to your spinner");
    expect((link as HTMLInputElement).value).toMatch(/\/share\/s1$/);
    expect(calls.filter((c) => c.url === "/api/spinners")).toHaveLength(1);
    expect(within(back).getByText(/works until/)).toBeTruthy();
  });

  it("Saved spinners asks a visitor to log in", async () => {
    serve(visitor);
    const { user } = open("saved");
    const dialog = await screen.findByRole("dialog", { name: "Saved spinners" });
    expect(
      await within(dialog).findByText("Log in to save spinners and open them on any device."),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("dialog", { name: "Log in" })).toBeTruthy();
  });

  it("Profile opens the login modal: required fields, mode switches clear the message, providers listed", async () => {
    serve(visitor);
    const { user } = open("profile");
    const dialog = await screen.findByRole("dialog", { name: "Log in" });
    await user.click(within(dialog).getByRole("button", { name: "Log in" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Please enter your email address.");
    await user.type(within(dialog).getByLabelText("Email"), "ada@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Log in" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Please enter your password.");

    await user.click(within(dialog).getByRole("button", { name: "No account yet? Sign up" }));
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(within(dialog).getByRole("heading", { name: "Create an account" })).toBeTruthy();
    expect(
      await within(dialog).findByRole("button", { name: "Continue with Acme SSO" }),
    ).toBeTruthy();
    await user.click(
      within(dialog).getByRole("button", { name: "Already have an account? Log in" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Forgot password?" }));
    expect(within(dialog).queryByLabelText("Password")).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Send reset link" })).toBeTruthy();
  });

  it("words the server's sign-in refusals, and offers to resend the verification mail", async () => {
    const calls = serve({
      ...visitor,
      "/api/auth/sign-in/email": {
        status: 403,
        body: { error: { code: "EMAIL_NOT_VERIFIED", message: "Email not verified" } },
      },
      "/api/auth/send-verification-email": { status: 200, body: { status: true } },
      "/api/auth/sign-up/email": {
        status: 429,
        body: {
          error: { code: "RATE_LIMITED", message: "Too many", params: { retryAfterSeconds: 60 } },
        },
      },
    });
    const { user } = open("profile");
    const dialog = await screen.findByRole("dialog", { name: "Log in" });
    await user.type(within(dialog).getByLabelText("Email"), "ada@example.com");
    await user.type(within(dialog).getByLabelText("Password"), "correct horse");
    await user.click(within(dialog).getByRole("button", { name: "Log in" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Please verify your email address first. We sent the link again to ada@example.com.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Send the link again" }));
    expect((await within(dialog).findByRole("status")).textContent).toBe(
      "Sent. Check your inbox and spam folder.",
    );
    expect(calls.find((c) => c.url === "/api/auth/send-verification-email")?.body).toMatchObject({
      email: "ada@example.com",
    });

    await user.click(within(dialog).getByRole("button", { name: "No account yet? Sign up" }));
    await user.type(within(dialog).getByLabelText("Password"), "correct horse");
    await user.click(within(dialog).getByRole("button", { name: "Sign up" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Too many sign-in attempts. Please try again later.",
    );
  });

  it("shows the profile of a signed-in person with download, log out and a confirmed delete", async () => {
    const calls = serve({
      "/api/account": {
        status: 200,
        body: {
          account: {
            user: {
              id: "u1",
              email: "abc@privaterelay.appleid.com",
              name: "",
              image: null,
              language: "en",
            },
            role: "moderator",
          },
        },
      },
      "/api/account/delete": { status: 204, body: null },
    });
    const { user } = open("profile");
    const dialog = await screen.findByRole("dialog", { name: "Your profile" });
    expect(within(dialog).getByText("abc@privaterelay.appleid.com")).toBeTruthy();
    expect(within(dialog).getByText(/Hide My Email/)).toBeTruthy();
    expect(within(dialog).getByText("Staff role: moderator")).toBeTruthy();
    const download = within(dialog).getByRole("link", { name: "Download my data" });
    expect(download.getAttribute("href")).toBe("/api/account/export");
    expect(within(dialog).getByRole("button", { name: "Log out" })).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    const confirm = await screen.findByLabelText("Type abc@privaterelay.appleid.com to confirm");
    const form = within(screen.getByRole("dialog", { name: "Your profile" }));
    await user.type(confirm, "someone@else.com");
    await user.click(form.getByRole("button", { name: "Delete my account" }));
    expect(form.getByRole("alert").textContent).toBe(
      "Type your email address exactly as shown to confirm.",
    );
    expect(calls.some((c) => c.url === "/api/account/delete")).toBe(false);
    await user.clear(confirm);
    await user.type(confirm, "abc@privaterelay.appleid.com");
    await user.click(form.getByRole("button", { name: "Delete my account" }));
    expect((await form.findByRole("status")).textContent).toBe(
      "Your account was deleted. Thank you for playing.",
    );
  });

  it("tells the server the interface language of a signed-in person, for their mails", async () => {
    const calls = serve({
      "/api/account": {
        status: 200,
        body: {
          account: {
            user: { id: "u2", email: "hans@example.com", name: "", image: null, language: "en" },
            role: "none",
          },
        },
      },
      "/api/account/language": { status: 204, body: null },
    });
    open("profile");
    await screen.findByRole("dialog", { name: "Your profile" });
    expect(calls.some((c) => c.url === "/api/account/language")).toBe(false);
    i18n.addResourceBundle("de", "common", {});
    await i18n.changeLanguage("de");
    await vi.waitFor(() =>
      expect(calls.find((c) => c.url === "/api/account/language")?.body).toEqual({
        language: "de",
      }),
    );
    await i18n.changeLanguage("en");
  });
});

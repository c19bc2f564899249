import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { loadAreaStrings } from "#web/lib/area-strings.ts";
import { i18n } from "#web/lib/translator.ts";
import { ContactPage } from "./contact-page";

/** An easy proof of work: the page solves it at once. */
const WORK = { salt: "test", bits: 2 };

const CHALLENGES = [
  { a: 3, b: 4, token: "token-1", expiresAt: "2030-01-01T00:00:00.000Z", work: WORK },
  { a: 2, b: 5, token: "token-2", expiresAt: "2030-01-01T00:00:00.000Z", work: WORK },
  { a: 6, b: 1, token: "token-3", expiresAt: "2030-01-01T00:00:00.000Z", work: WORK },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The contact API as the server answers it; `post` decides what POST /api/contact returns. */
function serve(post: (body: Record<string, unknown>) => Response | Promise<Response>) {
  let issued = 0;
  const sent: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith("/api/contact/challenge")) {
      return json(CHALLENGES[Math.min(issued++, CHALLENGES.length - 1)]);
    }
    if (url.endsWith("/api/contact") && init?.method === "POST") {
      const body = JSON.parse(String(init.body));
      sent.push(body);
      return post(body);
    }
    return json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return { sent, challenges: () => issued };
}

async function renderPage() {
  // Awaited act: the first help render suspends on its strings, and only an awaited act retries it.
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <ContactPage />
      </Suspense>,
    );
  });
  await screen.findByRole("heading", { level: 1, name: "Contact Us" });
}

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const submitButton = () => screen.getByRole("button", { name: /Send Message|Sending/ });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Name"), "Ada Lovelace");
  await user.type(field("Email"), "ada@example.com");
  await user.type(field("Subject"), "Hello");
  await user.type(field("Message"), "The wheel is lovely.");
}

async function answer(user: ReturnType<typeof userEvent.setup>, question: string, value: string) {
  const input = await screen.findByRole("textbox", { name: question });
  await user.clear(input);
  await user.type(input, value);
}

// The help strings are a lazy chunk: loaded once here so no test spends its wait on them.
beforeAll(() => loadAreaStrings("help", "en"));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ContactPage", () => {
  it("marks the required fields and offers the six public contact types", async () => {
    serve(() => json({}, 500));
    await renderPage();
    for (const name of ["Name", "Email", "Subject", "Message"]) {
      expect(field(name).getAttribute("aria-required")).toBe("true");
      expect(field(name).required).toBe(true);
    }
    expect(field("Email").type).toBe("email");
    expect(field("App version").required).toBe(false);
    expect(field("Message").getAttribute("rows")).toBe("4");
    expect(field("Browser info").getAttribute("rows")).toBe("3");
    const type = screen.getByRole("combobox", { name: "Contact type" }) as HTMLSelectElement;
    expect(type.value).toBe("general-inquiry");
    expect([...type.options].map((o) => o.text)).toEqual([
      "General Inquiry",
      "Bug Report",
      "Feature Request",
      "Content Issue",
      "Account Help",
      "Business Inquiry",
    ]);
  });

  it("sends once the sum is right, then thanks, resets and asks a new problem", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = serve(async () => {
      await gate;
      return json({ success: true, contactId: "CONT-1-abc" }, 201);
    });
    const user = userEvent.setup();
    await renderPage();
    await fillRequired(user);
    await user.selectOptions(screen.getByRole("combobox", { name: "Contact type" }), "bug-report");
    expect(submitButton()).toHaveProperty("disabled", true);

    await answer(user, "What is 3 + 4?", "8");
    expect(screen.getByText("Incorrect answer. Please try again.")).toBeTruthy();
    expect(submitButton()).toHaveProperty("disabled", true);
    await answer(user, "What is 3 + 4?", "7");
    expect(screen.getByText("Correct! You can now submit the form.")).toBeTruthy();
    expect(submitButton()).toHaveProperty("disabled", false);

    await user.click(submitButton());
    expect(await screen.findByRole("button", { name: "Sending..." })).toHaveProperty(
      "disabled",
      true,
    );
    release();
    expect(
      await screen.findByText("Request submitted successfully! We'll get back to you soon."),
    ).toBeTruthy();

    const [body] = api.sent;
    expect(body).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      contactType: "bug-report",
      subject: "Hello",
      message: "The wheel is lovely.",
      appVersion: "",
      challengeToken: "token-1",
      challengeAnswer: 7,
    });
    // Left empty, the browser details were filled in at submit.
    expect(Object.keys(JSON.parse(String(body?.browserInfo)))).toHaveLength(8);

    expect(field("Name").value).toBe("");
    expect(field("Message").value).toBe("");
    expect(await screen.findByRole("textbox", { name: "What is 2 + 5?" })).toHaveProperty(
      "value",
      "",
    );
    expect(api.challenges()).toBe(2);
    expect(submitButton()).toHaveProperty("disabled", true);
  });

  it("shows a refused field's message by that field and keeps what was typed", async () => {
    serve(() =>
      json(
        {
          error: {
            code: "VALIDATION_ERROR",
            message: "Subject exceeds maximum length of 200 characters",
            field: "subject",
            params: { issue: "tooLong", max: 200 },
          },
        },
        400,
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    await fillRequired(user);
    await answer(user, "What is 3 + 4?", "7");
    await user.click(submitButton());

    const message = await screen.findByText("Subject exceeds maximum length of 200 characters");
    const subject = field("Subject");
    expect(subject.getAttribute("aria-invalid")).toBe("true");
    expect(subject.getAttribute("aria-describedby")).toBe(message.id);
    expect(subject.value).toBe("Hello");
    expect(field("Name").value).toBe("Ada Lovelace");

    await user.type(subject, "!");
    expect(screen.queryByText("Subject exceeds maximum length of 200 characters")).toBeNull();
    expect(subject.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows a refused human check by the answer and asks a new problem", async () => {
    const api = serve(() =>
      json(
        {
          error: {
            code: "CHALLENGE_EXPIRED",
            message: "(the server's English, not shown)",
            field: "challengeToken",
          },
        },
        400,
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    await fillRequired(user);
    await answer(user, "What is 3 + 4?", "7");
    await user.click(submitButton());

    const next = await screen.findByRole("textbox", { name: "What is 2 + 5?" });
    const message = screen.getByText("The human check has expired. Please try a new problem.");
    expect(next.getAttribute("aria-describedby")).toContain(message.id);
    expect(api.challenges()).toBe(2);
    expect(field("Subject").value).toBe("Hello");
  });

  it("says sending failed on a server error, and says how long to wait when rate limited", async () => {
    let status = 500;
    serve(() =>
      status === 429
        ? json(
            {
              error: {
                code: "RATE_LIMITED",
                message: "(the server's English, not shown)",
                params: { retryAfterSeconds: 125 },
              },
            },
            429,
          )
        : json({ error: { code: "INTERNAL", message: "boom" } }, 500),
    );
    const user = userEvent.setup();
    await renderPage();
    await fillRequired(user);
    await answer(user, "What is 3 + 4?", "7");
    await user.click(submitButton());
    expect(await screen.findByText("Failed to send message. Please try again later.")).toBeTruthy();
    expect(field("Subject").value).toBe("Hello");

    await user.type(field("Subject"), "!");
    expect(screen.queryByText("Failed to send message. Please try again later.")).toBeNull();

    status = 429;
    await user.click(submitButton());
    expect(await screen.findByText("Too many tries. Please try again in 3 minutes.")).toBeTruthy();
  });

  it("says a refused message in the page's language, and the server's words for a code it does not know", async () => {
    let code = "RATE_LIMITED";
    serve(() =>
      json(
        { error: { code, message: "Server words", params: { retryAfterSeconds: 60 } } },
        code === "RATE_LIMITED" ? 429 : 400,
      ),
    );
    await act(() => i18n.changeLanguage("de"));
    onTestFinished(() => i18n.changeLanguage("en"));
    await Promise.all([loadAreaStrings("help", "de"), loadAreaStrings("errors", "de")]);
    const user = userEvent.setup();
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <ContactPage />
        </Suspense>,
      );
    });
    await screen.findByRole("heading", { level: 1, name: "Kontakt" });
    await user.type(field("Dein Name"), "Ada Lovelace");
    await user.type(field("E-Mail"), "ada@example.com");
    await user.type(field("Betreff"), "Hallo");
    await user.type(field("Nachricht"), "Das Rad ist toll.");
    await answer(user, "Was ist 3 + 4?", "7");
    await user.click(screen.getByRole("button", { name: /Nachricht senden|Wird gesendet/ }));
    expect(
      await screen.findByText("Zu viele Versuche. Versuch es in 1 Minute noch einmal."),
    ).toBeTruthy();

    code = "SOMETHING_NEW";
    await user.click(screen.getByRole("button", { name: /Nachricht senden|Wird gesendet/ }));
    expect(await screen.findByText("Server words")).toBeTruthy();
  });

  it("checks fields with the shared rules before sending", async () => {
    const api = serve(() => json({ success: true, contactId: "CONT-1" }, 201));
    const user = userEvent.setup();
    await renderPage();
    await fillRequired(user);
    await user.clear(field("Email"));
    await user.type(field("Email"), "not-an-email");
    await answer(user, "What is 3 + 4?", "7");
    await user.click(submitButton());
    expect(screen.getByText("Invalid email format").id).toBe(
      field("Email").getAttribute("aria-describedby"),
    );
    await waitFor(() => expect(document.activeElement).toBe(field("Email")));
    expect(api.sent).toHaveLength(0);
  });

  it("fills browser details as JSON, the app version, and a new problem on request", async () => {
    const api = serve(() => json({}, 500));
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole("button", { name: "Get Browser Details" }));
    const details = JSON.parse(field("Browser info").value);
    expect(Object.keys(details).sort()).toEqual(
      [
        "cookieEnabled",
        "language",
        "onLine",
        "platform",
        "screenResolution",
        "timezone",
        "userAgent",
        "windowSize",
      ].sort(),
    );
    expect(field("Browser info").value).toContain('\n  "userAgent"');

    await user.click(screen.getByRole("button", { name: "Get App Version" }));
    expect(field("App version").value).toBe("2.1.14");

    await screen.findByRole("textbox", { name: "What is 3 + 4?" });
    await user.click(screen.getByRole("button", { name: "New Problem" }));
    expect(await screen.findByRole("textbox", { name: "What is 2 + 5?" })).toBeTruthy();
    expect(api.challenges()).toBe(2);
  });
});

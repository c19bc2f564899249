import { describe, expect, it } from "vitest";
import {
  escapeHtml,
  issueMessage,
  validateEmail,
  validateOptionalText,
  validateText,
} from "./text-validator";

describe("validateText", () => {
  it("trims and accepts ordinary text", () => {
    expect(validateText("name", "  Ada  ", 20)).toEqual({ ok: true, value: "Ada" });
  });

  it("rejects empty text with '{field} cannot be empty'", () => {
    const r = validateText("Name", "   ", 20);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(issueMessage(r.issue)).toBe("Name cannot be empty");
  });

  it("measures length after trimming", () => {
    expect(validateText("n", ` ${"a".repeat(20)} `, 20).ok).toBe(true);
    const r = validateText("Subject", "a".repeat(21), 20);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(issueMessage(r.issue)).toBe("Subject exceeds maximum length of 20 characters");
  });

  it.each([
    "<script>alert(1)</script>",
    "< SCRIPT src=x>",
    "click javascript:alert(1)",
    "VBScript:msgbox",
    '<img src=x onerror="x()">',
    "data:text/html;base64,AAAA",
    "width: expression(alert(1))",
  ])("rejects dangerous content: %s", (text) => {
    const r = validateText("message", text, 500);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(issueMessage(r.issue)).toBe("Potentially dangerous content detected");
  });

  it("lets harmless words that contain the patterns' letters through", () => {
    expect(validateText("m", "Java script: my onion = tasty, no expression here", 500).ok).toBe(
      true,
    );
    expect(validateText("m", "I scripted a description of the data", 500).ok).toBe(true);
  });

  it("accepts an empty optional value", () => {
    expect(validateOptionalText("v", "  ", 10)).toEqual({ ok: true, value: "" });
  });
});

describe("validateEmail", () => {
  it("trims and lowercases", () => {
    expect(validateEmail("email", "  Ada@Example.COM ")).toEqual({
      ok: true,
      value: "ada@example.com",
    });
  });

  it.each(["ada", "ada@", "@example.com", "ada@example", "a da@example.com", "a@b@c.com"])(
    "rejects %s",
    (email) => {
      const r = validateEmail("email", email);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(issueMessage(r.issue)).toBe("Invalid email format");
    },
  );

  it("rejects an address over 254 characters", () => {
    const r = validateEmail("email", `${"a".repeat(250)}@example.com`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(issueMessage(r.issue)).toBe("Email exceeds maximum length");
  });
});

describe("escapeHtml", () => {
  it("escapes the five characters < > \" ' /", () => {
    expect(escapeHtml(`<a href="x">'/'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#x27;&#x2F;&#x27;&lt;&#x2F;a&gt;",
    );
  });
});

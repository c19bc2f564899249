import { render, renderHook, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConsentProvider, useConsent } from "#web/lib/consent-state.tsx";
import { readStored, writeStored } from "#web/lib/storage.ts";
import { CookieSettingsLink } from "#web/ui/cookie-settings-link.tsx";
import { ConsentBanner } from "./consent-banner";

/** Shows what the rest of the app reads from the context. */
function Probe() {
  const { summary, adsAllowed, location } = useConsent();
  return <output data-testid="probe">{`${summary}|${adsAllowed}|${location}`}</output>;
}

function renderBanner(language = "en-US") {
  vi.spyOn(navigator, "language", "get").mockReturnValue(language);
  render(
    <ConsentProvider>
      <CookieSettingsLink />
      <Probe />
      <ConsentBanner />
    </ConsentProvider>,
  );
  return userEvent.setup();
}

const banner = () => screen.queryByRole("region", { name: "Cookies and your privacy" });
const probe = () => screen.getByTestId("probe").textContent;
const button = (name: string) => screen.getByRole("button", { name });
const stored = () => ({
  consent: readStored("consent"),
  summary: readStored("consentSummary"),
  location: readStored("userLocation"),
});
const record = (analytics: boolean, advertising: boolean, functional: boolean) => ({
  essential: true as const,
  analytics,
  advertising,
  functional,
  timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
  version: "1.0" as const,
});

afterEach(() => vi.restoreAllMocks());

describe("when the banner shows", () => {
  it("outside the consent regions, on a first visit: NON-EEA is stored, ads not yet off", () => {
    renderBanner("en-US");
    expect(banner()).not.toBeNull();
    expect(within(banner() as HTMLElement).getByRole("heading", { level: 2 })).toBeDefined();
    expect(stored()).toEqual({ consent: null, summary: null, location: "NON-EEA" });
    expect(probe()).toBe("null|true|NON-EEA");
  });

  it("in a consent region: EEA is stored and ads wait for a choice", () => {
    renderBanner("de-DE");
    expect(banner()).not.toBeNull();
    expect(stored().location).toBe("EEA");
    expect(probe()).toBe("null|false|EEA");
  });

  it("in a consent region even when NON-EEA was stored before", () => {
    writeStored("userLocation", "NON-EEA");
    renderBanner("fr-FR");
    expect(banner()).not.toBeNull();
    expect(stored().location).toBe("EEA");
  });

  it("not outside the regions once a location is stored", () => {
    writeStored("userLocation", "NON-EEA");
    renderBanner("en-US");
    expect(banner()).toBeNull();
  });

  it("not once a choice is stored, anywhere", () => {
    writeStored("consent", { ...record(false, false, false), timestamp: new Date().toISOString() });
    renderBanner("de-DE");
    expect(banner()).toBeNull();
    expect(stored().location).toBeNull();
  });
});

describe("the banner's actions", () => {
  it("Accept All stores all four true and accepted, and closes", async () => {
    const user = renderBanner("de-DE");
    await user.click(button("Accept All"));
    expect(banner()).toBeNull();
    expect(stored()).toEqual({
      consent: record(true, true, true),
      summary: "accepted",
      location: "EEA",
    });
    expect(probe()).toBe("accepted|true|EEA");
  });

  it("Decline stores essential only and declined", async () => {
    const user = renderBanner("en-US");
    await user.click(button("Decline"));
    expect(banner()).toBeNull();
    expect(stored().consent).toEqual(record(false, false, false));
    expect(stored().summary).toBe("declined");
    expect(probe()).toBe("declined|false|NON-EEA");
  });

  it("Customize shows the switches, essential on and fixed, the rest off", async () => {
    const user = renderBanner("de-DE");
    await user.click(button("Customize"));
    // The choices load when Customize is first pressed.
    const essential = await screen.findByRole("switch", { name: "Essential" });
    expect(essential).toHaveProperty("checked", true);
    expect(essential).toHaveProperty("disabled", true);
    for (const name of ["Analytics", "Advertising", "Functional"]) {
      const toggle = screen.getByRole("switch", { name });
      expect(toggle).toHaveProperty("checked", false);
      expect(toggle).toHaveProperty("disabled", false);
    }
  });

  it.each([
    [true, "customized|true|EEA"],
    [false, "declined|false|EEA"],
  ])("Save Settings with advertising %s stores the choice, marked customized", async (ads, out) => {
    const user = renderBanner("de-DE");
    await user.click(button("Customize"));
    if (ads) await user.click(screen.getByRole("switch", { name: "Advertising" }));
    await user.click(screen.getByRole("switch", { name: "Functional" }));
    await user.click(button("Save Settings"));
    expect(banner()).toBeNull();
    expect(stored().consent).toEqual(record(false, ads, true));
    expect(stored().summary).toBe("customized");
    // The context's summary is the merged one: advertising alone is customized.
    expect(probe()).toBe(out);
  });

  it("Cancel leaves the panel for the banner and stores nothing", async () => {
    const user = renderBanner("de-DE");
    await user.click(button("Customize"));
    await user.click(screen.getByRole("switch", { name: "Advertising" }));
    await user.click(button("Cancel"));
    expect(screen.queryByRole("switch")).toBeNull();
    expect(button("Accept All")).toBeDefined();
    expect(stored().consent).toBeNull();
  });

  it("the X (Close) hides the banner and stores nothing", async () => {
    const user = renderBanner("de-DE");
    const reserved = () =>
      document.documentElement.style.getPropertyValue("--consent-banner-height");
    // While open, the page reserves the banner's height at its end (see consent-banner.css).
    expect(reserved()).toMatch(/^\d+px$/);
    await user.click(button("Close"));
    expect(reserved()).toBe("");
    expect(banner()).toBeNull();
    expect(stored()).toEqual({ consent: null, summary: null, location: "EEA" });
    expect(probe()).toBe("null|false|EEA");
  });
});

describe("Cookie settings", () => {
  it("reopens the choices with the stored values, takes focus and gives it back", async () => {
    const user = renderBanner("de-DE");
    await user.click(button("Accept All"));
    await user.click(screen.getByRole("link", { name: "Cookie settings" }));
    const region = banner() as HTMLElement;
    expect(document.activeElement).toBe(within(region).getByRole("heading"));
    expect(screen.getByRole("switch", { name: "Analytics" })).toHaveProperty("checked", true);
    await user.click(screen.getByRole("switch", { name: "Analytics" }));
    await user.click(button("Save Settings"));
    expect(stored().consent).toEqual(record(false, true, true));
    expect(probe()).toBe("customized|true|EEA");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Cookie settings" }));
  });

  it("renders nothing outside a ConsentProvider (a footer rendered alone)", () => {
    render(<CookieSettingsLink />);
    expect(screen.queryByRole("link")).toBeNull();
  });
});

it("useConsent outside its provider says so", () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  expect(() => renderHook(() => useConsent())).toThrow("useConsent needs its provider");
});

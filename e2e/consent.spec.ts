import { test as base, expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { scrollToFooter } from "./support/play";
import { AD_CLIENT_ID, startAdsSetup } from "./support/stand-in-ads";

type AdsSetup = Awaited<ReturnType<typeof startAdsSetup>>;

/** A Twirl server with the stand-in ads provider, one per worker, only for tests that ask. */
const test = base.extend<object, { adsSetup: AdsSetup }>({
  adsSetup: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const setup = await startAdsSetup();
      await use(setup);
      await setup.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
});

const banner = (page: Page) => page.getByRole("region", { name: "Cookies and your privacy" });
const adSlots = (page: Page) => page.locator("ins.twirl-ad");
const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null"), key);

/**
 * Opens the play screen in English whatever the browser locale (the locale only decides the
 * consent region here), past the image preloader, and records requests for the ad script.
 */
async function open(page: Page, url: string, scriptUrl = "") {
  await page.addInitScript(() => {
    if (!localStorage.getItem("language")) localStorage.setItem("language", '"en"');
  });
  const requests: string[] = [];
  page.on("request", (r) => {
    if (scriptUrl && r.url().startsWith(scriptUrl)) requests.push(r.url());
  });
  await page.goto(url);
  await expect(page.getByRole("region", { name: "Spinner" })).toBeVisible();
  await expect(page.locator(".image-preloader")).toHaveCount(0);
  return requests;
}

test.describe("with no ads provider (the shared server)", () => {
  test("the banner and its Customize panel are accessible, on every page", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("language", '"en"'));
    // A help page: the banner is the same everywhere, and axe sees it without the play screen.
    await page.goto("/help");
    await expect(banner(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await banner(page).getByRole("button", { name: "Customize" }).click();
    await expect(page.getByRole("switch", { name: "Essential" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Essential" })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    // Keyboard: the switches toggle with Space and Save Settings is reachable.
    await page.getByRole("switch", { name: "Analytics" }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("switch", { name: "Analytics" })).toBeChecked();
    await page.getByRole("button", { name: "Save Settings" }).press("Enter");
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page, "gdprConsent")).toMatchObject({
      analytics: true,
      advertising: false,
    });
  });

  test("en-US: Customize, Cookie settings, Accept All; never an ad slot", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, "/");
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Customize" }).click();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(banner(page)).toHaveCount(0);

    await (await scrollToFooter(page)).getByRole("link", { name: "Cookie settings" }).click();
    await expect(page.getByRole("switch", { name: "Advertising" })).not.toBeChecked();
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Accept All" }).click();
    expect(await stored(page, "cookieConsent")).toBe("accepted");

    // Ads are consented to, yet with no provider there is no slot and, past 5 s, no notice.
    await page.waitForTimeout(5500);
    await expect(adSlots(page)).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Advertisement" })).toHaveCount(0);
    await expect(page.getByRole("note")).toHaveCount(0);
  });

  test.describe("in a consent region", () => {
    test.use({ locale: "de-DE" });

    test("the X hides the banner, stores nothing, and it is back after a reload", async ({
      page,
    }) => {
      await open(page, "/");
      await banner(page).getByRole("button", { name: "Close", exact: true }).click();
      await expect(banner(page)).toHaveCount(0);
      expect(await stored(page, "gdprConsent")).toBeNull();
      expect(await stored(page, "cookieConsent")).toBeNull();
      expect(await stored(page, "userLocation")).toBe("EEA");
      await page.reload();
      await expect(banner(page)).toBeVisible();
    });
  });
});

test.describe("with the stand-in ads provider", () => {
  test.describe("in a consent region (de-DE)", () => {
    test.use({ locale: "de-DE", viewport: { width: 1280, height: 900 } });

    test("nothing loads before a choice; Accept All loads the script and fills the side slot", async ({
      page,
      adsSetup,
    }) => {
      const refused: string[] = [];
      page.on("console", (m) => {
        if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
      });
      const requests = await open(page, adsSetup.appUrl, adsSetup.scriptUrl);
      await expect(banner(page)).toBeVisible();
      expect(requests).toEqual([]);
      await page.getByRole("button", { name: "Accept All" }).click();
      const slot = page.getByRole("region", { name: "Advertisement" });
      await expect(slot.getByText("Ad", { exact: true })).toBeVisible();
      expect(requests).toEqual([`${adsSetup.scriptUrl}?client=${AD_CLIENT_ID}`]);
      await expect(adSlots(page)).toHaveAttribute("data-ad-size", "300x600");
      await expect(adSlots(page)).toHaveAttribute("data-ad-client", AD_CLIENT_ID);
      expect(await stored(page, "gdprConsent")).toMatchObject({ advertising: true });
      // The CSP let the provider's origin in, and nothing else was refused.
      expect(refused).toEqual([]);
    });

    test("Decline: the script is never requested, now or after a reload", async ({
      page,
      adsSetup,
    }) => {
      const requests = await open(page, adsSetup.appUrl, adsSetup.scriptUrl);
      await page.getByRole("button", { name: "Decline" }).click();
      await page.reload();
      await expect(page.getByRole("region", { name: "Spinner" })).toBeVisible();
      await page.waitForTimeout(1000);
      expect(requests).toEqual([]);
      await expect(adSlots(page)).toHaveCount(0);
      await expect(banner(page)).toHaveCount(0);
    });

    for (const advertising of [true, false]) {
      test(`Customize with advertising ${advertising ? "on" : "off"}`, async ({
        page,
        adsSetup,
      }) => {
        const requests = await open(page, adsSetup.appUrl, adsSetup.scriptUrl);
        await page.getByRole("button", { name: "Customize" }).click();
        if (advertising) await page.getByRole("switch", { name: "Advertising" }).check();
        await page.getByRole("switch", { name: "Analytics" }).check();
        await page.getByRole("button", { name: "Save Settings" }).click();
        expect(await stored(page, "cookieConsent")).toBe("customized");
        if (advertising) {
          await expect(page.getByText("Ad", { exact: true })).toBeVisible();
          expect(requests).toHaveLength(1);
        } else {
          await page.waitForTimeout(1000);
          expect(requests).toEqual([]);
          await expect(adSlots(page)).toHaveCount(0);
        }
      });
    }
  });

  test.describe("outside the consent regions (en-US)", () => {
    test.use({ locale: "en-US" });

    test("with no choice yet the ad loads (advertising is not false)", async ({
      page,
      adsSetup,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const requests = await open(page, adsSetup.appUrl, adsSetup.scriptUrl);
      await expect(banner(page)).toBeVisible();
      await expect(page.getByText("Ad", { exact: true })).toBeVisible();
      expect(requests).toHaveLength(1);
      expect(await stored(page, "gdprConsent")).toBeNull();
    });

    test("a blocked script shows the support notice; its dismissal is remembered", async ({
      page,
      adsSetup,
    }) => {
      await page.route(`${adsSetup.scriptUrl}*`, (route) => route.abort("blockedbyclient"));
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, adsSetup.appUrl);
      const notice = page.getByRole("note", { name: "Please support Twirl" });
      await expect(notice).toBeVisible();
      await expect(adSlots(page)).toHaveCount(0);
      await notice.getByRole("button", { name: "Dismiss" }).click();
      await expect(notice).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole("region", { name: "Spinner" })).toBeVisible();
      await page.waitForTimeout(500);
      await expect(page.getByRole("note")).toHaveCount(0);
      expect(await stored(page, "adBlockerNoticeDismissed")).toBe(true);
    });

    test("the desktop ad's and the mobile banner's Close are each remembered", async ({
      page,
      adsSetup,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, adsSetup.appUrl);
      await page.getByRole("button", { name: "Accept All" }).click();
      await expect(page.locator(".desktop-ad").getByText("Ad", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Close ad" }).click();
      await expect(adSlots(page)).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole("region", { name: "Spinner" })).toBeVisible();
      await page.waitForTimeout(500);
      await expect(adSlots(page)).toHaveCount(0);

      // Below the desktop layout the 320x50 banner shows, closable on its own.
      await page.setViewportSize({ width: 390, height: 844 });
      const mobile = page.locator(".mobile-ad");
      await expect(mobile.getByText("Ad", { exact: true })).toBeVisible();
      expect(await mobile.boundingBox()).toMatchObject({ width: 320, height: 50 });
      await mobile.getByRole("button", { name: "Close ad" }).click();
      await page.reload();
      await expect(page.getByRole("region", { name: "Spinner" })).toBeVisible();
      await page.waitForTimeout(500);
      await expect(adSlots(page)).toHaveCount(0);
      expect(await stored(page, "adsClosed")).toBe(true);
      expect(await stored(page, "mobileAdClosed")).toBe(true);
    });
  });
});

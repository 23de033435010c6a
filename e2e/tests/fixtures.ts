import { test as base, type Browser, type Page } from '@playwright/test';

/**
 * Browser tabs kept from one journey to the next within a worker, each in a browser context of its own (one
 * person's browser). A new context, and the new renderer process of its first tab, cost about 2.5 s of CPU
 * before the application has even loaded (ADR 25, seventh round); a kept tab is handed to the next journey
 * as a fresh browser would be: no cookies, no stored sign-in, no routes, listeners or emulation, the
 * default window size, on about:blank. What stays is the HTTP cache, as for anyone who has used the
 * service before.
 *
 * A tab whose journey changed what cannot be put back (an init script, an exposed function), closed its
 * context, or failed is not kept.
 */
interface KeptTab {
  page: Page;
  /** Kept signed in as this person from one journey to the next (keptSignedInTab). */
  signedInAs?: string;
  /** Set when the journey did something to the tab that cannot be undone. */
  spoiled: boolean;
  /** The page's own listeners (Playwright keeps some), left in place when a journey's are removed. */
  ownListeners: Set<unknown>;
}

type Listener = (...args: unknown[]) => void;
const emitter = (page: Page) => page as unknown as NodeJS.EventEmitter;
const listenersOf = (page: Page): Set<unknown> =>
  new Set(
    emitter(page)
      .eventNames()
      .flatMap((event) => emitter(page).listeners(event)),
  );

/** Removes the listeners a journey added (page.off, so Playwright stops sending events nobody hears). */
function removeJourneyListeners(tab: KeptTab): void {
  for (const event of emitter(tab.page).eventNames()) {
    for (const listener of emitter(tab.page).listeners(event)) {
      if (!tab.ownListeners.has(listener)) tab.page.off(event as 'close', listener as Listener);
    }
  }
}

const kept: KeptTab[] = [];
/** The tabs the running journey has been given, in order. */
const inUse: KeptTab[] = [];
let keptBaseUrl: string | undefined;

const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** Marks the tab spoiled when any of these methods is called on the page or its context. */
function spoiledBy(tab: KeptTab, target: object, methods: string[]): void {
  const callable = target as Record<string, (...args: unknown[]) => unknown>;
  for (const method of methods) {
    const original = callable[method]!.bind(target);
    callable[method] = (...args: unknown[]) => {
      tab.spoiled = true;
      return original(...args);
    };
  }
}

function watchForChangesThatStay(tab: KeptTab): void {
  spoiledBy(tab, tab.page, ['addInitScript', 'exposeBinding', 'exposeFunction']);
  spoiledBy(tab, tab.page.context(), [
    'addInitScript',
    'exposeBinding',
    'exposeFunction',
    'grantPermissions',
  ]);
}

/** A tab in a browser context of its own, watched for changes that cannot be undone. */
async function newTab(browser: Browser): Promise<KeptTab> {
  // Options from the configuration's `use` (baseURL and the rest) apply to contexts made during a test.
  const context = await browser.newContext();
  const page = await context.newPage();
  const tab: KeptTab = { page, spoiled: false, ownListeners: listenersOf(page) };
  watchForChangesThatStay(tab);
  inUse.push(tab);
  return tab;
}

/**
 * A tab in a browser context of its own, for one person in this journey: a kept one when there is one.
 * Within a journey each call gives a different person's browser.
 */
export async function freshPage(browser: Browser): Promise<Page> {
  const reusable = kept.find((tab) => !inUse.includes(tab));
  if (reusable) {
    inUse.push(reusable);
    return reusable.page;
  }
  const tab = await newTab(browser);
  kept.push(tab);
  return tab.page;
}

/** The tabs kept signed in, by the person signed in. */
const keptSignedIn = new Map<string, KeptTab>();

/**
 * The worker's tab that has stayed signed in as `email` since an earlier journey (`signedIn`), as a person
 * who keeps the service open in a tab all day has it; or, the first time, a new tab for the journey to sign
 * in, kept signed in afterwards. Only its sign-in and the service's stored choices stay from one journey to
 * the next; the rest is put back as for any kept tab.
 */
export async function keptSignedInTab(
  browser: Browser,
  email: string,
): Promise<{ page: Page; signedIn: boolean }> {
  const existing = keptSignedIn.get(email);
  if (existing && !inUse.includes(existing)) {
    inUse.push(existing);
    return { page: existing.page, signedIn: true };
  }
  const tab = await newTab(browser);
  if (!existing) {
    tab.signedInAs = email;
    keptSignedIn.set(email, tab);
  }
  return { page: tab.page, signedIn: false };
}

/**
 * Puts a tab back as a fresh browser would have it (or, kept signed in, as that person's own browser would be
 * after they went to another site), or gives it up; false when it is not to be kept.
 */
async function reset(tab: KeptTab, baseUrl: string): Promise<boolean> {
  const page = tab.page;
  if (tab.spoiled || page.isClosed()) return false;
  const context = page.context();
  for (const other of context.pages()) if (other !== page) await other.close();
  removeJourneyListeners(tab);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
  await page.setViewportSize(DEFAULT_VIEWPORT);
  if (!tab.signedInAs) {
    // Stored sign-ins and choices live in the service's origin: clear them from a page of it.
    await page.goto(new URL('/api/health', baseUrl).toString());
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await context.clearCookies();
  }
  await page.goto('about:blank');
  return true;
}

export const test = base.extend<{ keptTabs: void }>({
  // Hands the journey's tabs back after it, kept or closed.
  keptTabs: [
    async ({ baseURL }, use, testInfo) => {
      keptBaseUrl = baseURL;
      await use();
      const passed = testInfo.status === testInfo.expectedStatus;
      for (const tab of inUse.splice(0)) {
        const keep = passed && (await reset(tab, String(keptBaseUrl)).catch(() => false));
        if (!keep) {
          if (kept.includes(tab)) kept.splice(kept.indexOf(tab), 1);
          if (tab.signedInAs) keptSignedIn.delete(tab.signedInAs);
          if (!tab.page.isClosed()) await tab.page.context().close();
        } else if (!tab.signedInAs && !kept.includes(tab)) {
          // A second tab for a person already kept signed in: an ordinary kept tab from now on.
          kept.push(tab);
        }
      }
    },
    { auto: true },
  ],
  // The journey's first person's tab: a kept one, unless the journey runs without JavaScript (a browser of
  // its own, as the configuration's default would give).
  page: async ({ browser, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await use(await context.newPage());
      await context.close();
      return;
    }
    await use(await freshPage(browser));
  },
  context: async ({ page }, use) => {
    await use(page.context());
  },
});

export { expect } from '@playwright/test';

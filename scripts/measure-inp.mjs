// Interaction to Next Paint of the product's main interactions, for `npm run bench:web`: each is done with a
// tap in Chromium on a phone-sized touch screen with the CPU slowed `cpuRate` times (bench-web passes the calibrated
// low-tier multiplier; 4x is Lighthouse's default), after the
// page has started and gone idle. The figure is what the web-vitals library reports as INP: the longest Event
// Timing entry of an interaction (input delay + processing + the time to the next paint).
// A content page starts its app at the visitor's first interaction: for the measured taps a first key starts
// it, and the page is idle again before the tap. The cold rows measure that first interaction itself, a tap
// before any app code has loaded: its INP (Event Timing, as for the other rows), the time from the tap to the
// first frame that shows its result (a press the starter holds until the app has hydrated has a short Event
// Timing entry while the visitor waits, so INP alone would flatter it), and the time until the app has
// taken over (hydrated, and showing the result itself).
import { chromium } from 'playwright-core';
import { functionsWithin, topFunctions } from './bench-support.mjs';

/** The interactions the issue names. `cookie` signs the page in; `route` may depend on the data the bench made. */
const INTERACTIONS = [
  {
    name: 'Open the page menu',
    route: () => '/',
    // The menu is the popover list of links; the app has taken it over once its button says whether it is open.
    ready: (page) => page.locator('button[popovertarget][aria-expanded="false"]').waitFor({ state: 'attached' }),
    target: (page) => page.getByRole('button', { name: /^Page menu/ }),
    done: (page) => page.locator('[popover]:popover-open').waitFor(),
  },
  {
    name: 'Open the page menu, first tap (starts the app)',
    cold: 'menu',
    route: () => '/',
    target: (page) => page.getByRole('button', { name: /^Page menu/ }),
  },
  {
    name: 'Toggle the theme, first tap (starts the app)',
    cold: 'theme',
    route: () => '/',
    target: (page) => page.getByRole('button', { name: 'Switch to dark theme' }),
  },
  {
    name: 'Toggle the theme',
    route: () => '/',
    target: (page) => page.getByRole('button', { name: 'Switch to dark theme' }),
    done: (page) => page.getByRole('button', { name: 'Switch to light theme' }).waitFor(),
  },
  {
    name: 'Filter projects (dashboard tab, signed in)',
    route: () => '/contractor-dashboard',
    signedIn: true,
    target: (page) => page.getByRole('tab', { name: /Open for Bids/ }),
    done: (page) => page.getByRole('tab', { name: /Open for Bids/, selected: true }).waitFor(),
  },
  {
    name: 'Open the proposal dialog (signed in)',
    route: ({ projectRoute }) => projectRoute,
    signedIn: true,
    target: (page) => page.getByRole('button', { name: 'Submit Proposal' }),
    done: (page) => page.getByRole('dialog').waitFor(),
  },
];

/** Collects the page's Event Timing entries of interactions in `window.__interactions` (run in the page). */
const WATCH_EVENTS = () => {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      // Where the time went: waiting for the main thread, the event handlers (React's render and
      // commit of a sync update included), and from the handlers' end to the next paint (style,
      // layout, paint, and any task that ran first).
      window.__interactions.push({
        duration: entry.duration,
        type: entry.name,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        presentation: entry.startTime + entry.duration - entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
};

/** BENCH_INP_PROFILE=1: the functions that took the main thread's time from just before the tap until its result showed. */
function printTopFunctions(profile) {
  for (const [key, time] of topFunctions(profile, 10).functions) console.log(`[inp]       ${time.toFixed(1)} ms  ${key}`);
}

/** BENCH_INP_TRACE=1: what the main thread did from the tap until its result showed, task by task. */
const TAP_TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'latencyInfo', 'input'];

/**
 * Prints the page's main-thread tasks of 2 ms or more in a tap's trace, each with its longest events (event types
 * named); with a profile (BENCH_INP_PROFILE=1 too), what ran in each task of 20 ms or more.
 */
function printTapTasks(buffer, profile) {
  const events = JSON.parse(buffer.toString()).traceEvents;
  const first = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown');
  if (!first) return console.log('[inp]       (no pointerdown in the trace)');
  const main = (e) => e.pid === first.pid && e.tid === first.tid && e.ph === 'X';
  const tasks = events.filter((e) => main(e) && e.name === 'RunTask' && e.ts + e.dur >= first.ts && e.dur >= 2000).sort((a, b) => a.ts - b.ts);
  const wrappers = /^(RunTask|ThreadControllerImpl|SimpleWatcher|Receive mojo|BlinkScheduler|WidgetBaseInputHandler|ScheduledAction)/;
  for (const task of tasks) {
    const parts = events
      .filter((e) => main(e) && e !== task && !wrappers.test(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e.dur >= Math.max(1000, task.dur * 0.1))
      .sort((a, b) => a.ts - b.ts)
      .map((e) => `${e.name}${e.args?.data?.type ? ` ${e.args.data.type}` : ''}${e.args?.elementCount ? ` (${e.args.elementCount} elements)` : ''} ${(e.dur / 1000).toFixed(1)}`);
    console.log(`[inp]       +${((task.ts - first.ts) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(1)} ms: ${parts.join('; ')}`);
    if (profile && task.dur >= 20_000) console.log(`[inp]         ${functionsWithin(profile, task.ts, task.ts + task.dur, '[inp]         ')}`);
  }
}

/** The interaction's longest entry, as web-vitals reports INP. */
const worstOf = (entries) => entries.reduce((a, b) => (b.duration > (a?.duration ?? -1) ? b : a), undefined);

const ms = (value) => `${Math.round(value)} ms`;
const describe = (worst) =>
  worst ? `${ms(worst.duration)} (${worst.type}: input delay ${ms(worst.inputDelay)}, handlers ${ms(worst.processing)}, to the next paint ${ms(worst.presentation)})` : 'no Event Timing entry over 16 ms';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs every interaction (those whose name matches `only`, if given) `runs` times, each on a fresh page; resolves to one row per interaction, in ms. */
export async function measureInp({ base, executablePath, args, cookie, projectRoute, runs = 3, cpuRate = 4, only }) {
  const browser = await chromium.launch({ executablePath, args });
  const rows = [];
  try {
    for (const interaction of INTERACTIONS.filter(({ name }) => !only || only.test(name))) {
      const values = [];
      const shownAfter = [];
      const appAfter = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
        if (interaction.signedIn) await context.setExtraHTTPHeaders({ cookie });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
        await page.goto(`${base}${interaction.route({ projectRoute })}`);
        if (interaction.cold) {
          // After load, once idle: the field-data module has loaded, no app code has.
          await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 5000 }), { timeout: 5000 })));
          await page.evaluate(WATCH_EVENTS);
          await page.evaluate((kind) => {
            // From the press to the first frame that shows its result, and to the first that shows the app's own.
            const shown = () =>
              kind === 'menu'
                ? [...document.querySelectorAll('[role=menu], [popover]')].some((element) => element.checkVisibility())
                : document.documentElement.classList.contains('dark');
            // The app has taken the page menu over once its button says the list is open (it sets aria-expanded).
            const app = () =>
              document.documentElement.hasAttribute('data-app-ready') &&
              (kind === 'menu' ? Boolean(document.querySelector('[role=menu]')?.checkVisibility() || document.querySelector('button[popovertarget][aria-expanded="true"]')) : true);
            window.__cold = {};
            addEventListener(
              'pointerdown',
              (event) => {
                window.__cold.start = event.timeStamp;
                const frame = (time) => {
                  if (window.__cold.shown === undefined && shown()) window.__cold.shown = time - window.__cold.start;
                  if (window.__cold.app === undefined && app()) window.__cold.app = time - window.__cold.start;
                  if (window.__cold.app === undefined || window.__cold.shown === undefined) requestAnimationFrame(frame);
                };
                requestAnimationFrame(frame);
              },
              { capture: true, once: true },
            );
          }, interaction.cold);
          await interaction.target(page).tap();
          await page.waitForFunction(() => window.__cold.app !== undefined && window.__cold.shown !== undefined, undefined, { timeout: 60_000 });
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
          const cold = await page.evaluate(() => window.__cold);
          const worst = worstOf(await page.evaluate(() => window.__interactions));
          values.push(worst?.duration ?? 0);
          shownAfter.push(cold.shown);
          appAfter.push(cold.app);
          console.log(`[inp] ${interaction.name}, tap ${run + 1}: ${describe(worst)}; its result shown ${Math.round(cold.shown)} ms after the tap, the app's ${Math.round(cold.app)} ms after it`);
          await context.close();
          continue;
        }
        if (await page.locator('#app-modules').count()) await page.keyboard.press('Shift'); // a content page: a first key starts the app
        await page.waitForSelector('html[data-app-ready]');
        await interaction.ready?.(page);
        // The control scrolled into view first, as a visitor's thumb does before tapping: what the scroll
        // starts (lazy images, the footer rendered as it comes near) is done before the tap, not raced by it.
        const scrollFirst = process.env.BENCH_INP_SCROLL_FIRST !== '0';
        if (scrollFirst) await interaction.target(page).scrollIntoViewIfNeeded();
        // Where to tap, found before the page goes idle: a locator's own tap runs Playwright's checks in the
        // page (computed styles, ARIA, a hit-target listener on every pointer event), work of the harness
        // that the tap's input delay and handlers would count.
        const box = scrollFirst ? await interaction.target(page).boundingBox() : null;
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 5000 }), { timeout: 5000 })));
        await page.evaluate(WATCH_EVENTS);
        const profiling = process.env.BENCH_INP_PROFILE === '1';
        if (profiling) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
          await cdp.send('Profiler.start');
        }
        const tracing = process.env.BENCH_INP_TRACE === '1';
        if (tracing) await browser.startTracing(page, { categories: TAP_TRACE_CATEGORIES });
        if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        else await interaction.target(page).tap();
        await interaction.done(page);
        const profile = profiling ? (await cdp.send('Profiler.stop')).profile : undefined;
        // Event Timing entries are reported after the next paint: give it two frames (the trace then holds that paint).
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
        if (tracing) printTapTasks(await browser.stopTracing(), profile);
        else if (profile) printTopFunctions(profile);
        const entries = await page.evaluate(() => window.__interactions);
        const worst = worstOf(entries);
        values.push(worst?.duration ?? 0);
        if (worst) console.log(`[inp] ${interaction.name}, tap ${run + 1}: ${describe(worst)}`);
        if (process.env.BENCH_INP_DETAIL === '1') for (const entry of entries) console.log(`[inp]     ${describe(entry)}`);
        await context.close();
      }
      rows.push({
        name: interaction.name,
        route: interaction.route({ projectRoute }),
        values,
        median: median(values),
        cold: Boolean(interaction.cold),
        ...(interaction.cold ? { shownAfter, shownMedian: median(shownAfter), appAfter, appMedian: median(appAfter) } : {}),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

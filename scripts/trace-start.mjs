#!/usr/bin/env node
// The main thread's work while the web app starts, build against build: Chromium on a phone-sized touch screen
// with the CPU slowed TRACE_CPU times (default 8, about the calibrated low-tier phone of docs/lighthouse.md),
// loads each route until the app has hydrated and the page is idle, and reads the long tasks (over 50 ms, from
// the Long Tasks API), their blocking time (each task's part over 50 ms, summed, as Lighthouse's TBT) and the
// main thread's totals (CDP Performance.getMetrics: script, style, layout, all tasks).
// Builds are compared in one run, alternating load by load, so a machine busy with other work weighs on both
// alike; each figure is printed as the median and range of TRACE_RUNS loads (default 5).
//   TRACE_BUILDS  name=dir of a built web app (frontend/dist, with dist-ssr beside it), comma separated;
//                 default: this checkout's `current=frontend/dist`. Each build gets its own server (WEB_DIR).
//   TRACE_ROUTES  comma-separated paths (default: the server-rendered app routes that need no account).
//   TRACE_PROFILE=1  one more load per route and build under the V8 sampling profiler: its long tasks and the
//                 functions that took the most time (self time), to see what a long task is made of.
//   TRACE_SIMULATE=M  also records a trace of each load (Lighthouse's categories) and sums, over the main thread's tasks after the first
//                 paint that take 10 ms or more, each task's part over 50 ms once multiplied by M: Lighthouse's
//                 simulated TBT at an M-times slower CPU, as it multiplies full-speed tasks and prunes shorter
//                 ones (run with TRACE_CPU=1 for that).
//   TRACE_SIMULATE_DETAIL=1  also prints what each counted task of the first load is made of, with V8's sampling
//                 profiler on (100 µs): its functions by self time and its components (readable names need a
//                 build without minification).
//   TRACE_UNTIL   a CSS selector the load also waits for before its two idle callbacks, to trace what comes
//                 after hydration (e.g. '[aria-label^="Account menu"]', the header's menu for a signed-in person).
//   TRACE_SIGNED_IN=1  loads the routes signed in as a new contractor (signed up, signed in through the
//                 e-mailed link and confirmed on each server), for the contractor dashboard as its bench measures it.
//   DATABASE_URL  a PostgreSQL server: the script makes a database of its own there and drops it at the end;
//                 unset, every server starts its embedded PostgreSQL in a scratch folder.
// Needs `npm run build` (the API server in backend/dist). Usage: node scripts/trace-start.mjs
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
// Lighthouse's own trace categories: its stacks, screenshots and script rundowns make the page's tasks longer
// than a plain load's, and its simulation multiplies what this trace records.
import TraceGatherer from "lighthouse/core/gather/gatherers/trace.js";
import chromiumChoice from "../test-support/chromium.cjs";
import { runAppOperation } from "./app-operations.mjs";
import { freePort, functionsWithin, signInCookie, startMailbox, topFunctions, waitUntil } from "./bench-support.mjs";

const root = path.resolve(import.meta.dirname, "..");
const builds = (process.env.TRACE_BUILDS ?? "current=frontend/dist")
  .split(",")
  .map((entry) => {
    const [name, dir] = entry.split("=");
    return { name, dir: path.resolve(root, dir) };
  });
const routes = (
  process.env.TRACE_ROUTES ?? "/projects,/project/2001,/post-project"
).split(",");
const runs = Number(process.env.TRACE_RUNS ?? 5);
const cpuRate = Number(process.env.TRACE_CPU ?? 8);
const profile = process.env.TRACE_PROFILE === "1";
const simulate = Number(process.env.TRACE_SIMULATE ?? 0);
const until = process.env.TRACE_UNTIL ?? "";
const detail = process.env.TRACE_SIMULATE_DETAIL === "1";
const mailbox = process.env.TRACE_SIGNED_IN === "1" ? await startMailbox() : undefined;

const scratch = mkdtempSync(path.join(os.tmpdir(), "marketplace-trace-"));
let database;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import("pg");
  const name = `trace_start_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  database = { admin, name, url: url.toString() };
}

const servers = [];
async function startServer(build, index) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(root, "backend/dist/main.js")],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        BETTER_AUTH_SECRET: "trace-only-secret-not-for-production-use",
        WEBHOOK_SECRET_KEY: "YmVuY2htYXJrLW9ubHkta2V5LW5vdC1mb3ItcHJvZHU=",
        ...(mailbox ? { SMTP_URL: mailbox.url } : { MAIL_DISABLED: "true" }),
        READ_RATE_LIMIT: "0",
        WEB_DIR: build.dir,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        DATABASE_URL: database?.url ?? "",
        EMBEDDED_PG_DIR: path.join(scratch, `pg-${index}`),
        EMBEDDED_PG_PORT: String(await freePort()),
        UPLOAD_DIR: path.join(scratch, `uploads-${index}`),
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  servers.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitUntil(
    async () => (await fetch(`${base}/api/ready`)).ok,
    `the server of ${build.name}`,
    120_000,
  );
  if (!mailbox) return { base };
  const graphql = (name, variables, cookie) => runAppOperation(base, name, variables, { cookie, webDir: build.dir });
  const email = "trace.contractor@example.ca";
  await graphql("SignUpContractor", { input: { businessName: "Trace Renovations", email } });
  const cookie = await signInCookie({ base, mailbox, email, graphql });
  // Until its owner confirms the details given at sign-up, the address's account stays a homeowner's.
  await graphql("ConfirmPendingAccountDetails", {}, cookie);
  return { base, cookie };
}

const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)}`;
const range = (values) =>
  `${ms(median(values))} (${ms(Math.min(...values))}-${ms(Math.max(...values))})`;

/** Collects the page's long tasks from its first script on. */
const LONG_TASKS = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({
        start: entry.startTime,
        duration: entry.duration,
      });
  }).observe({ type: "longtask", buffered: true });
};

/** One load of `route` from a server (its base URL, and its session cookie when signed in): until the app has hydrated (data-app-ready) and two idle callbacks have run. */
async function load(browser, { base, cookie }, route, { withProfile = false } = {}) {
  const url = `${base}${route}`;
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
    // As Lighthouse's signed-in runs do: the session's cookie with every request.
    ...(cookie ? { extraHTTPHeaders: { cookie } } : {}),
  });
  await context.addInitScript(LONG_TASKS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  const sampleTasks = simulate && detail && !withProfile;
  if (withProfile || sampleTasks) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: sampleTasks ? 100 : 1000 });
    await cdp.send("Profiler.start");
  }
  if (simulate)
    await browser.startTracing(page, {
      // With V8's profiler also on, the script rundowns crash the page (net::ERR_ABORTED, frame detached).
      categories: TraceGatherer.getDefaultTraceCategories().filter((category) => !(sampleTasks && category.includes("rundown"))),
    });
  await page.goto(url);
  // Waits in one evaluation for the page's own signal (no selector polling, whose injected script would
  // add tasks of its own to the trace): the app has hydrated (data-app-ready), then two idle callbacks.
  // With TRACE_UNTIL, also until that selector matches.
  await page.evaluate(
    (selector) =>
      new Promise((resolve, reject) => {
        const settle = () =>
          requestIdleCallback(
            () => requestIdleCallback(resolve, { timeout: 5000 }),
            { timeout: 5000 },
          );
        setTimeout(() => reject(new Error(`the app did not start within 120 s (no data-app-ready${selector ? ` or ${selector}` : ""} on ${location.pathname})`)), 120_000);
        const ready = () => document.documentElement.hasAttribute("data-app-ready") && (!selector || document.querySelector(selector));
        if (ready()) return settle();
        const observer = new MutationObserver(() => {
          if (!ready()) return;
          observer.disconnect();
          settle();
        });
        observer.observe(document.documentElement, selector ? { attributes: true, childList: true, subtree: true } : { attributes: true, attributeFilter: ["data-app-ready"] });
      }),
    until,
  );
  const trace = simulate ? await browser.stopTracing() : undefined;
  const longTasks = await page.evaluate(() => window.__longTasks);
  const { metrics } = await cdp.send("Performance.getMetrics");
  const metric = (name) =>
    (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  const result = {
    longTasks,
    blocking: longTasks.reduce(
      (sum, task) => sum + Math.max(0, task.duration - 50),
      0,
    ),
    longest: Math.max(0, ...longTasks.map((task) => task.duration)),
    script: metric("ScriptDuration"),
    style: metric("RecalcStyleDuration"),
    layout: metric("LayoutDuration"),
    tasks: metric("TaskDuration"),
  };
  if (withProfile || sampleTasks) result.profile = (await cdp.send("Profiler.stop")).profile;
  if (trace) Object.assign(result, simulatedBlocking(trace, sampleTasks ? result.profile : undefined));
  await context.close();
  return result;
}


/**
 * The page's main-thread tasks after its first paint, from a trace: their simulated blocking time (each task
 * multiplied by `simulate`, its part over 50 ms, summed) and how many of them count (the longest first).
 */
function simulatedBlocking(buffer, profile) {
  const events = JSON.parse(buffer.toString()).traceEvents;
  const paint = events.find((e) => e.name === "firstContentfulPaint");
  if (!paint) return { simulated: 0, counting: [], inside: [] };
  // The main thread's top-level tasks (RunTask in Lighthouse's categories).
  const tasks = events.filter(
    (e) => e.name === "RunTask" && e.ph === "X" && e.pid === paint.pid && e.tid === paint.tid && e.ts >= paint.ts,
  );
  // The harness's own evaluations (scripts without a URL) are not the page's work.
  const harness = events.filter((e) => e.name === "EvaluateScript" && e.pid === paint.pid && e.tid === paint.tid && !e.args?.data?.url);
  // Lighthouse's simulation (Lantern's page dependency graph) prunes every task under 10 ms at full speed
  // unless it is highly connected (two or more dependencies and dependents: scripts, requests it sends,
  // timers it sets), so a short task counts for nothing however large the multiplier. Lighthouse's own
  // graphs of the dashboard (2026-12-01) kept 2 of the page's 140-odd tasks under 10 ms.
  const long = tasks.filter(
    (e) => e.dur >= 10_000 && (e.dur / 1000) * simulate > 50 && !harness.some((h) => h.ts >= e.ts && h.ts <= e.ts + e.dur),
  );
  const counting = long.map((e) => e.dur / 1000).sort((a, b) => b - a);
  // What each counting task is: the longest events inside it (wrappers left out), with their script or function.
  const wrappers = /^(Receive mojo|SimpleWatcher|ThreadController|RunTask|BlinkScheduler|EventDispatch)/;
  const inside = long.map((task) => {
    const parts = events
      .filter((e) => e.ph === "X" && e.pid === task.pid && e.tid === task.tid && e !== task && !wrappers.test(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e.dur > task.dur * 0.15)
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 5)
      .map((e) => {
        const data = e.args?.data ?? e.args?.beginData ?? {};
        const where = [data.functionName, data.url ?? e.args?.fileName, data.type].filter(Boolean).join(" ").replace(/https?:\/\/[^/]+/g, "");
        return `${e.name}${where ? ` ${where}` : ""} ${Math.round(e.dur / 1000)}`;
      });
    const sampled = profile ? `\n      ${functionsWithin(profile, task.ts, task.ts + task.dur, "      ")}` : "";
    return `${Math.round((task.ts - paint.ts) / 1000)} ms after the paint, ${Math.round(task.dur / 1000)} ms: ${parts.join("; ")}${sampled}`;
  });
  return {
    simulated: counting.reduce((sum, duration) => sum + duration * simulate - 50, 0),
    counting,
    inside,
  };
}

const browserChoice = await chromiumChoice.resolveChromium();
const browser = await chromium.launch({
  executablePath: browserChoice.executablePath,
  args: browserChoice.args,
});
try {
  const bases = [];
  for (const [index, build] of builds.entries())
    bases.push(await startServer(build, index));
  console.log(
    `[trace] CPU ${cpuRate}x, ${runs} loads per route and build, ${os.cpus().length} cores (${os.cpus()[0]?.model}), load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(", ")}`,
  );
  for (const route of routes) {
    const results = builds.map(() => []);
    for (const [index, base] of bases.entries())
      await load(browser, base, route); // warm the servers' caches
    for (let run = 0; run < runs; run++) {
      for (const [index, base] of bases.entries())
        results[index].push(await load(browser, base, route));
    }
    console.log(`\n${route}  (ms: median (min-max) of ${runs} loads)`);
    console.log(
      "build | blocking (sum of long tasks over 50 ms) | longest task | long tasks | script | style | layout | all tasks",
    );
    for (const [index, build] of builds.entries()) {
      const r = results[index];
      const of = (key) => range(r.map((x) => x[key]));
      console.log(
        `${build.name} | ${of("blocking")} | ${of("longest")} | ${range(r.map((x) => x.longTasks.length))} | ${of("script")} | ${of("style")} | ${of("layout")} | ${of("tasks")}`,
      );
      if (simulate)
        console.log(
          `  simulated at ${simulate}x: blocking ${of("simulated")}, tasks that count ${range(r.map((x) => x.counting.length))}\n  the tasks that count, per load (ms at full speed): ${r.map((x) => x.counting.map(ms).join(" ")).join(" | ")}`,
        );
      if (simulate && detail)
        console.log(`  the first load's tasks that count:\n    ${r[0].inside.join("\n    ")}`);
    }
    if (profile) {
      for (const [index, build] of builds.entries()) {
        const profiled = await load(browser, bases[index], route, {
          withProfile: true,
        });
        console.log(
          `\n${build.name} ${route}, profiled load: long tasks ${profiled.longTasks.map((t) => `${ms(t.duration)} ms at ${ms(t.start)}`).join(", ")}`,
        );
        const { functions, files } = topFunctions(profiled.profile);
        console.log("  self time by function:");
        for (const [name, time] of functions)
          console.log(`  ${time.toFixed(1).padStart(7)} ms  ${name}`);
        console.log("  self time by script file:");
        for (const [name, time] of files)
          console.log(`  ${time.toFixed(1).padStart(7)} ms  ${name}`);
      }
    }
  }
} finally {
  await browser.close();
  for (const child of servers) child.kill("SIGTERM");
  await Promise.all(
    servers.map(
      (child) =>
        new Promise((resolve) =>
          child.exitCode !== null ? resolve() : child.once("exit", resolve),
        ),
    ),
  );
  if (database) {
    await database.admin.query(
      `DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`,
    );
    await database.admin.end();
  }
  await mailbox?.close();
  rmSync(scratch, { recursive: true, force: true });
}

#!/usr/bin/env node
// What Lighthouse's simulation keeps of a page's main-thread work and what it counts as blocking: one Lighthouse
// run (mobile, simulated throttling at MULT times the CPU), then its page dependency graph and simulation, as its
// long-tasks audit computes them. Prints how many tasks the graph kept (it prunes tasks under 10 ms that are not
// highly connected) and, for each task the simulation makes 50 ms or longer, its start and length as recorded and
// as simulated, what it depends on and what depends on it, and the trace events inside it (ALL=1: every kind).
//   BASE    the product's address (a server already running: `npm start`, or the production build).
//   ROUTE   the path (default /projects); COOKIE a session cookie for a signed-in page; MULT the CPU multiplier
//           (default 9.4; the bench prints the calibrated one); SAVE=file.json also writes the trace.
// Usage: BASE=http://127.0.0.1:4000 ROUTE=/contractor-dashboard MULT=5 node scripts/lantern-tasks.mjs
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import chromiumChoice from '../test-support/chromium.cjs';
import { PageDependencyGraph } from 'lighthouse/core/computed/page-dependency-graph.js';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { throttling } from 'lighthouse/core/config/constants.js';

const browser = await chromiumChoice.resolveChromium();
const mult = Number(process.env.MULT ?? 9.4);
const url = `${process.env.BASE}${process.env.ROUTE ?? '/projects'}`;
const chrome = await chromeLauncher.launch({ chromePath: browser.executablePath, chromeFlags: browser.args.map((f) => (f === '--headless' ? '--headless=new' : f)) });
const settingsOverride = { throttlingMethod: 'simulate', throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: mult } };
const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(process.env.COOKIE ? { extraHeaders: { Cookie: process.env.COOKIE } } : {}) };
const result = await lighthouse(url, flags, { extends: 'lighthouse:default', settings: settingsOverride });
await chrome.kill();
const { lhr, artifacts } = result;
console.log(`score ${Math.round(lhr.categories.performance.score * 100)} TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} FCP ${Math.round(lhr.audits['first-contentful-paint'].numericValue)} index ${lhr.environment.benchmarkIndex}`);
const settings = { ...lhr.configSettings };
const context = { computedCache: new Map(), settings };
const trace = artifacts.Trace ?? artifacts.traces?.defaultPass;
const devtoolsLog = artifacts.DevtoolsLog ?? artifacts.devtoolsLogs?.defaultPass;
const graph = await PageDependencyGraph.request({ settings, trace, devtoolsLog, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, fromTrace: false }, context);
const simulator = await LoadSimulator.request({ devtoolsLog, settings }, context);
const simulation = simulator.simulate(graph, { label: 'lantern-tasks' });
const cpu = [];
graph.traverse((node) => { if (node.type === 'cpu') cpu.push(node); });
const t0 = graph.startTime;
let allTasks = 0;
const mainTid = cpu[0]?.event.tid;
for (const e of trace.traceEvents) if (e.name === 'RunTask' && e.ph === 'X' && e.tid === mainTid && e.dur >= 1000) allTasks++;
console.log(`cpu nodes kept: ${cpu.length}, under 10 ms kept: ${cpu.filter((n) => n.duration < 10000).length}; main-thread tasks >= 1 ms in trace: ${allTasks}`);
const summary = (node) => {
  const counts = new Map();
  for (const e of node.childEvents) {
    let key = e.name;
    if (['FunctionCall', 'EvaluateScript', 'v8.compile'].includes(e.name)) key += ' ' + (e.args?.data?.url ?? '').split('/').pop() + (e.args?.data?.functionName ? `:${e.args.data.functionName}` : '');
    if (e.name === 'ResourceSendRequest') key += ' ' + (e.args?.data?.url ?? '').split('/').pop();
    if (process.env.ALL !== '1' && !['TimerInstall', 'TimerFire', 'ResourceSendRequest', 'FunctionCall', 'EvaluateScript', 'RunMicrotasks', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'v8.compile', 'MajorGC', 'MinorGC', 'FireAnimationFrame', 'EventDispatch', 'TimerFire', 'XHRReadyStateChange', 'ParseAuthorStyleSheet'].includes(e.name)) continue;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, v]) => (v > 1 ? `${k} x${v}` : k)).join('; ');
};
const describe = (n) => (n.type === 'network' ? `net ${(n.request?.url ?? n.record?.url ?? '')?.split('/').pop()?.slice(0, 40)}` : `cpu@${Math.round((n.startTime - t0) / 1000)}`);
const rows = [...simulation.nodeTimings.entries()].filter(([n, t]) => n.type === 'cpu' && t.duration >= 50).sort((a, b) => a[0].startTime - b[0].startTime);
let blocking = 0;
for (const [node, timing] of rows) {
  blocking += timing.duration - 50;
  console.log(`\n@${Math.round((node.startTime - t0) / 1000)} ms observed ${(node.duration / 1000).toFixed(1)} ms -> simulated ${Math.round(timing.duration)} ms (sim start ${Math.round(timing.startTime)})`);
  console.log(`   deps: ${node.getDependencies().map(describe).join(', ')}`);
  console.log(`   dependents: ${node.getDependents().map(describe).join(', ')}`);
  console.log(`   ${summary(node).slice(0, 600)}`);
}
if (process.env.SAVE) (await import('node:fs')).writeFileSync(process.env.SAVE, JSON.stringify(trace));
console.log(`\nthe simulated tasks' parts over 50 ms, summed (Lighthouse's TBT counts only those between first paint and interactive): ${Math.round(blocking)} ms`);

/** A rendered page put into the app shell's HTML, and the starters that load its app after it paints. */
import type { NormalizedCacheObject } from '@apollo/client';
import { APP_AFTER_PAINT_SCRIPT, APP_ENTRY_ELEMENT_ID, APP_MODULES_ELEMENT_ID, APP_START_SCRIPT, FIELD_VITALS_META_NAME, type AppModules } from '@marketplace/shared';
import { matchRoutes } from 'react-router-dom';
import { SERVER_DATA_ELEMENT_ID } from '../app/graphql/apollo';
import { SERVER_READS_ELEMENT_ID, type ServerRead } from '../app/graphql/serverReads';
import { CONTENT_DATA_ELEMENT_ID, type ContentData } from '../app/contentData';
import { appRoutes } from '../app/routes';
import { routeTemplate } from '../app/vitals/routeTemplate';
import type { RenderedPage } from './render';

/** React 19 hoists <title>, <meta>, <link> and JSON-LD to the front of static markup: they belong in <head>. */
function splitHead(html: string): { head: string; body: string } {
  const headTag = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>|<script type="application\/ld\+json">[\s\S]*?<\/script>)/;
  let head = '';
  let rest = html;
  for (let match = headTag.exec(rest); match; match = headTag.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/** Data for the browser as a `<script type="application/json">`: "<" escaped, so no text in it can end the element. */
function jsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;
}

/**
 * The app shell `template` (Vite's index.html) with a rendered page in it: the page's head tags,
 * `preloads` (link tags) and styles in <head>, its markup in #root, and for a server-rendered page the
 * data its first render used, as JSON the browser reads but never runs (the CSP allows no inline script).
 */
export function pageHtml(template: string, page: RenderedPage & { serverData?: NormalizedCacheObject; serverReads?: ServerRead[]; contentData?: ContentData }, preloads = ''): string {
  const { head, body } = splitHead(page.html);
  let html = template;
  if (/<title>/.test(head)) html = html.replace(/<title>[\s\S]*?<\/title>/, '');
  if (/<meta name="description"/.test(head)) html = html.replace(/<meta name="description"[^>]*>/, '');
  const data = page.serverData
    ? `${jsonScript(SERVER_DATA_ELEMENT_ID, page.serverData)}${page.serverReads?.length ? jsonScript(SERVER_READS_ELEMENT_ID, page.serverReads) : ''}`
    : page.contentData
      ? jsonScript(CONTENT_DATA_ELEMENT_ID, page.contentData)
      : '';
  // Function replacements: page text such as "$150" must not be read as a "$1" pattern.
  return html.replace('</head>', () => `${head}${preloads}${page.styles}</head>`).replace('<div id="root"></div>', () => `<div id="root">${body}</div>${data}`);
}

/** The built template's entry script (Vite writes exactly this); the development server's differs. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
/** A modulepreload link, as Vite and pageHtml's preloads write it. */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The page's entry script and modulepreload links, and its HTML without them; undefined for HTML
 * without exactly one entry script (the development server's), which the starters leave as it is.
 */
function takeAppModules(html: string): { modules: Pick<AppModules, 'entry' | 'preload'>; rest: string } | undefined {
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1) return undefined;
  return {
    modules: { entry: entries[0][1], preload: [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]) },
    rest: html.replace(MODULE_PRELOAD, '').replace(entries[0][0], ''),
  };
}

/** Puts a starter in the head: its list of modules (JSON, never run) and its fixed inline script. */
function withStarter(html: string, listId: string, modules: object, script: string): string {
  return html.replace('</head>', () => `<script type="application/json" id="${listId}">${JSON.stringify(modules)}</script><script>${script}</script></head>`);
}

/**
 * A content page's HTML made to paint and work before any script: the entry's module script and every
 * modulepreload link leave the head, and in their place go their list (JSON, never run, with the
 * field-data module and the page's route template) and the inline starter (APP_START_SCRIPT), which
 * starts the app at the first interaction. HTML without exactly one entry script (the development
 * server's) is returned as it is.
 */
export function startingAtFirstInteraction(html: string, pathname: string): string {
  const app = takeAppModules(html);
  if (!app) return html;
  const vitalsMeta = new RegExp(`<meta name="${FIELD_VITALS_META_NAME}" content="([^"]+)">\\s*`);
  const modules: AppModules = { ...app.modules, vitals: vitalsMeta.exec(html)?.[1], route: routeTemplate(matchRoutes(appRoutes, pathname) ?? []) };
  return withStarter(app.rest.replace(vitalsMeta, ''), APP_MODULES_ELEMENT_ID, modules, APP_START_SCRIPT);
}

/**
 * A server-rendered app page's HTML made to paint before its app is fetched and run: the entry's
 * module script and every modulepreload link leave the head, and in their place go their list (JSON,
 * never run) and the inline starter (APP_AFTER_PAINT_SCRIPT), which adds them once the page has
 * painted. HTML without exactly one entry script (the development server's) is returned as it is.
 */
export function startingAfterFirstPaint(html: string): string {
  const app = takeAppModules(html);
  return app ? withStarter(app.rest, APP_ENTRY_ELEMENT_ID, app.modules, APP_AFTER_PAINT_SCRIPT) : html;
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, defaultClientConditions, defaultServerConditions, defineConfig, type Plugin, type ViteDevServer } from 'vite';
// Read from its source: the config is loaded before any workspace package is built.
import { THEME_BOOT_SCRIPT } from '../shared/src/theme';
import { FIELD_VITALS_META_NAME } from '../shared/src/app-start';
import { schemaReference } from './src/features/developers/reference/schemaModel';
import { DOCUMENT_MODULE_PREFIX, documentModule, documentNames, generatedDocuments, importDocumentModules } from './src/app/graphql/documentModules';
import { esmFromCommonjs, isListedCommonjs } from './src/app/graphql/esmFromCommonjs';

/** The field-data entry's name in the client build (its file: assets/field-vitals-<hash>.js). */
const FIELD_VITALS_ENTRY = 'field-vitals';

const api = process.env.API_URL ?? 'http://localhost:4000';
/** Public origin written into canonical and Open Graph URLs (prerendered pages need it fixed at build time). */
const siteUrl = (process.env.SITE_URL ?? process.env.VITE_SITE_URL ?? 'http://localhost:4000').replace(/\/+$/, '');

/**
 * SSR build only: every relative dynamic import in the app's source first tells
 * `globalThis.__recordScreenModule` (when the prerenderer has set it) which source module it loads, named
 * as the client build's manifest names it (src/features/home/HomePage.tsx). That is how the prerenderer
 * knows each route's screen chunks without a second list of paths (src/ssr/prerender-routes.ts, screenModules).
 * The browser bundle is left as it is.
 */
function recordScreenModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'record-screen-modules',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id, options) {
      if (!options?.ssr || id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id)) return null;
      const imports = [...code.matchAll(/\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g)];
      if (imports.length === 0) return null;
      let result = '';
      let last = 0;
      for (const match of imports) {
        const resolved = await this.resolve(match[2], id);
        if (!resolved) continue;
        const key = path.relative(root, resolved.id.split('?')[0]).split(path.sep).join('/');
        result += `${code.slice(last, match.index)}(globalThis.__recordScreenModule?.(${JSON.stringify(key)}), ${match[0]})`;
        last = match.index + match[0].length;
      }
      return { code: result + code.slice(last), map: null };
    },
  };
}

/** Where `generate-persisted-query-manifest` writes the app's operations (persisted-query-manifest.config.json). */
const PERSISTED_QUERY_MANIFEST = 'persisted-query-manifest.json';

interface PersistedQueryManifest {
  format: string;
  version: number;
  operations: { id: string; name: string; type: string; body: string }[];
}

/**
 * The web app sends its operations' ids, not their text (trusted documents: without an API key the API runs
 * only these). The build first extracts every operation into the manifest (`npm run build` runs
 * generate-persisted-query-manifest); this plugin then gives the app
 * - `virtual:persisted-queries`: a loader of the ids by name, in a chunk of its own, for Apollo's
 *   persisted-queries link (so no page's first chunks carry them), and
 * - `virtual:persisted-query-id/<Name>`: one id, for the requests made without Apollo Client (the content
 *   pages' figures and pros, the notifications socket), a few bytes each;
 * and copies the manifest into dist, where the API reads it at start. Under the dev server there are no
 * ids (undefined): the app sends text, and the API's dev script allows it.
 */
function persistedQueryIds(): Plugin {
  let manifest: PersistedQueryManifest | undefined;
  let serve = false;
  let ssr = false;
  let file = '';
  const prefix = 'virtual:persisted-query-id/';
  return {
    name: 'persisted-query-ids',
    configResolved(config) {
      serve = config.command === 'serve';
      ssr = Boolean(config.build.ssr);
      file = path.resolve(config.root, PERSISTED_QUERY_MANIFEST);
    },
    buildStart() {
      if (serve) return;
      if (!existsSync(file)) this.error(`${file} is missing: build with \`npm run build -w frontend\`, which extracts the operations first.`);
      manifest = JSON.parse(readFileSync(file, 'utf8')) as PersistedQueryManifest;
      this.addWatchFile(file);
    },
    resolveId(id) {
      if (id === 'virtual:persisted-queries' || id === 'virtual:persisted-query-ids' || id.startsWith(prefix)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (!id.startsWith('\0virtual:persisted-quer')) return null;
      const key = id.slice(1);
      if (key === 'virtual:persisted-queries') {
        return manifest ? `export const loadPersistedQueryIds = () => import('virtual:persisted-query-ids').then((m) => m.default);` : 'export const loadPersistedQueryIds = undefined;';
      }
      if (key === 'virtual:persisted-query-ids') {
        return `export default ${JSON.stringify({ operations: (manifest?.operations ?? []).map(({ id: opId, name }) => ({ id: opId, name })) })};`;
      }
      const name = key.slice(prefix.length);
      const operation = manifest?.operations.find((op) => op.name === name);
      if (manifest && !operation) this.error(`No operation named ${name} in ${file}: is its text marked /* GraphQL */?`);
      return `export default ${JSON.stringify(operation?.id)};`;
    },
    generateBundle() {
      if (manifest && !ssr) this.emitFile({ type: 'asset', fileName: PERSISTED_QUERY_MANIFEST, source: JSON.stringify(manifest, null, 2) });
    },
  };
}

/**
 * Each GraphQL document in a module of its own. GraphQL Codegen's client preset writes every document
 * of the app (about 190 operations and fragments, 620 KB) into one module, src/gql/graphql.ts, in which
 * `graphql()` (src/gql/gql.ts) looks them up: every app page loaded all of them, and evaluating them was
 * one task of 26-48 ms at full speed (five to ten times that on a low-tier phone). This plugin replaces each
 * `graphql(`...`)` call in the app's source with an import of `virtual:graphql-document/<name>` (the name
 * codegen's own map in src/gql/gql.ts gives it), a module of that one document as codegen wrote it in
 * src/gql/graphql.ts, so a screen's chunk carries only its own documents; an operation's module also
 * registers it by name (operationRegistry, for the start's reads of the server's answers). Helpers and
 * their tests: src/app/graphql/documentModules.ts.
 * Tests (Jest) keep the preset's own `graphql()`, which answers the same documents.
 */
function graphqlDocumentModules(): Plugin {
  let generatedFile = '';
  let mapFile = '';
  let registry = '';
  /** What `read` made of a file's text, read again when the file changes (codegen in watch mode). */
  const cached = <T>(read: (text: string) => T) => {
    let last: { mtimeMs: number; value: T } | undefined;
    return (file: string): T => {
      const { mtimeMs } = statSync(file);
      if (last?.mtimeMs !== mtimeMs) last = { mtimeMs, value: read(readFileSync(file, 'utf8')) };
      return last.value;
    };
  };
  const readDocuments = cached(generatedDocuments);
  const readNames = cached(documentNames);
  return {
    name: 'graphql-document-modules',
    enforce: 'pre',
    configResolved(config) {
      generatedFile = path.resolve(config.root, 'src/gql/graphql.ts');
      mapFile = path.resolve(config.root, 'src/gql/gql.ts');
      registry = path.resolve(config.root, 'src/app/graphql/operationRegistry.ts');
    },
    resolveId(id) {
      return id.startsWith(DOCUMENT_MODULE_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${DOCUMENT_MODULE_PREFIX}`)) return null;
      this.addWatchFile(generatedFile);
      return documentModule(readDocuments(generatedFile), id.slice(1 + DOCUMENT_MODULE_PREFIX.length), registry);
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/') || file.includes('/src/gql/') || !code.includes('graphql(`')) return null;
      try {
        this.addWatchFile(mapFile);
        const replaced = importDocumentModules(code, readNames(mapFile));
        return replaced === null ? null : { code: replaced, map: null };
      } catch (error) {
        this.error(`${file}: ${(error as Error).message}`);
      }
    },
  };
}

/**
 * The CommonJS packages listed in src/app/graphql/esmFromCommonjs.ts read as the ES modules they were
 * written as, so their `require()` of an ES module does not keep all of it in the bundle (the list and why
 * are there).
 */
function esmFromCommonjsPackages(): Plugin {
  return {
    name: 'esm-from-commonjs',
    enforce: 'pre',
    transform(code, id) {
      if (!isListedCommonjs(id)) return null;
      try {
        return { code: esmFromCommonjs(code), map: null };
      } catch (error) {
        this.error(`${id}: ${(error as Error).message}`);
      }
    },
  };
}

/** The stored theme applied in <head>, before the first paint, on the shell and every prerendered page. */
function themeBootScript(): Plugin {
  return {
    name: 'theme-boot-script',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head' }],
  };
}

/**
 * Content pages load no app code until the visitor's first interaction, so their field data comes from
 * a small entry of its own (src/field-vitals.ts), which their starter loads when idle. The client build
 * makes it a second entry and names its file in every page's head (`<meta name="app-field-vitals">`),
 * where `startingAtFirstInteraction` (src/ssr/html.ts) moves it into the page's list of modules.
 */
function fieldVitalsEntry(): Plugin {
  return {
    name: 'field-vitals-entry',
    apply: 'build',
    config(config) {
      if (config.build?.ssr) return undefined;
      const root = path.resolve(config.root ?? process.cwd());
      return { build: { rolldownOptions: { input: { index: path.join(root, 'index.html'), [FIELD_VITALS_ENTRY]: path.join(root, 'src/field-vitals.ts') } } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.isEntry && output.name === FIELD_VITALS_ENTRY);
        return chunk ? [{ tag: 'meta', attrs: { name: FIELD_VITALS_META_NAME, content: `/${chunk.fileName}` }, injectTo: 'head' }] : [];
      },
    },
  };
}

/** The module that renders Chakra's global styles as CSS (`globalStylesheet()`), loaded through `server`. */
async function renderGlobalStylesheet(server: ViteDevServer): Promise<string> {
  const module = await server.ssrLoadModule('/src/ssr/globalStylesheet.ts');
  return (module.globalStylesheet as () => string)();
}

/**
 * Chakra's global styles (the `@layer` order, reset, tokens of both themes, base) as a stylesheet of their
 * own, made once when the app is built (src/ssr/globalStylesheet.ts) and linked from the head of the shell,
 * and so of every page made from it: one cached file instead of about 40 KB of the same CSS inlined in
 * every page, and nothing for Chakra to compute and insert as each page starts (the app's provider takes
 * them as linked). The development server puts them inline.
 */
function globalStylesheet(): Plugin {
  let root = process.cwd();
  let ssr = false;
  let fileName = '';
  return {
    name: 'global-stylesheet',
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    async buildStart() {
      if (ssr || this.meta.watchMode) return;
      // The build has no server to load modules with: a Vite server of its own, for this one module.
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
        ssr: { noExternal: ['@marketplace/design-system', '@marketplace/shared'], resolve: { conditions: ['@marketplace/source', ...defaultServerConditions] } },
      });
      try {
        const css = await renderGlobalStylesheet(server);
        fileName = `assets/global-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
        this.emitFile({ type: 'asset', fileName, source: css });
      } finally {
        await server.close();
      }
    },
    async transformIndexHtml(_html, { server }) {
      if (server) return [{ tag: 'style', children: await renderGlobalStylesheet(server), injectTo: 'head' }];
      return fileName ? [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}` }, injectTo: 'head' }] : [];
    },
  };
}

/** A change a build makes to one library module (see libraryEdits). */
interface LibraryEdit {
  /** The module's path, matched against its id. */
  file: RegExp;
  /** The module as an error names it, e.g. "Chakra's system.js". */
  module: string;
  /** What to look at when a release has moved a statement, e.g. 'how it builds the system'. */
  check: string;
  /** Each statement exactly as the release has it, and what it becomes. */
  edits: ReadonlyArray<readonly [from: string, to: string]>;
}

/**
 * A build-only change to library modules in the app's bundles. Every statement must be found exactly as
 * written, or the build stops and names it: a release that moves one is checked by hand, never patched
 * quietly into something else.
 */
function libraryEdits(name: string, targets: readonly LibraryEdit[]): Plugin {
  return {
    name,
    apply: 'build',
    transform(code, id) {
      const target = targets.find(({ file }) => file.test(id));
      if (!target) return null;
      let changed = code;
      for (const [from, to] of target.edits) {
        if (!changed.includes(from)) this.error(`${target.module} no longer has a statement this plugin changes (${JSON.stringify(from.split('\n')[0])} in ${id}): check ${target.check}`);
        changed = changed.replace(from, to);
      }
      return changed;
    },
  };
}

/**
 * Chakra's `createSystem` makes the global styles (reset, base and the CSS of every token) as it makes the
 * system, though only `ChakraProvider` reads them: in the browser most of its 140-190 ms (4x CPU), in the
 * first hydration slice of every page. The app's pages link them as a stylesheet instead (globalStylesheet
 * above) and its provider passes a system without them, so in the app's bundles Chakra makes them on first
 * read, which never comes. Checked against the statements it changes: a Chakra release that moves them
 * fails the build here instead of quietly making them again.
 */
function chakraGlobalStylesOnFirstRead(): Plugin {
  return libraryEdits('chakra-global-styles-on-first-read', [
    {
      file: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
      module: "Chakra's createSystem",
      check: 'what it does with its global styles',
      edits: [
        ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'let _global;'],
        ['    _global,\n', '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n'],
      ],
    },
  ]);
}

/**
 * Zag's anatomies (the parts of each component: the accordion's root, item, trigger...) are built as their
 * modules are evaluated, and `createAnatomy(...).build()` kebab-cases the component's name and each part's
 * name four times per part, with three regular expressions each: about 7 ms of the entry's evaluation at
 * full speed on a 2-core server (70 ms on a low-tier phone), on every app page's start and a content page's
 * first press. The names repeat (every anatomy has a root, most a trigger or content), so in the app's
 * bundles `toKebabCase` keeps what it worked out; nothing else changes. Checked against the statement it
 * changes: a Zag release that moves it fails the build here.
 */
function zagAnatomyNamesOnce(): Plugin {
  return libraryEdits('zag-anatomy-names-once', [
    {
      file: /@zag-js[\\/]anatomy[\\/]dist[\\/]create-anatomy\.mjs$/,
      module: "Zag's create-anatomy.mjs",
      check: 'how it names the parts',
      edits: [
        [
          'var toKebabCase = (value) => value.replace(',
          'var kebabCases = /* @__PURE__ */ new Map();\nvar toKebabCase = (value) => {\n  let kebab = kebabCases.get(value);\n  if (kebab === void 0) kebabCases.set(value, (kebab = kebabCaseOf(value)));\n  return kebab;\n};\nvar kebabCaseOf = (value) => value.replace(',
        ],
      ],
    },
  ]);
}

/**
 * Apollo's `useFragment` (every project card's data) subscribes to its fragment in the commit's effects, and the
 * fragment's observable answers the subscription at once with what the card has just rendered; the hook sets a
 * timer for every answer, so each card started with a timer whose task read the same data again and found
 * nothing new. In the app's bundles the answer given while subscribing sets no timer: React's
 * `useSyncExternalStore` itself compares the snapshot right after subscribing (and renders again if the cache
 * changed between the render and the effect), and every later answer sets its timer as before. On a list of 54
 * cards, 54 timers fewer in the hydration's commit and 54 tasks fewer after it (and in Lighthouse's trace, which
 * records a stack with every timer set or cleared, 0.2-0.6 ms each inside React's commit). Checked against the
 * statement it changes: an Apollo release that moves it fails the build here.
 */
function apolloFragmentSubscribedQuietly(): Plugin {
  return libraryEdits('apollo-fragment-subscribed-quietly', [
    {
      file: /@apollo[\\/]client[\\/]react[\\/]hooks[\\/]useFragment\.js$/,
      module: "Apollo's useFragment.js",
      check: 'how it subscribes',
      edits: [
        [
          'const subscription = observable.subscribe({\n            next: () => {\n',
          'let subscribing = true;\n        const subscription = observable.subscribe({\n            next: () => {\n                if (subscribing) return;\n',
        ],
        ['            },\n        });\n        return () => {', '            },\n        });\n        subscribing = false;\n        return () => {'],
      ],
    },
  ]);
}

/**
 * Chakra's `createSystem` in steps: building the token dictionary and the style utility was one task
 * of 400 ms at an 8x CPU slowdown (a low-tier phone), on every app page's start. In the app's bundles
 * `createSystem` and the dictionary it builds become generators that pause between their phases (the
 * merged config, the tokens and the semantic tokens registered, each middleware and token transform,
 * conditional tokens, references, their expansion, the views a few hundred tokens at a time, breakpoints
 * and conditions, the utility), and
 * `createSystem.steps` offers them, so `prepareSystem()` (design-system/src/theme/system.ts) runs one
 * phase per task before the app hydrates. Called as before, `createSystem` runs every step at once.
 * Checked against the statements it changes: a Chakra release that moves them fails the build here.
 */
function chakraSystemInSteps(): Plugin {
  /** The source of `name(params)`, which runs every step of the generator `steps` at once, as Chakra's callers expect. */
  const allAtOnce = (name: string, steps: string, params: string) =>
    `function ${name}(${params}) {\n  const steps = ${steps}(${params});\n  let step;\n  do step = steps.next(); while (!step.done);\n  return step.value;\n}\n`;
  const systemEdits: Array<[string, string]> = [
    ["import { createTokenDictionary } from './token-dictionary.js';", "import { createTokenDictionarySteps } from './token-dictionary.js';"],
    ['function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n', 'function* createSystemSteps(...configs) {\n  const config = mergeConfigs(...configs);\n  yield;\n'],
    ['  const tokens = createTokenDictionary({', '  const tokens = yield* createTokenDictionarySteps({'],
    ['  const breakpoints = createBreakpoints(', '  yield;\n  const breakpoints = createBreakpoints('],
    ['  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n', '  yield;\n  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n  yield;\n'],
    [
      'export { createSystem, isValidSystem };',
      `${allAtOnce('createSystem', 'createSystemSteps', '...configs')}createSystem.steps = createSystemSteps;\nexport { createSystem, isValidSystem };`,
    ],
  ];
  const dictionaryEdits: Array<[string, string]> = [
    ['function createTokenDictionary(options) {', 'function* createTokenDictionarySteps(options) {'],
    // The longer phases in parts: the two token trees registered apart, each middleware and transform a
    // step, the views a few hundred tokens at a time (the same tokens in the same order as before: as with
    // the forEach it replaces, tokens the views add while they run are not visited).
    ['  function registerTokens() {\n    walkObject(\n      computedTokens,', '  function* registerTokensSteps() {\n    walkObject(\n      computedTokens,'],
    ['      { stop: isToken }\n    );\n    walkObject(\n      semanticTokens,', '      { stop: isToken }\n    );\n    yield;\n    walkObject(\n      semanticTokens,'],
    [
      '  function setupViews() {\n    allTokens.forEach((token) => {\n      buildConditionMap(token);\n      buildCategoryMap(token);\n      buildCssVars(token);\n      buildFlatMap(token);\n      buildColorPalette(token);\n    });\n    byCategoryJson = mapToJson(byCategory);\n  }\n',
      '  function* setupViewsSteps() {\n    const count = allTokens.length;\n    for (let start = 0; start < count; start += 300) {\n      allTokens.slice(start, Math.min(start + 300, count)).forEach((token) => {\n        buildConditionMap(token);\n        buildCategoryMap(token);\n        buildCssVars(token);\n        buildFlatMap(token);\n        buildColorPalette(token);\n      });\n      yield;\n    }\n    byCategoryJson = mapToJson(byCategory);\n  }\n',
    ],
    [
      '  function applyMiddlewares(enforce) {\n    middlewares.forEach((middleware) => {\n      if (middleware.enforce === enforce) {\n        middleware.transform(dictionary);\n      }\n    });\n  }\n  function applyTransforms(enforce) {\n    transforms.forEach((transform) => {\n      if (transform.enforce === enforce) {\n        allTokens.forEach((token) => {\n          transformToken(transform, token);\n        });\n      }\n    });\n  }\n',
      '  function* applyMiddlewaresSteps(enforce) {\n    for (const middleware of middlewares) {\n      if (middleware.enforce === enforce) {\n        middleware.transform(dictionary);\n        yield;\n      }\n    }\n  }\n  function* applyTransformsSteps(enforce) {\n    for (const transform of transforms.values()) {\n      if (transform.enforce === enforce) {\n        allTokens.forEach((token) => {\n          transformToken(transform, token);\n        });\n        yield;\n      }\n    }\n  }\n',
    ],
    [
      '  function build() {\n    applyMiddlewares("pre");\n    applyTransforms("pre");\n    addConditionalTokens();\n    addReferences();\n    expandTokenReferences$1();\n    applyMiddlewares("post");\n    applyTransforms("post");\n    setupViews();\n  }\n  registerTokens();\n  registerTransform(...tokenTransforms);\n  registerMiddleware(...tokenMiddlewares);\n  build();\n  return dictionary;\n}\n',
      '  yield* registerTokensSteps();\n  registerTransform(...tokenTransforms);\n  registerMiddleware(...tokenMiddlewares);\n  yield;\n  yield* applyMiddlewaresSteps("pre");\n  yield* applyTransformsSteps("pre");\n  addConditionalTokens();\n  yield;\n  addReferences();\n  yield;\n  expandTokenReferences$1();\n  yield;\n  yield* applyMiddlewaresSteps("post");\n  yield* applyTransformsSteps("post");\n  yield* setupViewsSteps();\n  return dictionary;\n}\n' + allAtOnce('createTokenDictionary', 'createTokenDictionarySteps', 'options'),
    ],
    ['export { createTokenDictionary, tokenCategories };', 'export { createTokenDictionary, createTokenDictionarySteps, tokenCategories };'],
  ];
  return libraryEdits('chakra-system-in-steps', [
    { file: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/, module: "Chakra's system.js", check: 'how it builds the system', edits: systemEdits },
    { file: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/, module: "Chakra's token-dictionary.js", check: 'how it builds the system', edits: dictionaryEdits },
  ]);
}

/**
 * `virtual:schema-reference`: the developer reference's model of backend/schema.graphql, made when the
 * app is built (schemaModel.ts), so the /developers/reference page cannot drift from the served schema.
 */
function schemaReferenceModule(): Plugin {
  const id = 'virtual:schema-reference';
  let sdlFile = '';
  return {
    name: 'schema-reference',
    configResolved(config) {
      sdlFile = path.resolve(config.root, '../backend/schema.graphql');
    },
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(loaded) {
      if (loaded !== `\0${id}`) return null;
      this.addWatchFile(sdlFile);
      return `export default ${JSON.stringify(schemaReference(readFileSync(sdlFile, 'utf8')))};`;
    },
  };
}

/**
 * The modules the app's entry imports statically (React, React DOM, Chakra's system, the router, the shell)
 * in one chunk. Rolldown's automatic splitting cut them into about twenty chunks by which lazy screens
 * share each one, yet every page loads them all before it starts: one chunk is 4.3 KiB less gzipped (less
 * import and export glue between chunks) and seventeen requests fewer (docs/performance.md).
 * What the field-data entry (src/field-vitals.ts) reaches keeps a chunk of its own, so a content page's idle
 * field data still loads 1.4 KiB, not the app: that entry imports the shared package by subpath
 * (`@marketplace/shared/app-start`), since through the package's index it would reach every shared module
 * (the build stops if it does). The groups keep Rolldown's default of taking a captured module's
 * dependencies along: without it, a screen read a binding of the entry's chunk before it was set (the
 * agreement page, in the e2e tests). The page's entry itself (index.html and src/main.tsx) stays out of the
 * group, in a chunk of 1 KiB: since the start's modules wait with top-level awaits (src/app/start), Rolldown
 * no longer made the group the entry's chunk, and Vite drops an entry chunk left empty, and with it the
 * manifest's entry that scripts/prerender.mjs and the server name in each page. Client build only: the
 * server's bundle keeps its own chunks.
 */
function entryInOneChunk(): Plugin {
  const fieldVitalsModules = new Set<string>();
  let fieldVitalsEntry = '';
  return {
    name: 'entry-in-one-chunk',
    config(config, env) {
      if (env.isSsrBuild || config.build?.ssr) return;
      fieldVitalsEntry = path.resolve(config.root ?? process.cwd(), 'src/field-vitals.ts');
      const entryModules = new Set(['index.html', 'src/main.tsx'].map((file) => path.resolve(config.root ?? process.cwd(), file)));
      const fieldVitals = (id: string) => id !== fieldVitalsEntry && fieldVitalsModules.has(id);
      // The field-data entry's modules first, in a chunk of their own as before; the app's group then
      // takes every other module the entry needs (a module goes to the first group that takes it).
      const groups = [
        { name: 'field-vitals-start', priority: 2, test: fieldVitals },
        { name: 'app', priority: 1, tags: ['$initial' as const], test: (id: string) => !fieldVitalsModules.has(id) && !entryModules.has(id) },
      ];
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
    buildEnd() {
      if (!fieldVitalsEntry) return;
      const visit = (id: string) => {
        if (fieldVitalsModules.has(id)) return;
        fieldVitalsModules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      visit(fieldVitalsEntry);
      const index = [...fieldVitalsModules].find((id) => /[\\/]shared[\\/]src[\\/]index\.ts$/.test(id));
      if (index) this.error(`src/field-vitals.ts reaches ${index}, and with it every shared module: import its shared modules by subpath there (@marketplace/shared/app-start).`);
    },
  };
}

export default defineConfig({
  plugins: [react(), graphqlDocumentModules(), esmFromCommonjsPackages(), recordScreenModules(), themeBootScript(), globalStylesheet(), chakraGlobalStylesOnFirstRead(), chakraSystemInSteps(), zagAnatomyNamesOnce(), apolloFragmentSubscribedQuietly(), persistedQueryIds(), schemaReferenceModule(), fieldVitalsEntry(), entryInOneChunk()],
  // Workspace packages (@marketplace/shared) are bundled from their TypeScript source, not their build.
  resolve: { conditions: ['@marketplace/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@marketplace/source', ...defaultServerConditions] } },
  define: { 'import.meta.env.VITE_SITE_URL': JSON.stringify(siteUrl) },
  server: {
    port: 5173,
    // ws: live updates (GraphQL subscriptions) share /graphql.
    proxy: { '/graphql': { target: api, ws: true }, '/api': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    modulePreload: {
      // Browsers without <link rel="modulepreload"> (Safari before 17) still load every module, only
      // without the head start, so the polyfill is not worth its bytes in every page's entry chunk.
      polyfill: false,
      // The page's HTML preloads its screen's chunks (scripts/prerender.mjs, and the server for the app
      // shell), so the entry chunk carries no per-screen preload lists: that saves about 3 KiB gzipped of
      // every page's JavaScript. After a client-side navigation a screen's chunk brings its imports as the
      // browser discovers them. The HTML keeps the entry's own modulepreload links.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    reportCompressedSize: false,
    rolldownOptions: {
      // Chakra's recipe helpers return their argument; marked pure, unused recipes drop out of the bundle.
      treeshake: { manualPureFunctions: ['defineRecipe', 'defineSlotRecipe', 'defineConfig', 'defineTokens', 'defineSemanticTokens'] },
      onwarn(warning, warn) {
        // Chakra and Ark ship "use client" directives; they mean nothing in a client bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});

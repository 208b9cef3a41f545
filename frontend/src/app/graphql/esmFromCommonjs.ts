/*
 * Build-time helper of the `esm-from-commonjs` plugin (vite.config.ts). Never imported by the app itself.
 *
 * A CommonJS module's `require()` of an ES module takes its whole namespace, and the bundler then keeps
 * every export of it and evaluates the required modules lazily, with everything they import, wherever
 * they are imported. `@apollo/persisted-query-lists` ships CommonJS only: its `require("graphql")` and
 * `require("@apollo/client/core")` kept all of graphql-js (about 180 KB, with the validation, execution and
 * schema tools only the developer explorer uses) in a chunk every app page loaded and evaluated. Written
 * as the ES module it is in its source, with `import * as`, the bundler keeps only what it reads.
 */

/** The CommonJS packages (their directories in node_modules) the build reads as ES modules. */
export const ESM_FROM_COMMONJS = ['@apollo/persisted-query-lists'];

/** Whether a module id is a file of one of those packages. */
export function isListedCommonjs(id: string): boolean {
  const file = id.split('?')[0]!.replaceAll('\\', '/');
  return /\.c?js$/.test(file) && ESM_FROM_COMMONJS.some((name) => file.includes(`/node_modules/${name}/`));
}

/**
 * A plain CommonJS module (what TypeScript emits for an ES module) as that ES module: each
 * `const x = require("m");` becomes `import * as x from "m";` and each `exports.name = name;` an export.
 * Anything else CommonJS (`module.exports`, a `require()` elsewhere, other writes to `exports`) throws, so
 * a new version of a listed package that no longer has this shape stops the build instead of breaking it.
 */
export function esmFromCommonjs(code: string): string {
  const exported: string[] = [];
  const converted = code
    .replace(/^"use strict";\n/, '')
    .replace(/^Object\.defineProperty\(exports, "__esModule", \{ value: true \}\);\n/m, '')
    .replace(/^exports\.([\w$]+) = ([\w$]+);\n/gm, (line, name: string, local: string) => {
      if (name !== local) throw new Error(`esmFromCommonjs: an export under another name: ${line.trim()}`);
      exported.push(name);
      return '';
    })
    .replace(/^const ([\w$]+) = require\("([^"]+)"\);$/gm, (_line, local: string, source: string) => `import * as ${local} from ${JSON.stringify(source)};`)
    .replace(/^\/\/# sourceMappingURL=.*$/m, '');
  const left = /\brequire\(|\bexports\b|\bmodule\.exports\b/.exec(converted);
  if (left) {
    throw new Error(
      `esmFromCommonjs: CommonJS left after the conversion (${JSON.stringify(converted.slice(Math.max(0, left.index - 40), left.index + 40))}). The package's build changed: adapt esmFromCommonjs, or drop it from ESM_FROM_COMMONJS if it now ships an ES module.`,
    );
  }
  if (exported.length === 0) throw new Error('esmFromCommonjs: no exports found; the package no longer looks like TypeScript CommonJS output.');
  return `${converted}\nexport { ${exported.join(', ')} };\n`;
}

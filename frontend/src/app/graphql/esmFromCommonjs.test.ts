import { readFileSync } from 'node:fs';
import { esmFromCommonjs, isListedCommonjs } from './esmFromCommonjs';

const persistedQueryLists = require.resolve('@apollo/persisted-query-lists');

describe('the CommonJS packages the build reads as ES modules', () => {
  it('picks the listed packages only', () => {
    expect(isListedCommonjs(persistedQueryLists)).toBe(true);
    expect(isListedCommonjs(require.resolve('graphql'))).toBe(false);
    expect(isListedCommonjs('/work/app/src/app/graphql/apollo.ts')).toBe(false);
  });

  it('turns the installed @apollo/persisted-query-lists into an ES module that imports what it reads by name', () => {
    const esm = esmFromCommonjs(readFileSync(persistedQueryLists, 'utf8'));
    expect(esm).toContain('import * as graphql_1 from "graphql";');
    expect(esm).toContain('import * as core_1 from "@apollo/client/core";');
    expect(esm).toMatch(/export \{ [^}]*\bgeneratePersistedQueryIdsFromManifest\b[^}]*\};\n$/);
    expect(esm).not.toMatch(/\brequire\(|\bexports\./);
    expect(esm).not.toContain('sourceMappingURL');
  });

  it('stops the build, saying what to do, when a package has another shape', () => {
    const typical = ['"use strict";', 'Object.defineProperty(exports, "__esModule", { value: true });', 'exports.hash = hash;', 'const graphql_1 = require("graphql");', 'function hash(query) { return (0, graphql_1.print)(query); }', ''].join('\n');
    expect(esmFromCommonjs(typical)).toBe('import * as graphql_1 from "graphql";\nfunction hash(query) { return (0, graphql_1.print)(query); }\n\nexport { hash };\n');
    expect(() => esmFromCommonjs(`${typical}module.exports.more = 1;\n`)).toThrow('adapt esmFromCommonjs');
    expect(() => esmFromCommonjs(typical.replace('const graphql_1 = require("graphql");', 'const { print } = require("graphql");'))).toThrow('CommonJS left');
    expect(() => esmFromCommonjs(typical.replace('exports.hash = hash;', 'exports.digest = hash;'))).toThrow('another name');
    expect(() => esmFromCommonjs('export const hash = 1;\n')).toThrow('no exports found');
  });
});

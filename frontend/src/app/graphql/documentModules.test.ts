import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentNode } from 'graphql';
import { graphql } from '../../gql';
import * as generated from '../../gql/graphql';
import { DOCUMENT_MODULE_PREFIX, documentModule, documentNames, generatedDocuments, importDocumentModules } from './documentModules';

const documentJson = generatedDocuments(readFileSync(path.resolve(__dirname, '../../gql/graphql.ts'), 'utf8'));
const names = documentNames(readFileSync(path.resolve(__dirname, '../../gql/gql.ts'), 'utf8'));
const documents = generated as unknown as Record<string, DocumentNode>;

/** What a document's module exports, run as the bundle would (its registry stubbed), and what it registered. */
function runModule(source: string) {
  const registered: DocumentNode[] = [];
  const body = source
    .replace(/^import \{ registerOperation \} from .*\n/, '')
    .replace('export default ', 'return ')
    .replace('/* @__PURE__ */ ', '');
  const exported = new Function('registerOperation', body)((document: DocumentNode) => {
    registered.push(document);
    return document;
  }) as DocumentNode;
  return { exported, registered };
}

describe('the GraphQL document modules of the build', () => {
  it("names each document as codegen's own map names it, and says what to do when there is no map to read", () => {
    expect(names.size).toBeGreaterThan(150);
    const map = [
      'const documents: Documents = {',
      '    "\\n  fragment Row_project on Project {\\n    id\\n  }\\n": types.Row_ProjectFragmentDoc,',
      '    "query Rows { projects(first: 1) { totalCount } }": types.RowsDocument,',
      '};',
    ].join('\n');
    expect([...documentNames(`import * as types from './graphql';\n${map}\n`)]).toEqual([
      ['\n  fragment Row_project on Project {\n    id\n  }\n', 'Row_ProjectFragmentDoc'],
      ['query Rows { projects(first: 1) { totalCount } }', 'RowsDocument'],
    ]);
    expect(() => documentNames('export const nothing = 1;')).toThrow('run `npm run codegen`');
    expect(() => documentNames(`\n${map.replace('types.RowsDocument', 'documents.RowsDocument')}`)).toThrow('documentNames must follow');
  });

  it("replaces each graphql() call with its document's module, once per document, and leaves other code alone", () => {
    const code = [
      "import { graphql } from '../../gql';",
      'export const A = graphql(`\n  fragment Row_project on Project {\n    id\n  }\n`);',
      'export const B = graphql(`query Rows { projects(first: 1) { totalCount } }`);',
      'export const C = graphql(`\n  fragment Row_project on Project {\n    id\n  }\n`);',
      'const text = `graphql is a query language`;',
    ].join('\n');
    const rows = new Map([
      ['\n  fragment Row_project on Project {\n    id\n  }\n', 'Row_ProjectFragmentDoc'],
      ['query Rows { projects(first: 1) { totalCount } }', 'RowsDocument'],
    ]);
    const replaced = importDocumentModules(code, rows)!;
    expect(replaced.split('\n').slice(0, 2)).toEqual([
      `import __graphqlDocument_Row_ProjectFragmentDoc from "${DOCUMENT_MODULE_PREFIX}Row_ProjectFragmentDoc";`,
      `import __graphqlDocument_RowsDocument from "${DOCUMENT_MODULE_PREFIX}RowsDocument";`,
    ]);
    expect(replaced).toContain('export const A = __graphqlDocument_Row_ProjectFragmentDoc;');
    expect(replaced).toContain('export const B = __graphqlDocument_RowsDocument;');
    expect(replaced).toContain('export const C = __graphqlDocument_Row_ProjectFragmentDoc;');
    expect(replaced).toContain('const text = `graphql is a query language`;');
    expect(replaced).not.toContain('graphql(`');
    expect(importDocumentModules('export const answer = 42;', rows)).toBeNull();
    expect(() => importDocumentModules('graphql(`query Rows { projects(first: ${n}) { totalCount } }`)', rows)).toThrow('cannot interpolate');
    expect(() => importDocumentModules('graphql(`query Columns { projects(first: 1) { totalCount } }`)', rows)).toThrow('run `npm run codegen`');
  });

  it('gives a module the very document codegen generated; an operation registers itself, a fragment does not', () => {
    const query = runModule(documentModule(documentJson, 'MarketplaceProjectsDocument', '/registry.ts'));
    expect(query.exported).toEqual(documents.MarketplaceProjectsDocument);
    expect(query.registered).toEqual([query.exported]);
    const fragment = runModule(documentModule(documentJson, 'ProjectCard_ProjectFragmentDoc', '/registry.ts'));
    expect(fragment.exported).toEqual(documents.ProjectCard_ProjectFragmentDoc);
    expect(fragment.registered).toEqual([]);
    expect(() => documentModule(documentJson, 'NoSuchDocument', '/registry.ts')).toThrow('run `npm run codegen`');
  });

  it("finds each document the app's source writes among the generated ones, as the preset's graphql() answers it", () => {
    const sources = readdirSync(path.resolve(__dirname, '../..'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('gql') && !/\.(test|stories)\.tsx?$/.test(file))
      .map((file) => readFileSync(path.resolve(__dirname, '../..', file), 'utf8'));
    const calls = sources.flatMap((code) => [...code.matchAll(/\bgraphql\(\s*`([^`]*)`\s*\)/g)].map((match) => match[1]));
    expect(calls.length).toBeGreaterThan(150);
    for (const source of calls) {
      const name = names.get(source)!;
      expect(name).toBeDefined();
      expect(runModule(documentModule(documentJson, name, '/registry.ts')).exported).toEqual(graphql(source as never));
    }
  });
});

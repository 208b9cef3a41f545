/*
 * Build-time helpers of the `graphql-document-modules` plugin (vite.config.ts): each GraphQL document
 * the app writes with a `graphql()` call becomes a module of its own, so a screen's chunk carries only its
 * documents. Never imported by the app itself.
 */

/** The id prefix of a document's module: `virtual:graphql-document/<export name in src/gql/graphql.ts>`. */
export const DOCUMENT_MODULE_PREFIX = 'virtual:graphql-document/';

/**
 * GraphQL Codegen's own names of the app's documents, read from the map the client preset writes in
 * src/gql/gql.ts (its text), which its `graphql()` looks each document up in: a document's source, as a
 * `graphql()` call writes it, to the name src/gql/graphql.ts exports it under (`MarketplaceProjectsDocument`,
 * `ProjectCard_ProjectFragmentDoc`).
 */
export function documentNames(mapText: string): Map<string, string> {
  const opening = '\nconst documents: Documents = {\n';
  const start = mapText.indexOf(opening);
  const end = mapText.indexOf('\n};', start);
  const names = new Map<string, string>();
  for (const line of start < 0 || end < 0 ? [] : mapText.slice(start + opening.length, end).split('\n')) {
    const entry = /^\s*("(?:[^"\\]|\\.)*"): types\.([A-Za-z0-9_]+),?$/.exec(line);
    if (!entry) {
      names.clear();
      break;
    }
    names.set(JSON.parse(entry[1]) as string, entry[2]);
  }
  if (names.size === 0) {
    throw new Error(
      'No map of documents in src/gql/gql.ts: run `npm run codegen`. If it is there, GraphQL Codegen no longer writes it as `const documents: Documents = {` with one `"<source>": types.<Name>,` per line, and documentNames must follow.',
    );
  }
  return names;
}

const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

/**
 * Replaces each `graphql()` call (of a template literal) in a module's code with an import of that document's module,
 * named as codegen names it (`names`, from documentNames); null when the module has none.
 */
export function importDocumentModules(code: string, names: ReadonlyMap<string, string>): string | null {
  const imports = new Map<string, string>();
  const replaced = code.replace(GRAPHQL_CALL, (_call, source: string) => {
    if (source.includes('${')) throw new Error(`A graphql() document cannot interpolate: ${source.slice(0, 80)}`);
    const name = names.get(source);
    if (!name) throw new Error(`A graphql() document codegen has not generated: run \`npm run codegen\`.\n${source.slice(0, 200)}`);
    const local = `__graphqlDocument_${name}`;
    imports.set(name, `import ${local} from ${JSON.stringify(DOCUMENT_MODULE_PREFIX + name)};\n`);
    return local;
  });
  return imports.size === 0 ? null : [...imports.values()].join('') + replaced;
}

/**
 * The documents codegen generated in src/gql/graphql.ts (its text), read once: each export name to the
 * document's JSON, as codegen writes a document on one line (`export const <Name> = {...} as unknown as ...`).
 */
export function generatedDocuments(generated: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const line of generated.split('\n')) {
    const declared = /^export const ([A-Za-z0-9_]+) = \{/.exec(line);
    const end = line.lastIndexOf('} as unknown as ');
    if (declared && end > 0) documents.set(declared[1]!, line.slice(`export const ${declared[1]} = `.length, end + 1));
  }
  return documents;
}

/**
 * The module of one document (from generatedDocuments): the document as codegen wrote it, parsed from JSON
 * (quicker for V8 than an object literal); an operation also registers itself by name with `registry` (the
 * module path of `registerOperation`).
 */
export function documentModule(documents: ReadonlyMap<string, string>, exportName: string, registry: string): string {
  const json = documents.get(exportName);
  if (json === undefined) {
    throw new Error(
      `No document ${exportName} in src/gql/graphql.ts: run \`npm run codegen\`. If it is there, GraphQL Codegen no longer writes a document as one line \`export const ${exportName} = {...} as unknown as ...\`, and generatedDocuments must follow.`,
    );
  }
  const document = JSON.stringify(JSON.stringify(JSON.parse(json)));
  if (exportName.endsWith('FragmentDoc')) return `export default /* @__PURE__ */ JSON.parse(${document});\n`;
  return `import { registerOperation } from ${JSON.stringify(registry)};\nexport default registerOperation(JSON.parse(${document}));\n`;
}

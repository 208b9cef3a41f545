import { Kind, parse } from 'graphql';

/*
 * Build-time helpers of the `graphql-document-modules` plugin (vite.config.ts): each GraphQL document
 * the app writes with a `graphql()` call becomes a module of its own, so a screen's chunk carries only its
 * documents. Never imported by the app itself.
 */

/** The id prefix of a document's module: `virtual:graphql-document/<export name in src/gql/graphql.ts>`. */
export const DOCUMENT_MODULE_PREFIX = 'virtual:graphql-document/';

/**
 * The name GraphQL Codegen's client preset exports a document under in src/gql/graphql.ts: an operation
 * `MarketplaceProjects` as `MarketplaceProjectsDocument`, a fragment `ProjectCard_project` as
 * `ProjectCard_ProjectFragmentDoc`.
 */
export function documentExportName(source: string): string {
  const [definition] = parse(source).definitions;
  if (definition?.kind === Kind.OPERATION_DEFINITION && definition.name) return `${definition.name.value}Document`;
  if (definition?.kind === Kind.FRAGMENT_DEFINITION) {
    return `${definition.name.value
      .split('_')
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join('_')}FragmentDoc`;
  }
  throw new Error(`A graphql() document must start with a named operation or a fragment:\n${source}`);
}

const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

/**
 * Replaces each `graphql()` call (of a template literal) in a module's code with an import of that document's module;
 * null when the module has none.
 */
export function importDocumentModules(code: string): string | null {
  const imports = new Map<string, string>();
  const replaced = code.replace(GRAPHQL_CALL, (_call, source: string) => {
    if (source.includes('${')) throw new Error(`A graphql() document cannot interpolate: ${source.slice(0, 80)}`);
    const name = documentExportName(source);
    const local = `__graphqlDocument_${name}`;
    imports.set(name, `import ${local} from ${JSON.stringify(DOCUMENT_MODULE_PREFIX + name)};\n`);
    return local;
  });
  return imports.size === 0 ? null : [...imports.values()].join('') + replaced;
}

/**
 * The module of one document, read from the generated src/gql/graphql.ts (its text): the document as
 * codegen wrote it, parsed from JSON (quicker for V8 than an object literal); an operation also
 * registers itself by name with `registry` (the module path of `registerOperation`).
 */
export function documentModule(generated: string, exportName: string, registry: string): string {
  const line = generated.split('\n').find((candidate) => candidate.startsWith(`export const ${exportName} = {`));
  if (!line) {
    throw new Error(
      `No document ${exportName} in src/gql/graphql.ts: run \`npm run codegen\`. If it is there, GraphQL Codegen no longer writes a document as one line \`export const ${exportName} = {...}\`, and documentModule must follow.`,
    );
  }
  const json = line.slice(`export const ${exportName} = `.length, line.lastIndexOf('} as unknown as ') + 1);
  const document = JSON.stringify(JSON.stringify(JSON.parse(json)));
  if (exportName.endsWith('FragmentDoc')) return `export default /* @__PURE__ */ JSON.parse(${document});\n`;
  return `import { registerOperation } from ${JSON.stringify(registry)};\nexport default registerOperation(JSON.parse(${document}));\n`;
}

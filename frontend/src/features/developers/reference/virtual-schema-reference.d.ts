/** The reference model of backend/schema.graphql, made at build time (vite.config.ts, schemaReferenceModule). */
declare module 'virtual:schema-reference' {
  const reference: import('./schemaModel').SchemaReference;
  export default reference;
}

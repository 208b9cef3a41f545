/** The one @swc/jest transform every Jest project uses: TypeScript/TSX, legacy decorators with metadata. */
module.exports = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      swcrc: false,
      jsc: {
        parser: { syntax: 'typescript', tsx: true, decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    },
  ],
};

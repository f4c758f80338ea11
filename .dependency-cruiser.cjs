// The one cycle rule of the house (docs/architecture.md "Rules of the house"): no module may reach itself
// through its imports, type-only imports included. ESLint's import-x/no-cycle skips `import type`,
// so this check runs beside it in `npm run lint`; src/lint-rules.test.ts proves it bites.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle, counting type-only imports: move the shared part to where both belong.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    // Type-only imports are edges too: a cycle of types is still a tangle for the reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};

// Probe for import-x/no-cycle (src/lint-rules.test.ts): the lazy import closes the cycle too.
export const b = (): string => 'b';
export const lazyA = () => import('./cycle-a.ts');

// Clean counterpart of the cycle probe (src/lint-rules.test.ts): a leaf.
export const b = (): string => 'b';

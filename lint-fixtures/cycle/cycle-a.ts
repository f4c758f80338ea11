// Probe for import-x/no-cycle (src/lint-rules.test.ts): cycle-a and cycle-b import each other.
import { b } from './cycle-b.ts';

export const a = (): string => `a${b()}`;

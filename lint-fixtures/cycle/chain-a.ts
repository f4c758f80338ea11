// Clean counterpart of the cycle probe (src/lint-rules.test.ts): chain-a imports chain-b, not back.
import { b } from './chain-b.ts';

export const a = (): string => `a${b()}`;

// Probe for dependency-cruiser's no-circular (src/lint-rules.test.ts): order and payment import
// each other's types only, which ESLint's import-x/no-cycle does not count.
import type { Payment } from './payment.ts';

export interface Order {
  payment: Payment;
}

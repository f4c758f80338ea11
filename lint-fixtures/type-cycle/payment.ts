// Probe for dependency-cruiser's no-circular (src/lint-rules.test.ts): the type-only import back.
import type { Order } from './order.ts';

export interface Payment {
  order: Order;
}

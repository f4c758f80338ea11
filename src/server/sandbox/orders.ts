/**
 * The sandbox's payment orders (spec section 2), held in memory per merchant and keyed by
 * `merchant_order_no`, the lookup key of the query operation (spec 4).
 */
import { z } from 'zod';
import type { paymentOrderSchema } from '../../core/api-contract/query-contract.ts';

/** A payment order with the fields spec 2 names, as the query returns it in `data`. */
export type PaymentOrder = z.output<typeof paymentOrderSchema>;

/** An order as the sandbox stores it: the spec fields plus the merchant that owns it. */
export interface StoredOrder extends PaymentOrder {
  merchant_id: string;
}

/**
 * The body of `POST /_sandbox/orders`. Only what spec 2 shows: `CARD`, a three-letter currency,
 * an amount string with two decimals, status `SUCCESS` by default. Unknown keys are refused so
 * a typo is not silently dropped.
 */
export const newOrderSchema = z.strictObject({
  merchant_id: z.string().min(1).optional(),
  merchant_order_no: z.string().min(1).max(128),
  payment_method: z.literal('CARD').default('CARD'),
  trans_amount: z.strictObject({
    currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be three uppercase letters, e.g. USD'),
    value: z
      .string()
      .regex(/^\d{1,15}\.\d{2}$/, 'value must be a decimal string with two decimals, e.g. "10.00"'),
  }),
  goods_name: z.string().max(256).optional(),
  status: z
    .string()
    .regex(/^[A-Z][A-Z_]{0,31}$/, 'status must be uppercase, e.g. SUCCESS')
    .default('SUCCESS'),
});

export type NewOrder = z.output<typeof newOrderSchema>;

/** The seeded order, so the console's default query works on a first run. */
export const SEED_ORDER = {
  merchant_order_no: 'ORD-20231114-0001',
  payment_method: 'CARD',
  trans_amount: { currency: 'USD', value: '10.00' },
  goods_name: 'T-shirt',
  status: 'SUCCESS',
} as const satisfies Omit<NewOrder, 'merchant_id'>;

export interface OrderStore {
  /** Adds an order for `merchantId`; null when that merchant already has the `merchant_order_no`. */
  add(merchantId: string, order: Omit<NewOrder, 'merchant_id'>): StoredOrder | null;
  find(merchantId: string, merchantOrderNo: string): StoredOrder | undefined;
  /** Changes an order's status; undefined when the merchant has no such order. */
  setStatus(merchantId: string, merchantOrderNo: string, status: string): StoredOrder | undefined;
  list(): StoredOrder[];
}

/** An in-memory order store; `order_no` is `P` plus a zero-padded counter, so it is deterministic. */
export function createOrderStore(): OrderStore {
  const orders = new Map<string, StoredOrder>();
  let counter = 0;
  // A NUL separator cannot occur in a header value, so the key is unambiguous.
  const key = (merchantId: string, merchantOrderNo: string) => `${merchantId}\0${merchantOrderNo}`;

  return {
    add(merchantId, order) {
      const id = key(merchantId, order.merchant_order_no);
      if (orders.has(id)) return null;
      counter += 1;
      const stored: StoredOrder = {
        merchant_id: merchantId,
        merchant_order_no: order.merchant_order_no,
        order_no: `P${String(counter).padStart(10, '0')}`,
        payment_method: order.payment_method,
        trans_amount: { ...order.trans_amount },
        ...(order.goods_name === undefined ? {} : { goods_name: order.goods_name }),
        status: order.status,
      };
      orders.set(id, stored);
      return stored;
    },
    find(merchantId, merchantOrderNo) {
      return orders.get(key(merchantId, merchantOrderNo));
    },
    setStatus(merchantId, merchantOrderNo, status) {
      const order = orders.get(key(merchantId, merchantOrderNo));
      if (order) order.status = status;
      return order;
    },
    list() {
      return [...orders.values()];
    },
  };
}

/** The order as the query's `data`: the spec 2 fields, without the owning merchant. */
export function orderData(order: StoredOrder): PaymentOrder {
  return {
    merchant_order_no: order.merchant_order_no,
    order_no: order.order_no,
    payment_method: order.payment_method,
    trans_amount: { ...order.trans_amount },
    ...(order.goods_name === undefined ? {} : { goods_name: order.goods_name }),
    status: order.status,
  };
}

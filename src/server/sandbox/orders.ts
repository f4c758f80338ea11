/**
 * The sandbox's payment orders (spec section 2), held in memory per merchant and keyed by
 * `merchant_order_no`, the lookup key of the query operation (spec 4). At most
 * {@link ORDERS_CAP} are kept: past it the oldest closed order goes (docs/sandbox.md, "Limits
 * under a flood").
 */
import type { NewOrder, PaymentOrder, StoredOrder } from '../../core/sandbox-api/orders.ts';

// The shapes are the admin API's contract (core/sandbox-api); the store keeps them.
export type { PaymentOrder, StoredOrder };

/** The seeded order, so the console's default query works on a first run. */
export const SEED_ORDER = {
  merchant_order_no: 'ORD-20231114-0001',
  payment_method: 'CARD',
  trans_amount: { currency: 'USD', value: '10.00' },
  goods_name: 'T-shirt',
  status: 'SUCCESS',
} as const satisfies Omit<NewOrder, 'merchant_id'>;

/** The most orders the sandbox keeps, across merchants. */
const ORDERS_CAP = 10_000;
/** The status of an order still open; any other status closes it (`SANDBOX_ORDER_STATUSES`). */
const OPEN_STATUS = 'PENDING';

export interface OrderStore {
  /** Adds an order for `merchantId`; null when that merchant already has the `merchant_order_no`. */
  add(merchantId: string, order: Omit<NewOrder, 'merchant_id'>): StoredOrder | null;
  find(merchantId: string, merchantOrderNo: string): StoredOrder | undefined;
  /** Changes an order's status; undefined when the merchant has no such order. */
  setStatus(merchantId: string, merchantOrderNo: string, status: string): StoredOrder | undefined;
  list(): StoredOrder[];
}

/**
 * An in-memory order store of at most `cap` orders; `order_no` is `P` plus a zero-padded
 * counter, so it is deterministic.
 */
export function createOrderStore(cap: number = ORDERS_CAP): OrderStore {
  const orders = new Map<string, StoredOrder>();
  let counter = 0;
  // A NUL separator cannot occur in a header value, so the key is unambiguous.
  const key = (merchantId: string, merchantOrderNo: string) => `${merchantId}\0${merchantOrderNo}`;

  /**
   * Makes room for one more: the oldest closed order goes, else the oldest of all. The seeded
   * order stays, so the console's default query keeps working. Orders are kept in the order
   * they were added (a Map keeps insertion order).
   */
  function makeRoom(): void {
    let oldest: string | undefined;
    for (const [id, order] of orders) {
      if (order.merchant_order_no === SEED_ORDER.merchant_order_no) continue;
      oldest ??= id;
      if (order.status !== OPEN_STATUS) {
        orders.delete(id);
        return;
      }
    }
    if (oldest !== undefined) orders.delete(oldest);
  }

  return {
    add(merchantId, order) {
      const id = key(merchantId, order.merchant_order_no);
      if (orders.has(id)) return null;
      if (orders.size >= cap) makeRoom();
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

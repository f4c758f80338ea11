/**
 * The payment orders' shapes (spec 2; docs/sandbox.md, "Admin routes"): the body that creates
 * one (`POST /_sandbox/orders`), an order as the sandbox stores and lists it, and the list.
 */
import { z } from '../zod-jitless.ts';
import { paymentOrderSchema } from '../api-contract/query-contract.ts';

// The order of spec 2 is the query contract's (core/api-contract), defined once there.
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** An order as the sandbox stores and lists it: the spec fields plus the merchant that owns it. */
export const storedOrderSchema = paymentOrderSchema.extend({ merchant_id: z.string() });
export type StoredOrder = z.infer<typeof storedOrderSchema>;

/** The answer to `GET /_sandbox/orders`. */
export const orderListSchema = z.object({ orders: z.array(storedOrderSchema) });
export type OrderList = z.infer<typeof orderListSchema>;

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

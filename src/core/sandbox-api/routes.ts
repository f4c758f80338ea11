/**
 * The sandbox admin API (`/_sandbox/*`, docs/sandbox.md "Admin routes") as one table: each
 * route's method, path (OpenAPI style, `{param}`), query, request body and answer schemas, and a
 * one-line summary. An OpenAPI generator walks it; the sandbox's contract test drives every row.
 * Every route answers errors as `adminErrorSchema` (errors.ts).
 */
import { z } from '../zod-jitless.ts';
import { faultsChangeSchema, faultsSchema } from './faults.ts';
import { sandboxInfoSchema } from './info.ts';
import { newOrderSchema, orderListSchema, storedOrderSchema } from './orders.ts';
import { receiverCheckRequestSchema, receiverReportSchema } from './receiver-check.ts';
import { trafficClearedSchema, trafficDetailSchema, trafficListSchema } from './traffic.ts';
import {
  deliveryListSchema,
  inboxListSchema,
  inboxReceivedSchema,
  notifyAnswerSchema,
  notifyUrlChangeSchema,
  notifyUrlSchema,
  orderStatusChangeSchema,
  resendAnswerSchema,
  testWebhookSchema,
} from './webhooks.ts';

/** Where the admin routes live, under the sandbox's base URL. */
export const SANDBOX_ADMIN_PREFIX = '/_sandbox';

export interface SandboxRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below {@link SANDBOX_ADMIN_PREFIX}, path parameters as `{name}`. */
  path: string;
  summary: string;
  /** The query parameters, when the route reads any (all optional strings on the wire). */
  query?: z.ZodObject;
  /** The JSON body, when the route reads one. */
  request?: z.ZodType;
  /** The JSON answer of a success. */
  answer: z.ZodType;
  /** The success status, when not 200. */
  status?: number;
}

/** The query parameters of `GET /_sandbox/requests`: an entry id, and 1 to 500. */
export const trafficListQuerySchema = z.object({
  since: z.string().regex(/^\d+$/).optional(),
  limit: z.string().regex(/^\d+$/).optional(),
});

/** The query parameter of `GET /_sandbox/deliveries`. */
export const deliveryListQuerySchema = z.object({ notificationId: z.string().optional() });

/** Every admin route, in the order docs/sandbox.md lists them. */
export const SANDBOX_ROUTES: readonly SandboxRoute[] = [
  {
    method: 'GET',
    path: '/info',
    summary: "The sandbox's merchants, choices and faults",
    answer: sandboxInfoSchema,
  },
  { method: 'GET', path: '/orders', summary: 'List the payment orders', answer: orderListSchema },
  {
    method: 'POST',
    path: '/orders',
    summary: 'Create a payment order',
    request: newOrderSchema,
    answer: storedOrderSchema,
    status: 201,
  },
  { method: 'GET', path: '/faults', summary: 'Read the fault switches', answer: faultsSchema },
  {
    method: 'PUT',
    path: '/faults',
    summary: 'Change fault switches, or arm a one-shot fault for one nonce',
    request: faultsChangeSchema,
    answer: faultsSchema,
  },
  {
    method: 'GET',
    path: '/requests',
    summary: 'The traffic log, newest first',
    query: trafficListQuerySchema,
    answer: trafficListSchema,
  },
  {
    method: 'GET',
    path: '/requests/{id}',
    summary: 'One traffic entry with its whole kept body',
    answer: trafficDetailSchema,
  },
  {
    method: 'DELETE',
    path: '/requests',
    summary: 'Empty the traffic log',
    answer: trafficClearedSchema,
  },
  {
    method: 'POST',
    path: '/orders/{merchant_order_no}/status',
    summary: "Set an order's status and send its notification",
    request: orderStatusChangeSchema,
    answer: notifyAnswerSchema,
  },
  {
    method: 'POST',
    path: '/webhooks/test',
    summary: "Send an order's notification without changing it",
    request: testWebhookSchema,
    answer: notifyAnswerSchema,
  },
  {
    method: 'GET',
    path: '/merchants/{id}/notify-url',
    summary: "A merchant's notify URL",
    answer: notifyUrlSchema,
  },
  {
    method: 'PUT',
    path: '/merchants/{id}/notify-url',
    summary: "Set or reset a merchant's notify URL",
    request: notifyUrlChangeSchema,
    answer: notifyUrlSchema,
  },
  {
    method: 'POST',
    path: '/inbox/{merchant_id}',
    summary: 'The built-in receiver: verify and keep a notification (401 when it does not verify)',
    answer: inboxReceivedSchema,
  },
  {
    method: 'GET',
    path: '/inbox/{merchant_id}',
    summary: 'The notifications the built-in receiver kept',
    answer: inboxListSchema,
  },
  {
    method: 'GET',
    path: '/deliveries',
    summary: 'Every delivery attempt, newest first',
    query: deliveryListQuerySchema,
    answer: deliveryListSchema,
  },
  {
    method: 'POST',
    path: '/deliveries/{notificationId}/resend',
    summary: 'Send a notification again',
    answer: resendAnswerSchema,
  },
  {
    method: 'POST',
    path: '/receiver-check',
    summary: 'Grade a webhook endpoint against spec 5.3',
    request: receiverCheckRequestSchema,
    answer: receiverReportSchema,
  },
];

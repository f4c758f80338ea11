/**
 * The sandbox admin API (`/_sandbox/*`, docs/sandbox.md "Admin routes") as one table that both
 * ends are made from: each route's method, path (OpenAPI style, `{param}`), query, request body
 * and answer schemas, and a one-line summary. The sandbox mounts its handlers from it
 * (server/sandbox/admin-mount.ts), the console's client calls through it
 * (services/sandbox-api/admin-fetch.ts), and the OpenAPI document walks it. Every route answers
 * errors as `adminErrorSchema` (errors.ts).
 */
import { z } from '../zod-jitless.ts';
import { pageQuerySchema } from './paging.ts';
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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One admin route; the type parameters keep each schema's own type for both ends. */
export interface SandboxRoute<
  Path extends string = string,
  Query extends z.ZodObject | undefined = z.ZodObject | undefined,
  Request extends z.ZodType | undefined = z.ZodType | undefined,
  Answer extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** Below {@link SANDBOX_ADMIN_PREFIX}, path parameters as `{name}`. */
  path: Path;
  summary: string;
  /** The query parameters, when the route reads any (all optional strings on the wire). */
  query?: Query;
  /** The JSON body, when the route reads one. */
  request?: Request;
  /** The JSON answer of a success. */
  answer: Answer;
  /** The success status, when not 200. */
  status?: number;
}

/** A route with its schemas' types inferred, not widened to the interface's defaults. */
const route = <
  const Path extends string,
  Answer extends z.ZodType,
  Query extends z.ZodObject | undefined = undefined,
  Request extends z.ZodType | undefined = undefined,
>(
  definition: SandboxRoute<Path, Query, Request, Answer>,
) => definition;

/** The query parameter of `GET /_sandbox/deliveries`, beside the paging every list takes. */
export const deliveryListQuerySchema = pageQuerySchema.extend({
  notificationId: z.string().optional(),
});

/** Every admin route by name, in the order docs/sandbox.md lists them. */
export const SANDBOX_ROUTES = {
  getInfo: route({
    method: 'GET',
    path: '/info',
    summary: "The sandbox's merchants, choices and faults",
    answer: sandboxInfoSchema,
  }),
  listOrders: route({
    method: 'GET',
    path: '/orders',
    summary: 'The payment orders, newest first',
    query: pageQuerySchema,
    answer: orderListSchema,
  }),
  createOrder: route({
    method: 'POST',
    path: '/orders',
    summary: 'Create a payment order',
    request: newOrderSchema,
    answer: storedOrderSchema,
    status: 201,
  }),
  getFaults: route({
    method: 'GET',
    path: '/faults',
    summary: 'Read the fault switches',
    answer: faultsSchema,
  }),
  setFaults: route({
    method: 'PUT',
    path: '/faults',
    summary: 'Change fault switches, or arm a one-shot fault for one nonce',
    request: faultsChangeSchema,
    answer: faultsSchema,
  }),
  listRequests: route({
    method: 'GET',
    path: '/requests',
    summary: 'The traffic log, newest first',
    query: pageQuerySchema,
    answer: trafficListSchema,
  }),
  getRequest: route({
    method: 'GET',
    path: '/requests/{id}',
    summary: 'One traffic entry with its whole kept body',
    answer: trafficDetailSchema,
  }),
  clearRequests: route({
    method: 'DELETE',
    path: '/requests',
    summary: 'Empty the traffic log',
    answer: trafficClearedSchema,
  }),
  setOrderStatus: route({
    method: 'POST',
    path: '/orders/{merchant_order_no}/status',
    summary: "Set an order's status and send its notification",
    request: orderStatusChangeSchema,
    answer: notifyAnswerSchema,
  }),
  sendTestWebhook: route({
    method: 'POST',
    path: '/webhooks/test',
    summary: "Send an order's notification without changing it",
    request: testWebhookSchema,
    answer: notifyAnswerSchema,
  }),
  getNotifyUrl: route({
    method: 'GET',
    path: '/merchants/{merchant_id}/notify-url',
    summary: "A merchant's notify URL",
    answer: notifyUrlSchema,
  }),
  setNotifyUrl: route({
    method: 'PUT',
    path: '/merchants/{merchant_id}/notify-url',
    summary: "Set or reset a merchant's notify URL",
    request: notifyUrlChangeSchema,
    answer: notifyUrlSchema,
  }),
  receiveInInbox: route({
    method: 'POST',
    path: '/inbox/{merchant_id}',
    summary: 'The built-in receiver: verify and keep a notification (401 when it does not verify)',
    answer: inboxReceivedSchema,
  }),
  listInbox: route({
    method: 'GET',
    path: '/inbox/{merchant_id}',
    summary: 'The notifications the built-in receiver kept, newest first',
    query: pageQuerySchema,
    answer: inboxListSchema,
  }),
  listDeliveries: route({
    method: 'GET',
    path: '/deliveries',
    summary: 'Every delivery attempt, newest first',
    query: deliveryListQuerySchema,
    answer: deliveryListSchema,
  }),
  resendDelivery: route({
    method: 'POST',
    path: '/deliveries/{notification_id}/resend',
    summary: 'Send a notification again',
    answer: resendAnswerSchema,
  }),
  checkReceiver: route({
    method: 'POST',
    path: '/receiver-check',
    summary: 'Grade a webhook endpoint against spec 5.3',
    request: receiverCheckRequestSchema,
    answer: receiverReportSchema,
  }),
} as const;

export type SandboxRouteName = keyof typeof SANDBOX_ROUTES;

/** The routes as a list, for what walks them all (the OpenAPI document, contract tests). */
export const SANDBOX_ROUTE_LIST: readonly SandboxRoute[] = Object.values(SANDBOX_ROUTES);

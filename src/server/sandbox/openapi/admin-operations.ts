/**
 * The sandbox's own routes (`/_sandbox/*`) for the OpenAPI document: sandbox-only, unsigned,
 * outside the spec. Request bodies come from the zod definitions the routes parse with.
 */
import { newOrderSchema } from '../../../core/sandbox-api/orders.ts';
import { faultsChangeSchema } from '../../../core/sandbox-api/faults.ts';
import { ADMIN_PATH } from '../admin-path.ts';
import { jsonSchema, type JsonSchema } from './json-schema.ts';

export const SANDBOX_ONLY_TAG = 'sandbox-only';

interface AdminOperation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  body?: JsonSchema;
}

const ADMIN: AdminOperation[] = [
  {
    method: 'get',
    path: '/info',
    summary: "The sandbox's choices for the spec's gaps, and its faults.",
  },
  { method: 'get', path: '/orders', summary: 'List the payment orders.' },
  {
    method: 'post',
    path: '/orders',
    summary: 'Create a payment order to query.',
    body: jsonSchema(newOrderSchema, 'input'),
  },
  { method: 'get', path: '/faults', summary: 'Read the fault switches.' },
  {
    method: 'put',
    path: '/faults',
    summary: 'Switch faults (a corrupt response sign, codes 2006 and 5008, delay, clock skew).',
    body: jsonSchema(faultsChangeSchema, 'input'),
  },
  { method: 'get', path: '/requests', summary: 'The traffic log, newest first.' },
  { method: 'delete', path: '/requests', summary: 'Clear the traffic log.' },
  { method: 'get', path: '/requests/{id}', summary: 'One request of the traffic log, whole body.' },
  {
    method: 'post',
    path: '/orders/{no}/status',
    summary: "Change an order's status (sends a webhook).",
  },
  { method: 'post', path: '/webhooks/test', summary: 'Send a test webhook.' },
  { method: 'get', path: '/merchants/{id}/notify-url', summary: "A merchant's webhook URL." },
  { method: 'put', path: '/merchants/{id}/notify-url', summary: "Set a merchant's webhook URL." },
  {
    method: 'post',
    path: '/inbox/{merchantId}',
    summary: 'The built-in webhook inbox (receives).',
  },
  { method: 'get', path: '/inbox/{merchantId}', summary: 'What the built-in inbox received.' },
  { method: 'get', path: '/deliveries', summary: 'Every webhook delivery attempt.' },
  { method: 'post', path: '/deliveries/{id}/resend', summary: 'Resend a webhook delivery.' },
  {
    method: 'post',
    path: '/receiver-check',
    summary: 'Grade a webhook receiver against spec 5.3.',
  },
];

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** The admin routes as OpenAPI path items, each tagged and flagged sandbox-only, no security. */
export function adminPaths(): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of ADMIN) {
    const path = `${ADMIN_PATH}${operation.path}`;
    const parameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const operationId = `sandbox_${operation.method}_${operation.path.replace(/[^a-z]+/gi, '_').replace(/^_|_$/g, '')}`;
    paths[path] = {
      ...paths[path],
      [operation.method]: {
        operationId,
        tags: [SANDBOX_ONLY_TAG],
        summary: operation.summary,
        description:
          'Sandbox-only: not part of the service (spec 4 shows only the query). Plain JSON, unsigned; errors are {"error": "..."}.',
        'x-sandbox-only': true,
        security: [],
        ...(parameters.length > 0 && { parameters }),
        ...(operation.body && { requestBody: { required: true, content: json(operation.body) } }),
        responses: {
          '200': { description: 'Done.', content: json({ type: 'object' }) },
          '400': {
            description: 'The body was refused.',
            content: json({ $ref: '#/components/schemas/SandboxError' }),
          },
        },
      },
    };
  }
  return paths;
}

/**
 * The sandbox's OpenAPI 3.1 document (`openapi.json`): the query operation of spec 4 with its
 * four signed headers (spec 5.1, the rule of spec 5.2 in each description), the envelope of
 * spec 2, the codes of spec 7 and the sandbox's own, and the sandbox-only admin routes. Every
 * schema is generated from the zod definitions the code parses with (`json-schema.ts`).
 */
import { envelopeSchema } from '../../../core/api-contract/envelope.ts';
import {
  paymentOrderSchema,
  queryBodySchema,
  signedHeaderSchemas,
} from '../../../core/api-contract/query-contract.ts';
import { QUERY_PATH } from '../../../core/protocol/endpoint.ts';
import { AUTH_HEADERS, CONTENT_TYPE } from '../../../core/protocol/headers.ts';
import { SANDBOX_CODE, explainCode } from '../../../core/protocol/result-codes.ts';
import { SANDBOX_ONLY_TAG, adminPaths } from './admin-operations.ts';
import { jsonSchema, type JsonSchema } from './json-schema.ts';

/** Spec 7's codes and the sandbox's own, each marked with where it comes from. */
function resultCodes(): JsonSchema {
  const codes = [...new Set<number>([...Object.values(SANDBOX_CODE), 1003, 2006, 5008])];
  return {
    description:
      'The result code. Spec 7 names 1003 (signature verification failed), 2006 and 5008 (amount limits); the success code and the rest are the sandbox choices (x-from-spec: false).',
    oneOf: codes
      .sort((a, b) => a - b)
      .map((code) => {
        const info = explainCode(code);
        return {
          const: code,
          title: info?.title ?? String(code),
          description: info?.explanation ?? '',
          'x-from-spec': info?.fromSpec ?? false,
        };
      }),
  };
}

/** A header's schema and description, split as OpenAPI wants them. */
function headerObject(name: (typeof AUTH_HEADERS)[number]) {
  const { description, example, ...schema } = jsonSchema(signedHeaderSchemas[name]);
  return { description, required: true, schema, ...(example !== undefined && { example }) };
}

const ENVELOPE = { $ref: '#/components/schemas/Envelope' };

/** A signed envelope answer; `data` narrows what the envelope's data holds. */
const envelopeResponse = (description: string, data?: JsonSchema) => ({
  description,
  headers: Object.fromEntries(AUTH_HEADERS.map((name) => [name, headerObject(name)])),
  content: {
    [CONTENT_TYPE]: {
      schema: data ? { allOf: [ENVELOPE, { properties: { data } }] } : ENVELOPE,
    },
  },
});

/** The document for a sandbox whose base URL (routes' prefix) is `baseUrl`. */
export function openApiDocument(baseUrl: string): Record<string, unknown> {
  const envelope = jsonSchema(envelopeSchema);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Merchant Payment Service: query (sandbox)',
      version: '1',
      description:
        'The query operation of the Merchant Payment Service interface, as the Signing Console sandbox serves it, and the sandbox-only admin routes. Every request is signed with HMAC-SHA256 over merchant_id LF timestamp LF nonce LF raw_body (spec 5.2); every response is signed the same way and must be verified over its raw bytes before it is parsed (spec 5.3).',
      license: {
        name: 'Proprietary: interface description only',
        identifier: 'LicenseRef-Proprietary',
      },
    },
    servers: [{ url: baseUrl, description: 'This sandbox' }],
    tags: [
      { name: 'payments', description: 'The service operation of spec 4.' },
      {
        name: SANDBOX_ONLY_TAG,
        description: 'Routes of the sandbox only, outside /api/: not part of the service.',
      },
    ],
    security: [],
    paths: {
      [QUERY_PATH]: {
        post: {
          operationId: 'queryPayment',
          tags: ['payments'],
          summary: 'Query a payment by merchant_order_no',
          description:
            'POST with Content-Type application/json and the four signed headers. Build the body once, take Unix seconds and a fresh nonce, sign the exact bytes, send them unchanged (spec 5.4).',
          parameters: AUTH_HEADERS.map((name) => ({ name, in: 'header', ...headerObject(name) })),
          requestBody: {
            required: true,
            content: { [CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/QueryBody' } } },
          },
          responses: {
            '200': envelopeResponse('The order, in data (a signed envelope).', {
              $ref: '#/components/schemas/PaymentOrder',
            }),
            '400': envelopeResponse('A body that is not the query object (signed).'),
            '401': envelopeResponse(
              'Authentication failure: check spec 5.5 in order (signed when the merchant is known).',
            ),
            '404': envelopeResponse('No such order for this merchant (signed).'),
            '405': envelopeResponse('Only POST is allowed (spec 4).'),
            '413': envelopeResponse('The body is over the sandbox limit of 1 MiB.'),
          },
        },
      },
      ...adminPaths(),
    },
    components: {
      schemas: {
        QueryBody: jsonSchema(queryBodySchema, 'input'),
        PaymentOrder: jsonSchema(paymentOrderSchema),
        Envelope: {
          ...envelope,
          properties: {
            ...(envelope['properties'] as JsonSchema),
            code: resultCodes(),
          },
        },
        SandboxError: {
          type: 'object',
          properties: { error: { type: 'string' } },
          required: ['error'],
        },
      },
    },
  };
}

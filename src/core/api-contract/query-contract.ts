/**
 * The query operation of spec 4 as zod definitions: its four signed headers (spec 5.1, with the
 * rule of spec 5.2), its body, the response envelope of spec 2 and the payment order it returns.
 * The sandbox reads the query body with {@link queryBodySchema}, and the sandbox's OpenAPI
 * document is generated from these same definitions (`z.toJSONSchema`), never written beside them.
 */
import { z } from '../zod-jitless.ts';
import { HEADER } from '../protocol/headers.ts';

const STRING_TO_SIGN =
  'The string to sign is merchant ID, LF (0x0A), timestamp, LF, nonce, LF, raw body: the exact body bytes sent, UTF-8, never prettified, trimmed or re-serialized (spec 5.2).';

/** The four signed headers of spec 5.1, each with its rule; the same on responses (spec 5.3). */
export const signedHeaderSchemas = {
  [HEADER.merchantId]: z
    .string()
    .min(1)
    .meta({
      description:
        'The merchant ID the service assigned (not a name, login or user ID). First part of the string to sign. ' +
        STRING_TO_SIGN,
      example: 'M100001',
    }),
  [HEADER.timestamp]: z
    .string()
    .regex(/^(0|[1-9][0-9]*)$/)
    .meta({
      description:
        'Unix time in seconds as decimal text (not milliseconds, not a date), compared with the service clock. Second part of the string to sign. ' +
        STRING_TO_SIGN,
      example: '1700000000',
    }),
  [HEADER.nonce]: z
    .string()
    .min(1)
    .meta({
      description:
        'A random string, never empty; 16 to 32 characters recommended. Third part of the string to sign. ' +
        STRING_TO_SIGN,
      example: '9f2c1a7e4b3d8c6f',
    }),
  [HEADER.sign]: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .meta({
      description:
        'Lowercase hexadecimal HMAC-SHA256 of the string to sign, keyed with the merchant API secret (not base64, not uppercase, not MD5 or RSA). ' +
        STRING_TO_SIGN,
    }),
} as const;

/** The query body (spec 4): one member shown, `merchant_order_no`; others are not shown. */
export const queryBodySchema = z
  .looseObject({
    merchant_order_no: z.string().min(1).meta({
      description: "The merchant's own order number, the lookup key (spec 2, 4).",
    }),
  })
  .meta({
    description:
      'A JSON object with snake_case names (spec 2). Sign and send these exact bytes (spec 5.2 rule 1).',
  });

/** A payment order with the fields spec 2 names, as the query returns it in `data`. */
export const paymentOrderSchema = z
  .object({
    merchant_order_no: z.string(),
    order_no: z.string().meta({ description: 'The identifier the service assigned.' }),
    payment_method: z.literal('CARD'),
    trans_amount: z.object({
      currency: z.string().meta({ description: 'A three-letter currency code.' }),
      value: z.string().meta({ description: 'A decimal amount as a string, two decimals.' }),
    }),
    goods_name: z.string().optional(),
    status: z.string().meta({ description: 'SUCCESS is shown; other statuses are not shown.' }),
  })
  .meta({ description: 'A payment order with the fields spec 2 names.' });

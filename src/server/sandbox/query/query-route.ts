/**
 * `POST /api/v1/payments/query` (spec 4): authenticate, then parse the verified body, check its
 * field names (spec 2) and look the order up by `merchant_order_no`. Every answer is a signed
 * envelope when the request names a known merchant (spec 5.3).
 */
import type { Context } from 'hono';
import { queryBodySchema } from '../../../core/api-contract/query-contract.ts';
import { SANDBOX_CODE } from '../../../core/protocol/result-codes.ts';
import { authenticate } from './authenticate.ts';
import { parseJsonObject } from '../../http/body.ts';
import { camelCaseEcho } from '../../http/json-request.ts';
import { quoteEcho } from '../../http/echo-cut.ts';
import { orderData } from '../orders.ts';
import { envelopeResponse, failure, type ResponseEnvelope } from '../respond.ts';
import { findCamelCaseFields } from '../../../core/protocol/snake-case.ts';
import type { SandboxState } from '../state.ts';
import { signatureFailure } from '../traffic/traffic-middleware.ts';
import { SANDBOX_ADMIN_PREFIX, SANDBOX_ROUTES } from '../../../core/sandbox-api/routes.ts';
import { answerFaults } from '../faults/fault-middleware.ts';
import type { AnswerFaults } from '../faults/one-shot-faults.ts';
import { signedHeaders } from '../../http/wire-headers.ts';
import type { SandboxRequest } from '../../http/incoming-request.ts';

async function answer(
  state: SandboxState,
  request: SandboxRequest,
  faults: AnswerFaults,
): Promise<{ status: number; envelope: ResponseEnvelope; headers?: Record<string, string> }> {
  if (request.method !== 'POST') {
    return {
      status: 405,
      envelope: failure(
        SANDBOX_CODE.methodNotAllowed,
        `Method ${request.method} is not allowed; every operation uses POST (spec 4).`,
      ),
      headers: { Allow: 'POST' },
    };
  }
  const auth = await authenticate(state, request);
  if (!auth.ok) {
    const envelope =
      auth.code === SANDBOX_CODE.signatureFailed
        ? signatureFailure(state, request, auth.msg)
        : failure(auth.code, auth.msg);
    return { status: auth.status, envelope };
  }

  const limit = faults.amountLimitCode;
  if (limit !== null) {
    return {
      status: 200,
      envelope: failure(
        limit,
        `Amount limit (sandbox fault amount-limit-${limit}): not caused by the signature, which verified (spec 7).`,
      ),
    };
  }

  const parsed = parseJsonObject(auth.body);
  if (!parsed.ok) return { status: 400, envelope: failure(SANDBOX_CODE.badRequest, parsed.error) };
  const camel = findCamelCaseFields(parsed.value);
  if (camel.length > 0) {
    return { status: 400, envelope: failure(SANDBOX_CODE.badRequest, camelCaseEcho(camel)) };
  }
  const body = queryBodySchema.safeParse(parsed.value);
  if (!body.success) {
    const problem =
      parsed.value['merchant_order_no'] === undefined ? 'is missing' : 'must be a non-empty string';
    return {
      status: 400,
      envelope: failure(
        SANDBOX_CODE.badRequest,
        `merchant_order_no ${problem}; the query body is {"merchant_order_no": "<your order number>"} (spec 4).`,
      ),
    };
  }
  const merchantOrderNo = body.data.merchant_order_no;
  const order = state.orders.find(auth.merchant.merchantId, merchantOrderNo);
  if (!order) {
    return {
      status: 404,
      envelope: failure(
        SANDBOX_CODE.orderNotFound,
        `No order with merchant_order_no ${quoteEcho(merchantOrderNo)} for merchant ${auth.merchant.merchantId}; create one with POST ${state.config.mountPath ?? ''}${SANDBOX_ADMIN_PREFIX}${SANDBOX_ROUTES.createOrder.path}.`,
      ),
    };
  }
  return {
    status: 200,
    envelope: {
      code: state.config.successCode,
      msg: state.config.successMsg,
      data: orderData(order),
    },
  };
}

/** The signed answer to `request` on the query path, whatever its method (others get 405). */
export async function queryResponse(
  state: SandboxState,
  request: SandboxRequest,
): Promise<Response> {
  const { merchantId, nonce } = signedHeaders(request);
  const faults = answerFaults(state, nonce);
  const { status, envelope, headers } = await answer(state, request, faults);
  return envelopeResponse(state, merchantId, status, envelope, headers, faults.corruptResponseSign);
}

/** The Hono handler for the query path; register it for every method so others get 405. */
export function queryHandler(state: SandboxState) {
  return (c: Context): Promise<Response> => queryResponse(state, c.req.raw);
}

/**
 * Sandbox-only admin routes, outside `/api/` because they are not part of the spec: create and
 * list payment orders, read and switch faults, and read the sandbox's choices for spec gaps.
 * Answers are plain JSON, unsigned, shaped as core/sandbox-api defines; errors are
 * `{ "error": "..." }`.
 */
import { Hono } from 'hono';
import { MAX_BODY_BYTES, type FaultName } from './config.ts';
import { amountLimitCode } from './faults/fault-middleware.ts';
import { DIAGNOSIS_MAX_BODY_BYTES } from './traffic/traffic-diagnosis.ts';
import { TRAFFIC_LOG_CAP } from './traffic/traffic-log.ts';
import { issuesMessage, readJsonObject } from '../http/json-request.ts';
import { faultsChangeSchema, type Faults } from '../../core/sandbox-api/faults.ts';
import type { SandboxInfo } from '../../core/sandbox-api/info.ts';
import { newOrderSchema, type OrderList, type StoredOrder } from '../../core/sandbox-api/orders.ts';
import type { SandboxState } from './state.ts';

function faultsView(state: SandboxState): Faults {
  return {
    corrupt_response_sign: state.faults.has('corrupt-response-sign'),
    drop_connection: state.faults.has('drop-connection'),
    amount_limit_code: amountLimitCode(state),
    delay_ms: state.faultValues.delayMs,
    clock_skew_seconds: state.faultValues.clockSkewSeconds,
    one_shot_pending: state.oneShotFaults.size,
  };
}

function toggle(state: SandboxState, name: FaultName, on: boolean | undefined): void {
  if (on === true) state.faults.add(name);
  if (on === false) state.faults.delete(name);
}

/** The admin routes, to be mounted at `/_sandbox`. */
export function adminRoutes(state: SandboxState): Hono {
  const admin = new Hono();

  admin.get('/info', (c) =>
    c.json<SandboxInfo>({
      merchants: state.config.merchants.map((merchant) => merchant.merchantId),
      clock_window_seconds: state.config.clockWindowSeconds,
      nonce_reuse: state.config.nonceReuse,
      success_code: state.config.successCode,
      success_msg: state.config.successMsg,
      max_body_bytes: MAX_BODY_BYTES,
      diagnose: state.config.diagnose,
      traffic_log_cap: TRAFFIC_LOG_CAP,
      diagnosis_max_body_bytes: DIAGNOSIS_MAX_BODY_BYTES,
      order_statuses: state.config.orderStatuses,
      notify_url: state.config.notifyUrl,
      webhook_timeout_ms: state.config.webhookTimeoutMs,
      webhook_retry_ms: state.config.webhookRetryMs,
      webhook_max_attempts: state.config.webhookMaxAttempts,
      faults: faultsView(state),
    }),
  );

  admin.get('/orders', (c) => c.json<OrderList>({ orders: state.orders.list() }));

  admin.post('/orders', async (c) => {
    const body = await readJsonObject(c, MAX_BODY_BYTES);
    if (!body.ok) return body.response;
    const parsed = newOrderSchema.safeParse(body.value);
    if (!parsed.success) return c.json({ error: issuesMessage(parsed.error) }, 400);
    const { merchant_id: requested, ...order } = parsed.data;
    const merchantId = requested ?? state.config.merchants[0]?.merchantId;
    if (merchantId === undefined || !state.merchant(merchantId)) {
      return c.json({ error: `merchant_id ${JSON.stringify(requested)} is not configured.` }, 400);
    }
    const stored = state.orders.add(merchantId, order);
    if (!stored) {
      return c.json(
        {
          error: `Merchant ${merchantId} already has an order with merchant_order_no ${JSON.stringify(order.merchant_order_no)}.`,
        },
        409,
      );
    }
    return c.json<StoredOrder>(stored, 201);
  });

  admin.get('/faults', (c) => c.json(faultsView(state)));

  admin.put('/faults', async (c) => {
    const body = await readJsonObject(c, MAX_BODY_BYTES);
    if (!body.ok) return body.response;
    const parsed = faultsChangeSchema.safeParse(body.value);
    if (!parsed.success) return c.json({ error: issuesMessage(parsed.error) }, 400);
    const change = parsed.data;
    if (change.nonce !== undefined) {
      state.oneShotFaults.arm(change.nonce, change);
      return c.json(faultsView(state));
    }
    toggle(state, 'corrupt-response-sign', change.corrupt_response_sign);
    toggle(state, 'drop-connection', change.drop_connection);
    if (change.amount_limit_code !== undefined) {
      toggle(state, 'amount-limit-2006', change.amount_limit_code === 2006);
      toggle(state, 'amount-limit-5008', change.amount_limit_code === 5008);
    }
    if (change.delay_ms !== undefined) state.faultValues.delayMs = change.delay_ms;
    if (change.clock_skew_seconds !== undefined) {
      state.faultValues.clockSkewSeconds = change.clock_skew_seconds;
    }
    return c.json(faultsView(state));
  });

  return admin;
}

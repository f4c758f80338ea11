/**
 * Sandbox-only admin routes, outside `/api/` because they are not part of the spec: create and
 * list payment orders, read and switch faults, and read the sandbox's choices for spec gaps.
 * Answers are plain JSON, unsigned, shaped as core/sandbox-api defines; errors are
 * `{ "error": "..." }`.
 */
import { MAX_BODY_BYTES, type FaultName } from './config.ts';
import { amountLimitCode } from './faults/fault-middleware.ts';
import { DIAGNOSIS_MAX_BODY_BYTES } from './traffic/traffic-diagnosis.ts';
import { TRAFFIC_LOG_CAP } from './traffic/traffic-log.ts';
import { refuse, type AdminHandlers } from './admin-mount.ts';
import { pageOf, takePage } from '../../core/sandbox-api/paging.ts';
import type { Faults } from '../../core/sandbox-api/faults.ts';
import type { SandboxInfo } from '../../core/sandbox-api/info.ts';
import type { StoredOrder } from '../../core/sandbox-api/orders.ts';
import type { SandboxState } from './state.ts';
import { quoteEcho } from '../http/echo-cut.ts';

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

/** What `GET /_sandbox/info` answers: merchants, the choices for spec gaps, the faults. */
function infoView(state: SandboxState): SandboxInfo {
  return {
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
  };
}

/** An order's place in creation order, read from its `order_no` (`P` and a counter). */
const orderSequence = (order: StoredOrder) => Number(order.order_no.slice(1));

/** The handlers of the sandbox's own routes: info, orders and faults (core/sandbox-api). */
export function coreAdminHandlers(
  state: SandboxState,
): Pick<AdminHandlers, 'getInfo' | 'listOrders' | 'createOrder' | 'getFaults' | 'setFaults'> {
  return {
    getInfo: () => ({ json: infoView(state) }),

    listOrders: ({ query }) => ({
      json: {
        orders: takePage(state.orders.list().reverse(), orderSequence, pageOf(query)),
      },
    }),

    createOrder: ({ body }) => {
      const { merchant_id: requested, ...order } = body;
      const merchantId = requested ?? state.config.merchants[0]?.merchantId;
      if (merchantId === undefined || !state.merchant(merchantId)) {
        return refuse(
          400,
          `merchant_id ${requested === undefined ? 'undefined' : quoteEcho(requested)} is not configured.`,
        );
      }
      const stored = state.orders.add(merchantId, order);
      if (!stored) {
        return refuse(
          409,
          `Merchant ${merchantId} already has an order with merchant_order_no ${quoteEcho(order.merchant_order_no)}.`,
        );
      }
      return { json: stored };
    },

    getFaults: () => ({ json: faultsView(state) }),

    setFaults: ({ body: change }) => {
      if (change.nonce !== undefined) {
        state.oneShotFaults.arm(change.nonce, change);
        return { json: faultsView(state) };
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
      return { json: faultsView(state) };
    },
  };
}

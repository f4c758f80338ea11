import { useShallow } from 'zustand/react/shallow';
import { useInfo } from '../../../services/sandbox-api/get-info.ts';
import { useOrders } from '../../../services/sandbox-api/get-orders.ts';
import type { StoredOrder as SandboxOrder } from '../../../core/sandbox-api/orders.ts';
import { useSendTestWebhook } from '../../../services/sandbox-api/send-test-webhook.ts';
import { useSetOrderStatus } from '../../../services/sandbox-api/set-order-status.ts';
import { useSandboxStore } from '../sandbox-store.ts';

function OrderRow({ order, statuses }: { order: SandboxOrder; statuses: string[] }) {
  const setStatus = useSetOrderStatus();
  const sendTest = useSendTestWebhook();
  const { webhookTarget, webhookUrl } = useSandboxStore(
    useShallow((s) => ({ webhookTarget: s.webhookTarget, webhookUrl: s.webhookUrl })),
  );
  const error = setStatus.error ?? sendTest.error;
  const ids = { merchantId: order.merchant_id, merchantOrderNo: order.merchant_order_no };

  return (
    <tr data-testid="sandbox.order-row">
      <td data-label="Order" className="mono">
        {order.merchant_order_no}
      </td>
      <td data-label="Merchant" className="mono">
        {order.merchant_id}
      </td>
      <td className="mono" data-label="Amount">
        {order.trans_amount.value} {order.trans_amount.currency}
      </td>
      <td data-label="Status">
        <select
          aria-label={`Status of ${order.merchant_order_no}`}
          value={order.status}
          disabled={setStatus.isPending}
          onChange={(event) => setStatus.mutate({ ...ids, status: event.target.value })}
        >
          {(statuses.includes(order.status) ? statuses : [order.status, ...statuses]).map(
            (status) => (
              <option key={status}>{status}</option>
            ),
          )}
        </select>
      </td>
      <td data-label="Webhook">
        <button
          type="button"
          disabled={sendTest.isPending || (webhookTarget === 'url' && webhookUrl.trim() === '')}
          onClick={() =>
            sendTest.mutate(webhookTarget === 'url' ? { ...ids, url: webhookUrl.trim() } : ids)
          }
        >
          Send test webhook
        </button>
        {error ? (
          <span role="alert" className="error">
            {' '}
            {error.message}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

/** The sandbox's orders: a status change or a test webhook sends the notification (spec 6). */
export function OrdersTable() {
  const orders = useOrders();
  const info = useInfo();
  const statuses = info.data?.order_statuses ?? [];
  const { webhookTarget, webhookUrl, setWebhookTarget, setWebhookUrl } = useSandboxStore(
    useShallow((s) => ({
      webhookTarget: s.webhookTarget,
      webhookUrl: s.webhookUrl,
      setWebhookTarget: s.setWebhookTarget,
      setWebhookUrl: s.setWebhookUrl,
    })),
  );

  return (
    <section aria-labelledby="sandbox-orders" className="sandbox-panel">
      <h3 id="sandbox-orders">Orders</h3>
      <fieldset className="choice">
        <legend>Send test webhooks to</legend>
        <label>
          <input
            type="radio"
            name="webhook-target"
            checked={webhookTarget === 'inbox'}
            onChange={() => setWebhookTarget('inbox')}
          />
          The sandbox inbox
        </label>
        <label>
          <input
            type="radio"
            name="webhook-target"
            checked={webhookTarget === 'url'}
            onChange={() => setWebhookTarget('url')}
          />
          A URL
        </label>
        {webhookTarget === 'url' ? (
          <input
            aria-label="Webhook URL"
            className="mono"
            placeholder="http://127.0.0.1:3000/webhooks"
            value={webhookUrl}
            onChange={(event) => setWebhookUrl(event.target.value)}
          />
        ) : null}
      </fieldset>
      <p className="muted">
        A status change notifies the merchant&apos;s own address (by default the inbox).
      </p>
      {orders.error ? (
        <p role="alert" className="error">
          Could not read the orders: {orders.error.message}
        </p>
      ) : null}
      <table className="sandbox-table sandbox-orders">
        <thead>
          <tr>
            <th>Order</th>
            <th>Merchant</th>
            <th>Amount</th>
            <th>Status</th>
            <th>Webhook</th>
          </tr>
        </thead>
        <tbody>
          {(orders.data ?? []).map((order) => (
            <OrderRow
              key={`${order.merchant_id} ${order.merchant_order_no}`}
              order={order}
              statuses={statuses}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}

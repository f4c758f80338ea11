import { sandboxUrl } from './sandbox-admin.ts';

/** A notification the sandbox's built-in receiver kept (`GET /_sandbox/inbox/{merchant}`). */
export interface InboxNotification {
  id: string;
  headers: Record<string, string>;
  body: string;
}

async function getInbox(merchantId: string): Promise<InboxNotification[]> {
  const response = await fetch(sandboxUrl(`/_sandbox/inbox/${encodeURIComponent(merchantId)}`));
  if (!response.ok) throw new Error(`The sandbox's inbox answered ${response.status}.`);
  return (await response.json()) as InboxNotification[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks the sandbox to send a test notification for an order (docs/sandbox.md, "Webhooks") to its
 * inbox, then waits (up to `timeoutMs`) for it to arrive there, and returns it as received.
 */
export async function triggerWebhook(
  merchantId: string,
  merchantOrderNo: string,
  timeoutMs = 10_000,
): Promise<InboxNotification> {
  const before = new Set((await getInbox(merchantId)).map((n) => n.id));
  const response = await fetch(sandboxUrl('/_sandbox/webhooks/test'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchant_order_no: merchantOrderNo, merchant_id: merchantId }),
  });
  if (!response.ok) throw new Error(`The sandbox refused to send a webhook (${response.status}).`);
  for (let waited = 0; waited < timeoutMs; waited += 250) {
    const arrived = (await getInbox(merchantId)).find((n) => !before.has(n.id));
    if (arrived) return arrived;
    await pause(250);
  }
  throw new Error('The webhook did not reach the inbox in time.');
}

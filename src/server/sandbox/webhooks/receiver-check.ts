/**
 * Grades a merchant's webhook endpoint against spec 5.3: sends a correctly signed notification,
 * the same with the sign in uppercase (rule 4: accept), and forgeries a receiver must refuse
 * (rule 5), one after another within one deadline, and reports what it did with each. When the
 * genuine notification is refused, the same notification written as common stacks re-serialize
 * it is sent too: one of those accepted shows the receiver verified a re-serialized body.
 */
import { toHex, utf8 } from '../../../core/text/bytes.ts';
import { generateNonce, type RandomBytes } from '../../../core/signing/request-parts.ts';
import { HEADER, CONTENT_TYPE } from '../../../core/protocol/headers.ts';
import { hmacSha256Hex } from '../../../core/signing/signing.ts';
import type { SandboxMerchant } from '../config.ts';
import type { ReceiverCheck, ReceiverReport } from '../../../core/sandbox-api/receiver-check.ts';
import type { PaymentOrder } from '../orders.ts';
import { sendDelivery, type DeliveryOutcome, type DeliveryTarget } from './webhook-sender.ts';
import { notificationBody, type WebhookBodyForm } from './notification-bytes.ts';
import { reserializedBodies } from './reserialized-forms.ts';
import type { Outbound } from '../../http/outbound/guarded-fetch.ts';

// The report's shape is the admin API's contract (core/sandbox-api, docs/sandbox.md).
export type { ReceiverReport };

/** How far the stale and far-future timestamps are from the sandbox clock: one day. */
const SKEW_SECONDS = 24 * 60 * 60;

interface Delivery {
  headers: Record<string, string>;
  body: string;
}

interface Probe {
  name: string;
  expect: 'accept' | 'reject';
  advisory?: boolean;
  /** What this delivery is, for the `why` of a wrong answer. */
  what: string;
  /** How a receiver catches this forgery, when verifying X-Sign is not what catches it. */
  fix?: string;
  build(): Promise<Delivery>;
}

export interface ReceiverCheckOptions {
  target: DeliveryTarget;
  merchant: SandboxMerchant;
  order: PaymentOrder;
  now: () => number;
  random: RandomBytes;
  timeoutMs: number;
  /** How the probes' bodies are written: as every delivery is (`SANDBOX_WEBHOOK_BODY`). */
  bodyForm: WebhookBodyForm;
  /** The guarded way out (docs/team.md "Private targets"). */
  outbound: Outbound;
}

/** The fix for a forgery that a sign check over the raw bytes catches. */
const VERIFY_FIX =
  'verify X-Sign over the raw bytes before acting and refuse with a 4xx (spec 5.3 rule 5).';

/** The fix for a timestamp far from the clock: a valid sign does not make it fresh. */
const CLOCK_FIX =
  'its signature is valid, so compare X-Timestamp with your clock and refuse it outside a window such as 300 seconds (spec 5.3 leaves the window to you).';

/** The fix for a receiver that verifies what it parsed and wrote again (spec 5.3: the bytes). */
const RAW_BYTES_FIX =
  'it verified a re-serialized body, not the raw bytes; verify X-Sign over the raw body exactly as received, before parsing it (spec 5.3).';

const isAccepted = (status: number | null) => status !== null && status >= 200 && status < 300;

function verdict(probe: Probe, outcome: DeliveryOutcome): ReceiverCheck {
  const { status } = outcome;
  const accepted = isAccepted(status);
  const pass = probe.expect === 'accept' ? accepted : status !== null && !accepted;
  let why: string;
  if (status === null) {
    why = `No answer (${outcome.error}); a receiver answers every delivery, 2xx to accept or 4xx to refuse.`;
  } else if (pass) {
    why = `Answered ${status}: ${probe.expect === 'accept' ? 'accepted' : 'refused'} ${probe.what}, as it should.`;
  } else if (probe.expect === 'accept') {
    why = `Answered ${status}, but ${probe.what} is genuine and must be accepted with a 2xx.`;
  } else {
    why = `Answered ${status}: it accepted ${probe.what}; ${probe.fix ?? VERIFY_FIX}`;
  }
  return {
    name: probe.name,
    expect: probe.expect,
    advisory: probe.advisory ?? false,
    status,
    pass,
    why,
  };
}

/**
 * How long one whole check may take: three deliveries' time limits, at most 15 s. Each delivery
 * gets the webhook time limit or what is left, so a receiver that holds every delivery open (a
 * tarpit) holds the check no longer than this (docs/sandbox.md, "Limits under a flood").
 */
function checkDeadlineMs(timeoutMs: number): number {
  return Math.min(3 * timeoutMs, 15_000);
}

/**
 * A refused genuine delivery's `why` once the receiver accepted `stack`'s re-serialized form of
 * the valid delivery: `lead` on the valid delivery itself.
 */
function reserializedCheck(check: ReceiverCheck, stack: string, lead: boolean): ReceiverCheck {
  const why = lead
    ? `Answered ${check.status}, yet 2xx to the same notification written as ${stack} writes it and signed over that: ${RAW_BYTES_FIX}`
    : `Answered ${check.status}, as it did the valid delivery: ${RAW_BYTES_FIX}`;
  return { ...check, why };
}

/** A probe the deadline left no time for: not sent, so not passed. */
function notSent(probe: Probe, deadlineMs: number): ReceiverCheck {
  return {
    name: probe.name,
    expect: probe.expect,
    advisory: probe.advisory ?? false,
    status: null,
    pass: false,
    why: `Not sent: the check stops after ${deadlineMs} ms in all, and the deliveries before this one used that time waiting for answers; a receiver answers each delivery at once.`,
  };
}

/** Runs every check against `options.target`, one at a time, and grades the answers. */
export async function runReceiverCheck(options: ReceiverCheckOptions): Promise<ReceiverReport> {
  const { merchant, order, now, random } = options;
  const nowSeconds = Math.floor(now() / 1000);
  const run = toHex(random(4));
  let counter = 0;
  const bodyFor = () => notificationBody(options.bodyForm, order, `ntf_check_${run}_${++counter}`);

  /** A delivery signed over `payload(parts)`; the defaults are the correct spec 5.3 parts. */
  async function signed(
    change: {
      merchantId?: string;
      timestamp?: number;
      secret?: string;
      separator?: string;
      /** Bytes to send instead of a new notification's (the re-serialized forms). */
      body?: string;
    } = {},
  ): Promise<Delivery> {
    const merchantId = change.merchantId ?? merchant.merchantId;
    const timestamp = String(change.timestamp ?? nowSeconds);
    const nonce = generateNonce(random);
    const body = change.body ?? bodyFor();
    const sep = change.separator ?? '\n';
    const payload = utf8(`${merchantId}${sep}${timestamp}${sep}${nonce}${sep}${body}`);
    const sign = await hmacSha256Hex(change.secret ?? merchant.testSecret, payload);
    return {
      body,
      headers: {
        'Content-Type': CONTENT_TYPE,
        [HEADER.merchantId]: merchantId,
        [HEADER.timestamp]: timestamp,
        [HEADER.nonce]: nonce,
        [HEADER.sign]: sign,
      },
    };
  }

  let first: Delivery | undefined;
  const probes: Probe[] = [
    {
      name: 'valid delivery',
      expect: 'accept',
      what: 'a correctly signed notification',
      build: async () => (first = await signed()),
    },
    {
      name: 'sign in uppercase hex',
      expect: 'accept',
      what: 'a correct sign in uppercase (compare the lowercase form, spec 5.3 rule 4)',
      build: async () => {
        const delivery = await signed();
        delivery.headers[HEADER.sign] = delivery.headers[HEADER.sign]?.toUpperCase() ?? '';
        return delivery;
      },
    },
    {
      name: 'wrong signature',
      expect: 'reject',
      what: 'a notification whose X-Sign is random',
      build: async () => {
        const delivery = await signed();
        delivery.headers[HEADER.sign] = toHex(random(32));
        return delivery;
      },
    },
    {
      name: 'body changed after signing',
      expect: 'reject',
      what: 'a body altered after it was signed',
      build: async () => {
        const delivery = await signed();
        return {
          ...delivery,
          // Either form: `"status":"..."` or `"status": "..."`.
          body: delivery.body.replace(/"status":( ?)"[^"]*"/, '"status":$1"SUCCESS_FORGED"'),
        };
      },
    },
    {
      name: 'production secret',
      expect: 'reject',
      what: 'a notification signed with the production secret, not the test secret (spec 1)',
      build: () => signed({ secret: merchant.productionSecret }),
    },
    {
      name: 'CR LF separators',
      expect: 'reject',
      what: 'a notification signed with CR LF separators (spec 5.2 rule 2)',
      build: () => signed({ separator: '\r\n' }),
    },
    {
      name: 'missing X-Sign header',
      expect: 'reject',
      what: 'a notification without X-Sign (spec 5.3 rule 1)',
      build: async () => {
        const delivery = await signed();
        delete delivery.headers[HEADER.sign];
        return delivery;
      },
    },
    {
      name: "another merchant's ID",
      expect: 'reject',
      what: `a notification for merchant ${merchant.merchantId}9, not yours`,
      fix: 'check that X-MerchantID is your own merchant ID and refuse any other with a 4xx.',
      build: () => signed({ merchantId: `${merchant.merchantId}9` }),
    },
    {
      name: 'stale timestamp',
      expect: 'reject',
      advisory: true,
      what: 'a notification timestamped a day ago (the spec leaves the window open)',
      fix: CLOCK_FIX,
      build: () => signed({ timestamp: nowSeconds - SKEW_SECONDS }),
    },
    {
      name: 'far-future timestamp',
      expect: 'reject',
      advisory: true,
      what: 'a notification timestamped a day ahead (the spec leaves the window open)',
      fix: CLOCK_FIX,
      build: () => signed({ timestamp: nowSeconds + SKEW_SECONDS }),
    },
    {
      name: 'replayed nonce',
      expect: 'reject',
      advisory: true,
      what: 'the valid delivery sent again unchanged, same nonce (the spec leaves replays open)',
      fix: 'a replay carries a valid signature, so verifying cannot catch it: remember each X-Nonce (or notification_id) for the clock window and refuse one seen before with a 4xx.',
      build: async () => first ?? signed(),
    },
  ];

  const checks: ReceiverCheck[] = [];
  const deadlineMs = checkDeadlineMs(options.timeoutMs);
  const started = performance.now();
  const timeLeft = () => Math.floor(deadlineMs - (performance.now() - started));
  const send = ({ headers, body }: Delivery) =>
    sendDelivery(
      options.target,
      headers,
      body,
      Math.min(options.timeoutMs, timeLeft()),
      options.outbound,
    );

  /** The stack whose re-serialized form of `genuine`, signed over that form, is accepted. */
  async function acceptedReserialization(genuine: Delivery): Promise<string | null> {
    for (const form of reserializedBodies(genuine.body)) {
      if (timeLeft() <= 0) return null;
      if (isAccepted((await send(await signed({ body: form.body }))).status)) return form.label;
    }
    return null;
  }

  for (const probe of probes) {
    if (timeLeft() <= 0) {
      checks.push(notSent(probe, deadlineMs));
      continue;
    }
    checks.push(verdict(probe, await send(await probe.build())));
  }

  // After the graded probes, so a slow refusing receiver costs them no time: was the genuine
  // notification refused because the receiver verified another serialization of it?
  const lead = checks[0];
  if (first && lead && !lead.pass && lead.status !== null) {
    const stack = await acceptedReserialization(first);
    if (stack !== null) {
      checks.forEach((check, index) => {
        if (check.expect === 'accept' && !check.pass && check.status !== null) {
          checks[index] = reserializedCheck(check, stack, index === 0);
        }
      });
    }
  }
  return { checks, passed: checks.filter((check) => check.pass).length, total: checks.length };
}

/** A sample order for a merchant that has none yet. */
export function sampleOrder(orders: PaymentOrder[]): PaymentOrder {
  return (
    orders[0] ?? {
      merchant_order_no: 'RECEIVER-CHECK-0001',
      order_no: 'P0000000000',
      payment_method: 'CARD',
      trans_amount: { currency: 'USD', value: '10.00' },
      status: 'SUCCESS',
    }
  );
}

/**
 * The running sandbox's state: configuration, clock, randomness, orders, nonces, the fault
 * switches and the traffic log. One instance per `createSandboxApp` call, so tests never share
 * state.
 */
import type { RandomBytes } from '../../core/signing/request-parts.ts';
import { pooledRandomBytes } from './node-random.ts';
import type { FaultName, SandboxConfig, SandboxMerchant } from './config.ts';
import { createNonceStore, type NonceStore } from './query/nonce-store.ts';
import { createOrderStore, SEED_ORDER, type OrderStore } from './orders.ts';
import {
  createDiagnosisQueue,
  type DiagnoseFn,
  type DiagnosisQueue,
} from './traffic/traffic-diagnosis.ts';
import { createTrafficLog, type TrafficLog } from './traffic/traffic-log.ts';
import { createInbox, type Inbox } from './webhooks/inbox.ts';
import { createOneShotFaults, type OneShotFaults } from './faults/one-shot-faults.ts';
import type { AllowedHosts } from '../http/origin-guard.ts';
import { createWebhookDispatcher, type WebhookDispatcher } from './webhooks/webhooks.ts';
import { createOutbound, type Outbound } from '../http/outbound/guarded-fetch.ts';
import type { Resolver } from '../http/outbound/resolve-target.ts';
import { createReceiverCheckGate, type ReceiverCheckGate } from './webhooks/receiver-check-gate.ts';
import { createSelfDeliveryProof, type SelfDeliveryProof } from './webhooks/self-delivery.ts';

/** Injectable clock (milliseconds since the epoch, like `Date.now`) and randomness. */
export interface SandboxDeps {
  now?: () => number;
  random?: RandomBytes;
  /** The mistake search behind the traffic log (core `diagnose` unless a test swaps it). */
  diagnose?: DiagnoseFn;
  /**
   * The sandbox's own base URL once it listens (for webhooks to its inbox over real HTTP);
   * undefined when unknown, and then the inbox is reached in-process.
   */
  selfUrl?: () => string | undefined;
  /** The `Host` values the admin routes answer to, once listening (any when absent or undefined). */
  allowedHosts?: AllowedHosts;
  /** The origin a TLS reverse proxy serves the sandbox's page at (docs/team.md), if any. */
  publicOrigin?: string | null;
  /** The resolver outbound requests check names with (the system's unless a test stubs it). */
  resolve?: Resolver;
}

/** The faults that take a value; switched at run time through `/_sandbox/faults`. */
export interface FaultValues {
  delayMs: number;
  clockSkewSeconds: number;
}

export interface SandboxState {
  config: SandboxConfig;
  /** The sandbox clock: the injected clock plus the clock-skew fault. */
  now: () => number;
  random: RandomBytes;
  orders: OrderStore;
  nonces: NonceStore;
  faults: Set<FaultName>;
  faultValues: FaultValues;
  /** Faults armed for one query each, by its X-Nonce (`PUT /_sandbox/faults` with `nonce`). */
  oneShotFaults: OneShotFaults;
  traffic: TrafficLog;
  diagnosis: DiagnosisQueue;
  webhooks: WebhookDispatcher;
  /** Receiver checks running: one per merchant, a few in all. */
  receiverChecks: ReceiverCheckGate;
  inbox: Inbox;
  /** Per-merchant webhook URLs set through `PUT /_sandbox/merchants/{id}/notify-url`. */
  notifyUrls: Map<string, string>;
  selfUrl: () => string | undefined;
  allowedHosts: AllowedHosts;
  /** The origin a TLS reverse proxy serves the console at, accepted as the page's own. */
  publicOrigin: string | null;
  /** The guarded way out for requests sent on a user's behalf (docs/team.md "Private targets"). */
  outbound: Outbound;
  /** What the sandbox's own deliveries to its inbox carry, drawn at each start (docs/team.md). */
  selfDelivery: SelfDeliveryProof;
  /** The sandbox app itself, for in-process inbox deliveries (set by `createSandboxApp`). */
  selfFetch: (request: Request) => Promise<Response>;
  /** The configured merchant with this exact ID, if any. */
  merchant(merchantId: string | undefined): SandboxMerchant | undefined;
}

/** Builds the state and seeds the demo order for the first merchant. */
export function createSandboxState(config: SandboxConfig, deps: SandboxDeps = {}): SandboxState {
  const orders = createOrderStore();
  const first = config.merchants[0];
  if (first) orders.add(first.merchantId, SEED_ORDER);
  const clock = deps.now ?? Date.now;
  const faultValues: FaultValues = {
    delayMs: config.faultDelayMs,
    clockSkewSeconds: config.faultClockSkewSeconds,
  };
  const traffic = createTrafficLog();
  const now = () => clock() + faultValues.clockSkewSeconds * 1000;
  const random = deps.random ?? pooledRandomBytes();
  const outbound = createOutbound({
    team: config.teamMode ?? false,
    allowPrivate: config.allowPrivateTargets ?? false,
    ...(deps.resolve && { resolve: deps.resolve }),
  });
  return {
    config,
    now,
    random,
    orders,
    nonces: createNonceStore(config.clockWindowSeconds),
    faults: new Set(config.faults),
    faultValues,
    oneShotFaults: createOneShotFaults(),
    traffic,
    diagnosis: createDiagnosisQueue(traffic, deps.diagnose),
    webhooks: createWebhookDispatcher({ config, now, random, outbound }),
    receiverChecks: createReceiverCheckGate(),
    inbox: createInbox(),
    notifyUrls: new Map(),
    selfUrl: deps.selfUrl ?? (() => undefined),
    allowedHosts: deps.allowedHosts ?? (() => undefined),
    outbound,
    publicOrigin: deps.publicOrigin ?? null,
    selfDelivery: createSelfDeliveryProof(),
    selfFetch: () => Promise.reject(new Error('The sandbox app is not built yet.')),
    merchant: (merchantId) =>
      merchantId === undefined
        ? undefined
        : config.merchants.find((candidate) => candidate.merchantId === merchantId),
  };
}

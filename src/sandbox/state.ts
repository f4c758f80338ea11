/**
 * The running sandbox's state: configuration, clock, randomness, orders, nonces and the fault
 * switches. One instance per `createSandboxApp` call, so tests never share state.
 */
import { cryptoRandomBytes, type RandomBytes } from '../core/request-parts.ts';
import type { FaultName, SandboxConfig, SandboxMerchant } from './config.ts';
import { createNonceStore, type NonceStore } from './nonce-store.ts';
import { createOrderStore, SEED_ORDER, type OrderStore } from './orders.ts';

/** Injectable clock (milliseconds since the epoch, like `Date.now`) and randomness. */
export interface SandboxDeps {
  now?: () => number;
  random?: RandomBytes;
}

export interface SandboxState {
  config: SandboxConfig;
  now: () => number;
  random: RandomBytes;
  orders: OrderStore;
  nonces: NonceStore;
  faults: Set<FaultName>;
  /** The configured merchant with this exact ID, if any. */
  merchant(merchantId: string | undefined): SandboxMerchant | undefined;
}

/** Builds the state and seeds the demo order for the first merchant. */
export function createSandboxState(config: SandboxConfig, deps: SandboxDeps = {}): SandboxState {
  const orders = createOrderStore();
  const first = config.merchants[0];
  if (first) orders.add(first.merchantId, SEED_ORDER);
  return {
    config,
    now: deps.now ?? Date.now,
    random: deps.random ?? cryptoRandomBytes,
    orders,
    nonces: createNonceStore(config.clockWindowSeconds),
    faults: new Set(config.faults),
    merchant: (merchantId) =>
      merchantId === undefined
        ? undefined
        : config.merchants.find((candidate) => candidate.merchantId === merchantId),
  };
}

/**
 * Every request the server sends on a user's behalf (receiver checks, notify-URL deliveries,
 * test webhooks, resends) goes through here (docs/team.md "Private targets"): the name is
 * resolved and checked once ({@link checkTarget}), and the socket is opened to that checked
 * address through a fixed `lookup`, the Host header and TLS server name staying the URL's. On a
 * shared console private targets are refused and a failure reads only "could not connect".
 */
import { Buffer } from 'node:buffer';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { checkTarget, type OutboundPolicy, type ResolvedAddress } from './resolve-target.ts';

/** What a shared console says of any failed connection: no kind, no timing, no redirect. */
export const COULD_NOT_CONNECT = 'could not connect';

/** One POST as the senders make it. */
export interface OutboundInit {
  method: string;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

/** The server's way out: a guarded fetch, the check alone, and whether failures are opaque. */
export interface Outbound {
  /** Sends `init` to `url` through the check; rejects with the refusal or the network error. */
  fetch(url: string, init: OutboundInit): Promise<Response>;
  /**
   * Why `url` may not be reached, or null: for routes to refuse a target up front (4xx), a rule
   * it breaks or a name that does not resolve, so the user hears it when giving the URL rather
   * than from a delivery that fails later.
   */
  check(url: string): Promise<string | null>;
  /** A shared console: failures read {@link COULD_NOT_CONNECT} and redirects name no target. */
  opaque: boolean;
}

/** The mode the server runs in: team mode guards, `allowPrivate` lifts the address rules. */
export interface OutboundMode {
  team: boolean;
  allowPrivate: boolean;
  resolve?: OutboundPolicy['resolve'];
}

/** A target the rules refuse: its message names the rule, in team mode too. */
class OutboundRefusal extends Error {
  override name = 'OutboundRefusal';
}

/**
 * What a sender reports for `error` from `outbound`: null outside team mode (the sender says
 * what happened), else the refusal naming its rule, or {@link COULD_NOT_CONNECT} for the rest.
 */
export function opaqueFailure(outbound: Outbound | undefined, error: unknown): string | null {
  if (!outbound?.opaque) return null;
  return error instanceof OutboundRefusal ? error.message : COULD_NOT_CONNECT;
}

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** A `lookup` that answers the one checked address, whatever the name: no second resolution. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function answerHeaders(message: IncomingMessage, opaque: boolean): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined || (opaque && name === 'location')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

function send(url: URL, init: OutboundInit, to: ResolvedAddress, opaque: boolean) {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Response>((resolve, reject) => {
    const outgoing = request(url, {
      method: init.method,
      headers: { ...init.headers, 'Content-Length': String(Buffer.byteLength(init.body)) },
      lookup: pinnedLookup(to),
      signal: init.signal,
    });
    outgoing.on('error', (error) => {
      reject(opaque ? new Error(COULD_NOT_CONNECT) : new Error('fetch failed', { cause: error }));
    });
    outgoing.on('response', (message) => {
      const status = message.statusCode ?? 0;
      if (status < 200 || status > 599) {
        message.destroy();
        reject(new Error(opaque ? COULD_NOT_CONNECT : `invalid HTTP status ${status}`));
        return;
      }
      const body = NULL_BODY_STATUSES.has(status)
        ? null
        : (Readable.toWeb(message) as ReadableStream<Uint8Array>);
      if (body === null) message.resume();
      resolve(new Response(body, { status, headers: answerHeaders(message, opaque) }));
    });
    outgoing.end(init.body);
  });
}

/** The guarded way out for a server in `mode`. */
export function createOutbound(mode: OutboundMode): Outbound {
  const policy: OutboundPolicy = {
    refusePrivate: mode.team && !mode.allowPrivate,
    ...(mode.resolve && { resolve: mode.resolve }),
  };
  const opaque = mode.team;
  return {
    opaque,
    async check(text) {
      const checked = await checkTarget(new URL(text), policy);
      return checked.ok ? null : checked.error;
    },
    async fetch(text, init) {
      const url = new URL(text);
      const checked = await checkTarget(url, policy);
      if (!checked.ok && checked.kind === 'refused') throw new OutboundRefusal(checked.error);
      if (!checked.ok) throw new Error(opaque ? COULD_NOT_CONNECT : checked.error);
      return send(url, init, checked.address, opaque);
    },
  };
}

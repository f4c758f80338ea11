/**
 * A request as the sandbox's checks read it: its method, its header values as they arrived and
 * its body bytes. A web `Request` is one (every route under Hono); {@link incomingRequest} reads
 * Node's own request the same way for the query lane (`query-lane.ts`), without building one.
 */
import type { IncomingMessage } from 'node:http';
import { concatBytes } from '../../core/text/bytes.ts';

/** Reads a header's value by name, any case; duplicates joined with ", " (as `Headers` does). */
export interface HeaderReader {
  get(name: string): string | null;
}

/** What the sandbox reads of a request; a web `Request` has all of it. */
export interface SandboxRequest {
  readonly method: string;
  readonly headers: HeaderReader;
  readonly body: ReadableStream<Uint8Array> | null;
  readonly bodyUsed: boolean;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The body bytes a route read, as far as it read them, for the traffic log. */
export interface BodySeen {
  /** The bytes read: the whole body, or its start when it was refused as too large. */
  bytes: Uint8Array;
  /** The body's size as far as known: what was read, or the declared Content-Length if more. */
  size: number;
  truncated: boolean;
}

/** The four headers of spec 5.1 and the content type of a request, as `wireHeader` (`wire-headers.ts`) reads them. */
export interface SignedHeaders {
  merchantId: string | undefined;
  timestamp: string | undefined;
  nonce: string | undefined;
  sign: string | undefined;
  contentType: string | undefined;
  /** Not signed: the client stack it names fits the traffic diagnosis's hints (spec 5.5). */
  userAgent?: string | undefined;
  /** Not signed: a browser's `Sec-Fetch-Site`, which tells the console's own sends apart. */
  fetchSite?: string | undefined;
}

/** An error as Node reports a client gone mid-request, so `clientHungUp` reads it as one. */
function hungUp(): Error {
  return Object.assign(new Error('The client closed the connection before its body ended.'), {
    code: 'ECONNRESET',
  });
}

/**
 * The headers of Node's raw list, read as the Fetch standard's `Headers` reads them: any case,
 * repeated ones joined with ", ". (Node's own `headers` object keeps only the first of some
 * repeated headers, Content-Type among them, which would read a request differently.) Each read
 * walks the list, a dozen entries or so: cheaper than building a map for the few reads made.
 */
class RawHeaders implements HeaderReader {
  readonly #raw: string[];

  constructor(raw: string[]) {
    this.#raw = raw;
  }

  get(name: string): string | null {
    const raw = this.#raw;
    const wanted = name.toLowerCase();
    let value: string | null = null;
    for (let index = 0; index < raw.length; index += 2) {
      if (raw[index]!.length !== wanted.length || raw[index]!.toLowerCase() !== wanted) continue;
      value = value === null ? raw[index + 1]! : `${value}, ${raw[index + 1]!}`;
    }
    return value;
  }
}

/** Reads `incoming`'s body whole, as bytes of their own (Node's chunks may share a buffer). */
function readWhole(incoming: IncomingMessage): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    // concatBytes copies even a single chunk, so the buffer is the body's alone.
    incoming.once('end', () => resolve(concatBytes(chunks).buffer as ArrayBuffer));
    incoming.once('error', reject);
    incoming.once('close', () => {
      if (!incoming.complete) reject(hungUp());
    });
  });
}

/**
 * Node's request as a {@link SandboxRequest}. Its body is read as one array of bytes, once; the
 * lane takes only a body of declared size, so nobody asks for it as a stream (`body` is null).
 */
class IncomingRequest implements SandboxRequest {
  readonly method: string;
  readonly headers: HeaderReader;
  readonly body = null;
  #used = false;
  readonly #incoming: IncomingMessage;

  constructor(incoming: IncomingMessage) {
    this.#incoming = incoming;
    this.method = incoming.method ?? 'GET';
    this.headers = new RawHeaders(incoming.rawHeaders);
  }

  get bodyUsed(): boolean {
    return this.#used;
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    if (this.#used) return Promise.reject(new TypeError('The body has already been read.'));
    this.#used = true;
    return readWhole(this.#incoming);
  }
}

/** Node's request as the sandbox's checks read it (see {@link IncomingRequest}). */
export function incomingRequest(incoming: IncomingMessage): SandboxRequest {
  return new IncomingRequest(incoming);
}

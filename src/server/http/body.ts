/**
 * Reading a request body as raw bytes with a size cap, and decoding it only afterwards: the
 * signature covers exactly the bytes on the wire (spec 5.2 rule 1), so nothing is decoded or
 * parsed before it has been verified.
 */
import { concatBytes } from '../../core/text/bytes.ts';
import { memoIfAny, memoOf } from './request-memo.ts';
import { echoText } from './echo-cut.ts';
import type { BodySeen, SandboxRequest, HeaderReader } from './incoming-request.ts';

export type BodyRead = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' };

/** The body {@link readBodyLimited} read from `request`, if it read any: nothing reads it twice. */
export function bodySeen(request: object): BodySeen | undefined {
  return memoIfAny(request)?.body;
}

function keep(request: object, body: BodySeen): void {
  memoOf(request).body = body;
}

function declaredLength(headers: HeaderReader): number | null {
  const declared = headers.get('content-length');
  return declared !== null && /^\d+$/.test(declared.trim()) ? Number(declared) : null;
}

/** The chunks as one array; a body that arrived in one chunk is used as it is. */
const joined = (chunks: Uint8Array[]): Uint8Array =>
  chunks.length === 1 ? chunks[0]! : concatBytes(chunks);

/**
 * Reads the body's stream, stopping once it passes `maxBytes` (`fits` false): then `bytes`
 * holds its first `maxBytes` bytes and `size` what was read.
 */
export async function readStreamCapped(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<{ fits: boolean; bytes: Uint8Array; size: number }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value.subarray(0, Math.max(0, maxBytes - size)));
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { fits: false, bytes: joined(chunks), size };
    }
  }
  return { fits: true, bytes: joined(chunks), size };
}

/**
 * Reads the whole body, refusing it once it passes `maxBytes`. A declared Content-Length over
 * the cap is refused before anything is read, and a chunked body is cut off as soon as it
 * grows past the cap, so a huge body is never buffered in full. A body of declared length
 * within the cap is read in one piece (the Node adaptor's direct read, no web stream). What
 * was read is kept for {@link bodySeen}.
 */
export async function readBodyLimited(
  request: Pick<SandboxRequest, 'headers' | 'body' | 'arrayBuffer'>,
  maxBytes: number,
): Promise<BodyRead> {
  const declared = declaredLength(request.headers);
  if (declared !== null && declared > maxBytes) return { ok: false, reason: 'too-large' };
  if (declared !== null) {
    const bytes = new Uint8Array(await request.arrayBuffer());
    // Only an in-process Request can carry more bytes than it declares; refuse it all the same.
    if (bytes.byteLength > maxBytes) {
      keep(request, {
        bytes: bytes.subarray(0, maxBytes),
        size: bytes.byteLength,
        truncated: true,
      });
      return { ok: false, reason: 'too-large' };
    }
    keep(request, { bytes, size: bytes.byteLength, truncated: false });
    return { ok: true, bytes };
  }
  if (!request.body) {
    const bytes = new Uint8Array(0);
    keep(request, { bytes, size: 0, truncated: false });
    return { ok: true, bytes };
  }
  const read = await readStreamCapped(request.body, maxBytes);
  keep(request, { bytes: read.bytes, size: read.size, truncated: !read.fits });
  return read.fits ? { ok: true, bytes: read.bytes } : { ok: false, reason: 'too-large' };
}

/** One decoder for every body: without `stream`, each `decode` call stands alone. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export type JsonObjectParse =
  { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

/**
 * Decodes verified bytes as strict UTF-8 (spec 5.2 rule 3) and parses them as a JSON object
 * (spec 4: the request body is a JSON object), saying precisely what is wrong when they are not.
 */
export function parseJsonObject(bytes: Uint8Array): JsonObjectParse {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return { ok: false, error: 'The body is not valid UTF-8 (spec 5.2 rule 3).' };
  }
  if (text.startsWith('\uFEFF')) {
    return {
      ok: false,
      error: 'The body starts with a UTF-8 byte order mark; send JSON without it.',
    };
  }
  if (text.trim() === '') return { ok: false, error: 'The body is empty; send a JSON object.' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `The body is not JSON: ${echoText((error as Error).message)}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const kind = Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value;
    return { ok: false, error: `The body is JSON ${kind}, not an object (spec 4).` };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

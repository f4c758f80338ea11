/**
 * Reading a request body as raw bytes with a size cap, and decoding it only afterwards: the
 * signature covers exactly the bytes on the wire (spec 5.2 rule 1), so nothing is decoded or
 * parsed before it has been verified.
 */

export type BodyRead = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' };

/**
 * Reads the whole body, refusing it once it passes `maxBytes`. A declared Content-Length over
 * the cap is refused before anything is read, and a chunked body is cut off as soon as it
 * grows past the cap, so a huge body is never buffered in full.
 */
export async function readBodyLimited(
  request: Pick<Request, 'headers' | 'body'>,
  maxBytes: number,
): Promise<BodyRead> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    return { ok: false, reason: 'too-large' };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

export type JsonObjectParse =
  { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

/**
 * Decodes verified bytes as strict UTF-8 (spec 5.2 rule 3) and parses them as a JSON object
 * (spec 4: the request body is a JSON object), saying precisely what is wrong when they are not.
 */
export function parseJsonObject(bytes: Uint8Array): JsonObjectParse {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
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
    return { ok: false, error: `The body is not JSON: ${(error as Error).message}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const kind = Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value;
    return { ok: false, error: `The body is JSON ${kind}, not an object (spec 4).` };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

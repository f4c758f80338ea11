import { describe, expect, it } from 'vitest';
import { parseJsonObject, readBodyLimited } from './body.ts';

function streamed(chunks: Uint8Array[], pulled: { count: number }): Request {
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[pulled.count];
      pulled.count += 1;
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  return new Request('http://sandbox.test/', {
    method: 'POST',
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('readBodyLimited', () => {
  it('returns the exact bytes', async () => {
    const bytes = Uint8Array.from([0, 10, 13, 255]);
    const request = new Request('http://sandbox.test/', { method: 'POST', body: bytes });
    const read = await readBodyLimited(request, 10);
    expect(read).toEqual({ ok: true, bytes });
  });

  it('stops reading a chunked body as soon as it passes the limit', async () => {
    const pulled = { count: 0 };
    const chunks = Array.from({ length: 100 }, () => new Uint8Array(10));
    const read = await readBodyLimited(streamed(chunks, pulled), 25);
    expect(read).toEqual({ ok: false, reason: 'too-large' });
    expect(pulled.count).toBeLessThan(10);
  });

  it('refuses a declared Content-Length over the limit without reading', async () => {
    const pulled = { count: 0 };
    const request = streamed([new Uint8Array(1)], pulled);
    request.headers.set('Content-Length', '26');
    expect(await readBodyLimited(request, 25)).toEqual({ ok: false, reason: 'too-large' });
    expect(pulled.count).toBeLessThanOrEqual(1);
  });
});

describe('parseJsonObject', () => {
  it('parses a UTF-8 JSON object', () => {
    const bytes = new TextEncoder().encode('{"a":"é"}');
    expect(parseJsonObject(bytes)).toEqual({ ok: true, value: { a: 'é' } });
  });

  it('reads each body on its own: a cut-off UTF-8 sequence before does not leak into the next', () => {
    expect(parseJsonObject(Uint8Array.from([0x7b, 0xe2, 0x82]))).toMatchObject({ ok: false });
    expect(parseJsonObject(new TextEncoder().encode('{"a":1}'))).toEqual({
      ok: true,
      value: { a: 1 },
    });
    expect(parseJsonObject(Uint8Array.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]))).toMatchObject({
      ok: false,
      error: expect.stringContaining('byte order mark'),
    });
  });

  it.each([
    ['"text"', 'JSON string, not an object'],
    ['null', 'JSON null, not an object'],
    ['{"a":', 'not JSON'],
  ])('refuses %s', (text, error) => {
    const result = parseJsonObject(new TextEncoder().encode(text));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(error);
  });
});

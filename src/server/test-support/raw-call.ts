/**
 * One raw HTTP/1.1 call for tests of the console server's edges, so `Host`, `Origin`, `Cookie`
 * and `Authorization` are exactly what a hostile page's browser or a script sends (fetch would
 * set or refuse some of them).
 */
import { Buffer } from 'node:buffer';
import { request as httpRequest } from 'node:http';

/** What came back: the status, the headers as Node read them and the body as text. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends `method url` with exactly `headers` and `body`, on loopback only in every test. */
export function rawCall(
  url: string,
  method = 'GET',
  headers: Record<string, string> = {},
  body = '',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

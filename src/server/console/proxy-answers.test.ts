// What the proxy hands back from a hostile or careless remote: never its content type (a remote's
// HTML must not render on the console's origin), and never more than the cap, buffered or not.
import { describe, expect, it } from 'vitest';
import { PROXY_MAX_ANSWER_BYTES, proxyRoutes } from './proxy.ts';
import {
  PROXY_PATH as PATH,
  proxyPost as post,
  startRecordingUpstream,
} from '../test-support/proxy-upstream.ts';

describe('the proxy answer', () => {
  it('hands an HTML answer back as opaque bytes with nosniff, its type named aside', async () => {
    const html = '<!doctype html><script>alert(document.domain)</script>';
    const remote = await startRecordingUpstream({
      body: html,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
    try {
      const response = await proxyRoutes({ test: remote.origin }).request(PATH, post());
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/octet-stream');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('X-Upstream-Content-Type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(html);
    } finally {
      await remote.close();
    }
  });

  it('refuses an 8 MiB answer with a clear error instead of buffering it', async () => {
    const remote = await startRecordingUpstream({ body: new Uint8Array(8 * 1024 * 1024) });
    try {
      const response = await proxyRoutes({ test: remote.origin }).request(PATH, post());
      expect(response.status).toBe(502);
      expect(response.headers.get('X-Console-Proxy-Error')).toBe('too-large');
      const body = (await response.json()) as { error: string };
      expect(body.error).toContain(`larger than ${PROXY_MAX_ANSWER_BYTES} bytes`);
    } finally {
      await remote.close();
    }
  });

  it('passes an answer of exactly the cap', async () => {
    const remote = await startRecordingUpstream({ body: new Uint8Array(1024).fill(0x41) });
    try {
      const app = proxyRoutes({ test: remote.origin }, { maxAnswerBytes: 1024 });
      const response = await app.request(PATH, post());
      expect(response.status).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBe(1024);
      const over = proxyRoutes({ test: remote.origin }, { maxAnswerBytes: 1023 });
      expect((await over.request(PATH, post())).status).toBe(502);
    } finally {
      await remote.close();
    }
  });
});

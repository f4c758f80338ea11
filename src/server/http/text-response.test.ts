import { describe, expect, it } from 'vitest';
import { textResponse, unreadText } from './text-response.ts';

const TEXT = '{"code":0,"msg":"é","data":null}';

function make(): Response {
  return textResponse(TEXT, 201, new Headers({ 'Content-Type': 'application/json', 'X-A': '1' }));
}

describe('textResponse', () => {
  it('reads like the Response it stands for', async () => {
    const response = make();
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(201);
    expect(response.ok).toBe(true);
    expect(response.headers.get('X-A')).toBe('1');
    expect(response.bodyUsed).toBe(false);
    expect(await response.clone().json()).toEqual({ code: 0, msg: 'é', data: null });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new TextEncoder().encode(TEXT));
    expect(response.bodyUsed).toBe(true);
  });

  it('keeps headers set before and after it becomes a real Response', async () => {
    const response = make();
    response.headers.set('X-B', '2');
    const copy = new Response(response.body, response);
    response.headers.set('X-C', '3');
    expect(copy.status).toBe(201);
    expect(copy.headers.get('X-B')).toBe('2');
    expect(response.headers.get('X-C')).toBe('3');
    expect(await copy.text()).toBe(TEXT);
  });

  it('hands its text to the server only while nobody has read it', async () => {
    const response = make();
    expect(unreadText(response)).toBe(TEXT);
    await response.text();
    expect(unreadText(response)).toBeUndefined();
    expect(unreadText(new Response(TEXT))).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { clientStackOf } from './client-stack.ts';

describe('the client stack a User-Agent names', () => {
  // Default User-Agents as the libraries write them (axios 1.16 and Node 20's fetch checked here).
  it.each([
    ['axios/1.16.0', 'axios', 'javascript'],
    ['node', 'Node.js fetch', 'javascript'],
    ['node-fetch/1.0 (+https://github.com/bitinn/node-fetch)', 'Node.js', 'javascript'],
    ['PostmanRuntime/7.39.0', 'an API client (Postman, Insomnia, Bruno or httpyac)', 'javascript'],
    ['curl/8.5.0', 'curl', 'shell'],
    ['curl/7.88.1', 'curl', 'shell'],
    ['Wget/1.21.3', 'Wget', 'shell'],
    ['python-requests/2.28.1', 'Python requests', 'python'],
    ['python-httpx/0.23.3', 'Python httpx', 'python'],
    ['Python-urllib/3.11', 'Python urllib', 'python'],
    ['Python/3.11 aiohttp/3.9.1', 'Python aiohttp', 'python'],
    ['GuzzleHttp/7', 'PHP Guzzle', 'php'],
    ['Go-http-client/1.1', 'Go net/http', 'go'],
    ['Go-http-client/2.0', 'Go net/http', 'go'],
    ['Java-http-client/17.0.9', 'Java HttpClient', 'java'],
    ['Java/1.8.0_392', 'Java HttpURLConnection', 'java'],
    ['okhttp/4.12.0', 'OkHttp', 'java'],
    ['Apache-HttpClient/5.2.1 (Java/17.0.9)', 'Apache HttpClient', 'java'],
    ['Ruby', 'Ruby Net::HTTP', 'ruby'],
    ['Faraday v2.7.4', 'Ruby Faraday', 'ruby'],
    ['rest-client/2.1.0 (linux x86_64) ruby/3.1.2p20', 'Ruby rest-client', 'ruby'],
  ])('%s names %s', (userAgent, name, language) => {
    const stack = clientStackOf(userAgent);
    expect(stack?.name).toBe(name);
    expect(stack?.language).toBe(language);
    expect(stack?.evidence).toBe(`User-Agent: ${userAgent}`);
  });

  it('only axios trims a JSON string body', () => {
    expect(clientStackOf('axios/1.16.0')?.trimsJsonString).toBe(true);
    for (const userAgent of ['curl/8.5.0', 'node', 'python-requests/2.28.1', 'Ruby']) {
      expect(clientStackOf(userAgent)?.trimsJsonString).toBe(false);
    }
  });

  it('names none without a User-Agent, or with an empty one', () => {
    expect(clientStackOf(undefined)).toBeNull();
    expect(clientStackOf('')).toBeNull();
    expect(clientStackOf('   ')).toBeNull();
  });

  it.each([
    // A browser, and tokens that appear only inside another product's comment.
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    'Mozilla/5.0 (compatible; axios/1.16.0)',
    'MyShop/2.3 python-requests/2.31.0',
    // A name without a version, a look-alike and another spelling are not the library's own.
    'axios',
    'axiosx/1.0',
    'AXIOS/1.16.0',
    'curl',
    'Rubyist/1.0',
    'Ruby 3.1',
    'nodejs',
    'Go-http-client',
    'unknown-tool/1.0',
    'Python/3.11',
    '\u0000\u0001',
  ])('names none for %j', (userAgent) => {
    expect(clientStackOf(userAgent)).toBeNull();
  });

  it('quotes a long or odd User-Agent cut short and without control characters', () => {
    const stack = clientStackOf(`axios/1.16.0 ${'x'.repeat(500)}\u0007`);
    expect(stack?.name).toBe('axios');
    expect(stack?.evidence.length).toBeLessThan(140);
    expect(stack?.evidence).toMatch(/^User-Agent: axios\/1\.16\.0 x+…$/);
    expect(clientStackOf('curl/8.5.0\r\n')?.evidence).toBe('User-Agent: curl/8.5.0');
  });
});

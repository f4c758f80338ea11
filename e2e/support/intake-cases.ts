import { escapeWin, psString } from '../../src/core/intake/test-support.ts';
import type { SignedCase } from './cases.ts';

/** A signed case as DevTools' "Copy as cURL (cmd)" writes it. */
export function cmdCurlCopy(c: SignedCase): string {
  const parts = [
    escapeWin('https://sandbox.example/api/v1/payments/query'),
    `-H ${escapeWin('Content-Type: application/json')}`,
    `-H ${escapeWin(`X-MerchantID: ${c.merchantId}`)}`,
    `-H ${escapeWin(`X-Timestamp: ${c.timestamp}`)}`,
    `-H ${escapeWin(`X-Nonce: ${c.nonce}`)}`,
    `-H ${escapeWin(`X-Sign: ${c.sign}`)}`,
    `--data-raw ${escapeWin(c.body)}`,
  ];
  return `curl ${parts.join(' ^\n  ')}`;
}

/**
 * A terminal session: the curl command, then what `curl -v` printed for it (curl 7.88's
 * format: `> ` request lines in CR LF, `} [n bytes data]`, `< ` response lines).
 */
export function curlVerboseSession(c: SignedCase): string {
  const length = Buffer.byteLength(c.body, 'utf8');
  const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
  const command = `$ curl -v -X POST http://127.0.0.1:8787/api/v1/payments/query -H 'Content-Type: application/json' -H ${quote(`X-MerchantID: ${c.merchantId}`)} -H ${quote(`X-Timestamp: ${c.timestamp}`)} -H ${quote(`X-Nonce: ${c.nonce}`)} -H ${quote(`X-Sign: ${c.sign}`)} --data-raw ${quote(c.body)}\n`;
  const request = [
    'POST /api/v1/payments/query HTTP/1.1',
    'Host: 127.0.0.1:8787',
    'User-Agent: curl/7.88.1',
    'Accept: */*',
    'Content-Type: application/json',
    `X-MerchantID: ${c.merchantId}`,
    `X-Timestamp: ${c.timestamp}`,
    `X-Nonce: ${c.nonce}`,
    `X-Sign: ${c.sign}`,
    `Content-Length: ${length}`,
    '',
  ].map((line) => `> ${line}\r\n`);
  const response = ['HTTP/1.1 401 Unauthorized', 'Content-Length: 2', ''].map(
    (line) => `< ${line}\r\n`,
  );
  return [
    command,
    '*   Trying 127.0.0.1:8787...\n',
    '* Connected to 127.0.0.1 (127.0.0.1) port 8787 (#0)\n',
    ...request,
    `} [${length} bytes data]\n`,
    ...response,
    '{ [2 bytes data]\n',
    '* Connection #0 to host 127.0.0.1 left intact\n',
    '{}',
  ].join('');
}

/** A signed case as DevTools' "Copy as PowerShell" writes it. */
export function powerShellCopy(c: SignedCase): string {
  const headers = [
    ['X-MerchantID', c.merchantId],
    ['X-Timestamp', c.timestamp],
    ['X-Nonce', c.nonce],
    ['X-Sign', c.sign],
  ].map(([name, value]) => `${psString(name as string)}=${psString(value as string)}`);
  const body = /[^\x20-\x7E]/.test(c.body)
    ? `-Body ([System.Text.Encoding]::UTF8.GetBytes(${psString(c.body)}))`
    : `-Body ${psString(c.body)}`;
  return [
    '$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession',
    `Invoke-WebRequest -UseBasicParsing -Uri "https://sandbox.example/api/v1/payments/query" \``,
    '-Method "POST" `',
    '-WebSession $session `',
    `-Headers @{\n${headers.join('\n  ')}\n} \``,
    '-ContentType "application/json" `',
    `${body};`,
  ].join('\n');
}

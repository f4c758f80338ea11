/**
 * Captures what real programs on this machine print for one signed query, so the intake's
 * readers for printed header maps, wget and HTTPie are tested against real output, not a guess:
 * Python requests' headers and body repr, Node's console.log(req.headers), Go's %+v of
 * http.Header, PHP's print_r and var_dump, wget --debug and `http --offline`. Each program signs
 * with its own HMAC; the tests check the sign with node:crypto. Run:
 * `npx tsx scripts/capture-intake-fixtures.ts` (needs python3-requests, golang-go, php-cli, wget,
 * httpie). Writes src/core/intake/fixtures/programs/ and its programs.json manifest.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const OUT = new URL('../src/core/intake/fixtures/programs/', import.meta.url);
const SECRET = 'test_sk_4f9a2c7e1b3d';
const MERCHANT = 'M100001';
const TIMESTAMP = '1764000000';
const NONCE = 'fx-nonce-0123456789abcdef';
const BODY = '{"merchant_order_no":"ORD-€1","note":"it\'s \\"fine\\""}';
const PATH = '/api/v1/payments/query';
const env = { SECRET, MERCHANT, TIMESTAMP, NONCE, BODY, API_PATH: PATH };
const tmp = mkdtempSync(join(tmpdir(), 'intake-fixtures-'));

const PYTHON = `
import hmac, hashlib, os, requests
e = os.environ
sign = hmac.new(e['SECRET'].encode(), '\\n'.join([e['MERCHANT'], e['TIMESTAMP'], e['NONCE'], e['BODY']]).encode(), hashlib.sha256).hexdigest()
r = requests.Request('POST', 'http://127.0.0.1:8787' + e['API_PATH'], data=e['BODY'].encode(), headers={
  'Content-Type': 'application/json', 'X-MerchantID': e['MERCHANT'], 'X-Timestamp': e['TIMESTAMP'],
  'X-Nonce': e['NONCE'], 'X-Sign': sign}).prepare()
print(r.headers)
print(r.body)
`;

const GO = `package main
import ("bytes"; "crypto/hmac"; "crypto/sha256"; "encoding/hex"; "fmt"; "net/http"; "os")
func main() {
  e := os.Getenv
  m := hmac.New(sha256.New, []byte(e("SECRET")))
  m.Write([]byte(e("MERCHANT") + "\\n" + e("TIMESTAMP") + "\\n" + e("NONCE") + "\\n" + e("BODY")))
  req, _ := http.NewRequest("POST", "http://127.0.0.1:8787"+e("API_PATH"), bytes.NewBufferString(e("BODY")))
  req.Header.Set("Content-Type", "application/json")
  req.Header.Set("X-MerchantID", e("MERCHANT"))
  req.Header.Set("X-Timestamp", e("TIMESTAMP"))
  req.Header.Set("X-Nonce", e("NONCE"))
  req.Header.Set("X-Sign", hex.EncodeToString(m.Sum(nil)))
  fmt.Printf("%+v\\n", req.Header)
  fmt.Println(e("BODY"))
}
`;

const php = (dump: string) => `<?php
$e = getenv();
$sign = hash_hmac('sha256', $e['MERCHANT']."\\n".$e['TIMESTAMP']."\\n".$e['NONCE']."\\n".$e['BODY'], $e['SECRET']);
$headers = ['Content-Type' => 'application/json', 'X-MerchantID' => $e['MERCHANT'],
  'X-Timestamp' => $e['TIMESTAMP'], 'X-Nonce' => $e['NONCE'], 'X-Sign' => $sign];
${dump}
`;

/** A local server that prints what Node's console.log(req.headers) prints, then the raw body. */
async function nodeServer(): Promise<{
  port: number;
  printed: Promise<string>;
  close: () => void;
}> {
  let done: (text: string) => void = () => {};
  const printed = new Promise<string>((resolve) => (done = resolve));
  const { inspect } = await import('node:util');
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // What console.log(req.headers) and console.log(body) write to stdout.
      done(`${inspect(req.headers)}\n${Buffer.concat(chunks).toString('utf8')}\n`);
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, printed, close: () => server.close() };
}

async function signWithNode(): Promise<string> {
  const { createHmac } = await import('node:crypto');
  return createHmac('sha256', SECRET)
    .update(`${MERCHANT}\n${TIMESTAMP}\n${NONCE}\n${BODY}`)
    .digest('hex');
}

async function main() {
  const opts = { env: { ...process.env, ...env, GOCACHE: join(tmp, 'go'), HOME: tmp } };
  const version = async (cmd: string, args: string[]) =>
    (await run(cmd, args, opts)).stdout.split('\n')[0]!.trim();
  const manifest: Array<{ file: string; tool: string; format: string }> = [];
  const save = (file: string, text: string, tool: string, format: string) => {
    writeFileSync(new URL(file, OUT), text);
    manifest.push({ file, tool, format });
  };

  const requestsVersion = (
    await run('/usr/bin/python3', ['-c', 'import requests;print(requests.__version__)'], opts)
  ).stdout.trim();
  save(
    'python-requests.txt',
    (await run('/usr/bin/python3', ['-c', PYTHON], opts)).stdout,
    `Python ${await version('/usr/bin/python3', ['--version'])} requests ${requestsVersion}`,
    'header-map',
  );

  writeFileSync(join(tmp, 'main.go'), GO);
  save(
    'go-header.txt',
    (await run('go', ['run', join(tmp, 'main.go')], opts)).stdout,
    await version('go', ['version']),
    'header-map',
  );

  writeFileSync(join(tmp, 'print_r.php'), php('print_r($headers); echo $e["BODY"], "\\n";'));
  writeFileSync(join(tmp, 'var_dump.php'), php('var_dump($headers); var_dump($e["BODY"]);'));
  const phpVersion = await version('php', ['--version']);
  save(
    'php-print-r.txt',
    (await run('php', [join(tmp, 'print_r.php')], opts)).stdout,
    `${phpVersion} print_r`,
    'header-map',
  );
  save(
    'php-var-dump.txt',
    (await run('php', [join(tmp, 'var_dump.php')], opts)).stdout,
    `${phpVersion} var_dump`,
    'header-map',
  );

  const sign = await signWithNode();
  const headerArgs = [
    `Content-Type: application/json`,
    `X-MerchantID: ${MERCHANT}`,
    `X-Timestamp: ${TIMESTAMP}`,
    `X-Nonce: ${NONCE}`,
    `X-Sign: ${sign}`,
  ];
  const node = await nodeServer();
  const url = `http://127.0.0.1:${node.port}${PATH}`;
  const wget = await run(
    'wget',
    [
      '--debug',
      '-q',
      '-O',
      '-',
      ...headerArgs.map((h) => `--header=${h}`),
      `--post-data=${BODY}`,
      url,
    ],
    opts,
  );
  save(
    'node-console-log.txt',
    await node.printed,
    `Node ${process.version} console.log(req.headers)`,
    'header-map',
  );
  node.close();
  // wget's debug log names the local port; the fixture keeps it as printed.
  save('wget-debug.txt', wget.stderr, await version('wget', ['--version']), 'wget-debug');

  writeFileSync(join(tmp, 'body.json'), BODY);
  const httpie = await run(
    'sh',
    [
      '-c',
      `http --offline --ignore-stdin POST http://127.0.0.1:8787${PATH} ${headerArgs.map((h) => `'${h.replace(': ', ':')}'`).join(' ')} @${join(tmp, 'body.json')}`,
    ],
    opts,
  );
  save(
    'httpie-offline.txt',
    httpie.stdout,
    `HTTPie ${await version('http', ['--version'])} --offline`,
    'raw-http-request',
  );

  writeFileSync(
    new URL('programs.json', OUT),
    `${JSON.stringify({ fields: { merchantId: MERCHANT, timestamp: TIMESTAMP, nonce: NONCE, rawBody: BODY }, fixtures: manifest }, null, 2)}\n`,
  );
}

await main();

/**
 * What programs print for the signed query: Python requests' headers and body repr, Node's
 * console.log(req.headers), Go's %+v of http.Header, PHP's print_r and var_dump, wget --debug and
 * `http --offline`, each run for real. Each program signs with its own HMAC.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { join } from 'node:path';
import { BODY, HEADERS, PATH, env, firstLine, run, save, tmp } from './common.ts';

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
async function nodeServer() {
  let done: (text: string) => void = () => {};
  const printed = new Promise<string>((resolve) => (done = resolve));
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

export async function capturePrograms(): Promise<void> {
  const opts = { env };
  const captured = { source: 'captured', format: 'header-map' };
  const requestsVersion = (
    await run('/usr/bin/python3', ['-c', 'import requests;print(requests.__version__)'], opts)
  ).stdout.trim();
  save('python-requests.txt', (await run('/usr/bin/python3', ['-c', PYTHON], opts)).stdout, {
    ...captured,
    tool: `${await firstLine('/usr/bin/python3', ['--version'])} requests ${requestsVersion}`,
  });

  writeFileSync(join(tmp, 'main.go'), GO);
  save('go-header.txt', (await run('go', ['run', join(tmp, 'main.go')], opts)).stdout, {
    ...captured,
    tool: await firstLine('go', ['version']),
  });

  writeFileSync(join(tmp, 'print_r.php'), php('print_r($headers); echo $e["BODY"], "\\n";'));
  writeFileSync(join(tmp, 'var_dump.php'), php('var_dump($headers); var_dump($e["BODY"]);'));
  const phpVersion = await firstLine('php', ['--version']);
  save('php-print-r.txt', (await run('php', [join(tmp, 'print_r.php')], opts)).stdout, {
    ...captured,
    tool: `${phpVersion} print_r`,
  });
  save('php-var-dump.txt', (await run('php', [join(tmp, 'var_dump.php')], opts)).stdout, {
    ...captured,
    tool: `${phpVersion} var_dump`,
  });

  const headerArgs = HEADERS.map(([name, value]) => `${name}: ${value}`);
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
  save('node-console-log.txt', await node.printed, {
    ...captured,
    tool: `Node ${process.version} console.log(req.headers)`,
  });
  node.close();
  // wget's debug log names the local port; the fixture keeps it as printed.
  save('wget-debug.txt', wget.stderr, {
    source: 'captured',
    tool: await firstLine('wget', ['--version']),
    format: 'wget-debug',
  });

  writeFileSync(join(tmp, 'body.json'), BODY);
  const quoted = headerArgs.map((h) => `'${h.replace(': ', ':')}'`).join(' ');
  const httpie = await run(
    'sh',
    [
      '-c',
      `http --offline --ignore-stdin POST http://127.0.0.1:8787${PATH} ${quoted} @${join(tmp, 'body.json')}`,
    ],
    opts,
  );
  save('httpie-offline.txt', httpie.stdout, {
    source: 'captured',
    tool: `HTTPie ${await firstLine('http', ['--version'])} --offline`,
    format: 'raw-http-request',
  });
}

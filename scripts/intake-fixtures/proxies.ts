/**
 * What a server or a proxy in front of the sandbox writes for the signed query, each run for
 * real on loopback: nginx's access log (default escaping, and `escape=json`), mitmproxy's flow
 * exports (raw request and response, curl, HTTPie) and Wireshark's Follow TCP Stream payload.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  RESPONSE_BODY,
  firstLine,
  freePort,
  run,
  save,
  sendQuery,
  signedUpstream,
  startUntil,
  stop,
  tmp,
} from './common.ts';

// Named fields for the four signed headers and the body, as an operator logs them to debug a
// sign mismatch; the default escaping writes `"` and bytes past ASCII as \xHH.
const NGINX_TEXT =
  '\'$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent ' +
  'mid=$http_x_merchantid ts=$http_x_timestamp nonce=$http_x_nonce sign=$http_x_sign body="$request_body"\'';
const NGINX_JSON =
  'escape=json \'{"time":"$time_iso8601","request":"$request","status":$status,' +
  '"headers":{"content-type":"$content_type","x-merchantid":"$http_x_merchantid",' +
  '"x-timestamp":"$http_x_timestamp","x-nonce":"$http_x_nonce","x-sign":"$http_x_sign"},' +
  '"request_body":"$request_body"}\'';

async function captureNginx(): Promise<void> {
  const upstream = await signedUpstream();
  const port = await freePort();
  const prefix = join(tmp, 'nginx');
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  // $request_body is only filled once nginx has read the body, which proxy_pass does.
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `master_process off;
daemon off;
error_log ${prefix}/logs/error.log;
pid ${prefix}/nginx.pid;
events { worker_connections 16; }
http {
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  log_format signed ${NGINX_TEXT};
  log_format signed_json ${NGINX_JSON};
  server {
    listen 127.0.0.1:${port};
    access_log ${prefix}/logs/text.log signed;
    access_log ${prefix}/logs/json.log signed_json;
    location / { proxy_pass http://127.0.0.1:${upstream.port}; }
  }
}
`,
  );
  const nginx = await startUntil('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf')], /./, {
    probe: port,
  });
  try {
    await sendQuery(port);
  } finally {
    await stop(nginx.child, 'SIGQUIT');
    upstream.server.close();
  }
  const tool = await firstLine('nginx', ['-v'], 'stderr');
  save('nginx-access-log.txt', readFileSync(join(prefix, 'logs/text.log')), {
    source: 'captured',
    tool: `${tool} log_format with $request_body (default escaping)`,
    format: 'access-log',
  });
  save('nginx-access-log-json.txt', readFileSync(join(prefix, 'logs/json.log')), {
    source: 'captured',
    tool: `${tool} log_format escape=json with $request_body`,
    format: 'json-message',
  });
}

const MITM_SCRIPT = `
import os
from mitmproxy import ctx

def response(flow):
    out = os.environ["EXPORT_DIR"]
    for fmt in ("raw", "raw_request", "curl", "httpie"):
        ctx.master.commands.call("export.file", fmt, flow, os.path.join(out, fmt))
    open(os.path.join(out, "done"), "w").close()
`;

async function captureMitmproxy(): Promise<void> {
  const upstream = await signedUpstream();
  const port = await freePort();
  const dir = join(tmp, 'mitm');
  mkdirSync(join(dir, 'conf'), { recursive: true });
  writeFileSync(join(dir, 'export.py'), MITM_SCRIPT);
  const mitm = await startUntil(
    'mitmdump',
    [
      '--mode',
      `reverse:http://127.0.0.1:${upstream.port}`,
      '--listen-host',
      '127.0.0.1',
      '--listen-port',
      String(port),
      '--set',
      `confdir=${join(dir, 'conf')}`,
      '-q',
      '-s',
      join(dir, 'export.py'),
    ],
    /listening|Proxy server/i,
    { probe: port, env: { EXPORT_DIR: dir } },
  );
  try {
    await sendQuery(port);
    await waitFor(() => readdirSync(dir).includes('done'));
  } finally {
    await stop(mitm.child);
    upstream.server.close();
  }
  const version = (await firstLine('mitmdump', ['--version'])).replace(/^Mitmproxy:\s*/, '');
  const tool = (what: string) => `mitmproxy ${version} export "${what}"`;
  save('mitmproxy-raw.txt', readFileSync(join(dir, 'raw')), {
    source: 'captured',
    tool: tool('raw'),
    format: 'raw-http-request',
    response: true,
  });
  save('mitmproxy-raw-request.txt', readFileSync(join(dir, 'raw_request')), {
    source: 'captured',
    tool: tool('raw_request'),
    format: 'raw-http-request',
  });
  save('mitmproxy-curl.txt', readFileSync(join(dir, 'curl')), {
    source: 'captured',
    tool: tool('curl'),
    format: 'curl',
  });
  save('mitmproxy-httpie.txt', readFileSync(join(dir, 'httpie')), {
    source: 'captured',
    tool: tool('httpie'),
    format: 'httpie',
  });
}

/** Polls a condition every 50 ms for up to 60 s (a condition, never a fixed sleep). */
async function waitFor(check: () => boolean): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in 60 s');
}

async function captureWireshark(): Promise<void> {
  const upstream = await signedUpstream();
  const pcap = join(tmp, 'query.pcapng');
  const tshark = await startUntil(
    'tshark',
    ['-i', 'lo', '-f', `tcp port ${upstream.port}`, '-a', 'duration:120', '-w', pcap],
    /Capture started/,
  );
  const follow = async () =>
    (await run('tshark', ['-r', pcap, '-q', '-z', 'follow,tcp,raw,0'])).stdout;
  let stdout = '';
  try {
    await sendQuery(upstream.port);
    // dumpcap writes the file as it goes: wait until the answer's bytes are in it.
    const answer = Buffer.from(RESPONSE_BODY).toString('hex');
    for (let i = 0; i < 150 && !stdout.replace(/\s/g, '').includes(answer); i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      stdout = await follow();
    }
  } finally {
    // SIGINT makes tshark write out what it captured and exit.
    await stop(tshark.child, 'SIGINT');
    upstream.server.close();
  }
  stdout = await follow();
  // The Follow TCP Stream window shows both directions' payload in order; `follow,tcp,raw`
  // gives the same bytes as hex, one line per segment (the server's indented by a tab).
  const hex = stdout
    .split('\n')
    .filter((line) => /^\t?[0-9a-f]+$/.test(line))
    .map((line) => line.trim());
  save('wireshark-follow-tcp.txt', Buffer.concat(hex.map((h) => Buffer.from(h, 'hex'))), {
    source: 'captured',
    tool: `${await firstLine('tshark', ['--version'])} -z follow,tcp,raw: both directions' payload in order, as the Follow TCP Stream window shows it (UTF-8)`,
    format: 'raw-http-request',
    response: true,
  });
}

export async function captureProxies(): Promise<void> {
  await captureNginx();
  await captureMitmproxy();
  await captureWireshark();
}

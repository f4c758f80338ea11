"""Captures the log fixtures (docs/verify-intake.md, "Debug output and log pipelines"): HTTP libraries' debug
output and log pipelines, each real tool sending or receiving one signed query on a loopback
server, its output kept byte for byte under src/core/intake/fixtures/logs/ with logs.json naming
tool, version and how. Run with /usr/bin/python3 from the repository root as root; needs java
17, go, rustc, nginx, python3-requests and node with pino, bunyan, winston and axios in a scratch
directory (npm install --prefix /tmp/cap pino bunyan winston axios; NODE_MODULES overrides).
CI only reads the committed files."""
import hashlib, hmac, http.client, http.server, json, os, socket, subprocess, sys, threading, time

OUT = 'src/core/intake/fixtures/logs/'
# The same signed query as the family fixtures (families.py), so one truth serves both.
with open('src/core/intake/fixtures/families/families.json', encoding='utf-8') as f: FAMILY = json.load(f)
SECRET, MID, TS, NONCE, BODY = (FAMILY[k] for k in ('secret', 'merchantId', 'timestamp', 'nonce', 'body'))
SIGN = hmac.new(SECRET.encode(), f'{MID}\n{TS}\n{NONCE}\n{BODY}'.encode(), hashlib.sha256).hexdigest()
HEADERS = {'Content-Type': 'application/json', 'X-MerchantID': MID, 'X-Timestamp': TS, 'X-Nonce': NONCE, 'X-Sign': SIGN}
NODE_MODULES = os.environ.get('NODE_MODULES', '/tmp/cap/node_modules')
WORK = '/tmp/intake-logs'
os.makedirs(WORK, exist_ok=True)
manifest = []


class Reply(http.server.BaseHTTPRequestHandler):
    """Answers every query 401, as the service does for a sign it does not accept."""
    def do_POST(self):
        self.rfile.read(int(self.headers.get('Content-Length', 0)))
        body = b'{"code":"SIGN_MISMATCH"}'
        self.send_response(401); self.send_header('Content-Type', 'application/json')
        self.send_header('Content-Length', str(len(body))); self.end_headers(); self.wfile.write(body)
    def log_message(self, *a): pass


server = http.server.HTTPServer(('127.0.0.1', 0), Reply)
threading.Thread(target=server.serve_forever, daemon=True).start()
PORT = server.server_address[1]
URL = f'http://127.0.0.1:{PORT}/api/v1/payments/query'


def keep(name, text, tool, how, body=None):
    with open(OUT + name, 'w', encoding='utf-8', newline='') as f: f.write(text)
    entry = {'file': name, 'tool': tool, 'how': how}
    if body is not None and body != BODY: entry['body'] = body
    manifest.append(entry)


def run(cmd, **kw):
    """Runs a tool; its output is decoded as UTF-8 with every CR kept (no newline translation)."""
    out = subprocess.run(cmd, capture_output=True, **kw)
    out.stdout, out.stderr = out.stdout.decode('utf-8'), out.stderr.decode('utf-8')
    if out.returncode != 0: sys.exit(f'{cmd[0]} failed: {out.stderr[-2000:]}')
    return out


def write(path, text):
    with open(path, 'w', encoding='utf-8', newline='') as f: f.write(text)
    return path


def free_port():
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0)); return s.getsockname()[1]


def lit(s):
    """A string literal Java, Rust and Go all read: JSON's, with the text kept as UTF-8."""
    return json.dumps(s, ensure_ascii=False)


# Java 17 java.net.http.HttpClient: its log (jdk.httpclient.HttpClient.log) prints the request
# headers but never the body, so the program logs the body it sends with java.util.logging, as a
# developer chasing a 401 does. Three forms: the default two-line SimpleFormatter, a one-line
# format, and the internal debug trace interleaved with the header log.
JAVA = f'''import java.net.URI;
import java.net.http.*;
import java.util.logging.Logger;
public class Query {{
  public static void main(String[] a) throws Exception {{
    String body = {lit(BODY)};
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("{URL}"));
    {' '.join(f'b.header({lit(k)}, {lit(v)});' for k, v in HEADERS.items())}
    Logger.getLogger("shop.payments").info("request body: " + body);
    HttpResponse<String> res = HttpClient.newHttpClient().send(b.POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    Logger.getLogger("shop.payments").info("status " + res.statusCode() + ": " + res.body());
  }}
}}'''
os.makedirs(WORK + '/java', exist_ok=True)
write(WORK + '/java/Query.java', JAVA)
java_version = run(['java', '-version']).stderr.splitlines()[0]
for name, flags, how in [
    ('java-httpclient-log-all.txt', ['-Djdk.httpclient.HttpClient.log=all'],
     'captured: java -Djdk.httpclient.HttpClient.log=all Query.java (java.util.logging SimpleFormatter, stderr); the body logged by the program'),
    ('java-httpclient-log-one-line.txt', ['-Djdk.httpclient.HttpClient.log=headers,requests', '-Djava.util.logging.SimpleFormatter.format=%1$tF %1$tT.%1$tL %4$s [%3$s] %5$s%6$s%n'],
     'captured: -Djdk.httpclient.HttpClient.log=headers,requests with a one-line SimpleFormatter.format; the body logged by the program'),
    ('java-httpclient-debug.txt', ['-Djdk.internal.httpclient.debug=true', '-Djdk.httpclient.HttpClient.log=headers'],
     'captured: -Djdk.internal.httpclient.debug=true with -Djdk.httpclient.HttpClient.log=headers (the debug trace has no headers of its own); the body logged by the program'),
]:
    out = run(['java', *flags, 'Query.java'], cwd=WORK + '/java')
    keep(name, out.stdout + out.stderr, f'{java_version} java.net.http.HttpClient', how)


# Python requests with the usual debugging recipe: http.client's debuglevel (send:/reply:/header:
# lines, printed) and urllib3's DEBUG logging through logging.basicConfig, interleaved on stdout.
PY = f"""import http.client, logging, sys, requests
logging.basicConfig(level=logging.DEBUG, stream=sys.stdout)
http.client.HTTPConnection.debuglevel = 1
requests.post({URL!r}, data={BODY!r}.encode(), headers={HEADERS!r})
"""
py = run(['/usr/bin/python3', '-c', PY])
py_version = run(['/usr/bin/python3', '-c', 'import sys, requests; print(f"Python {sys.version.split()[0]}, requests {requests.__version__}")']).stdout.strip()
keep('python-requests-debug-logging.txt', py.stdout, py_version, 'captured: http.client.HTTPConnection.debuglevel = 1 and logging.basicConfig(level=DEBUG), requests.post after a 401')

# Node: axios's error toJSON() after the 401 (config.data is the string axios sent), and the
# loggers pino, bunyan and winston logging the request a loopback Node server received, the raw
# body as a string and, in one form each, parsed (a logger re-serializes what it is given).
NODE = r'''
const mode = process.argv[2];
const [url, body, headers] = [process.env.URL, process.env.BODY, JSON.parse(process.env.HEADERS)];
const http = require('node:http');
if (mode.startsWith('axios')) {
  require('axios').post(url, body, { headers }).catch((err) => {
    if (mode === 'axios-json') console.log(JSON.stringify(err.toJSON()));
    else console.log(err.toJSON());
  });
} else {
  const pino = require('pino'), bunyan = require('bunyan'), winston = require('winston');
  const loggers = {
    pino: pino({ serializers: { req: pino.stdSerializers.req } }),
    bunyan: bunyan.createLogger({ name: 'shop-gateway', serializers: { req: bunyan.stdSerializers.req } }),
    winston: winston.createLogger({ format: winston.format.combine(winston.format.timestamp(), winston.format.json()), transports: [new winston.transports.Console()] }),
  };
  const [name, parsed] = mode.split(':');
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const logged = parsed ? JSON.parse(raw) : raw;
      if (name === 'winston') loggers.winston.info('payment query received', { method: req.method, url: req.url, headers: req.headers, body: logged });
      else loggers[name].info({ req, body: logged }, 'payment query received');
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"code":"SIGN_MISMATCH"}');
      server.close();
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const r = http.request({ host: '127.0.0.1', port: server.address().port, method: 'POST', path: '/api/v1/payments/query', headers });
    r.on('response', (res) => res.resume());
    r.end(body);
  });
}
'''
write(WORK + '/node.cjs', NODE)
node_env = {**os.environ, 'NODE_PATH': NODE_MODULES, 'URL': URL, 'BODY': BODY, 'HEADERS': json.dumps(HEADERS)}
def npm_version(pkg): return json.load(open(f'{NODE_MODULES}/{pkg}/package.json'))['version']
node_version = run(['node', '--version']).stdout.strip()
for mode, name, how in [
    ('axios-json', 'axios-error-tojson.txt', 'captured: console.log(JSON.stringify(err.toJSON())) after a 401'),
    ('axios-inspect', 'axios-error-inspect.txt', 'captured: console.log(err.toJSON()) after a 401 (util.inspect form)'),
    ('pino', 'pino-req-body.txt', 'captured: pino stdSerializers.req and the raw body string, logged by a loopback server'),
    ('pino:parsed', 'pino-req-parsed-body.txt', 'captured: pino stdSerializers.req and the body parsed (JSON.parse) before logging'),
    ('bunyan', 'bunyan-req-body.txt', 'captured: bunyan stdSerializers.req and the raw body string'),
    ('bunyan:parsed', 'bunyan-req-parsed-body.txt', 'captured: bunyan stdSerializers.req and the body parsed before logging'),
    ('winston', 'winston-json.txt', 'captured: winston format.json() with timestamp(), headers and the raw body as metadata'),
]:
    pkg = mode.split(':')[0].split('-')[0]
    keep(name, run(['node', WORK + '/node.cjs', mode], env=node_env).stdout, f'{pkg} {npm_version(pkg)} on Node {node_version}', how)

# util.inspect quotes a text holding both ' and " in back quotes: a body with an apostrophe.
BODY_APOSTROPHE = BODY.replace('"note":"a ', '"note":"it\'s a ')
assert "'" in BODY_APOSTROPHE and BODY_APOSTROPHE != BODY
sign2 = hmac.new(SECRET.encode(), f'{MID}\n{TS}\n{NONCE}\n{BODY_APOSTROPHE}'.encode(), hashlib.sha256).hexdigest()
env2 = {**node_env, 'BODY': BODY_APOSTROPHE, 'HEADERS': json.dumps({**HEADERS, 'X-Sign': sign2})}
keep('axios-error-inspect-backquoted.txt', run(['node', WORK + '/node.cjs', 'axios-inspect'], env=env2).stdout, f'axios {npm_version("axios")} on Node {node_version}',
     'captured: console.log(err.toJSON()) after a 401, a body with an apostrophe (util.inspect writes config.data in back quotes)', BODY_APOSTROPHE)


# Rust (std only): Debug of a HashMap and a BTreeMap of headers and of the body String, {:?}
# and {:#?}. A HashMap's order is random per run; the readers must not care.
RUST = f'''use std::collections::{{BTreeMap, HashMap}};
fn main() {{
    let pairs = [{', '.join(f'({lit(k)}, {lit(v)})' for k, v in HEADERS.items())}];
    let body = String::from({lit(BODY)});
    let mode = std::env::args().nth(1).unwrap();
    let hash: HashMap<&str, &str> = pairs.iter().cloned().collect();
    let tree: BTreeMap<String, String> = pairs.iter().map(|(k, v)| (k.to_lowercase(), v.to_string())).collect();
    match mode.as_str() {{
        "hash" => println!("[DEBUG shop::payments] headers = {{:?}}\\n[DEBUG shop::payments] body = {{:?}}", hash, body),
        "tree-pretty" => println!("headers: {{:#?}}\\nbody: {{:#?}}", tree, body),
        _ => println!("{{:#?}}", (&hash, &body)),
    }}
}}'''
os.makedirs(WORK + '/rust', exist_ok=True)
write(WORK + '/rust/main.rs', RUST)
rustc = os.environ.get('RUSTC', '/root/.cargo/bin/rustc')
run([rustc, '-O', '-o', WORK + '/rust/main', WORK + '/rust/main.rs'])
rust_version = run([rustc, '--version']).stdout.strip()
for mode, name, how in [
    ('hash', 'rust-hashmap-debug.txt', 'captured: println!("{:?}") of a HashMap<&str, &str> of headers and of the body String, after a log prefix'),
    ('tree-pretty', 'rust-btreemap-pretty.txt', 'captured: println!("{:#?}") of a BTreeMap<String, String> (lower-case names) and of the body String'),
    ('tuple', 'rust-tuple-pretty.txt', 'captured: println!("{:#?}") of a (HashMap, String) tuple'),
]:
    keep(name, run([WORK + '/rust/main', mode]).stdout, rust_version, how)


# Go: %v, %+v and %#v of an http.Header, and httputil.DumpRequestOut through the log package.
GO = f'''package main
import ("bytes"; "fmt"; "log"; "net"; "net/http"; "net/http/httputil"; "os")
func main() {{
  body := {lit(BODY)}
  req, _ := http.NewRequest("POST", "{URL}", bytes.NewBufferString(body))
  {' '.join(f'req.Header.Set({lit(k)}, {lit(v)});' for k, v in HEADERS.items())}
  switch os.Args[1] {{
  case "v": fmt.Printf("headers: %v\\nbody: %s\\n", req.Header, body)
  case "+v": fmt.Printf("%+v %s\\n", req.Header, body)
  case "#v": fmt.Printf("%#v\\n%#v\\n", req.Header, body)
  case "dump":
    dump, _ := httputil.DumpRequestOut(req, true)
    log.Printf("outbound request:\\n%s", dump)
  case "server":
    // A receiver on loopback dumps what it was sent (httputil.DumpRequest) and answers 401.
    ln, _ := net.Listen("tcp", "127.0.0.1:0")
    go http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {{
      dump, _ := httputil.DumpRequest(r, true)
      fmt.Printf("--- received ---\\n%s\\n--- end ---\\n", dump)
      w.WriteHeader(401)
    }}))
    req.URL.Host = ln.Addr().String()
    res, err := http.DefaultClient.Do(req)
    if err != nil {{ panic(err) }}
    res.Body.Close()
  }}
}}'''
os.makedirs(WORK + '/go', exist_ok=True)
write(WORK + '/go/main.go', GO)
go_env = {**os.environ, 'GOCACHE': WORK + '/gocache', 'HOME': WORK}
run(['go', 'build', '-o', 'main', 'main.go'], cwd=WORK + '/go', env=go_env)
go_version = run(['go', 'version']).stdout.strip()
for mode, name, how in [
    ('v', 'go-header-v.txt', 'captured: fmt.Printf("%v") of req.Header (http.Header.Set canonicalizes X-Merchantid) and %s of the body'),
    ('+v', 'go-header-plus-v.txt', 'captured: fmt.Printf("%+v %s") of req.Header and the body on one line'),
    ('#v', 'go-header-sharp-v.txt', 'captured: fmt.Printf("%#v") of req.Header and of the body string (Go syntax)'),
    ('dump', 'go-dump-log.txt', 'captured: log.Printf("%s") of httputil.DumpRequestOut (CR LF lines, the log prefix on the first)'),
    ('server', 'go-dump-server.txt', 'captured: a loopback net/http server printing httputil.DumpRequest(r, true) of what it received, between marker lines'),
]:
    out = run([WORK + '/go/main', mode], env=go_env)
    keep(name, out.stdout + out.stderr, go_version, how)


# nginx on a loopback port proxying to the loopback server above: log_format with the signed
# headers and $request_body (read because proxy_pass reads the body), escape=json and the
# default escaping (\x22 for a quote, \xE2\x82\xAC for the euro sign's bytes).
NGINX_PORT = free_port()
os.makedirs(WORK + '/nginx/logs', exist_ok=True)
for stale in ('json.log', 'default.log'):
    if os.path.exists(f'{WORK}/nginx/logs/{stale}'): os.remove(f'{WORK}/nginx/logs/{stale}')
write(WORK + '/nginx/nginx.conf', f'''daemon off;
master_process off;
error_log {WORK}/nginx/logs/error.log;
pid {WORK}/nginx/nginx.pid;
events {{}}
http {{
  log_format signed_json escape=json '{{"time":"$time_iso8601","request":"$request","status":$status,'
    '"x_merchantid":"$http_x_merchantid","x_timestamp":"$http_x_timestamp","x_nonce":"$http_x_nonce",'
    '"x_sign":"$http_x_sign","request_body":"$request_body"}}';
  log_format signed_default '$remote_addr - - [$time_local] "$request" $status $body_bytes_sent '
    'x_merchantid="$http_x_merchantid" x_timestamp="$http_x_timestamp" x_nonce="$http_x_nonce" '
    'x_sign="$http_x_sign" request_body="$request_body"';
  server {{
    listen 127.0.0.1:{NGINX_PORT};
    access_log {WORK}/nginx/logs/json.log signed_json;
    access_log {WORK}/nginx/logs/default.log signed_default;
    location / {{ proxy_pass http://127.0.0.1:{PORT}; }}
  }}
}}''')
nginx = subprocess.Popen(['nginx', '-p', WORK + '/nginx', '-c', WORK + '/nginx/nginx.conf'])
try:
    for _ in range(100):
        with socket.socket() as s:
            if s.connect_ex(('127.0.0.1', NGINX_PORT)) == 0: break
        time.sleep(0.05)
    conn = http.client.HTTPConnection('127.0.0.1', NGINX_PORT)
    conn.request('POST', '/api/v1/payments/query', BODY.encode(), HEADERS); conn.getresponse().read(); conn.close()
    for _ in range(100):
        if os.path.exists(f'{WORK}/nginx/logs/default.log') and os.path.getsize(f'{WORK}/nginx/logs/default.log') > 0: break
        time.sleep(0.05)
finally:
    nginx.terminate(); nginx.wait()
nginx_version = run(['nginx', '-v']).stderr.strip()
for log, name, how in [
    ('json.log', 'nginx-escape-json.txt', 'captured: log_format escape=json with x_merchantid-style keys and "request_body":"$request_body", proxy_pass to a loopback upstream'),
    ('default.log', 'nginx-escape-default.txt', 'captured: log_format with default escaping (\\x22, \\xE2\\x82\\xAC), x_sign="$http_x_sign" request_body="$request_body"'),
]:
    keep(name, open(f'{WORK}/nginx/logs/{log}', encoding='utf-8', newline='').read(), nginx_version, how)


# Written to a documented format: the tools below do not run here, so their output is built from
# lines captured above, as each format's documentation or source says the tool writes it.
def fixture(name): return open(OUT + name, encoding='utf-8', newline='').read()
RAW = 'POST /api/v1/payments/query HTTP/1.1\n' + ''.join(f'{k}: {v}\n' for k, v in HEADERS.items()) + '\n' + BODY
KUBECTL = 'kubectl logs (kubernetes.io kubectl reference: --timestamps puts an RFC3339Nano time before each line, --prefix "[pod/NAME/CONTAINER] ")'

def kube_time(n): return f'2026-11-27T10:00:{n:02d}.{123456789 - n * 1000:09d}'.rstrip('0') + 'Z'
lines = fixture('java-httpclient-log-all.txt').split('\n')
keep('kubectl-timestamps-java.txt', '\n'.join(f'{kube_time(n % 60)} {l}' for n, l in enumerate(lines[:-1])) + '\n',
     KUBECTL, 'written: kubectl logs --timestamps over the captured java-httpclient-log-all.txt')
keep('kubectl-prefix-timestamps-pino.txt', ''.join(f'[pod/shop-api-7d9f8/api] {kube_time(n)} {l}\n' for n, l in enumerate([
    '{"level":30,"time":1795808810011,"pid":1,"hostname":"shop-api-7d9f8","msg":"server listening"}',
    fixture('pino-req-body.txt').rstrip('\n'),
    '{"level":40,"time":1795808811470,"pid":1,"hostname":"shop-api-7d9f8","msg":"upstream answered 401"}'])),
    KUBECTL, 'written: kubectl logs --prefix --timestamps over the captured pino-req-body.txt between two other lines')
keep('kubectl-timestamps-raw.txt', '\n'.join(f'{kube_time(n)} {l}' for n, l in enumerate(RAW.split('\n'))) + '\n',
     KUBECTL, 'written: kubectl logs --timestamps over a request the program printed line by line')

DOCKER = "Docker's json-file driver (moby daemon/logger/jsonfilelog, copier.go: lines over 16 KiB are cut into partial messages whose log has no final \\n)"
def docker_line(log, stream='stdout', n=0):
    # moby's jsonlog writes Go's JSON string escaping: <, > and & as \u003c, \u003e, \u0026.
    text = json.dumps(log, ensure_ascii=False).replace('<', '\\u003c').replace('>', '\\u003e').replace('&', '\\u0026')
    return f'{{"log":{text},"stream":"{stream}","time":"{kube_time(n)}"}}\n'
def docker_split(line, size=16 * 1024):
    data = line.encode()
    return [data[i:i + size].decode() for i in range(0, len(data), size)]
big = json.loads(fixture('bunyan-req-body.txt'))
big['cart'] = [{'sku': f'SKU-{n:05d}', 'name': 'Widget <large> & co', 'qty': n % 7} for n in range(700)]
big_line = json.dumps(big, ensure_ascii=False, separators=(',', ':')) + '\n'
keep('docker-json-file-split-bunyan.txt', ''.join(docker_line(p, n=0) for p in docker_split(big_line)),
     DOCKER, 'written: a bunyan line (the captured one with a 40 KB cart added) cut at 16384 bytes into partial messages')
sign_split = fixture('winston-json.txt')
cut = sign_split.index(SIGN) + 20
pad = 16 * 1024 - cut
padded = sign_split.replace('{"body"', '{"trace":"' + 'x' * pad + '","body"', 1)
keep('docker-json-file-split-in-sign.txt', ''.join(docker_line(p, n=1) for p in docker_split(padded)),
     DOCKER, 'written: the captured winston line padded so that the 16 KiB cut falls inside the X-Sign value')
keep('docker-json-file-go-dump.txt', ''.join(docker_line(l, 'stderr', 2) for l in fixture('go-dump-log.txt').splitlines(keepends=True)),
     DOCKER, 'written: the captured go-dump-log.txt (stderr, CR LF lines) one record per line')

JOURNAL = "journalctl (systemd logs-show.c print_multiline: a message's continuation lines indented by the prefix's width, full width by default)"
def journal(prefix, message):
    first, *rest = message.split('\n')
    return prefix + first + '\n' + ''.join(' ' * len(prefix) + l + '\n' for l in rest)
keep('journalctl-multiline.txt', journal('Nov 27 10:00:00 shop-01 shop-api[4120]: ', RAW),
     JOURNAL, 'written: -o short, one MESSAGE holding the whole request')
keep('journalctl-short-iso.txt', '2026-11-27T09:59:58+0000 shop-01 systemd[1]: Started shop-api.service.\n' + journal('2026-11-27T10:00:00+0000 shop-01 shop-api[4120]: ', RAW),
     JOURNAL, 'written: -o short-iso after another unit\'s line, one MESSAGE holding the whole request')
keep('journalctl-short-precise.txt', ''.join(f'Nov 27 10:00:00.{n:06d} shop-01 shop-api[4120]: {l}\n' for n, l in enumerate(RAW.split('\n'))),
     JOURNAL, 'written: -o short-precise, the program logging the request line by line')

SPLUNK = 'Splunk search export (docs.splunk.com, REST API Reference search/jobs/export: output_mode=json one {"preview","offset","result"} object per line; output_mode=csv with a header row)'
def splunk_result(raw, n, last=False):
    result = {'_raw': raw, '_time': f'2026-11-27T10:00:0{n}.000+00:00', 'host': 'shop-01', 'index': 'main', 'source': '/var/log/shop/api.log', 'sourcetype': '_json'}
    row = {'preview': False, 'offset': n, **({'lastrow': True} if last else {}), 'result': result}
    return json.dumps(row, ensure_ascii=False, separators=(',', ':')) + '\n'
keep('splunk-export-json.txt', splunk_result('{"level":30,"msg":"server listening"}', 0) + splunk_result(fixture('pino-req-body.txt').rstrip('\n'), 1, True),
     SPLUNK, 'written: output_mode=json, _raw the captured pino line')
def csv_field(v): return '"' + v.replace('"', '""') + '"' if any(c in v for c in ',"\n\r') else v
keep('splunk-export-csv.txt', '"_raw","_time",host,source,sourcetype\n' + ','.join(csv_field(v) for v in [fixture('nginx-escape-json.txt').rstrip('\n'), '2026-11-27T10:00:01.000+00:00', 'shop-01', '/var/log/nginx/signed.log', 'nginx_json']) + '\n',
     SPLUNK, 'written: output_mode=csv, _raw the captured nginx escape=json line')
keep('splunk-export-csv-multiline.txt', '"_time","_raw"\n' + ','.join(csv_field(v) for v in ['2026-11-27T10:00:01.000+00:00', fixture('go-dump-log.txt').replace('\r\n', '\n').rstrip('\n')]) + '\n',
     SPLUNK, 'written: output_mode=csv, a multi-line _raw (the captured Go dump as Splunk indexes it, line breaks as LF)')

SENTRY = 'Sentry event JSON (develop.sentry.dev SDK "Request Interface": headers a dict or a list of [name, value] pairs, data a string or the parsed body)'
sentry_request = {'url': URL, 'method': 'POST', 'query_string': '', 'headers': [[k, v] for k, v in HEADERS.items()], 'data': BODY, 'env': {'REMOTE_ADDR': '127.0.0.1'}}
keep('sentry-event-sdk.json', json.dumps({'event_id': 'fc6d8c0c43fc4630ad850ee518f1b9d0', 'level': 'error', 'platform': 'python', 'timestamp': '2026-11-27T10:00:01Z',
    'exception': {'values': [{'type': 'HTTPError', 'value': '401 Client Error: Unauthorized'}]}, 'request': sentry_request}, ensure_ascii=False, indent=2) + '\n',
    SENTRY, 'written: an SDK event, request.headers as [name, value] pairs, request.data the raw body string')
keep('sentry-event-api.json', json.dumps({'id': 'fc6d8c0c43fc4630ad850ee518f1b9d0', 'groupID': '4821', 'entries': [
    {'type': 'exception', 'data': {'values': [{'type': 'HTTPError', 'value': '401 Client Error: Unauthorized'}]}},
    {'type': 'request', 'data': {'method': 'POST', 'url': URL, 'query': [], 'fragment': None, 'data': json.loads(BODY), 'headers': [[k, v] for k, v in HEADERS.items()], 'inferredContentType': 'application/json'}}]},
    ensure_ascii=False, separators=(',', ':')) + '\n',
    SENTRY, 'written: the event as the web API returns it (entries[type=request]), data parsed by Sentry', BODY)

REQWEST = 'reqwest 0.12 Request Debug (src/async_impl/request.rs fmt_request_fields: method, url (url::Url Debug), headers (http::HeaderMap Debug, lower-case names)); the body is not in it, printed beside it with {:?}'
def header_map(pretty):
    items = [(k.lower(), v) for k, v in HEADERS.items()]
    if pretty: return '{\n' + ''.join(f'        {json.dumps(k)}: {json.dumps(v)},\n' for k, v in items) + '    }'
    return '{' + ', '.join(f'{json.dumps(k)}: {json.dumps(v)}' for k, v in items) + '}'
url_debug = f'Url {{ scheme: "http", cannot_be_a_base: false, username: "", password: None, host: Some(Ipv4(127.0.0.1)), port: Some({PORT}), path: "/api/v1/payments/query", query: None, fragment: None }}'
keep('reqwest-request-debug.txt', f'[2026-11-27T10:00:00Z DEBUG shop] sending Request {{ method: POST, url: {url_debug}, headers: {header_map(False)} }}\n[2026-11-27T10:00:00Z DEBUG shop] body: {lit(BODY)}\n',
     REQWEST, 'written: {:?} of the Request and of the body String after env_logger prefixes')

with open(OUT + 'logs.json', 'w', encoding='utf-8') as f:
    json.dump({'secret': SECRET, 'merchantId': MID, 'timestamp': TS, 'nonce': NONCE, 'body': BODY, 'fixtures': manifest}, f, indent=2, ensure_ascii=False); f.write('\n')

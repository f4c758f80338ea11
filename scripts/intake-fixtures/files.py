"""Captures the intake fixtures for several requests in one file, libcurl's verbose output and
curl --json (docs/verify-intake.md, "Several requests, libcurl verbose, curl --json"): the real
tools send to a loopback server that keeps the bytes each request carried, and what the tool
printed (or the .http file it ran) is kept byte for byte under src/core/intake/fixtures/files/
with files.json naming the tool, its version, how and what was sent. Run with /usr/bin/python3
from the repository root; needs php with its curl extension, node_modules/.bin/httpyac, bash
and curl. CI only reads the committed files."""
import hashlib, hmac, json, os, re, socket, subprocess, sys, threading
sys.path.insert(0, os.path.dirname(__file__))
from pty_session import typed_session

OUT = 'src/core/intake/fixtures/files/'
SECRET = 'sk_test_files'
OTHER_SECRET = 'sk_live_not_this_one'
MID, TS = 'M100001', '1732700000'
BODY = '{"merchant_order_no":"ORD-\u20ac1","note":"a \\"q\\" \\\\ b"}'
work = '/tmp/intake-files-capture'
os.makedirs(work, exist_ok=True)

def sign(body, nonce, secret=SECRET, mid=MID, ts=TS):
    return hmac.new(secret.encode(), f'{mid}\n{ts}\n{nonce}\n{body}'.encode(), hashlib.sha256).hexdigest()

received = []

def serve(sock):
    """Answers each request with 200 after keeping its bytes; 100 Continue when it expects one."""
    while True:
        conn, _ = sock.accept()
        data = b''
        while b'\r\n\r\n' not in data:
            data += conn.recv(65536)
        head, _, rest = data.partition(b'\r\n\r\n')
        if re.search(rb'(?im)^expect: *100-continue', head):
            conn.sendall(b'HTTP/1.1 100 Continue\r\n\r\n')
        length = int((re.search(rb'(?im)^content-length: *(\d+)', head) or [0, b'0'])[1])
        while len(rest) < length:
            rest += conn.recv(65536)
        received.append({'head': head.decode(), 'body': rest.decode('utf-8')})
        conn.sendall(b'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\nConnection: close\r\n\r\n{"code":0}\n')
        conn.close()

sock = socket.socket(); sock.bind(('127.0.0.1', 0)); sock.listen()
threading.Thread(target=serve, args=(sock,), daemon=True).start()
PORT = sock.getsockname()[1]
URL = f'http://127.0.0.1:{PORT}/api/v1/payments/query'
manifest = []

def run(cmd, **kw):
    """Runs a tool and keeps its output's bytes: libcurl ends header lines with CR LF."""
    result = subprocess.run(cmd, capture_output=True, **kw)
    result.stdout, result.stderr = result.stdout.decode('utf-8'), result.stderr.decode('utf-8')
    return result

def keep(name, text, tool, how, sent, nonce, secret=SECRET):
    """Keeps a fixture with the request the server received: its body is the truth tests use."""
    with open(OUT + name, 'w', encoding='utf-8', newline='') as f: f.write(text)
    manifest.append({'file': name, 'tool': tool, 'how': how, 'nonce': nonce, 'sent': sent['body'],
                     'sentHeaders': dict(re.findall(r'(?im)^(content-type|accept): *(.*?)\r?$', sent['head'])),
                     'signedWith': 'secret' if secret == SECRET else 'other'})

# --- libcurl's verbose output (CURLOPT_VERBOSE to CURLOPT_STDERR), from PHP's curl extension.
PHP_VERSION = run(['php', '-r', 'echo PHP_VERSION, " curl ", curl_version()["version"];']).stdout
PHP = r'''<?php
[$url, $mid, $ts, $nonce, $sign, $body, $form] = array_slice($argv, 1);
$ch = curl_init($url);
$log = fopen('php://stdout', 'w');
$headers = ['Content-Type: application/json', "X-MerchantID: $mid", "X-Timestamp: $ts", "X-Nonce: $nonce", "X-Sign: $sign"];
if ($form === 'expect') $headers[] = 'Expect: 100-continue';
if ($form === 'before') echo "payload=$body\n";
curl_setopt_array($ch, [CURLOPT_POST => true, CURLOPT_POSTFIELDS => $body, CURLOPT_RETURNTRANSFER => true,
    CURLOPT_HTTPHEADER => $headers]);
// PHP reads CURLINFO_HEADER_OUT through a debug callback of its own, which silences verbose output.
if (in_array($form, ['header-out', 'getinfo'])) curl_setopt($ch, CURLINFO_HEADER_OUT, true);
else curl_setopt_array($ch, [CURLOPT_VERBOSE => true, CURLOPT_STDERR => $log]);
$response = curl_exec($ch);
if ($form === 'header-out') echo curl_getinfo($ch, CURLINFO_HEADER_OUT), $body, "\n";
if ($form === 'getinfo') { print_r(curl_getinfo($ch)); echo "\nBody: $body\n"; }
if ($form === 'after' || $form === 'expect') echo "Request body: $body\n";
if ($form === 'pretty') { echo "Sent:\n"; print_r(json_decode($body, true)); echo "\n$body\n"; }
echo "Response: $response\n";
'''
with open(work + '/verbose.php', 'w') as f: f.write(PHP)
BIG = json.dumps({'merchant_order_no': 'ORD-\u20ac2', 'items': [{'sku': f'SKU-{n:04d}', 'name': 'caf\u00e9 cr\u00e8me'} for n in range(60)]}, ensure_ascii=False, separators=(',', ':'))
PRETTY = json.dumps({'merchant_order_no': 'ORD-\u20ac3', 'note': 'line\nbreak'}, ensure_ascii=False, indent=2)
for name, form, body, nonce, how in [
    ('php-curl-verbose-body-after.txt', 'after', BODY, 'nv-after-0001', 'CURLOPT_VERBOSE to stdout, then the program prints "Request body: " and the body'),
    ('php-curl-verbose-body-before.txt', 'before', BODY, 'nv-before-0002', 'the program prints "payload=" and the body, then CURLOPT_VERBOSE to stdout'),
    ('php-curl-verbose-expect.txt', 'expect', BIG, 'nv-expect-0003', 'CURLOPT_VERBOSE with Expect: 100-continue (the server answers 100), a 3 KB body printed after'),
    ('php-curl-verbose-pretty.txt', 'pretty', PRETTY, 'nv-pretty-0004', 'CURLOPT_VERBOSE, then print_r of the decoded body and the multi-line body itself'),
    ('php-curl-verbose-no-body.txt', 'none', BODY, 'nv-none-0005', 'CURLOPT_VERBOSE only: the body is printed nowhere'),
    ('php-curl-header-out.txt', 'header-out', BODY, 'nv-header-out-0010', 'CURLINFO_HEADER_OUT: the program echoes curl_getinfo($ch, CURLINFO_HEADER_OUT), then the body'),
    ('php-curl-getinfo.txt', 'getinfo', BODY, 'nv-getinfo-0011', 'CURLINFO_HEADER_OUT: print_r(curl_getinfo($ch)) (its request_header), then "Body: " and the body'),
]:
    received.clear()
    out = run(['php', work + '/verbose.php', URL, MID, TS, nonce, sign(body, nonce), body, form]).stdout
    keep(name, out, f'PHP {PHP_VERSION}', f'captured: {how}', received[0], nonce)

# --- .http files with several requests, sent by httpyac (every request of the file, --all).
HTTPYAC = os.path.abspath('node_modules/.bin/httpyac')
HTTPYAC_VERSION = run([HTTPYAC, '--version']).stdout.strip()

def http_file(name, text, how, signed_nonce, crlf):
    """Runs the file with httpyac and keeps it with the request the signature names."""
    path = work + '/' + name
    data = text.replace('\n', '\r\n') if crlf else text
    with open(path, 'w', encoding='utf-8', newline='') as f: f.write(data)
    received.clear()
    result = run([HTTPYAC, 'send', name, '--all'], cwd=work)
    assert result.returncode == 0, result.stdout + result.stderr
    sent = next(r for r in received if re.search(rf'(?im)^x-nonce: {signed_nonce}\r?$', r['head']))
    kept = data.replace(f'127.0.0.1:{PORT}', 'sandbox.example:8080')
    keep(name, kept, f'httpyac {HTTPYAC_VERSION}', f'captured: httpyac send --all ran every request against a loopback server; {how}', sent, signed_nonce)

PRETTY_Q = '{\n  "merchant_order_no": "ORD-\u20ac1",\n  "note": "second"\n}'
PRETTY_Q_SENT = PRETTY_Q  # what the file's lines give, joined with LF
three = f'''@host = http://127.0.0.1:{PORT}
@mid = {MID}

### Query with the live key (stale)
# @name liveQuery
POST {{{{host}}}}/api/v1/payments/query HTTP/1.1
Content-Type: application/json
// signed with the live key by mistake
X-MerchantID: {{{{mid}}}}
X-Timestamp: {TS}
X-Nonce: nh-first-0001
X-Sign: {sign('{"merchant_order_no":"ORD-1"}', 'nh-first-0001', OTHER_SECRET)}

{{"merchant_order_no":"ORD-1"}}

> {{%
  client.test("answered", function () {{
    client.assert(response.status === 200, "status");
  }});
%}}

### Query with the test key
# @name testQuery
POST {{{{host}}}}/api/v1/payments/query
Content-Type: application/json
X-MerchantID: {{{{mid}}}}
X-Timestamp: {TS}
X-Nonce: nh-second-0002
X-Sign: {sign(PRETTY_Q_SENT, 'nh-second-0002')}

{PRETTY_Q}

> {{%
  client.global.set("status", response.body.code);
%}}
<> ./2026-11-27T101010.200.json

###
POST {{{{host}}}}/api/v1/payments/query
Content-Type: application/json
X-MerchantID: {{{{mid}}}}
X-Timestamp: {TS}
X-Nonce: nh-third-0003
X-Sign: {sign('{"merchant_order_no":"ORD-3"}', 'nh-third-0003', OTHER_SECRET)}

{{"merchant_order_no":"ORD-3"}}
'''
http_file('jetbrains-three-requests-crlf.http', three, 'JetBrains HTTP Client syntax (### names, # @name, // comments, > {% %} handlers, <> response references), saved with CR LF; the second request is signed with the test key', 'nh-second-0002', True)

rest = f'''@baseUrl = http://127.0.0.1:{PORT}/api/v1
@merchant = {MID}
@ts = {TS}

# A health check first
GET {{{{baseUrl}}}}/health

###

# @name query
POST {{{{baseUrl}}}}/payments/query HTTP/1.1
Content-Type: application/json
X-MerchantID: {{{{merchant}}}}
X-Timestamp: {{{{ts}}}}
X-Nonce: nh-rest-0004
X-Sign: {sign(BODY, 'nh-rest-0004')}

{BODY}

###
'''
http_file('rest-client-variables.http', rest, 'VS Code REST Client syntax (@variables, {{variables}} in the URL and headers, ### without names, # @name), LF', 'nh-rest-0004', False)

pre = f'''###
< {{%
  request.variables.set("note", "pre-request");
%}}
POST http://127.0.0.1:{PORT}/api/v1/payments/query
Content-Type: application/json
X-MerchantID: {MID}
X-Timestamp: {TS}
X-Nonce: nh-pre-0005
X-Sign: {sign(BODY, 'nh-pre-0005')}

{BODY}

?? status == 200

###
POST http://127.0.0.1:{PORT}/api/v1/payments/query
Content-Type: application/json
X-MerchantID: {MID}
X-Timestamp: {TS}
X-Nonce: nh-pre-0006
X-Sign: {sign('{"merchant_order_no":"ORD-6"}', 'nh-pre-0006', OTHER_SECRET)}

{{"merchant_order_no":"ORD-6"}}
> {{% client.log(response.status); %}}
'''
http_file('httpyac-pre-request-crlf.http', pre, 'a < {% %} pre-request script and a ?? assertion (httpyac), saved with CR LF; the first request is signed with the test key', 'nh-pre-0005', True)

# --- curl --json in an interactive bash session, inline and from a file cat printed above.
PROMPT = 'dev@shop-api:~/shop$ '
bash_session = lambda script: typed_session(script, work, PROMPT)

CURL_VERSION = run(['curl', '--version']).stdout.split('\n')[0]
BASH_VERSION = run(['bash', '--version']).stdout.split('\n')[0]

def quote(text):
    return "'" + text.replace("'", "'\\''") + "'"

def hdrs(nonce, body):
    return ' '.join('-H ' + quote(h) for h in [f'X-MerchantID: {MID}', f'X-Timestamp: {TS}', f'X-Nonce: {nonce}', f'X-Sign: {sign(body, nonce)}'])

received.clear()
inline = f"curl -sS {URL} {hdrs('nj-inline-0007', BODY)} --json {quote(BODY)}\nexit\n"
keep('bash-curl-json-inline.txt', bash_session(inline), f'{CURL_VERSION}; {BASH_VERSION}', 'captured: bash -i in a pty; curl --json with the body inline', received[0], 'nj-inline-0007')

with open(work + '/query.json', 'w', encoding='utf-8', newline='') as f: f.write(BODY + '\n')
received.clear()
from_file = f"cat query.json\ncurl -sS {URL} {hdrs('nj-file-0008', BODY + chr(10))} --json @query.json\nexit\n"
keep('bash-curl-json-file.txt', bash_session(from_file), f'{CURL_VERSION}; {BASH_VERSION}', 'captured: bash -i in a pty; cat query.json (ending in a line feed, as editors save) then curl --json @query.json', received[0], 'nj-file-0008')

received.clear()
bare = f"curl {URL} {hdrs('nj-bare-0009', BODY)} --json {quote(BODY)}"
run(['bash', '-c', bare + ' -sS'])
keep('curl-json-bare.txt', bare + '\n', CURL_VERSION, 'captured: the bare command as typed, run with bash -c to record what it sent', received[0], 'nj-bare-0009')

with open(OUT + 'files.json', 'w', encoding='utf-8') as f:
    json.dump({'secret': SECRET, 'otherSecret': OTHER_SECRET, 'merchantId': MID, 'timestamp': TS, 'fixtures': manifest}, f, indent=2, ensure_ascii=False); f.write('\n')
print('\n'.join(f"{m['file']}: {len(m['sent'])} chars sent" for m in manifest))

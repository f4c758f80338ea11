"""Captures the intake family fixtures (docs/verify-intake.md, "Fixture sources"): real tools
sending one signed query to a loopback server, their debug output kept byte for byte under
src/core/intake/fixtures/families/. Run with /usr/bin/python3 from the repository root; needs
python3, ruby, php, go, jq and curl. CI only reads the committed files."""
import hashlib, hmac, http.client, http.server, io, json, os, pty, subprocess, sys, threading, contextlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_session import typed_session

OUT = 'src/core/intake/fixtures/families/'
SECRET = 'sk_test_families'
MID, TS, NONCE = 'M100001', '1732700000', 'nf0a1b2c3d4e5f60'
BODY = '{"merchant_order_no":"ORD-\u20ac1","note":"a \\"q\\" \\\\ b"}'
SIGN = hmac.new(SECRET.encode(), f'{MID}\n{TS}\n{NONCE}\n{BODY}'.encode(), hashlib.sha256).hexdigest()
HEADERS = {'Content-Type': 'application/json', 'X-MerchantID': MID, 'X-Timestamp': TS, 'X-Nonce': NONCE, 'X-Sign': SIGN}

class Echo(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        self.rfile.read(int(self.headers.get('Content-Length', 0)))
        self.send_response(200); self.send_header('Content-Type', 'application/json'); self.send_header('Content-Length', '2'); self.end_headers(); self.wfile.write(b'{}')
    def log_message(self, *a): pass

server = http.server.HTTPServer(('127.0.0.1', 0), Echo)
threading.Thread(target=server.serve_forever, daemon=True).start()
PORT = server.server_address[1]
URL = f'http://127.0.0.1:{PORT}/api/v1/payments/query'
manifest = []

def keep(name, text, tool, how):
    with open(OUT + name, 'w', encoding='utf-8', newline='') as f: f.write(text)
    manifest.append({'file': name, 'tool': tool, 'how': how})

def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, encoding='utf-8', **kw)

# Python http.client with set_debuglevel(1): send: b'...' lines.
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    conn = http.client.HTTPConnection('127.0.0.1', PORT); conn.set_debuglevel(1)
    conn.request('POST', '/api/v1/payments/query', BODY.encode(), HEADERS); conn.getresponse().read()
keep('python-http-client.txt', buf.getvalue(), f'Python {sys.version.split()[0]} http.client', 'captured: HTTPConnection.set_debuglevel(1)')

# Ruby Net::HTTP set_debug_output.
ruby = f'''require "net/http"; require "json"
h = Net::HTTP.new("127.0.0.1", {PORT}); h.set_debug_output($stdout)
r = Net::HTTP::Post.new("/api/v1/payments/query", {json.dumps(HEADERS)})
r.body = {json.dumps(BODY)}.b
h.start {{ |x| x.request(r) }}'''
out = run(['ruby', '-e', ruby]).stdout
keep('ruby-net-http-debug.txt', out, run(['ruby', '-v']).stdout.split(' (')[0], 'captured: Net::HTTP#set_debug_output($stdout)')

# curl -v inside an interactive bash session (a real prompt), and cat of the body file above curl -d @file.
work = '/tmp/intake-family-shell'; os.makedirs(work, exist_ok=True)
with open(work + '/body.json', 'w', encoding='utf-8', newline='') as f: f.write(BODY)
hdrs = ' '.join(f"-H '{k}: {v}'" for k, v in HEADERS.items())
script = f"cat body.json\ncurl -sS -X POST {URL} {hdrs} -d @body.json\nexit\n"
PROMPT = 'alex@shop-dev ~/shop$ '

bash_session = lambda script: typed_session(script, work, PROMPT)

keep('bash-cat-then-curl.txt', bash_session(script), run(['bash', '--version']).stdout.splitlines()[0], 'captured: bash -i in a pty, PS1 set; cat body.json then curl -d @body.json')

# A here-document body: what bash sends is the lines, each ending in a line feed.
here = f"curl -sS -X POST {URL} {hdrs} --data-binary @- <<'EOF'\n{BODY}\nEOF\nexit\n"
keep('bash-heredoc.txt', bash_session(here), run(['bash', '--version']).stdout.splitlines()[0], 'captured: bash -i in a pty; curl --data-binary @- with a here-document')

# jq writing a JSON log line whose keys are not headers and whose body is an escaped string.
jq = run(['jq', '-c', '-n', '--arg', 'body', BODY, '--arg', 'sign', SIGN,
          f'{{level:"info",msg:"outbound payment query",x_merchantid:"{MID}",x_timestamp:"{TS}",x_nonce:"{NONCE}",x_sign:$sign,request_body:$body}}'])
keep('jq-json-log-line.txt', jq.stdout, run(['jq', '--version']).stdout.strip(), 'captured: jq -c -n building the log line')

# PHP var_export of the headers array and the body.
php = '$h = json_decode(getenv("HEADERS"), true); var_export($h); echo "\\n"; var_export(getenv("BODY")); echo "\\n";'
keep('php-var-export.txt', run(['php', '-r', php], env={**os.environ, 'HEADERS': json.dumps(HEADERS), 'BODY': BODY}).stdout, run(['php', '-v']).stdout.split(' (')[0], 'captured: var_export of the headers and the body')

# Go %q of httputil.DumpRequestOut.
go_headers = ', '.join(f'{json.dumps(k)}: {json.dumps(v)}' for k, v in HEADERS.items())
go = f'''package main
import ("bytes"; "fmt"; "net/http"; "net/http/httputil")
func main() {{
  req, _ := http.NewRequest("POST", "{URL}", bytes.NewBufferString({json.dumps(BODY)}))
  for k, v := range map[string]string{{{go_headers}}} {{ req.Header[k] = []string{{v}} }}
  dump, _ := httputil.DumpRequestOut(req, true)
  fmt.Printf("dump=%q\\n", dump)
}}'''
os.makedirs(work + '/go', exist_ok=True)
with open(work + '/go/main.go', 'w') as f: f.write(go)
gout = run(['go', 'run', 'main.go'], cwd=work + '/go', env={**os.environ, 'GOCACHE': work + '/gocache', 'HOME': work})
keep('go-dump-quoted.txt', gout.stdout, run(['go', 'version']).stdout.strip(), 'captured: fmt.Printf("%q") of httputil.DumpRequestOut')

with open(OUT + 'families.json', 'w') as f:
    json.dump({'secret': SECRET, 'merchantId': MID, 'timestamp': TS, 'nonce': NONCE, 'body': BODY, 'fixtures': manifest}, f, indent=2, ensure_ascii=False); f.write('\n')
print(gout.stderr[-400:])

"""Captures the shell-session fixtures (docs/verify-intake.md, "Families read by cleaning and
evidence"): bash, zsh and fish run interactively in a pty, curl sends one signed query to a
loopback server, and the screen the session leaves is kept byte for byte under
src/core/intake/fixtures/shells/. The truth of each fixture is what the server received (not
what intake reads), kept in shells.json. Run with /usr/bin/python3 from the repository root as
root; needs bash, zsh, fish (apt-get install -y zsh fish), setpriv and curl. CI only reads the
committed files."""
import fcntl, hashlib, hmac, http.server, json, os, pty, select, shutil, struct, subprocess, termios, threading, time

OUT = 'src/core/intake/fixtures/shells/'
SECRET = 'sk_test_shells'
MID, TS = 'M100001', '1732700000'
COLS = 4000
received = []

class Receiver(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get('Content-Length', 0)))
        received.append({'headers': {k: v for k, v in self.headers.items()}, 'body': body})
        reply = b'{"code":"SUCCESS","data":{"status":"PAID"}}'
        self.send_response(200); self.send_header('Content-Type', 'application/json'); self.send_header('Content-Length', str(len(reply))); self.end_headers(); self.wfile.write(reply)
    def log_message(self, *a): pass

server = http.server.HTTPServer(('127.0.0.1', 0), Receiver)
threading.Thread(target=server.serve_forever, daemon=True).start()
URL = f'http://127.0.0.1:{server.server_address[1]}/api/v1/payments/query'

HOME = '/tmp/intake-shells-home'
WORK = HOME + '/shop'
shutil.rmtree(HOME, ignore_errors=True); os.makedirs(WORK)
os.chmod(HOME, 0o777); os.chmod(WORK, 0o777)

def sign(nonce, body):
    return hmac.new(SECRET.encode(), f'{MID}\n{TS}\n{nonce}\n'.encode() + body.encode(), hashlib.sha256).hexdigest()

def headers(nonce, body, quote="'"):
    return [f'-H {quote}{k}: {v}{quote}' for k, v in [('Content-Type', 'application/json'), ('X-MerchantID', MID), ('X-Timestamp', TS), ('X-Nonce', nonce), ('X-Sign', sign(nonce, body))]]

def screen(raw):
    """What a terminal COLS wide shows for `raw` (autowrap with a pending wrap at the margin, CR,
    LF, BS, erase, the cursor moves fish uses), each row without its trailing spaces: what a copy gives."""
    rows, row, col, pending = [[]], 0, 0, False
    text = raw.decode('utf-8')
    i = 0
    def put(ch):
        nonlocal row, col, pending
        if pending: row, col, pending = row + 1, 0, False
        while len(rows) <= row: rows.append([])
        line = rows[row]
        while len(line) <= col: line.append(' ')
        line[col] = ch
        if col == COLS - 1: pending = True
        else: col += 1
    while i < len(text):
        ch = text[i]
        if ch == '\x1b':
            if text[i + 1] == '[':
                j = i + 2
                while not ('@' <= text[j] <= '~'): j += 1
                n = int(text[i + 2:j].split(';')[0] or 1) if text[i + 2:j].replace(';', '').isdigit() else 1
                while len(rows) <= row: rows.append([])
                if text[j] == 'K': del rows[row][col:]
                elif text[j] == 'J': del rows[row][col:]; del rows[row + 1:]
                elif text[j] == 'A': row, pending = max(0, row - n), False
                elif text[j] == 'B': row, pending = row + n, False
                elif text[j] == 'C': col, pending = min(COLS - 1, col + n), False
                elif text[j] == 'D': col, pending = max(0, col - n), False
                elif text[j] == 'G': col, pending = n - 1, False
                while len(rows) <= row: rows.append([])
                i = j + 1; continue
            if text[i + 1] == ']':
                i = text.index('\x07', i) + 1; continue
            i += 3 if text[i + 1] in '()' else 2; continue
        if ch == '\r': col, pending = 0, False
        elif ch == '\n':
            row, pending = row + 1, False
            while len(rows) <= row: rows.append([])
        elif ch == '\b': col, pending = max(0, col - 1), False
        elif ch == '\x07': pass
        else: put(ch)
        i += 1
    return '\n'.join(''.join(r).rstrip(' ') for r in rows).rstrip('\n') + '\n'

def session(argv, env, lines):
    """Types each line into an interactive shell in a pty, waiting for the output to settle."""
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(WORK)
        # fish redraws a command of several lines with cursor moves, which a dumb terminal lacks.
        term = 'xterm' if 'fish' in argv else 'dumb'
        os.execvpe('setpriv', ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups', *argv],
                   {'PATH': os.environ['PATH'], 'HOME': HOME, 'TERM': term, 'LANG': 'C.UTF-8', **env})
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack('HHHH', 200, COLS, 0, 0))
    data = b''
    def settle(quiet=0.4, most=8.0):
        nonlocal data
        end, last = time.time() + most, time.time()
        while time.time() < end and time.time() - last < quiet:
            r, _, _ = select.select([fd], [], [], 0.05)
            if not r: continue
            try: chunk = os.read(fd, 65536)
            except OSError: return
            if not chunk: return
            data += chunk; last = time.time()
    settle(0.8)
    for line in lines:
        os.write(fd, (line + '\n').encode()); settle()
    os.write(fd, b'exit\n'); settle()
    os.waitpid(pid, 0)
    return screen(data)

def version(cmd):
    return subprocess.run(cmd, capture_output=True, text=True).stdout.splitlines()[0]

TOOLS = {'bash': version(['bash', '--version']), 'zsh': version(['zsh', '--version']), 'fish': version(['fish', '--version']),
         'curl': version(['curl', '--version']).split(' (')[0]}
manifest = []

def capture(name, shell, how, lines, env=None):
    argv = {'bash': ['bash', '--norc', '--noprofile', '-i'], 'zsh': ['zsh', '-f', '-i'],
            'fish': ['fish', '--no-config', '-i', '-C', FISH_PROMPT]}[shell]
    before = len(received)
    text = session(argv, env or {}, lines)
    assert len(received) == before + 1, f'{name}: the server got {len(received) - before} requests'
    got = received[-1]
    h = {k.lower(): v for k, v in got['headers'].items()}
    body = got['body'].decode('utf-8')
    sent = {'merchantId': h['x-merchantid'], 'timestamp': h['x-timestamp'], 'nonce': h['x-nonce'], 'sign': h['x-sign'], 'body': body}
    assert sign(sent['nonce'], body) == sent['sign'], f'{name}: the sign in the command is not over the bytes curl sent'
    with open(OUT + name, 'w', encoding='utf-8', newline='') as f: f.write(text)
    manifest.append({'file': name, 'tool': f"{TOOLS[shell]}; {TOOLS['curl']}", 'how': f'captured: {how}', 'sent': sent})

def write_file(name, content):
    with open(f'{WORK}/{name}', 'w', encoding='utf-8', newline='') as f: f.write(content)
    os.chmod(f'{WORK}/{name}', 0o666)

# fish's default prompt is `user@host ~/dir> ` (fish_prompt, prompt_pwd); the names are set here.
FISH_PROMPT = "function fish_prompt; printf '%s@%s %s> ' alex shop-dev (prompt_pwd); end; set -g fish_autosuggestion_enabled 0"
ZSH_PROMPT = {'PS1': 'alex@shop-dev %~ %# '}
OMZ_PROMPT = {'PS1': '➜  %1~ '}

os.makedirs(OUT, exist_ok=True)

# zsh: $'...' ANSI-C quoting with \n, \u20ac, \' and \\ inside (zsh manual, "Quoting").
body = '{\n  "merchant_order_no": "ORD-€7",\n  "note": "it\'s 5\\\\5"\n}'
ansi = "$'{\\n  \"merchant_order_no\": \"ORD-\\u20ac7\",\\n  \"note\": \"it\\'s 5\\\\\\\\5\"\\n}'"
capture('zsh-ansi-c-quoting.txt', 'zsh', "zsh -f -i as nobody in a pty, PS1 'alex@shop-dev %~ %# '; curl --data-raw $'...' with \\n, \\u20ac, \\' and \\\\",
        [f"curl -sS -X POST {URL} {' '.join(headers('nz1ansi0c0quote1', body))} --data-raw {ansi}"], ZSH_PROMPT)

# zsh, oh-my-zsh's robbyrussell look: cat of a pretty file above curl -d @file (curl strips CR and LF).
pretty = '{\n  "merchant_order_no": "ORD-€8",\n  "note": "a \\"q\\" \\\\ b"\n}\n'
write_file('body.json', pretty)
sent = pretty.replace('\n', '')
capture('zsh-omz-cat-then-curl-d.txt', 'zsh', "zsh -f -i, PS1 '➜  %1~ '; cat body.json (pretty, final LF) then curl -d @body.json",
        ['cat body.json', f"curl -sS -X POST {URL} {' '.join(headers('nz2catdfile0001', sent))} -d @body.json"], OMZ_PROMPT)

# zsh here-document, its continuation prompt `heredoc> ` (PS2 '%_> ').
doc = '{"merchant_order_no":"ORD-€9","note":"here \'doc\'"}'
capture('zsh-heredoc.txt', 'zsh', "zsh -f -i, PS1 'alex@shop-dev %~ %# ', default PS2; curl --data-binary @- <<'EOF'",
        [f"curl -sS -X POST {URL} {' '.join(headers('nz3heredoc00001', doc + chr(10)))} --data-binary @- <<'EOF'", doc, 'EOF'], ZSH_PROMPT)

# zsh, a command over lines with \ and a file with no final LF: zsh marks its end with % (PROMPT_SP).
one = '{"merchant_order_no":"ORD-€10","note":"no final newline"}'
write_file('order.json', one)
hs = headers('nz4contbinary01', one)
capture('zsh-continuation-data-binary.txt', 'zsh', "zsh -f -i, PS1 'alex@shop-dev %~ %# '; cat order.json (no final LF) then curl over \\-continued lines --data-binary @order.json",
        ['cat order.json', f'curl -sS -X POST {URL} \\', *[f'  {h} \\' for h in hs], '  --data-binary @order.json'], ZSH_PROMPT)

# fish: cat of the file above curl -d @file.
line = '{"merchant_order_no":"ORD-€11","note":"fish cat"}\n'
write_file('query.json', line)
capture('fish-cat-then-curl-d.txt', 'fish', "fish --no-config -i, fish_prompt in fish's default layout; cat query.json then curl -d @query.json",
        ['cat query.json', f"curl -sS -X POST {URL} {' '.join(headers('nf1catdfile00001', line.rstrip(chr(10))))} -d @query.json"])

# fish has no here-documents: printf ... | curl --data-binary @-, fish's \' inside '...'.
pbody = '{"merchant_order_no":"ORD-€12","note":"it\'s fish"}'
fq = pbody.replace('\\', '\\\\').replace("'", "\\'")
capture('fish-printf-pipe.txt', 'fish', "fish --no-config -i; printf '%s' '...\\'...' | curl --data-binary @-",
        [f"printf '%s' '{fq}' | curl -sS -X POST {URL} {' '.join(headers('nf2printfpipe001', pbody))} --data-binary @-"])

# fish: echo "..." | curl -d @- (echo's line feed stripped by -d), fish's \" inside "...".
ebody = '{"merchant_order_no":"ORD-€13","note":"echo \\\\ fish"}'
eq = ebody.replace('\\', '\\\\').replace('"', '\\"')
capture('fish-echo-pipe-d.txt', 'fish', 'fish --no-config -i; echo "..." | curl -d @- (curl strips the line feed echo adds)',
        [f'echo "{eq}" | curl -sS -X POST {URL} {" ".join(headers("nf3echopiped0001", ebody))} -d @-'])

# fish: a command over lines with \, --data-raw '...' with \' and \\ (fish's single-quote escapes).
rbody = '{"merchant_order_no":"ORD-€14","note":"Bob\'s \\\\ shop"}'
rq = rbody.replace('\\', '\\\\').replace("'", "\\'")
capture('fish-continuation-data-raw.txt', 'fish', "fish --no-config -i; curl over \\-continued lines, --data-raw '...' with \\' and \\\\",
        [f'curl -sS -X POST {URL} \\', *[f'    {h} \\' for h in headers('nf4contdataraw01', rbody)], f"    --data-raw '{rq}'"])

# bash, `$ ` prompt: a command over lines, each continuation after the PS2 prompt `> `.
bbody = '{"merchant_order_no":"ORD-€15","note":"bash lines"}'
capture('bash-continuation-data-raw.txt', 'bash', "bash -i, PS1 '$ ', PS2 '> '; curl over \\-continued lines --data-raw '...'",
        [f'curl -sS -X POST {URL} \\', *[f'  {h} \\' for h in headers('nb1contdataraw01', bbody)], f"  --data-raw '{bbody}'"], {'PS1': '$ ', 'PS2': '> '})

# bash as root's prompt `# ` (run as nobody, the prompt set): curl -d '...' then the response.
rbody2 = '{"merchant_order_no":"ORD-€16","note":"root # prompt"}'
capture('bash-root-prompt-d.txt', 'bash', "bash -i, PS1 'root@shop-01:~/shop# '; curl -d '...', the response printed below",
        [f"curl -sS -X POST {URL} {' '.join(headers('nb2rootprompt001', rbody2))} -d '{rbody2}'", 'echo'], {'PS1': 'root@shop-01:~/shop# '})

# zsh: a body typed over several lines inside '...', each continued line after zsh's `quote> `.
qbody = '{\n  "merchant_order_no": "ORD-€17",\n  "note": "typed over lines"\n}'
capture('zsh-multiline-quote.txt', 'zsh', "zsh -f -i, PS1 'alex@shop-dev %~ %# '; curl -d '...' with the body typed over lines (PS2 quote>)",
        [f"curl -sS -X POST {URL} {' '.join(headers('nz5multiquote001', qbody))} -d '{{", '  "merchant_order_no": "ORD-€17",', '  "note": "typed over lines"', "}'"], ZSH_PROMPT)

# bash: the same after bash's PS2 `> `.
qbody = '{\n  "merchant_order_no": "ORD-€18",\n  "note": "bash lines"\n}'
capture('bash-multiline-quote.txt', 'bash', "bash -i, PS1 'alex@shop-dev:~/shop$ ', PS2 '> '; curl --data-raw '...' typed over lines",
        [f"curl -sS -X POST {URL} {' '.join(headers('nb3multiquote001', qbody))} --data-raw '{{", '  "merchant_order_no": "ORD-€18",', '  "note": "bash lines"', "}'"], {'PS1': 'alex@shop-dev:~/shop$ ', 'PS2': '> '})

# bash: a here-string (<<<), which ends the word with a line feed.
hbody = '{"merchant_order_no":"ORD-€19","note":"here-string"}'
capture('bash-here-string.txt', 'bash', "bash -i, PS1 '$ '; curl --data-binary @- <<< '...'",
        [f"curl -sS -X POST {URL} {' '.join(headers('nb4herestring001', hbody + chr(10)))} --data-binary @- <<< '{hbody}'"], {'PS1': '$ ', 'PS2': '> '})

# bash: echo piped into curl --json @- (curl 7.82+), which sends the line feed echo adds.
jbody = '{"merchant_order_no":"ORD-€20","note":"json option"}'
capture('bash-echo-pipe-json.txt', 'bash', "bash -i, PS1 '$ '; echo '...' | curl --json @-",
        [f"echo '{jbody}' | curl -sS -X POST {URL} {' '.join(h for h in headers('nb5echojson00001', jbody + chr(10)) if 'Content-Type' not in h)} --json @-"], {'PS1': '$ ', 'PS2': '> '})

# bash as root with the bare `# ` prompt: cat of a file with a final LF, sent with --data-binary.
fbody = '{"merchant_order_no":"ORD-€24","note":"root, final newline kept"}\n'
write_file('final.json', fbody)
capture('bash-root-hash-cat-data-binary.txt', 'bash', "bash -i, PS1 '# '; cat final.json (final LF) then curl --data-binary @final.json",
        ['cat final.json', f"curl -sS -X POST {URL} {' '.join(headers('nb6roothashcat01', fbody))} --data-binary @final.json"], {'PS1': '# ', 'PS2': '> '})

with open(OUT + 'shells.json', 'w', encoding='utf-8') as f:
    json.dump({'secret': SECRET, 'fixtures': manifest}, f, indent=2, ensure_ascii=False); f.write('\n')
print(f'{len(manifest)} fixtures')

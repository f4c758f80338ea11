"""Writes the intake fixtures that no tool here can capture (docs/verify-intake.md, "Families read
by cleaning and evidence"): PowerShell and cmd sessions around curl.exe, Windows batch files, and
chat, mail and document pastes, each written to the documented or observed format its manifest
entry names, into src/core/intake/fixtures/written/. The truth of each (`sent`) is the body the
named rules make the sender's program send; tests re-sign it with node:crypto. Run with python3
from the repository root."""
import hashlib, hmac, json

OUT = 'src/core/intake/fixtures/written/'
SECRET = 'sk_test_written'
MID, TS = 'M100001', '1732700000'
URL = 'https://sandbox.example/api/v1/payments/query'
manifest = []

def sign(nonce, body):
    return hmac.new(SECRET.encode(), f'{MID}\n{TS}\n{nonce}\n{body}'.encode(), hashlib.sha256).hexdigest()

def pairs(nonce, body):
    return [('Content-Type', 'application/json'), ('X-MerchantID', MID), ('X-Timestamp', TS), ('X-Nonce', nonce), ('X-Sign', sign(nonce, body))]

def keep(name, text, family, written_to, nonce, body):
    with open(OUT + name, 'w', encoding='utf-8', newline='') as f: f.write(text)
    manifest.append({'file': name, 'family': family, 'how': f'written to {written_to}',
                     'sent': {'merchantId': MID, 'timestamp': TS, 'nonce': nonce, 'sign': sign(nonce, body), 'body': body}})

RESPONSE = '{"code":"SUCCESS","data":{"status":"PAID"}}'
PS = 'PS C:\\Users\\alex\\shop> '
PS_DOC = ("PowerShell 7.4's rules (about_Quoting_Rules: '...' is literal and '' is one quote; "
          "about_Parsing: a backtick ends a continued line, the console shows >> before it; "
          "PSNativeCommandArgumentPassing Standard passes each string to curl.exe as it is)")

# PowerShell: curl.exe with single-quoted words, '' for a quote in the body.
b = '{"merchant_order_no":"ORD-€21","note":"Bob\'s shop"}'
ps = lambda s: "'" + s.replace("'", "''") + "'"
cmd = f"curl.exe -sS -X POST {URL} " + ' '.join(f'-H {ps(f"{k}: {v}")}' for k, v in pairs('nw1psquotes00001', b)) + f' --data-raw {ps(b)}'
keep('powershell-curl-exe-quotes.txt', f'{PS}{cmd}\r\n{RESPONSE}\r\n{PS}\r\n', 'shell', PS_DOC, 'nw1psquotes00001', b)

# PowerShell: the same over backtick-continued lines with the >> prompt, double-quoted headers.
b = '{"merchant_order_no":"ORD-€22","note":"tick ` and $HOME stay"}'
lines = [f'curl.exe -sS -X POST {URL} `'] + [f'>> -H "{k}: {v}" `' for k, v in pairs('nw2psbacktick001', b)] + [f'>> --data-raw {ps(b)}']
keep('powershell-backtick-continuation.txt', PS + '\r\n'.join(lines) + f'\r\n{RESPONSE}\r\n{PS}\r\n', 'shell', PS_DOC, 'nw2psbacktick001', b)

# PowerShell: Get-Content of the file above curl.exe -d "@file" (curl strips CR LF for -d).
content = '{\r\n  "merchant_order_no": "ORD-€23",\r\n  "note": "from a file"\r\n}'
b = content.replace('\r\n', '')
hs = ' '.join(f'-H "{k}: {v}"' for k, v in pairs('nw3psgetcontent1', b))
keep('powershell-get-content.txt', f'{PS}Get-Content .\\body.json\r\n{content}\r\n{PS}curl.exe -sS -X POST {URL} {hs} -d "@body.json"\r\n{RESPONSE}\r\n{PS}\r\n',
     'shell', PS_DOC + '; Get-Content writes each line of the file', 'nw3psgetcontent1', b)

CMD_DOC = ("cmd.exe's rules (cmd /?, set /?, call /?: %NAME% is put in when a line is read, %% is one % in a "
           "batch file, ^ escapes the next character outside quotes and ^ before a line break continues it; "
           "curl.exe's words split by the Microsoft C runtime, \\\" is a quote)")
crt = lambda s: '"' + s.replace('"', '\\"') + '"'

# A batch file: @echo off, REM, chcp, set NAME=value and %NAME% in the command, ^ continuations, %% for %.
b = '{"merchant_order_no":"ORD-31","note":"50% off"}'
p = dict(pairs('nw4batchvars0001', b))
bat = ['@echo off', 'REM Payment query against the sandbox; sign.ps1 wrote the values below', 'chcp 65001 >nul', 'setlocal',
       f'set MID={MID}', f'set TS={TS}', 'set "NONCE=nw4batchvars0001"', f'set "SIGN={p["X-Sign"]}"',
       f'curl.exe -sS -X POST "{URL}?ref=summer%%25" ^', '  -H "Content-Type: application/json" ^', '  -H "X-MerchantID: %MID%" ^',
       '  -H "X-Timestamp: %TS%" ^', '  -H "X-Nonce: %NONCE%" ^', '  -H "X-Sign: %SIGN%" ^', '  --data-raw ' + crt(b).replace('%', '%%'), 'endlocal', 'pause']
keep('batch-set-variables.txt', '\r\n'.join(bat) + '\r\n', 'shell', CMD_DOC, 'nw4batchvars0001', b)

# A batch file without variables: :: comments, echo lines, ^ continuations, %% in the body.
b = '{"merchant_order_no":"ORD-32","note":"100% sure, 20%% less"}'
bat = ['@echo off', ':: query.bat - sends one payment query', 'chcp 65001 > nul', 'echo Sending the query...',
       f'curl.exe -sS -X POST {URL} ^'] + [f'  -H "{k}: {v}" ^' for k, v in pairs('nw5batchcaret001', b)] + ['  --data-raw ' + crt(b).replace('%', '%%'), 'echo.', 'echo Done.']
keep('batch-caret-continuation.txt', '\r\n'.join(bat) + '\r\n', 'shell', CMD_DOC, 'nw5batchcaret001', b)

# An interactive cmd session: the prompt C:\...> with no space, More? before each continued line.
b = '{"merchant_order_no":"ORD-33","note":"typed in cmd"}'
lines = [f'curl.exe -sS -X POST {URL} ^'] + [f'More?  -H "{k}: {v}" ^' for k, v in pairs('nw6cmdmore000001', b)] + [f'More?  --data-raw {crt(b)}']
keep('cmd-more-prompt.txt', 'Microsoft Windows [Version 10.0.22631.4460]\r\n(c) Microsoft Corporation. All rights reserved.\r\n\r\nC:\\Users\\alex\\shop>' + '\r\n'.join(lines) + f'\r\n{RESPONSE}\r\nC:\\Users\\alex\\shop>\r\n',
     'shell', CMD_DOC + '; an interactive ^ continuation is prompted with More?', 'nw6cmdmore000001', b)

def raw(nonce, body, eol='\n', length=True):
    head = ['POST /api/v1/payments/query HTTP/1.1', 'Host: sandbox.example'] + [f'{k}: {v}' for k, v in pairs(nonce, body)]
    if length: head.append(f'Content-Length: {len(body.encode())}')
    return eol.join(head) + eol + eol + body

# Slack: a run of messages copied from the desktop client (observed): "Name  10:42 AM" above a
# message, a later message from the same person under its time alone; headers and body split.
b = '{"merchant_order_no":"ORD-€41","note":"split in two messages"}'
head = raw('nw7slacksplit001', b).split('\n\n')[0]
keep('slack-split-message.txt', f'Alex Rivera  10:42 AM\nmerchant M100001 gets 401 on every query, this is from their log:\n{head}\n10:43\nand the body it sent:\n{b}\nSam Lee  10:47 AM\nlooking :eyes:\n',
     'prose', 'the text Slack desktop puts on the clipboard for several messages (observed: "Name  h:mm AM" then the message, a follow-up under its time alone)', 'nw7slacksplit001', b)

# Teams: "[10:42 AM] Name" above each message (observed copy of several messages).
b = '{\n  "merchant_order_no": "ORD-€42",\n  "note": "pretty"\n}'
head = raw('nw8teamssplit001', b).split('\n\n')[0]
keep('teams-split-message.txt', f'[10:42 AM] Alex Rivera\nThe request from the merchant:\n{head}\n[10:43 AM] Alex Rivera\n{b}\n[10:44 AM] Sam Lee\nthanks, checking\n',
     'prose', 'the text Microsoft Teams puts on the clipboard for several messages (observed: "[h:mm AM] Name" on its own line above each)', 'nw8teamssplit001', b)

# Discord: "Name — Today at 10:42" above each message group (observed copy).
b = '{"merchant_order_no":"ORD-€43","note":"discord"}'
keep('discord-message.txt', f'Alex — Today at 10:42\nhey, signature mismatch again\n{raw("nw9discord000001", b)}\nSam — Today at 10:44\nwhich merchant?\n',
     'prose', 'the text the Discord client copies for messages (observed: "Name — Today at hh:mm" above each group)', 'nw9discord000001', b)

# WhatsApp's "Export chat" (iOS): "[dd/mm/yyyy, hh:mm:ss] Name: " before a message's first line
# only; the request in one message, its body in the next.
b = '{"merchant_order_no":"ORD-€44","note":"whatsapp"}'
head = raw('nwawhatsapp00001', b, length=False).split('\n\n')[0].split('\n')
lines = ['[27/11/2026, 10:02:11] Alex Rivera: the request that fails:', *head, '[27/11/2026, 10:02:40] Alex Rivera: ' + b, '[27/11/2026, 10:03:05] Sam Lee: ok']
keep('whatsapp-export-ios.txt', '\r\n'.join(lines) + '\r\n', 'prose', "WhatsApp's Export chat text (iOS: \"[date, time] Name: \" on a message's first line only, CR LF)", 'nwawhatsapp00001', b)

# WhatsApp's export (Android): "dd/mm/yyyy, hh:mm - Name: " on every message, one line each.
b = '{"merchant_order_no":"ORD-€45","note":"android"}'
lines = [f'27/11/2026, 10:02 - Alex Rivera: {l}' for l in raw('nwbwhatsappand01', b, length=False).split('\n') if l != '']
keep('whatsapp-export-android.txt', '\n'.join(lines) + '\n', 'prose', "WhatsApp's Export chat text (Android: \"date, time - Name: \" before each message)", 'nwbwhatsappand01', b)

# Outlook: the reply's own headers, then "-----Original Message-----" and the quoted request, its
# pretty body over several "> " lines, CR LF.
b = '{\r\n  "merchant_order_no": "ORD-€46",\r\n  "note": "quoted"\r\n}'
quoted = '\r\n'.join(('> ' + l) if l else '>' for l in raw('nwcoutlookquote1', b, '\r\n').split('\r\n'))
mail = ('From: Ops Team <ops@merchant.example>\r\nSent: Friday, November 27, 2026 10:12 AM\r\nTo: support@payments.example\r\n'
        'Subject: RE: [#4821] signature fails on query\r\n\r\nHi,\r\n\r\nas requested, the request is quoted below.\r\n\r\nRegards,\r\nOps\r\n\r\n'
        '-----Original Message-----\r\nFrom: Support <support@payments.example>\r\nSent: Thursday, November 26, 2026 4:40 PM\r\n'
        'To: ops@merchant.example\r\nSubject: [#4821] signature fails on query\r\n\r\n' + quoted + '\r\n\r\nCan you confirm it is byte for byte what you sent?\r\n')
keep('outlook-original-message.txt', mail, 'prose', 'an Outlook reply as text (its From/Sent/To/Subject block, "-----Original Message-----", "> " quoting, CR LF)', 'nwcoutlookquote1', b)

# A GitHub issue form: headings, prose, <details><summary> around a fenced block.
b = '{"merchant_order_no":"ORD-€47","note":"in details"}'
issue = ('### What happened?\n\nThe sandbox answers 401 to every query.\n\n### Request\n\n<details>\n<summary>Request as logged</summary>\n\n'
         f'```http\n{raw("nwdgithubdetail1", b)}\n```\n\n</details>\n\n### Version\n\nsdk 2.3.1\n')
keep('github-issue-details.txt', issue, 'prose', "GitHub's issue Markdown (a <details>/<summary> block around a fenced code block, headings from an issue form)", 'nwdgithubdetail1', b)

# A document saved by Notepad/Word as text: a BOM, a title and its underline, CR LF.
b = '{"merchant_order_no":"ORD-€48","note":"document"}'
doc = ('\ufeffPayment query fails for M100001\r\n===============================\r\n\r\nThe request our server sent at 10:02:\r\n\r\n'
       + raw('nwedocumentbom01', b, '\r\n') + '\r\n\r\nThe answer was 401 SIGN_MISMATCH.\r\n')
keep('document-bom-title-crlf.txt', doc, 'prose', 'a UTF-8 text document with a BOM, a title line, Setext underline and CR LF (as Notepad saves it)', 'nwedocumentbom01', b)

with open(OUT + 'written.json', 'w', encoding='utf-8') as f:
    json.dump({'secret': SECRET, 'fixtures': manifest}, f, indent=2, ensure_ascii=False); f.write('\n')
print(f'{len(manifest)} fixtures')

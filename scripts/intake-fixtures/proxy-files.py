"""Writes the proxy-file intake fixtures (docs/verify-intake.md, "Proxies' own files") under
src/core/intake/fixtures/proxies/, with proxies.json naming each file's tool and how it was made.
The HTTP messages are captured: curl and Python's http.client send the signed query (chunked and
not) to a loopback server that keeps the raw bytes it read and answers with a signed response.
Burp Suite, Charles and Fiddler do not run here, so their containers are written to each tool's
documented format around those captured bytes (the manifest says which). Run with
/usr/bin/python3 from the repository root; needs curl. CI only reads the committed files."""
import base64, hashlib, hmac, http.client, json, socket, subprocess, sys, threading

OUT = 'src/core/intake/fixtures/proxies/'
SECRET = 'sk_test_proxies'
MID = 'M100001'
REQ = {'timestamp': '1732700000', 'nonce': 'np0a1b2c3d4e5f60',
       'body': '{"merchant_order_no":"ORD-\u20ac1","note":"a \\"q\\" \\\\ b"}'}
SECOND = {'timestamp': '1732700060', 'nonce': 'np9f8e7d6c5b4a30',
          'body': '{"merchant_order_no":"ORD-\u20ac2","amount":"12.50"}'}
RES = {'timestamp': '1732700001', 'nonce': 'nr1122334455aabb',
       'body': '{"code":"0000","msg":"ok","data":{"merchant_order_no":"ORD-\u20ac1","status":"PAID"}}'}

def sign(part):
    payload = f"{MID}\n{part['timestamp']}\n{part['nonce']}\n{part['body']}".encode()
    return hmac.new(SECRET.encode(), payload, hashlib.sha256).hexdigest()

def headers(part):
    return {'Content-Type': 'application/json', 'X-MerchantID': MID, 'X-Timestamp': part['timestamp'],
            'X-Nonce': part['nonce'], 'X-Sign': sign(part)}

RESPONSE = (b'HTTP/1.1 200 OK\r\n' + b''.join(f'{k}: {v}\r\n'.encode() for k, v in headers(RES).items())
            + f"Content-Length: {len(RES['body'].encode())}\r\n\r\n".encode() + RES['body'].encode())

def read_request(conn):
    """The raw request bytes: the head, then Content-Length bytes or chunks up to the last one."""
    data = b''
    while b'\r\n\r\n' not in data: data += conn.recv(65536)
    head, _, body = data.partition(b'\r\n\r\n')
    if b'transfer-encoding: chunked' in head.lower():
        while not (body.startswith(b'0\r\n\r\n') or b'\r\n0\r\n\r\n' in body): body += conn.recv(65536)
    else:
        length = int([l for l in head.split(b'\r\n') if l.lower().startswith(b'content-length:')][0].split(b':')[1])
        while len(body) < length: body += conn.recv(65536)
    return head + b'\r\n\r\n' + body

captured = []
server = socket.socket(); server.bind(('127.0.0.1', 0)); server.listen()
PORT = server.getsockname()[1]

def serve():
    while True:
        conn, _ = server.accept()
        captured.append(read_request(conn)); conn.sendall(RESPONSE); conn.close()

threading.Thread(target=serve, daemon=True).start()
URL = f'http://127.0.0.1:{PORT}/api/v1/payments/query'
manifest = []

def keep(name, data, tool, how, **read_as):
    with open(OUT + name, 'wb') as f: f.write(data if isinstance(data, bytes) else data.encode())
    manifest.append({'file': name, 'tool': tool, 'how': how, **read_as})

def curl(part, *extra):
    with open('/tmp/proxy-files-body.json', 'w', encoding='utf-8', newline='') as f: f.write(part['body'])
    hdrs = [a for k, v in headers(part).items() for a in ('-H', f'{k}: {v}')]
    subprocess.run(['curl', '-sS', '-o', '/dev/null', *hdrs, *extra, '--data-binary', '@/tmp/proxy-files-body.json', URL], check=True)
    return captured[-1]

CURL = subprocess.run(['curl', '--version'], capture_output=True, text=True).stdout.split(' (')[0]
PY = f'Python {sys.version.split()[0]} http.client'

# Captured: the raw bytes the loopback server read.
curl_chunked = curl(REQ, '-H', 'Transfer-Encoding: chunked')
keep('curl-chunked.txt', curl_chunked, CURL, "captured: curl -H 'Transfer-Encoding: chunked' --data-binary @body.json, the bytes a loopback server read")
conn = http.client.HTTPConnection('127.0.0.1', PORT)
pieces = [REQ['body'][:20].encode(), REQ['body'][20:33].encode(), REQ['body'][33:].encode()]
conn.request('POST', '/api/v1/payments/query', iter(pieces), headers(REQ), encode_chunked=True); conn.getresponse().read()
py_chunked = captured[-1]
keep('python-chunked.txt', py_chunked, PY, 'captured: HTTPConnection.request(body=iter(three pieces), encode_chunked=True), the bytes a loopback server read')
curl(REQ, '-H', 'Transfer-Encoding: chunked', '--trace', '/tmp/proxy-files-trace.txt')
with open('/tmp/proxy-files-trace.txt', 'rb') as f:
    keep('curl-trace-chunked.txt', f.read(), CURL, "captured: curl --trace of the chunked upload (-H 'Transfer-Encoding: chunked'): the chunk framing in the data curl sent")
curl_plain = curl(REQ)
curl_second = curl(SECOND)

# Written to RFC 9112 7.1.1 (chunk-ext) and 7.1.2 (trailer), as Fiddler's Raw inspector shows a
# proxied request: the absolute URL in the request line, the bytes received after the head.
body = REQ['body'].encode()
fiddler = (f'POST {URL} HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\n'.encode()
           + b''.join(f'{k}: {v}\r\n'.encode() for k, v in headers(REQ).items())
           + b'Transfer-Encoding: chunked\r\n\r\n'
           + f'{11:x};name="first"\r\n'.encode() + body[:11] + b'\r\n'
           + f'{len(body) - 11:X};ieof\r\n'.encode() + body[11:] + b'\r\n'
           + b'0\r\nX-Trace: 7f3a\r\n\r\n')
SAZ = "as Fiddler keeps a session's raw bytes (SAZ raw/NN_c.txt and NN_s.txt, Telerik's 'Fiddler Archives (SAZ)') and its Raw inspector shows them"
keep('fiddler-raw-chunked-extensions.txt', fiddler, 'Fiddler raw request (format)', f'written {SAZ}: the absolute URL in the request line, chunk extensions and a trailer (RFC 9112 7.1.1-7.1.2)')
res = RES['body'].encode()
fiddler_res = (b'HTTP/1.1 200 OK\r\n' + b''.join(f'{k}: {v}\r\n'.encode() for k, v in headers(RES).items())
               + b'Transfer-Encoding: chunked\r\n\r\n'
               + b''.join(f'{len(piece):x}\r\n'.encode() + piece + b'\r\n' for piece in (res[:30], res[30:50], res[50:]))
               + b'0\r\n\r\n')
keep('fiddler-raw-chunked-response.txt', fiddler_res, 'Fiddler raw response (format)', f'written {SAZ}: the signed response in three chunks (RFC 9112 7.1)')

# Burp Suite "Save items": the DTD Burp writes at the top of the file (items, item, base64 attributes).
DTD = '''<?xml version="1.0"?>
<!DOCTYPE items [
<!ELEMENT items (item*)>
<!ATTLIST items burpVersion CDATA "">
<!ATTLIST items exportTime CDATA "">
<!ELEMENT item (time, url, host, port, protocol, method, path, extension, request, status, responselength, mimetype, response, comment)>
<!ELEMENT time (#PCDATA)>
<!ELEMENT url (#PCDATA)>
<!ELEMENT host (#PCDATA)>
<!ATTLIST host ip CDATA "">
<!ELEMENT port (#PCDATA)>
<!ELEMENT protocol (#PCDATA)>
<!ELEMENT method (#PCDATA)>
<!ELEMENT path (#PCDATA)>
<!ELEMENT extension (#PCDATA)>
<!ELEMENT request (#PCDATA)>
<!ATTLIST request base64 (true|false) "false">
<!ELEMENT status (#PCDATA)>
<!ELEMENT responselength (#PCDATA)>
<!ELEMENT mimetype (#PCDATA)>
<!ELEMENT response (#PCDATA)>
<!ATTLIST response base64 (true|false) "false">
<!ELEMENT comment (#PCDATA)>
]>
<items burpVersion="2024.9.4" exportTime="Wed Nov 27 10:00:05 UTC 2024">
'''

def burp_item(method, path, request, response, b64):
    msg = (lambda raw: base64.b64encode(raw).decode()) if b64 else (lambda raw: raw.decode())
    status = response.split(b' ')[1].decode() if response else ''
    return f'''  <item>
    <time>Wed Nov 27 10:00:00 UTC 2024</time>
    <url><![CDATA[http://127.0.0.1:{PORT}{path}]]></url>
    <host ip="127.0.0.1">127.0.0.1</host>
    <port>{PORT}</port>
    <protocol>http</protocol>
    <method><![CDATA[{method}]]></method>
    <path><![CDATA[{path}]]></path>
    <extension>null</extension>
    <request base64="{str(b64).lower()}"><![CDATA[{msg(request)}]]></request>
    <status>{status}</status>
    <responselength>{len(response)}</responselength>
    <mimetype>JSON</mimetype>
    <response base64="{str(b64).lower()}"><![CDATA[{msg(response)}]]></response>
    <comment></comment>
  </item>
'''

HOW_BURP = 'written to the DTD Burp Suite puts at the top of a "Save items" file (items burpVersion, item, request/response base64), around the captured curl request and the loopback server\'s response'
Q = '/api/v1/payments/query'
keep('burp-one-item.xml', DTD + burp_item('POST', Q, curl_plain, RESPONSE, True) + '</items>\n',
     'Burp Suite "Save items" (format)', HOW_BURP + '; base64 ticked')
ping = f'GET /api/v1/ping HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\nUser-Agent: curl/7.88.1\r\nAccept: */*\r\n\r\n'.encode()
pong = b'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{"ok":true}'
keep('burp-several-items.xml', DTD + burp_item('GET', '/api/v1/ping', ping, pong, True)
     + burp_item('POST', Q, curl_plain, RESPONSE, True) + burp_item('POST', Q, curl_second, RESPONSE, True) + '</items>\n',
     'Burp Suite "Save items" (format)', HOW_BURP + '; three items (an unsigned GET, two signed queries)')
keep('burp-not-base64-chunked.xml', DTD + burp_item('POST', Q, py_chunked, RESPONSE, False) + '</items>\n',
     'Burp Suite "Save items" (format)', HOW_BURP + '; base64 not ticked (CDATA text), the Python chunked request')

# Charles "Export Session... JSON Session File" (.chlsj): the shape of charles_to_postman.py's
# schema note and Rockxy's CharlesJSONSessionImporterTests (body text with charset, or encoded).
def charles_message(first, hdrs, body, encoded=False):
    raw = body.encode()
    return {'sizes': {'headers': 180, 'body': len(raw)}, 'mimeType': 'application/json', 'charset': 'UTF-8',
            'contentEncoding': None,
            'header': {'firstLine': first, 'headers': [{'name': k, 'value': v} for k, v in hdrs.items()]},
            'body': {'encoded': base64.b64encode(raw).decode()} if encoded else {'text': body, 'charset': 'UTF-8'}}

def charles(part, response=None, encoded=False):
    t = {'status': 'COMPLETE', 'method': 'POST', 'protocolVersion': 'HTTP/1.1', 'scheme': 'http',
         'host': '127.0.0.1', 'actualPort': PORT, 'path': Q, 'query': None, 'tunnel': False,
         'remoteAddress': '127.0.0.1/127.0.0.1', 'clientAddress': '/127.0.0.1',
         'times': {'start': '2024-11-27T10:00:00.000+00:00', 'end': '2024-11-27T10:00:00.020+00:00'},
         'request': charles_message(f'POST {Q} HTTP/1.1', {'Host': f'127.0.0.1:{PORT}', **headers(part),
                                    'Content-Length': str(len(part['body'].encode()))}, part['body'], encoded)}
    if response: t['response'] = {'status': 200, **charles_message('HTTP/1.1 200 OK', headers(response), response['body'])}
    return t

HOW_CHARLES = 'written to the .chlsj shape Charles exports (charles_to_postman.py\'s schema note, Rockxy\'s CharlesJSONSessionImporterTests)'
dump = lambda value: json.dumps(value, indent=2, ensure_ascii=False) + '\n'
keep('charles-request-only.chlsj', dump([charles(REQ)]), 'Charles Proxy JSON session (format)', HOW_CHARLES + '; a request whose response never came')
keep('charles-with-response.chlsj', dump([charles(REQ, RES)]), 'Charles Proxy JSON session (format)', HOW_CHARLES + '; request and signed response, body text')
keep('charles-encoded-bodies.chlsj', dump([charles(SECOND, RES, True), charles(REQ, RES, True)]), 'Charles Proxy JSON session (format)', HOW_CHARLES + '; two transactions, request bodies as encoded (base64)')

with open(OUT + 'proxies.json', 'w', encoding='utf-8') as f:
    f.write(json.dumps({'secret': SECRET, 'merchantId': MID, 'request': REQ, 'second': SECOND, 'response': RES,
                        'fixtures': manifest}, indent=2, ensure_ascii=False) + '\n')
print(f'{len(manifest)} fixtures written to {OUT}')

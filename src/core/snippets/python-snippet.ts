/**
 * Python 3 programs (standard library only: `urllib.request`, `hmac`, `http.server`) for a
 * signed query (spec 5.4, verified as spec 5.3) and for a webhook receiver (spec 5.3, 6).
 */
import { pythonString } from './literals.ts';
import {
  DEFAULT_SUCCESS_CODE,
  EXIT_REFUSED,
  EXIT_UNTRUSTED,
  EXIT_USAGE,
  RECEIVER_WINDOW_SECONDS,
  type QueryInput,
  type ReceiverInput,
} from './snippet-input.ts';

/** `python3 query.py`: signs the body once, sends it, verifies the response before parsing. */
export function pythonQuery(input: QueryInput): string {
  return String.raw`# Signed query (spec 5.4), response verified before it is parsed (spec 5.3).
# Run: API_SECRET=... python3 query.py   (Python 3.6 or later, standard library only)
# Exit: 0 success, ${EXIT_REFUSED} refused (HTTP or code), ${EXIT_UNTRUSTED} response not verified, ${EXIT_USAGE} no API_SECRET.
import hashlib, hmac, json, os, secrets, sys, time, urllib.error, urllib.request

URL = ${pythonString(input.url)}
MERCHANT_ID = ${pythonString(input.merchantId)}
# The body exactly as in the console; it is signed and sent as these bytes.
BODY = ${pythonString(input.body)}.encode("utf-8")
# The spec does not name the success code; the sandbox uses 0.
SUCCESS_CODE = os.environ.get("SUCCESS_CODE") or ${pythonString(input.successCode ?? DEFAULT_SUCCESS_CODE)}


def fail(status, message):
    sys.stderr.write(message + "\n")
    sys.exit(status)


secret = os.environ.get("API_SECRET", "").encode("utf-8")
if not secret:
    fail(${EXIT_USAGE}, "Set API_SECRET to your API secret (never put it in the code).")


def sign(merchant_id, timestamp, nonce, body):
    head = (merchant_id + "\n" + timestamp + "\n" + nonce + "\n").encode("utf-8")
    return hmac.new(secret, head + body, hashlib.sha256).hexdigest()


timestamp = str(int(time.time()))
nonce = secrets.token_hex(16)
request = urllib.request.Request(URL, data=BODY, method="POST", headers={
    "Content-Type": "application/json",
    "X-MerchantID": MERCHANT_ID,
    "X-Timestamp": timestamp,
    "X-Nonce": nonce,
    "X-Sign": sign(MERCHANT_ID, timestamp, nonce, BODY),
})
try:
    response = urllib.request.urlopen(request)
except urllib.error.HTTPError as refused:
    response = refused  # a 4xx or 5xx still carries a signed envelope
except OSError as error:
    fail(${EXIT_REFUSED}, "REFUSED: could not reach " + URL + ": " + str(error))
status = response.status if hasattr(response, "status") else response.code
raw = response.read()


def header(name):
    return (response.headers.get(name) or "").strip()


# Verify over the raw bytes before parsing (spec 5.3).
expected = sign(header("X-MerchantID"), header("X-Timestamp"), header("X-Nonce"), raw)
if header("X-MerchantID") != MERCHANT_ID or not hmac.compare_digest(header("X-Sign").lower(), expected):
    fail(${EXIT_UNTRUSTED}, "UNTRUSTED: the response (HTTP %d) does not verify with API_SECRET for %s; do not act on it. Check API_SECRET (test and production secrets differ)." % (status, MERCHANT_ID))

sys.stdout.buffer.write(raw + b"\n")
sys.stdout.flush()
try:
    code = json.loads(raw.decode("utf-8"))["code"]
except (ValueError, KeyError, TypeError):
    fail(${EXIT_REFUSED}, "REFUSED: the verified response is not a JSON envelope {code, msg, data}.")
if not 200 <= status < 300 or str(code) != SUCCESS_CODE:
    fail(${EXIT_REFUSED}, "REFUSED: HTTP %d, code %s (success is %s)." % (status, json.dumps(code), SUCCESS_CODE))
`;
}

/** `python3 receiver.py`: a webhook receiver that verifies every notification before parsing. */
export function pythonReceiver(input: ReceiverInput): string {
  return String.raw`# Webhook receiver: verifies each notification before parsing it (spec 5.3, 6).
# Run: API_SECRET=... PORT=8080 python3 receiver.py   (standard library only)
import hashlib, hmac, json, os, sys, threading, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MERCHANT_ID = os.environ.get("MERCHANT_ID") or ${pythonString(input.merchantId)}
WINDOW_SECONDS = ${RECEIVER_WINDOW_SECONDS}
SECRET = os.environ.get("API_SECRET", "").encode("utf-8")
if not SECRET:
    sys.stderr.write("Set API_SECRET to your API secret (never put it in the code).\n")
    sys.exit(${EXIT_USAGE})
seen = {}  # nonce -> when it was accepted (seconds)
lock = threading.Lock()


def verify(headers, raw):
    def get(name):
        return (headers.get(name) or "").strip()

    merchant_id, timestamp, nonce, received = get("X-MerchantID"), get("X-Timestamp"), get("X-Nonce"), get("X-Sign")
    if not (merchant_id and timestamp and nonce and received):
        return "a signature header is missing"
    if merchant_id != MERCHANT_ID:
        return "the notification is for another merchant"
    head = (merchant_id + "\n" + timestamp + "\n" + nonce + "\n").encode("utf-8")
    expected = hmac.new(SECRET, head + raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(received.lower().encode("utf-8"), expected.encode("ascii")):
        return "the signature does not verify"
    now = int(time.time())
    if not timestamp.isdigit() or abs(now - int(timestamp)) > WINDOW_SECONDS:
        return "the timestamp is outside the window"
    with lock:
        for old in [n for n, at in seen.items() if now - at > WINDOW_SECONDS * 2]:
            del seen[old]
        if nonce in seen:
            return "the nonce was already used"
        seen[nonce] = now
    return None


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        problem = verify(self.headers, raw)
        if problem:
            return self.answer(401, "text/plain", ("rejected: " + problem + "\n").encode("utf-8"))
        try:
            notification = json.loads(raw.decode("utf-8"))
        except ValueError:
            return self.answer(400, "text/plain", b"verified, but not JSON\n")
        print("verified notification", json.dumps(notification), flush=True)
        self.answer(200, "application/json", b'{"received":true}')

    def answer(self, status, content_type, body):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


port = int(os.environ.get("PORT") or 8080)
server = ThreadingHTTPServer(("127.0.0.1", port), Receiver)
print("listening on http://127.0.0.1:%d" % port, flush=True)
server.serve_forever()
`;
}

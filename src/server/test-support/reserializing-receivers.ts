/**
 * Test support: webhook receivers as merchants write them, in Node, Python, PHP and Java, each
 * run as its own program. With `MODE=raw` a receiver verifies X-Sign over the raw bytes (spec
 * 5.3); with `MODE=reserialize` it first parses the body and writes it again with its stack's
 * usual serializer (JSON.stringify after an express.json-like parse, json.dumps(json.loads()),
 * json_encode(json_decode()), Jackson's ObjectMapper), then verifies what it wrote: the most
 * common receiver bug. Both check the merchant ID, a 300-second clock window and replays.
 * Each reads `PORT`, `API_SECRET`, `RECEIVER_MERCHANT` and `MODE`, and answers 200 or 401.
 */
import { existsSync } from 'node:fs';
import type { SnippetLanguageId } from '../../core/snippets/languages.ts';
import type { Launch } from './snippet-harness/run-program.ts';

export interface StackReceiver {
  id: SnippetLanguageId;
  label: string;
  fileName: string;
  source: string;
  /** How it is started when not by its language's command (`php -S`, Jackson's class path). */
  launch?: Launch;
  /** Why it cannot run on this machine, or null. */
  missing: string | null;
}

const NODE = `const http = require('node:http');
const crypto = require('node:crypto');
const { API_SECRET, RECEIVER_MERCHANT, MODE, PORT } = process.env;
const seen = new Set();

http
  .createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      let bytes = raw;
      if (MODE === 'reserialize') {
        // What express.json() hands on as req.body, written again.
        try {
          bytes = Buffer.from(JSON.stringify(JSON.parse(raw.toString('utf8'))), 'utf8');
        } catch {
          return res.writeHead(400).end();
        }
      }
      const mid = req.headers['x-merchantid'];
      const ts = req.headers['x-timestamp'];
      const nonce = req.headers['x-nonce'];
      const sign = req.headers['x-sign'];
      if (!mid || !ts || !nonce || !sign || mid !== RECEIVER_MERCHANT) return res.writeHead(401).end();
      const expected = crypto
        .createHmac('sha256', API_SECRET)
        .update(mid + '\\n' + ts + '\\n' + nonce + '\\n')
        .update(bytes)
        .digest('hex');
      const given = Buffer.from(String(sign).toLowerCase());
      const ok = given.length === expected.length && crypto.timingSafeEqual(given, Buffer.from(expected));
      const fresh = Math.abs(Number(ts) - Date.now() / 1000) <= 300;
      if (!ok || !fresh || seen.has(nonce)) return res.writeHead(401).end();
      seen.add(nonce);
      res.writeHead(200).end('ok');
    });
  })
  .listen(Number(PORT), '127.0.0.1', () => console.log('listening on ' + PORT));
`;

const PYTHON = `import hashlib, hmac, json, os, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

SECRET = os.environ["API_SECRET"].encode()
MERCHANT = os.environ["RECEIVER_MERCHANT"]
MODE = os.environ["MODE"]
seen = set()


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        try:
            body = json.dumps(json.loads(raw)).encode() if MODE == "reserialize" else raw
        except ValueError:
            return self.answer(400)
        mid = self.headers.get("X-MerchantID")
        ts = self.headers.get("X-Timestamp")
        nonce = self.headers.get("X-Nonce")
        sign = self.headers.get("X-Sign")
        if not (mid and ts and nonce and sign) or mid != MERCHANT:
            return self.answer(401)
        head = (mid + "\\n" + ts + "\\n" + nonce + "\\n").encode()
        expected = hmac.new(SECRET, head + body, hashlib.sha256).hexdigest()
        try:
            fresh = abs(int(ts) - time.time()) <= 300
        except ValueError:
            fresh = False
        if not hmac.compare_digest(expected, sign.lower()) or not fresh or nonce in seen:
            return self.answer(401)
        seen.add(nonce)
        self.answer(200)

    def answer(self, status):
        self.send_response(status)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args):
        pass


server = ThreadingHTTPServer(("127.0.0.1", int(os.environ["PORT"])), Receiver)
print("listening on", os.environ["PORT"], flush=True)
server.serve_forever()
`;

const PHP = `<?php
$secret = getenv('API_SECRET');
$merchant = getenv('RECEIVER_MERCHANT');
$raw = file_get_contents('php://input');
$body = getenv('MODE') === 'reserialize' ? json_encode(json_decode($raw, true)) : $raw;
$mid = $_SERVER['HTTP_X_MERCHANTID'] ?? '';
$ts = $_SERVER['HTTP_X_TIMESTAMP'] ?? '';
$nonce = $_SERVER['HTTP_X_NONCE'] ?? '';
$sign = $_SERVER['HTTP_X_SIGN'] ?? '';
if ($body === false || $mid === '' || $ts === '' || $nonce === '' || $sign === '' || $mid !== $merchant) {
    http_response_code(401);
    return;
}
$expected = hash_hmac('sha256', "$mid\\n$ts\\n$nonce\\n" . $body, $secret);
$fresh = ctype_digit($ts) && abs((int) $ts - time()) <= 300;
// php -S starts each request afresh: the nonces seen live in a file beside this one.
$seenFile = __DIR__ . '/seen-nonces.txt';
$seen = file_exists($seenFile) ? file($seenFile, FILE_IGNORE_NEW_LINES) : [];
if (!hash_equals($expected, strtolower($sign)) || !$fresh || in_array($nonce, $seen, true)) {
    http_response_code(401);
    return;
}
file_put_contents($seenFile, $nonce . "\\n", FILE_APPEND | LOCK_EX);
echo 'ok';
`;

const JAVA = `import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Collections;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public class Receiver {
  public static void main(String[] args) throws Exception {
    String secret = System.getenv("API_SECRET");
    String merchant = System.getenv("RECEIVER_MERCHANT");
    boolean reserialize = "reserialize".equals(System.getenv("MODE"));
    ObjectMapper mapper = new ObjectMapper();
    Set<String> seen = Collections.synchronizedSet(new HashSet<>());
    int port = Integer.parseInt(System.getenv("PORT"));
    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 0);
    server.createContext("/", exchange -> {
      byte[] raw = exchange.getRequestBody().readAllBytes();
      int status = 401;
      try {
        byte[] body = reserialize ? mapper.writeValueAsBytes(mapper.readTree(raw)) : raw;
        Headers h = exchange.getRequestHeaders();
        String mid = h.getFirst("X-MerchantID");
        String ts = h.getFirst("X-Timestamp");
        String nonce = h.getFirst("X-Nonce");
        String sign = h.getFirst("X-Sign");
        if (mid != null && ts != null && nonce != null && sign != null && mid.equals(merchant)) {
          Mac mac = Mac.getInstance("HmacSHA256");
          mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
          mac.update((mid + "\\n" + ts + "\\n" + nonce + "\\n").getBytes(StandardCharsets.UTF_8));
          StringBuilder hex = new StringBuilder();
          for (byte b : mac.doFinal(body)) hex.append(String.format("%02x", b));
          boolean same = MessageDigest.isEqual(
              hex.toString().getBytes(StandardCharsets.UTF_8),
              sign.toLowerCase(Locale.ROOT).getBytes(StandardCharsets.UTF_8));
          boolean fresh = Math.abs(Long.parseLong(ts) - System.currentTimeMillis() / 1000) <= 300;
          if (same && fresh && seen.add(nonce)) status = 200;
        }
      } catch (Exception e) {
        status = 400;
      }
      exchange.sendResponseHeaders(status, -1);
      exchange.close();
    });
    server.start();
    System.out.println("listening on " + port);
  }
}
`;

/** Debian's Jackson (libjackson2-databind-java), the ObjectMapper Spring receivers use. */
const JACKSON_JARS = ['jackson-databind', 'jackson-core', 'jackson-annotations'].map(
  (name) => `/usr/share/java/${name}.jar`,
);

export const STACK_RECEIVERS: StackReceiver[] = [
  {
    id: 'node',
    label: 'Node (node:http, JSON.parse/JSON.stringify)',
    fileName: 'receiver.js',
    source: NODE,
    missing: null,
  },
  {
    id: 'python',
    label: 'Python (http.server, json.loads/json.dumps)',
    fileName: 'receiver.py',
    source: PYTHON,
    missing: null,
  },
  {
    id: 'php',
    label: 'PHP (php -S, json_decode/json_encode)',
    fileName: 'receiver.php',
    source: PHP,
    launch: {
      argv: (port) => ['php', '-S', `127.0.0.1:${port}`, 'receiver.php'],
      ready: 'Development Server',
    },
    missing: null,
  },
  {
    id: 'java',
    label: 'Java (com.sun.net.httpserver, Jackson ObjectMapper)',
    fileName: 'Receiver.java',
    source: JAVA,
    launch: {
      argv: () => ['java', '-cp', JACKSON_JARS.join(':'), 'Receiver.java'],
      ready: 'listening on',
    },
    missing: JACKSON_JARS.every((jar) => existsSync(jar))
      ? null
      : `Jackson is not installed (${JACKSON_JARS.join(', ')}; apt-get install libjackson2-databind-java): a hand-written re-serialization would prove nothing about a real Java receiver`,
  },
];

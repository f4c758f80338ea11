/**
 * Fix programs for the libraries whose habits break the byte-exact rule of spec 5.2 rule 1 and
 * 5.4: Python requests' `json=` and axios's object or trimmed string are re-serialized after
 * signing, Guzzle's `'json' =>` likewise. Each builds the body once, signs those bytes and sends
 * the same bytes, and verifies the response before parsing it (spec 5.3), in the shape of the
 * snippets (src/core/snippets) whose literals it shares.
 */
import { jsString, phpString, pythonString } from '../snippets/literals.ts';
import { QUERY_PATH } from '../protocol/endpoint.ts';
import { DEFAULT_SUCCESS_CODE } from '../snippets/snippet-input.ts';

/** What a fix program is written for: the base URL (`BASE_URL` overrides it) and the case. */
export interface FixInput {
  baseUrl: string;
  merchantId: string;
  body: string;
}

/** Python requests: sign the bytes and send them with `data=`, never `json=`. */
export function pythonRequestsFix(input: FixInput): string {
  return String.raw`# Sign the body's bytes once and send those same bytes with data=, not json= (spec 5.2 rule 1, 5.4).
# Run: API_SECRET=... BASE_URL=... python3 fix.py   (Python 3 with requests)
import hashlib, hmac, json, os, secrets, sys, time
import requests

BASE_URL = os.environ.get("BASE_URL") or ${pythonString(input.baseUrl)}
MERCHANT_ID = ${pythonString(input.merchantId)}
BODY = ${pythonString(input.body)}.encode("utf-8")  # the JSON text, built once
SECRET = os.environ["API_SECRET"].encode("utf-8")


def sign(merchant_id, timestamp, nonce, body):
    head = (merchant_id + "\n" + timestamp + "\n" + nonce + "\n").encode("utf-8")
    return hmac.new(SECRET, head + body, hashlib.sha256).hexdigest()


timestamp = str(int(time.time()))  # Unix seconds, read once (spec 5.1)
nonce = secrets.token_hex(16)
response = requests.post(BASE_URL + ${pythonString(QUERY_PATH)}, data=BODY, headers={
    "Content-Type": "application/json",
    "X-MerchantID": MERCHANT_ID,
    "X-Timestamp": timestamp,
    "X-Nonce": nonce,
    "X-Sign": sign(MERCHANT_ID, timestamp, nonce, BODY),
})
raw = response.content  # verify the raw bytes before parsing (spec 5.3)
h = response.headers
if not hmac.compare_digest(h.get("X-Sign", "").lower(), sign(h.get("X-MerchantID", ""), h.get("X-Timestamp", ""), h.get("X-Nonce", ""), raw)):
    sys.exit("UNTRUSTED: the response does not verify")
print(raw.decode("utf-8"))
sys.exit(0 if response.ok and str(json.loads(raw)["code"]) == ${pythonString(DEFAULT_SUCCESS_CODE)} else 1)
`;
}

/** axios: sign the JSON string and send that string unchanged, not the object. */
export function axiosFix(input: FixInput): string {
  return String.raw`// Sign the JSON text once and send that same string, not an object: axios re-serializes
// objects and trims JSON strings unless told not to (spec 5.2 rule 1, 5.4).
// Run: API_SECRET=... BASE_URL=... node fix.mjs   (Node.js 18 or later with axios)
import axios from 'axios';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const BASE_URL = process.env.BASE_URL || ${jsString(input.baseUrl)};
const MERCHANT_ID = ${jsString(input.merchantId)};
const BODY = ${jsString(input.body)}; // the JSON text, built once
const sign = (merchantId, timestamp, nonce, body) =>
  createHmac('sha256', process.env.API_SECRET)
    .update(merchantId + '\n' + timestamp + '\n' + nonce + '\n')
    .update(body)
    .digest('hex');

const timestamp = String(Math.floor(Date.now() / 1000)); // Unix seconds, read once (spec 5.1)
const nonce = randomBytes(16).toString('hex');
const response = await axios.post(BASE_URL + ${jsString(QUERY_PATH)}, BODY, {
  headers: {
    'Content-Type': 'application/json',
    'X-MerchantID': MERCHANT_ID,
    'X-Timestamp': timestamp,
    'X-Nonce': nonce,
    'X-Sign': sign(MERCHANT_ID, timestamp, nonce, BODY),
  },
  transformRequest: [(data) => data], // send the signed string as is
  responseType: 'arraybuffer', // raw bytes, verified before parsing (spec 5.3)
  validateStatus: () => true,
});
const raw = Buffer.from(response.data);
const h = (name) => String(response.headers[name.toLowerCase()] ?? '');
const expected = Buffer.from(sign(h('X-MerchantID'), h('X-Timestamp'), h('X-Nonce'), raw));
const received = Buffer.from(h('X-Sign').toLowerCase());
if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
  console.error('UNTRUSTED: the response does not verify');
  process.exit(2);
}
console.log(raw.toString('utf8'));
const ok = response.status < 300 && String(JSON.parse(raw.toString('utf8')).code) === ${jsString(DEFAULT_SUCCESS_CODE)};
process.exit(ok ? 0 : 1);
`;
}

/** Guzzle: sign the JSON text and send it with `'body' =>`, not `'json' =>`. */
export function guzzleFix(input: FixInput): string {
  return String.raw`<?php
// Sign the JSON text once and send it with 'body' =>, not 'json' => (spec 5.2 rule 1, 5.4).
// Run: API_SECRET=... BASE_URL=... php fix.php   (PHP with guzzlehttp/guzzle)
require 'vendor/autoload.php';

$baseUrl = getenv('BASE_URL') ?: ${phpString(input.baseUrl)};
$merchantId = ${phpString(input.merchantId)};
$body = ${phpString(input.body)}; // the JSON text, built once
$secret = getenv('API_SECRET');
$sign = fn ($m, $t, $n, $b) => hash_hmac('sha256', "$m\n$t\n$n\n" . $b, $secret);

$timestamp = (string) time(); // Unix seconds, read once (spec 5.1)
$nonce = bin2hex(random_bytes(16));
$response = (new GuzzleHttp\Client())->post($baseUrl . ${phpString(QUERY_PATH)}, [
    'body' => $body,
    'headers' => [
        'Content-Type' => 'application/json',
        'X-MerchantID' => $merchantId,
        'X-Timestamp' => $timestamp,
        'X-Nonce' => $nonce,
        'X-Sign' => $sign($merchantId, $timestamp, $nonce, $body),
    ],
    'http_errors' => false,
]);
$raw = (string) $response->getBody(); // verified before parsing (spec 5.3)
$h = fn ($name) => $response->getHeaderLine($name);
if (!hash_equals($sign($h('X-MerchantID'), $h('X-Timestamp'), $h('X-Nonce'), $raw), strtolower($h('X-Sign')))) {
    exit("UNTRUSTED: the response does not verify\n");
}
echo $raw, "\n";
`;
}

/**
 * PHP 7.3+ programs for a signed query (spec 5.4, verified as spec 5.3) and a webhook receiver
 * (spec 5.3, 6). Debian's php-cli has no curl extension, so the query uses `file_get_contents`
 * with a stream context and the receiver a plain `stream_socket_server`.
 */
import { phpString } from './literals.ts';
import {
  DEFAULT_SUCCESS_CODE,
  EXIT_REFUSED,
  EXIT_UNTRUSTED,
  EXIT_USAGE,
  RECEIVER_WINDOW_SECONDS,
  type QueryInput,
  type ReceiverInput,
} from './snippet-input.ts';

/** `php query.php`: signs the body once, sends it, verifies the response before parsing. */
export function phpQuery(input: QueryInput): string {
  return String.raw`<?php
// Signed query (spec 5.4), response verified before it is parsed (spec 5.3).
// Run: API_SECRET=... php query.php   (PHP 7.3 or later, no extension beyond the defaults)
// Exit: 0 success, ${EXIT_REFUSED} refused (HTTP or code), ${EXIT_UNTRUSTED} response not verified, ${EXIT_USAGE} no API_SECRET.
$url = ${phpString(input.url)};
$merchantId = ${phpString(input.merchantId)};
// The body exactly as in the console; it is signed and sent as these bytes.
$body = ${phpString(input.body)};
// The spec does not name the success code; the sandbox uses 0.
$successCode = getenv('SUCCESS_CODE') ?: ${phpString(input.successCode ?? DEFAULT_SUCCESS_CODE)};

function fail($status, $message) {
    fwrite(STDERR, $message . "\n");
    exit($status);
}

function sign($secret, $merchantId, $timestamp, $nonce, $body) {
    return hash_hmac('sha256', $merchantId . "\n" . $timestamp . "\n" . $nonce . "\n" . $body, $secret);
}

$secret = getenv('API_SECRET');
if ($secret === false || $secret === '') fail(${EXIT_USAGE}, 'Set API_SECRET to your API secret (never put it in the code).');
// A line break would end the X-MerchantID header line and start a header of its own.
if (strpbrk($merchantId, "\r\n") !== false) fail(${EXIT_USAGE}, 'The merchant ID holds a line break, which no header can carry.');

$timestamp = (string) time();
$nonce = bin2hex(random_bytes(16));
$context = stream_context_create(['http' => [
    'method' => 'POST',
    'header' => implode("\r\n", [
        'Content-Type: application/json',
        'X-MerchantID: ' . $merchantId,
        'X-Timestamp: ' . $timestamp,
        'X-Nonce: ' . $nonce,
        'X-Sign: ' . sign($secret, $merchantId, $timestamp, $nonce, $body),
    ]),
    'content' => $body,
    'ignore_errors' => true, // read the signed envelope of a 4xx or 5xx too
    'follow_location' => 0,
]]);
$raw = @file_get_contents($url, false, $context);
if ($raw === false) fail(${EXIT_REFUSED}, "REFUSED: could not reach $url: " . (error_get_last()['message'] ?? 'no answer'));

$status = 0;
$headers = [];
foreach ($http_response_header as $line) {
    if (preg_match('#^HTTP/\S+\s+(\d{3})#', $line, $match)) {
        $status = (int) $match[1];
        $headers = [];
    } elseif (strpos($line, ':') !== false) {
        [$name, $value] = explode(':', $line, 2);
        $headers[strtolower(trim($name))] = trim($value);
    }
}
$header = function ($name) use ($headers) { return $headers[strtolower($name)] ?? ''; };

// Verify over the raw bytes before parsing (spec 5.3).
$expected = sign($secret, $header('X-MerchantID'), $header('X-Timestamp'), $header('X-Nonce'), $raw);
if ($header('X-MerchantID') !== $merchantId || !hash_equals($expected, strtolower($header('X-Sign')))) {
    fail(${EXIT_UNTRUSTED}, "UNTRUSTED: the response (HTTP $status) does not verify with API_SECRET for $merchantId; do not act on it. Check API_SECRET (test and production secrets differ).");
}

echo $raw, "\n";
$envelope = json_decode($raw, true);
if (!is_array($envelope) || !array_key_exists('code', $envelope)) {
    fail(${EXIT_REFUSED}, 'REFUSED: the verified response is not a JSON envelope {code, msg, data}.');
}
$code = $envelope['code'];
if ($status < 200 || $status > 299 || !is_scalar($code) || (string) $code !== $successCode) {
    fail(${EXIT_REFUSED}, "REFUSED: HTTP $status, code " . json_encode($code) . " (success is $successCode).");
}
`;
}

/** `php receiver.php`: a webhook receiver that verifies every notification before parsing. */
export function phpReceiver(input: ReceiverInput): string {
  return String.raw`<?php
// Webhook receiver: verifies each notification before parsing it (spec 5.3, 6).
// Run: API_SECRET=... PORT=8080 php receiver.php   (PHP 7.3 or later, no extension needed)
// A minimal HTTP/1.1 server on one socket, one request at a time; put it behind your web server
// or port the verify() function into your framework for production use.
const WINDOW_SECONDS = ${RECEIVER_WINDOW_SECONDS};
$merchantId = getenv('MERCHANT_ID') ?: ${phpString(input.merchantId)};
$secret = getenv('API_SECRET');
if ($secret === false || $secret === '') {
    fwrite(STDERR, "Set API_SECRET to your API secret (never put it in the code).\n");
    exit(${EXIT_USAGE});
}
$seen = []; // nonce => when it was accepted (seconds)

function verify(array $headers, string $raw, string $merchantId, string $secret, array &$seen) {
    $get = function ($name) use ($headers) { return trim($headers[strtolower($name)] ?? ''); };
    [$merchant, $timestamp, $nonce, $received] = [$get('X-MerchantID'), $get('X-Timestamp'), $get('X-Nonce'), $get('X-Sign')];
    if ($merchant === '' || $timestamp === '' || $nonce === '' || $received === '') return 'a signature header is missing';
    if ($merchant !== $merchantId) return 'the notification is for another merchant';
    $expected = hash_hmac('sha256', $merchant . "\n" . $timestamp . "\n" . $nonce . "\n" . $raw, $secret);
    if (!hash_equals($expected, strtolower($received))) return 'the signature does not verify';
    $now = time();
    if (!ctype_digit($timestamp) || abs($now - (int) $timestamp) > WINDOW_SECONDS) return 'the timestamp is outside the window';
    foreach ($seen as $old => $at) if ($now - $at > 2 * WINDOW_SECONDS) unset($seen[$old]);
    if (isset($seen[$nonce])) return 'the nonce was already used';
    $seen[$nonce] = $now;
    return null;
}

function answer($connection, int $status, string $contentType, string $body) {
    $reason = [200 => 'OK', 400 => 'Bad Request', 401 => 'Unauthorized', 411 => 'Length Required'][$status];
    fwrite($connection, "HTTP/1.1 $status $reason\r\nContent-Type: $contentType\r\nContent-Length: " . strlen($body) . "\r\nConnection: close\r\n\r\n" . $body);
    fclose($connection);
}

$port = (int) (getenv('PORT') ?: 8080);
$server = stream_socket_server("tcp://127.0.0.1:$port", $errno, $error);
if ($server === false) {
    fwrite(STDERR, "cannot listen on 127.0.0.1:$port: $error\n");
    exit(1);
}
echo "listening on http://127.0.0.1:$port\n";
while (true) {
    $connection = @stream_socket_accept($server, -1);
    if ($connection === false) continue;
    stream_set_timeout($connection, 10);
    $head = '';
    while (strpos($head, "\r\n\r\n") === false && !feof($connection)) {
        $line = fgets($connection);
        if ($line === false) break;
        $head .= $line;
    }
    $lines = explode("\r\n", trim($head));
    $method = explode(' ', array_shift($lines))[0];
    $headers = [];
    foreach ($lines as $line) {
        if (strpos($line, ':') === false) continue;
        [$name, $value] = explode(':', $line, 2);
        $headers[strtolower(trim($name))] = trim($value);
    }
    if (!isset($headers['content-length']) || !ctype_digit($headers['content-length'])) {
        answer($connection, 411, 'text/plain', "rejected: send a Content-Length\n");
        continue;
    }
    $raw = '';
    $length = (int) $headers['content-length'];
    while (strlen($raw) < $length && !feof($connection)) {
        $chunk = fread($connection, $length - strlen($raw));
        if ($chunk === false || $chunk === '') break;
        $raw .= $chunk;
    }
    $problem = $method === 'POST' ? verify($headers, $raw, $merchantId, $secret, $seen) : 'only POST is accepted';
    if ($problem !== null) {
        answer($connection, 401, 'text/plain', "rejected: $problem\n");
        continue;
    }
    $notification = json_decode($raw, true);
    if ($notification === null) {
        answer($connection, 400, 'text/plain', "verified, but not JSON\n");
        continue;
    }
    echo 'verified notification ', json_encode($notification, JSON_UNESCAPED_UNICODE), "\n";
    answer($connection, 200, 'application/json', '{"received":true}');
}
`;
}

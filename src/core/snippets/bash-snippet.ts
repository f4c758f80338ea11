/**
 * A bash program for a signed query (spec 5.4, verified as spec 5.3): `openssl dgst -hmac` signs
 * bytes fed with `printf '%s'` (never `echo`, which adds a line feed), curl sends the same file.
 */
import { shellQuote } from './curl-snippet.ts';
import { sentText } from './literals.ts';
import {
  DEFAULT_SUCCESS_CODE,
  EXIT_REFUSED,
  EXIT_UNTRUSTED,
  EXIT_USAGE,
  type QueryInput,
} from './snippet-input.ts';

/** `bash query.sh`: signs the body once, sends it, verifies the response before reading it. */
export function bashQuery(input: QueryInput): string {
  return String.raw`#!/usr/bin/env bash
# Signed query (spec 5.4), response verified before it is read (spec 5.3).
# Run: API_SECRET=... bash query.sh   (needs bash, curl and openssl)
# Exit: 0 success, ${EXIT_REFUSED} refused (HTTP or code), ${EXIT_UNTRUSTED} response not verified, ${EXIT_USAGE} no API_SECRET.
set -eo pipefail

URL=${shellQuote(input.url)}
MERCHANT_ID=${shellQuote(input.merchantId)}
# The body exactly as in the console; it is signed and sent as these bytes.
BODY=${shellQuote(sentText(input.body))}
# The spec does not name the success code; the sandbox uses 0 (set SUCCESS_CODE to change it).
[ -n "$SUCCESS_CODE" ] || SUCCESS_CODE=${shellQuote(input.successCode ?? DEFAULT_SUCCESS_CODE)}

fail() { printf '%s\n' "$2" >&2; exit "$1"; }
[ -n "$API_SECRET" ] || fail ${EXIT_USAGE} 'Set API_SECRET to your API secret (never put it in the code).'
# A line break would end the X-MerchantID header line and start a header of its own.
case "$MERCHANT_ID" in *$'\r'* | *$'\n'*) fail ${EXIT_USAGE} 'The merchant ID holds a line break, which no header can carry.' ;; esac

# Lowercase hex HMAC-SHA256 of stdin, keyed with API_SECRET.
hmac() { openssl dgst -sha256 -hmac "$API_SECRET" | sed 's/^.*= *//'; }
# Signs merchant ID LF timestamp LF nonce LF and then the bytes of a file.
sign_file() { { printf '%s\n%s\n%s\n' "$1" "$2" "$3"; cat "$4"; } | hmac; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
printf '%s' "$BODY" >"$work/request"
TIMESTAMP="$(date +%s)"
NONCE="$(openssl rand -hex 16)"
SIGN="$(sign_file "$MERCHANT_ID" "$TIMESTAMP" "$NONCE" "$work/request")"

STATUS="$(curl -sS -X POST "$URL" \
  -H 'Content-Type: application/json' \
  -H "X-MerchantID: $MERCHANT_ID" \
  -H "X-Timestamp: $TIMESTAMP" \
  -H "X-Nonce: $NONCE" \
  -H "X-Sign: $SIGN" \
  --data-binary "@$work/request" \
  -D "$work/headers" -o "$work/response" -w '%{http_code}')" ||
  fail ${EXIT_REFUSED} "REFUSED: could not reach $URL"

header() { { grep -i "^$1:" "$work/headers" || true; } | tail -n 1 | cut -d: -f2- | tr -d '\r' | sed 's/^[[:space:]]*//; s/[[:space:]]*$//'; }
R_MERCHANT="$(header X-MerchantID)"
R_SIGN="$(header X-Sign | tr 'A-F' 'a-f')"
EXPECTED="$(sign_file "$R_MERCHANT" "$(header X-Timestamp)" "$(header X-Nonce)" "$work/response")"

# Verify over the raw bytes before reading them (spec 5.3). Comparing HMACs of both signs under
# a one-time key keeps the comparison's timing independent of the expected sign.
blind() { printf '%s' "$1" | openssl dgst -sha256 -hmac "$BLIND_KEY" | sed 's/^.*= *//'; }
BLIND_KEY="$(openssl rand -hex 32)"
if [ "$R_MERCHANT" != "$MERCHANT_ID" ] || [ "$(blind "$R_SIGN")" != "$(blind "$EXPECTED")" ]; then
  fail ${EXIT_UNTRUSTED} "UNTRUSTED: the response (HTTP $STATUS) does not verify with API_SECRET for $MERCHANT_ID; do not act on it. Check API_SECRET (test and production secrets differ)."
fi

cat "$work/response"
printf '\n'
# bash has no JSON parser: read the envelope's top-level code, a number or a string.
CODE="$(grep -oE '"code"[[:space:]]*:[[:space:]]*("[^"]*"|-?[0-9]+)' "$work/response" | head -n 1 | sed -E 's/^"code"[[:space:]]*:[[:space:]]*//; s/^"(.*)"$/\1/')" || true
case "$STATUS" in
  2??) [ "$CODE" = "$SUCCESS_CODE" ] || fail ${EXIT_REFUSED} "REFUSED: HTTP $STATUS, code $CODE (success is $SUCCESS_CODE)." ;;
  *) fail ${EXIT_REFUSED} "REFUSED: HTTP $STATUS, code $CODE (success is $SUCCESS_CODE)." ;;
esac
`;
}

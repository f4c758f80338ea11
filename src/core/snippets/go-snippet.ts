/**
 * Go programs (standard library only: `net/http`, `crypto/hmac`) for a signed query (spec 5.4,
 * verified as spec 5.3) and for a webhook receiver (spec 5.3, 6).
 */
import { goString } from './literals.ts';
import {
  DEFAULT_SUCCESS_CODE,
  EXIT_REFUSED,
  EXIT_UNTRUSTED,
  EXIT_USAGE,
  RECEIVER_WINDOW_SECONDS,
  type QueryInput,
  type ReceiverInput,
} from './snippet-input.ts';

/** `go run query.go`: signs the body once, sends it, verifies the response before parsing. */
export function goQuery(input: QueryInput): string {
  return String.raw`// Signed query (spec 5.4), response verified before it is parsed (spec 5.3).
// Run: API_SECRET=... go run query.go   (standard library only)
// Exit: 0 success, ${EXIT_REFUSED} refused (HTTP or code), ${EXIT_UNTRUSTED} response not verified, ${EXIT_USAGE} no API_SECRET.
package main

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"
)

const url = ${goString(input.url)}
const merchantID = ${goString(input.merchantId)}

// The body exactly as in the console; it is signed and sent as these bytes.
var body = []byte(${goString(input.body)})

func fail(status int, message string) {
	fmt.Fprintln(os.Stderr, message)
	os.Exit(status)
}

func sign(secret, merchantID, timestamp, nonce string, body []byte) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(merchantID + "\n" + timestamp + "\n" + nonce + "\n"))
	mac.Write(body)
	return hex.EncodeToString(mac.Sum(nil))
}

func main() {
	secret := os.Getenv("API_SECRET")
	if secret == "" {
		fail(${EXIT_USAGE}, "Set API_SECRET to your API secret (never put it in the code).")
	}
	// The spec does not name the success code; the sandbox uses 0.
	successCode := os.Getenv("SUCCESS_CODE")
	if successCode == "" {
		successCode = ${goString(input.successCode ?? DEFAULT_SUCCESS_CODE)}
	}
	timestamp := strconv.FormatInt(time.Now().Unix(), 10)
	random := make([]byte, 16)
	if _, err := rand.Read(random); err != nil {
		fail(${EXIT_REFUSED}, "no randomness for the nonce: "+err.Error())
	}
	nonce := hex.EncodeToString(random)

	request, err := http.NewRequest("POST", url, bytes.NewReader(body))
	if err != nil {
		fail(${EXIT_REFUSED}, "REFUSED: "+err.Error())
	}
	request.Header.Set("Content-Type", "application/json")
	request.Header.Set("X-MerchantID", merchantID)
	request.Header.Set("X-Timestamp", timestamp)
	request.Header.Set("X-Nonce", nonce)
	request.Header.Set("X-Sign", sign(secret, merchantID, timestamp, nonce, body))
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	response, err := client.Do(request)
	if err != nil {
		fail(${EXIT_REFUSED}, "REFUSED: could not reach "+url+": "+err.Error())
	}
	defer response.Body.Close()
	raw, err := io.ReadAll(response.Body)
	if err != nil {
		fail(${EXIT_REFUSED}, "REFUSED: reading the response: "+err.Error())
	}
	header := func(name string) string { return strings.TrimSpace(response.Header.Get(name)) }

	// Verify over the raw bytes before parsing (spec 5.3).
	expected := sign(secret, header("X-MerchantID"), header("X-Timestamp"), header("X-Nonce"), raw)
	received := strings.ToLower(header("X-Sign"))
	if header("X-MerchantID") != merchantID || !hmac.Equal([]byte(received), []byte(expected)) {
		fail(${EXIT_UNTRUSTED}, fmt.Sprintf("UNTRUSTED: the response (HTTP %d) does not verify with API_SECRET for %s; do not act on it. Check API_SECRET (test and production secrets differ).", response.StatusCode, merchantID))
	}

	os.Stdout.Write(raw)
	os.Stdout.Write([]byte("\n"))
	var envelope struct {
		Code json.RawMessage ${'`json:"code"`'}
	}
	if err := json.Unmarshal(raw, &envelope); err != nil || envelope.Code == nil {
		fail(${EXIT_REFUSED}, "REFUSED: the verified response is not a JSON envelope {code, msg, data}.")
	}
	code := string(envelope.Code)
	var text string
	if json.Unmarshal(envelope.Code, &text) == nil {
		code = text
	}
	if response.StatusCode < 200 || response.StatusCode > 299 || code != successCode {
		fail(${EXIT_REFUSED}, fmt.Sprintf("REFUSED: HTTP %d, code %s (success is %s).", response.StatusCode, string(envelope.Code), successCode))
	}
}
`;
}

/** `go run receiver.go`: a webhook receiver that verifies every notification before parsing. */
export function goReceiver(input: ReceiverInput): string {
  return String.raw`// Webhook receiver: verifies each notification before parsing it (spec 5.3, 6).
// Run: API_SECRET=... PORT=8080 go run receiver.go   (standard library only)
package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"
)

const windowSeconds = ${RECEIVER_WINDOW_SECONDS}

var (
	merchantID = ${goString(input.merchantId)}
	secret     = os.Getenv("API_SECRET")
	mu         sync.Mutex
	seen       = map[string]int64{} // nonce -> when it was accepted (seconds)
)

func verify(header http.Header, raw []byte) string {
	get := func(name string) string { return strings.TrimSpace(header.Get(name)) }
	merchant, timestamp, nonce, received := get("X-MerchantID"), get("X-Timestamp"), get("X-Nonce"), get("X-Sign")
	if merchant == "" || timestamp == "" || nonce == "" || received == "" {
		return "a signature header is missing"
	}
	if merchant != merchantID {
		return "the notification is for another merchant"
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(merchant + "\n" + timestamp + "\n" + nonce + "\n"))
	mac.Write(raw)
	expected := hex.EncodeToString(mac.Sum(nil))
	if !hmac.Equal([]byte(strings.ToLower(received)), []byte(expected)) {
		return "the signature does not verify"
	}
	now := time.Now().Unix()
	sent, err := strconv.ParseInt(timestamp, 10, 64)
	if err != nil || sent < 0 || now-sent > windowSeconds || sent-now > windowSeconds {
		return "the timestamp is outside the window"
	}
	mu.Lock()
	defer mu.Unlock()
	for old, at := range seen {
		if now-at > 2*windowSeconds {
			delete(seen, old)
		}
	}
	if _, used := seen[nonce]; used {
		return "the nonce was already used"
	}
	seen[nonce] = now
	return ""
}

func receive(w http.ResponseWriter, r *http.Request) {
	raw, err := io.ReadAll(r.Body)
	problem := "only POST is accepted"
	if err != nil {
		problem = "the body could not be read"
	} else if r.Method == "POST" {
		problem = verify(r.Header, raw)
	}
	if problem != "" {
		http.Error(w, "rejected: "+problem, http.StatusUnauthorized)
		return
	}
	var notification map[string]any
	if json.Unmarshal(raw, &notification) != nil {
		http.Error(w, "verified, but not JSON", http.StatusBadRequest)
		return
	}
	fmt.Println("verified notification", string(raw))
	w.Header().Set("Content-Type", "application/json")
	w.Write([]byte(${'`{"received":true}`'}))
}

func main() {
	if secret == "" {
		fmt.Fprintln(os.Stderr, "Set API_SECRET to your API secret (never put it in the code).")
		os.Exit(${EXIT_USAGE})
	}
	if env := os.Getenv("MERCHANT_ID"); env != "" {
		merchantID = env
	}
	port := os.Getenv("PORT")
	if port == "" {
		port = "8080"
	}
	listener, err := net.Listen("tcp", "127.0.0.1:"+port)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println("listening on http://127.0.0.1:" + port)
	http.Serve(listener, http.HandlerFunc(receive))
}
`;
}

/**
 * The few lines a receiver changes to verify a response or webhook as spec 5.3 says (rule 3: the
 * raw body as received, before parsing; rule 4: the lowercase X-Sign), in each stack's own idiom
 * for reading the raw body: Express `express.raw`, Flask `request.get_data()`, Django
 * `request.body`, Laravel `$request->getContent()`, Spring `@RequestBody byte[]`, ASP.NET
 * `EnableBuffering`, Go `io.ReadAll`, Rails `request.raw_post`, PHP `php://input`.
 */
import type { SnippetLanguageId } from '../snippets/languages.ts';
import type { ReceiverStack } from './ticket-stack.ts';

/** A receiver fix: its name in the reply, its Markdown fence, the lines, the language it is in. */
export interface ReceiverFix {
  label: string;
  fence: string;
  code: string;
  /** The reply's code language the fix is in; null for a stack the snippets do not cover. */
  language: SnippetLanguageId | null;
}

const FIXES: Record<ReceiverStack, ReceiverFix> = {
  express: {
    label: 'Express',
    fence: 'javascript',
    language: 'node',
    code: String.raw`// The raw bytes, before any JSON parser sees them (spec 5.3 rule 3). With express.json()
// elsewhere, keep its bytes instead: express.json({ verify: (req, res, buf) => { req.rawBody = buf; } }).
app.post('/webhook', express.raw({ type: '*/*' }), (req, res) => {
  const raw = req.body; // a Buffer: the bytes the service signed
  const head = req.get('X-MerchantID') + '\n' + req.get('X-Timestamp') + '\n' + req.get('X-Nonce') + '\n';
  const expected = crypto.createHmac('sha256', process.env.API_SECRET).update(head).update(raw).digest('hex');
  const received = String(req.get('X-Sign') ?? '').toLowerCase();
  if (received.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(received), Buffer.from(expected))) {
    return res.status(401).end();
  }
  const notification = JSON.parse(raw.toString('utf8')); // parse only after verifying
  res.sendStatus(200);
});`,
  },
  flask: {
    label: 'Flask',
    fence: 'python',
    language: 'python',
    code: String.raw`raw = request.get_data()  # the bytes as received, before request.json parses them
head = "\n".join(request.headers.get(h, "") for h in ("X-MerchantID", "X-Timestamp", "X-Nonce")) + "\n"
expected = hmac.new(os.environ["API_SECRET"].encode(), head.encode() + raw, hashlib.sha256).hexdigest()
if not hmac.compare_digest(expected, request.headers.get("X-Sign", "").lower()):
    abort(401)
notification = json.loads(raw)  # parse only after verifying`,
  },
  django: {
    label: 'Django',
    fence: 'python',
    language: 'python',
    code: String.raw`raw = request.body  # the bytes as received; never json.dumps(json.loads(...)) them
head = "\n".join(request.headers.get(h, "") for h in ("X-MerchantID", "X-Timestamp", "X-Nonce")) + "\n"
expected = hmac.new(settings.API_SECRET.encode(), head.encode() + raw, hashlib.sha256).hexdigest()
if not hmac.compare_digest(expected, request.headers.get("X-Sign", "").lower()):
    return HttpResponse(status=401)
notification = json.loads(raw)  # parse only after verifying`,
  },
  laravel: {
    label: 'Laravel',
    fence: 'php',
    language: 'php',
    code: String.raw`$raw = $request->getContent(); // the bytes as received, not json_encode($request->all())
$head = $request->header('X-MerchantID') . "\n" . $request->header('X-Timestamp') . "\n" . $request->header('X-Nonce') . "\n";
$expected = hash_hmac('sha256', $head . $raw, config('services.payments.secret'));
if (!hash_equals($expected, strtolower((string) $request->header('X-Sign')))) {
    abort(401);
}
$notification = json_decode($raw, true); // parse only after verifying`,
  },
  php: {
    label: 'PHP',
    fence: 'php',
    language: 'php',
    code: String.raw`$raw = file_get_contents('php://input'); // the bytes as received, not json_encode(json_decode(...))
$head = $_SERVER['HTTP_X_MERCHANTID'] . "\n" . $_SERVER['HTTP_X_TIMESTAMP'] . "\n" . $_SERVER['HTTP_X_NONCE'] . "\n";
$expected = hash_hmac('sha256', $head . $raw, getenv('API_SECRET'));
if (!hash_equals($expected, strtolower($_SERVER['HTTP_X_SIGN'] ?? ''))) {
    http_response_code(401);
    exit;
}
$notification = json_decode($raw, true); // parse only after verifying`,
  },
  spring: {
    label: 'Spring',
    fence: 'java',
    language: 'java',
    code: String.raw`@PostMapping(value = "/webhook", consumes = MediaType.ALL_VALUE)
public ResponseEntity<Void> webhook(@RequestHeader("X-MerchantID") String merchantId,
    @RequestHeader("X-Timestamp") String timestamp, @RequestHeader("X-Nonce") String nonce,
    @RequestHeader("X-Sign") String sign, @RequestBody byte[] raw) throws Exception {
  // byte[] (or String) takes the body as received; a @RequestBody object is Jackson's re-parse.
  Mac mac = Mac.getInstance("HmacSHA256");
  mac.init(new SecretKeySpec(System.getenv("API_SECRET").getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
  mac.update((merchantId + "\n" + timestamp + "\n" + nonce + "\n").getBytes(StandardCharsets.UTF_8));
  byte[] expected = HexFormat.of().formatHex(mac.doFinal(raw)).getBytes(StandardCharsets.UTF_8);
  if (!MessageDigest.isEqual(expected, sign.toLowerCase().getBytes(StandardCharsets.UTF_8))) {
    return ResponseEntity.status(401).build();
  }
  Notification notification = objectMapper.readValue(raw, Notification.class); // parse only after verifying
  return ResponseEntity.ok().build();
}`,
  },
  aspnet: {
    label: 'ASP.NET Core',
    fence: 'csharp',
    language: null,
    code: String.raw`app.MapPost("/webhook", async (HttpRequest request) =>
{
    request.EnableBuffering(); // keep the bytes as received, before any model binding reads them
    using var buffer = new MemoryStream();
    await request.Body.CopyToAsync(buffer);
    request.Body.Position = 0;
    byte[] raw = buffer.ToArray();
    var head = $"{request.Headers["X-MerchantID"]}\n{request.Headers["X-Timestamp"]}\n{request.Headers["X-Nonce"]}\n";
    using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(Environment.GetEnvironmentVariable("API_SECRET")!));
    var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(head).Concat(raw).ToArray())).ToLowerInvariant();
    var received = request.Headers["X-Sign"].ToString().ToLowerInvariant();
    if (!CryptographicOperations.FixedTimeEquals(Encoding.UTF8.GetBytes(expected), Encoding.UTF8.GetBytes(received)))
        return Results.Unauthorized();
    var notification = JsonSerializer.Deserialize<JsonElement>(raw); // parse only after verifying
    return Results.Ok();
});`,
  },
  go: {
    label: 'Go net/http',
    fence: 'go',
    language: 'go',
    code: String.raw`raw, err := io.ReadAll(r.Body) // the bytes as received, before any json.Decoder
if err != nil {
	http.Error(w, "unreadable body", http.StatusBadRequest)
	return
}
mac := hmac.New(sha256.New, []byte(os.Getenv("API_SECRET")))
mac.Write([]byte(r.Header.Get("X-MerchantID") + "\n" + r.Header.Get("X-Timestamp") + "\n" + r.Header.Get("X-Nonce") + "\n"))
mac.Write(raw)
if !hmac.Equal([]byte(hex.EncodeToString(mac.Sum(nil))), []byte(strings.ToLower(r.Header.Get("X-Sign")))) {
	http.Error(w, "bad signature", http.StatusUnauthorized)
	return
}
var notification map[string]any
_ = json.Unmarshal(raw, &notification) // parse only after verifying`,
  },
  rails: {
    label: 'Rails',
    fence: 'ruby',
    language: null,
    code: String.raw`raw = request.raw_post # the bytes as received, not params.to_json
prefix = "#{request.headers['X-MerchantID']}\n#{request.headers['X-Timestamp']}\n#{request.headers['X-Nonce']}\n"
expected = OpenSSL::HMAC.hexdigest("SHA256", ENV.fetch("API_SECRET"), prefix + raw)
unless ActiveSupport::SecurityUtils.secure_compare(expected, request.headers["X-Sign"].to_s.downcase)
  return head(:unauthorized)
end
notification = JSON.parse(raw) # parse only after verifying`,
  },
};

/** The stack a fix is shown in when the ticket proves none: one per reply code language. */
const BY_LANGUAGE: Record<SnippetLanguageId, ReceiverStack> = {
  node: 'express',
  curl: 'express',
  python: 'flask',
  php: 'php',
  java: 'spring',
  go: 'go',
};

/** The fix for a proven stack. */
export function receiverFixFor(stack: ReceiverStack): ReceiverFix {
  return FIXES[stack];
}

/** The fix shown in a reply code language when the ticket proves no stack. */
export function receiverFixIn(language: SnippetLanguageId): ReceiverFix {
  return FIXES[BY_LANGUAGE[language]];
}

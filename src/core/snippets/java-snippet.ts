/**
 * Java 11+ single-file programs (standard library only: `java.net.http`, `javax.crypto.Mac`,
 * `com.sun.net.httpserver`) for a signed query (spec 5.4, verified as spec 5.3) and for a
 * webhook receiver (spec 5.3, 6).
 */
import { javaString } from './literals.ts';
import {
  DEFAULT_SUCCESS_CODE,
  EXIT_REFUSED,
  EXIT_UNTRUSTED,
  EXIT_USAGE,
  RECEIVER_WINDOW_SECONDS,
  type QueryInput,
  type ReceiverInput,
} from './snippet-input.ts';

const SIGN_METHOD = String.raw`    static String sign(String secret, String merchantId, String timestamp, String nonce, byte[] body) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        mac.update((merchantId + "\n" + timestamp + "\n" + nonce + "\n").getBytes(StandardCharsets.UTF_8));
        StringBuilder hex = new StringBuilder();
        for (byte b : mac.doFinal(body)) hex.append(String.format("%02x", b));
        return hex.toString();
    }`;

/** `java Query.java`: signs the body once, sends it, verifies the response before parsing. */
export function javaQuery(input: QueryInput): string {
  return String.raw`// Signed query (spec 5.4), response verified before it is parsed (spec 5.3).
// Run: API_SECRET=... java Query.java   (Java 11 or later, standard library only)
// Exit: 0 success, ${EXIT_REFUSED} refused (HTTP or code), ${EXIT_UNTRUSTED} response not verified, ${EXIT_USAGE} no API_SECRET.
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public class Query {
    static final String URL = ${javaString(input.url)};
    static final String MERCHANT_ID = ${javaString(input.merchantId)};
    // The body exactly as in the console; it is signed and sent as these bytes.
    static final byte[] BODY = ${javaString(input.body)}.getBytes(StandardCharsets.UTF_8);

${SIGN_METHOD}

    static void fail(int status, String message) {
        System.err.println(message);
        System.exit(status);
    }

    public static void main(String[] args) throws Exception {
        String secret = System.getenv("API_SECRET");
        if (secret == null || secret.isEmpty()) fail(${EXIT_USAGE}, "Set API_SECRET to your API secret (never put it in the code).");
        // The spec does not name the success code; the sandbox uses 0.
        String successCode = System.getenv("SUCCESS_CODE");
        if (successCode == null || successCode.isEmpty()) successCode = ${javaString(input.successCode ?? DEFAULT_SUCCESS_CODE)};
        String timestamp = Long.toString(System.currentTimeMillis() / 1000);
        byte[] random = new byte[16];
        new SecureRandom().nextBytes(random);
        String nonce = String.format("%032x", new java.math.BigInteger(1, random));

        HttpRequest request = HttpRequest.newBuilder(URI.create(URL))
            .POST(HttpRequest.BodyPublishers.ofByteArray(BODY))
            .header("Content-Type", "application/json")
            .header("X-MerchantID", MERCHANT_ID)
            .header("X-Timestamp", timestamp)
            .header("X-Nonce", nonce)
            .header("X-Sign", sign(secret, MERCHANT_ID, timestamp, nonce, BODY))
            .build();
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        HttpResponse<byte[]> response = null;
        try {
            response = client.send(request, HttpResponse.BodyHandlers.ofByteArray());
        } catch (java.io.IOException error) {
            fail(${EXIT_REFUSED}, "REFUSED: could not reach " + URL + ": " + error);
        }
        byte[] raw = response.body();
        final HttpResponse<byte[]> answer = response;
        java.util.function.Function<String, String> header =
            name -> answer.headers().firstValue(name).orElse("").trim();

        // Verify over the raw bytes before parsing (spec 5.3).
        String expected = sign(secret, header.apply("X-MerchantID"), header.apply("X-Timestamp"), header.apply("X-Nonce"), raw);
        byte[] received = header.apply("X-Sign").toLowerCase(java.util.Locale.ROOT).getBytes(StandardCharsets.UTF_8);
        if (!header.apply("X-MerchantID").equals(MERCHANT_ID)
                || !MessageDigest.isEqual(received, expected.getBytes(StandardCharsets.UTF_8))) {
            fail(${EXIT_UNTRUSTED}, "UNTRUSTED: the response (HTTP " + response.statusCode() + ") does not verify with API_SECRET for " + MERCHANT_ID + "; do not act on it. Check API_SECRET (test and production secrets differ).");
        }

        System.out.write(raw);
        System.out.println();
        System.out.flush();
        // Java has no JSON parser in its standard library: read the envelope's top-level code.
        Matcher code = Pattern.compile("^\\s*\\{.*?\"code\"\\s*:\\s*(\"(?:[^\"\\\\]|\\\\.)*\"|-?[0-9.eE+-]+)", Pattern.DOTALL)
            .matcher(new String(raw, StandardCharsets.UTF_8));
        if (!code.find()) fail(${EXIT_REFUSED}, "REFUSED: the verified response is not a JSON envelope {code, msg, data}.");
        String value = code.group(1).replaceAll("^\"|\"$", "");
        int status = response.statusCode();
        if (status < 200 || status > 299 || !value.equals(successCode)) {
            fail(${EXIT_REFUSED}, "REFUSED: HTTP " + status + ", code " + code.group(1) + " (success is " + successCode + ").");
        }
    }
}
`;
}

/** `java Receiver.java`: a webhook receiver that verifies every notification before parsing. */
export function javaReceiver(input: ReceiverInput): string {
  return String.raw`// Webhook receiver: verifies each notification before parsing it (spec 5.3, 6).
// Run: API_SECRET=... PORT=8080 java Receiver.java   (Java 11 or later, standard library only)
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HashMap;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public class Receiver {
    static final long WINDOW_SECONDS = ${RECEIVER_WINDOW_SECONDS};
    static String merchantIdExpected = ${javaString(input.merchantId)};
    static String secret;
    static final Map<String, Long> seen = new HashMap<>(); // nonce -> when it was accepted (seconds)

${SIGN_METHOD}

    static String verify(HttpExchange exchange, byte[] raw) throws Exception {
        java.util.function.Function<String, String> get = name -> {
            String value = exchange.getRequestHeaders().getFirst(name);
            return value == null ? "" : value.trim();
        };
        String merchantId = get.apply("X-MerchantID"), timestamp = get.apply("X-Timestamp");
        String nonce = get.apply("X-Nonce"), received = get.apply("X-Sign");
        if (merchantId.isEmpty() || timestamp.isEmpty() || nonce.isEmpty() || received.isEmpty()) return "a signature header is missing";
        if (!merchantId.equals(merchantIdExpected)) return "the notification is for another merchant";
        String expected = sign(secret, merchantId, timestamp, nonce, raw);
        byte[] lower = received.toLowerCase(java.util.Locale.ROOT).getBytes(StandardCharsets.UTF_8);
        if (!MessageDigest.isEqual(lower, expected.getBytes(StandardCharsets.UTF_8))) return "the signature does not verify";
        long now = System.currentTimeMillis() / 1000;
        if (!timestamp.matches("[0-9]{1,18}") || Math.abs(now - Long.parseLong(timestamp)) > WINDOW_SECONDS) return "the timestamp is outside the window";
        synchronized (seen) {
            seen.values().removeIf(at -> now - at > 2 * WINDOW_SECONDS);
            if (seen.containsKey(nonce)) return "the nonce was already used";
            seen.put(nonce, now);
        }
        return null;
    }

    static void answer(HttpExchange exchange, int status, String contentType, String body) throws java.io.IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", contentType);
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    public static void main(String[] args) throws Exception {
        secret = System.getenv("API_SECRET");
        if (secret == null || secret.isEmpty()) {
            System.err.println("Set API_SECRET to your API secret (never put it in the code).");
            System.exit(${EXIT_USAGE});
        }
        String envMerchant = System.getenv("MERCHANT_ID");
        if (envMerchant != null && !envMerchant.isEmpty()) merchantIdExpected = envMerchant;
        String envPort = System.getenv("PORT");
        int port = envPort == null || envPort.isEmpty() ? 8080 : Integer.parseInt(envPort);
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 0);
        server.createContext("/", exchange -> {
            try {
                byte[] raw = exchange.getRequestBody().readAllBytes();
                String problem = "POST".equals(exchange.getRequestMethod()) ? verify(exchange, raw) : "only POST is accepted";
                if (problem != null) {
                    answer(exchange, 401, "text/plain", "rejected: " + problem + "\n");
                    return;
                }
                // Verified: now parse the notification with the JSON library of your choice.
                System.out.println("verified notification " + new String(raw, StandardCharsets.UTF_8));
                answer(exchange, 200, "application/json", "{\"received\":true}");
            } catch (Exception error) {
                answer(exchange, 500, "text/plain", "error\n");
            }
        });
        server.start();
        System.out.println("listening on http://127.0.0.1:" + port);
    }
}
`;
}

/**
 * Hints that fit the sender's stack (spec 5.5): where the habit behind a mistake differs by
 * client, the request's `User-Agent` (client-stack.ts) picks the hint and the fix, and ranks the
 * libraries the body's wire fingerprint points at. The bytes stay the evidence for what changed
 * and on which side; the User-Agent only says which stack's words to use, and is quoted as the
 * evidence in the details. Without a User-Agent that names a stack, the generic habits are said
 * and none is claimed.
 */
import type { Mistake } from '../candidates.ts';
import type { DiagnosisInput } from '../types.ts';
import { clientStackOf, type ClientStack, type StackLanguage } from './client-stack.ts';
import type { Part } from '../families/family.ts';

/** A millisecond clock and the seconds clock to use instead, in each language. */
const CLOCKS: Record<StackLanguage, { ms: string; s: string }> = {
  javascript: { ms: 'Date.now()', s: 'Math.floor(Date.now() / 1000)' },
  shell: { ms: 'date +%s%3N', s: 'date +%s' },
  python: { ms: 'int(time.time() * 1000)', s: 'int(time.time())' },
  php: { ms: 'round(microtime(true) * 1000)', s: 'time()' },
  go: { ms: 'time.Now().UnixMilli()', s: 'time.Now().Unix()' },
  java: { ms: 'System.currentTimeMillis()', s: 'Instant.now().getEpochSecond()' },
  ruby: { ms: '(Time.now.to_f * 1000).to_i', s: 'Time.now.to_i' },
};

/** Where a final line feed comes from in each language, and how to sign what is sent. */
const LINE_FEED_HABITS: Record<StackLanguage, { habit: string; fix: string }> = {
  javascript: {
    habit:
      "a body read with fs.readFileSync(path, 'utf8') keeps the file's last line feed, or a separator was added after the last part",
    fix: "sign the exact string you send: [merchantId, timestamp, nonce, body].join('\\n') with nothing after the body, and send that same body",
  },
  shell: {
    habit:
      'echo without -n adds one (echo "$payload" | openssl …), and curl -d @file or $(cat file) drops the line feeds a signer reading the file kept',
    fix: 'feed openssl the exact bytes with printf \'%s\' "$payload", never echo, and send the body with --data-binary @file so the bytes sent are the bytes signed',
  },
  python: {
    habit:
      'a body read from a file (open(path).read()) or written as a triple-quoted template keeps its last line feed, or a "\\n" was added after the last part',
    fix: 'read the body once as bytes, sign "\\n".join([merchant_id, ts, nonce, body]) with nothing after the body, and send data=body',
  },
  php: {
    habit:
      'a body read with file_get_contents() keeps the file\'s last line feed, or a "\\n" was added after the last part',
    fix: 'sign implode("\\n", [$merchantId, $ts, $nonce, $body]) with nothing after the body, and send the same $body with \'body\' => $body',
  },
  go: {
    habit:
      'a body read with os.ReadFile keeps the file\'s last line feed, or fmt.Sprintln or a template ending in "\\n" added one',
    fix: 'sign merchantID + "\\n" + ts + "\\n" + nonce + "\\n" + string(body) with nothing after it, and send bytes.NewReader(body)',
  },
  java: {
    habit:
      'a body read with Files.readString keeps the file\'s last line feed, and a text block (""" … """) closed on its own line ends with one',
    fix: 'sign String.join("\\n", merchantId, ts, nonce, body) with nothing after the body, and send that same body (BodyPublishers.ofString(body))',
  },
  ruby: {
    habit:
      "a body read with File.read keeps the file's last line feed, and a heredoc (<<~JSON) ends with one",
    fix: 'sign [merchant_id, ts, nonce, body].join("\\n") with nothing after the body, and send that same body (body.chomp before both if it came from a heredoc)',
  },
};

/** Serializing once and sending the bytes signed, in each language. */
const SEND_WHAT_YOU_SIGN: Record<StackLanguage, string> = {
  javascript: 'const body = JSON.stringify(order), sign body and send that same string',
  shell: "sign the file's bytes and send them with --data-binary @order.json",
  python:
    'body = json.dumps(order, separators=(",", ":"), ensure_ascii=False), sign it and send data=body.encode()',
  php: "$json = json_encode($data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), sign it and send 'body' => $json",
  go: 'body, _ := json.Marshal(v), sign body and send bytes.NewReader(body)',
  java: 'String body = mapper.writeValueAsString(model), sign it and send BodyPublishers.ofString(body)',
  ruby: 'body = order.to_json, sign it and send that same body',
};

function trailingLineFeed(part: Part, stack: ClientStack, actor: string): Part {
  const evidence = [stack.evidence];
  if (stack.trimsJsonString) {
    return {
      ...part,
      title: `Line feed after the body, trimmed by ${stack.name}`,
      explanation: `${actor} signed the body with a final line feed that ${stack.name} did not send: ${stack.name} trims a string body that parses as JSON before sending it, so a body read from a file (or a template) goes out without the last line feed it was signed with.`,
      fix: `Sign the exact string ${stack.name} sends: const body = raw.trim() before signing and sending, or keep the bytes as signed with transformRequest: [(data) => data] (or send a Buffer); nothing after the body (spec 5.2).`,
      evidence,
    };
  }
  const habits = LINE_FEED_HABITS[stack.language];
  return {
    ...part,
    explanation: `${actor} signed an extra line feed after the body, which ${stack.name} did not send: ${habits.habit}.`,
    fix: `End the string to sign with the last byte of the raw body: ${habits.fix} (spec 5.2).`,
    evidence,
  };
}

function milliseconds(part: Part, stack: ClientStack, signedIn: 'ms' | 's'): Part {
  const clock = CLOCKS[stack.language];
  const where = signedIn === 'ms' ? 'in the string to sign' : 'in X-Timestamp';
  return {
    ...part,
    explanation: `${part.explanation} With ${stack.name}, ${clock.ms} gives milliseconds.`,
    fix: `Read the clock once in whole seconds, ${clock.s}, and put that same text in X-Timestamp and in the string to sign; not ${clock.ms} ${where} (spec 5.1).`,
    evidence: [stack.evidence],
  };
}

/**
 * Says how the User-Agent bears on the libraries the wire fingerprint named (the body family
 * already put the one it names first): it agrees with the marks, or the marks are another
 * library's and the bytes decide.
 */
function libraryEvidence(part: Part, stack: ClientStack): Part {
  const first = part.libraries?.[0];
  const agrees = first !== undefined && stack.serializer?.test(first) === true;
  return {
    ...part,
    evidence: [
      agrees
        ? `${stack.evidence}, the library the wire marks name.`
        : `${stack.evidence} (${stack.name}), though the marks on the wire are another library's: the body's bytes decide which side changed it.`,
    ],
  };
}

/**
 * A mistake's explanation fitted to the sender's stack (spec 5.5): for a trailing line feed and
 * a timestamp in milliseconds, the habit and the fix of the stack the `User-Agent` names; for a
 * body a library re-serialized, how the User-Agent bears on the libraries the bytes name. Without
 * a stack (see {@link senderStack}) the family's own words stand.
 */
export function fitStack(part: Part, mistake: Mistake, stack: ClientStack, actor: string): Part {
  if (part.cause === 'TRAILING_LINE_FEED') return trailingLineFeed(part, stack, actor);
  if (mistake.dimension === 'timestamp' && mistake.cause === 'TIMESTAMP_MILLISECONDS') {
    return milliseconds(part, stack, mistake.signedIn);
  }
  if (part.cause === 'BODY_REFORMATTED' && part.libraries) return libraryEvidence(part, stack);
  if (part.cause === 'BODY_REFORMATTED') {
    // The signer's side changed the body: the stack only says how to serialize once.
    const example = SEND_WHAT_YOU_SIGN[stack.language];
    return {
      ...part,
      fix: `${part.fix} With ${stack.name}: ${example}.`,
      evidence: [stack.evidence],
    };
  }
  return part;
}

/**
 * The client stack whose words fit a case (spec 5.5): the one a merchant request's User-Agent
 * names. None for the verifying handler's own search, or for a response or a webhook (signed by
 * the service, whatever client carried it).
 */
export function senderStack(input: DiagnosisInput): ClientStack | null {
  if (input.signer === 'handler' || input.kind !== 'request') return null;
  return clientStackOf(input.userAgent);
}

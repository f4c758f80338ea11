/**
 * Which serializer wrote a JSON body, from its bytes (spec 5.2 rule 1: the sign covers the raw
 * bytes, so a library that re-serializes after signing breaks it), and the set of libraries that
 * write with it. Each serializer leaves marks: Python's `json.dumps` defaults put `", "` and
 * `": "` between members and escape non-ASCII as `\uXXXX`; PHP's `json_encode` escapes `/` as
 * `\/` (Symfony HttpClient's `json` option adds uppercase `\u003C`-style escapes); Go's
 * `json.Marshal`, Gson and Rails escape `&`, `<`, `>` as lowercase `\u0026`, `\u003c`, `\u003e`
 * (Gson alone also `=` and `'`). The bytes name the set; only the sender's User-Agent may choose
 * among it (the body family). None is named without a mark.
 */
import type { StackLanguage } from './client-stack.ts';

/** One library that writes a serializer's bytes, and how to send the signed bytes with it. */
interface WireLibrary {
  /** The library and the call that serializes, e.g. "Python requests (json=)". */
  name: string;
  /** Matches the name of the client stack (client-stack.ts) a User-Agent names for it. */
  stack: RegExp;
  /** The one fix, a short sentence. */
  action: string;
  /** The full how-to. */
  fix: string;
}

/** A serializer whose marks the bytes carry, the libraries that write with it, and the marks. */
export interface LibraryGuess {
  /** The serializer and its settings, e.g. "json.dumps defaults". */
  serializer: string;
  language: StackLanguage;
  /** Every library known to write these bytes, the most common first. */
  libraries: WireLibrary[];
  /** The marks seen in the bytes, one line each. */
  evidence: string[];
}

interface Marks {
  spacedSeparators: number;
  compactSeparators: number;
  newlines: number;
  escapedSlash: number;
  escapedNonAscii: number;
  literalNonAscii: number;
  htmlEscapes: number;
  /** `\u003d`, `\u0027`: Gson's HTML escapes that Go and Rails do not write. */
  gsonEscapes: number;
  /** `\u003C`, `\u0022`, …: PHP's JSON_HEX_* flags, which write uppercase hex. */
  phpHexEscapes: number;
}

/** Counts the serializer marks of a JSON text, telling what is inside strings from what is not. */
function marksOf(text: string): Marks {
  const marks: Marks = {
    spacedSeparators: 0,
    compactSeparators: 0,
    newlines: 0,
    escapedSlash: 0,
    escapedNonAscii: 0,
    literalNonAscii: 0,
    htmlEscapes: 0,
    gsonEscapes: 0,
    phpHexEscapes: 0,
  };
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inString) {
      if (ch === '"') inString = false;
      else if (ch === '\\') {
        const next = text[i + 1];
        if (next === '/') marks.escapedSlash++;
        if (next === 'u') {
          const digits = text.slice(i + 2, i + 6);
          const unit = parseInt(digits, 16);
          if (unit >= 0x80) marks.escapedNonAscii++;
          if (digits === '003C' || digits === '003E' || unit === 0x22) marks.phpHexEscapes++;
          else if (unit === 0x3d || unit === 0x27) marks.gsonEscapes++;
          else if (unit === 0x26 || unit === 0x3c || unit === 0x3e) marks.htmlEscapes++;
        }
        i++;
      } else if (ch.charCodeAt(0) >= 0x80) marks.literalNonAscii++;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '\n') marks.newlines++;
    else if (ch === ',' || ch === ':') {
      if (text[i + 1] === ' ') marks.spacedSeparators++;
      else marks.compactSeparators++;
    }
  }
  return marks;
}

const SIGN_BYTES =
  'Serialize once, sign those exact bytes and send the same bytes (spec 5.2 rule 1)';

const PYTHON_LIBRARIES: WireLibrary[] = [
  {
    name: 'Python requests (json=)',
    stack: /Python requests/,
    action: 'Send the signed bytes: data=body, not json=.',
    fix: `${SIGN_BYTES}: body = json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode(), sign body, then requests.post(url, data=body, headers=…), never json=obj.`,
  },
  {
    name: 'Python httpx (json=)',
    stack: /httpx/,
    action: 'Send the signed bytes: content=body, not json=.',
    fix: `${SIGN_BYTES}: body = json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode(), sign body, then httpx.post(url, content=body, headers=…), never json=obj.`,
  },
  {
    name: 'Python aiohttp (json=)',
    stack: /aiohttp/,
    action: 'Send the signed bytes: data=body, not json=.',
    fix: `${SIGN_BYTES}: body = json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode(), sign body, then session.post(url, data=body, headers={"Content-Type": "application/json", …}), never json=obj.`,
  },
];

const PHP_JSON =
  '$json = json_encode($data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE); sign $json';

const GUZZLE: WireLibrary = {
  name: "PHP Guzzle ('json' =>)",
  stack: /Guzzle/,
  action: "Send the signed $json as 'body' =>, not 'json' =>.",
  fix: `${SIGN_BYTES}: ${PHP_JSON}, then send it with 'body' => $json and a Content-Type: application/json header, not 'json' => $data.`,
};

const SYMFONY: WireLibrary = {
  name: "PHP Symfony HttpClient ('json' option)",
  stack: /Symfony/,
  action: "Send the signed $json as 'body', not 'json'.",
  fix: `${SIGN_BYTES}: ${PHP_JSON}, then $client->request('POST', $url, ['body' => $json, 'headers' => ['Content-Type' => 'application/json', …]]), not the 'json' option (it encodes with JSON_HEX_TAG, JSON_HEX_APOS, JSON_HEX_AMP and JSON_HEX_QUOT).`,
};

const GO: WireLibrary = {
  name: 'Go encoding/json (json.Marshal)',
  stack: /Go net\/http/,
  action: 'Marshal once; sign and send that same []byte.',
  fix: `${SIGN_BYTES}: body, _ := json.Marshal(v) once, sign body and send bytes.NewReader(body); do not marshal again for the request.`,
};

const GSON: WireLibrary = {
  name: 'Java Gson (toJson, Retrofit GsonConverterFactory)',
  stack: /OkHttp|Java/,
  action: 'Serialize once with Gson; sign and send that String.',
  fix: `${SIGN_BYTES}: String body = gson.toJson(model) once, sign it and send it as the raw body (RequestBody.create(body, JSON)), not the model through a converter; new GsonBuilder().disableHtmlEscaping() keeps <, >, &, = and ' as they are.`,
};

const RAILS: WireLibrary = {
  name: 'Ruby on Rails to_json (ActiveSupport)',
  stack: /Ruby/,
  action: 'Call to_json once; sign and send that same string.',
  fix: `${SIGN_BYTES}: body = payload.to_json once, sign it and send that same string as the body, not the hash (Faraday: conn.post(path, body, headers), without a json request middleware).`,
};

/**
 * The serializers whose defaults write bytes like `body`, best-evidenced first, each with the set
 * of libraries that write them; empty when the body carries no mark of one (compact JSON with
 * literal UTF-8 is what most write).
 */
export function guessLibraries(body: string): LibraryGuess[] {
  const marks = marksOf(body);
  const scored: [number, LibraryGuess][] = [];
  const compact = marks.newlines === 0 && marks.spacedSeparators === 0;
  // json_encode and json.dumps escape every non-ASCII character, never only some of them.
  const allNonAsciiEscaped = marks.escapedNonAscii > 0 && marks.literalNonAscii === 0;
  if (marks.newlines === 0 && marks.spacedSeparators > 0 && marks.compactSeparators === 0) {
    const evidence = [
      '", " between members and ": " after keys, on one line (json.dumps defaults)',
    ];
    if (allNonAsciiEscaped) evidence.push('non-ASCII written as \\uXXXX (ensure_ascii=True)');
    scored.push([
      evidence.length + 1,
      {
        serializer: 'json.dumps defaults',
        language: 'python',
        libraries: PYTHON_LIBRARIES,
        evidence,
      },
    ]);
  }
  const phpMarks = marks.escapedSlash > 0 || marks.phpHexEscapes > 0;
  if (
    compact &&
    (phpMarks || (allNonAsciiEscaped && marks.htmlEscapes + marks.gsonEscapes === 0))
  ) {
    const evidence: string[] = [];
    if (marks.escapedSlash > 0)
      evidence.push('"/" written as "\\/" (json_encode without JSON_UNESCAPED_SLASHES)');
    if (allNonAsciiEscaped)
      evidence.push('non-ASCII written as \\uXXXX (json_encode without JSON_UNESCAPED_UNICODE)');
    if (marks.phpHexEscapes > 0)
      evidence.push(
        '<, > or " written as \\u003C, \\u003E, \\u0022 (json_encode with the JSON_HEX_* flags)',
      );
    scored.push([
      evidence.length + (phpMarks ? 1 : 0),
      {
        serializer:
          marks.phpHexEscapes > 0 ? 'json_encode with JSON_HEX_* flags' : 'json_encode defaults',
        language: 'php',
        // The JSON_HEX_* flags are Symfony's 'json' option's; Guzzle's 'json' => never sets them.
        libraries: marks.phpHexEscapes > 0 ? [SYMFONY] : [GUZZLE, SYMFONY],
        evidence,
      },
    ]);
  }
  if (compact && marks.phpHexEscapes === 0 && marks.escapedSlash === 0 && marks.gsonEscapes > 0) {
    scored.push([
      3,
      {
        serializer: 'Gson (HTML-safe escapes)',
        language: 'java',
        libraries: [GSON],
        evidence: [
          '"=" or "\'" written as \\u003d or \\u0027 (Gson escapes them; Go and Rails do not)',
        ],
      },
    ]);
  } else if (compact && marks.phpHexEscapes === 0 && marks.htmlEscapes > 0) {
    scored.push([
      2 + (marks.literalNonAscii > 0 ? 1 : 0),
      {
        serializer: 'HTML-safe JSON escapes',
        language: 'go',
        libraries: [GO, GSON, RAILS],
        evidence: ['"&", "<", ">" written as \\u0026, \\u003c, \\u003e (HTML-safe escaping)'],
      },
    ]);
  }
  return scored.sort((a, b) => b[0] - a[0]).map(([, guess]) => guess);
}

/**
 * The serializers whose marks the bytes sent carry and the signed string does not (spec 5.2
 * rule 1): the HTTP library re-serialized what the program signed. Empty when the marks do not
 * say so (the signer's side then re-serialized).
 */
export function wireChange(sent: string, signed: string): LibraryGuess[] {
  const inSigned = new Set(guessLibraries(signed).map((guess) => guess.serializer));
  return guessLibraries(sent).filter((guess) => !inSigned.has(guess.serializer));
}

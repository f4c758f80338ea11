/**
 * The reply's fix as code that runs (spec 5.4 for a request, 5.3 for a response or webhook):
 * for the library the bytes or the User-Agent prove, that library's fix (library-fixes.ts);
 * otherwise the snippet program of the chosen language (src/core/snippets), the one the Request
 * view downloads. A webhook's fix is the receiver, as the receiver is what verifies it.
 */
import { SNIPPET_LANGUAGES, type SnippetLanguageId } from '../snippets/languages.ts';
import { QUERY_PATH } from '../protocol/endpoint.ts';
import { writeProblem } from '../snippets/export-guard.ts';
import type { SignedKind } from '../protocol/case-kinds.ts';
import { axiosFix, guzzleFix, pythonRequestsFix, type FixInput } from './library-fixes.ts';

/** The libraries with a fix of their own, and which language each is written in. */
export type FixLibrary = 'python-requests' | 'axios' | 'guzzle';

const LIBRARY_LANGUAGE: Record<FixLibrary, SnippetLanguageId> = {
  'python-requests': 'python',
  axios: 'node',
  guzzle: 'php',
};

const LIBRARY_FIX: Record<FixLibrary, (input: FixInput) => string> = {
  'python-requests': pythonRequestsFix,
  axios: axiosFix,
  guzzle: guzzleFix,
};

/** The few lines a library's fix changes: build the body once, sign it, send those bytes. */
const LIBRARY_LINES: Record<FixLibrary, string> = {
  'python-requests': String.raw`body = json.dumps(payload, separators=(",", ":")).encode("utf-8")  # the JSON text, built once
headers["X-Sign"] = sign(merchant_id, timestamp, nonce, body)  # sign those bytes
requests.post(url, data=body, headers=headers)  # send the same bytes: data=, not json=`,
  axios: String.raw`const body = JSON.stringify(payload); // the JSON text, built once
headers['X-Sign'] = sign(merchantId, timestamp, nonce, body); // sign that string
await axios.post(url, body, { headers, transformRequest: [(data) => data] }); // send it as is, not the object`,
  guzzle: String.raw`$body = json_encode($payload, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE); // the JSON text, built once
$headers['X-Sign'] = $sign($merchantId, $timestamp, $nonce, $body); // sign those bytes
$client->post($url, ['body' => $body, 'headers' => $headers]); // 'body' =>, not 'json' =>`,
};

/** The Markdown fence name of each language. */
const FENCE: Record<SnippetLanguageId, string> = {
  curl: 'bash',
  node: 'javascript',
  python: 'python',
  java: 'java',
  go: 'go',
  php: 'php',
};

/** A fix program: its code, the fence language, and what it is for. */
export interface FixProgram {
  code: string;
  fence: string;
  /** One line: which library or program the code is, and how to run it. */
  caption: string;
  /** For a library's fix, the few lines that change, shown before the whole program. */
  lines?: string;
}

/**
 * The fix program for a case in a language: the library's own fix when the evidence names a
 * library written in that language, else the snippet's query program (request or response) or
 * receiver (webhook; Node.js when the language has none, as a shell script is no server).
 */
export function fixProgram(
  kind: SignedKind,
  language: SnippetLanguageId,
  library: FixLibrary | null,
  input: FixInput,
): FixProgram {
  // Every writer checks what it writes (export-guard.ts): a case whose merchant ID holds a
  // control character gets the reason instead of a program.
  const refused = writeProblem({
    url: kind === 'webhook' ? undefined : `${input.baseUrl}${QUERY_PATH}`,
    merchantId: input.merchantId,
  });
  if (refused) {
    return { code: refused, fence: 'text', caption: 'No program is written for this case:' };
  }
  if (kind !== 'webhook' && library && LIBRARY_LANGUAGE[library] === language) {
    return {
      code: LIBRARY_FIX[library](input),
      fence: FENCE[language],
      caption: `For ${library}, the library your request was sent with, a whole program to try it:`,
      lines: LIBRARY_LINES[library],
    };
  }
  const snippet = SNIPPET_LANGUAGES.find((entry) => entry.id === language) ?? SNIPPET_LANGUAGES[0]!;
  if (kind === 'webhook') {
    const withReceiver = snippet.receiver
      ? snippet
      : SNIPPET_LANGUAGES.find((entry) => entry.id === 'node')!;
    const receiver = withReceiver.receiver!;
    return {
      code: receiver.generate({ merchantId: input.merchantId }),
      fence: FENCE[withReceiver.id],
      caption: `A ${withReceiver.label} receiver that verifies each notification's raw bytes before parsing (run: \`API_SECRET=... ${receiver.command}\`):`,
    };
  }
  return {
    code: snippet.query.generate({
      url: `${input.baseUrl}${QUERY_PATH}`,
      merchantId: input.merchantId,
      body: input.body,
    }),
    fence: FENCE[snippet.id],
    caption: `A ${snippet.label} program that signs the body once, sends the same bytes and verifies the response (run: \`API_SECRET=... ${snippet.query.command}\`):`,
  };
}

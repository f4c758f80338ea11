/**
 * Which client stack sent a request, from its `User-Agent` (spec 5.5: name a side or a library
 * only when the evidence proves it). A library's default User-Agent starts with its own product
 * token (`axios/1.16.0`, `python-requests/2.28.1`, `Go-http-client/1.1`); only that leading
 * token, spelled as the library spells it, names a stack. Anything else (a browser's
 * `Mozilla/5.0 …`, a token buried in a comment, a name without its version) names none, so the
 * hint stays generic rather than claim a stack on weak evidence.
 */

/** The language a stack's programs are written in: what the hint's code examples use. */
export type StackLanguage = 'javascript' | 'shell' | 'python' | 'php' | 'go' | 'java' | 'ruby';

/** The client stack a User-Agent names. */
export interface ClientStack {
  /** The library or tool as the explanation names it (`axios`, `Python requests`). */
  name: string;
  language: StackLanguage;
  /** axios trims a string body that parses as JSON before sending it. */
  trimsJsonString: boolean;
  /** The evidence, one detail line: `User-Agent: axios/1.16.0`. */
  evidence: string;
}

interface StackRule {
  /** The leading product token, anchored: the library's own spelling, a version after it. */
  token: RegExp;
  name: string;
  language: StackLanguage;
  trimsJsonString?: boolean;
}

const VERSION = String.raw`\/v?\d[\w.+-]*(?:\s|$)`;
const product = (name: string) => new RegExp(`^(?:${name})${VERSION}`);

// Most specific first; each is the default User-Agent the library or tool writes.
const RULES: StackRule[] = [
  { token: product('axios'), name: 'axios', language: 'javascript', trimsJsonString: true },
  // Node's own fetch writes the bare word `node` (undici before it: `undici`).
  { token: /^(?:node|undici)$/, name: 'Node.js fetch', language: 'javascript' },
  { token: product('node-fetch|undici|got'), name: 'Node.js', language: 'javascript' },
  {
    token: product('PostmanRuntime|insomnia|bruno-runtime|httpyac'),
    name: 'an API client (Postman, Insomnia, Bruno or httpyac)',
    language: 'javascript',
  },
  { token: product('curl'), name: 'curl', language: 'shell' },
  { token: product('Wget'), name: 'Wget', language: 'shell' },
  {
    token: product('python-requests'),
    name: 'Python requests',
    language: 'python',
  },
  {
    token: product('python-httpx'),
    name: 'Python httpx',
    language: 'python',
  },
  { token: product('Python-urllib'), name: 'Python urllib', language: 'python' },
  { token: /^Python\/\d[\w.]* aiohttp\/\d/, name: 'Python aiohttp', language: 'python' },
  { token: product('GuzzleHttp'), name: 'PHP Guzzle', language: 'php' },
  // Symfony HttpClient names its transport after a slash (Curl, Native, Amp), not a version.
  {
    token: /^Symfony HttpClient\/(?:Curl|Native|Amp)\b/,
    name: 'PHP Symfony HttpClient',
    language: 'php',
  },
  {
    token: product('Go-http-client'),
    name: 'Go net/http',
    language: 'go',
  },
  { token: product('Java-http-client'), name: 'Java HttpClient', language: 'java' },
  { token: product('Java'), name: 'Java HttpURLConnection', language: 'java' },
  { token: product('okhttp'), name: 'OkHttp', language: 'java' },
  { token: product('Apache-HttpClient'), name: 'Apache HttpClient', language: 'java' },
  // Ruby's Net::HTTP writes the bare word, without a version.
  { token: /^Ruby$/, name: 'Ruby Net::HTTP', language: 'ruby' },
  { token: /^Faraday v\d/, name: 'Ruby Faraday', language: 'ruby' },
  { token: product('rest-client'), name: 'Ruby rest-client', language: 'ruby' },
];

/** How much of a User-Agent a detail line quotes. */
const SHOWN_LENGTH = 120;

/** The User-Agent as a detail line shows it: control characters dropped, long ones cut. */
function shown(userAgent: string): string {
  const clean = Array.from(userAgent)
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return clean.length > SHOWN_LENGTH ? `${clean.slice(0, SHOWN_LENGTH)}…` : clean;
}

/**
 * The stack a request's `User-Agent` names (spec 5.5 evidence), or null when there is none, it
 * is empty, or its leading product token is not a known library's: a browser, a spoof buried in
 * a comment, or an unknown tool leave the hint generic.
 */
export function clientStackOf(userAgent: string | undefined): ClientStack | null {
  if (userAgent === undefined) return null;
  const value = userAgent.trim();
  if (value === '') return null;
  const rule = RULES.find((candidate) => candidate.token.test(value));
  if (!rule) return null;
  return {
    name: rule.name,
    language: rule.language,
    trimsJsonString: rule.trimsJsonString ?? false,
    evidence: `User-Agent: ${shown(value)}`,
  };
}

/**
 * Which language the reply's fix is written in (spec 5.5: name a stack only on evidence): the
 * sender's User-Agent, else the library the ticket's code calls, else the one language the body's
 * bytes point at, else the user's last choice.
 */
import { clientStackOf, type StackLanguage } from '../diagnosis/stack/client-stack.ts';
import type { SnippetLanguageId } from '../snippets/languages.ts';
import type { FixLibrary } from './fix-code.ts';

const BY_STACK: Partial<Record<StackLanguage, SnippetLanguageId>> = {
  javascript: 'node',
  shell: 'curl',
  python: 'python',
  php: 'php',
  go: 'go',
  java: 'java',
};

/** Library names as the wire fingerprint and the User-Agent rules write them. */
const LIBRARY_RULES: Array<{
  name: RegExp;
  library: FixLibrary | null;
  language: SnippetLanguageId;
}> = [
  { name: /Python requests/i, library: 'python-requests', language: 'python' },
  { name: /httpx|Python/i, library: null, language: 'python' },
  { name: /axios/i, library: 'axios', language: 'node' },
  { name: /Guzzle/i, library: 'guzzle', language: 'php' },
  { name: /PHP/i, library: null, language: 'php' },
  { name: /\bGo\b/, library: null, language: 'go' },
  { name: /Java|Jackson|OkHttp/i, library: null, language: 'java' },
  { name: /Node|JavaScript|JSON\.stringify/i, library: null, language: 'node' },
];

/** What the evidence says of the sender's stack: its language and its library, when proven. */
export interface SenderStack {
  language: SnippetLanguageId | null;
  library: FixLibrary | null;
}

/** A sender's HTTP library as code pasted into the ticket calls it. */
const LIBRARY_CODE: Array<{ test: RegExp; library: FixLibrary; language: SnippetLanguageId }> = [
  {
    test: /\brequests\.(?:post|request|Session)\(/,
    library: 'python-requests',
    language: 'python',
  },
  { test: /\baxios(?:\.post|\.request|\.create)?\(/, library: 'axios', language: 'node' },
  {
    test: /GuzzleHttp\\Client|new\s+Client\(\s*\[[^\]]*base_uri|'json'\s*=>/,
    library: 'guzzle',
    language: 'php',
  },
];

/**
 * The sender's stack: the User-Agent's leading product token (client-stack.ts), else the HTTP
 * library the ticket's code calls, else only the language every library the body's bytes point
 * at shares. A library is named on the User-Agent or the code only: the bytes name a set of
 * libraries (wire-fingerprint.ts), never one of them.
 */
export function senderStackOf(
  userAgent: string | undefined,
  libraries: readonly string[],
  ticketText?: string,
): SenderStack {
  const stack = clientStackOf(userAgent);
  if (stack) {
    const rule = LIBRARY_RULES.find((entry) => entry.name.test(stack.name));
    return {
      language: BY_STACK[stack.language] ?? null,
      library: rule && rule.language === BY_STACK[stack.language] ? rule.library : null,
    };
  }
  const coded = ticketText ? LIBRARY_CODE.find((entry) => entry.test.test(ticketText)) : undefined;
  if (coded) return { language: coded.language, library: coded.library };
  const languages = new Set(
    libraries.map((name) => LIBRARY_RULES.find((entry) => entry.name.test(name))?.language ?? null),
  );
  const [only] = languages;
  return { language: languages.size === 1 && only ? only : null, library: null };
}

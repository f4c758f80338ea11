/**
 * The one rule for a base URL (spec 4: every call goes to `{base_url}/api/v1/payments/query`): an
 * `http(s)` origin with an optional path and nothing else, or a path on the console's own origin
 * (the embedded sandbox's `/sandbox`). API clients treat text in a URL as a template or a script
 * (Postman and Bruno resolve `{{api_secret}}` and `{{process.env.HOME}}`, httpyac runs `{{ … }}`
 * as JavaScript), so a base URL holding such syntax would send the secret to the host it names;
 * user-info, a query or a fragment have no place in a base URL the spec's path is appended to.
 */
import { trimEndRun } from '../text/trim-runs.ts';

export type BaseUrlCheck = { ok: true; url: string } | { ok: false; error: string };

const FIX = 'Use a plain address such as https://pay.example.com or https://pay.example.com/gw.';

/** Template and script syntax of the clients the console exports for, and of shells. */
export const TEMPLATE_SYNTAX = ['{{', '}}', '{%', '%}', '${', '<%', '%>', '`'] as const;

/** The first template or script sequence `text` holds, or null. */
function templateIn(text: string): string | null {
  return TEMPLATE_SYNTAX.find((syntax) => text.includes(syntax)) ?? null;
}

/** The text with its percent-escapes decoded where they are valid, so `%7B%7B` counts as `{{`. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const refuse = (what: string): BaseUrlCheck => ({
  ok: false,
  error: `The base URL ${what}. ${FIX}`,
});

/**
 * Checks a base URL as it was typed, imported or configured (spec 4): refuses template or script
 * syntax (`{{`, `}}`, `{%`, `${`, `<%`, backticks, also percent-encoded), control characters,
 * spaces, user-info, a query and a fragment, each with a message saying what is wrong and how to
 * fix it. On success gives the URL without trailing slashes: absolute for an origin, or the path
 * as written for a path on the console's own origin.
 */
export function checkBaseUrl(text: string): BaseUrlCheck {
  if (text === '') return refuse('is empty');
  // eslint-disable-next-line no-control-regex -- the rule is about control characters
  if (/[\u0000-\u001f\u007f-\u009f]/.test(text)) return refuse('holds a control character');
  if (/\s/.test(text)) return refuse('holds a space');
  const syntax = templateIn(text) ?? templateIn(decoded(text));
  if (syntax) {
    return refuse(
      `holds "${syntax}", template or script syntax an API client would resolve (it could put api_secret into the address)`,
    );
  }
  if (text.includes('?')) return refuse('must not carry a query string (?…)');
  if (text.includes('#')) return refuse('must not carry a fragment (#…)');
  if (text.includes('\\')) return refuse('holds a backslash');
  if (text.startsWith('/')) {
    if (text.startsWith('//')) return refuse('starts with //, which names another host');
    return { ok: true, url: trimEndRun(text, '/') || '/' };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse('is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return refuse(`must use http or https, not ${url.protocol}`);
  }
  if (!/^https?:\/\/[^/]/i.test(text)) return refuse('must start with http:// or https://');
  if (
    url.username !== '' ||
    url.password !== '' ||
    text.slice(0, text.indexOf(url.host)).includes('@')
  ) {
    return refuse('must not carry a user name or password (user@…): no secret belongs in it');
  }
  return { ok: true, url: trimEndRun(url.href, '/') };
}

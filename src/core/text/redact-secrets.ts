/**
 * Redaction of typed secrets from what leaves the page (docs/verify-intake.md, "Typed secrets are
 * redacted"; docs/architecture.md: secrets are never persisted, shared or exported). A paste can
 * hold the secret the user typed (a shell session's `export API_SECRET=...`, a config file, a
 * log), so every text that is kept, shared or downloaded passes through {@link redactSecrets}
 * first, and the user's own text on screen is left as it is.
 */
import { toBase64, utf8 } from './bytes.ts';
import { trimEndRun } from './trim-runs.ts';

/** What stands where a secret was. */
export const REDACTED = '[secret redacted]';

/** Stands in when a secret is part of {@link REDACTED} itself, so redacting never loops. */
const REDACTED_OTHER = '[REDACTED]';

/**
 * Below this many characters (trimmed) a secret is replaced only where it stands as a whole word:
 * a secret that short also occurs inside ordinary words and values, and blanking each of those
 * out would leave the text unreadable. A secret that short is weak anyway; the whole-word rule
 * still covers it where a paste assigns or quotes it (`API_SECRET=abc12`, `"abc12"`).
 */
export const SHORT_SECRET = 8;

/** A text with the secrets replaced, how many replacements, and which secrets were found. */
export interface Redaction {
  text: string;
  count: number;
  /** One entry per secret given, in order: whether it (in any spelling) was in the text. */
  found: boolean[];
}

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Percent-encoding as RFC 3986 strict encoders write it (`!'()*` encoded too). */
const strictPercent = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const htmlEscaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * The spellings a paste may hold a secret in: as typed and trimmed; inside a JSON string (with
 * `\/` as PHP writes it, and `\uXXXX` for non-ASCII as Python's json.dumps does); percent-encoded
 * (upper and lower hex, `+` for a space, RFC 3986 strict); HTML-escaped (a ticket's page); and,
 * for a secret long enough, its UTF-8 bytes as base64, base64url and hex.
 */
function spellings(secret: string): string[] {
  const forms = new Set<string>();
  for (const typed of new Set([secret, secret.trim()])) {
    const json = JSON.stringify(typed).slice(1, -1);
    const percent = encodeURIComponent(typed);
    forms
      .add(typed)
      .add(json)
      .add(json.replace(/\//g, '\\/'))
      .add(
        json.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
      )
      .add(percent)
      .add(percent.replace(/%[0-9A-F]{2}/g, (code) => code.toLowerCase()))
      .add(percent.replace(/%20/g, '+'))
      .add(strictPercent(typed))
      .add(htmlEscaped(typed));
    if (typed.length >= SHORT_SECRET) {
      const bytes = utf8(typed);
      const base64 = toBase64(bytes);
      forms
        .add(base64)
        .add(trimEndRun(base64, '='))
        .add(trimEndRun(base64.replace(/\+/g, '-').replace(/\//g, '_'), '='))
        .add(hex(bytes));
    }
  }
  forms.delete('');
  return [...forms];
}

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/** A word's characters: a short secret is matched only between characters that are not these. */
const WORD = '[\\p{L}\\p{N}_]';

interface Matcher {
  pattern: RegExp;
  owner: Map<string, number>;
  forms: string[];
  marker: string;
}

function matcher(secrets: readonly string[]): Matcher | null {
  const owner = new Map<string, number>();
  const short = new Set<string>();
  secrets.forEach((secret, index) => {
    const trimmed = secret.trim();
    if (trimmed === '') return;
    for (const form of spellings(secret)) {
      if (owner.has(form)) continue;
      owner.set(form, index);
      if (trimmed.length < SHORT_SECRET) short.add(form);
    }
  });
  if (owner.size === 0) return null;
  // Longest first, so a longer spelling is replaced whole rather than a shorter one inside it.
  const forms = [...owner.keys()].sort((a, b) => b.length - a.length);
  const alternatives = forms.map((form) =>
    short.has(form) ? `(?<!${WORD})${escapeRegExp(form)}(?!${WORD})` : escapeRegExp(form),
  );
  const twice = REDACTED + REDACTED;
  const marker = forms.some((form) => !short.has(form) && twice.includes(form))
    ? REDACTED_OTHER
    : REDACTED;
  return { pattern: new RegExp(alternatives.join('|'), 'gu'), owner, forms, marker };
}

/**
 * Replaces every spelling of each secret in `text` with {@link REDACTED}, and counts them. A
 * secret of fewer than {@link SHORT_SECRET} characters is replaced only as a whole word; an
 * empty or blank secret is ignored. The text is searched again after a replacement (at most a
 * few times), so what the marker and its neighbours spell is never the secret again.
 */
export function redactSecrets(text: string, secrets: readonly string[]): Redaction {
  const found = secrets.map(() => false);
  const { text: out, count } = redactWith(text, matcher(secrets), found);
  return { text: out, count, found };
}

function redactWith(text: string, m: Matcher | null, found: boolean[]) {
  // A quick look first: a megabyte body that holds no secret costs no regular expression.
  if (!m || !m.forms.some((form) => text.includes(form))) return { text, count: 0 };
  let count = 0;
  let out = text;
  for (let pass = 0; pass < 4; pass++) {
    let replaced = 0;
    out = out.replace(m.pattern, (form) => {
      replaced++;
      found[m.owner.get(form)!] = true;
      return m.marker;
    });
    count += replaced;
    if (replaced === 0) break;
  }
  return { text: out, count };
}

/**
 * {@link redactSecrets} over every string of a JSON-like value (a draft, a history entry, a
 * case): objects and arrays are copied, other values kept. Keys are the value's own field names
 * and are left as they are.
 */
export function redactSecretsIn<T>(
  value: T,
  secrets: readonly string[],
): { value: T; count: number; found: boolean[] } {
  const found = secrets.map(() => false);
  const m = matcher(secrets);
  let count = 0;
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') {
      const redaction = redactWith(item, m, found);
      count += redaction.count;
      return redaction.text;
    }
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === 'object' && !(item instanceof Uint8Array)) {
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, walk(entry)]));
    }
    return item;
  };
  return { value: walk(value) as T, count, found };
}

/**
 * The note beside an action whose output was redacted: which typed secrets (by their names,
 * e.g. `test`), where the user's text held them, and what was redacted, e.g. "The typed test
 * secret appears in the paste; it was replaced by [secret redacted] in the share link."
 */
export function redactionNote(names: readonly string[], source: string, where: string): string {
  const one = names.length === 1;
  const which = one ? `${names[0]} secret` : `${names.join(' and ')} secrets`;
  return `The typed ${which} ${one ? 'appears' : 'appear'} in ${source}; ${one ? 'it was' : 'they were'} replaced by ${REDACTED} in ${where}.`;
}

/**
 * The dimensions of the mistake search (spec 5.5 checklist): for each, the ways a
 * sender can get it wrong, and how a set of mistakes turns into the string the sender signed.
 */
import { bodyVariants, type BodyVariant } from './body-variants.ts';
import type { DiagnosisInput } from './types.ts';

/** The four signed parts, in the order of spec 5.2. */
export type PartName = 'merchantId' | 'timestamp' | 'nonce' | 'body';

/** The only order the spec allows (spec 5.2). */
export const SPEC_ORDER: readonly PartName[] = ['merchantId', 'timestamp', 'nonce', 'body'];

/** One wrong choice in one dimension of the string to sign or the key. */
export type Mistake =
  | {
      dimension: 'secret';
      cause: 'SECRET_ENV_MIXED' | 'SECRET_WHITESPACE';
      label: string;
      secret: string;
    }
  | {
      dimension: 'separators';
      cause: 'CRLF_SEPARATORS' | 'SEPARATORS_MISSING' | 'TRAILING_LINE_FEED';
      separator: string;
      trailer: string;
    }
  | { dimension: 'order'; cause: 'FIELD_ORDER'; order: readonly PartName[] }
  | { dimension: 'body'; cause: 'BODY_REFORMATTED'; variant: BodyVariant }
  | {
      dimension: 'timestamp';
      cause: 'TIMESTAMP_MILLISECONDS';
      timestamp: string;
      signedIn: 'ms' | 's';
    };

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

function secretMistakes(input: DiagnosisInput, secret: string): Mistake[] {
  const other = input.env === 'test' ? 'production' : 'test';
  const otherSecret = input.secrets[other];
  const out: Mistake[] = [];
  if (otherSecret && otherSecret !== secret) {
    out.push({
      dimension: 'secret',
      cause: 'SECRET_ENV_MIXED',
      label: `the ${other} secret`,
      secret: otherSecret,
    });
  }
  const stray: [string, string][] = [
    [secret.trim(), 'the secret trimmed of surrounding whitespace'],
    [`${secret}\n`, 'the secret with a line feed (0x0A) added at the end'],
    [`${secret}\r\n`, 'the secret with CR LF (0x0D 0x0A) added at the end'],
    [`${secret} `, 'the secret with a space added at the end'],
  ];
  const seen = new Set([secret, otherSecret]);
  for (const [value, label] of stray) {
    if (seen.has(value) || value === '') continue;
    seen.add(value);
    out.push({ dimension: 'secret', cause: 'SECRET_WHITESPACE', label, secret: value });
  }
  return out;
}

function timestampMistakes(timestamp: string): Mistake[] {
  if (!/^\d+$/.test(timestamp)) return [];
  const out: Mistake[] = [];
  // Seconds have 10 digits until 2286 and milliseconds 13; the cut between them is generous.
  if (timestamp.length <= 11) {
    out.push({
      dimension: 'timestamp',
      cause: 'TIMESTAMP_MILLISECONDS',
      timestamp: `${timestamp}000`,
      signedIn: 'ms',
    });
  }
  if (timestamp.length >= 12) {
    out.push({
      dimension: 'timestamp',
      cause: 'TIMESTAMP_MILLISECONDS',
      timestamp: timestamp.slice(0, -3),
      signedIn: 's',
    });
  }
  return out;
}

/**
 * The alternatives in each dimension of the search (spec 5.5), in checklist order:
 * the key (other environment's secret, stray whitespace), separators (CR LF, none, a trailing
 * line feed), the 23 other orders of the parts, body variants, and the timestamp unit.
 */
export function mistakeDimensions(input: DiagnosisInput, secret: string): Mistake[][] {
  return [
    secretMistakes(input, secret),
    [
      { dimension: 'separators', cause: 'CRLF_SEPARATORS', separator: '\r\n', trailer: '' },
      { dimension: 'separators', cause: 'SEPARATORS_MISSING', separator: '', trailer: '' },
      { dimension: 'separators', cause: 'TRAILING_LINE_FEED', separator: '\n', trailer: '\n' },
    ],
    permutations(SPEC_ORDER)
      .filter((order) => order.join() !== SPEC_ORDER.join())
      .map((order): Mistake => ({ dimension: 'order', cause: 'FIELD_ORDER', order })),
    bodyVariants(input.rawBody).map((variant): Mistake => ({
      dimension: 'body',
      cause: 'BODY_REFORMATTED',
      variant,
    })),
    timestampMistakes(input.timestamp),
  ];
}

/**
 * The string a sender signs when making `mistakes` (spec 5.2 with the given deviations), and
 * the key it signs with. With no mistakes this is the correct string to sign of spec 5.2.
 */
export function applyMistakes(
  input: DiagnosisInput,
  secret: string,
  mistakes: readonly Mistake[],
): { payload: string; secret: string } {
  const values: Record<PartName, string> = {
    merchantId: input.merchantId,
    timestamp: input.timestamp,
    nonce: input.nonce,
    body: input.rawBody,
  };
  let separator = '\n';
  let trailer = '';
  let order = SPEC_ORDER;
  let key = secret;
  for (const mistake of mistakes) {
    if (mistake.dimension === 'secret') key = mistake.secret;
    if (mistake.dimension === 'separators') ({ separator, trailer } = mistake);
    if (mistake.dimension === 'order') order = mistake.order;
    if (mistake.dimension === 'body') values.body = mistake.variant.body;
    if (mistake.dimension === 'timestamp') values.timestamp = mistake.timestamp;
  }
  return { payload: order.map((part) => values[part]).join(separator) + trailer, secret: key };
}

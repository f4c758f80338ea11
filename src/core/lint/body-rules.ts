/**
 * Lint of the raw body (spec 2, 4, 5.2): a non-empty JSON object with snake_case keys, an
 * amount carried as a two-decimal string with a three-letter currency, and no bytes (a byte
 * order mark, carriage returns, API clients' `{{` template syntax) that editors, transports and
 * clients tend to change.
 */
import { findCamelCaseFields } from '../protocol/snake-case.ts';
import { findingFor } from './finding.ts';
import type { LintFinding } from './types.ts';

const finding = findingFor('body');

function byteFindings(rawBody: string): LintFinding[] {
  const out: LintFinding[] = [];
  if (rawBody.startsWith('\uFEFF')) {
    out.push(
      finding(
        'body-bom',
        'warning',
        'The body starts with a byte order mark (U+FEFF, bytes EF BB BF). It is signed as part of the body, and many readers drop it.',
        'Save and send the body as UTF-8 without a BOM.',
      ),
    );
  }
  const crs = rawBody.split('\r').length - 1;
  if (crs > 0) {
    out.push(
      finding(
        'body-carriage-return',
        'warning',
        `The body contains ${crs} carriage return${crs === 1 ? '' : 's'} (0x0D). Line endings are easily converted between signing and sending, which changes the signature.`,
        'Send a compact JSON body, or sign the exact bytes sent, line endings included (spec 5.2 rule 1).',
      ),
    );
  }
  if (rawBody.includes('{{')) {
    out.push(
      finding(
        'body-template-syntax',
        'info',
        'The body holds {{, which Postman, Bruno and httpyac read as a variable or a script: pasted into one of them by hand, it would be replaced (with a secret, an environment value, or what a script returns) before it is sent.',
        "Keep it if it is data: the console's exports carry the body so that no client replaces it. Where it stands for a value, put the value in; the body is signed and sent as the same bytes (spec 5.2 rule 1).",
      ),
    );
  }
  return out;
}

function camelCaseFindings(parsed: unknown): LintFinding[] {
  const seen = new Set<string>();
  return findCamelCaseFields(parsed)
    .filter(({ key }) => !seen.has(key) && seen.add(key))
    .map(({ key, snake, parent }) =>
      finding(
        'body-camel-case-key',
        'error',
        `The key "${key}"${parent === '' ? '' : ` (at ${parent}.${key})`} is camelCase; the service's field names are snake_case.`,
        `Rename it to "${snake}".`,
      ),
    );
}

function amountFindings(parsed: Record<string, unknown>): LintFinding[] {
  if (!('trans_amount' in parsed)) return [];
  const amount = parsed.trans_amount;
  if (amount === null || typeof amount !== 'object' || Array.isArray(amount)) {
    return [
      finding(
        'amount-not-object',
        'error',
        'trans_amount is not an object.',
        'Send trans_amount as {"currency": "USD", "value": "10.00"}.',
      ),
    ];
  }
  const { value, currency } = amount as Record<string, unknown>;
  const out: LintFinding[] = [];
  if (value !== undefined && !(typeof value === 'string' && /^-?\d+\.\d{2}$/.test(value))) {
    const numeric =
      typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value));
    const suggestion = numeric ? `"${Number(value).toFixed(2)}"` : 'a string such as "10.00"';
    out.push(
      typeof value === 'string'
        ? finding(
            'amount-value-decimals',
            'warning',
            `trans_amount.value "${value}" does not have two decimal places.`,
            `Send ${suggestion}.`,
          )
        : finding(
            'amount-value-not-string',
            'error',
            `trans_amount.value is a ${value === null ? 'null' : typeof value} (${JSON.stringify(value)}), not a string.`,
            `Send the amount as a string with two decimals: ${suggestion}.`,
          ),
    );
  }
  if (currency !== undefined && !(typeof currency === 'string' && /^[A-Z]{3}$/.test(currency))) {
    const upper =
      typeof currency === 'string' && /^[a-z]{3}$/i.test(currency)
        ? `"${currency.toUpperCase()}"`
        : 'a code such as "USD"';
    out.push(
      finding(
        'amount-currency-format',
        'warning',
        `trans_amount.currency ${JSON.stringify(currency)} is not three uppercase letters.`,
        `Send ${upper}.`,
      ),
    );
  }
  return out;
}

/**
 * Findings for a raw body (spec 2, 4, 5.2): empty (error), a byte order mark or carriage
 * returns (warnings), `{{` that API clients would replace (a hint), not JSON or not a JSON object (warnings: the service expects a JSON
 * object), camelCase keys anywhere (errors naming the snake_case form), `trans_amount.value`
 * not a string with two decimals and `trans_amount.currency` not three uppercase letters.
 */
export function lintBody(rawBody: string): LintFinding[] {
  if (rawBody.trim() === '') {
    return [
      finding(
        'body-empty',
        'error',
        'The body is empty; the service expects a JSON object.',
        'Send the JSON body, and sign exactly those bytes.',
      ),
    ];
  }
  const out = byteFindings(rawBody);
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.replace(/^\uFEFF/, ''));
  } catch (error) {
    return [
      ...out,
      finding(
        'body-not-json',
        'warning',
        `The body is not valid JSON (${(error as Error).message}); the service expects a JSON object.`,
        'Send a JSON object, e.g. {"merchant_order_no": "ORD-1"}.',
      ),
    ];
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return [
      ...out,
      finding(
        'body-not-object',
        'warning',
        'The body is JSON but not an object; the service expects a JSON object.',
        'Send a JSON object, e.g. {"merchant_order_no": "ORD-1"}.',
      ),
    ];
  }
  return [
    ...out,
    ...camelCaseFindings(parsed),
    ...amountFindings(parsed as Record<string, unknown>),
  ];
}

/**
 * Lint of `X-MerchantID`, `X-Nonce` and `Content-Type` (spec 5.1, 8): the assigned merchant ID
 * rather than a name or login, a non-empty nonce of 16 to 32 characters, and application/json.
 */
import { readContentType } from '../protocol/content-type.ts';
import { findingFor } from './finding.ts';
import type { LintFinding } from './types.ts';

const merchantIdFinding = findingFor('merchantId');
const nonceFinding = findingFor('nonce');
const contentTypeFinding = findingFor('contentType');

const ID_FIX =
  'Send the merchant ID the service assigned (as shown in its dashboard, e.g. M100001).';

/**
 * `name@domain` with a dot inside the domain and no white space: the domain is checked by hand,
 * since `[^@\s]+\.[^@\s]+` lets the two runs trade characters and backtracks over a long one.
 */
function isEmailAddress(id: string): boolean {
  const domain = /^[^@\s]+@([^@\s]+)$/.exec(id)?.[1];
  return domain !== undefined && domain.slice(1, -1).includes('.');
}

/**
 * Findings for a merchant ID (spec 5.1 `X-MerchantID`, 5.5 "Merchant ID"): empty, or shaped like
 * an e-mail address, a login or a name (a space, an @, no digit at all, non-ASCII letters,
 * lowercase words such as john.doe7), or a
 * bare short number that may be an internal user ID. Assigned IDs such as M100001 pass.
 */
export function lintMerchantId(merchantId: string): LintFinding[] {
  const id = merchantId.trim();
  const looksLike = (what: string, why: string): LintFinding[] => [
    merchantIdFinding(
      'merchant-id-not-assigned',
      'warning',
      `The merchant ID "${id}" ${why}: it looks like ${what}, not an assigned merchant ID.`,
      ID_FIX,
    ),
  ];
  if (id === '')
    return [merchantIdFinding('merchant-id-empty', 'error', 'The merchant ID is empty.', ID_FIX)];
  if (id !== merchantId) {
    return [
      merchantIdFinding(
        'merchant-id-whitespace',
        'error',
        'The merchant ID has spaces around it; they are signed too.',
        'Remove the surrounding whitespace.',
      ),
    ];
  }
  if (isEmailAddress(id)) return looksLike('an e-mail address', 'has the form name@domain');
  if (id.includes('@')) return looksLike('a login', 'contains @');
  if (/\s/.test(id)) return looksLike('a name', 'contains spaces');
  if (/[^\x20-\x7e]/.test(id)) return looksLike('a name', 'contains non-ASCII characters');
  if (!/\d/.test(id)) return looksLike('a name or login', 'has no digits');
  if (/^[a-z]{3,}[._][a-z]{3,}\d*$/.test(id)) {
    return looksLike('a login', 'is lowercase words joined by a dot or underscore');
  }
  if (/^\d{1,5}$/.test(id)) {
    return [
      merchantIdFinding(
        'merchant-id-short-number',
        'info',
        `The merchant ID "${id}" is a short bare number.`,
        'Make sure it is the assigned merchant ID, not an internal user ID (spec 5.1).',
      ),
    ];
  }
  return [];
}

/**
 * Findings for a nonce (spec 5.1 `X-Nonce`, 8): empty is an error; shorter than 16 or longer
 * than 32 characters is a warning, since 16 to 32 are recommended.
 */
export function lintNonce(nonce: string): LintFinding[] {
  const length = [...nonce].length;
  const fix = 'Use a fresh random string of 16 to 32 characters for every request.';
  if (nonce.trim() === '') {
    return [
      nonceFinding(
        'nonce-empty',
        'error',
        'The nonce is empty; the service requires a non-empty X-Nonce.',
        fix,
      ),
    ];
  }
  if (length < 16 || length > 32) {
    return [
      nonceFinding(
        length < 16 ? 'nonce-short' : 'nonce-long',
        'warning',
        `The nonce has ${length} characters; 16 to 32 are recommended.`,
        fix,
      ),
    ];
  }
  return [];
}

/**
 * Findings for a Content-Type header (spec 4, 5.1), read as `readContentType` reads it for the
 * sandbox too: anything but `application/json` is wrong; a charset other than UTF-8 contradicts
 * spec 5.2 rule 3; other parameters are not what the spec shows.
 */
export function lintContentType(contentType: string): LintFinding[] {
  const reading = readContentType(contentType);
  const fix = 'Send Content-Type: application/json.';
  switch (reading.form) {
    case 'json':
      return [];
    case 'missing':
    case 'other':
      return [
        contentTypeFinding(
          'content-type-not-json',
          'error',
          `The content type is ${reading.form === 'missing' ? 'missing' : `"${contentType.trim()}"`}; the service accepts only application/json.`,
          fix,
        ),
      ];
    case 'json-charset':
      return [
        contentTypeFinding(
          'content-type-charset',
          'warning',
          `The content type declares charset ${reading.charset}; the body is signed as UTF-8.`,
          'Send the body as UTF-8, with no charset or charset=utf-8.',
        ),
      ];
    case 'json-parameters':
      return [
        contentTypeFinding(
          'content-type-parameters',
          'warning',
          `The content type carries ${reading.parameters.join('; ')}; the spec shows plain application/json, and the sandbox refuses other parameters.`,
          fix,
        ),
      ];
  }
}

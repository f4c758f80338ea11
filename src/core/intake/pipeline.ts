/**
 * How the intake weighs and finishes a reading (Verify & diagnose, docs/architecture.md): how many of the
 * signed parts of spec 5.2 it found, whether a format was really read or only recognised, and
 * which values are `{{variables}}` an API client fills in at run time rather than values sent.
 */
import type { Intake, IntakeFields } from './types.ts';

const SIGNED_FIELDS: Array<[keyof IntakeFields, string]> = [
  ['merchantId', 'X-MerchantID'],
  ['timestamp', 'X-Timestamp'],
  ['nonce', 'X-Nonce'],
  ['receivedSign', 'X-Sign'],
];

export const isJson = (text: string) => {
  if (!/^\s*[{[]/.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** How many of the four spec 5.1 header values a reading found. */
export function signedCount(intake: Intake): number {
  return SIGNED_FIELDS.filter(([key]) => {
    const value = intake.fields[key];
    return typeof value === 'string' && value !== '';
  }).length;
}

/** The shape each spec 5.1 value has (decimal seconds, lowercase hex), to tell a value a
 * layer still garbles (`=3D`, a soft break) from one read cleanly. */
const WELL_FORMED: Partial<Record<keyof IntakeFields, RegExp>> = {
  merchantId: /^[^\s=<>&"']+$/,
  timestamp: /^\d+$/,
  nonce: /^[^\s=<>&"']+$/,
  receivedSign: /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/,
};

/**
 * How much of the case (spec 5.2: merchant ID, timestamp, nonce, body; plus X-Sign) a reading
 * holds: per signed header two points, three when its value has its spec 5.1 shape; one for a
 * body, one more when the body is JSON.
 */
export function strength(intake: Intake): number {
  const body = intake.fields.rawBody;
  let points = (body.trim() !== '' ? 1 : 0) + (isJson(body) ? 1 : 0);
  for (const [key] of SIGNED_FIELDS) {
    const value = intake.fields[key];
    if (typeof value !== 'string' || value === '') continue;
    points += WELL_FORMED[key]?.test(value) ? 3 : 2;
  }
  return points;
}

const TEMPLATE = /\{\{[^{}]*\}\}/;

/**
 * Takes `{{variable}}` values out of the signed fields: an API client (Postman, Bruno, a `.http`
 * file) fills them in at run time, so they are not what was sent or signed (spec 5.2). Each one
 * is named in a warning instead of being shown as a wrong value or sign.
 */
export function nameTemplates(intake: Intake): Intake {
  const fields = { ...intake.fields };
  const named: string[] = [];
  for (const [key, header] of SIGNED_FIELDS) {
    const value = fields[key];
    if (typeof value !== 'string' || !TEMPLATE.test(value)) continue;
    delete fields[key];
    named.push(`${header} is ${value}`);
  }
  const warnings = [...intake.warnings];
  if (named.length > 0) {
    warnings.unshift(
      `${named.join(', ')}: variables the API client fills in at run time, so the values sent are not in this file. Paste the request as sent (the tool's console or timeline) to verify it.`,
    );
  }
  if (TEMPLATE.test(fields.rawBody)) {
    warnings.push(
      'The body holds {{variables}} the API client fills in at run time; the bytes signed are the body with them filled in.',
    );
  }
  return { ...intake, fields, warnings };
}

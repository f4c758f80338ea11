/**
 * A form-encoded body under a JSON API (spec 4: the API takes JSON; spec 5.2 rule 1: the sign
 * covers the raw body): the program signed the JSON text, and its HTTP library was given the
 * fields as a form (requests `data=dict`, Guzzle `form_params`, `URLSearchParams`) and sent
 * `key=value&…` instead. Each candidate is a JSON object rebuilt from the form's fields, as the
 * common serializers write it; only a body that is a form and not JSON has any.
 */
import { always, never, type MistakeFamily } from './family.ts';

export interface FormBodyMistake {
  dimension: 'form';
  cause: 'BODY_REFORMATTED';
  /** The JSON text signed, rebuilt from the form's fields. */
  body: string;
  label: string;
}

const FORM = /^[\w.~%+-]+=[^&=]*(?:&[\w.~%+-]+=[^&=]*)*$/;
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** The form's fields in order, or null when the body is not a form of distinct names. */
function formFields(rawBody: string): [string, string][] | null {
  if (!FORM.test(rawBody)) return null;
  const fields: [string, string][] = [];
  for (const pair of rawBody.split('&')) {
    const [name, value = ''] = pair.split('=');
    const key = decode(name ?? '');
    const text = decode(value);
    if (key === null || text === null) return null;
    fields.push([key, text]);
  }
  return new Set(fields.map(([key]) => key)).size === fields.length ? fields : null;
}

/** Python's json.dumps defaults: non-ASCII escaped as \uXXXX (lowercase hex, UTF-16 units). */
const escapeNonAscii = (json: string) =>
  json.replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);

function candidates(rawBody: string): FormBodyMistake[] {
  const fields = formFields(rawBody.trim());
  if (!fields) return [];
  const asStrings = Object.fromEntries(fields);
  // A number in a form is text; the object signed may have held it as a number.
  const asNumbers = Object.fromEntries(
    fields.map(([key, value]) => [key, NUMBER.test(value) ? Number(value) : value]),
  );
  const seen = new Set<string>();
  const out: FormBodyMistake[] = [];
  for (const [object, typed] of [
    [asStrings, 'string values'],
    [asNumbers, 'numbers as numbers'],
  ] as const) {
    const compact = JSON.stringify(object);
    const python = escapeNonAscii(JSON.stringify(object, null, 1).replace(/\n */g, ' '))
      .replace(/^\{ /, '{')
      .replace(/ \}$/, '}');
    const spellings: [string, string][] = [
      [compact, 'compact JSON'],
      [python, 'JSON as json.dumps writes it'],
    ];
    for (const [body, how] of spellings) {
      if (seen.has(body)) continue;
      seen.add(body);
      out.push({
        dimension: 'form',
        cause: 'BODY_REFORMATTED',
        body,
        label: `the form's fields as ${how}, ${typed}`,
      });
    }
  }
  return out;
}

const FIX =
  "Send the JSON text you signed as the raw body with Content-Type: application/json, never the fields as a form: Python requests data=body (a str or bytes, not a dict), PHP Guzzle 'body' => $json (not 'form_params'), JavaScript fetch body: json (not URLSearchParams) (spec 4, 5.2 rule 1).";

/** The form-body family (spec 4, 5.2 rule 1): JSON signed, a form sent. */
export const formBodyFamily: MistakeFamily<FormBodyMistake> = {
  dimension: 'form',
  causes: ['BODY_REFORMATTED'],
  changesBody: true,
  candidates: (input) => candidates(input.rawBody),
  apply(mistake, draft) {
    draft.values.body = mistake.body;
  },
  pairable: always,
  bulk: never,
  explain(mistake, { actor, party }) {
    const detail = `Body signed: ${mistake.label}; body sent: form-encoded (key=value&…).`;
    if (party === 'sender') {
      return {
        cause: mistake.cause,
        title: 'JSON signed, a form sent',
        lead: 'Your HTTP library sent the fields as a form, not the JSON you signed.',
        action: 'Send the signed JSON as the raw body.',
        explanation: `${actor} signed the body as JSON (${mistake.label}), but the HTTP library was given the fields as a form and sent key=value&… under the JSON API.`,
        fix: FIX,
        detail,
      };
    }
    return {
      cause: mistake.cause,
      title: 'The body verified is a form, the body signed JSON',
      lead:
        party === 'handler'
          ? 'Your handler verified the fields as a form, not the JSON signed.'
          : 'Your receiver or logger turned the signed JSON into a form.',
      action: 'Verify the raw body bytes as received, before parsing.',
      explanation: `The body was signed as JSON (${mistake.label}); the body verified here is the same fields form-encoded.`,
      fix: 'Verify over the raw body exactly as received, before parsing; never rebuild it from parsed fields (spec 5.3 rule 3).',
      detail,
    };
  },
};

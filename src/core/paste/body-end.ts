/**
 * Where a message's body ends (docs/verify-intake.md, "Where a body ends"): at the end of its
 * JSON value (spec 5.2 signs the raw body, and the body the service takes is JSON), or its form
 * line. Chat lines, names, later messages and code a ticket puts after it are the conversation's,
 * never the body's: they never enter the string to sign, the reply or a test vector.
 */
import { balancedEnd } from '../intake/locate/body-candidates.ts';
import type { Intake } from '../intake/types.ts';
import { utf8 } from '../text/bytes.ts';

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** What the page says of a body whose end cannot be told. */
export const UNCERTAIN_END =
  'Where this body ends is not certain: it opens as JSON but holds no complete JSON value, so text after it in the paste may have been read into it. Check the body below against the bytes sent.';

/** A form body (`a=1&b=2`) on its first line, with more text on later lines. */
const FORM_LINE = /^[\w.%-]+=[^\s&]*(?:&[\w.%-]+=[^\s&]*)*(?=\r?\n)/;

/**
 * The offset where the body's own value ends, when text other than white space follows it;
 * `uncertain` for a body that opens as JSON but holds no JSON value, with more lines after its
 * first (a truncated or hand-edited body, or chat run into it): its end cannot be told.
 */
function valueEnd(body: string): number | 'uncertain' | undefined {
  if (/^[{[]/.test(body)) {
    const end = balancedEnd(body, 0);
    if (end === -1 || !parses(body.slice(0, end))) {
      // More lines after the first: once trimmed, any line feed has text after it.
      return body.trimEnd().includes('\n') ? 'uncertain' : undefined;
    }
    return body.slice(end).trim() === '' ? undefined : end;
  }
  const form = FORM_LINE.exec(body);
  return form && body.slice(form[0].length).trim() !== '' ? form[0].length : undefined;
}

/**
 * The message with its body cut where its value ends, when more text follows it, and a note
 * that says so. Unchanged when the body is only its value.
 */
export function cutAtValueEnd(intake: Intake): Intake {
  const body = intake.fields.rawBody;
  const end = valueEnd(body);
  if (end === undefined) return intake;
  if (end === 'uncertain')
    return { ...intake, bodyEnd: 'uncertain', warnings: [UNCERTAIN_END, ...intake.warnings] };
  const cut = body.slice(0, end);
  const after = utf8(body).length - utf8(cut).length;
  const note = `The body is read to the end of its value (${utf8(cut).length} bytes): the ${after} bytes of text after it in the paste are the conversation's, not the message's.`;
  // The readings are of the longer bytes: none of them is this body.
  const own = { ...intake };
  delete own.readings;
  return {
    ...own,
    fields: { ...intake.fields, rawBody: cut },
    restored: [note, ...(intake.restored ?? [])],
  };
}

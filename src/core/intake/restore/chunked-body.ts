/**
 * A reading whose headers say `Transfer-Encoding: chunked` and whose body is still framed in
 * chunks (a `curl --trace` of a chunked upload, a debug timeline, a Burp message, a raw message
 * read as pasted): the body signed is the content without the framing (spec 5.2 rule 1). The
 * chunks are joined only when every size fits its bytes (RFC 9112 7.1), which proves the result
 * exact; otherwise the body stays as pasted and the note says the paste may have changed it.
 */
import { decodeUtf8, utf8 } from '../../text/bytes.ts';
import { headerValue } from '../extract/headers.ts';
import type { Intake } from '../types.ts';
import { chunkedStep, dechunk, namesChunked } from '../unwrap/chunked.ts';

/** Said as the unwrap step's note is, so the same layer undone reads the same either way. */
const JOINED_NOTE = `Unwrapped: ${chunkedStep.label}; undone exactly.`;

const UNFIT =
  'The body is in chunked transfer coding, but its chunk sizes do not fit the bytes pasted (a line ending inside a chunk may have changed), so the chunks could not be joined exactly. The signed body is the content without the chunk-size lines: attach the original file, or paste that content alone.';

/**
 * The reading of `text` with its chunks joined when the framing proves them. A reading whose
 * headers name chunked as the only transfer coding (RFC 9112 6.1) and whose body does not fit
 * it says why; one that kept only the signed headers (evidence) is joined when the text names
 * chunked and its body is the framing, and left alone otherwise (its body may be the content).
 */
export function joinChunks(intake: Intake, text: string): Intake {
  const body = intake.fields.rawBody;
  const named = headerValue(intake.headers, 'Transfer-Encoding');
  const declared = named !== undefined && /^\s*chunked\s*$/i.test(named);
  if (body === '' || !(declared || (named === undefined && namesChunked(text)))) return intake;
  const bytes = utf8(body);
  const joined = dechunk(bytes);
  if (!joined || decodeUtf8(bytes.subarray(joined.end)).trim() !== '') {
    return declared ? { ...intake, warnings: [...intake.warnings, UNFIT] } : intake;
  }
  return {
    ...intake,
    fields: { ...intake.fields, rawBody: decodeUtf8(joined.content) },
    restored: [JOINED_NOTE, ...(intake.restored ?? [])],
  };
}

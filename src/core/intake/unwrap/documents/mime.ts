/**
 * A mail's source ("Show original", a saved .eml): its header fields, and a body that may be
 * quoted-printable or base64 (RFC 2045) and split into parts (RFC 2046 multipart/*). The step
 * decodes every part exactly and gives back the one that holds the signed headers, chosen by
 * that evidence and not by position (an attachment after the covering note); a part's own
 * CR LF stay, since they may be the message's (docs/verify-intake.md, "Clean").
 */
import { toBase64, utf8 } from '../../../text/bytes.ts';
import { decodedText, multipartBodies, parameter, splitEntity, type Entity } from './mime-parts.ts';
import { signedNameCount } from '../signed-names.ts';
import type { UnwrapStep } from '../step.ts';

/** Nested multiparts and attached messages, followed this deep at most. */
const MAX_DEPTH = 4;

/** A body part: its header fields, or none when it starts with the empty line (RFC 2046 5.1.1). */
const bodyPart = (body: string): Entity | undefined =>
  /^\r?\n/.test(body)
    ? { headers: new Map(), body: body.replace(/^\r?\n/, '') }
    : splitEntity(body);

/** The decoded texts of an entity's leaf parts, in order (an attached message/rfc822 opened). */
function leafTexts(entity: Entity, depth: number, out: string[]): void {
  const contentType = entity.headers.get('content-type') ?? 'text/plain';
  const type = contentType.trim().toLowerCase();
  const boundary = parameter(contentType, 'boundary');
  if (type.startsWith('multipart/') && boundary && depth < MAX_DEPTH) {
    for (const body of multipartBodies(entity.body, boundary)) {
      const part = bodyPart(body);
      if (part) leafTexts(part, depth + 1, out);
    }
    return;
  }
  const text = decodedText(entity);
  if (text === undefined) return;
  const inner =
    type.startsWith('message/rfc822') && depth < MAX_DEPTH ? splitEntity(text) : undefined;
  if (inner) leafTexts(inner, depth + 1, out);
  else out.push(text);
}

/** A mail's own header block at the start: MIME fields, and none of the signed headers. */
function mailEntity(text: string): Entity | undefined {
  const entity = splitEntity(text);
  if (!entity) return undefined;
  const { headers } = entity;
  const mime =
    headers.has('mime-version') ||
    headers.has('content-transfer-encoding') ||
    /^\s*multipart\//i.test(headers.get('content-type') ?? '');
  const names = [...headers.keys()].join('\n');
  return mime && signedNameCount(names) === 0 ? entity : undefined;
}

/** The part that holds the most signed header names; the first part between equals. */
function partWithEvidence(text: string): string | undefined {
  const entity = mailEntity(text);
  if (!entity) return undefined;
  const texts: string[] = [];
  leafTexts(entity, 0, texts);
  let best: string | undefined;
  let bestCount = -1;
  for (const part of texts) {
    const count = signedNameCount(part);
    if (count > bestCount) [best, bestCount] = [part, count];
  }
  return best;
}

/** Base64 in lines of 76 characters, as RFC 2045 section 6.8 writes it. */
const base64Lines = (text: string) => (toBase64(utf8(text)).match(/.{1,76}/g) ?? ['']).join('\r\n');

export const mailSourceStep: UnwrapStep = {
  id: 'mail-source',
  label: "an e-mail's source: its headers, MIME parts and quoted-printable or base64 encoding",
  applies: (text) => /^(?:From |[!-9;-~]+:)/.test(text) && mailEntity(text) !== undefined,
  undo: partWithEvidence,
  wrap: (text) =>
    [
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="=_sig_part"',
      'Subject: Signature does not verify',
      '',
      '--=_sig_part',
      'Content-Type: text/plain; charset="utf-8"',
      '',
      'Hi, the request is attached.',
      '--=_sig_part',
      'Content-Type: application/octet-stream; name="request.http"',
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(text),
      '--=_sig_part--',
      '',
    ].join('\r\n'),
};

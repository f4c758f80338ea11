/**
 * Every signed message a paste holds (docs/verify-intake.md, "Messages"): the paste is cut where
 * evidence shows a new message starts (segments.ts), each piece is read by the intake on its
 * own, with its own headers and its own body, and each piece that holds the four spec 5.1 signed
 * headers is one message. A paste that shows one message reads exactly as the intake reads it.
 */
import { parseIntake, parseIntakeBytes, type IntakeOptions } from '../intake/detect.ts';
import { decodeUtf8, isValidUtf8 } from '../text/bytes.ts';
import { signedCount } from '../intake/pipeline.ts';
import type { Intake, IntakeResult } from '../intake/types.ts';
import type { SignedKind } from '../protocol/case-kinds.ts';
import { headerValue } from '../intake/extract/headers.ts';
import { cutAtValueEnd } from './body-end.ts';
import { segmentsOf } from './segments.ts';

/** One signed message of a paste. */
export interface PasteMessage {
  /** Request (spec 5.1), the service's response (5.3) or a webhook (5.3 rule 6). */
  side: SignedKind;
  /** What the intake read of it: its own headers, body and notes. */
  intake: Intake;
  /** Where in the paste it stands. */
  span: { start: number; end: number };
  /** A response's HTTP status, from its status line. */
  status?: number;
  /**
   * False when the paste does not hold the body's bytes: its Content-Length declares a body and
   * none was read (curl -v prints `} [41 bytes data]`). Such a message cannot be verified.
   */
  complete: boolean;
}

/** Whether the body read has every byte the message's Content-Length declares, if it declares one. */
function holdsBody(intake: Intake): boolean {
  const declared = headerValue(intake.headers, 'Content-Length');
  return !(declared && /^[1-9]\d*$/.test(declared.trim()) && intake.fields.rawBody === '');
}

/** The intake's result of a paste, with every signed message in it (two or more, else none). */
export type PasteResult = IntakeResult & { messages?: PasteMessage[] };

const identity = (intake: Intake) => {
  const { merchantId, timestamp, nonce, receivedSign, rawBody } = intake.fields;
  return JSON.stringify([merchantId, timestamp, nonce, receivedSign, rawBody]);
};

/**
 * The other readings of one message keep their bytes, never another message's: a reading whose
 * signed headers differ is another message, which the paste's message list shows on its own.
 */
function ownReadings(intake: Intake): Intake {
  if (!intake.readings) return intake;
  const same = (other: Intake) =>
    other.kind === intake.kind &&
    other.fields.timestamp === intake.fields.timestamp &&
    other.fields.nonce === intake.fields.nonce &&
    other.fields.receivedSign === intake.fields.receivedSign;
  const readings = intake.readings.filter(same);
  if (readings.length > 1) return { ...intake, readings };
  const rest = { ...intake };
  delete rest.readings;
  return { ...rest, warnings: rest.warnings.filter((w) => !w.startsWith('This paste reads ')) };
}

/**
 * A piece that reads as a request but follows a status line is the service's answer, and one a
 * webhook paste's later piece repeats is the receiver's copy of that webhook.
 */
function sideOf(intake: Intake, by: string, first: PasteMessage | undefined): SignedKind {
  if (intake.kind === 'response' || by === 'status-line') return 'response';
  if (intake.kind === 'webhook' || first?.side === 'webhook') return 'webhook';
  return intake.kind;
}

/**
 * Reads a paste into its signed messages. The `intake` of the result is the first message (the
 * page's lead is chosen with the secret, lead.ts); `messages` is set only when the paste holds
 * two or more, each read from its own piece of the paste.
 */
export function readPaste(text: string, options: IntakeOptions = {}): PasteResult {
  const whole = parseIntake(text, options);
  const segments = segmentsOf(text);
  if (!whole.ok || segments.length < 2 || options.side) return whole;
  const messages: PasteMessage[] = [];
  const seen = new Set<string>();
  for (const segment of segments) {
    const piece = text.slice(segment.start, segment.end);
    const read = parseIntake(piece);
    if (!read.ok || signedCount(read.intake) < 4) continue;
    const intake = ownReadings(cutAtValueEnd(read.intake));
    const key = identity(intake);
    if (seen.has(key)) continue;
    seen.add(key);
    const side = sideOf(intake, segment.by, messages[0]);
    const status = segment.status ?? intake.status;
    const span = { start: segment.start, end: segment.end };
    const complete = holdsBody(intake);
    messages.push({
      side,
      intake: { ...intake, kind: side },
      span,
      complete,
      ...(status ? { status } : {}),
    });
  }
  if (messages.length < 2) return whole;
  return { ok: true, intake: messages[0]!.intake, messages };
}

/** Reads a dropped file's messages: strict UTF-8, as the intake reads a file (detect.ts). */
export function readPasteBytes(bytes: Uint8Array, options: IntakeOptions = {}): PasteResult {
  if (!isValidUtf8(bytes)) return parseIntakeBytes(bytes, options);
  return readPaste(decodeUtf8(bytes), options);
}

/**
 * Every signed message a paste holds (docs/verify-intake.md, "Messages"): the paste is cut where
 * evidence shows a new message starts (segments.ts), each piece is read by the intake on its
 * own, with its own headers and its own body, and each piece that holds the four spec 5.1 signed
 * headers is one message. A paste that shows one message reads exactly as the intake reads it.
 */
import { parseIntake, parseIntakeBytes, type IntakeOptions } from '../intake/detect.ts';
import { decodeUtf8, isValidUtf8 } from '../text/bytes.ts';
import { signedCount, strength } from '../intake/pipeline.ts';
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

/** A Content-Length that declares a body, as a header or a header line of the piece. */
const DECLARES_BODY = /content-length["']?\s*[:=]\s*["']?[1-9]/i;

/** Whether the paste holds the body when the message's Content-Length declares one. */
function holdsBody(intake: Intake, piece: string): boolean {
  if (intake.fields.rawBody !== '') return true;
  const declared = headerValue(intake.headers, 'Content-Length');
  return !(declared ? /^[1-9]\d*$/.test(declared.trim()) : DECLARES_BODY.test(piece));
}

/** The intake's result of a paste, with every signed message in it (two or more, else none). */
export type PasteResult = IntakeResult & { messages?: PasteMessage[] };

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

/** The signed headers that name one message: the same four in two pieces are one message read twice. */
const headerKey = (intake: Intake) => {
  const { merchantId, timestamp, nonce, receivedSign } = intake.fields;
  return JSON.stringify([merchantId, timestamp, nonce, receivedSign?.toLowerCase()]);
};

const parsed = (body: string): string | undefined => {
  try {
    return JSON.stringify(JSON.parse(body));
  } catch {
    return undefined;
  }
};

/**
 * Whether `copy` is the receiver's own copy of a response or webhook: the same signed headers,
 * a body that is the same JSON value in other bytes (parsed and serialized again), which is the
 * bytes the receiver's check ran over.
 */
function isReceiverCopy(first: PasteMessage, copy: Intake): boolean {
  if (first.side === 'request') return false;
  const a = first.intake.fields.rawBody;
  const b = copy.fields.rawBody;
  return a !== b && parsed(a) !== undefined && parsed(a) === parsed(b);
}

/** A signed value still a shell or batch variable (`%SIGN%`, `$NONCE`): the command's, not a message's. */
const unresolved = (intake: Intake) => {
  const { merchantId, timestamp, nonce, receivedSign } = intake.fields;
  return [merchantId, timestamp, nonce, receivedSign].some((v) =>
    /%\w+%|\$\{?\w+\}?/.test(v ?? ''),
  );
};

/** A structured file (JSON, XML) is one document: its own reader finds its messages. */
const DOCUMENT = /^\s*[{[<]/;

/**
 * Reads a paste into its signed messages. The `intake` of the result is the first message (the
 * page's lead is chosen with the secret, lead.ts); `messages` is set only when the paste holds
 * two or more, each read from its own piece of the paste. Pieces with the same signed headers are
 * one message read twice (a log that prints a request, then its raw bytes), of which the reading
 * that holds more of it stands. The one exception is a receiver's copy of a response or webhook, the same JSON in other bytes.
 */
export function readPaste(text: string, options: IntakeOptions = {}): PasteResult {
  const whole = parseIntake(text, options);
  if (!whole.ok || options.side || DOCUMENT.test(text)) return whole;
  const segments = segmentsOf(text);
  if (segments.length < 2) return whole;
  const messages: PasteMessage[] = [];
  const byKey = new Map<string, PasteMessage>();
  for (const segment of segments) {
    const piece = text.slice(segment.start, segment.end);
    const read = parseIntake(piece);
    if (!read.ok || signedCount(read.intake) < 4 || unresolved(read.intake)) continue;
    const key = headerKey(read.intake);
    const first = byKey.get(key);
    const cut = cutAtValueEnd(read.intake);
    if (first && !isReceiverCopy(first, cut)) {
      // The same message read twice: the reading with more of it stands (pipeline.ts).
      if (strength(cut) > strength(first.intake))
        first.intake = { ...ownReadings(cut), kind: first.side };
      continue;
    }
    // The intake's reading of the whole paste, when it is this message and holds as much of it,
    // keeps its format and notes: the paste reads as it did before it was seen to hold several.
    const asWhole =
      headerKey(whole.intake) === key &&
      whole.intake.kind === read.intake.kind &&
      strength(whole.intake) >= strength(cut);
    const intake = ownReadings(asWhole ? cutAtValueEnd(whole.intake) : cut);
    const side = sideOf(intake, segment.by, messages[0]);
    const status = segment.status ?? intake.status;
    const span = { start: segment.start, end: segment.end };
    const message: PasteMessage = {
      side,
      intake: { ...intake, kind: side },
      span,
      complete: holdsBody(intake, piece),
      ...(status ? { status } : {}),
    };
    if (!first) byKey.set(key, message);
    messages.push(message);
  }
  if (messages.length < 2) return whole;
  return { ok: true, intake: messages[0]!.intake, messages };
}

/** Reads a dropped file's messages: strict UTF-8, as the intake reads a file (detect.ts). */
export function readPasteBytes(bytes: Uint8Array, options: IntakeOptions = {}): PasteResult {
  if (!isValidUtf8(bytes)) return parseIntakeBytes(bytes, options);
  return readPaste(decodeUtf8(bytes), options);
}

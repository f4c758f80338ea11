/**
 * Reads many signed messages out of one paste or file (docs/verify-intake.md, "A whole log at
 * once"): a HAR with many entries, a JSON array or JSON lines of failure logs (spec 5.5), an
 * nginx log with bodies, several failure logs one after another, or the sandbox's own traffic
 * export (docs/sandbox.md, "Traffic"). Each message is read by the intake's public entry point
 * (`parseIntake`), so a batch row reads exactly as the same message pasted alone.
 */
import { parseIntake } from '../intake/detect.ts';
import { trafficEntrySchema } from '../sandbox-api/traffic.ts';
import { utf8Length } from '../text/bytes.ts';
import { messageOf, type BatchMessage } from './batch-message.ts';
import { splitJsonValues } from './split-json.ts';

/** The most a batch reads: beyond either, a message says what was read and what was not. */
const BATCH_LIMITS = { messages: 20_000, bytes: 50 * 1024 * 1024 };

/** What a batch read. */
export interface ManyRead {
  /** How the paste was split, for the batch's heading. */
  format: string;
  messages: BatchMessage[];
  /** Entries or lines that hold no signed message (no X-Sign, or not understood). */
  skipped: number;
  /** Set when a limit stopped the reading: what was read and what was not. */
  limitNote: string | null;
}

type Piece = { text: string; source: string } | { traffic: unknown; source: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function trafficMessage(value: unknown, index: number, source: string): BatchMessage | null {
  const entry = trafficEntrySchema.safeParse(value);
  if (!entry.success || !entry.data.receivedSign) return null;
  const e = entry.data;
  return {
    index,
    source,
    kind: 'request',
    merchantId: e.merchantId ?? '',
    timestamp: e.timestamp ?? '',
    nonce: e.nonce ?? '',
    rawBody: e.body,
    receivedSign: e.receivedSign!.trim(),
    contentType: e.contentType ?? '',
    userAgent: e.userAgent ?? '',
    ...(e.code !== null ? { responseCode: String(e.code) } : { responseCode: String(e.status) }),
  };
}

/** The pieces of a JSON value: a HAR's entries, an array's items, or the value itself. */
function piecesOfJson(value: unknown, label: string): { format: string; pieces: Piece[] } {
  if (isObject(value) && isObject(value.log) && Array.isArray(value.log.entries)) {
    const entries = value.log.entries as unknown[];
    return {
      format: 'HAR',
      // One entry at a time: the intake reads a single entry as it reads a HAR.
      pieces: entries.map((entry, i) => ({
        text: JSON.stringify(entry),
        source: `entry ${i + 1}`,
      })),
    };
  }
  if (Array.isArray(value)) {
    const traffic =
      value.length > 0 && value.every((item) => trafficEntrySchema.safeParse(item).success);
    return {
      format: traffic ? 'sandbox traffic export' : `JSON array (${label})`,
      pieces: value.map((item, i) =>
        traffic
          ? { traffic: item, source: `request ${i + 1}` }
          : { text: JSON.stringify(item), source: `item ${i + 1}` },
      ),
    };
  }
  return { format: label, pieces: [{ text: JSON.stringify(value), source: label }] };
}

/** The pieces of a text: one JSON value, several, or one per line. */
function piecesOf(text: string): { format: string; pieces: Piece[] } {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    const values = splitJsonValues(trimmed);
    if (values && values.length === 1) return piecesOfJson(values[0]!.value, 'JSON');
    if (
      values &&
      values.length > 1 &&
      !trimmed.split('\n').every((l) => l.trim() === '' || l.trim().startsWith('{'))
    ) {
      return {
        format: 'JSON values one after another',
        pieces: values.map(({ text: piece }, i) => ({ text: piece, source: `value ${i + 1}` })),
      };
    }
  }
  const lines = text.split(/\r?\n/);
  const pieces: Piece[] = [];
  lines.forEach((line, i) => {
    if (line.trim() !== '') pieces.push({ text: line, source: `line ${i + 1}` });
  });
  const jsonLines = pieces.every((piece) => 'text' in piece && piece.text.trim().startsWith('{'));
  return { format: jsonLines ? 'JSON lines' : 'log lines', pieces };
}

/** Whether a text is read line by line: not JSON, or JSON lines (its first line a value alone). */
function isLineLog(text: string): boolean {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return true;
  const end = trimmed.indexOf('\n');
  if (end < 0) return false;
  try {
    JSON.parse(trimmed.slice(0, end));
    return true;
  } catch {
    return false;
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The signed messages of a paste, or null when it holds fewer than two (a single case is read
 * by the intake as before). Stops at {@link BATCH_LIMITS}, saying what was read and what not.
 */
export function readMany(text: string, limits = BATCH_LIMITS): ManyRead | null {
  const bytes = utf8Length(text);
  let limitNote: string | null = null;
  let input = text;
  if (bytes > limits.bytes) {
    if (!isLineLog(text)) {
      return {
        format: 'JSON',
        messages: [],
        skipped: 0,
        limitNote: `The paste is ${mb(bytes)}, above the ${mb(limits.bytes)} a batch reads, and one JSON document cannot be read in part: nothing was read. Split it (a HAR per page, or a log per day) and paste the parts.`,
      };
    }
    // Line logs are read up to the limit, at a line's end.
    input = text.slice(0, text.lastIndexOf('\n', limits.bytes) + 1 || limits.bytes);
    limitNote = `The paste is ${mb(bytes)}; the first ${mb(utf8Length(input))} (up to the ${mb(limits.bytes)} a batch reads) was read, the rest was not.`;
  }
  const { format, pieces } = piecesOf(input);
  const messages: BatchMessage[] = [];
  let skipped = 0;
  let read = 0;
  for (const piece of pieces) {
    if (messages.length >= limits.messages) break;
    read++;
    const message =
      'traffic' in piece
        ? trafficMessage(piece.traffic, messages.length, piece.source)
        : intakeMessage(piece.text, messages.length, piece.source);
    if (message) messages.push(message);
    else skipped++;
  }
  if (read < pieces.length) {
    limitNote = `${limitNote ? `${limitNote} ` : ''}The batch reads ${limits.messages.toLocaleString('en-US')} messages: the first ${read.toLocaleString('en-US')} of ${pieces.length.toLocaleString('en-US')} entries were read, the other ${(pieces.length - read).toLocaleString('en-US')} were not.`;
  }
  if (messages.length < 2 && limitNote === null) return null;
  return { format, messages, skipped, limitNote };
}

function intakeMessage(text: string, index: number, source: string): BatchMessage | null {
  const result = parseIntake(text);
  return result.ok ? messageOf(result.intake, index, source) : null;
}

/** A sign header or failure-log field on a line: what every signed message of a log shows. */
const SIGN_MARK = /x-sign|received_sign|"sign"|\bsign=/i;

/**
 * Whether a paste may hold several signed messages, cheaply, on the main thread: a JSON document
 * with several entries or items, several JSON values, or several lines that each show a sign.
 * The worker then reads it ({@link readMany}) and says when it holds fewer than two after all.
 */
export function mayBeMany(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    const values = splitJsonValues(trimmed);
    if (!values) return false;
    if (values.length > 1) return true;
    const value = values[0]?.value;
    if (Array.isArray(value)) return value.length > 1;
    return (
      isObject(value) &&
      isObject(value.log) &&
      Array.isArray(value.log.entries) &&
      value.log.entries.length > 1
    );
  }
  let signed = 0;
  for (const line of text.split('\n')) {
    if (SIGN_MARK.test(line) && /merchant|\bmid[=:]/i.test(line) && ++signed > 1) return true;
  }
  return false;
}

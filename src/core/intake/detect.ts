/**
 * One entry point for whatever a support ticket holds (the Verify & diagnose job, docs/architecture.md):
 * unwrap the layers the paste travelled through, locate the message in each, keep the reading
 * that gives the most signed fields (spec 5.1 headers, 5.2 body), then restore only what the
 * evidence proves. The format is reported in `intake.format`.
 */
import { decodeUtf8, isValidUtf8 } from '../text/bytes.ts';
import { locate, readContext } from './locate/locate.ts';
import type { IntakeOptions } from './locate/reader.ts';
import { hollowError } from './locate/hollow.ts';
import { joinChunks } from './restore/chunked-body.ts';
import { markLoggerLayout } from './restore/logger-layout.ts';
import { restorePasteArtifacts } from './restore/paste-artifacts.ts';
import { isJson, nameTemplates, signedCount, strength } from './pipeline.ts';
import type { Intake, IntakeResult } from './types.ts';
import { rankedNote } from './decide.ts';
import { whyUnrecognised } from './unrecognised.ts';
import { foundAndMissing } from './found-fields.ts';
import { SMART_QUOTES_STEP, unwrapLayers, type Unwrapped } from './unwrap/unwrap.ts';

export type { IntakeOptions } from './locate/reader.ts';
export { FORMATS_READ } from './unrecognised.ts';

/** What the intake says about an empty paste. */
export const EMPTY_PASTE =
  'Nothing to read yet. Paste a raw HTTP request or response, a curl command, a HAR, a failure log or headers and a body, or drop a file.';

interface Reading {
  layer: Unwrapped;
  intake: Intake;
}

/**
 * Strength first; between equals, a body that starts with its first character, as serializers
 * write one, beats the same body behind indentation a document or log added, as does one whose
 * last line (a closing bracket) starts its line rather than standing behind the log's indent.
 */
const rank = (intake: Intake) =>
  strength(intake) * 8 +
  (/^\S/.test(intake.fields.rawBody) ? 2 : 0) +
  (/\n[ \t]+[}\]][ \t]*$/.test(intake.fields.rawBody) ? 0 : 1);

const isEvidence = (reading: Reading) => reading.intake.format === 'evidence';
const hasBody = (intake: Intake) => intake.fields.rawBody.trim() !== '';

/** Readers that find headers inside other text (a log line, a printed map) and may miss its body. */
const INSIDE_TEXT = new Set(['json-message', 'header-map', 'access-log', 'log-line']);

/**
 * A format's syntax knows the method, URL and side, so evidence alone is taken over it only
 * with more signed headers, or with a body where a reader of headers inside other text found
 * none (the signature may still pick another reading, decide.ts).
 */
function evidenceWins(evidence: Reading, format: Reading | undefined): boolean {
  if (!format) return true;
  const more = signedCount(evidence.intake) - signedCount(format.intake);
  if (more !== 0) return more > 0 && signedCount(evidence.intake) >= 2;
  if (!INSIDE_TEXT.has(format.intake.format)) return false;
  // A reader of headers inside other text takes whatever follows them as the body; a JSON value
  // or a literal that decodes to one, found by evidence, is the likelier body (spec 5.2), and
  // one behind indentation is the log's or document's doing, as in `rank`.
  const json = (r: Reading) =>
    /^\S/.test(r.intake.fields.rawBody) && isJson(r.intake.fields.rawBody);
  return hasBody(evidence.intake) && (!hasBody(format.intake) || (json(evidence) && !json(format)));
}

/**
 * With a side asked (spec 5.3: a response is signed like a request, with its own headers), the
 * readings of that side: a reader that knows only requests (an access log's fields, a header
 * map) may find the request's headers and a body beside them that the request's sign proves,
 * which is not the message asked for. All readings when none is of that side.
 */
function onAskedSide(readings: Reading[], options: IntakeOptions): Reading[] {
  if (!options.side) return readings;
  const sideOf = (r: Reading) => (r.intake.kind === 'response' ? 'response' : 'request');
  const sided = readings.filter((r) => sideOf(r) === options.side);
  return sided.length > 0 ? sided : readings;
}

const usedSmartQuotes = (layer: Unwrapped) =>
  layer.steps.some((s) => s.id === SMART_QUOTES_STEP.id);

/**
 * The best reading over every unwrapped layer: most signed fields first, then fewer steps.
 * Straightened quotes are kept only when the paste could not be read without them (a command
 * whose quoting the chat app curled); otherwise the body keeps its quotes and the search tries
 * straight ones first (restorePasteArtifacts marks them).
 */
function bestReading(
  layers: Unwrapped[],
  options: IntakeOptions,
): { chosen: Reading; all: Reading[] } | IntakeResult {
  let firstError: IntakeResult | undefined;
  const readings: Reading[] = [];
  for (const layer of layers) {
    for (const result of locate(readContext(layer.text, options))) {
      if (!result.ok) {
        firstError ??= result;
        continue;
      }
      readings.push({ layer, intake: joinChunks(result.intake, layer.text) });
    }
  }
  const sided = onAskedSide(readings, options);
  const better = (a: Reading | undefined, b: Reading) =>
    !a || rank(b.intake) > rank(a.intake) ? b : a;
  let format: Reading | undefined;
  let evidence: Reading | undefined;
  for (const reading of sided) {
    if (isEvidence(reading)) evidence = better(evidence, reading);
    else format = better(format, reading);
  }
  const best = evidence && evidenceWins(evidence, format) ? evidence : format;
  if (!best) return firstError ?? { ok: false, error: '' };
  if (usedSmartQuotes(best.layer)) {
    const curly = readings.find(
      (r) =>
        !usedSmartQuotes(r.layer) &&
        r.layer.steps.length === best!.layer.steps.length - 1 &&
        signedCount(r.intake) >= signedCount(best!.intake),
    );
    if (curly) return { chosen: curly, all: sided };
  }
  return { chosen: best, all: sided };
}

/** How many other readings the signature may choose from: a few, the best ranked. */
const MAX_OTHER_READINGS = 3;
const fieldsKey = (intake: Intake) => JSON.stringify([intake.kind, intake.fields]);

/**
 * The readings besides the chosen one that the signature can check (all four signed headers)
 * and that differ from it and each other, best ranked first.
 */
function otherReadings(chosen: Reading, all: Reading[]): Reading[] {
  const seen = new Set([fieldsKey(chosen.intake)]);
  const out: Reading[] = [];
  for (const reading of [...all].sort((a, b) => rank(b.intake) - rank(a.intake))) {
    if (out.length >= MAX_OTHER_READINGS) break;
    const key = fieldsKey(reading.intake);
    if (seen.has(key) || signedCount(reading.intake) < 4) continue;
    seen.add(key);
    out.push(reading);
  }
  return out;
}

/** A paste whose opening names a webhook (spec 6) holds one, not a request, when read as sent. */
const WEBHOOK = /\bwebhooks?\b|\bnotif(?:y|ication)\b/i;

function sideNamed(intake: Intake, text: string): Intake {
  // Quoted strings are values (a body's `"notify_url":"https://…/notify"`), not the paste naming one.
  const opening = text.slice(0, 400).replace(/"(?:[^"\\\n]|\\.){0,400}"/g, '""');
  if (intake.kind !== 'request' || !WEBHOOK.test(opening)) return intake;
  const note =
    'Read as a webhook: the paste names one (spec 6). Pick another kind above if it is a request.';
  return { ...intake, kind: 'webhook', warnings: [...intake.warnings, note] };
}

const finish = (reading: Reading): Intake =>
  markLoggerLayout(reading.layer.text, restorePasteArtifacts(nameTemplates(layerNotes(reading))));

/** The notes for the layers undone, and for quotes straightened to read a command. */
function layerNotes(reading: Reading): Intake {
  const { intake, layer } = reading;
  const notes = layer.steps
    .filter((step) => step.id !== SMART_QUOTES_STEP.id)
    .map((step) =>
      step.exact
        ? `Unwrapped: ${step.label}; undone exactly.`
        : `Unwrapped: ${step.label}; nothing proves this gave back the exact bytes, so the body may differ from what was signed.`,
    );
  const warnings = [...intake.warnings];
  if (usedSmartQuotes(layer)) {
    warnings.unshift(
      "Read with straight quotes: the paste had smart quotes (“ ” ‘ ’), as Slack, Teams or macOS type them, and could not be read with them; the sender's program wrote straight ones. Nothing in the paste proves the body's quotes, so a mismatch may be the paste's doing, not the sender's.",
    );
  }
  const restored = [...notes, ...(intake.restored ?? [])];
  return { ...intake, warnings, ...(restored.length > 0 ? { restored } : {}) };
}

/**
 * Detects and parses a paste (spec 5.1 headers, 5.2 raw body, 5.3 responses, 5.5 failure log).
 * A BOM at the very start is dropped. Each layer a ticket, chat or mail added is undone and said
 * in a note; what the paste provably changed is put back (see `restorePasteArtifacts`); a paste
 * whose shape is known but whose fields are all missing is refused with what was found.
 */
export function parseIntake(input: string, options: IntakeOptions = {}): IntakeResult {
  // No format starts with its body, so a leading BOM is the editor's, not the message's.
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  if (text.trim() === '') return { ok: false, error: EMPTY_PASTE };
  const found = bestReading(unwrapLayers(text), options);
  if ('ok' in found) {
    if (!found.ok && found.error !== '') return found;
    return whyUnrecognised(readContext(text, options));
  }
  const hollow = hollowError(found.chosen.intake);
  if (hollow) return { ok: false, error: hollow };
  const read = sideNamed(finish(found.chosen), text);
  // A partial reading leads with what was found, where, and what to ask for (found-fields.ts).
  const partial = signedCount(read) < 4 ? foundAndMissing(text, read) : '';
  const intake = partial ? { ...read, warnings: [partial, ...read.warnings] } : read;
  const others =
    signedCount(found.chosen.intake) === 4 ? otherReadings(found.chosen, found.all) : [];
  if (others.length === 0) return { ok: true, intake };
  const readings = [intake, ...others.map(finish)];
  return {
    ok: true,
    intake: { ...intake, warnings: [...intake.warnings, rankedNote(readings.length)], readings },
  };
}

/**
 * Parses a dropped file: strict UTF-8 (an error if the file is not UTF-8 text),
 * and a BOM at the start of the file is not part of the message. A BOM inside a body is kept.
 */
export function parseIntakeBytes(bytes: Uint8Array, options: IntakeOptions = {}): IntakeResult {
  if (!isValidUtf8(bytes)) {
    return {
      ok: false,
      error:
        'The file is not UTF-8 text. Drop the text file that holds the request, response, curl command, HAR or failure log.',
    };
  }
  return parseIntake(decodeUtf8(bytes), options);
}

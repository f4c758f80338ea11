/**
 * The shape of one intake format in the registry (locate/registry.ts, docs/verify-intake.md):
 * what it is called, how a paste shows it, how it is read, whether the paste frames its body,
 * and what in a paste stopped it. Every reader ends in the spec 5.1 headers and the 5.2 body.
 */
import type { HarSide, Intake, IntakeResult } from '../types.ts';

/** Choices that only some formats use: which HAR entry, and which half of an exchange. */
export interface IntakeOptions {
  entryIndex?: number;
  side?: HarSide;
}

export type JsonAttempt = { ok: true; value: unknown } | { ok: false; error: string };

/** JSON.parse without a throw. */
export function tryJson(text: string): JsonAttempt {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/** One unwrapped text as every reader sees it: the text, its JSON (parsed once) and the options. */
export interface ReadContext {
  text: string;
  json: JsonAttempt;
  options: IntakeOptions;
}

/** One format: a record of the registry. */
export interface Reader<Id extends string = string> {
  /** The format id a reading carries in `intake.format`. */
  id: Id;
  /** The format's plain name, in the detected-format line and in refusals. */
  label: string;
  /**
   * Whether the paste shows this format's shape. The first reader in registry order whose
   * shape fits reads the paste; its `read` may still answer undefined to let the next one try.
   */
  detect: (ctx: ReadContext) => boolean;
  read: (ctx: ReadContext) => IntakeResult | undefined;
  /**
   * A reading tried beside whichever reader the shape picked (a header map or a log line inside
   * other text); the reading with the most signed fields wins.
   */
  besides?: (ctx: ReadContext) => Intake | Intake[] | undefined;
  /** The body ends where the paste ends, so a ticket's extra line break lands in it. */
  framed: boolean;
  /** What to paste, for the "could not recognise" message (one record of a family says it). */
  asks?: string;
  /** Why this reader did not take the paste, for the "could not recognise" message. */
  whyNot: (ctx: ReadContext) => string;
}

/** Reader results written as an intake or a refusal sentence. */
export const either = (read: Intake | string | undefined): IntakeResult | undefined =>
  read === undefined
    ? undefined
    : typeof read === 'string'
      ? { ok: false, error: read }
      : { ok: true, intake: read };

/** Why a JSON format did not take a paste: said once for all of them when it is not JSON. */
export const jsonWhyNot =
  (reason: string) =>
  (ctx: ReadContext): string =>
    ctx.json.ok ? reason : `HAR, Postman and failure log: not JSON (${ctx.json.error})`;

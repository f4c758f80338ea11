/**
 * A proxy's saved session: a list of exchanges, each a request and (when it came) its response.
 * Either side can be checked: the request the merchant signed (spec 5.1, 5.2) or the response
 * the service signed (spec 5.3). The list and the side are offered like a HAR's entries, so the
 * page's entry and side choices work the same; the other exchanges are readings the signature
 * may decide between (docs/verify-intake.md, "Decide").
 */
import type { IntakeOptions } from '../../locate/reader.ts';
import type { HarEntrySummary, HarSide, Intake, IntakeResult } from '../../types.ts';

/** One exchange of a session: its line in the list, and a reading of either side. */
export interface Exchange {
  summary: HarEntrySummary;
  /** The side read into signed fields; undefined when the session does not hold that side. */
  read: (side: HarSide) => IntakeResult | undefined;
  sides: HarSide[];
}

/** A side's reading computed once, however often the list is searched. */
export function onceEach(
  read: (side: HarSide) => IntakeResult | undefined,
): (side: HarSide) => IntakeResult | undefined {
  const done = new Map<HarSide, IntakeResult | undefined>();
  return (side) => {
    if (!done.has(side)) done.set(side, read(side));
    return done.get(side);
  };
}

const signedSide = (exchange: Exchange, side: HarSide) => {
  const result = exchange.read(side);
  return result?.ok === true && result.intake.fields.receivedSign !== undefined;
};

/** The exchange to read: the one asked for, the only one, or the first whose side is signed. */
function pick(
  exchanges: Exchange[],
  side: HarSide,
  options: IntakeOptions,
  what: string,
): { index: number; note?: string } | string {
  const count = exchanges.length;
  const asked = options.entryIndex;
  if (asked !== undefined) {
    if (Number.isInteger(asked) && asked >= 0 && asked < count) return { index: asked };
    return `The ${what} holds ${count} exchanges, numbered 0 to ${count - 1}; there is no exchange ${asked}.`;
  }
  if (count === 1) return { index: 0 };
  const signed = exchanges.findIndex((exchange) => signedSide(exchange, side));
  const index = Math.max(signed, 0);
  const { method, url } = (exchanges[index] as Exchange).summary;
  return {
    index,
    note:
      signed >= 0
        ? `The ${what} holds ${count} exchanges; exchange ${index + 1} (${method} ${url}) is the first whose ${side} carries X-Sign. Pick another one to check it.`
        : `The ${what} holds ${count} exchanges and no ${side} carries X-Sign; exchange ${index + 1} (${method} ${url}) is shown. Pick the exchange to check.`,
  };
}

/** One exchange's side as a reading of this format, with the list and the sides to choose from. */
function readOne(
  format: string,
  exchanges: Exchange[],
  index: number,
  side: HarSide,
  what: string,
): IntakeResult {
  const exchange = exchanges[index] as Exchange;
  const result = exchange.read(side);
  if (!result) return { ok: false, error: `Exchange ${index} of the ${what} has no ${side}.` };
  if (!result.ok) return result;
  const { summary } = exchange;
  const intake: Intake = {
    ...result.intake,
    format,
    kind: side,
    entries: exchanges.map((e) => e.summary),
    entryIndex: index,
    method: summary.method,
    url: summary.url,
  };
  if (side === 'response') intake.status = summary.status;
  else delete intake.status;
  if (exchange.sides.length > 1) intake.sides = exchange.sides;
  return { ok: true, intake };
}

/** Reads the side asked for (the request by default) of the exchange asked for or found. */
export function readExchanges(
  format: string,
  exchanges: Exchange[],
  options: IntakeOptions,
  what: string,
): IntakeResult {
  if (exchanges.length === 0) return { ok: false, error: `The ${what} holds no exchanges.` };
  const side = options.side ?? 'request';
  const picked = pick(exchanges, side, options, what);
  if (typeof picked === 'string') return { ok: false, error: picked };
  const result = readOne(format, exchanges, picked.index, side, what);
  if (result.ok && picked.note) result.intake.warnings = [...result.intake.warnings, picked.note];
  return result;
}

/**
 * The same side of every other signed exchange, when none was asked for: a session with several
 * signed messages reads several ways, and the signature picks the one it proves.
 */
export function otherExchanges(
  format: string,
  exchanges: Exchange[],
  options: IntakeOptions,
  what: string,
): Intake[] {
  if (options.entryIndex !== undefined || exchanges.length < 2) return [];
  const side = options.side ?? 'request';
  const picked = pick(exchanges, side, options, what);
  if (typeof picked === 'string') return [];
  const out: Intake[] = [];
  exchanges.forEach((exchange, index) => {
    if (index === picked.index || !signedSide(exchange, side)) return;
    const result = readOne(format, exchanges, index, side, what);
    if (result.ok) out.push(result.intake);
  });
  return out;
}

/**
 * Grading from the sandbox's own traffic log (docs/sandbox.md, "Traffic"): a lesson that asks for
 * a request looks at what the sandbox received after the lesson started, never at what the
 * browser believes it sent. Pure: the caller fetches the entries.
 */
import type { CauseCode } from '../diagnosis/index.ts';
import { SANDBOX_CODE } from '../protocol/result-codes.ts';
import type { TrafficEntry } from '../sandbox-api/traffic.ts';

/** The fields of a traffic entry (`GET /_sandbox/requests`) the lessons read. */
export type ObservedRequest = Pick<
  TrafficEntry,
  | 'id'
  | 'time'
  | 'method'
  | 'path'
  | 'status'
  | 'code'
  | 'msg'
  | 'kind'
  | 'diagnosis'
  | 'fromConsole'
>;

/** The path of the query operation (spec 4), as the sandbox logs it. */
const QUERY_PATH_END = '/api/v1/payments/query';

/** Entries are ids of digits in arrival order: compare them as numbers of any length. */
export function isAfter(id: string, startId: string): boolean {
  if (id.length !== startId.length) return id.length > startId.length;
  return id > startId;
}

/** A successful answer: HTTP 200 and the success code (spec 7 leaves it open; sandbox: `0`). */
function accepted(entry: ObservedRequest, successCode: string): boolean {
  return entry.status === 200 && String(entry.code) === successCode;
}

export interface Attempt {
  id: string;
  status: number;
  code: string | null;
  msg: string | null;
  /** The named mistake (spec 5.5) of a signature failure, once the sandbox's search is done. */
  causes: CauseCode[];
  /** The sandbox's explanation of that mistake, when it named one. */
  explanation: string | null;
  pending: boolean;
  accepted: boolean;
  /**
   * Refused only because the order does not exist (spec 7 code 4004): the sandbox checks the
   * signature before it looks the order up, so the signing was right.
   */
  unknownOrder: boolean;
  /** Sent by the console's own page (its Request tab, a lesson's own send), not by a program. */
  fromConsole: boolean;
}

export interface Grade {
  /** The queries after the start, oldest first. */
  attempts: Attempt[];
  /** The first query the sandbox accepted, when there is one. */
  passedBy: Attempt | null;
}

export interface GradeOptions {
  /** The success code of spec 7 (left open by the spec; the sandbox's is `0`). */
  successCode?: string;
  /** Pass on an accepted signature even when the order is unknown (spec 7 code 4004). */
  signingOnly?: boolean;
  /** Only a program's query passes: the console's own sends are listed but never count. */
  programOnly?: boolean;
}

/**
 * Grades queries (spec 4) the sandbox received after `startId` (`null`: everything is after):
 * oldest first, each with its answer and the mistake the sandbox diagnosed, and the first one
 * it accepted with `successCode` or, with `signingOnly`, the first whose signature it accepted
 * (an unknown order, code 4004 of spec 7, proves the signing as well as a found one); with
 * `programOnly`, a query the console's own page sent never passes. Admin routes and other paths
 * are ignored.
 */
export function gradeQueries(
  entries: readonly ObservedRequest[],
  startId: string | null,
  { successCode = '0', signingOnly = false, programOnly = false }: GradeOptions = {},
): Grade {
  const attempts = entries
    .filter((entry) => entry.kind === 'api' && entry.path.endsWith(QUERY_PATH_END))
    .filter((entry) => startId === null || isAfter(entry.id, startId))
    .sort((a, b) => (isAfter(a.id, b.id) ? 1 : -1))
    .map((entry): Attempt => ({
      id: entry.id,
      status: entry.status,
      code: entry.code === null ? null : String(entry.code),
      msg: entry.msg,
      causes: entry.diagnosis?.state === 'done' ? entry.diagnosis.cause : [],
      explanation: entry.diagnosis?.state === 'done' ? entry.diagnosis.explanation : null,
      pending: entry.diagnosis?.state === 'pending',
      accepted: accepted(entry, successCode),
      unknownOrder: String(entry.code) === String(SANDBOX_CODE.orderNotFound),
      fromConsole: entry.fromConsole === true,
    }));
  const passes = (attempt: Attempt) =>
    !(programOnly && attempt.fromConsole) &&
    (attempt.accepted || (signingOnly && attempt.unknownOrder));
  return { attempts, passedBy: attempts.find(passes) ?? null };
}

/** The newest id of a log (newest first), where a lesson starts watching. */
export function newestId(entries: readonly ObservedRequest[]): string | null {
  return entries.reduce<string | null>(
    (newest, entry) => (newest === null || isAfter(entry.id, newest) ? entry.id : newest),
    null,
  );
}

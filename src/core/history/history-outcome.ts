/**
 * What a history row says first: the service's answer (spec 7 result codes), then whether the
 * response's signature verified (spec 5.3). A verified signature on a refusal is a trustworthy
 * refusal, not a success, so the outcome leads and the signature follows.
 */
import { parseEnvelope } from '../api-contract/envelope.ts';
import { explainCode } from '../protocol/result-codes.ts';
import { trafficOutcome, type TrafficOutcome } from '../sandbox-api/sandbox-outcomes.ts';
import type { HistoryEntry } from './history-entry.ts';

/**
 * The answer of a sent query as accepted or refused: a 2xx carrying the success code (spec 7
 * leaves it open; the sandbox's `0` unless given), or a refusal; `detail` is its status and code.
 */
export function historyOutcome(
  response: Pick<HistoryEntry['response'], 'status' | 'rawBody'>,
  successCode?: number | string,
): TrafficOutcome & { detail: string } {
  const parsed = parseEnvelope(response.rawBody);
  const found = parsed.ok ? parsed.envelope.code : null;
  const code = typeof found === 'number' || typeof found === 'string' ? found : null;
  const title = code === null ? undefined : explainCode(code)?.title;
  const detail = `HTTP ${response.status}${code === null ? '' : `, code ${code}`}${title ? ` ${title}` : ''}`;
  return { ...trafficOutcome({ status: response.status, code }, successCode), detail };
}

/**
 * The console's own reading of a query it sent (spec 5.5): the mistake search over the exact
 * headers and body, and the field lint, so a refusal can be explained without the sandbox.
 */
import { diagnose, type CauseCode } from '../diagnosis/index.ts';
import { lintFields } from '../lint/index.ts';
import { HEADER } from '../protocol/headers.ts';
import type { BuiltQuery } from './break-it.ts';

export interface ConsoleDiagnosis {
  /** The cause codes the mistake search named (empty when the sign matches). */
  causes: CauseCode[];
  /** The search's verdict and the lint's findings, one line each. */
  lines: string[];
}

/**
 * Diagnoses a sent query (spec 5.5): the sign is checked against the test secret and, when it
 * differs, the mistake that reproduces it is named (the production secret is known to the
 * search); the fields are linted at `nowMs` (milliseconds, empty nonce, content type, keys).
 */
export async function diagnoseSentQuery(
  query: BuiltQuery,
  secrets: { test: string; production?: string },
  nowMs: number,
): Promise<ConsoleDiagnosis> {
  const header = (name: string) => query.headers[name] ?? '';
  const fields = {
    merchantId: header(HEADER.merchantId),
    timestamp: header(HEADER.timestamp),
    nonce: header(HEADER.nonce),
    rawBody: query.body,
  };
  const result = await diagnose({
    kind: 'request',
    env: 'test',
    ...fields,
    receivedSign: header(HEADER.sign),
    secrets,
  });
  const lines: string[] = [];
  let causes: CauseCode[] = [];
  if (result.verdict === 'MATCH') {
    lines.push('The sign matches the string to sign of these headers and body.');
  } else if (result.found) {
    causes = result.found.causes;
    lines.push(`${result.found.title}: ${result.found.explanation}`);
  } else {
    causes = ['UNKNOWN'];
    lines.push('The sign does not match, and no known mistake reproduces it.');
  }
  const findings = lintFields({ ...fields, contentType: header('Content-Type'), nowMs });
  for (const finding of findings.filter((f) => f.severity !== 'info')) lines.push(finding.message);
  return { causes, lines };
}

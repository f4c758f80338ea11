/**
 * The reply for a whole log (docs/verify-intake.md, "A whole log at once"; spec 5.5): every
 * cause found, most frequent first, with its count and one example, then one fix as code that
 * runs and one test vector. Built from the single reply's parts, so both say the same things.
 */
import type { BatchMessage } from '../batch/batch-message.ts';
import type { BatchGroup } from '../batch/batch-row.ts';
import type { Diagnosis } from '../diagnosis/types.ts';
import type { Environment } from '../protocol/case-kinds.ts';
import type { SnippetLanguageId } from '../snippets/languages.ts';
import { addressee, answerReadingOf, matchSentence, mismatchSentence } from './lead-sentence.ts';
import { codeSpan, prose } from './markdown.ts';
import { replyFactsOf } from './reply-facts.ts';
import { writeReply } from './reply.ts';
import { untestedLines } from './reply-sections.ts';

/** A batch as its reply reads it: the groups and, per cause, its first message and diagnosis. */
export interface BatchReplyInput {
  env: Environment;
  secrets: { test?: string; production?: string };
  groups: readonly BatchGroup[];
  examples: Readonly<Record<string, { message: BatchMessage; diagnosis: Diagnosis }>>;
}

function groupSection(group: BatchGroup, example: { message: BatchMessage; diagnosis: Diagnosis }) {
  const { message, diagnosis } = example;
  const facts = replyFactsOf(diagnosis, addressee(message.kind));
  const sentence =
    facts.verdict === 'MATCH'
      ? matchSentence(
          message.kind,
          answerReadingOf(message, message.kind === 'request' ? message : undefined),
          message.responseCode,
        )
      : mismatchSentence(
          message.kind,
          facts.causes,
          diagnosis.verdict === 'MISMATCH' && diagnosis.untestedSecret !== undefined,
        );
  const lines = [
    `## ${group.count} × ${group.cause === 'MATCH' ? 'signature correct' : prose(group.title)}`,
    '',
    sentence,
    '',
    // The example's values come from the log: code spans on one line, whatever they hold.
    `Example (${prose(message.source)}): X-MerchantID ${codeSpan(message.merchantId)}, X-Timestamp ${codeSpan(message.timestamp)}, X-Nonce ${codeSpan(message.nonce)}.`,
  ];
  const untested = untestedLines(diagnosis, message.kind);
  if (untested.length > 0) lines.push('', ...untested);
  if (facts.verdict === 'MISMATCH' && facts.explanation) {
    lines.push('', `What the bytes show: ${prose(facts.explanation)}`);
  }
  if (facts.verdict === 'MISMATCH' && facts.fix) lines.push('', `Fix: ${prose(facts.fix)}`);
  return lines;
}

/**
 * The reply for a batch: a summary line of every group, a section per group (most frequent
 * first), then the full reply of the most frequent failure's example (its fix in `language`,
 * its proof and test vector). Never a secret; the same batch gives the same reply.
 */
export function writeBatchReply(input: BatchReplyInput, language: SnippetLanguageId): string {
  const shown = input.groups.filter((group) => input.examples[group.cause]);
  const total = shown.reduce((sum, group) => sum + group.count, 0);
  const summary = shown
    .map((group) => `${group.count} × ${group.cause === 'MATCH' ? 'correct' : prose(group.title)}`)
    .join(' · ');
  const lines = [`# Signature check of ${total} messages`, '', summary, ''];
  for (const group of shown) lines.push(...groupSection(group, input.examples[group.cause]!), '');
  const failure = shown.find((group) => group.cause !== 'MATCH');
  const example = input.examples[(failure ?? shown[0])?.cause ?? ''];
  if (example) {
    const { message, diagnosis } = example;
    const single = writeReply(
      {
        kind: message.kind,
        env: input.env,
        merchantId: message.merchantId,
        timestamp: message.timestamp,
        nonce: message.nonce,
        rawBody: message.rawBody,
        secrets: input.secrets,
        ...(message.userAgent ? { userAgent: message.userAgent } : {}),
        ...(message.url ? { url: message.url } : {}),
        ...(message.responseCode ? { responseCode: message.responseCode } : {}),
      },
      diagnosis,
      language,
    );
    // The example's own reply, its title one level down: the fix, proof and vector.
    const body = single.split('\n').slice(2).join('\n');
    lines.push(
      `# The most frequent ${failure ? 'failure' : 'case'} in full (${prose(message.source)})`,
      '',
      body,
    );
  }
  return lines.join('\n');
}

/**
 * A diagnosis in three pieces, for every place that shows or sends one (the Verify panel, the
 * sandbox's traffic row, a reply to the merchant): one sentence addressed to the party that made
 * the mistake, one fix, and the evidence behind them. Never a secret (the pieces come from the
 * families' words, which never hold one).
 */
import type { Diagnosis } from '../types.ts';

/**
 * The lead sentence, the one fix, and the evidence, one line each.
 *
 * @public
 */
export interface DiagnosisSummary {
  lead: string;
  fix: string;
  evidence: string[];
}

/**
 * The summary of a diagnosis (spec 5.5): for a found mistake its lead and fix, then the full
 * explanation, the full how-to, the details and the notes; for a MATCH or nothing found, what
 * that means and what to do next.
 */
export function summarizeDiagnosis(diagnosis: Diagnosis): DiagnosisSummary {
  if (diagnosis.verdict === 'MATCH') {
    return {
      lead: 'The received sign matches the expected one.',
      fix: 'Nothing to fix in the signing.',
      evidence: diagnosis.notes,
    };
  }
  const { found, notes } = diagnosis;
  if (!found) {
    return {
      lead: diagnosis.untestedSecret
        ? `No common mistake of spec 5.5 reproduces the received sign; the mix-up with the ${diagnosis.untestedSecret} secret could not be tested.`
        : 'No common mistake of spec 5.5 reproduces the received sign.',
      fix: diagnosis.untestedSecret
        ? `Type the ${diagnosis.untestedSecret} secret, or ask for the fingerprint of the key the code uses.`
        : 'Compare the string signed, in hex, with the correct one.',
      evidence: notes,
    };
  }
  return {
    lead: found.lead,
    fix: found.action,
    evidence: [found.explanation, found.fix, ...found.details, ...notes],
  };
}

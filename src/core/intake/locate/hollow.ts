/**
 * The refusal for a reading whose format was recognised but whose fields were not
 * (docs/verify-intake.md): what was found and what is missing, instead of a blank case.
 */
import { formatLabel } from '../format-names.ts';
import { isJson, signedCount } from '../pipeline.ts';
import type { Intake } from '../types.ts';

/**
 * The refusal for a reading that recognised a format but read none of its fields (no spec 5.1
 * header and no JSON body): it says what was found and what is missing, instead of a blank case.
 */
export function hollowError(intake: Intake): string | undefined {
  // A HAR entry or an exchange offers other sides and entries: the user picks, so no refusal.
  if (signedCount(intake) > 0 || isJson(intake.fields.rawBody)) return undefined;
  if (intake.fields.expectedSign || intake.entries || intake.sides) return undefined;
  const names = intake.headers.slice(0, 6).map(([name]) => name);
  const found =
    names.length > 0
      ? `${intake.headers.length} header line${intake.headers.length > 1 ? 's' : ''} (${names.join(', ')}${intake.headers.length > 6 ? ', ...' : ''})`
      : 'no header lines';
  return `This looks like a ${formatLabel(intake)}, but none of the signed fields could be read: found ${found}, and no X-MerchantID, X-Timestamp, X-Nonce or X-Sign value and no JSON body. Paste the request with its headers and body.`;
}

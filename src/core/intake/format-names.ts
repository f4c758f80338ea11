/**
 * How each intake format is named to the support engineer (the Verify & diagnose job,
 * docs/architecture.md): in the detected-format line, and in the message for a paste whose fields could
 * not be read. The names are the registry's (locate/registry.ts).
 */
import { readerOf } from './locate/registry.ts';
import type { Intake } from './types.ts';

/** The format's name with its variant, e.g. `printed header map (Go http.Header (%+v))`. */
export function formatLabel(intake: Pick<Intake, 'format' | 'formatDetail'>): string {
  const name = readerOf(intake.format)?.label ?? intake.format;
  return intake.formatDetail ? `${name} (${intake.formatDetail})` : name;
}

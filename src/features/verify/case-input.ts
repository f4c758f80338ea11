import type { DiagnosisInput } from '../../core/diagnosis/index.ts';
import type { Environment } from '../../core/protocol/case-kinds.ts';
import type { Intake } from '../../core/intake/types.ts';

/** The case's own parts: the four signed parts of spec 5.2, the received sign and its kind. */
type CaseParts = Pick<
  DiagnosisInput,
  'kind' | 'merchantId' | 'timestamp' | 'nonce' | 'rawBody' | 'receivedSign'
> & { userAgent?: string | undefined };

/**
 * The mistake search's input for a case (spec 5.5): its parts, the console's environment and
 * the secrets typed, and what the intake knows of the paste: artifacts it suspected (tried first,
 * blamed on the paste) and a body a logger re-wrote (never blamed on the sender). The sender's
 * User-Agent fits the hints to the stack, never the verdict; a request's only, as a response or
 * webhook is the service's.
 */
export function caseInput(
  parts: CaseParts,
  env: Environment,
  secrets: Partial<Record<Environment, string>>,
  intake: Pick<Intake, 'suspectedArtifacts' | 'bodyRewrittenBy'> | null | undefined,
): DiagnosisInput {
  const { userAgent, ...signed } = parts;
  const agent = parts.kind === 'request' ? userAgent?.trim() : undefined;
  return {
    ...signed,
    env,
    secrets: {
      ...(secrets.test ? { test: secrets.test } : {}),
      ...(secrets.production ? { production: secrets.production } : {}),
    },
    ...(intake?.suspectedArtifacts ? { suspectedArtifacts: intake.suspectedArtifacts } : {}),
    ...(intake?.bodyRewrittenBy ? { bodyRewrittenBy: intake.bodyRewrittenBy } : {}),
    ...(agent ? { userAgent: agent } : {}),
  };
}

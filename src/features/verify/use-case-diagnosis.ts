import type { Diagnosis, DiagnosisInput } from '../../core/diagnosis/index.ts';
import { diagnose } from '../../core/diagnosis/index.ts';
import { useAsyncValue } from '../../ui/use-async-value.ts';

/**
 * The verdict and, on a mismatch, the mistake search for the case, recomputed as any field or
 * secret changes. Without a received sign the expected sign is still computed.
 */
export function useCaseDiagnosis(input: DiagnosisInput) {
  const secret = input.secrets[input.env];
  const key = secret
    ? JSON.stringify([
        input.kind,
        input.env,
        input.merchantId,
        input.timestamp,
        input.nonce,
        input.rawBody,
        input.receivedSign,
        input.secrets.test ?? '',
        input.secrets.production ?? '',
      ])
    : null;
  return useAsyncValue<Diagnosis>(key, () => diagnose(input));
}

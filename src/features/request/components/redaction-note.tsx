import { useMemo } from 'react';
import {
  redactTypedIn,
  typedRedactionNote,
  useTypedSecrets,
} from '../../../services/environments/typed-secrets.ts';

/**
 * Says so when the request holds a typed secret (a body that quotes it): everything that keeps
 * or exports the request has it redacted (docs/verify-intake.md, "Typed secrets are redacted"),
 * while the request on screen, the user's own text, is signed and sent as typed.
 */
export function RequestRedactionNote({
  parts,
}: {
  parts: { merchantId: string; timestamp: string; nonce: string; body: string };
}) {
  const typed = useTypedSecrets();
  const { envs } = useMemo(() => redactTypedIn(parts, typed), [parts, typed]);
  const note = typedRedactionNote(
    envs,
    'the request',
    "this tab's saved draft, the history, Copy as curl, the programs, the API-client files and the test vector",
  );
  if (!note) return null;
  return (
    <p className="hint" role="status" data-testid="request.redaction-note">
      {note}
    </p>
  );
}

/** Asks for the secret named `label` where an expected sign cannot be computed without it. */
export function SecretNeeded({ label }: { label: string }) {
  return (
    <p className="notice" role="alert">
      Enter the {label} in the settings to compute the expected sign. Shared links and failure logs
      never carry a secret.
    </p>
  );
}

import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Environment } from '../../core/protocol/case-kinds.ts';
import { redactionNote, redactSecrets, redactSecretsIn } from '../../core/text/redact-secrets.ts';
import { typedSecretsOf, useSettingsStore, type TypedSecrets } from './settings-store.ts';

/** The typed secrets now, for a handler or a store (components use {@link useTypedSecrets}). */
export const typedSecrets = (): TypedSecrets => typedSecretsOf(useSettingsStore.getState());

/** The typed secrets, re-read when one of them changes. */
export function useTypedSecrets(): TypedSecrets {
  const [test, production, ownTest] = useSettingsStore(
    useShallow((s) => [s.secrets.test, s.secrets.production, s.own.testSecret] as const),
  );
  return useMemo(
    () => typedSecretsOf({ secrets: { test, production }, own: { testSecret: ownTest } }),
    [test, production, ownTest],
  );
}

/** What a redaction found: the text (or value) out, and the environments whose secret was in it. */
interface TypedRedaction<T> {
  value: T;
  envs: Environment[];
}

const envsFound = (typed: TypedSecrets, found: boolean[]) =>
  typed.filter((_, index) => found[index]).map(({ env }) => env);

/** A text as it may leave the page: the typed secrets replaced (core/text/redact-secrets.ts). */
export function redactTyped(text: string, typed = typedSecrets()): TypedRedaction<string> {
  const { text: value, found } = redactSecrets(
    text,
    typed.map(({ secret }) => secret),
  );
  return { value, envs: envsFound(typed, found) };
}

/** Every string of a value (a draft, a case, an entry) with the typed secrets replaced. */
export function redactTypedIn<T>(value: T, typed = typedSecrets()): TypedRedaction<T> {
  const redaction = redactSecretsIn(
    value,
    typed.map(({ secret }) => secret),
  );
  return { value: redaction.value, envs: envsFound(typed, redaction.found) };
}

/** The note beside an action whose output was redacted, or null when nothing was. */
export function typedRedactionNote(
  envs: readonly Environment[],
  source: string,
  where: string,
): string | null {
  return envs.length === 0 ? null : redactionNote(envs, source, where);
}

/**
 * Keeps a persisted draft redacted: its storage redacts each write (`redactTypedIn`), and a secret
 * typed after the draft was written has it written again, so a paste made before the secret was
 * typed does not keep it in storage either.
 */
export function keepDraftRedacted(store: { setState: (partial: object) => void }): void {
  let last = JSON.stringify(typedSecrets());
  useSettingsStore.subscribe((state) => {
    const now = JSON.stringify(typedSecretsOf(state));
    if (now === last) return;
    last = now;
    store.setState({});
  });
}

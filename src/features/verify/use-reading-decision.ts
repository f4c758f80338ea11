import { useEffect, useState } from 'react';
import type { Diagnosis, DiagnosisInput } from '../../core/diagnosis/index.ts';
import {
  decideReading,
  readingsToSearch,
  searchReadings,
  searchedReadingsNote,
} from '../../core/intake/decide.ts';
import type { Intake } from '../../core/intake/types.ts';
import { useSettingsStore } from '../../services/environments/settings-store.ts';
import type { WorkerComputation } from '../../ui/hooks/use-worker-computation.ts';
import { cancelSearch, searchInWorker } from './search-in-worker.ts';
import type { Environment } from '../../core/protocol/case-kinds.ts';
import { caseInput } from './case-input.ts';
import { senderUserAgent } from './sender-user-agent.ts';
import { useVerifyStore } from './verify-store.ts';

/** What the page says of the other readings' search: under way, or what it found of them. */
export interface ReadingSearch {
  /** The other readings are being searched: the reading shown is not the answer yet. */
  searching: boolean;
  /** Said when they were searched and none reproduced the received sign. */
  note: string | null;
}

type Secrets = Partial<Record<Environment, string>>;

/** A result kept with the readings and the secret it was computed for, never shown for others. */
interface Keyed {
  readings: readonly Intake[];
  secret: string;
}

/** The case one reading gives, with the console's environment and secrets. */
function inputOf(reading: Intake, env: Environment, secrets: Secrets): DiagnosisInput {
  const {
    merchantId = '',
    timestamp = '',
    nonce = '',
    receivedSign = '',
    rawBody,
  } = reading.fields;
  const parts = { kind: reading.kind, merchantId, timestamp, nonce, rawBody, receivedSign };
  return caseInput({ ...parts, userAgent: senderUserAgent(reading) }, env, secrets, reading);
}

/** The words for a found cause: its codes and its title. */
const causeWords = (diagnosis: Diagnosis): string | null =>
  diagnosis.verdict === 'MISMATCH' && diagnosis.found
    ? `${diagnosis.found.causes.join(' + ')} ("${diagnosis.found.title}")`
    : null;

/** Whether the case shown is still the paste's first reading, untouched. */
function showsFirst(
  readings: readonly Intake[],
  state: ReturnType<typeof useVerifyStore.getState>,
): boolean {
  const first = readings[0]?.fields;
  const { fields, rawBody, kind } = state;
  return (
    !!first &&
    kind === readings[0]!.kind &&
    rawBody === first.rawBody &&
    fields.merchantId === (first.merchantId ?? '') &&
    fields.timestamp === (first.timestamp ?? '') &&
    fields.nonce === (first.nonce ?? '') &&
    fields.receivedSign === (first.receivedSign ?? '')
  );
}

/**
 * Lets the signature decide between the readings of a paste (docs/verify-intake.md, "Decide"):
 * with the environment's secret typed, the reading whose expected sign equals the received one
 * replaces the ranked one, and the page says why. When none is proven and the mistake search
 * (`main`, over the reading shown) names no cause, the next best readings are searched too, one
 * after another on the sender's workers (search-in-worker.ts), and the first from which a cause
 * reproduces the received sign is adopted, said with the cause. A new input cancels that search;
 * the secret stays in this tab (the checks run here, nothing is sent).
 */
export function useReadingDecision(main: WorkerComputation<Diagnosis>): ReadingSearch {
  const readings = useVerifyStore((s) => s.intake?.readings);
  const stale = useVerifyStore((s) => s.stale);
  const first = useVerifyStore((s) =>
    s.intake?.readings ? showsFirst(s.intake.readings, s) : false,
  );
  const adoptReading = useVerifyStore((s) => s.adoptReading);
  const env = useSettingsStore((s) => s.env);
  const test = useSettingsStore((s) => s.secrets.test);
  const production = useSettingsStore((s) => s.secrets.production);
  const secret = env === 'test' ? test : production;
  // Which readings and secret the signature alone could not decide, and what the search said.
  const [unproven, setUnproven] = useState<Keyed | null>(null);
  const [outcome, setOutcome] = useState<(Keyed & { note: string }) | null>(null);

  useEffect(() => {
    if (!readings || !secret) return;
    let current = true;
    void decideReading(readings, secret).then((decision) => {
      if (!current) return;
      // Fields the user edited, or an unreadable paste's stale case, are not replaced.
      const state = useVerifyStore.getState();
      if (state.stale || !showsFirst(readings, state)) return;
      if (decision) adoptReading(decision.index, decision.note);
      else setUnproven({ readings, secret });
    });
    return () => {
      current = false;
    };
  }, [readings, secret, adoptReading]);

  const nothingFound =
    main.current && main.value?.verdict === 'MISMATCH' && main.value.found === null;
  const wanted =
    !!readings &&
    !stale &&
    first &&
    nothingFound &&
    unproven?.readings === readings &&
    unproven.secret === secret &&
    readingsToSearch(readings).length > 0;

  useEffect(() => {
    if (!wanted || !readings || !secret) return;
    let live = true;
    const secrets: Secrets = { test, production };
    const search = (reading: Intake) =>
      searchInWorker(inputOf(reading, env, secrets), 'readings').then(causeWords);
    searchReadings(readings, search, () => !live).then(
      (decision) => {
        if (!live) return;
        if (decision) adoptReading(decision.index, decision.note);
        else {
          const note = searchedReadingsNote(readingsToSearch(readings).length, readings.length);
          setOutcome({ readings, secret, note });
        }
      },
      // A newer input cancelled it: nothing of it is shown.
      () => undefined,
    );
    return () => {
      live = false;
      cancelSearch('readings');
    };
  }, [wanted, readings, secret, env, test, production, adoptReading]);

  const said =
    wanted && outcome?.readings === readings && outcome.secret === secret ? outcome.note : null;
  return { searching: wanted && said === null, note: said };
}

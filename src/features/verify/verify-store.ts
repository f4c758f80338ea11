import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { useSettingsStore } from '../../services/environments/settings-store.ts';
import type { SignedKind } from '../../core/protocol/case-kinds.ts';
import type { IntakeOptions } from '../../core/intake/detect.ts';
import { parseIntake, parseIntakeBytes } from '../../core/intake/detect.ts';
import type { Intake } from '../../core/intake/types.ts';
import { draftStorage } from '../../ui/browser/draft-storage.ts';
import {
  keepDraftRedacted,
  redactTyped,
  redactTypedIn,
} from '../../services/environments/typed-secrets.ts';
import { senderUserAgent } from './sender-user-agent.ts';

/**
 * The case's text fields. `userAgent` is the sender's User-Agent: it only fits the diagnosis's
 * hints to the sender's stack (spec 5.5), never the verdict, and may stay empty.
 */
export type CaseField =
  'merchantId' | 'timestamp' | 'nonce' | 'receivedSign' | 'contentType' | 'userAgent';

/** Where the case came from: the user's paste or file, or a shared link. */
type CaseSource =
  | { from: 'none' }
  | { from: 'paste'; text: string }
  | { from: 'file'; name: string; bytes: Uint8Array }
  | { from: 'link' };

interface VerifyState {
  source: CaseSource;
  options: IntakeOptions;
  /** The last intake that parsed, for its format, warnings and HAR entries. */
  intake: Intake | null;
  intakeError: string | null;
  /**
   * True from a paste or file that could not be read until the case changes again: the fields
   * still hold the previous case, so its result is not the answer to what is in the paste box.
   */
  stale: boolean;
  kind: SignedKind;
  fields: Record<CaseField, string>;
  /** The raw body, exactly as pasted or dropped: CR, BOM and trailing newlines kept. */
  rawBody: string;
  /**
   * `logger` while the body is a log's re-written copy of the one sent (from the paste, or a
   * share link that says so): the diagnosis asks for the raw body instead of blaming the sender.
   * A body the user edits is theirs, no longer the logger's.
   */
  bodyRewrittenBy: 'logger' | null;
  ingestText: (text: string) => void;
  ingestFile: (name: string, bytes: Uint8Array) => void;
  chooseIntakeOptions: (options: IntakeOptions) => void;
  /** Uses another of the intake's readings, the one the signature proved (core/intake/decide.ts). */
  adoptReading: (index: number, note: string) => void;
  setKind: (kind: SignedKind) => void;
  setField: (field: CaseField, value: string) => void;
  setRawBody: (rawBody: string) => void;
  loadCase: (values: {
    kind: SignedKind;
    fields: Partial<Record<CaseField, string>>;
    rawBody: string;
    bodyRewrittenBy?: 'logger' | undefined;
  }) => void;
}

/** What the tab keeps of the case for a reload. */
type VerifyDraft = Pick<VerifyState, 'kind' | 'fields' | 'rawBody' | 'bodyRewrittenBy' | 'source'>;

const EMPTY_FIELDS: Record<CaseField, string> = {
  merchantId: '',
  timestamp: '',
  nonce: '',
  receivedSign: '',
  contentType: '',
  userAgent: '',
};

function fieldsOf(intake: Intake): Record<CaseField, string> {
  const { fields } = intake;
  return {
    merchantId: fields.merchantId ?? '',
    timestamp: fields.timestamp ?? '',
    nonce: fields.nonce ?? '',
    receivedSign: fields.receivedSign ?? '',
    contentType: fields.contentType ?? '',
    userAgent: senderUserAgent(intake) ?? '',
  };
}

function parse(source: CaseSource, options: IntakeOptions) {
  if (source.from === 'paste') return parseIntake(source.text, options);
  if (source.from === 'file') return parseIntakeBytes(source.bytes, options);
  return null;
}

/**
 * The case under verification. A paste or a file is parsed at once; a paste that cannot be
 * understood keeps the fields as they were and says why, so nothing typed is lost, and marks
 * the case `stale` until it changes, so the old result is never read as the new paste's. The case (its
 * kind, fields, raw body and pasted text, never a secret) is kept in this tab's sessionStorage,
 * so a reload or a crash and reload loses no work; a typed secret the paste holds is written
 * redacted.
 */
export const useVerifyStore = create<VerifyState>()(
  persist(verifyState, {
    name: 'signing-console-verify-draft',
    // The case's text is written with the typed secrets redacted; kind and source are tags.
    storage: draftStorage<VerifyDraft>({
      redact: (draft) => ({
        ...draft,
        ...redactTypedIn({ fields: draft.fields, rawBody: draft.rawBody }).value,
        source:
          draft.source.from === 'paste'
            ? { from: 'paste', text: redactTyped(draft.source.text).value }
            : draft.source,
      }),
    }),
    partialize: ({ kind, fields, rawBody, bodyRewrittenBy, source }) => ({
      kind,
      fields,
      rawBody,
      bodyRewrittenBy,
      // The pasted ticket text comes back with its fields (a file's bytes do not: too large).
      source: source.from === 'file' ? ({ from: 'link' } as const) : source,
    }),
    // A draft kept before a field existed lacks it: the field starts empty rather than undefined.
    merge: (persisted, current) => {
      const draft = (persisted ?? {}) as Partial<VerifyState>;
      return { ...current, ...draft, fields: { ...EMPTY_FIELDS, ...draft.fields } };
    },
  }),
);
keepDraftRedacted(useVerifyStore);

function verifyState(
  set: (partial: Partial<VerifyState> | ((s: VerifyState) => Partial<VerifyState>)) => void,
  get: () => VerifyState,
): VerifyState {
  const ingest = (source: CaseSource, options: IntakeOptions) => {
    const result = parse(source, options);
    if (!result) return;
    if (!result.ok) {
      set({ source, options, intakeError: result.error, stale: true });
      return;
    }
    const { intake } = result;
    // The environment is the console's one switch; a case that names its own sets it.
    if (intake.env) useSettingsStore.getState().setEnv(intake.env);
    set({
      source,
      options,
      intake,
      intakeError: null,
      stale: false,
      kind: intake.kind,
      fields: fieldsOf(intake),
      rawBody: intake.fields.rawBody,
      bodyRewrittenBy: intake.bodyRewrittenBy ?? null,
    });
  };
  return {
    source: { from: 'none' },
    options: {},
    intake: null,
    intakeError: null,
    stale: false,
    kind: 'request',
    fields: EMPTY_FIELDS,
    rawBody: '',
    bodyRewrittenBy: null,
    ingestText: (text) => ingest({ from: 'paste', text }, {}),
    ingestFile: (name, bytes) => ingest({ from: 'file', name, bytes }, {}),
    chooseIntakeOptions: (options) => ingest(get().source, { ...get().options, ...options }),
    adoptReading: (index, note) => {
      const readings = get().intake?.readings;
      const reading = readings?.[index];
      if (!readings || !reading) return;
      const warnings = reading.warnings.filter((w) => !w.startsWith('This paste reads '));
      const intake = {
        ...reading,
        warnings,
        readings,
        restored: [note, ...(reading.restored ?? [])],
      };
      set({
        intake,
        kind: intake.kind,
        fields: fieldsOf(intake),
        rawBody: intake.fields.rawBody,
        bodyRewrittenBy: intake.bodyRewrittenBy ?? null,
        stale: false,
      });
    },
    // An edit makes the fields the case the user means: their result is current again.
    setKind: (kind) => set({ kind, stale: false }),
    setField: (field, value) =>
      set((s) => ({ fields: { ...s.fields, [field]: value }, stale: false })),
    setRawBody: (rawBody) =>
      set((s) => ({
        rawBody,
        stale: false,
        // Compared only while marked: a keystroke in a long body costs no comparison.
        bodyRewrittenBy: s.bodyRewrittenBy && rawBody === s.rawBody ? s.bodyRewrittenBy : null,
      })),
    loadCase: ({ kind, fields, rawBody, bodyRewrittenBy }) =>
      set({
        source: { from: 'link' },
        options: {},
        intake: null,
        intakeError: null,
        stale: false,
        kind,
        fields: { ...EMPTY_FIELDS, ...fields },
        rawBody,
        bodyRewrittenBy: bodyRewrittenBy ?? null,
      }),
  };
}

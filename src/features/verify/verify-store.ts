import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { useSettingsStore } from '../../services/environments/settings-store.ts';
import type { SignedKind } from '../../core/protocol/case-kinds.ts';
import type { IntakeOptions } from '../../core/intake/detect.ts';
import type { Intake } from '../../core/intake/types.ts';
import { chooseLead, verdictOf } from '../../core/paste/lead.ts';
import type { PasteMessage } from '../../core/paste/messages.ts';
import { draftStorage } from '../../ui/browser/draft-storage.ts';
import {
  keepDraftRedacted,
  redactTyped,
  redactTypedIn,
} from '../../services/environments/typed-secrets.ts';
import { EMPTY_FIELDS, fieldsOf, type CaseField } from './case-of-intake.ts';
import { readInWorker, stopReading } from './intake-in-worker.ts';
import { cancelledNote, editedNote, inputOf, type CaseSource } from './case-source.ts';

interface VerifyState {
  source: CaseSource;
  options: IntakeOptions;
  /** The last intake that parsed, for its format, warnings and HAR entries. */
  intake: Intake | null;
  /** Why the last paste could not be read, in one plain sentence. */
  intakeError: string | null;
  /** What the page folds under that sentence: what was found, the formats read, what each tried. */
  intakeErrorDetails: readonly string[];
  /**
   * A paste or file being read in the intake worker: `quick` for its first moment, in which the
   * page changes nothing (a normal paste is read in it), then `slow`: the page says it is still
   * reading and offers Cancel.
   */
  reading: 'quick' | 'slow' | null;
  /** Why the last paste was not read, when it was stopped rather than refused. */
  intakeNote: string | null;
  /**
   * True from a paste or file that could not be read (or is still being read, past its first
   * moment) until the case changes again: the fields still hold the previous case, so its
   * result is not the answer to what is in the paste box.
   */
  stale: boolean;
  /**
   * Every signed message of the paste, when it holds two or more (core/paste/messages.ts); the
   * fields hold the one at `shownMessage`.
   */
  messages: PasteMessage[] | null;
  shownMessage: number;
  /**
   * True from a paste until the user opens a message or edits the case: the page then shows
   * the lead (core/paste/lead.ts), whichever it is once the secret is typed.
   */
  followsLead: boolean;
  /** The cause codes the mistake search named for a message, by its index, once it was shown. */
  messageCauses: Record<number, string>;
  /** Shows message `index` of the paste; `byHand` when the user chose it. */
  showMessage: (index: number, byHand: boolean) => void;
  noteMessageCause: (index: number, cause: string) => void;
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
  /** Reads a paste; settles once it is read, refused or stopped. */
  ingestText: (text: string) => Promise<void>;
  ingestFile: (name: string, bytes: Uint8Array) => Promise<void>;
  chooseIntakeOptions: (options: IntakeOptions) => Promise<void>;
  /** Stops the reading in flight; the text stays, and the page says it was not read. */
  cancelReading: () => void;
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

/**
 * The case under verification. A paste or a file is read in the intake worker, the newest only
 * (intake-in-worker.ts); a paste that cannot be understood, or is not read in time, keeps the
 * fields as they were and says why, so nothing typed is lost, and marks the case `stale` until
 * it changes, so the old result is never read as the new paste's. The case (its kind, fields,
 * raw body and pasted text, never a secret) is kept in this tab's sessionStorage, so a reload
 * or a crash and reload loses no work; a typed secret the paste holds is written redacted.
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

/** Once the case is edited it is the user's: the lead no longer replaces it. */
const editedCase = (s: VerifyState): Partial<VerifyState> =>
  s.followsLead ? { followsLead: false } : {};

/**
 * The lead of a paste's messages with the secret of the console's environment (core/paste/lead.ts),
 * as the page will show it.
 */
function leadOf(messages: readonly PasteMessage[]): number {
  const { env, secrets } = useSettingsStore.getState();
  const secret = secrets[env] ?? '';
  return chooseLead(
    messages,
    messages.map((m) => verdictOf(m, secret)),
  );
}

function verifyState(
  set: (partial: Partial<VerifyState> | ((s: VerifyState) => Partial<VerifyState>)) => void,
  get: () => VerifyState,
): VerifyState {
  const ingest = async (source: CaseSource, options: IntakeOptions) => {
    const input = inputOf(source);
    if (!input) return;
    set({ source, options, reading: 'quick', intakeNote: null });
    const result = await readInWorker(input, options, {
      slow: () => set({ reading: 'slow', stale: true, intakeError: null }),
    });
    // Stopped: whoever stopped it (a newer paste, Cancel, an edit) has said what the page shows.
    if (!result) return;
    if (!result.ok) {
      set({
        reading: null,
        intakeError: result.error,
        intakeErrorDetails: result.details ?? [],
        stale: true,
      });
      return;
    }
    const messages = result.messages ?? null;
    // The environment is the console's one switch; a case that names its own sets it.
    if (result.intake.env) useSettingsStore.getState().setEnv(result.intake.env);
    const shownMessage = messages ? leadOf(messages) : 0;
    const intake = messages ? messages[shownMessage]!.intake : result.intake;
    set({
      messages,
      shownMessage,
      followsLead: true,
      messageCauses: {},
      reading: null,
      intake,
      intakeError: null,
      stale: false,
      kind: intake.kind,
      fields: fieldsOf(intake),
      rawBody: intake.fields.rawBody,
      bodyRewrittenBy: intake.bodyRewrittenBy ?? null,
    });
  };
  /**
   * An edit of the case is newer than the reading in flight: its answer must not replace it.
   * `changed` is asked only while a reading runs, so a keystroke costs no comparison otherwise.
   */
  const editWins = (changed: () => boolean): Partial<VerifyState> => {
    if (!get().reading || !changed()) return {};
    stopReading();
    return { reading: null, intakeNote: editedNote(get().source) };
  };
  /** The message's case in the fields, as the paste read it. */
  const caseOf = (intake: Intake): Partial<VerifyState> => ({
    intake,
    kind: intake.kind,
    fields: fieldsOf(intake),
    rawBody: intake.fields.rawBody,
    bodyRewrittenBy: intake.bodyRewrittenBy ?? null,
    stale: false,
  });
  return {
    source: { from: 'none' },
    options: {},
    intake: null,
    intakeError: null,
    intakeErrorDetails: [],
    reading: null,
    intakeNote: null,
    stale: false,
    messages: null,
    shownMessage: 0,
    followsLead: false,
    messageCauses: {},
    showMessage: (index, byHand) => {
      const message = get().messages?.[index];
      if (!message) return;
      stopReading();
      set({
        ...caseOf(message.intake),
        reading: null,
        shownMessage: index,
        followsLead: get().followsLead && !byHand,
      });
    },
    noteMessageCause: (index, cause) => {
      if (get().messageCauses[index] === cause) return;
      set((s) => ({ messageCauses: { ...s.messageCauses, [index]: cause } }));
    },
    kind: 'request',
    fields: EMPTY_FIELDS,
    rawBody: '',
    bodyRewrittenBy: null,
    ingestText: (text) => ingest({ from: 'paste', text }, {}),
    ingestFile: (name, bytes) => ingest({ from: 'file', name, bytes }, {}),
    chooseIntakeOptions: (options) => ingest(get().source, { ...get().options, ...options }),
    cancelReading: () => {
      if (!get().reading) return;
      stopReading();
      set({
        reading: null,
        stale: true,
        intakeError: null,
        intakeNote: cancelledNote(get().source),
      });
    },
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
    // An edit is the user's case: the page no longer swaps in the lead under it.
    setKind: (kind) =>
      set({ ...editWins(() => kind !== get().kind), kind, stale: false, ...editedCase(get()) }),
    setField: (field, value) => {
      const edit = editWins(() => value !== get().fields[field]);
      const own = value === get().fields[field] ? {} : editedCase(get());
      set((s) => ({ ...edit, ...own, fields: { ...s.fields, [field]: value }, stale: false }));
    },
    setRawBody: (rawBody) => {
      const edit = editWins(() => rawBody !== get().rawBody);
      const own = rawBody === get().rawBody ? {} : editedCase(get());
      set((s) => ({
        ...edit,
        ...own,
        rawBody,
        stale: false,
        // Compared only while marked: a keystroke in a long body costs no comparison.
        bodyRewrittenBy: s.bodyRewrittenBy && rawBody === s.rawBody ? s.bodyRewrittenBy : null,
      }));
    },
    // A case opened (a link, a history entry, a batch row) replaces the paste being read.
    loadCase: ({ kind, fields, rawBody, bodyRewrittenBy }) => {
      stopReading();
      set({
        source: { from: 'link' },
        options: {},
        intake: null,
        messages: null,
        shownMessage: 0,
        followsLead: false,
        messageCauses: {},
        intakeError: null,
        reading: null,
        intakeNote: null,
        stale: false,
        kind,
        fields: { ...EMPTY_FIELDS, ...fields },
        rawBody,
        bodyRewrittenBy: bodyRewrittenBy ?? null,
      });
    },
  };
}

/**
 * The one shape every mistake family of the catalogue has (spec 5.5 checklist): what it tries,
 * how a candidate changes what the sender signs, whether it pairs, and how to say it. A new
 * family is one module exporting one {@link MistakeFamily} and one line in candidates.ts.
 */
import type { ByteForm } from '../../text/encode-text.ts';
import type { ClientStack } from '../stack/client-stack.ts';
import type { CauseCode, DiagnosisInput } from '../types.ts';

/** The four signed parts, in the order of spec 5.2. */
export type PartName = 'merchantId' | 'timestamp' | 'nonce' | 'body';

/** The only order the spec allows (spec 5.2). */
export const SPEC_ORDER: readonly PartName[] = ['merchantId', 'timestamp', 'nonce', 'body'];

/** A byte encoding other than UTF-8, or a normalization form applied before UTF-8 (spec 5.2 rule 3). */
export type TextForm = ByteForm | 'NFC' | 'NFD';

/**
 * What a sender signs, as the families' candidates change it: starts as spec 5.2 says (the
 * parts as received, single line feeds, the spec's order, the secret as text, UTF-8, HMAC) and
 * each mistake of a candidate changes its own fields.
 */
export interface Draft {
  values: Record<PartName, string>;
  separator: string;
  trailer: string;
  order: readonly PartName[];
  key: string | Uint8Array;
  /** HMAC keyed with the payload over the secret (key and message swapped). */
  swapped: boolean;
  /** A wrong byte encoding or normalization form; null for UTF-8 as spec 5.2 rule 3 says. */
  form: TextForm | null;
  /** A plain SHA-256 with the secret at the start or the end of the string to sign, not HMAC. */
  plain: 'start' | 'end' | null;
}

/**
 * Who made the mistake, so the words are addressed to them: the merchant's program that sent a
 * request, the verifying handler that logged an expected_sign (spec 5.5), or the merchant's
 * receiver of a response or webhook the service signed (spec 5.3): the service signs by spec
 * 5.2, so what differs is what the receiver verified, or the message is not the service's.
 */
export type Party = 'sender' | 'handler' | 'receiver';

/** The party a case's mistake is addressed to (see {@link Party}). */
export function partyOf(input: DiagnosisInput): Party {
  if (input.signer === 'handler') return 'handler';
  return input.kind === 'request' ? 'sender' : 'receiver';
}

/** "webhook", "response": what a receiver holds, as the words name it. */
export const receivedName = (input: DiagnosisInput): string =>
  input.kind === 'webhook' ? 'webhook' : 'response';

/**
 * For a mistake no receiver makes (the string to sign built another way, another algorithm):
 * the service signs by spec 5.2, so a message signed so is not the service's as it stands.
 */
export function notTheService(input: DiagnosisInput, how: string): Pick<Part, 'lead' | 'action'> {
  const name = receivedName(input);
  return {
    lead: `This ${name} was signed ${how}, never the service's way.`,
    action: 'Reject it, as spec 5.3 rule 5 says.',
  };
}

/** One mistake explained: the pieces a Found is made of. */
export interface Part {
  cause: CauseCode;
  title: string;
  /**
   * One sentence addressed to the party that made the mistake ({@link Party}): what they did.
   * Short: with {@link action} it fits four lines at phone width.
   */
  lead: string;
  /** The one fix, one short sentence; {@link fix} holds the full how-to. */
  action: string;
  explanation: string;
  fix: string;
  detail: string;
  /** Libraries the evidence points at, best first (body changed on the wire). */
  libraries?: string[];
  /** Further detail lines: the evidence of the sender's stack (its User-Agent). */
  evidence?: string[];
}

/**
 * What an explanation may use: the case, who signed ("The sender", "The verifying handler"), and
 * the client stack a merchant request's User-Agent names (null for the handler, a response, a
 * webhook, or a User-Agent that names none).
 */
export interface ExplainContext {
  input: DiagnosisInput;
  actor: string;
  party: Party;
  stack: ClientStack | null;
}

/** What every candidate of a family carries: its family's dimension and its cause code. */
export interface MistakeShape {
  dimension: string;
  cause: CauseCode;
}

/**
 * One family of mistakes (spec 5.5): its candidates for a case, in the family's own order, and
 * what each one means. Members are methods so that a family of one mistake type can stand in a
 * list of families of the whole `Mistake` union (each is only ever given its own mistakes).
 */
export interface MistakeFamily<M extends MistakeShape> {
  /** The dimension its candidates carry: unique in the catalogue, two of one never pair. */
  readonly dimension: M['dimension'];
  /** Every cause code its candidates may carry (docs/architecture.md's stable codes). */
  readonly causes: readonly M['cause'][];
  /** Whether its candidates replace the body, so they never pair with another family that does. */
  readonly changesBody: boolean;
  /**
   * Whether its candidates write the whole string to sign as other bytes (a text encoding or
   * normalization form): each is another pass over the whole body (see `pairedFor`).
   */
  readonly reencodes?: boolean;
  /** The candidates for a case, most specific first; none equal to the correct signing. */
  candidates(input: DiagnosisInput, secret: string): M[];
  /** How the candidate changes what the sender signs (spec 5.2 with this deviation). */
  apply(mistake: M, draft: Draft): void;
  /**
   * Whether the candidate is tried in pairs too (spec 5.5's mistakes, two at once): the
   * many-candidate families are tried alone, as pairs would multiply MACs over the whole body.
   */
  pairable(mistake: M): boolean;
  /** Whether it is one of thousands: tried with HMAC-SHA256 only, not every algorithm. */
  bulk(mistake: M): boolean;
  /**
   * Whether the candidate is so likely that it pairs with the other families' many-candidate
   * mistakes too (a body the bytes show a library re-serialized, with every millisecond of a
   * clock): one or two per case at most, so the pairs stay bounded. Absent: never.
   */
  pairsWithBulk?(mistake: M): boolean;
  /** What the signer did, the fix citing the spec, and the specifics; never a secret. */
  explain(mistake: M, context: ExplainContext): Part;
}

/** For the families whose every candidate is tried in pairs and with every algorithm. */
export const always = (): boolean => true;
/** For the families none of whose candidates is one of thousands. */
export const never = (): boolean => false;

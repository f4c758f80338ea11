/**
 * What every body family yields (spec 5.5 "Body"): one body a sender may have signed instead of
 * the raw body sent, and how to say it.
 */

/** A serializer that writes a variant's bytes, and how to fix it in its language. */
export interface BodyWriter {
  /** The call, naming the library, e.g. "Ruby's to_json". */
  writer: string;
  /** What it does to the bytes, completing "which ...". */
  effect: string;
  fix: string;
}

/** One way the signed body can differ from the sent one. */
export interface BodyVariant {
  id: string;
  /** Plain-language description, completing "the sender signed the body ...". */
  label: string;
  body: string;
  /**
   * The serializers that write this body, when it is a dialect (spec 5.2 rule 1): every writer
   * of these same bytes, the first as the search met it; the sender's stack may choose another.
   */
  writers?: BodyWriter[];
  /**
   * Tried alone only, never paired with another mistake: the families that give many bodies
   * (key orders, type round trips) would multiply the pairs' MACs, each over the whole body.
   */
  single?: boolean;
  /**
   * The body the program most likely signed when the sent bytes carry a serializer's marks (the
   * compact text most programs sign): it pairs with the many-candidate families too.
   */
  likely?: boolean;
}

/** A body signed instead of the raw body sent (spec 5.5 "Body"). */
export interface BodyMistake {
  dimension: 'body';
  cause: 'BODY_REFORMATTED';
  variant: BodyVariant;
}

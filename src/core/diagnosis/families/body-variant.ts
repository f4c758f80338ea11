/**
 * What every body family yields (spec 5.5 "Body"): one body a sender may have signed instead of
 * the raw body sent, and how to say it.
 */

/** One way the signed body can differ from the sent one. */
export interface BodyVariant {
  id: string;
  /** Plain-language description, completing "the sender signed the body ...". */
  label: string;
  body: string;
  /** The serializer that writes this body, when it is a dialect (spec 5.2 rule 1). */
  writer?: string;
  /** How to fix it in that serializer's language. */
  fix?: string;
  /**
   * Tried alone only, never paired with another mistake: the families that give many bodies
   * (key orders, type round trips) would multiply the pairs' MACs, each over the whole body.
   */
  single?: boolean;
}

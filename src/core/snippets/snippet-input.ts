/**
 * What every generated program is built from, and the choices the spec leaves open that the
 * programs make the same way in every language.
 */
import { DEFAULT_CLOCK_WINDOW_SECONDS } from '../protocol/timestamp-form.ts';
import { SANDBOX_CODE } from '../protocol/result-codes.ts';

/** A query program: the absolute query URL, the merchant ID and the exact body from the editor. */
export interface QueryInput {
  url: string;
  merchantId: string;
  body: string;
  /** The success code as text; the programs accept it as a JSON number or string. */
  successCode?: string;
}

/** A webhook receiver program: the merchant it accepts notifications for. */
export interface ReceiverInput {
  merchantId: string;
}

/**
 * The success code the programs expect unless `SUCCESS_CODE` is set: the spec does not name it
 * (spec 7, "not shown"); 0 is the sandbox's choice.
 */
export const DEFAULT_SUCCESS_CODE = String(SANDBOX_CODE.success);

/** How far a webhook's X-Timestamp may be from the receiver's clock (spec 8: not shown). */
export const RECEIVER_WINDOW_SECONDS = DEFAULT_CLOCK_WINDOW_SECONDS;

/** Exit status of a query program when the service refused the request (HTTP or envelope code). */
export const EXIT_REFUSED = 1;
/** Exit status when the response does not verify (spec 5.3 rule 5: it must not be acted on). */
export const EXIT_UNTRUSTED = 2;
/** Exit status when API_SECRET is not set. */
export const EXIT_USAGE = 3;

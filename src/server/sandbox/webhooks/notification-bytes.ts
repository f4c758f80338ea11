/**
 * The one writer of a notification's bytes (spec 6 shows no body, so its serialization is the
 * sandbox's choice, `SANDBOX_WEBHOOK_BODY`). Every delivery, status change, test webhook and
 * receiver-check probe alike, is written here, and its X-Sign is computed over exactly this text.
 *
 * The default, `revealing`, writes bytes that parsing and serializing again changes in every
 * common stack, so a receiver that verifies a re-serialized body instead of the raw bytes fails
 * at once: non-ASCII escaped as `\u00e9` (JSON.stringify, Jackson, Ruby and Go write the
 * character itself), `/` escaped as `\/` (only PHP writes that), a space after `:` and `,` (only
 * Python's json.dumps writes those), and a key order that is neither sorted nor the order of the
 * fields in spec 2 that a typed model declares. `compact` is JSON.stringify's form.
 */
import type { PaymentOrder } from '../orders.ts';

/** The choices of `SANDBOX_WEBHOOK_BODY`; the first is the default. */
export const WEBHOOK_BODY_FORMS = ['revealing', 'compact'] as const;
export type WebhookBodyForm = (typeof WEBHOOK_BODY_FORMS)[number];

/** How a JSON text is written: the knobs in which common serializers differ. */
export interface JsonStyle {
  /** `", "` and `": "` between items (Python's json.dumps) rather than `,` and `:`. */
  spaced: boolean;
  /** Every non-ASCII UTF-16 unit as `\uXXXX` in lowercase hex (Python, PHP). */
  asciiOnly: boolean;
  /** `/` as `\/` (PHP's json_encode). */
  escapeSlash: boolean;
  /** Object keys as given, or sorted (Python's sort_keys, Go's maps, Jackson's key ordering). */
  sortKeys: boolean;
}

/** The revealing form's style; its key order is the one {@link revealingObject} builds. */
const REVEALING_STYLE: JsonStyle = {
  spaced: true,
  asciiOnly: true,
  escapeSlash: true,
  sortKeys: false,
};

/**
 * A field the revealing form adds so that every delivery holds a non-ASCII character and a `/`,
 * whatever the order's goods name: the sentence says, to whoever reads the raw bytes in a log,
 * what a receiver must do with them.
 */
const REVEALING_NOTE =
  'Sandbox delivery — verify X-Sign over these bytes as received: parsing and writing them again (é, /, spaces, key order) changes them.';

const NON_ASCII = /[\u0080-\uffff]/g;

function writeString(text: string, style: JsonStyle): string {
  let json = JSON.stringify(text);
  // JSON.stringify never writes `\/`, so each `/` left is a bare one; `\\/` becomes `\\\/`.
  if (style.escapeSlash) json = json.replaceAll('/', '\\/');
  if (style.asciiOnly) {
    json = json.replace(
      NON_ASCII,
      (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
  }
  return json;
}

/** `value` (JSON data: objects, arrays, strings, numbers, booleans, null) written in `style`. */
export function writeJson(value: unknown, style: JsonStyle): string {
  const comma = style.spaced ? ', ' : ',';
  const colon = style.spaced ? ': ' : ':';
  if (typeof value === 'string') return writeString(value, style);
  if (Array.isArray(value)) return `[${value.map((item) => writeJson(item, style)).join(comma)}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (style.sortKeys) entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const items = entries.map(
      ([key, item]) => `${writeString(key, style)}${colon}${writeJson(item, style)}`,
    );
    return `{${items.join(comma)}}`;
  }
  return JSON.stringify(value);
}

/**
 * The notification in the revealing key order: not sorted (`status` before `order_no`, `value`
 * before `currency`) and not spec 2's field order that a typed model declares.
 */
function revealingObject(order: PaymentOrder, notificationId: string) {
  return {
    notification_id: notificationId,
    status: order.status,
    trans_amount: { value: order.trans_amount.value, currency: order.trans_amount.currency },
    order_no: order.order_no,
    goods_name: order.goods_name,
    merchant_order_no: order.merchant_order_no,
    payment_method: order.payment_method,
    sandbox_note: REVEALING_NOTE,
  };
}

/** The bytes (as text, UTF-8 on the wire) of the notification of `order`, in `form`. */
export function notificationBody(
  form: WebhookBodyForm,
  order: PaymentOrder,
  notificationId: string,
): string {
  if (form === 'compact') return JSON.stringify({ ...order, notification_id: notificationId });
  return writeJson(revealingObject(order, notificationId), REVEALING_STYLE);
}

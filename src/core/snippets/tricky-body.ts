/**
 * A body that breaks naive escaping in every snippet language: quotes, a backslash, `$`, `%`,
 * backticks, a single quote, a tab, CR LF, non-ASCII and an emoji outside the BMP.
 */
export const TRICKY_ORDER_NO = 'T-"q"-\\-$HOME-${x}-%s-100%-\'-`id`';
export const TRICKY_GOODS_NAME = '咖啡 ☕ café 😀 \\u00e9 {$x} #{y}';

/** Pretty-printed with a tab and a CR LF, so the bytes differ from any re-serialisation. */
export const TRICKY_BODY = `{\n\t"merchant_order_no": ${JSON.stringify(TRICKY_ORDER_NO)},\r\n  "goods_name": ${JSON.stringify(TRICKY_GOODS_NAME)}\n}`;

/**
 * Key-name checks for spec 2: all JSON field names are snake_case, and camelCase names (for
 * example paymentMethod, merchantOrderNo, goodsName) cause failure.
 */

/**
 * Whether a JSON key is written in camelCase or PascalCase, which spec 2 calls wrong: letters
 * and digits only, with both lowercase and uppercase letters.
 */
export function isCamelCaseKey(key: string): boolean {
  return /^[A-Za-z][A-Za-z0-9]*$/.test(key) && /[a-z]/.test(key) && /[A-Z]/.test(key);
}

/** The snake_case form of a camelCase key, e.g. `merchantOrderNo` to `merchant_order_no` (spec 2). */
export function toSnakeCase(key: string): string {
  return key
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase();
}

/** A key found in a JSON value, with the dotted path to it (array items as `[]`). */
export interface KeyAt {
  key: string;
  path: string;
}

/** Every object key in a parsed JSON value, at any depth, with its path (spec 2 field names). */
export function collectKeys(value: unknown, path = ''): KeyAt[] {
  if (Array.isArray(value)) return value.flatMap((item) => collectKeys(item, `${path}[]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => {
    const at = path ? `${path}.${key}` : key;
    return [{ key, path: at }, ...collectKeys(inner, at)];
  });
}

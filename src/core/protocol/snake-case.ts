/**
 * Finds camelCase (or PascalCase) field names in a parsed JSON value: spec 2 says all JSON field
 * names are snake_case and camelCase names cause failure.
 */

/** A field whose name is not snake_case, with where it is and what it should be called. */
export interface CamelCaseField {
  key: string;
  snake: string;
  /** Dotted path of the object holding the key; empty at the top level. */
  parent: string;
}

/** The snake_case spelling of a camelCase name: `merchantOrderNo` -> `merchant_order_no`. */
export function toSnakeCase(name: string): string {
  // A run of capitals is read from its start only, so a long one is not retried from each letter.
  return name
    .replace(/(?<![A-Z])([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase();
}

/** Whether a key mixes lowercase and uppercase letters (camelCase, PascalCase): not snake_case. */
export function isCamelCaseKey(key: string): boolean {
  return /[a-z]/.test(key) && /[A-Z]/.test(key);
}

/**
 * Every key at any depth that mixes cases, outer keys before the keys nested in them. Walks with
 * an explicit stack, so a deeply nested body (JSON.parse accepts very deep nesting) cannot
 * overflow the call stack.
 */
export function findCamelCaseFields(value: unknown): CamelCaseField[] {
  const found: CamelCaseField[] = [];
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current !== 'object' || current === null) continue;
    const children: Array<{ value: unknown; path: string }> = [];
    if (Array.isArray(current)) {
      current.forEach((item, index) => children.push({ value: item, path: `${path}[${index}]` }));
    } else {
      for (const [key, child] of Object.entries(current)) {
        if (isCamelCaseKey(key)) found.push({ key, snake: toSnakeCase(key), parent: path });
        children.push({ value: child, path: path === '' ? key : `${path}.${key}` });
      }
    }
    // Reversed so the stack pops siblings in document order.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as (typeof children)[0]);
  }
  return found;
}

/**
 * A message naming the snake_case field to use for each camelCase one, e.g. "field
 * merchantOrderNo must be merchant_order_no (spec 2: JSON field names are snake_case)".
 */
export function camelCaseMessage(fields: readonly CamelCaseField[]): string {
  const shown = fields.slice(0, 5).map((field) => {
    const where = field.parent === '' ? '' : ` (in ${field.parent})`;
    return `field ${field.key}${where} must be ${field.snake}`;
  });
  const more = fields.length > 5 ? `; and ${fields.length - 5} more` : '';
  return `${shown.join('; ')}${more} (spec 2: JSON field names are snake_case)`;
}

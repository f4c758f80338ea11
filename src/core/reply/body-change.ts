/**
 * What a receiver's parse and re-serialize did to the service's bytes (spec 5.3 rule 3), read
 * from the two bodies themselves: keys sorted or reordered, escapes written as plain characters
 * (or the reverse), spaces added or dropped. Only what the bytes show; no library is named.
 * The phrases are Markdown: the escapes they quote are code spans.
 */
import { codeSpan } from './markdown.ts';

function keysOf(body: string): string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? Object.keys(parsed)
      : undefined;
  } catch {
    return undefined;
  }
}

const sortedCopy = (keys: string[]) => [...keys].sort();
const sameOrder = (a: string[], b: string[]) =>
  a.length === b.length && a.every((k, i) => k === b[i]);

/** Outside strings, whether JSON text has a space after `:` or `,`. */
function spaced(body: string): boolean {
  return /"\s*:\s+\S|,\s+"/.test(body);
}

/**
 * The changes from the service's body to the one checked, as phrases ("sorted the keys",
 * "wrote \u00e9 and \/ as plain characters"); empty when the bytes show none of these.
 */
export function bodyChanges(serviceBody: string, checkedBody: string): string[] {
  const changes: string[] = [];
  const [served, checked] = [keysOf(serviceBody), keysOf(checkedBody)];
  if (served && checked && !sameOrder(served, checked)) {
    changes.push(
      sameOrder(checked, sortedCopy(checked)) ? 'sorted the keys' : 'put the keys in another order',
    );
  }
  const escapes = serviceBody.match(/\\u[0-9a-fA-F]{4}|\\\//g) ?? [];
  const kept = escapes.filter((escape) => checkedBody.includes(escape));
  if (escapes.length > 0 && kept.length < escapes.length) {
    const shown = [...new Set(escapes)].slice(0, 2).map(codeSpan).join(' and ');
    changes.push(`wrote escapes such as ${shown} as plain characters`);
  } else if (/\\u[0-9a-fA-F]{4}|\\\//.test(checkedBody) && escapes.length === 0) {
    changes.push('escaped characters the service sent plain');
  }
  if (spaced(serviceBody) !== spaced(checkedBody)) {
    changes.push(
      spaced(checkedBody) ? 'added spaces after : and ,' : 'dropped the spaces after : and ,',
    );
  }
  if (/\n/.test(checkedBody) && !/\n/.test(serviceBody)) changes.push('pretty-printed it');
  return changes;
}

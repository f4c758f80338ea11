/**
 * What a Content-Type header says (spec 4, 5.1: always `application/json`). A charset of UTF-8
 * restates spec 5.2 rule 3 and is accepted; any other charset or parameter is not what the
 * spec shows. The sandbox refuses and the lint warns on this same reading.
 */
import { CONTENT_TYPE } from './headers.ts';

export type ContentTypeReading =
  | { form: 'missing' }
  | { form: 'json' }
  | { form: 'json-charset'; charset: string }
  | { form: 'json-parameters'; parameters: string[] }
  | { form: 'other'; mediaType: string };

/**
 * The charset a `charset=value` parameter names (quoted or not), else undefined. Read by hand:
 * `\s*"?([^"]*)` lets the blanks go to either part and backtracks over a long run of them.
 */
function charsetOf(parameter: string): string | undefined {
  const name = /^charset\s*=/i.exec(parameter);
  if (!name) return undefined;
  let value = parameter.slice(name[0].length).trimStart();
  if (value.startsWith('"')) value = value.slice(1);
  if (value.endsWith('"')) value = value.slice(0, -1);
  return value.includes('"') ? undefined : value;
}

/** Reads a Content-Type value; `json` means exactly what the service accepts. */
export function readContentType(value: string | undefined): ContentTypeReading {
  // What nearly every client sends: read without splitting (the sandbox reads it per request).
  if (value === CONTENT_TYPE) return { form: 'json' };
  if (value === undefined || value.trim() === '') return { form: 'missing' };
  const [mediaType = '', ...parameters] = value.split(';').map((part) => part.trim());
  if (mediaType.toLowerCase() !== 'application/json') return { form: 'other', mediaType };
  const rest = parameters.filter((parameter) => parameter !== '');
  const charsets = rest.map(charsetOf);
  const other = rest.filter((_, index) => charsets[index] === undefined);
  if (other.length > 0) return { form: 'json-parameters', parameters: other };
  const charset = charsets.find((found) => found !== undefined && !/^utf-?8$/i.test(found));
  return charset === undefined ? { form: 'json' } : { form: 'json-charset', charset };
}

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

/** Reads a Content-Type value; `json` means exactly what the service accepts. */
export function readContentType(value: string | undefined): ContentTypeReading {
  // What nearly every client sends: read without splitting (the sandbox reads it per request).
  if (value === CONTENT_TYPE) return { form: 'json' };
  if (value === undefined || value.trim() === '') return { form: 'missing' };
  const [mediaType = '', ...parameters] = value.split(';').map((part) => part.trim());
  if (mediaType.toLowerCase() !== 'application/json') return { form: 'other', mediaType };
  const rest = parameters.filter((parameter) => parameter !== '');
  const charsets = rest.map((parameter) => /^charset\s*=\s*"?([^"]*)"?$/i.exec(parameter)?.[1]);
  const other = rest.filter((_, index) => charsets[index] === undefined);
  if (other.length > 0) return { form: 'json-parameters', parameters: other };
  const charset = charsets.find((found) => found !== undefined && !/^utf-?8$/i.test(found));
  return charset === undefined ? { form: 'json' } : { form: 'json-charset', charset };
}

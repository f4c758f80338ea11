import { strToU8, zipSync } from 'fflate';
import type { ExportFile } from '../../core/snippets/clients/client-export.ts';

/**
 * Zips export files into one folder named `folder` (a Bruno collection is a folder: unzipped,
 * it opens as is). Text is stored as UTF-8, the encoding every client reads these files in.
 */
export function zipFiles(folder: string, files: readonly ExportFile[]): Uint8Array<ArrayBuffer> {
  const entries = Object.fromEntries(
    files.map((file) => [`${folder}/${file.path}`, strToU8(file.text)]),
  );
  return zipSync(entries, { level: 6 }) as Uint8Array<ArrayBuffer>;
}

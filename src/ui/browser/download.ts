/**
 * How long a file's object URL outlives the click. The browser starts a download from a link
 * asynchronously: a URL revoked at once can be gone by the time it reads it, and the download
 * then silently never starts (most often on a busy machine). A minute is longer than any start.
 */
export const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/** Saves a blob as a file named `fileName` through a temporary object URL (nothing leaves the page). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}

/** Saves text as a UTF-8 file named `fileName`. */
export function downloadText(fileName: string, text: string, type = 'text/plain'): void {
  downloadBlob(fileName, new Blob([text], { type: `${type};charset=utf-8` }));
}

/**
 * How long the file's object URL outlives the click. The browser starts a download from a link
 * asynchronously: an URL revoked at once can be gone by the time it reads it, and the download
 * then silently never starts (most often on a busy machine). A minute is longer than any start.
 */
export const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/** Saves text as a file through the browser's download, without leaving the page. */
export function downloadText(fileName: string, text: string, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}

/** Saves a blob as a file named `fileName` through a temporary object URL (nothing leaves the page). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next turn: the download has started from the URL by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves text as a file named `fileName`, UTF-8. */
export function downloadText(fileName: string, text: string, type = 'text/plain'): void {
  downloadBlob(fileName, new Blob([text], { type: `${type};charset=utf-8` }));
}

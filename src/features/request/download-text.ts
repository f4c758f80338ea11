/** Saves text as a file named `fileName` through a temporary object URL (nothing leaves the page). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
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

/**
 * What an HTML page fetches before its first paint, as its markup names them: the module
 * scripts with their module preloads, and the style sheets. Shared by the initial-JavaScript
 * figure and the e2e test that keeps the console's first load to one round of connections.
 */
export function firstLoadFiles(html: string): { scripts: string[]; styles: string[] } {
  const named = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
  return {
    scripts: [
      ...named(/<script[^>]+src="([^"]+)"/g),
      ...named(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ],
    styles: named(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
  };
}

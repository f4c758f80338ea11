// Holds the README and docs/*.md to the tree: every relative link, every `#anchor` into a Markdown
// page and every repository path quoted in code (`src/...`) must name something that exists, so a
// move of files cannot leave the docs pointing at the old layout; and the README's architecture
// paragraph must link every folder of each area, so a new part of the tree gets its sentence.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The top-level folders a quoted path may start with; other code spans are not paths. */
const PATH_ROOTS = ['src', 'e2e', 'scripts', 'bench', 'spec', 'docs', 'public', 'lint-fixtures'];
const QUOTED_PATH = new RegExp(`\`((?:${PATH_ROOTS.join('|')})/[^\`\\s]*)\``, 'g');
const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/** GitHub's anchor for a heading: lowercase, punctuation dropped, spaces turned into hyphens. */
function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** Fenced blocks hold commands and sample output, not links. */
const withoutFences = (markdown: string) => markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');

/** Every heading's anchor; a repeated heading gets `-1`, `-2`, ... as GitHub numbers them. */
function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  const repeats = new Map<string, number>();
  for (const [, text] of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = slug(text!);
    const count = repeats.get(base);
    found.add(count === undefined ? base : `${base}-${count}`);
    repeats.set(base, (count ?? 0) + 1);
  }
  return found;
}

interface Page {
  /** Path from the repository root, for messages. */
  name: string;
  text: string;
}

/**
 * What in `page` names nothing: relative link targets and anchors, and quoted repository paths.
 * `read` answers a Markdown file's text (for its anchors) or `undefined` when it does not exist.
 */
function broken(
  page: Page,
  exists: (path: string) => boolean,
  read: (path: string) => string | undefined,
): string[] {
  const problems: string[] = [];
  const text = withoutFences(page.text);
  const from = dirname(page.name);
  for (const [, target] of text.matchAll(LINK)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue;
    const [file = '', anchor] = target!.split('#', 2);
    const path = file === '' ? page.name : join(from, decodeURIComponent(file));
    if (file !== '' && !exists(path)) {
      problems.push(`${page.name}: link to ${target} (no ${path})`);
      continue;
    }
    if (!anchor || !path.endsWith('.md')) continue;
    const markdown = path === page.name ? page.text : read(path);
    if (markdown === undefined || !anchors(markdown).has(anchor)) {
      problems.push(`${page.name}: link to ${target} (no heading #${anchor} in ${path})`);
    }
  }
  for (const [, quoted] of text.matchAll(QUOTED_PATH)) {
    if (/[*{}<>]/.test(quoted!)) continue;
    if (!exists(quoted!.replace(/\/$/, ''))) problems.push(`${page.name}: path ${quoted} is gone`);
  }
  return problems;
}

const onDisk = (path: string) => existsSync(resolve(root, path));
const readOnDisk = (path: string) =>
  onDisk(path) ? readFileSync(resolve(root, path), 'utf8') : undefined;

const pages = (): Page[] => {
  const docs = existsSync(join(root, 'docs'))
    ? readdirSync(join(root, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`)
    : [];
  return ['README.md', ...docs].map((name) => ({ name, text: readOnDisk(name)! }));
};

describe('README and docs', () => {
  it('link and quote only what exists in the tree', () => {
    const all = pages();
    expect(all.length).toBeGreaterThan(1);
    expect(all.flatMap((page) => broken(page, onDisk, readOnDisk))).toEqual([]);
  });

  it('keep the README for users: at most 200 lines, with the two commands', () => {
    const readme = readOnDisk('README.md')!;
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(200);
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
  });

  it("link every part of the tree from the README's architecture paragraph", () => {
    const readme = readOnDisk('README.md')!;
    const architecture = readme.slice(readme.indexOf('## Architecture'));
    const linked = new Set([...architecture.matchAll(LINK)].map(([, target]) => target));
    const parts = [
      'src/core',
      'src/server',
      'src/app',
      'src/services',
      'src/features',
      'src/ui',
    ].flatMap((area) => [
      area,
      ...readdirSync(join(root, area), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${area}/${entry.name}`),
    ]);
    expect(parts.filter((part) => !linked.has(part))).toEqual([]);
  });

  it('link every page of docs/ from the README', () => {
    const readme = readOnDisk('README.md')!;
    const linked = new Set([...readme.matchAll(LINK)].map(([, target]) => target!.split('#')[0]));
    const unlinked = pages()
      .map(({ name }) => name)
      .filter((name) => name !== 'README.md' && !linked.has(name));
    expect(unlinked).toEqual([]);
  });
});

/** Every tracked source and config file, for the Markdown pages its comments cite. */
function sourceFiles(dir = root, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.git', 'test-results', 'playwright-report'].includes(entry.name))
      continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, found);
    else if (/\.(ts|tsx|js|cjs|jsonc|css)$/.test(entry.name)) found.push(path);
  }
  return found;
}

/** Pages a script writes (and .gitignore keeps out of the tree). */
const GENERATED_PAGES = new Set(['bench-results.md']);

describe('code comments', () => {
  it('cite only Markdown pages the repository has', () => {
    const cited = /\b((?:[\w.-]+\/)*[A-Za-z][\w-]*\.md)\b/g;
    const missing = sourceFiles().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /^\s*(\/\/|\/?\*)/.test(line))
        .flatMap((line) => [...line.matchAll(cited)])
        .map(([, page]) => page!)
        .filter((page) => !GENERATED_PAGES.has(page))
        .filter((page) => !onDisk(page) && !existsSync(join(dirname(file), page)))
        .map((page) => `${file.slice(root.length)}: ${page}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the link check', () => {
  const files = new Map([
    ['README.md', ''],
    [
      'docs/sandbox.md',
      '# The sandbox\n\n## Faults and `clock_skew_seconds`\n\n## Faults\n\n## Faults\n',
    ],
    ['src/core/signing', ''],
  ]);
  const exists = (path: string) => files.has(path);
  const read = (path: string) => files.get(path);
  const check = (text: string, name = 'README.md') => broken({ name, text }, exists, read);

  it('passes links, anchors and paths that exist', () => {
    const text = [
      '[sandbox](docs/sandbox.md#faults-and-clock_skew_seconds) [again](docs/sandbox.md#faults-1)',
      '[signing](src/core/signing) `src/core/signing/` [web](https://example.com/x) [top](#)',
      '```sh\n[not a link](src/gone.ts)\n```',
    ].join('\n');
    expect(check(text)).toEqual([]);
    expect(check('[back](../README.md)', 'docs/sandbox.md')).toEqual([]);
  });

  it('names a moved file, a missing heading and a stale quoted path', () => {
    expect(check('[lane](src/sandbox/query-lane.ts)')).toEqual([
      'README.md: link to src/sandbox/query-lane.ts (no src/sandbox/query-lane.ts)',
    ]);
    expect(check('[f](docs/sandbox.md#fault)')).toEqual([
      'README.md: link to docs/sandbox.md#fault (no heading #fault in docs/sandbox.md)',
    ]);
    expect(check('see `src/sandbox/listen.ts`')).toEqual([
      'README.md: path src/sandbox/listen.ts is gone',
    ]);
    expect(check('[x](README.md)', 'docs/sandbox.md')).toEqual([
      'docs/sandbox.md: link to README.md (no docs/README.md)',
    ]);
  });
});

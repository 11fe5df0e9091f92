// The docs say things the code can contradict: the list of features, the environment variables and
// the npm scripts. These tests read both sides and fail when they drift apart.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from './config.ts';

const read = (file: string) => readFileSync(path.join(ROOT_DIR, file), 'utf8');

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** The folders directly under `dir` (relative to the repository root). */
function folders(dir: string): string[] {
  return sorted(
    readdirSync(path.join(ROOT_DIR, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  );
}

/** The text of a `## …` section whose title starts with `title`, up to the next `## `. */
function section(markdown: string, title: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`## ${title}`));
  if (start < 0) throw new Error(`no "## ${title}" section`);
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** Every `name` in backticks of a text. */
const codeNames = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

describe('docs/architecture.md: Funciones', () => {
  const text = section(read('docs/architecture.md'), 'Funciones');
  // The list: a paragraph made only of `name` · `name` · …
  const lists = text
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.includes('`') && paragraph.replace(/`[a-z-]+`|·|\s/g, '') === '');
  const listed = lists.flatMap(codeNames);
  // One-sided features: "- **`name`** (solo web)" or "(solo API)".
  const oneSided = [...text.matchAll(/^- \*\*`([a-z-]+)`\*\* \(solo (web|API)\)/gm)].map((m) => ({
    name: m[1]!,
    side: m[2]!,
  }));
  const only = (side: string) => oneSided.filter((f) => f.side === side).map((f) => f.name);

  it('has one list of the features both sides share, in order, each name once', () => {
    expect(lists).toHaveLength(1);
    expect(listed).toEqual(sorted(listed));
  });

  it('lists the API modules: apps/api/src/modules = the list + the API-only features', () => {
    expect(folders('apps/api/src/modules')).toEqual(sorted([...listed, ...only('API')]));
  });

  it('lists the web features: apps/web/src/features = the list + the web-only features', () => {
    expect(folders('apps/web/src/features')).toEqual(sorted([...listed, ...only('web')]));
  });

  it('names a one-sided feature only once, and not in the shared list', () => {
    const names = oneSided.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => listed.includes(n))).toEqual([]);
  });
});

describe('README: the features of both sides', () => {
  it('names every API module in «Cada función tiene el mismo nombre…»', () => {
    const readme = read('README.md');
    const sentence = /Cada función tiene el mismo nombre en la API y en la web \(([^)]*)\)/.exec(readme);
    expect(sentence, 'the sentence that lists the features').not.toBeNull();
    expect(sorted(codeNames(sentence![1]!))).toEqual(folders('apps/api/src/modules'));
  });
});

/** Every variable config.ts reads: its envSchema's keys, and any direct `env.NAME` read. */
function configVariables(): string[] {
  const config = read('apps/api/src/config.ts');
  const schema = /const envSchema = z\.object\(\{\n([\s\S]*?)\n\}\);/.exec(config);
  expect(schema, 'the envSchema object of config.ts').not.toBeNull();
  const keys = [...schema![1]!.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
  // Any direct read too: env.NAME, process.env.NAME, env['NAME'].
  const direct = [...config.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)].map(
    (m) => (m[1] ?? m[2])!,
  );
  return sorted([...new Set([...keys, ...direct])]);
}

describe('README: Configuración', () => {
  it('has a row for every variable config.ts reads, and only those', () => {
    const table = section(read('README.md'), 'Configuración');
    const documented = sorted([...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]!));
    const readByConfig = configVariables();

    expect(readByConfig.length).toBeGreaterThan(10);
    expect(
      readByConfig.filter((name) => !documented.includes(name)),
      'read by config.ts, missing in the README',
    ).toEqual([]);
    expect(
      documented.filter((name) => !readByConfig.includes(name)),
      'in the README, not read by config.ts',
    ).toEqual([]);
  });
});

describe('env files', () => {
  // A line `NAME=…` or a commented `# NAME=…` (documented, left at its default).
  it.each(['.env.example', 'deploy/toca-la-puerta.env'])(
    '%s names every variable config.ts reads, and only those',
    (file) => {
      const named = sorted([...new Set([...read(file).matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!))]);
      expect(named).toEqual(configVariables());
    },
  );
});

describe('docs/operations.md', () => {
  it('lists every file of deploy/, and only those', () => {
    const listed = sorted([...read('docs/operations.md').matchAll(/^\| `(deploy\/[^`]+)` \|/gm)].map((m) => m[1]!));
    const files = (dir: string): string[] =>
      readdirSync(path.join(ROOT_DIR, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
      );
    expect(listed).toEqual(sorted(files('deploy')));
  });
});

describe('npm scripts in the docs', () => {
  interface Manifest {
    name?: string;
    scripts?: Record<string, string>;
  }
  const manifest = (dir: string) => JSON.parse(read(path.join(dir, 'package.json'))) as Manifest;
  const root = manifest('.');
  const rootScripts = Object.keys(root.scripts ?? {});

  /** Scripts of a workspace named as `-w` names it: by package name or by folder. */
  const workspaceScripts = new Map<string, string[]>();
  for (const parent of ['apps', 'packages']) {
    for (const dir of folders(parent)) {
      const m = manifest(`${parent}/${dir}`);
      const scripts = Object.keys(m.scripts ?? {});
      workspaceScripts.set(`${parent}/${dir}`, scripts);
      if (m.name) workspaceScripts.set(m.name, scripts);
    }
  }
  const e2e = manifest('e2e');
  workspaceScripts.set('e2e', Object.keys(e2e.scripts ?? {}));
  if (e2e.name) workspaceScripts.set(e2e.name, Object.keys(e2e.scripts ?? {}));

  /** `npm run X [-w ws]`, and the scripts npm runs without `run` (`npm start`, `npm test`). */
  function mentions(markdown: string) {
    const pattern =
      /\bnpm (?:run ([a-z][\w:.-]*)|(start|test|stop|restart)\b)(?:\s+(?:-w|--workspace)[= ](\S+?)(?=[\s`]|$))?/g;
    return [...markdown.matchAll(pattern)].map((m) => ({ script: (m[1] ?? m[2])!, workspace: m[3] }));
  }

  const docs = [
    'README.md',
    ...readdirSync(path.join(ROOT_DIR, 'docs'))
      .filter((file) => file.endsWith('.md'))
      .map((file) => `docs/${file}`),
  ];

  it.each(docs)('%s: every npm script it names exists', (file) => {
    const missing = mentions(read(file))
      .filter(({ script, workspace }) =>
        workspace === undefined
          ? !rootScripts.includes(script)
          : !(workspaceScripts.get(workspace) ?? []).includes(script),
      )
      .map(({ script, workspace }) => (workspace ? `${script} -w ${workspace}` : script));
    expect(missing).toEqual([]);
  });

  it('the README names every root script', () => {
    const named = new Set(
      mentions(read('README.md'))
        .filter((m) => m.workspace === undefined)
        .map((m) => m.script),
    );
    expect(rootScripts.filter((script) => !named.has(script))).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPORT_HEAP_GROWING_PERCENT, heapGrowthHolds, SERVER_NODE_FLAGS } from './heap-growth.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const scripts = (file: string) => (JSON.parse(read(file)) as { scripts: Record<string, string> }).scripts;

describe('heapGrowthHolds', () => {
  const held = `--heap-growing-percent=${EXPORT_HEAP_GROWING_PERCENT}`;
  // The flag, then a full collection that sets the heap's limit with it.
  const holding = [held, 'gc'];
  const setUp = () => {
    const set: string[] = [];
    const pending: Array<{ fn: () => void; cancelled: boolean }> = [];
    const later = (fn: () => void) => {
      const task = { fn, cancelled: false };
      pending.push(task);
      return { cancel: () => void (task.cancelled = true) };
    };
    const elapse = () => {
      for (const task of pending.splice(0)) if (!task.cancelled) task.fn();
    };
    const collect = () => void set.push('gc');
    return { set, elapse, hold: heapGrowthHolds((flags) => void set.push(flags), later, collect) };
  };

  it('holds the heap from the first export until a while after the last one ends, whatever their order', () => {
    const { set, elapse, hold } = setUp();
    const first = hold();
    const second = hold();
    expect(set).toEqual(holding);
    first();
    first(); // a second release of the same hold changes nothing
    elapse();
    expect(set).toEqual(holding);
    second();
    expect(set).toEqual(holding); // not at once
    elapse();
    expect(set).toEqual([...holding, '--heap-growing-percent=0']);
    hold()();
    elapse();
    expect(set).toEqual([...holding, '--heap-growing-percent=0', ...holding, '--heap-growing-percent=0']);
  });

  it('keeps the hold for an export that starts before the release is due', () => {
    const { set, elapse, hold } = setUp();
    hold()();
    const next = hold();
    elapse();
    expect(set).toEqual(holding);
    next();
    elapse();
    expect(set).toEqual([...holding, '--heap-growing-percent=0']);
  });
});

describe('SERVER_NODE_FLAGS', () => {
  it.each([
    ['npm start', () => scripts('package.json').start!],
    ["the API's start script", () => scripts('apps/api/package.json').start!],
    ['the systemd unit', () => /^ExecStart=(.*)$/m.exec(read('deploy/systemd/toca-la-puerta@.service'))![1]!],
  ])('%s runs node with them', (_, command) => {
    const line = command();
    expect(line).toMatch(/\bnode\b/);
    for (const flag of SERVER_NODE_FLAGS) expect(line.split(/\s+/)).toContain(flag);
  });
});

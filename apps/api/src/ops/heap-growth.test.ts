import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPORT_HEAP_GROWING_PERCENT, holdHeapGrowth, SERVER_NODE_FLAGS } from './heap-growth.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const scripts = (file: string) => (JSON.parse(read(file)) as { scripts: Record<string, string> }).scripts;

describe('holdHeapGrowth', () => {
  it('holds the heap from the first export until the last one ends, whatever their order', () => {
    const set: string[] = [];
    const record = (flags: string) => void set.push(flags);
    const first = holdHeapGrowth(record);
    const second = holdHeapGrowth(record);
    expect(set).toEqual([`--heap-growing-percent=${EXPORT_HEAP_GROWING_PERCENT}`]);
    first();
    first(); // a second release of the same hold changes nothing
    expect(set).toHaveLength(1);
    second();
    expect(set).toEqual([`--heap-growing-percent=${EXPORT_HEAP_GROWING_PERCENT}`, '--heap-growing-percent=0']);
    holdHeapGrowth(record)();
    expect(set).toHaveLength(4);
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

import { describe, expect, it } from 'vitest';
import { createSessionCache, parseSessionNotice, type SessionRow } from './session-cache.ts';

const row = (sessionVersion: number): SessionRow => ({
  id: 7,
  type: 'student',
  sessionVersion,
  highschoolId: 1,
  campusId: null,
  privacyVersion: '2026-01-15',
});

describe('session cache', () => {
  it('reads the database every time until it hears changes, then serves from memory', async () => {
    const cache = createSessionCache();
    let reads = 0;
    const load = async () => (reads++, row(0));
    await cache.get(7, load);
    await cache.get(7, load);
    expect(reads).toBe(2);
    cache.resume();
    await cache.get(7, load);
    await cache.get(7, load);
    expect(reads).toBe(3);
    cache.suspend();
    await cache.get(7, load);
    expect(reads).toBe(4);
  });

  it('reads again after the user is forgotten, or everyone is', async () => {
    const cache = createSessionCache();
    cache.resume();
    let version = 0;
    const load = async () => row(version);
    expect((await cache.get(7, load))?.sessionVersion).toBe(0);
    version = 1;
    cache.forget(7);
    expect((await cache.get(7, load))?.sessionVersion).toBe(1);
    version = 2;
    cache.forget('*');
    expect((await cache.get(7, load))?.sessionVersion).toBe(2);
  });

  it('does not keep a row read before a change that landed while it was being read', async () => {
    const cache = createSessionCache();
    cache.resume();
    let release!: () => void;
    const slow = () => new Promise<SessionRow>((resolve) => (release = () => resolve(row(0))));
    const reading = cache.get(7, slow);
    cache.forget(7); // the change commits while the old row is on its way
    release();
    expect((await reading)?.sessionVersion).toBe(0);
    expect((await cache.get(7, async () => row(1)))?.sessionVersion).toBe(1);
  });

  it('serves a row for a minute at most', async () => {
    let clock = 0;
    const cache = createSessionCache(() => clock);
    cache.resume();
    await cache.get(7, async () => row(0));
    clock += 61_000;
    expect((await cache.get(7, async () => row(3)))?.sessionVersion).toBe(3);
  });

  it('reads the notices of the channel', () => {
    expect(parseSessionNotice('42')).toBe(42);
    expect(parseSessionNotice('*')).toBe('*');
    expect(parseSessionNotice('x')).toBeNull();
    expect(parseSessionNotice('-1')).toBeNull();
  });
});

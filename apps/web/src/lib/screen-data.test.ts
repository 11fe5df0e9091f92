// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@tlp/shared/users';
import { preloadScreenData } from './screen-data.ts';

const user = { id: 1, type: 'student', privacy_accepted: true } as CurrentUser;

describe('preloadScreenData', () => {
  it('starts the data of each route that declares it, and of no other', async () => {
    const preload = vi.fn(async () => 'listas');
    await preloadScreenData([undefined, { preload }, { other: true }, { preload }], user);
    expect(preload).toHaveBeenCalledTimes(2);
    expect(preload).toHaveBeenCalledWith(user);
  });

  it('asks for nothing while the user has to accept the privacy notice in force', async () => {
    const preload = vi.fn(async () => 'listas');
    await preloadScreenData([{ preload }], { ...user, privacy_accepted: false });
    expect(preload).not.toHaveBeenCalled();
  });
});

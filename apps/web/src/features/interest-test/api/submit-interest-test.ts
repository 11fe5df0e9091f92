import { api } from '@/lib/api-client.ts';
import { revalidatePaths } from '@/lib/revalidate.ts';
import type { InterestAnswer, InterestProfile } from '@tlp/shared/interest-test';

/**
 * POST /users/me/interest-test with every statement answered once: the new profile. The matches
 * follow the profile, so their pages are asked again.
 */
export async function submitInterestTest(answers: InterestAnswer[]): Promise<InterestProfile> {
  const profile = await api.post<InterestProfile>('/users/me/interest-test', { answers });
  void revalidatePaths(['/users/me/matches']);
  return profile;
}

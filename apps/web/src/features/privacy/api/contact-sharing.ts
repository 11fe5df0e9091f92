import type { ContactSharingState } from '@tlp/shared/arco';
import { api } from '@/lib/api-client.ts';
import { revalidatePaths } from '@/lib/revalidate.ts';
import { MY_DATA_KEY } from './my-data.ts';

/** PUT /users/me/contact-sharing (students): withdrawing also withdraws their meetings. */
export async function setContactSharing(sharing: boolean, userId: number): Promise<ContactSharingState> {
  try {
    return await api.put<ContactSharingState>('/users/me/contact-sharing', { sharing });
  } finally {
    void revalidatePaths([MY_DATA_KEY, `/users/${userId}/meetings`]);
  }
}

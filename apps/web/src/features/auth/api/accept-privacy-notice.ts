import { PRIVACY_NOTICE_VERSION } from '@tlp/shared/privacy-notice';
import { api } from '@/lib/api-client.ts';

/** PUT /users/me/privacy-acceptance: the user accepts the privacy notice in force. */
export function acceptPrivacyNotice(): Promise<unknown> {
  return api.put('/users/me/privacy-acceptance', { version: PRIVACY_NOTICE_VERSION });
}

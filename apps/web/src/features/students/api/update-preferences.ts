import type { Preferences, PreferencesBody } from '@tlp/shared/students';
import { api } from '@/lib/api-client.ts';
import { preferencesKey } from './get-preferences.ts';

/** PUT /users/me/preferences: 1 to 3 areas and 1 to 3 cities; answers the new preferences. */
export function updatePreferences(body: PreferencesBody): Promise<Preferences> {
  return api.put<Preferences>(preferencesKey, body);
}

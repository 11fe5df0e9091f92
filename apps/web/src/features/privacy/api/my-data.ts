import { swrFetcher } from '@/lib/api-client.ts';
import { downloadFromApi } from '@/lib/download-file.ts';
import useSWR from 'swr';

/** The export's parts that 'Mis datos' shows (GET /users/me/export holds more). */
export interface MyData {
  profile: {
    id: number;
    type: 'student' | 'orienter' | 'admin';
    first_name: string;
    last_name: string;
    email: string;
    phone: string | null;
    contact_sharing_withdrawn_at: string | null;
  };
  school: { id: number; name: string; city: string | null } | null;
  semester: { id: number; name: string } | null;
  preferences: { areas: { id: number; name: string }[]; cities: { id: number; name: string }[] };
  favorites: { degree_id: number; degree: string; campus: string }[];
  meetings: { id: number; degree: string; campus: string }[];
  sessions: { id: string; started_at: string; last_used_at: string; ended: boolean }[];
}

export const MY_DATA_KEY = '/users/me/export';

/** GET /users/me/export, read as the page's summary. */
export function useMyData() {
  const { data, error, mutate } = useSWR<MyData>(MY_DATA_KEY, swrFetcher<MyData>);
  return { data, error: error as unknown, retry: () => void mutate() };
}

export const MY_DATA_FILE_NAME = 'mis-datos-toca-la-puerta.json';

/** GET /users/me/export, saved as a file through a Blob URL. */
export function downloadMyData(): Promise<void> {
  return downloadFromApi(MY_DATA_KEY, MY_DATA_FILE_NAME);
}

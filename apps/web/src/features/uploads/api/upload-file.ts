import type { UploadResult } from '@tlp/shared/uploads';
import { api } from '@/lib/api-client.ts';

/** POST /uploads (admins): multipart field 'file'; answers where the file is served. */
export function uploadFile(file: File): Promise<UploadResult> {
  const body = new FormData();
  body.append('file', file);
  return api.post<UploadResult>('/uploads', body);
}

import { apiResponse } from './api-client.ts';

/**
 * GETs `path` from the API (with the session, like every call) and saves the answer as
 * `fileName` through a Blob URL, the way a browser saves a link with `download`.
 */
export async function downloadFromApi(path: string, fileName: string): Promise<void> {
  const response = await apiResponse(path);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

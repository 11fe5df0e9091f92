import { api } from '@/lib/api-client.ts';

/** POST /mail/{id}/retry (admins): a failed message back to the queue (409 when it did not fail). */
export function retryMail(id: number): Promise<unknown> {
  return api.post(`/mail/${id}/retry`);
}

import type { FamilySession } from '@tlp/shared/family';
import { api } from '@/lib/api-client.ts';
import { rememberFamilySession } from './session-hint.ts';

/** Exchanges under way, by token: a link works once, so a second mount must not send it again. */
const exchanges = new Map<string, Promise<FamilySession>>();

/**
 * POST /family/sessions {token}: the mailed link for a session (the HttpOnly cookie the answer
 * sets). 404 unknown link, 410 used or expired. While one exchange of a token is under way, asking
 * again shares it (React runs a page's effect twice in development): the link works once.
 */
export function openFamilySession(token: string): Promise<FamilySession> {
  let exchange = exchanges.get(token);
  if (!exchange) {
    exchange = api.post<FamilySession>('/family/sessions', { token }).then((session) => {
      rememberFamilySession(session.expires_at);
      return session;
    });
    exchanges.set(token, exchange);
    const forget = () => void exchanges.delete(token);
    exchange.then(forget, forget);
  }
  return exchange;
}

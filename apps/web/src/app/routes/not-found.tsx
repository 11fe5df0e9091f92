import { ERROR_MESSAGES } from '@tlp/shared/messages';
import { ErrorScreen } from '@/components/ui/route-error.tsx';

/** Unknown paths: the error screen with a 404 sentence. */
export function Component() {
  return <ErrorScreen detail={ERROR_MESSAGES.notFound} />;
}

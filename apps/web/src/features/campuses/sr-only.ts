import { visuallyHidden } from '@/components/ui/visually-hidden.ts';

/**
 * Text for screen readers only, safe inside MUI's `sx`: there a bare `width: 1` means 100%,
 * which made the shared `visuallyHidden` overflow the page on phones.
 */
export const srOnly = { ...visuallyHidden, width: '1px', height: '1px' } as const;

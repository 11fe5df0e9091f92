import { useId } from 'react';
import { avatarParams, parseAvatarId } from './avatar-params.ts';
import { AVATAR_TEXT } from './messages.ts';
import { AvatarDrawing, UnknownAvatarDrawing } from './avatar-parts.tsx';

/** The accessible name of an avatar id: 'Chica, estilo A, variante 1'. */
export function avatarLabel(avatar: string | null | undefined): string {
  const id = parseAvatarId(avatar);
  return id ? AVATAR_TEXT.name(AVATAR_TEXT.gender[id.gender], id.style, id.variant) : AVATAR_TEXT.unknown;
}

interface AvatarImageProps {
  /** An id such as 'girl-A-1'; null or unknown draws a neutral figure. */
  avatar: string | null | undefined;
  /** Width and height in px. */
  size?: number;
  /** The accessible name; defaults to a description of the avatar. */
  title?: string;
  /** Hidden from screen readers when something next to it already names it. */
  decorative?: boolean;
}

/** One of the 36 generated avatars (decisions.md), drawn round at any size. */
export function AvatarImage({ avatar, size = 48, title, decorative = false }: AvatarImageProps) {
  // Ids from useId may hold characters that url(#…) does not take.
  const clipId = `avatar-clip-${useId().replace(/[^\w-]/g, '')}`;
  const params = avatarParams(avatar);
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': title ?? avatarLabel(avatar) } as const);
  return (
    <svg
      width={size}
      height={size}
      viewBox="9 11 82 82"
      focusable="false"
      {...a11y}
      style={{ display: 'block', flexShrink: 0, borderRadius: '50%' }}
    >
      <clipPath id={clipId}>
        <circle cx="50" cy="52" r="41" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>{params ? <AvatarDrawing p={params} /> : <UnknownAvatarDrawing />}</g>
    </svg>
  );
}

import { useId } from 'react';

/**
 * A generated avatar for ids like 'girl-A-1' (gender, style A–F, variant 1–3). A simple
 * stand-in drawn from parameters; unknown or missing ids get a neutral figure.
 */
const BACKGROUNDS = ['#e9e4f7', '#ffe3d6', '#dff3ea', '#dcebfb', '#fdf0c9', '#f6dcef'];
const HAIR = ['#2b1b12', '#5a3825', '#a0522d', '#1c1c1c', '#c98a2e', '#6b2d5c'];
const SKIN = ['#f3cfb3', '#d39a6a', '#8d5a3b'];
const SHIRTS = ['#3b2a86', '#c8461b', '#1e6b3a', '#2a5b9c', '#8a5a00', '#7a2e6e'];

interface AvatarParts {
  girl: boolean;
  style: number;
  variant: number;
}

function parseAvatar(avatar: string | null | undefined): AvatarParts | null {
  const match = /^(girl|boy)-([A-F])-([1-3])$/.exec(avatar ?? '');
  if (!match) return null;
  return {
    girl: match[1] === 'girl',
    style: 'ABCDEF'.indexOf(match[2]!),
    variant: Number(match[3]) - 1,
  };
}

interface UserAvatarProps {
  avatar: string | null | undefined;
  size?: number;
  /** An accessible name; without it the avatar is decorative. */
  label?: string;
}

export function UserAvatar({ avatar, size = 48, label }: UserAvatarProps) {
  const clipId = useId();
  const parts = parseAvatar(avatar);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const bg = parts ? BACKGROUNDS[parts.style]! : '#e9e4f7';
  const hair = parts ? HAIR[parts.style]! : '#b9b3cc';
  const skin = parts ? SKIN[parts.variant]! : '#d9d4e6';
  const shirt = parts ? SHIRTS[(parts.style + parts.variant) % SHIRTS.length]! : '#8e86a8';
  const curly = parts ? parts.style % 2 === 1 : false;

  return (
    <svg width={size} height={size} viewBox="0 0 64 64" {...a11y} focusable="false" style={{ flexShrink: 0 }}>
      <clipPath id={clipId}>
        <circle cx="32" cy="32" r="32" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect width="64" height="64" fill={bg} />
        {parts?.girl ? (
          // Long hair behind the head and shoulders.
          <path d="M14 30c0-12 8-20 18-20s18 8 18 20v20H14z" fill={hair} />
        ) : null}
        <path d="M10 64c2-12 11-18 22-18s20 6 22 18z" fill={parts ? shirt : '#8e86a8'} />
        <rect x="27" y="38" width="10" height="10" rx="4" fill={skin} />
        <circle cx="32" cy="29" r="12" fill={skin} />
        {parts ? (
          <>
            <path
              d={
                parts.girl
                  ? 'M19 28c0-9 6-14 13-14s13 5 13 14c-4-1-9-4-11-8-3 4-9 7-15 8z'
                  : curly
                    ? 'M19 27c-1-8 5-13 13-13s14 5 13 13c-2-3-3-5-5-5-2 2-4 1-6 0-2 2-5 2-7 0-2 1-5 2-8 5z'
                    : 'M20 26c0-7 5-11 12-11s12 4 12 11c-3-3-7-5-12-5s-9 2-12 5z'
              }
              fill={hair}
            />
            <circle cx="27.5" cy="30" r="1.6" fill="#1d1736" />
            <circle cx="36.5" cy="30" r="1.6" fill="#1d1736" />
            <path d="M28 35c2.4 2 5.6 2 8 0" fill="none" stroke="#1d1736" strokeWidth="1.6" strokeLinecap="round" />
          </>
        ) : null}
      </g>
    </svg>
  );
}

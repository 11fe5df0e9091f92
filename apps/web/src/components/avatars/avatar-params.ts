import { AVATAR_STYLES, type AVATAR_GENDERS } from '@tlp/shared/avatars';

/**
 * The parameter table of the 36 avatars (decisions.md: generated, never 36 files).
 * The style (gender × A–F) sets hair, skin, accessory and the clothes palette; the variant
 * (1–3) sets the background, the expression and which clothes colour is worn.
 */
type AvatarGender = (typeof AVATAR_GENDERS)[number];
type AvatarStyle = (typeof AVATAR_STYLES)[number];
export type HairShape =
  | 'long'
  | 'bob'
  | 'ponytail'
  | 'curly'
  | 'braids'
  | 'bun'
  | 'crop'
  | 'quiff'
  | 'curlyTop'
  | 'buzz'
  | 'spiky'
  | 'shoulder';
export type Accessory = 'none' | 'glasses' | 'earrings' | 'bow' | 'cap' | 'headphones' | 'freckles';
type Mouth = 'smile' | 'grin' | 'soft';
type Eyes = 'dots' | 'happy';

interface StyleParams {
  hair: HairShape;
  hairColor: string;
  skin: string;
  accessory: Accessory;
  /** The accessory's colour. */
  accent: string;
  clothes: readonly [string, string, string];
}

const SKIN = ['#f6d3b8', '#eab892', '#cf9268', '#a86b43', '#7c4a2d', '#5a3420'] as const;
const HAIR = {
  black: '#1f1a17',
  darkBrown: '#3f2417',
  brown: '#74452a',
  auburn: '#9c3f1c',
  blonde: '#d3a24a',
  plum: '#4b2358',
} as const;

const STYLES: Record<AvatarGender, Record<AvatarStyle, StyleParams>> = {
  girl: {
    A: {
      hair: 'long',
      hairColor: HAIR.darkBrown,
      skin: SKIN[1],
      accessory: 'earrings',
      accent: '#f2b01e',
      clothes: ['#3b2a86', '#c8461b', '#1e6b3a'],
    },
    B: {
      hair: 'bob',
      hairColor: HAIR.black,
      skin: SKIN[3],
      accessory: 'glasses',
      accent: '#2a1c4f',
      clothes: ['#2a5b9c', '#7a2e6e', '#c8461b'],
    },
    C: {
      hair: 'ponytail',
      hairColor: HAIR.blonde,
      skin: SKIN[0],
      accessory: 'freckles',
      accent: '#c0714f',
      clothes: ['#1e6b3a', '#3b2a86', '#b3261e'],
    },
    D: {
      hair: 'curly',
      hairColor: HAIR.black,
      skin: SKIN[5],
      accessory: 'headphones',
      accent: '#c8461b',
      clothes: ['#8a5a00', '#2a5b9c', '#5a46b8'],
    },
    E: {
      hair: 'braids',
      hairColor: HAIR.brown,
      skin: SKIN[2],
      accessory: 'bow',
      accent: '#e0457b',
      clothes: ['#7a2e6e', '#1e6b3a', '#2a5b9c'],
    },
    F: {
      hair: 'bun',
      hairColor: HAIR.auburn,
      skin: SKIN[4],
      accessory: 'earrings',
      accent: '#e9e4f7',
      clothes: ['#c8461b', '#3b2a86', '#8a5a00'],
    },
  },
  boy: {
    A: {
      hair: 'crop',
      hairColor: HAIR.black,
      skin: SKIN[2],
      accessory: 'none',
      accent: '#000000',
      clothes: ['#2a5b9c', '#c8461b', '#3b2a86'],
    },
    B: {
      hair: 'quiff',
      hairColor: HAIR.brown,
      skin: SKIN[0],
      accessory: 'glasses',
      accent: '#3b2a86',
      clothes: ['#1e6b3a', '#7a2e6e', '#2a5b9c'],
    },
    C: {
      hair: 'curlyTop',
      hairColor: HAIR.darkBrown,
      skin: SKIN[4],
      accessory: 'headphones',
      accent: '#1e6b3a',
      clothes: ['#c8461b', '#2a5b9c', '#8a5a00'],
    },
    D: {
      hair: 'buzz',
      hairColor: HAIR.black,
      skin: SKIN[5],
      accessory: 'earrings',
      accent: '#f2b01e',
      clothes: ['#3b2a86', '#1e6b3a', '#b3261e'],
    },
    E: {
      hair: 'spiky',
      hairColor: HAIR.auburn,
      skin: SKIN[1],
      accessory: 'freckles',
      accent: '#b0603e',
      clothes: ['#8a5a00', '#3b2a86', '#1e6b3a'],
    },
    F: {
      hair: 'shoulder',
      hairColor: HAIR.plum,
      skin: SKIN[3],
      accessory: 'cap',
      accent: '#c8461b',
      clothes: ['#7a2e6e', '#2a5b9c', '#c8461b'],
    },
  },
};

const BACKGROUNDS = ['#ffe3d6', '#dcebfb', '#dff3ea', '#fdf0c9', '#e9e4f7', '#f6dcef', '#d7f0f4', '#fbe0e0', '#e6f0d2'];
const VARIANTS: readonly { mouth: Mouth; eyes: Eyes }[] = [
  { mouth: 'smile', eyes: 'dots' },
  { mouth: 'grin', eyes: 'dots' },
  { mouth: 'soft', eyes: 'happy' },
];

interface AvatarId {
  gender: AvatarGender;
  style: AvatarStyle;
  variant: number;
}

export interface AvatarParams extends Omit<StyleParams, 'clothes'> {
  gender: AvatarGender;
  background: string;
  shirt: string;
  mouth: Mouth;
  eyes: Eyes;
}

/** 'girl-A-1' → its parts; anything else → null. */
export function parseAvatarId(avatar: string | null | undefined): AvatarId | null {
  const match = /^(girl|boy)-([A-F])-([1-3])$/.exec(avatar ?? '');
  if (!match) return null;
  return { gender: match[1] as AvatarGender, style: match[2] as AvatarStyle, variant: Number(match[3]) };
}

export function avatarParams(avatar: string | null | undefined): AvatarParams | null {
  const id = parseAvatarId(avatar);
  if (!id) return null;
  const { clothes, ...style } = STYLES[id.gender][id.style];
  const v = id.variant - 1;
  const s = AVATAR_STYLES.indexOf(id.style) + (id.gender === 'boy' ? 1 : 0);
  return {
    ...style,
    gender: id.gender,
    // Offsets 0, 3 and 6 of nine: the three variants of a style never share a background.
    background: BACKGROUNDS[(s * 2 + v * 3) % BACKGROUNDS.length]!,
    shirt: clothes[v]!,
    ...VARIANTS[v]!,
  };
}

import type { ReactNode } from 'react';
import type { Accessory, AvatarParams, HairShape } from './avatar-params.ts';

/**
 * The shared drawing parts of the avatars, on a 100 × 100 canvas (the image shows its
 * middle, x 9–91 and y 11–93): the head is an ellipse centred at (50, 47), the shoulders
 * fill the bottom. Every avatar is these parts, coloured and chosen by avatar-params.ts.
 */
const INK = '#1d1736';

const circle = (cx: number, cy: number, r: number, fill: string, key?: string | number) => (
  <circle key={key} cx={cx} cy={cy} r={r} fill={fill} />
);

/** A cloud of curls around a centre (angles in degrees, clockwise from the right). */
const curls = (cx: number, cy: number, radius: number, r: number, angles: number[], fill: string) =>
  angles.map((deg) => {
    const a = (deg * Math.PI) / 180;
    return circle(cx + radius * Math.cos(a), cy + radius * Math.sin(a), r, fill, deg);
  });

/** Circles of radius `r` at the given points (a fringe of curls). */
const dots = (points: [x: number, y: number][], r: number, fill: string) =>
  points.map(([x, y]) => circle(x, y, r, fill, x));

const CAP = 'M30 48 C29 27 39 20 50 20 C61 20 71 27 70 48 Z';
/** The hairline of the ponytail and the bun, seen from the front. */
const FRINGE = 'M31 46 C30 27 40 21 50 21 C60 21 70 27 69 46 C66 35 58 30 50 30 C42 30 34 35 31 46 Z';

/** Hair behind the head (long hair, buns, ponytails) and in front of it (fringes). */
const HAIR: Record<HairShape, { back?: (c: string) => ReactNode; front: (c: string) => ReactNode }> = {
  long: {
    back: (c) => <path d="M29 48 C28 26 39 19 50 19 C61 19 72 26 71 48 L74 86 C62 92 38 92 26 86 Z" fill={c} />,
    front: (c) => (
      <path d="M31 46 C30 27 40 21 50 21 C62 21 70 28 69 46 C63 40 55 34 51 28 C47 36 39 42 31 46 Z" fill={c} />
    ),
  },
  bob: {
    back: (c) => <path d="M29 48 C28 26 39 19 50 19 C61 19 72 26 71 48 L72 68 C66 72 34 72 28 68 Z" fill={c} />,
    front: (c) => (
      <path d="M31 44 C30 27 40 21 50 21 C60 21 70 27 69 44 C66 37 60 35 50 35 C40 35 34 37 31 44 Z" fill={c} />
    ),
  },
  ponytail: {
    back: (c) => (
      <>
        <path d="M64 28 C80 24 90 44 83 66 C78 58 72 50 67 44 Z" fill={c} />
        <path d={CAP} fill={c} />
      </>
    ),
    front: (c) => <path d={FRINGE} fill={c} />,
  },
  curly: {
    back: (c) => (
      <>
        <ellipse cx="50" cy="44" rx="25" ry="23" fill={c} />
        {curls(50, 44, 23, 9, [150, 180, 205, 230, 255, 285, 310, 335, 0, 30], c)}
      </>
    ),
    front: (c) => (
      <>
        {dots(
          [
            [38, 31],
            [45, 27],
            [52, 26],
            [59, 28],
            [64, 33],
          ],
          6,
          c,
        )}
      </>
    ),
  },
  braids: {
    back: (c) => (
      <>
        <path d={CAP} fill={c} />
        {[58, 66, 74, 82].flatMap((y) => [circle(30, y, 5, c, `l${y}`), circle(70, y, 5, c, `r${y}`)])}
      </>
    ),
    front: (c) => (
      <path d="M31 44 C31 26 40 21 50 21 C60 21 69 26 69 44 C66 33 57 29 50 29 C43 29 34 33 31 44 Z" fill={c} />
    ),
  },
  bun: {
    back: (c) => (
      <>
        {circle(50, 21, 9, c)}
        <path d={CAP} fill={c} />
      </>
    ),
    front: (c) => <path d={FRINGE} fill={c} />,
  },
  crop: {
    front: (c) => (
      <path d="M32 42 C31 25 40 20 50 20 C61 20 69 25 68 42 C64 34 58 32 50 32 C42 32 36 34 32 42 Z" fill={c} />
    ),
  },
  quiff: {
    front: (c) => (
      <path d="M31 44 C29 23 42 14 55 17 C66 19 71 28 69 44 C67 36 63 31 56 30 C47 29 40 32 31 44 Z" fill={c} />
    ),
  },
  curlyTop: {
    front: (c) => (
      <>
        <path d="M32 40 C32 28 40 24 50 24 C60 24 68 28 68 40 Z" fill={c} />
        {dots(
          [
            [36, 34],
            [41, 27],
            [48, 24],
            [55, 24],
            [61, 27],
            [65, 34],
          ],
          7,
          c,
        )}
      </>
    ),
  },
  buzz: {
    front: (c) => (
      <path d="M33 40 C33 27 41 23 50 23 C59 23 67 27 67 40 C62 34 56 32 50 32 C44 32 38 34 33 40 Z" fill={c} />
    ),
  },
  spiky: {
    front: (c) => (
      <path
        d="M32 43 L31 30 L37 32 L38 21 L44 27 L50 16 L55 26 L62 20 L63 31 L69 29 L68 43 C64 35 58 32 50 32 C42 32 36 35 32 43 Z"
        fill={c}
      />
    ),
  },
  shoulder: {
    back: (c) => <path d="M30 48 C29 26 39 19 50 19 C61 19 71 26 70 48 L71 70 C64 73 36 73 29 70 Z" fill={c} />,
    front: (c) => (
      <path d="M31 48 C30 25 40 19 50 19 C60 19 70 25 69 48 C65 38 57 32 51 27 C45 32 35 38 31 48 Z" fill={c} />
    ),
  },
};

const ACCESSORIES: Record<Accessory, (c: string) => ReactNode> = {
  none: () => null,
  glasses: (c) => (
    <g fill="#ffffff" fillOpacity={0.2} stroke={c} strokeWidth={1.8}>
      <circle cx="43" cy="49" r="5.5" />
      <circle cx="57" cy="49" r="5.5" />
      <path d="M48.5 49h3M37.5 48l-5-1M62.5 48l5-1" fill="none" />
    </g>
  ),
  earrings: (c) => (
    <>
      {circle(32, 56, 2.2, c)}
      {circle(68, 56, 2.2, c)}
    </>
  ),
  bow: (c) => (
    <g fill={c}>
      <path d="M62 24 L55 18 L55 30 Z M62 24 L69 18 L69 30 Z" />
      {circle(62, 24, 2.6, c)}
    </g>
  ),
  cap: (c) => (
    <g fill={c}>
      <path d="M30 37 C30 19 70 19 70 37 Z" />
      <path d="M27 37 Q50 30 73 37 Q50 43 27 37 Z" fillOpacity={0.75} />
    </g>
  ),
  headphones: (c) => (
    <g fill={c}>
      <path d="M28 46 C28 14 72 14 72 46" fill="none" stroke={c} strokeWidth={4} />
      <rect x="24" y="41" width="8" height="15" rx="3" />
      <rect x="68" y="41" width="8" height="15" rx="3" />
    </g>
  ),
  freckles: (c) => (
    <>
      {[
        [40, 54],
        [42.5, 56.5],
        [38, 57],
        [60, 54],
        [57.5, 56.5],
        [62, 57],
      ].map(([x, y]) => circle(x!, y!, 0.9, c, `${x}-${y}`))}
    </>
  ),
};

function Face({ p }: { p: AvatarParams }) {
  const stroke = { fill: 'none', stroke: INK, strokeWidth: 1.8, strokeLinecap: 'round' as const };
  return (
    <>
      {circle(38, 56, 3.2, 'rgba(255, 110, 110, 0.28)')}
      {circle(62, 56, 3.2, 'rgba(255, 110, 110, 0.28)')}
      {p.eyes === 'dots' ? (
        <>
          {circle(43, 49, 2.4, INK)}
          {circle(57, 49, 2.4, INK)}
          {circle(43.8, 48.2, 0.8, '#ffffff')}
          {circle(57.8, 48.2, 0.8, '#ffffff')}
        </>
      ) : (
        <path d="M40 50 Q43 46 46 50 M54 50 Q57 46 60 50" {...stroke} strokeWidth={2} />
      )}
      <path d="M39 43 Q43 41 47 43 M53 43 Q57 41 61 43" {...stroke} stroke={p.hairColor} />
      <path d="M50 50 Q48.5 54 50.5 54.5" {...stroke} stroke="rgba(0, 0, 0, 0.22)" />
      {p.mouth === 'grin' ? (
        <>
          <path d="M43 56 Q50 65 57 56 Z" fill="#7a1f2b" />
          <path d="M44.5 56.6 L55.5 56.6 Q50 59 44.5 56.6 Z" fill="#ffffff" />
        </>
      ) : (
        <path d={p.mouth === 'smile' ? 'M44 57 Q50 62 56 57' : 'M46 58 Q50 60.5 54 58'} {...stroke} />
      )}
    </>
  );
}

/** The whole figure, in painting order. */
export function AvatarDrawing({ p }: { p: AvatarParams }) {
  const hair = HAIR[p.hair];
  return (
    <>
      <rect width="100" height="100" fill={p.background} />
      {hair.back?.(p.hairColor)}
      <rect x="44" y="60" width="12" height="18" rx="5" fill={p.skin} />
      <path d="M14 104 C16 84 30 76 50 76 C70 76 84 84 86 104 Z" fill={p.shirt} />
      <path d="M43 76 L50 84 L57 76 Z" fill={p.skin} />
      {circle(32, 49, 4.5, p.skin)}
      {circle(68, 49, 4.5, p.skin)}
      <ellipse cx="50" cy="47" rx="18" ry="20" fill={p.skin} />
      <Face p={p} />
      {hair.front(p.hairColor)}
      {ACCESSORIES[p.accessory](p.accent)}
    </>
  );
}

/** A neutral figure for a missing or unknown avatar id. */
export function UnknownAvatarDrawing() {
  return (
    <>
      <rect width="100" height="100" fill="#e9e4f7" />
      <path d="M14 104 C16 84 30 76 50 76 C70 76 84 84 86 104 Z" fill="#8e86a8" />
      <circle cx="50" cy="46" r="18" fill="#b9b3cc" />
    </>
  );
}

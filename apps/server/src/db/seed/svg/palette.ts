// Flat, warm illustrations for the demo listings (there is no internet to fetch
// photos). Every scene is drawn on a 1200×800 canvas from one palette, so each
// category gets several colour variants from the same drawing.

export interface Palette {
  /** Sky or back wall. */
  bg: string;
  /** Large soft shapes behind the scene (sun, hills, wall panels). */
  bgSoft: string;
  /** Sun or lamp glow. */
  sun: string;
  /** Floor, ground or counter top. */
  ground: string;
  groundDark: string;
  /** Brand teal/blue and its shades. */
  primary: string;
  primaryDark: string;
  primaryLight: string;
  /** Warm accents (awnings, doors, details). */
  accent: string;
  accentDark: string;
  warm: string;
  /** Neutral light and dark. */
  cream: string;
  ink: string;
  leaf: string;
  leafDark: string;
}

export const palettes: readonly Palette[] = [
  // 1 — daylight teal with amber.
  {
    bg: '#D7EFEC',
    bgSoft: '#BFE4DF',
    sun: '#FFD27A',
    ground: '#F1E3C8',
    groundDark: '#DCC7A1',
    primary: '#0F766E',
    primaryDark: '#134E4A',
    primaryLight: '#5EC4B6',
    accent: '#F28C38',
    accentDark: '#C9651C',
    warm: '#FFC857',
    cream: '#FFF8EC',
    ink: '#1F3B4D',
    leaf: '#3FA37C',
    leafDark: '#2B7A5B',
  },
  // 2 — coastal blue with coral.
  {
    bg: '#DCEBFA',
    bgSoft: '#C3DBF3',
    sun: '#FFB38A',
    ground: '#F5E6D3',
    groundDark: '#E2CDB2',
    primary: '#1D5F99',
    primaryDark: '#143F66',
    primaryLight: '#6FA8DC',
    accent: '#F2705E',
    accentDark: '#C94F3F',
    warm: '#FFD166',
    cream: '#FFFAF2',
    ink: '#1B2F45',
    leaf: '#4CAF7D',
    leafDark: '#2F8A5E',
  },
  // 3 — late afternoon: peach sky, deep cyan, mustard.
  {
    bg: '#FBE3CF',
    bgSoft: '#F6CFAF',
    sun: '#FFE08A',
    ground: '#EBD6BC',
    groundDark: '#D4B996',
    primary: '#0E7490',
    primaryDark: '#0B4F63',
    primaryLight: '#56B8CF',
    accent: '#E76F51',
    accentDark: '#B8523A',
    warm: '#F4B942',
    cream: '#FFF6EA',
    ink: '#23384A',
    leaf: '#5A9E6F',
    leafDark: '#3E7A52',
  },
];

/** Wraps a scene in the 1200×800 canvas shared by every illustration. */
export function canvas(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">${body}</svg>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
}

export function poly(points: string, fill: string, extra = ''): string {
  return `<polygon points="${points}" fill="${fill}" ${extra}/>`;
}

/** A soft cloud made of overlapping circles. */
export function cloud(x: number, y: number, s: number, fill: string): string {
  return [
    ellipse(x, y, 70 * s, 26 * s, fill),
    circle(x - 28 * s, y - 14 * s, 30 * s, fill),
    circle(x + 14 * s, y - 26 * s, 38 * s, fill),
    circle(x + 46 * s, y - 6 * s, 26 * s, fill),
  ].join('');
}

/** A rounded tree: trunk plus two-tone crown. */
export function tree(x: number, ground: number, s: number, p: Palette): string {
  return [
    rect(x - 8 * s, ground - 90 * s, 16 * s, 90 * s, p.accentDark, 6 * s),
    circle(x, ground - 130 * s, 60 * s, p.leaf),
    circle(x + 22 * s, ground - 115 * s, 38 * s, p.leafDark, 'opacity="0.55"'),
  ].join('');
}

/** A potted plant with a few leaves. */
export function pottedPlant(x: number, base: number, s: number, p: Palette): string {
  return [
    ellipse(
      x - 22 * s,
      base - 70 * s,
      16 * s,
      40 * s,
      p.leaf,
      `transform="rotate(-25 ${x - 22 * s} ${base - 70 * s})"`,
    ),
    ellipse(
      x + 22 * s,
      base - 70 * s,
      16 * s,
      40 * s,
      p.leafDark,
      `transform="rotate(25 ${x + 22 * s} ${base - 70 * s})"`,
    ),
    ellipse(x, base - 86 * s, 16 * s, 46 * s, p.leaf),
    path(`M${x - 30 * s} ${base - 40 * s} h${60 * s} l${-8 * s} ${40 * s} h${-44 * s} z`, p.accent),
    rect(x - 33 * s, base - 46 * s, 66 * s, 10 * s, p.accentDark, 3 * s),
  ].join('');
}

/** A palm tree for the coast. */
export function palm(x: number, ground: number, s: number, p: Palette): string {
  const top = ground - 230 * s;
  const leaves = [-70, -35, 0, 35, 70, 110, -110]
    .map(
      (a) =>
        `<ellipse cx="${x + 70 * s}" cy="${top}" rx="${75 * s}" ry="${16 * s}" fill="${a % 2 === 0 ? p.leaf : p.leafDark}" transform="rotate(${a} ${x} ${top})"/>`,
    )
    .join('');
  return [
    path(
      `M${x - 10 * s} ${ground} C${x - 4 * s} ${ground - 90 * s} ${x + 14 * s} ${ground - 170 * s} ${x + 4 * s} ${top} l${12 * s} 0 C${x + 28 * s} ${ground - 160 * s} ${x + 12 * s} ${ground - 90 * s} ${x + 12 * s} ${ground} z`,
      p.accentDark,
    ),
    leaves,
    circle(x + 6 * s, top + 6 * s, 9 * s, p.ink, 'opacity="0.7"'),
  ].join('');
}

/** Outdoor backdrop: sky, sun and two clouds. */
export function sky(
  p: Palette,
  sunX = 1010,
  sunY = 150,
  clouds: readonly (readonly [number, number, number])[] = [
    [250, 130, 1.1],
    [700, 90, 0.8],
  ],
): string {
  return [
    rect(0, 0, 1200, 800, p.bg),
    circle(sunX, sunY, 120, p.sun, 'opacity="0.35"'),
    circle(sunX, sunY, 78, p.sun),
    ...clouds.map(([x, y, s]) => cloud(x, y, s, p.cream)),
  ].join('');
}

/** Indoor backdrop: back wall with soft panels and a floor from `floorY`. */
export function room(p: Palette, floorY: number): string {
  return [
    rect(0, 0, 1200, 800, p.bg),
    rect(60, 40, 340, 260, p.bgSoft, 30, 'opacity="0.6"'),
    circle(1080, 120, 160, p.bgSoft, 'opacity="0.6"'),
    rect(0, floorY, 1200, 800 - floorY, p.ground),
    rect(0, floorY, 1200, 10, p.groundDark),
  ].join('');
}

import { canvas, circle, ellipse, line, type Palette, path, poly, rect, room, sky, tree } from './palette.ts';

/** Clinic façade with a cross sign, glass doors and a heart-beat motif. */
export function healthcareScene(p: Palette): string {
  const windows = [260, 380, 720, 840]
    .flatMap((x) =>
      [290, 400].map(
        (y) =>
          rect(x, y, 96, 80, p.primaryLight, 6) +
          line(x + 48, y, x + 48, y + 80, p.cream, 5) +
          line(x, y + 40, x + 96, y + 40, p.cream, 5),
      ),
    )
    .join('');
  return canvas(
    [
      sky(p, 1040, 120, [
        [380, 90, 0.8],
        [820, 80, 0.9],
      ]),
      // Heart with a pulse line.
      path('M150 250 C40 170 70 70 150 110 C230 70 260 170 150 250 z', p.accent, 'opacity="0.9"'),
      `<polyline points="40,160 95,160 115,125 140,200 165,140 180,160 260,160" fill="none" stroke="${p.cream}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>`,
      rect(0, 630, 1200, 170, p.ground),
      tree(110, 640, 1.1, p),
      tree(1090, 640, 1.0, p),
      rect(220, 240, 760, 400, p.cream),
      rect(200, 214, 800, 40, p.primary, 8),
      circle(600, 150, 66, p.cream, `stroke="${p.primary}" stroke-width="12"`),
      rect(585, 108, 30, 84, p.accent, 6),
      rect(558, 135, 84, 30, p.accent, 6),
      windows,
      rect(490, 392, 220, 30, p.primaryDark, 10),
      rect(520, 422, 160, 218, p.primaryLight),
      line(600, 422, 600, 640, p.primary, 6),
      rect(520, 422, 160, 218, 'none', 0, `stroke="${p.primary}" stroke-width="8"`),
      poly('520,640 680,640 760,800 440,800', p.groundDark, 'opacity="0.6"'),
      rect(220, 600, 240, 40, p.primary, 0, 'opacity="0.2"'),
      rect(740, 600, 240, 40, p.primary, 0, 'opacity="0.2"'),
    ].join(''),
  );
}

/** Classroom: chalkboard with geometry, books, apple, globe and a mortarboard. */
export function educationScene(p: Palette): string {
  const chalk = `fill="none" stroke="${p.cream}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`;
  const books = [
    [190, 180, p.accent],
    [205, 150, p.primaryLight],
    [185, 190, p.warm],
    [200, 160, p.primary],
  ] as const;
  return canvas(
    [
      room(p, 690),
      rect(160, 100, 620, 330, p.primaryDark, 16, `stroke="${p.accentDark}" stroke-width="14"`),
      `<path d="M230 360 L320 190 L410 360 Z" ${chalk}/>`,
      `<circle cx="530" cy="260" r="70" ${chalk}/>`,
      `<path d="M530 260 L590 225" ${chalk}/>`,
      `<path d="M640 180 h50 M665 155 v50 M640 300 h50 M650 340 h30" ${chalk}/>`,
      `<path d="M220 160 q30 -30 60 0 t60 0" ${chalk}/>`,
      rect(150, 430, 640, 16, p.accentDark, 6),
      rect(240, 432, 40, 10, p.cream, 4),
      circle(1000, 170, 52, p.cream, `stroke="${p.ink}" stroke-width="8"`),
      line(1000, 170, 1000, 136, p.ink, 6),
      line(1000, 170, 1026, 180, p.ink, 6),
      // Desk.
      rect(80, 560, 1040, 26, p.accentDark, 8),
      rect(120, 586, 960, 200, p.primary),
      rect(140, 606, 440, 160, p.primaryDark, 8, 'opacity="0.4"'),
      rect(620, 606, 440, 160, p.primaryDark, 8, 'opacity="0.4"'),
      ...books.map(
        ([x, w, fill], i) =>
          rect(x, 526 - i * 34, w, 34, fill, 6) +
          rect(x + 14, 536 - i * 34, w - 28, 6, p.cream, 3, 'opacity="0.6"'),
      ),
      circle(480, 524, 36, p.accent),
      circle(500, 520, 20, p.accentDark, 'opacity="0.25"'),
      rect(476, 478, 8, 20, p.ink, 3),
      ellipse(500, 482, 20, 9, p.leaf, 'transform="rotate(-25 500 482)"'),
      // Globe.
      rect(770, 540, 100, 20, p.ink, 8),
      rect(814, 500, 12, 44, p.ink, 4),
      circle(820, 410, 92, p.primaryLight),
      path(
        'M770 360 q30 -30 60 -10 q20 30 -10 50 q-30 10 -50 -40 z M850 430 q30 -10 40 20 q-10 40 -40 30 q-20 -20 0 -50 z',
        p.leaf,
      ),
      `<path d="M710 420 A112 112 0 0 0 930 400" fill="none" stroke="${p.ink}" stroke-width="8"/>`,
      // Mortarboard and pencils.
      poly('1030,300 1140,340 1030,380 920,340', p.ink),
      path('M960 355 v40 q70 30 140 0 v-40 l-70 25 z', p.ink),
      line(1030, 340, 1120, 360, p.warm, 5),
      line(1120, 360, 1120, 420, p.warm, 5),
      circle(1120, 426, 9, p.warm),
      rect(980, 480, 64, 80, p.primaryLight, 8),
      rect(990, 430, 12, 56, p.warm, 3),
      rect(1008, 420, 12, 66, p.accent, 3),
      rect(1026, 440, 12, 46, p.cream, 3),
    ].join(''),
  );
}

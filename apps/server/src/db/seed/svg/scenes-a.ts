import {
  canvas,
  circle,
  ellipse,
  line,
  type Palette,
  path,
  poly,
  pottedPlant,
  rect,
  room,
  sky,
} from './palette.ts';

/** Café counter: menu board, pendant lamps, espresso machine, cups and cakes. */
export function restaurantScene(p: Palette): string {
  const menuRows = [0, 1, 2, 3, 4]
    .map((i) => {
      const y = 122 + i * 34;
      const colors = [p.warm, p.cream, p.primaryLight];
      return (
        circle(170, y, 8, colors[i % 3]!) +
        rect(195, y - 6, 150 + ((i * 53) % 90), 12, p.cream, 6, 'opacity="0.85"') +
        rect(400, y - 6, 40, 12, p.warm, 6)
      );
    })
    .join('');
  const jars = [720, 800, 880, 960, 1040]
    .map((x, i) => {
      const h = 50 + ((i * 17) % 30);
      const fill = [p.warm, p.accent, p.primaryLight, p.accentDark, p.cream][i]!;
      return rect(x, 300 - h, 56, h, fill, 10) + rect(x + 6, 292 - h, 44, 12, p.ink, 4);
    })
    .join('');
  const lamp = (x: number) =>
    line(x, 0, x, 120, p.ink, 4) +
    circle(x, 200, 90, p.sun, 'opacity="0.25"') +
    path(`M${x - 55} 170 Q${x} 90 ${x + 55} 170 z`, p.accent) +
    ellipse(x, 172, 20, 8, p.sun);
  const mug = (x: number, fill: string) =>
    rect(x, 430, 70, 72, fill, 12) +
    `<circle cx="${x + 76}" cy="${465}" r="18" fill="none" stroke="${fill}" stroke-width="10"/>` +
    `<path d="M${x + 22} 415 q-14 -22 0 -44 q14 -22 0 -44 M${x + 48} 415 q-14 -22 0 -44 q14 -22 0 -44" fill="none" stroke="${p.cream}" stroke-width="7" stroke-linecap="round" opacity="0.9"/>`;
  const croissant = (x: number, y: number) =>
    path(`M${x - 46} ${y} Q${x} ${y - 52} ${x + 46} ${y} Q${x} ${y - 18} ${x - 46} ${y} z`, p.warm) +
    line(x - 14, y - 26, x - 6, y - 12, p.accentDark, 4) +
    line(x + 14, y - 26, x + 6, y - 12, p.accentDark, 4);
  return canvas(
    [
      room(p, 720),
      rect(120, 80, 360, 210, p.primaryDark, 18, `stroke="${p.accentDark}" stroke-width="12"`),
      menuRows,
      rect(690, 300, 420, 16, p.accentDark, 6),
      jars,
      lamp(560),
      lamp(880),
      rect(0, 498, 1200, 34, p.cream),
      rect(0, 532, 1200, 268, p.primary),
      ...[100, 300, 500, 700, 900, 1100].map((x) => rect(x, 560, 12, 240, p.primaryDark, 6, 'opacity="0.5"')),
      ...[300, 600, 900].map(
        (x) =>
          rect(x - 10, 670, 20, 130, p.ink) +
          rect(x - 70, 648, 140, 28, p.accent, 14) +
          rect(x - 45, 750, 90, 10, p.ink, 5),
      ),
      // Espresso machine.
      rect(140, 312, 270, 26, p.ink, 10),
      rect(150, 336, 250, 150, p.primaryLight, 16),
      circle(275, 380, 26, p.cream),
      line(275, 380, 290, 366, p.ink, 5),
      rect(185, 430, 50, 24, p.ink, 6),
      rect(315, 430, 50, 24, p.ink, 6),
      rect(192, 458, 36, 30, p.cream, 6),
      rect(322, 458, 36, 30, p.cream, 6),
      rect(160, 486, 230, 14, p.ink, 6),
      mug(480, p.cream),
      mug(610, p.warm),
      // Cake under a glass dome.
      ellipse(850, 500, 120, 14, p.cream),
      rect(780, 420, 140, 74, p.accent, 10),
      rect(780, 420, 140, 22, p.cream, 10),
      circle(815, 412, 10, p.accentDark),
      circle(850, 410, 10, p.accentDark),
      circle(885, 412, 10, p.accentDark),
      path('M740 498 Q740 330 850 330 Q960 330 960 498 z', p.cream, 'opacity="0.35"'),
      ellipse(1060, 500, 95, 12, p.cream),
      croissant(1030, 492),
      croissant(1090, 492),
      croissant(1060, 466),
    ].join(''),
  );
}

/** Shop front with a striped awning, display windows and plants. */
export function retailScene(p: Palette): string {
  const stripes: string[] = [];
  const scallops: string[] = [];
  for (let i = 0; i < 20; i++) {
    const x = 140 + i * 46;
    const fill = i % 2 === 0 ? p.accent : p.cream;
    stripes.push(poly(`${x},270 ${x + 46},270 ${x + 48},350 ${x - 2},350`, fill));
    scallops.push(circle(x + 23, 350, 23, fill));
  }
  const shelfItems = (x0: number) =>
    [
      rect(x0 + 30, 425, 50, 45, p.accent, 6),
      rect(x0 + 95, 440, 40, 30, p.warm, 6),
      rect(x0 + 150, 410, 60, 60, p.primary, 8),
      rect(x0 + 225, 430, 70, 40, p.cream, 6),
      path(
        `M${x0 + 40} 540 h70 l-8 -60 h-54 z M${x0 + 58} 480 q17 -30 34 0`,
        p.accentDark,
        `stroke="${p.accentDark}" stroke-width="4"`,
      ),
      rect(x0 + 140, 500, 55, 40, p.warm, 6),
      circle(x0 + 250, 515, 26, p.accent),
      rect(x0 + 40, 570, 240, 40, p.primaryDark, 6, 'opacity="0.25"'),
    ].join('');
  return canvas(
    [
      sky(p),
      rect(0, 640, 1200, 160, p.groundDark),
      rect(0, 640, 1200, 14, p.accentDark, 0, 'opacity="0.5"'),
      rect(120, 150, 960, 500, p.ground),
      rect(100, 124, 1000, 40, p.primaryDark, 8),
      rect(380, 182, 440, 70, p.primary, 14),
      circle(410, 217, 10, p.warm),
      circle(790, 217, 10, p.warm),
      rect(130, 258, 940, 16, p.accentDark, 6),
      stripes.join(''),
      scallops.join(''),
      // Windows.
      rect(
        170,
        400,
        330,
        230,
        p.primaryLight,
        6,
        `opacity="0.55" stroke="${p.primaryDark}" stroke-width="10"`,
      ),
      rect(
        700,
        400,
        330,
        230,
        p.primaryLight,
        6,
        `opacity="0.55" stroke="${p.primaryDark}" stroke-width="10"`,
      ),
      rect(175, 470, 320, 8, p.primaryDark),
      rect(705, 470, 320, 8, p.primaryDark),
      rect(175, 540, 320, 8, p.primaryDark),
      rect(705, 540, 320, 8, p.primaryDark),
      shelfItems(170),
      shelfItems(700),
      // Door.
      rect(530, 400, 140, 250, p.primary, 8),
      rect(550, 420, 100, 150, p.primaryLight, 6, 'opacity="0.8"'),
      circle(650, 590, 8, p.warm),
      pottedPlant(150, 660, 1.2, p),
      pottedPlant(1050, 660, 1.2, p),
    ].join(''),
  );
}

/** Laundromat: washing machines, towel shelf, basket and clock. */
export function serviceScene(p: Palette): string {
  const defs: string[] = [];
  const machines = [180, 480, 780]
    .map((x, i) => {
      const cx = x + 120;
      defs.push(`<clipPath id="door${i}"><circle cx="${cx}" cy="470" r="70"/></clipPath>`);
      return [
        rect(x, 300, 240, 300, p.cream, 22),
        rect(x, 300, 240, 64, p.primaryLight, 22),
        rect(x, 340, 240, 24, p.primaryLight),
        rect(x + 24, 318, 60, 22, p.ink, 6),
        circle(x + 170, 330, 12, p.accent),
        circle(x + 206, 330, 12, p.warm),
        circle(cx, 470, 92, p.primaryDark),
        circle(cx, 470, 70, p.bgSoft),
        `<g clip-path="url(#door${i})">${path(`M${cx - 80} ${470 + i * 8} q40 -26 80 0 t80 0 v90 h-160 z`, p.primary)}${circle(cx - 25, 505, 20, i === 1 ? p.warm : p.accent)}${circle(cx + 22, 515, 16, p.cream)}</g>`,
        path(
          `M${cx - 48} 430 A64 64 0 0 1 ${cx + 10} 408`,
          'none',
          `stroke="${p.cream}" stroke-width="8" stroke-linecap="round" opacity="0.8"`,
        ),
        rect(x + 20, 590, 30, 14, p.ink, 4),
        rect(x + 190, 590, 30, 14, p.ink, 4),
      ].join('');
    })
    .join('');
  const towels = [200, 340, 620, 760, 900]
    .map((x, i) => {
      const colors = [p.accent, p.warm, p.primaryLight, p.cream];
      return [0, 1, 2]
        .map((j) =>
          rect(x, 196 - j * 24, 100, 22, colors[(i + j) % 4]!, 8, `stroke="${p.bg}" stroke-width="2"`),
        )
        .join('');
    })
    .join('');
  const tiles: string[] = [];
  for (let x = 0; x <= 1200; x += 60) tiles.push(line(x, 380, x, 610, p.cream, 2));
  for (let y = 380; y <= 610; y += 60) tiles.push(line(0, y, 1200, y, p.cream, 2));
  return canvas(
    [
      `<defs>${defs.join('')}</defs>`,
      room(p, 610),
      rect(0, 380, 1200, 230, p.bgSoft),
      `<g opacity="0.5">${tiles.join('')}</g>`,
      rect(150, 218, 900, 16, p.accentDark, 6),
      towels,
      circle(1110, 110, 48, p.cream, `stroke="${p.ink}" stroke-width="8"`),
      line(1110, 110, 1110, 80, p.ink, 6),
      line(1110, 110, 1132, 122, p.ink, 6),
      machines,
      circle(1095, 585, 40, p.warm),
      circle(1135, 580, 34, p.primaryLight),
      path('M1045 590 h140 l-16 110 h-108 z', p.accent),
      line(1070, 615, 1076, 690, p.accentDark, 6),
      line(1115, 615, 1115, 690, p.accentDark, 6),
      line(1160, 615, 1154, 690, p.accentDark, 6),
      pottedPlant(90, 700, 1.3, p),
    ].join(''),
  );
}

function gear(cx: number, cy: number, r: number, fill: string, hole: string): string {
  const teeth = Array.from({ length: 10 }, (_, i) => {
    const a = i * 36;
    return rect(
      cx - r * 0.16,
      cy - r * 1.22,
      r * 0.32,
      r * 0.4,
      fill,
      4,
      `transform="rotate(${a} ${cx} ${cy})"`,
    );
  }).join('');
  return teeth + circle(cx, cy, r, fill) + circle(cx, cy, r * 0.38, hole);
}

/** Factory with a sawtooth roof, chimney, conveyor belt and gears. */
export function manufacturingScene(p: Palette): string {
  const teeth = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 150 + i * 140;
      return (
        poly(`${x},330 ${x},240 ${x + 140},330`, p.primaryDark) +
        poly(`${x + 6},322 ${x + 6},256 ${x + 40},280 ${x + 40},322`, p.primaryLight)
      );
    })
    .join('');
  const windows = [0, 1, 2, 3, 4]
    .filter((i) => i !== 2)
    .map((i) => rect(190 + i * 130, 390, 90, 70, p.primaryLight, 6))
    .join('');
  const boxes = [150, 290, 430, 570]
    .map(
      (x, i) =>
        rect(x, 628 - (i % 2) * 10, 90, 62 + (i % 2) * 10, i % 2 ? p.accent : p.warm, 6) +
        rect(x + 38, 628 - (i % 2) * 10, 14, 62 + (i % 2) * 10, p.cream, 2, 'opacity="0.7"'),
    )
    .join('');
  const rollers = Array.from({ length: 9 }, (_, i) => circle(110 + i * 72, 701, 9, p.groundDark)).join('');
  return canvas(
    [
      sky(p, 220, 140, [[560, 100, 0.9]]),
      ellipse(900, 520, 520, 200, p.bgSoft),
      rect(880, 170, 54, 300, p.accentDark, 6),
      rect(876, 170, 62, 24, p.ink, 6),
      circle(920, 130, 34, p.cream, 'opacity="0.9"'),
      circle(965, 95, 44, p.cream, 'opacity="0.75"'),
      circle(1030, 70, 52, p.cream, 'opacity="0.6"'),
      teeth,
      rect(150, 330, 700, 300, p.primary),
      windows,
      rect(430, 470, 160, 160, p.primaryDark, 6),
      ...[0, 1, 2, 3, 4, 5].map((i) => rect(440, 485 + i * 24, 140, 8, p.primary, 3)),
      rect(850, 400, 220, 230, p.cream),
      ...[0, 1, 2].flatMap((r) =>
        [0, 1].map((c) => rect(880 + c * 90, 425 + r * 65, 60, 40, p.primaryLight, 5)),
      ),
      rect(0, 630, 1200, 170, p.ground),
      rect(0, 630, 1200, 10, p.groundDark),
      boxes,
      rect(80, 690, 660, 24, p.ink, 12),
      rollers,
      rect(120, 714, 16, 60, p.ink, 4),
      rect(680, 714, 16, 60, p.ink, 4),
      gear(960, 660, 72, p.accent, p.ground),
      gear(1088, 590, 44, p.warm, p.ground),
    ].join(''),
  );
}

/** Desk with a laptop full of code, a phone, a mug and floating app cards. */
export function technologyScene(p: Palette): string {
  const code = Array.from({ length: 8 }, (_, i) => {
    const indent = [0, 1, 2, 2, 1, 2, 1, 0][i]!;
    const w = [180, 140, 220, 110, 160, 200, 90, 150][i]!;
    const colors = [p.primaryLight, p.warm, p.accent, p.cream];
    return (
      rect(430 + indent * 28, 342 + i * 26, 40, 12, colors[(i + 1) % 4]!, 6) +
      rect(480 + indent * 28, 342 + i * 26, w, 12, colors[i % 4]!, 6, 'opacity="0.9"')
    );
  }).join('');
  const chartBars = [0, 1, 2, 3, 4]
    .map((i) =>
      rect(900 + i * 36, 230 - (30 + i * 18), 24, 30 + i * 18, i === 4 ? p.accent : p.primaryLight, 5),
    )
    .join('');
  return canvas(
    [
      room(p, 700),
      // Floating cards.
      rect(110, 110, 280, 150, p.cream, 20),
      circle(170, 170, 32, p.primaryLight),
      rect(220, 150, 140, 14, p.primary, 7),
      rect(220, 180, 100, 14, p.bgSoft, 7),
      rect(140, 222, 220, 14, p.warm, 7),
      rect(870, 90, 230, 170, p.cream, 20),
      chartBars,
      path(
        'M560 170 a40 40 0 0 1 70 -30 a50 50 0 0 1 90 20 a34 34 0 0 1 -6 66 h-150 a30 30 0 0 1 -4 -56 z',
        p.primaryLight,
        'opacity="0.8"',
      ),
      line(640, 250, 640, 290, p.primaryLight, 6),
      // Desk.
      rect(60, 592, 1080, 26, p.accentDark, 10),
      rect(110, 618, 26, 182, p.accentDark),
      rect(1064, 618, 26, 182, p.accentDark),
      // Laptop.
      rect(390, 300, 420, 274, p.ink, 18),
      rect(406, 316, 388, 242, p.primaryDark, 8),
      code,
      poly('360,572 840,572 876,596 324,596', p.primaryLight),
      rect(560, 574, 80, 8, p.primary, 4),
      // Phone, mug, plant.
      rect(890, 470, 74, 122, p.ink, 14),
      rect(898, 484, 58, 92, p.primaryLight, 6),
      circle(927, 530, 14, p.warm),
      rect(1000, 508, 66, 84, p.accent, 12),
      `<circle cx="1074" cy="545" r="20" fill="none" stroke="${p.accent}" stroke-width="10"/>`,
      pottedPlant(230, 592, 1.4, p),
    ].join(''),
  );
}

import {
  canvas,
  circle,
  ellipse,
  line,
  type Palette,
  palm,
  path,
  poly,
  pottedPlant,
  rect,
  room,
  sky,
  tree,
} from './palette.ts';

/** Beach hotel: façade with lit windows, entrance canopy, palms and a parasol. */
export function hospitalityScene(p: Palette): string {
  const windows: string[] = [];
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 5; c++) {
      const lit = (r * 5 + c) % 4 === 1;
      windows.push(rect(372 + c * 98, 200 + r * 62, 62, 40, lit ? p.warm : p.primaryLight, 5));
      windows.push(rect(366 + c * 98, 242 + r * 62, 74, 8, p.primaryDark, 3));
    }
  }
  const wing = (x: number) =>
    rect(x, 330, 130, 290, p.bgSoft) +
    [0, 1, 2].map((r) => rect(x + 25, 360 + r * 70, 80, 40, p.primaryLight, 5)).join('');
  return canvas(
    [
      sky(p, 1030, 140, [
        [210, 110, 1],
        [760, 70, 0.7],
      ]),
      rect(0, 520, 1200, 100, p.primaryLight),
      path(
        'M0 540 q60 -14 120 0 t120 0 t120 0 t120 0 t120 0 t120 0 t120 0 t120 0 t120 0 t120 0 v20 h-1200 z',
        p.cream,
        'opacity="0.5"',
      ),
      rect(0, 610, 1200, 190, p.ground),
      wing(210),
      wing(860),
      rect(340, 150, 520, 470, p.cream),
      rect(320, 126, 560, 40, p.primary, 8),
      rect(520, 76, 160, 44, p.accent, 10),
      ...[0, 1, 2, 3, 4].map((i) => circle(548 + i * 26, 98, 8, p.warm)),
      windows.join(''),
      rect(470, 520, 260, 26, p.accent, 8),
      rect(545, 546, 110, 74, p.primaryDark),
      line(600, 546, 600, 620, p.primaryLight, 4),
      palm(120, 640, 1.25, p),
      palm(1050, 640, 1.1, p),
      // Parasol and lounger.
      line(960, 760, 1000, 600, p.ink, 8),
      path('M900 620 Q1000 520 1100 600 z', p.accent),
      path('M950 606 Q1000 540 1040 598 z', p.cream, 'opacity="0.6"'),
      rect(820, 720, 200, 18, p.primary, 9),
      line(840, 738, 830, 770, p.ink, 6),
      line(1000, 738, 1010, 770, p.ink, 6),
    ].join(''),
  );
}

/** Building site: tower crane, concrete frame with scaffolding, cones and bricks. */
export function constructionScene(p: Palette): string {
  const lattice: string[] = [];
  for (let y = 150; y < 640; y += 40) {
    lattice.push(line(866, y, 904, y + 40, p.warm, 5));
  }
  const floors = [300, 380, 460, 540].map((y) => rect(150, y, 560, 18, p.primaryDark, 3)).join('');
  const columns = [160, 330, 500, 670].map((x) => rect(x, 300, 26, 340, p.primaryDark)).join('');
  const panels = [
    [186, 398, p.primaryLight],
    [356, 398, p.bgSoft],
    [186, 478, p.bgSoft],
    [356, 478, p.primaryLight],
    [526, 478, p.primaryLight],
    [186, 558, p.primaryLight],
    [356, 558, p.bgSoft],
    [526, 558, p.bgSoft],
  ] as const;
  const scaffold: string[] = [];
  for (let y = 300; y <= 620; y += 80) scaffold.push(rect(712, y, 90, 8, p.accent));
  scaffold.push(rect(716, 290, 8, 350, p.accent), rect(792, 290, 8, 350, p.accent));
  const cone = (x: number) =>
    poly(`${x},640 ${x + 30},560 ${x + 60},640`, p.accent) +
    rect(x + 14, 590, 32, 12, p.cream) +
    rect(x - 6, 636, 72, 12, p.accentDark, 4);
  const bricks: string[] = [];
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 4 - (r % 2); c++) {
      bricks.push(rect(980 + c * 50 + (r % 2) * 25, 700 - r * 28, 46, 24, p.accentDark, 3));
    }
  }
  return canvas(
    [
      sky(p, 200, 170, [
        [520, 90, 0.9],
        [1070, 330, 0.6],
      ]),
      rect(0, 640, 1200, 160, p.ground),
      rect(0, 640, 1200, 10, p.groundDark),
      // Crane.
      rect(866, 150, 8, 490, p.warm),
      rect(896, 150, 8, 490, p.warm),
      lattice.join(''),
      rect(360, 120, 780, 26, p.warm, 4),
      rect(1060, 146, 70, 60, p.ink, 6),
      rect(850, 150, 70, 56, p.primary, 8),
      rect(860, 160, 50, 26, p.primaryLight, 4),
      poly('885,60 870,120 900,120', p.warm),
      line(885, 62, 380, 122, p.ink, 3),
      line(885, 62, 1130, 122, p.ink, 3),
      line(480, 146, 480, 300, p.ink, 3),
      path('M474 300 h12 v14 a10 10 0 1 1 -12 6 z', p.ink),
      rect(400, 318, 160, 20, p.accent, 4),
      // Frame under construction.
      panels.map(([x, y, fill]) => rect(x, y, 144, 62, fill)).join(''),
      floors,
      columns,
      rect(150, 620, 560, 20, p.primaryDark),
      scaffold.join(''),
      cone(740),
      cone(830),
      bricks.join(''),
      // Hard hat.
      path('M60 760 Q60 670 140 670 Q220 670 220 760 z', p.warm),
      rect(40, 752, 200, 22, p.accentDark, 10),
      rect(132, 662, 16, 96, p.cream, 6, 'opacity="0.5"'),
    ].join(''),
  );
}

/** Andean farm: volcano, fields, barn and a tractor in front. */
export function agricultureScene(p: Palette): string {
  const furrows = Array.from({ length: 9 }, (_, i) =>
    line(-200 + i * 180, 800, 300 + i * 90, 620, p.groundDark, 10),
  ).join('');
  return canvas(
    [
      sky(p, 190, 150, [
        [480, 110, 0.9],
        [1080, 90, 0.7],
      ]),
      poly('620,440 860,170 1100,440', p.primaryLight),
      poly('800,238 860,170 920,238 895,226 872,246 850,224 826,246', p.cream),
      ellipse(260, 470, 420, 120, p.leaf),
      ellipse(900, 480, 520, 110, p.leafDark),
      path('M0 500 Q300 430 600 500 T1200 490 V640 H0 Z', p.warm),
      path('M0 560 Q300 500 650 560 T1200 550 V650 H0 Z', p.leaf),
      ...[0, 1, 2, 3, 4, 5, 6].map((i) => line(i * 180 + 40, 540, i * 180 + 120, 520, p.accentDark, 4)),
      // Barn.
      rect(110, 380, 200, 150, p.accent),
      poly('90,390 210,300 330,390', p.primaryDark),
      rect(170, 440, 80, 90, p.accentDark),
      line(170, 440, 250, 530, p.cream, 6),
      line(250, 440, 170, 530, p.cream, 6),
      rect(190, 340, 40, 32, p.cream, 4),
      tree(380, 540, 0.8, p),
      tree(1120, 560, 0.9, p),
      rect(0, 620, 1200, 180, p.ground),
      furrows,
      // Tractor.
      rect(520, 560, 310, 96, p.accent, 16),
      rect(520, 540, 150, 30, p.accentDark, 10),
      rect(560, 480, 14, 70, p.ink, 4),
      rect(690, 440, 150, 130, p.primary, 12),
      rect(708, 456, 114, 80, p.primaryLight, 8),
      rect(500, 620, 40, 30, p.ink, 6),
      circle(780, 676, 84, p.ink),
      circle(780, 676, 54, p.primaryDark),
      circle(780, 676, 30, p.warm),
      circle(580, 706, 50, p.ink),
      circle(580, 706, 30, p.primaryDark),
      circle(580, 706, 16, p.warm),
    ].join(''),
  );
}

/** Delivery truck on a road with the Andes behind and a map pin. */
export function transportationScene(p: Palette): string {
  const dashes = Array.from({ length: 11 }, (_, i) => rect(i * 120 - 20, 668, 70, 10, p.cream, 5)).join('');
  const wheel = (x: number) =>
    circle(x, 620, 50, p.ink) + circle(x, 620, 22, p.cream) + circle(x, 620, 8, p.ink);
  return canvas(
    [
      sky(p, 1020, 130, [
        [560, 90, 0.8],
        [850, 170, 0.6],
      ]),
      poly('0,520 220,260 430,520', p.primaryLight),
      poly('170,320 220,260 270,320 245,312 220,330 195,312', p.cream),
      poly('300,520 560,220 820,520', p.bgSoft),
      poly('500,290 560,220 620,290 590,280 560,300 530,280', p.cream),
      poly('680,520 940,300 1200,520', p.primaryLight),
      rect(0, 500, 1200, 100, p.leaf),
      rect(0, 600, 1200, 150, p.ink, 0, 'opacity="0.85"'),
      dashes,
      rect(0, 740, 1200, 60, p.ground),
      // Map pin with a dashed route.
      `<path d="M160 250 C220 330 300 300 330 380" fill="none" stroke="${p.accent}" stroke-width="6" stroke-dasharray="14 12" stroke-linecap="round"/>`,
      path('M160 250 C110 190 110 120 160 110 C210 120 210 190 160 250 z', p.accent),
      circle(160, 160, 20, p.cream),
      // Truck.
      rect(330, 330, 480, 260, p.cream, 14),
      rect(330, 450, 480, 40, p.primary),
      circle(570, 400, 34, p.accent),
      poly('556,388 594,400 556,412', p.cream),
      rect(810, 420, 190, 180, p.primary, 22),
      poly('840,440 950,440 990,510 840,510', p.primaryLight),
      rect(990, 560, 34, 40, p.ink, 6),
      circle(995, 536, 12, p.warm),
      rect(320, 580, 710, 26, p.ink, 10),
      wheel(430),
      wheel(540),
      wheel(920),
    ].join(''),
  );
}

/** Houses and a small building with a blank sale sign and a big key. */
export function realestateScene(p: Palette): string {
  const pickets = Array.from({ length: 30 }, (_, i) => rect(10 + i * 40, 620, 18, 60, p.cream, 4)).join('');
  const blockWindows = [0, 1, 2, 3, 4]
    .flatMap((r) =>
      [0, 1, 2].map((c) =>
        rect(480 + c * 78, 230 + r * 70, 52, 44, r === 1 && c === 2 ? p.warm : p.cream, 5),
      ),
    )
    .join('');
  return canvas(
    [
      sky(p, 1040, 130, [
        [470, 90, 0.9],
        [780, 140, 0.6],
      ]),
      rect(0, 620, 1200, 180, p.leaf),
      rect(0, 690, 1200, 110, p.ground),
      // House 1.
      rect(130, 390, 260, 240, p.cream),
      poly('100,400 260,260 420,400', p.accent),
      rect(230, 510, 64, 120, p.primaryDark, 4),
      rect(160, 430, 60, 56, p.primaryLight, 4),
      rect(310, 430, 60, 56, p.primaryLight, 4),
      // Apartment block.
      rect(450, 200, 280, 430, p.primaryLight),
      rect(440, 180, 300, 30, p.primary, 6),
      blockWindows,
      rect(560, 570, 60, 60, p.primaryDark, 4),
      // House 2.
      rect(780, 430, 290, 200, p.primary),
      poly('760,440 925,320 1090,440', p.primaryDark),
      rect(820, 480, 70, 60, p.cream, 4),
      rect(960, 480, 70, 60, p.cream, 4),
      rect(900, 540, 50, 90, p.warm, 4),
      pickets,
      rect(0, 640, 1200, 10, p.cream),
      tree(60, 640, 0.8, p),
      // Sale sign (blank board with a house glyph).
      rect(1040, 560, 14, 170, p.ink, 4),
      rect(960, 520, 180, 110, p.accent, 12),
      rect(975, 535, 150, 80, p.cream, 8),
      poly('1050,548 1090,580 1010,580', p.accent),
      rect(1022, 580, 56, 26, p.accent, 3),
      // Key.
      `<circle cx="160" cy="150" r="44" fill="none" stroke="${p.warm}" stroke-width="22"/>`,
      rect(200, 140, 190, 22, p.warm, 8),
      rect(330, 160, 20, 34, p.warm, 4),
      rect(364, 160, 20, 26, p.warm, 4),
    ].join(''),
  );
}

/** Desk with coin stacks, calculator, report and a rising bar chart. */
export function financeScene(p: Palette): string {
  const bars = [0, 1, 2, 3, 4, 5]
    .map((i) =>
      rect(640 + i * 80, 520 - (80 + i * 55), 56, 80 + i * 55, i % 2 ? p.primary : p.primaryLight, 8),
    )
    .join('');
  const coins = (x: number, n: number) =>
    Array.from(
      { length: n },
      (_, i) =>
        ellipse(x, 580 - i * 18, 52, 16, p.accentDark) +
        rect(x - 52, 572 - i * 18 - 8, 104, 16, p.warm) +
        ellipse(x, 564 - i * 18 - 8, 52, 16, p.warm, `stroke="${p.accentDark}" stroke-width="3"`),
    ).join('');
  const keys = [0, 1, 2, 3]
    .flatMap((r) =>
      [0, 1, 2].map((c) =>
        rect(538 + c * 34, 510 + r * 24, 26, 18, r === 3 && c === 2 ? p.accent : p.cream, 4),
      ),
    )
    .join('');
  return canvas(
    [
      room(p, 720),
      bars,
      `<polyline points="620,420 740,360 820,380 920,260 1000,270 1090,150" fill="none" stroke="${p.accent}" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/>`,
      poly('1060,130 1120,120 1100,180', p.accent),
      rect(60, 596, 1080, 28, p.accentDark, 10),
      rect(100, 624, 1000, 96, p.primaryDark, 0, 'opacity="0.25"'),
      coins(170, 5),
      coins(290, 8),
      coins(410, 3),
      // Calculator.
      rect(520, 440, 140, 156, p.ink, 16),
      rect(536, 456, 108, 40, p.primaryLight, 6),
      keys,
      // Report with a pie chart.
      rect(700, 470, 190, 126, p.cream, 10, 'transform="rotate(-4 795 533)"'),
      circle(750, 530, 32, p.primaryLight),
      path('M750 530 V498 A32 32 0 0 1 780 540 z', p.accent),
      rect(800, 506, 70, 10, p.primary, 5),
      rect(800, 528, 56, 10, p.bgSoft, 5),
      rect(800, 550, 64, 10, p.warm, 5),
      // Briefcase.
      rect(930, 476, 190, 120, p.primary, 14),
      rect(990, 450, 70, 30, 'none', 10, `stroke="${p.primaryDark}" stroke-width="10"`),
      rect(930, 520, 190, 10, p.primaryDark),
      rect(1010, 512, 30, 26, p.warm, 4),
      pottedPlant(100, 596, 1, p),
    ].join(''),
  );
}

/** Neighbourhood kiosk with bunting, goods on shelves and a cargo bike. */
export function otherScene(p: Palette): string {
  const stripes: string[] = [];
  for (let i = 0; i < 12; i++) {
    const x = 300 + i * 50;
    const fill = i % 2 === 0 ? p.primary : p.cream;
    stripes.push(poly(`${x + 10},200 ${x + 60},200 ${x + 50},280 ${x},280`, fill));
    stripes.push(circle(x + 25, 280, 25, fill));
  }
  const flags = Array.from({ length: 11 }, (_, i) => {
    const x = 40 + i * 110;
    const y = 80 + Math.abs(5 - i) * 8;
    const fill = [p.accent, p.warm, p.primaryLight][i % 3]!;
    return poly(`${x},${y} ${x + 60},${y} ${x + 30},${y + 50}`, fill);
  }).join('');
  const fruit = (x: number, y: number, fill: string) =>
    rect(x, y, 120, 46, p.accentDark, 6) +
    [0, 1, 2, 3].map((i) => circle(x + 18 + i * 28, y - 4, 16, fill)).join('');
  const jars = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        rect(380 + i * 75, 330, 46, 60, [p.warm, p.accent, p.primaryLight][i % 3]!, 8) +
        rect(384 + i * 75, 322, 38, 12, p.ink, 4),
    )
    .join('');
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="690" r="52" fill="none" stroke="${p.ink}" stroke-width="12"/>` +
    circle(x, 690, 8, p.ink);
  return canvas(
    [
      sky(p, 1060, 200, [[180, 230, 0.8]]),
      `<path d="M0 80 Q600 180 1200 80" fill="none" stroke="${p.ink}" stroke-width="3"/>`,
      flags,
      tree(150, 640, 1.2, p),
      rect(0, 640, 1200, 160, p.ground),
      rect(0, 640, 1200, 10, p.groundDark),
      rect(320, 280, 560, 360, p.bgSoft),
      rect(330, 270, 16, 370, p.primaryDark),
      rect(854, 270, 16, 370, p.primaryDark),
      rect(300, 188, 600, 24, p.primaryDark, 8),
      stripes.join(''),
      rect(346, 396, 508, 12, p.accentDark),
      jars,
      fruit(380, 450, p.accent),
      fruit(540, 450, p.warm),
      fruit(700, 450, p.leaf),
      rect(300, 500, 600, 140, p.accent, 10),
      rect(330, 524, 540, 92, p.accentDark, 8, 'opacity="0.35"'),
      pottedPlant(260, 650, 1, p),
      // Cargo bike: box over the front wheel.
      wheel(950),
      wheel(1120),
      `<path d="M1120 690 L1040 690 L1080 604 L990 612 L1040 690 M990 612 L950 690 M990 612 L985 580" fill="none" stroke="${p.primaryDark}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>`,
      line(968, 578, 1004, 578, p.ink, 10),
      rect(1062, 590, 44, 14, p.ink, 7),
      rect(866, 560, 100, 72, p.warm, 8),
      rect(866, 580, 100, 10, p.accentDark, 0, 'opacity="0.4"'),
    ].join(''),
  );
}

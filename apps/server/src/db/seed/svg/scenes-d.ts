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
} from './palette.ts';

// Scenes for listings whose category's main scene would show another kind of business
// (no washing machines for a beauty salon, no beach for a hostal in Cusco).

/** Beauty salon and barbershop: round mirrors, styling chairs, a hood dryer, shelf of bottles, barber pole. */
export function salonScene(p: Palette): string {
  const station = (x: number) =>
    [
      // Mirror with a lit frame.
      circle(x, 250, 118, p.accentDark),
      circle(x, 250, 104, p.primaryLight),
      path(
        `M${x - 60} 210 A80 80 0 0 1 ${x + 10} 170`,
        'none',
        `stroke="${p.cream}" stroke-width="10" stroke-linecap="round" opacity="0.8"`,
      ),
      ...[-1, 1].map((s) => circle(x + s * 118, 250, 10, p.warm)),
      // Counter with brushes and a spray bottle.
      rect(x - 150, 390, 300, 26, p.accentDark, 8),
      rect(x - 110, 352, 22, 38, p.accent, 6),
      rect(x - 80, 362, 16, 28, p.primary, 5),
      rect(x + 70, 340, 26, 50, p.cream, 6),
      rect(x + 76, 326, 14, 16, p.ink, 3),
      // Styling chair.
      rect(x - 70, 460, 140, 110, p.primaryDark, 26),
      rect(x - 88, 520, 176, 40, p.primary, 16),
      rect(x - 60, 420, 120, 60, p.primaryDark, 22),
      rect(x - 10, 560, 20, 70, p.ink),
      ellipse(x, 640, 80, 14, p.ink),
    ].join('');
  const bottles = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => {
      const colors = [p.accent, p.warm, p.primary, p.cream, p.leaf];
      const h = 40 + (i % 3) * 14;
      return rect(1000 + i * 24, 150 - h, 18, h, colors[i % colors.length]!, 5);
    })
    .join('');
  const pole = [0, 1, 2, 3, 4, 5]
    .map((i) =>
      poly(`78,${160 + i * 40} 122,${140 + i * 40} 122,${160 + i * 40} 78,${180 + i * 40}`, p.accent),
    )
    .join('');
  return canvas(
    [
      room(p, 640),
      // Barber pole.
      rect(70, 120, 60, 300, p.cream, 30),
      `<defs><clipPath id="pole"><rect x="70" y="120" width="60" height="300" rx="30"/></clipPath></defs>`,
      `<g clip-path="url(#pole)">${pole}</g>`,
      rect(62, 104, 76, 24, p.ink, 10),
      rect(62, 412, 76, 24, p.ink, 10),
      station(390),
      station(760),
      // Shelf with products.
      rect(980, 150, 190, 14, p.accentDark, 5),
      bottles,
      // Hood dryer on its stand.
      path('M1010 330 q70 -90 140 0 v40 h-140 z', p.primaryLight),
      rect(1000, 360, 160, 22, p.primary, 10),
      rect(1072, 380, 16, 200, p.ink),
      rect(1040, 576, 80, 16, p.ink, 6),
      // Scissors and comb on the wall sign.
      circle(575, 80, 16, 'none', `stroke="${p.ink}" stroke-width="6"`),
      circle(615, 80, 16, 'none', `stroke="${p.ink}" stroke-width="6"`),
      line(585, 68, 640, 20, p.ink, 7),
      line(605, 68, 550, 20, p.ink, 7),
      pottedPlant(230, 740, 1.2, p),
      pottedPlant(960, 740, 1.1, p),
    ].join(''),
  );
}

/** Auto workshop and car wash: open bays, a car on a lift, tyres, a hose and suds. */
export function garageScene(p: Palette): string {
  const car = (x: number, y: number, body: string) =>
    [
      path(`M${x} ${y} h300 q20 0 24 22 l8 50 h-364 l10 -42 q6 -30 30 -30 z`, body),
      path(`M${x + 60} ${y} l40 -56 h120 l48 56 z`, body),
      path(`M${x + 82} ${y - 6} l30 -40 h44 v40 z`, p.primaryLight),
      path(`M${x + 166} ${y - 6} v-40 h46 l34 40 z`, p.primaryLight),
      circle(x + 40, y + 74, 36, p.ink),
      circle(x + 40, y + 74, 14, p.cream),
      circle(x + 260, y + 74, 36, p.ink),
      circle(x + 260, y + 74, 14, p.cream),
      rect(x + 300, y + 20, 20, 12, p.warm, 4),
    ].join('');
  const tyres = [0, 1, 2]
    .map(
      (i) => ellipse(1060, 680 - i * 44, 70, 26, p.ink) + ellipse(1060, 680 - i * 44, 30, 10, p.groundDark),
    )
    .join('');
  const suds = [
    [200, 560, 26],
    [240, 530, 20],
    [280, 570, 30],
    [170, 600, 18],
    [320, 540, 16],
  ]
    .map(([x, y, r]) => circle(x!, y!, r!, p.cream, 'opacity="0.85"'))
    .join('');
  return canvas(
    [
      sky(p, 1060, 110, [[300, 90, 0.9]]),
      rect(0, 620, 1200, 180, p.ground),
      rect(0, 620, 1200, 10, p.groundDark),
      // Building with two open bays and a sign.
      rect(40, 180, 1000, 440, p.cream),
      rect(20, 150, 1040, 50, p.primaryDark, 8),
      rect(380, 92, 320, 64, p.accent, 12),
      circle(430, 124, 18, 'none', `stroke="${p.cream}" stroke-width="8"`),
      line(446, 124, 520, 124, p.cream, 10),
      rect(540, 112, 130, 12, p.cream, 6),
      rect(80, 240, 420, 380, p.groundDark),
      rect(560, 240, 440, 380, p.groundDark),
      ...[0, 1, 2, 3].map((i) => rect(80, 244 + i * 18, 420, 8, p.bgSoft, 2)),
      ...[0, 1, 2, 3].map((i) => rect(560, 244 + i * 18, 440, 8, p.bgSoft, 2)),
      // Left bay: a car being washed, with hose and suds.
      car(110, 500, p.accent),
      line(470, 330, 470, 600, p.primary, 10),
      path('M470 330 q-80 -10 -120 90', 'none', `stroke="${p.ink}" stroke-width="8"`),
      suds,
      // Right bay: a car up on the lift.
      rect(600, 470, 360, 18, p.warm, 6),
      rect(640, 488, 18, 132, p.ink),
      rect(900, 488, 18, 132, p.ink),
      car(610, 390, p.primary),
      tyres,
      // Wrench on the wall.
      path('M1090 300 l40 40 l-80 80 l-40 -40 z', p.ink),
      circle(1140, 290, 34, p.ink),
      circle(1150, 280, 14, p.bg),
    ].join(''),
  );
}

/** Andean lodge: a colonial house with a tiled roof and wooden balconies, mountains with snow behind, cobbles. */
export function lodgeScene(p: Palette): string {
  const balcony = (x: number) =>
    [
      rect(x, 300, 150, 110, p.primaryDark, 6),
      rect(x + 14, 314, 56, 96, p.primaryLight, 4),
      rect(x + 80, 314, 56, 96, p.primaryLight, 4),
      rect(x - 14, 404, 178, 16, p.accentDark, 4),
      ...[0, 1, 2, 3, 4, 5, 6].map((i) => rect(x - 6 + i * 26, 420, 8, 46, p.accentDark)),
      rect(x - 14, 462, 178, 12, p.accentDark, 4),
      // Geraniums on the rail.
      ...[0, 1, 2].map((i) => circle(x + 20 + i * 55, 396, 14, i === 1 ? p.warm : p.accent)),
    ].join('');
  const cobbles: string[] = [];
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 16; c++) {
      cobbles.push(ellipse(40 + c * 76 + (r % 2) * 38, 680 + r * 34, 32, 13, p.groundDark, 'opacity="0.55"'));
    }
  }
  const tiles: string[] = [];
  for (let x = 170; x <= 1030; x += 28) tiles.push(line(x, 196, x - 14, 248, p.accentDark, 4));
  return canvas(
    [
      sky(p, 1110, 90, [[330, 110, 0.8]]),
      // Mountains with snow caps.
      poly('0,420 170,70 380,360 600,30 840,360 1030,90 1200,330 1200,620 0,620', p.leafDark),
      poly('122,158 170,70 222,164 194,150 170,172 146,154', p.cream),
      poly('548,112 600,30 654,118 624,104 600,128 574,110', p.cream),
      poly('980,176 1030,90 1082,182 1052,168 1030,190 1006,172', p.cream),
      poly('0,560 300,420 600,540 900,430 1200,540 1200,620 0,620', p.leaf),
      // The house.
      rect(160, 240, 880, 400, p.cream),
      poly('130,250 230,180 970,180 1070,250', p.accent),
      tiles.join(''),
      rect(130, 244, 940, 14, p.accentDark, 4),
      balcony(230),
      balcony(525),
      balcony(820),
      // Arched wooden door and ground-floor windows.
      path('M540 640 v-110 a60 60 0 0 1 120 0 v110 z', p.accentDark),
      line(600, 500, 600, 640, p.accent, 5),
      circle(628, 590, 6, p.warm),
      rect(265, 530, 80, 80, p.primaryLight, 6),
      rect(255, 608, 100, 10, p.primaryDark, 3),
      rect(855, 530, 80, 80, p.primaryLight, 6),
      rect(845, 608, 100, 10, p.primaryDark, 3),
      // Hanging sign.
      line(720, 500, 720, 520, p.ink, 4),
      rect(690, 520, 90, 40, p.primary, 6),
      rect(704, 534, 62, 10, p.cream, 4),
      // Street.
      rect(0, 640, 1200, 160, p.ground),
      cobbles.join(''),
      pottedPlant(110, 700, 1.1, p),
      pottedPlant(1110, 700, 1.1, p),
    ].join(''),
  );
}

/** Dining room: tables laid with plates and glasses, a pass with a cook's hat, hanging lamps, plants. */
export function diningScene(p: Palette): string {
  const table = (x: number, y: number, w: number) =>
    [
      rect(x, y, w, 20, p.cream, 8),
      rect(x + 6, y + 20, w - 12, 8, p.groundDark, 3),
      rect(x + 20, y + 28, 14, 110, p.accentDark),
      rect(x + w - 34, y + 28, 14, 110, p.accentDark),
      ...[0.25, 0.75].map((f) =>
        [
          ellipse(x + w * f, y - 6, 70, 18, p.bgSoft),
          ellipse(x + w * f, y - 9, 48, 12, p.cream),
          circle(x + w * f - 14, y - 20, 14, p.accent),
          circle(x + w * f + 14, y - 18, 12, p.leaf),
        ].join(''),
      ),
      rect(x + w * 0.5 - 9, y - 70, 18, 64, p.primaryLight, 5, 'opacity="0.8"'),
      // Chairs.
      rect(x - 50, y - 40, 14, 178, p.accentDark, 5),
      rect(x - 50, y + 40, 60, 14, p.accentDark, 5),
      rect(x + w + 36, y - 40, 14, 178, p.accentDark, 5),
      rect(x + w - 10, y + 40, 60, 14, p.accentDark, 5),
    ].join('');
  const lamp = (x: number) =>
    [
      line(x, 0, x, 120, p.ink, 4),
      path(`M${x - 46} 160 q46 -70 92 0 z`, p.accent),
      circle(x, 166, 12, p.sun),
    ].join('');
  return canvas(
    [
      room(p, 640),
      // Kitchen pass with a cook's hat and steam.
      rect(420, 150, 360, 200, p.primaryDark, 12),
      rect(440, 170, 320, 160, p.bgSoft, 8),
      rect(400, 340, 400, 22, p.accentDark, 6),
      path('M560 300 q-30 -10 -20 -45 q5 -35 40 -30 q20 -30 50 -5 q35 -5 35 35 q5 35 -25 45 z', p.cream),
      rect(568, 296, 64, 30, p.cream, 4),
      ...[0, 1, 2].map((i) =>
        path(
          `M${500 + i * 100} 240 q-16 -20 0 -40 q16 -20 0 -40`,
          'none',
          `stroke="${p.cream}" stroke-width="8" stroke-linecap="round" opacity="0.8"`,
        ),
      ),
      lamp(240),
      lamp(960),
      table(100, 500, 380),
      table(720, 500, 380),
      pottedPlant(600, 740, 1.3, p),
    ].join(''),
  );
}

/** Events hall: a long dressed table, a two-tier cake, string lights and flower arrangements. */
export function eventsScene(p: Palette): string {
  const bulbs = Array.from({ length: 13 }, (_, i) => {
    const x = 60 + i * 90;
    const y = 90 + Math.sin((i / 12) * Math.PI) * 70;
    return circle(x, y + 14, 12, i % 3 === 0 ? p.sun : i % 3 === 1 ? p.warm : p.cream);
  }).join('');
  const flowers = (x: number, y: number) =>
    [
      rect(x - 14, y, 28, 40, p.primaryLight, 6),
      ...[-22, 0, 22].map((dx, i) =>
        circle(x + dx, y - 14 - (i === 1 ? 12 : 0), 16, i === 1 ? p.accent : p.warm),
      ),
      ...[-34, 34].map((dx) => ellipse(x + dx, y - 4, 16, 8, p.leaf)),
    ].join('');
  return canvas(
    [
      room(p, 650),
      path('M0 90 Q600 250 1200 90', 'none', `stroke="${p.ink}" stroke-width="4" opacity="0.6"`),
      bulbs,
      // Draped back wall.
      ...[0, 1, 2, 3, 4, 5].map((i) =>
        path(`M${100 + i * 180} 200 q90 120 180 0 v260 h-180 z`, p.bgSoft, 'opacity="0.7"'),
      ),
      // Long table with cloth.
      rect(120, 470, 960, 30, p.cream, 10),
      path('M120 500 h960 l-30 150 h-900 z', p.cream),
      ...[0, 1, 2, 3, 4].map((i) =>
        path(`M${180 + i * 190} 500 q-20 75 0 150`, 'none', `stroke="${p.bgSoft}" stroke-width="6"`),
      ),
      // Cake.
      rect(540, 360, 120, 110, p.cream, 10, `stroke="${p.accent}" stroke-width="6"`),
      rect(565, 300, 70, 62, p.cream, 8, `stroke="${p.accent}" stroke-width="6"`),
      circle(600, 290, 10, p.warm),
      flowers(300, 430),
      flowers(900, 430),
      ...[380, 460, 740, 820].map((x) => rect(x - 8, 420, 16, 50, p.primaryLight, 5, 'opacity="0.9"')),
    ].join(''),
  );
}

/** Surf school by the sea: waves, a rack of boards, a small hut with an awning, a palm. */
export function surfScene(p: Palette): string {
  const board = (x: number, color: string, tilt: number) =>
    `<g transform="rotate(${tilt} ${x} 560)">${ellipse(x, 480, 30, 130, color)}${line(x, 360, x, 600, p.cream, 4)}</g>`;
  return canvas(
    [
      sky(p, 980, 140, [[260, 110, 1]]),
      rect(0, 380, 1200, 200, p.primary),
      ...[0, 1, 2].map((i) =>
        path(
          `M0 ${420 + i * 50} q75 -30 150 0 t150 0 t150 0 t150 0 t150 0 t150 0 t150 0 t150 0`,
          'none',
          `stroke="${p.cream}" stroke-width="8" opacity="${0.8 - i * 0.2}"`,
        ),
      ),
      rect(0, 560, 1200, 240, p.ground),
      // Hut with an awning and a sign.
      rect(720, 380, 340, 220, p.cream),
      poly('700,390 890,300 1080,390', p.accent),
      rect(760, 440, 120, 160, p.accentDark),
      rect(920, 450, 100, 70, p.primaryLight, 6),
      rect(740, 330, 160, 40, p.primaryDark, 8),
      rect(760, 344, 120, 12, p.cream, 6),
      // Board rack.
      rect(180, 600, 420, 16, p.accentDark, 6),
      board(250, p.accent, -6),
      board(340, p.warm, -2),
      board(430, p.primaryLight, 2),
      board(520, p.cream, 6),
      ...[0, 1].map((i) => rect(200 + i * 370, 600, 16, 60, p.accentDark, 4)),
      palm(1120, 620, 1.0, p),
      palm(80, 620, 0.9, p),
    ].join(''),
  );
}

/** Team office: a window on the city, a whiteboard of sticky notes, two desks with monitors showing charts. */
export function officeScene(p: Palette): string {
  const skyline = [
    [90, 190, 70],
    [170, 150, 60],
    [240, 210, 50],
    [300, 170, 70],
  ]
    .map(([x, top, w]) => rect(x!, top!, w!, 330 - top!, p.primaryDark, 4, 'opacity="0.55"'))
    .join('');
  const notes = Array.from({ length: 9 }, (_, i) => {
    const colors = [p.sun, p.warm, p.primaryLight, p.accent];
    return rect(700 + (i % 3) * 110, 120 + Math.floor(i / 3) * 70, 80, 52, colors[i % colors.length]!, 4);
  }).join('');
  const monitor = (x: number, bars: number[]) =>
    [
      rect(x, 380, 230, 150, p.ink, 12),
      rect(x + 12, 392, 206, 120, p.cream, 6),
      ...bars.map((h, i) => rect(x + 30 + i * 36, 500 - h, 24, h, i % 2 ? p.primary : p.accent, 3)),
      path(`M${x + 30} 440 l50 -20 l45 10 l60 -30`, 'none', `stroke="${p.primaryDark}" stroke-width="5"`),
      rect(x + 100, 530, 30, 40, p.ink),
      rect(x + 70, 566, 90, 12, p.ink, 5),
    ].join('');
  const chair = (x: number) =>
    [
      rect(x, 600, 110, 110, p.primary, 22),
      rect(x + 48, 700, 14, 50, p.ink),
      ellipse(x + 55, 756, 60, 10, p.ink),
    ].join('');
  return canvas(
    [
      room(p, 660),
      // Window with the city.
      rect(60, 100, 320, 240, p.cream, 10),
      rect(74, 114, 292, 212, p.bg),
      skyline,
      line(220, 114, 220, 326, p.cream, 8),
      // Whiteboard.
      rect(670, 90, 380, 250, p.cream, 10, `stroke="${p.groundDark}" stroke-width="8"`),
      notes,
      // Desks with monitors.
      rect(120, 578, 960, 24, p.accentDark, 8),
      rect(150, 602, 20, 150, p.accentDark),
      rect(1030, 602, 20, 150, p.accentDark),
      monitor(230, [40, 70, 55, 90]),
      monitor(700, [60, 35, 80, 100]),
      rect(520, 540, 80, 38, p.primaryLight, 6),
      circle(980, 560, 18, p.warm),
      chair(280),
      chair(760),
      pottedPlant(1120, 740, 1.2, p),
    ].join(''),
  );
}

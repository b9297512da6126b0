// The demo's room pictures, drawn as a photographer would frame a hotel room: one-point perspective
// from the door, the beds' headboards against the far wall, a window on the right wall (or shoji on the
// far wall of a Japanese room) with the view, a wooden or tatami floor, lamps and the light they cast.
// Pure SVG with gradients and no filters or fonts: a few kilobytes per room, sharp at any size, 16:9.

export interface RoomScene {
  /** The room's name: the picture's accessible title, and the seed of its small variations. */
  label: string;
  /** The wall colour (#rrggbb). */
  wall: string;
  beds: number;
  /** A room with a view: the city, or mountains for a Japanese room. */
  view: boolean;
  /** Tatami, shoji and futons instead of a wooden floor, a window and beds. */
  japanese: boolean;
  /** A private open-air bath beyond the open shoji. */
  bath: boolean;
}

const W = 800;
const H = 450;
// The far wall's rectangle; everything nearer is that rectangle scaled by k about the vanishing point.
const VX = 400;
const VY = 200;
const LEFT = 170;
const RIGHT = 630;
const TOP = 70;
const FLOOR = 300;

/** A point of the plane parallel to the far wall at scale k (1: the far wall; 2.5: the picture's bottom edge). */
function p(x: number, y: number, k: number): string {
  const round = (n: number) => Math.round(n * 10) / 10;
  return `${round(VX + (x - VX) * k)},${round(VY + (y - VY) * k)}`;
}

function poly(points: string[], fill: string, extra = ''): string {
  return `<polygon points="${points.join(' ')}" fill="${fill}"${extra}/>`;
}

/** #rrggbb scaled towards black (factor < 1) or white (factor > 1). */
function shade(hex: string, factor: number): string {
  const channel = (i: number) => {
    const value = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    const next = factor <= 1 ? value * factor : value + (255 - value) * (factor - 1);
    return Math.max(0, Math.min(255, Math.round(next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** A small deterministic generator, so a room's drawing is the same at every seed. */
function random(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507);
    state = Math.imul(state ^ (state >>> 13), 3266489909);
    state ^= state >>> 16;
    return (state >>> 0) / 4294967296;
  };
}

const ACCENTS = ['#7a4b3a', '#2f4f6f', '#5b6b3a', '#8a6a2f', '#6a3f5f', '#3f6a66'];

function defs(scene: RoomScene, accent: string): string {
  const { wall } = scene;
  return (
    '<defs>' +
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(wall, 0.93)}"/><stop offset="1" stop-color="${shade(wall, 1.02)}"/></linearGradient>` +
    `<linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(wall, 0.72)}"/><stop offset="1" stop-color="${shade(wall, 0.88)}"/></linearGradient>` +
    `<linearGradient id="side2" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="${shade(wall, 0.8)}"/><stop offset="1" stop-color="${shade(wall, 0.93)}"/></linearGradient>` +
    `<linearGradient id="ceil" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(wall, 0.86)}"/><stop offset="1" stop-color="${shade(wall, 1.04)}"/></linearGradient>` +
    (scene.japanese
      ? '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9bb82"/><stop offset="1" stop-color="#a99a5e"/></linearGradient>'
      : '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a47650"/><stop offset="1" stop-color="#6e4a2e"/></linearGradient>') +
    '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fa7d6"/><stop offset=".7" stop-color="#cfe0ef"/><stop offset="1" stop-color="#f6e2c2"/></linearGradient>' +
    '<linearGradient id="duvet" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e4e2de"/></linearGradient>' +
    `<linearGradient id="throw" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(accent, 0.8)}"/><stop offset=".5" stop-color="${accent}"/><stop offset="1" stop-color="${shade(accent, 0.8)}"/></linearGradient>` +
    '<linearGradient id="paper" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbf6e8"/><stop offset="1" stop-color="#efe4c6"/></linearGradient>' +
    '<radialGradient id="glow"><stop offset="0" stop-color="#ffe2a8" stop-opacity=".85"/><stop offset="1" stop-color="#ffe2a8" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="vignette" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></radialGradient>' +
    '<linearGradient id="sun" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="#fff6dc" stop-opacity=".45"/><stop offset="1" stop-color="#fff6dc" stop-opacity="0"/></linearGradient>' +
    '</defs>'
  );
}

/** Ceiling, side walls, far wall and floor. */
function shell(scene: RoomScene): string {
  const far = 4;
  const parts = [
    poly([p(LEFT, TOP, 1), p(RIGHT, TOP, 1), p(RIGHT, TOP, far), p(LEFT, TOP, far)], 'url(#ceil)'),
    poly([p(LEFT, TOP, 1), p(LEFT, FLOOR, 1), p(LEFT, FLOOR, far), p(LEFT, TOP, far)], 'url(#side)'),
    poly([p(RIGHT, TOP, 1), p(RIGHT, FLOOR, 1), p(RIGHT, FLOOR, far), p(RIGHT, TOP, far)], 'url(#side2)'),
    `<rect x="${LEFT}" y="${TOP}" width="${RIGHT - LEFT}" height="${FLOOR - TOP}" fill="url(#wall)"/>`,
    poly([p(LEFT, FLOOR, 1), p(RIGHT, FLOOR, 1), p(RIGHT, FLOOR, far), p(LEFT, FLOOR, far)], 'url(#floor)'),
  ];
  // Skirting along the far wall, and two downlights in the ceiling.
  parts.push(
    `<rect x="${LEFT}" y="${FLOOR - 6}" width="${RIGHT - LEFT}" height="6" fill="${shade(scene.wall, 0.8)}"/>`,
  );
  for (const x of [300, 500]) {
    const [cx, cy] = p(x, TOP, 1.6).split(',');
    parts.push(`<ellipse cx="${cx}" cy="${cy}" rx="16" ry="4" fill="#fffdf5"/>`);
  }
  return parts.join('');
}

function woodFloor(): string {
  const lines: string[] = [];
  for (let x = LEFT + 10; x < RIGHT; x += 28) lines.push(`M${p(x, FLOOR, 1)}L${p(x, FLOOR, 4)}`);
  for (const k of [1.15, 1.4, 1.75, 2.2]) lines.push(`M${p(LEFT, FLOOR, k)}L${p(RIGHT, FLOOR, k)}`);
  return `<path d="${lines.join('')}" stroke="#5a3a22" stroke-opacity=".35" stroke-width="1.2" fill="none"/>`;
}

function tatamiFloor(): string {
  const lines: string[] = [];
  for (const k of [1.3, 1.75, 2.4]) lines.push(`M${p(LEFT, FLOOR, k)}L${p(RIGHT, FLOOR, k)}`);
  for (const x of [LEFT + 115, VX, RIGHT - 115]) lines.push(`M${p(x, FLOOR, 1)}L${p(x, FLOOR, 4)}`);
  const weave: string[] = [];
  for (let x = LEFT + 8; x < RIGHT; x += 9) weave.push(`M${p(x, FLOOR, 1)}L${p(x, FLOOR, 4)}`);
  return (
    `<path d="${weave.join('')}" stroke="#8f8148" stroke-opacity=".25" stroke-width=".8" fill="none"/>` +
    `<path d="${lines.join('')}" stroke="#39412c" stroke-width="3" fill="none"/>`
  );
}

/** The view: a city at dusk, or mountains and pines; an open-air bath in front when the room has one. */
function view(scene: RoomScene, x0: number, y0: number, x1: number, y1: number, rand: () => number): string {
  const width = x1 - x0;
  const height = y1 - y0;
  const parts = [`<rect x="${x0}" y="${y0}" width="${width}" height="${height}" fill="url(#sky)"/>`];
  if (scene.japanese) {
    const ridge = (base: number, amplitude: number, colour: string) => {
      const points = [`${x0},${y1}`];
      for (let i = 0; i <= 8; i++)
        points.push(`${x0 + (width * i) / 8},${Math.round(base - rand() * amplitude)}`);
      points.push(`${x1},${y1}`);
      return `<polygon points="${points.join(' ')}" fill="${colour}"/>`;
    };
    parts.push(
      ridge(y0 + height * 0.55, height * 0.3, '#8fa3b5'),
      ridge(y0 + height * 0.75, height * 0.25, '#5d7a5a'),
    );
    for (let i = 0; i < 3; i++) {
      const tx = x0 + width * (0.15 + rand() * 0.7);
      const ty = y1 - height * 0.1;
      parts.push(
        `<path d="M${tx},${ty - height * 0.45}l-${width * 0.06},${height * 0.3}h${width * 0.12}zM${tx},${ty - height * 0.3}l-${width * 0.08},${height * 0.3}h${width * 0.16}z" fill="#2f4a32"/>`,
      );
    }
    if (scene.bath) {
      const cx = (x0 + x1) / 2;
      parts.push(
        `<ellipse cx="${cx}" cy="${y1 - 6}" rx="${width * 0.42}" ry="${height * 0.14}" fill="#8a6a45"/>`,
        `<ellipse cx="${cx}" cy="${y1 - 8}" rx="${width * 0.37}" ry="${height * 0.1}" fill="#9cc7c9"/>`,
        `<path d="M${cx - 20},${y1 - 20}q-8,-14 0,-26q8,-12 0,-24M${cx + 14},${y1 - 18}q-8,-14 0,-26" stroke="#ffffff" stroke-opacity=".6" stroke-width="3" fill="none"/>`,
      );
    }
  } else {
    let x = x0;
    while (x < x1) {
      const bw = 14 + rand() * 26;
      const bh = height * (0.2 + rand() * 0.55);
      const colour = rand() > 0.5 ? '#4f5d73' : '#647189';
      parts.push(
        `<rect x="${x.toFixed(1)}" y="${(y1 - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" fill="${colour}"/>`,
      );
      const lit: string[] = [];
      for (let wy = y1 - bh + 6; wy < y1 - 4; wy += 8)
        for (let wx = x + 3; wx < x + bw - 4; wx += 6)
          if (rand() > 0.6) lit.push(`M${wx.toFixed(1)},${wy.toFixed(1)}h2.5v3h-2.5z`);
      if (lit.length) parts.push(`<path d="${lit.join('')}" fill="#ffe3a1"/>`);
      x += bw + 1;
    }
  }
  return parts.join('');
}

/** A tall window in the right-hand wall: the view or a sheer curtain, drapes either side. */
function sideWindow(scene: RoomScene, rand: () => number): string {
  const [k0, k1, top, bottom] = [1.2, 2.05, 95, 270];
  const frame = [p(RIGHT, top, k0), p(RIGHT, top, k1), p(RIGHT, bottom, k1), p(RIGHT, bottom, k0)];
  const xs = frame.map((point) => Number(point.split(',')[0]));
  const ys = frame.map((point) => Number(point.split(',')[1]));
  const inside = scene.view
    ? view(scene, Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys), rand)
    : `<rect x="${Math.min(...xs)}" y="${Math.min(...ys)}" width="${Math.max(...xs) - Math.min(...xs)}" height="${Math.max(...ys) - Math.min(...ys)}" fill="#f4f1ea"/>`;
  const sheer: string[] = [];
  if (!scene.view)
    for (let k = k0 + 0.05; k < k1; k += 0.09) sheer.push(`M${p(RIGHT, top, k)}L${p(RIGHT, bottom, k)}`);
  const drape = (a: number, b: number) =>
    poly([p(RIGHT, top - 12, a), p(RIGHT, top - 12, b), p(RIGHT, FLOOR, b), p(RIGHT, FLOOR, a)], '#d8cbb6');
  const folds: string[] = [];
  for (const k of [1.1, 1.15, 2.12, 2.2]) folds.push(`M${p(RIGHT, top - 12, k)}L${p(RIGHT, FLOOR, k)}`);
  return (
    `<clipPath id="pane"><polygon points="${frame.join(' ')}"/></clipPath>` +
    `<g clip-path="url(#pane)">${inside}${sheer.length ? `<path d="${sheer.join('')}" stroke="#d9d3c6" stroke-width="3" fill="none"/>` : ''}</g>` +
    poly(frame, 'none', ' stroke="#ffffff" stroke-width="5"') +
    `<path d="M${p(RIGHT, top, (k0 + k1) / 2)}L${p(RIGHT, bottom, (k0 + k1) / 2)}" stroke="#ffffff" stroke-width="4"/>` +
    drape(1.06, 1.2) +
    drape(2.05, 2.26) +
    `<path d="${folds.join('')}" stroke="#b9a98f" stroke-width="2" fill="none"/>` +
    // Daylight falling across the floor from the window.
    poly(
      [
        p(RIGHT, FLOOR, k0),
        p(RIGHT, FLOOR, k1),
        p(RIGHT - 260, FLOOR, k1 + 0.3),
        p(RIGHT - 260, FLOOR, k0 + 0.1),
      ],
      'url(#sun)',
    )
  );
}

/** Shoji across the far wall; with a view the middle panels stand open on it. */
function shoji(scene: RoomScene, rand: () => number): string {
  const top = 105;
  const panels = 6;
  const width = (RIGHT - LEFT) / panels;
  const parts = [
    `<rect x="${LEFT}" y="${top - 14}" width="${RIGHT - LEFT}" height="10" fill="#6b4a2b"/>`,
    `<rect x="${LEFT}" y="${top - 4}" width="${RIGHT - LEFT}" height="${FLOOR - top + 4}" fill="#6b4a2b"/>`,
  ];
  const open = scene.view ? [2, 3] : [];
  if (open.length) parts.push(view(scene, LEFT + width * 2, top, LEFT + width * 4, FLOOR - 4, rand));
  for (let i = 0; i < panels; i++) {
    if (open.includes(i)) continue;
    // Open panels slide behind their neighbours: those are drawn a touch wider.
    const x = LEFT + i * width + 3;
    const lattice: string[] = [];
    for (let gx = x + width / 4; gx < x + width - 8; gx += width / 4)
      lattice.push(`M${gx.toFixed(1)},${top + 2}V${FLOOR - 8}`);
    for (let gy = top + 22; gy < FLOOR - 10; gy += 24)
      lattice.push(`M${x.toFixed(1)},${gy}h${(width - 6).toFixed(1)}`);
    parts.push(
      `<rect x="${x.toFixed(1)}" y="${top + 2}" width="${(width - 6).toFixed(1)}" height="${FLOOR - top - 10}" fill="url(#paper)"/>`,
      `<path d="${lattice.join('')}" stroke="#8a6a45" stroke-width="1.5" fill="none"/>`,
    );
  }
  return parts.join('');
}

/** A lamp on a bedside table against the far wall, centred at x, with its pool of light. */
function lamp(x: number, low: boolean): string {
  const tableTop = low ? FLOOR - 18 : FLOOR - 48;
  const table = low
    ? `<rect x="${x - 16}" y="${tableTop}" width="32" height="18" fill="#5a3b24"/>`
    : `<rect x="${x - 16}" y="${tableTop}" width="32" height="48" fill="#6b4a30"/><rect x="${x - 16}" y="${tableTop}" width="32" height="5" fill="#82603f"/>`;
  const shadeTop = tableTop - 34;
  return (
    `<circle cx="${x}" cy="${shadeTop + 10}" r="60" fill="url(#glow)"/>` +
    table +
    `<rect x="${x - 1.5}" y="${shadeTop + 16}" width="3" height="18" fill="#3b2a1c"/>` +
    `<path d="M${x - 8},${shadeTop}h16l6,18h-28z" fill="#fbe7bd"/>`
  );
}

interface Span {
  x0: number;
  x1: number;
}

/** Spans of the far wall for `count` beds between lo and hi, at most `max` wide each, `gap` apart. */
function spans(count: number, lo: number, hi: number, max: number, gap: number): Span[] {
  const width = Math.min(max, (hi - lo - gap * (count - 1)) / count);
  const start = (lo + hi) / 2 - (width * count + gap * (count - 1)) / 2;
  return Array.from({ length: count }, (_, i) => ({
    x0: start + i * (width + gap),
    x1: start + i * (width + gap) + width,
  }));
}

/** A made bed in perspective: base, mattress and duvet, pillows at the head, a throw at the foot. */
function bed({ x0, x1 }: Span, height: number, k0: number, k1: number): string {
  const top = FLOOR - height;
  const parts: string[] = [];
  // Whichever long side faces the camera shows.
  const sideX = x0 > VX ? x0 : x1 < VX ? x1 : null;
  if (sideX !== null)
    parts.push(
      poly([p(sideX, top, k0), p(sideX, top, k1), p(sideX, FLOOR, k1), p(sideX, FLOOR, k0)], '#d9d6d0'),
    );
  parts.push(
    `<ellipse cx="${p((x0 + x1) / 2, FLOOR, k1 - 0.05).split(',')[0]}" cy="${p(VX, FLOOR, k1).split(',')[1]}" rx="${((x1 - x0) * k1) / 2 + 10}" ry="8" fill="#000" fill-opacity=".18"/>`,
    poly([p(x0, top, k0), p(x1, top, k0), p(x1, top, k1), p(x0, top, k1)], 'url(#duvet)'),
    poly(
      [p(x0, top, k1), p(x1, top, k1), p(x1, FLOOR - height * 0.35, k1), p(x0, FLOOR - height * 0.35, k1)],
      '#ebe8e3',
    ),
    poly(
      [
        p(x0, FLOOR - height * 0.35, k1),
        p(x1, FLOOR - height * 0.35, k1),
        p(x1, FLOOR, k1),
        p(x0, FLOOR, k1),
      ],
      '#5b4030',
    ),
  );
  // The throw across the foot of the bed, over the top and down the end.
  const t0 = k1 - (k1 - k0) * 0.28;
  const t1 = k1 - (k1 - k0) * 0.08;
  parts.push(
    poly([p(x0, top, t0), p(x1, top, t0), p(x1, top, t1), p(x0, top, t1)], 'url(#throw)'),
    poly(
      [p(x0, top, k1), p(x1, top, k1), p(x1, top + height * 0.3, k1), p(x0, top + height * 0.3, k1)],
      'url(#throw)',
    ),
  );
  // Pillows: two on a wide bed, one on a narrow one.
  const width = x1 - x0;
  const pillows = width > 130 ? 2 : 1;
  const pw = (width - 16 - (pillows - 1) * 8) / pillows;
  for (let i = 0; i < pillows; i++) {
    const a = x0 + 8 + i * (pw + 8);
    parts.push(
      poly(
        [
          p(a, top - 10, k0 + 0.02),
          p(a + pw, top - 10, k0 + 0.02),
          p(a + pw, top - 2, k0 + 0.1),
          p(a, top - 2, k0 + 0.1),
        ],
        '#fbfbf9',
        ' stroke="#d6d2ca" stroke-width="1"',
      ),
    );
  }
  return parts.join('');
}

/** A futon on the tatami: a thin mattress, a patterned cover, a small pillow. */
function futon({ x0, x1 }: Span, k0: number, k1: number, colour: string): string {
  const top = FLOOR - 7;
  const c0 = k0 + (k1 - k0) * 0.25;
  const pattern: string[] = [];
  for (let k = c0 + 0.06; k < k1; k += 0.09) pattern.push(`M${p(x0, top, k)}L${p(x1, top, k)}`);
  return (
    poly([p(x0, top, k1), p(x1, top, k1), p(x1, FLOOR, k1), p(x0, FLOOR, k1)], '#e7e2d8') +
    poly([p(x0, top, k0), p(x1, top, k0), p(x1, top, k1), p(x0, top, k1)], '#fbfaf6') +
    poly([p(x0, top - 2, c0), p(x1, top - 2, c0), p(x1, top - 2, k1), p(x0, top - 2, k1)], colour) +
    `<path d="${pattern.join('')}" stroke="#ffffff" stroke-opacity=".35" stroke-width="1.5" fill="none"/>` +
    poly(
      [
        p(x0 + 10, top - 6, k0 + 0.03),
        p(x1 - 10, top - 6, k0 + 0.03),
        p(x1 - 10, top - 2, k0 + 0.12),
        p(x0 + 10, top - 2, k0 + 0.12),
      ],
      '#f1ede4',
    )
  );
}

function westernRoom(scene: RoomScene, rand: () => number, accent: string): string {
  const beds = Math.max(1, Math.min(scene.beds, 4));
  const places = spans(beds, 205, 590, beds === 1 ? 190 : 150, 40);
  const headboardTop = FLOOR - 130;
  const parts = [woodFloor(), sideWindow(scene, rand)];
  // A rug under the beds, a long upholstered headboard and a framed picture above it.
  parts.push(
    poly(
      [p(200, FLOOR, 1.25), p(600, FLOOR, 1.25), p(600, FLOOR, 2.1), p(200, FLOOR, 2.1)],
      shade(accent, 1.55),
      ' fill-opacity=".8"',
    ),
  );
  parts.push(
    `<rect x="${places[0]!.x0 - 30}" y="${headboardTop}" width="${places.at(-1)!.x1 - places[0]!.x0 + 60}" height="${FLOOR - headboardTop}" fill="${shade(accent, 0.55)}"/>`,
    `<rect x="${places[0]!.x0 - 24}" y="${headboardTop + 6}" width="${places.at(-1)!.x1 - places[0]!.x0 + 48}" height="${FLOOR - headboardTop - 12}" fill="${shade(accent, 0.7)}"/>`,
  );
  const artWidth = 90 + rand() * 40;
  const art = ACCENTS[Math.floor(rand() * ACCENTS.length)]!;
  parts.push(
    `<rect x="${VX - artWidth / 2}" y="92" width="${artWidth.toFixed(1)}" height="56" fill="#f7f4ee" stroke="#3b2a1c" stroke-width="3"/>`,
    `<path d="M${VX - artWidth / 2 + 8},138q${artWidth / 4},-40 ${artWidth / 2 - 8},-12t${artWidth / 2 - 8},-18v30z" fill="${art}" fill-opacity=".75"/>`,
  );
  // Bedside lamps beside the outer beds (and between the beds when there is room).
  parts.push(lamp(places[0]!.x0 - 24, false), lamp(places.at(-1)!.x1 + 24, false));
  for (const span of places) parts.push(bed(span, 44, 1.02, beds > 2 ? 1.7 : 1.85));
  return parts.join('');
}

function japaneseRoom(scene: RoomScene, rand: () => number, accent: string): string {
  const futons = Math.max(1, Math.min(scene.beds, 6));
  const parts = [tatamiFloor(), shoji(scene, rand)];
  // Lantern light in the corner, then the futons laid out on the tatami.
  parts.push(lamp(LEFT + 26, true));
  const places = spans(futons, 200, 600, 120, 10);
  const covers = ['#2f4f7a', shade(accent, 0.9), '#7a3a3a'];
  places.forEach((span, i) => {
    parts.push(futon(span, 1.12, 1.95, covers[i % covers.length]!));
  });
  return parts.join('');
}

export function drawRoom(scene: RoomScene): string {
  const rand = random(scene.label);
  const accent = ACCENTS[Math.floor(rand() * ACCENTS.length)]!;
  const title = scene.label.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img"><title>${title}</title>` +
    defs(scene, accent) +
    shell(scene) +
    (scene.japanese ? japaneseRoom(scene, rand, accent) : westernRoom(scene, rand, accent)) +
    `<rect width="${W}" height="${H}" fill="url(#vignette)"/></svg>\n`
  );
}

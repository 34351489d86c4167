/**
 * Draws a dish as an SVG (400 × 300, 4:3) from its look (`src/db/seed-data/looks.ts`): a
 * meal-prep box seen from above for meals (base on the left, protein and vegetables on the
 * right), a plate with a dip cup for à la carte. Colours follow the line (classic, bodybuilding,
 * vegetarian) and the ingredients. Deterministic: the same dish always gives the same drawing.
 */
import type { ProductLine, ProductTab } from '@mealprep/shared/domain';
import type { DishLook } from '../src/db/seed-data/looks';

export const ART_WIDTH = 400;
export const ART_HEIGHT = 300;

type Rng = () => number;

/** mulberry32 seeded with a string hash. */
export function rngFor(seed: string): Rng {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => Number(n.toFixed(1));
const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** How a base lies: filling a box compartment, or heaped on a plate. */
type Bed = 'tray' | 'plate';

/** A point inside an ellipse inscribed in the box (kept off the edge). */
function pointIn(rng: Rng, box: Box, margin = 0.82, bed: Bed = 'plate'): [number, number] {
  if (bed === 'tray') {
    return [
      box.x + box.w * (0.5 + (rng() - 0.5) * margin),
      box.y + box.h * (0.5 + (rng() - 0.5) * margin),
    ];
  }
  const angle = rng() * Math.PI * 2;
  const radius = Math.sqrt(rng()) * margin;
  return [
    box.x + box.w / 2 + (Math.cos(angle) * radius * box.w) / 2,
    box.y + box.h / 2 + (Math.sin(angle) * radius * box.h) / 2,
  ];
}

/** A soft irregular blob filling the box. */
function blob(rng: Rng, box: Box, fill: string, extra = ''): string {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (i / 10) * Math.PI * 2;
    const r = between(rng, 0.88, 1);
    return [cx + (Math.cos(angle) * r * box.w) / 2, cy + (Math.sin(angle) * r * box.h) / 2];
  });
  const mid = (a: number[], b: number[]) => [
    ((a[0] ?? 0) + (b[0] ?? 0)) / 2,
    ((a[1] ?? 0) + (b[1] ?? 0)) / 2,
  ];
  const last = points[points.length - 1] ?? [cx, cy];
  const first = points[0] ?? [cx, cy];
  const start = mid(last, first);
  let d = `M${f(start[0] ?? 0)} ${f(start[1] ?? 0)}`;
  points.forEach((point, i) => {
    const next = points[(i + 1) % points.length] ?? first;
    const end = mid(point, next);
    d += ` Q${f(point[0] ?? 0)} ${f(point[1] ?? 0)} ${f(end[0] ?? 0)} ${f(end[1] ?? 0)}`;
  });
  return `<path d="${d}Z" fill="${fill}" ${extra}/>`;
}

/** The base's ground: the whole compartment in a box, a heap on a plate. */
function ground(rng: Rng, box: Box, fill: string, bed: Bed): string {
  if (bed === 'tray') {
    return `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="14" fill="${fill}"/><ellipse cx="${f(box.x + box.w * 0.45)}" cy="${f(box.y + box.h * 0.42)}" rx="${f(box.w * 0.36)}" ry="${f(box.h * 0.34)}" fill="#ffffff" opacity="0.16"/>`;
  }
  return blob(rng, box, fill);
}

function grains(
  rng: Rng,
  box: Box,
  colours: string[],
  count: number,
  bed: Bed = 'plate',
  rx = 3.4,
  ry = 1.5,
) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointIn(rng, box, 0.9, bed);
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${rx}" ry="${ry}" fill="${pick(rng, colours)}" transform="rotate(${Math.round(rng() * 180)} ${f(x)} ${f(y)})"/>`;
  }
  return out;
}

function dots(
  rng: Rng,
  box: Box,
  colours: string[],
  count: number,
  r: number,
  margin = 0.9,
  bed: Bed = 'plate',
) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointIn(rng, box, margin, bed);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * between(rng, 0.8, 1.2))}" fill="${pick(rng, colours)}"/>`;
  }
  return out;
}

function strands(
  rng: Rng,
  box: Box,
  colours: string[],
  count: number,
  width: number,
  bed: Bed = 'plate',
) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const [x1, y1] = pointIn(rng, box, 0.85, bed);
    const [x2, y2] = pointIn(rng, box, 0.85, bed);
    const [cx, cy] = pointIn(rng, box, 1.1, bed);
    out += `<path d="M${f(x1)} ${f(y1)} Q${f(cx)} ${f(cy)} ${f(x2)} ${f(y2)}" stroke="${pick(rng, colours)}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

function wedges(rng: Rng, box: Box, fill: string, edge: string, count: number, bed: Bed) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointIn(rng, box, 0.6, bed);
    const size = between(rng, 0.22, 0.3) * Math.min(box.w, box.h);
    out += `<path d="M${f(-size)} ${f(size * 0.35)} Q0 ${f(-size * 0.9)} ${f(size)} ${f(size * 0.35)} Z" fill="${fill}" stroke="${edge}" stroke-width="3" stroke-linejoin="round" transform="translate(${f(x)} ${f(y)}) rotate(${Math.round(rng() * 360)})"/>`;
  }
  return out;
}

function cubes(
  rng: Rng,
  box: Box,
  fill: string,
  edge: string,
  count: number,
  size: number,
  bed: Bed = 'plate',
) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointIn(rng, box, 0.7, bed);
    out += `<rect x="${f(-size / 2)}" y="${f(-size / 2)}" width="${size}" height="${size}" rx="${f(size * 0.18)}" fill="${fill}" stroke="${edge}" stroke-width="2.5" transform="translate(${f(x)} ${f(y)}) rotate(${Math.round(rng() * 90)})"/>`;
  }
  return out;
}

const rice = (fill: string, colours: string[]) => (rng: Rng, box: Box, bed: Bed) =>
  ground(rng, box, fill, bed) + grains(rng, box, colours, bed === 'tray' ? 130 : 90, bed);

const BASE_DRAW: Record<DishLook['base'], (rng: Rng, box: Box, bed: Bed) => string> = {
  none: () => '',
  white_rice: rice('#f1ede2', ['#ffffff', '#dcd5c3', '#fbf9f2']),
  turmeric_rice: rice('#f2c14e', ['#f7d479', '#e9ad2f', '#fbe08f']),
  blue_rice: rice('#6f8fd8', ['#8aa6ea', '#5576c4', '#f4f1e8', '#9bb4ee']),
  coconut_rice: rice('#f5efdf', ['#ffffff', '#e2d6b8', '#faf6ec']),
  fried_rice: (rng, box, bed) =>
    rice('#d7a55d', ['#e5b872', '#c68f47', '#edc98d'])(rng, box, bed) +
    dots(rng, box, ['#6fb446', '#f08a24', '#f6d24a'], 22, 2.6, 0.9, bed),
  brown_rice: rice('#b48458', ['#c79a6c', '#9c6d44', '#d4ab7f']),
  rice_cakes: (rng, box, bed) => {
    const size = Math.min(box.w, box.h) / (bed === 'tray' ? 3.2 : 4);
    let out = '';
    const cols = Math.max(2, Math.floor(box.w / (size * 1.15)));
    const rows = Math.max(2, Math.floor(box.h / (size * 1.15)));
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < cols; col += 1) {
        if (bed === 'plate' && rng() < 0.35) continue;
        const x = box.x + ((col + 0.5) / cols) * box.w + between(rng, -3, 3);
        const y = box.y + ((row + 0.5) / rows) * box.h + between(rng, -3, 3);
        out += `<rect x="${f(x - size / 2)}" y="${f(y - size / 2)}" width="${f(size)}" height="${f(size)}" rx="${f(size * 0.16)}" fill="#f5f1e6" stroke="#dcd3bd" stroke-width="2.5"/>`;
      }
    }
    return out;
  },
  rice_noodles: (rng, box, bed) =>
    ground(rng, box, '#c99560', bed) +
    strands(rng, box, ['#efe2c8', '#e3cfa8', '#b9844f'], 26, 7, bed),
  egg_noodles: (rng, box, bed) =>
    ground(rng, box, '#d9902f', bed) +
    strands(rng, box, ['#f0c04c', '#e3a53a', '#d9822e'], 46, 3.6, bed),
  quinoa: (rng, box, bed) =>
    ground(rng, box, '#e9d9ad', bed) +
    dots(rng, box, ['#f6ecd0', '#b5523b', '#d8c48f', '#5b4a3a'], 150, 1.9, 0.95, bed),
  pasta: (rng, box, bed) =>
    ground(rng, box, '#e2bf66', bed) +
    strands(rng, box, ['#f0d27e', '#e6c066', '#d9ad4e'], 46, 3.4, bed),
  potato: (rng, box, bed) => wedges(rng, box, '#e6b54f', '#c98b2c', 7, bed),
  mash: (rng, box, bed) =>
    ground(rng, box, '#f3e2a8', bed) +
    dots(rng, box, ['#f8edc6', '#e8d595'], 40, 6, 0.85, bed) +
    dots(rng, box, ['#fbd75e'], 3, 7, 0.5, bed),
  sweet_potato: (rng, box, bed) => wedges(rng, box, '#e57b34', '#b75a1e', 7, bed),
  toast: (rng, box) => {
    const size = Math.min(box.w * 0.62, box.h * 0.5);
    let out = '';
    for (let i = 0; i < 2; i += 1) {
      const x = box.x + box.w * (0.36 + i * 0.28);
      const y = box.y + box.h * (0.32 + i * 0.36);
      out += `<g transform="translate(${f(x)} ${f(y)}) rotate(${Math.round(between(rng, -18, 18))})"><rect x="${f(-size / 2)}" y="${f(-size / 2)}" width="${f(size)}" height="${f(size)}" rx="${f(size * 0.22)}" fill="#b9773a"/><rect x="${f(-size / 2 + 6)}" y="${f(-size / 2 + 6)}" width="${f(size - 12)}" height="${f(size - 12)}" rx="${f(size * 0.16)}" fill="#e7c289"/></g>`;
    }
    return out + dots(rng, box, ['#c98d4c'], 18, 1.4, 0.6);
  },
};

interface Glaze {
  colour: string;
  drizzle: string;
}

const SAUCE: Record<DishLook['sauce'], Glaze | null> = {
  none: null,
  rendang: { colour: '#6b3a1f', drizzle: '#8a4f29' },
  percik: { colour: '#d9622b', drizzle: '#e98346' },
  peanut: { colour: '#b9793a', drizzle: '#cf9453' },
  black_pepper: { colour: '#4a3328', drizzle: '#2e1f18' },
  teriyaki: { colour: '#5a2e1a', drizzle: '#7a4225' },
  sambal: { colour: '#c1272d', drizzle: '#a3161d' },
  sambal_veg: { colour: '#c7372a', drizzle: '#a8231b' },
  curry: { colour: '#e3a21a', drizzle: '#c98511' },
  creamy: { colour: '#eda15e', drizzle: '#f6c48c' },
  tomato: { colour: '#c8412f', drizzle: '#a9301f' },
  kicap: { colour: '#3b2416', drizzle: '#56351f' },
  asam: { colour: '#d8552a', drizzle: '#b8401b' },
  tahini: { colour: '#e8d3a0', drizzle: '#f4e6c4' },
  oyster: { colour: '#5b4636', drizzle: '#3f3026' },
  pesto: { colour: '#6a8f2f', drizzle: '#55771f' },
  yoghurt: { colour: '#f6f3ea', drizzle: '#ffffff' },
};

function pieces(
  rng: Rng,
  box: Box,
  count: number,
  draw: (x: number, y: number, angle: number, scale: number) => string,
) {
  let out = '';
  const cols = Math.ceil(Math.sqrt(count * (box.w / box.h)));
  const rows = Math.ceil(count / cols);
  for (let i = 0; i < count; i += 1) {
    const col = i % cols;
    const row = Math.floor(i / cols);
    const x = box.x + ((col + 0.5) / cols) * box.w + between(rng, -6, 6);
    const y = box.y + ((row + 0.5) / rows) * box.h + between(rng, -6, 6);
    out += draw(f(x), f(y), Math.round(between(rng, -35, 35)), between(rng, 0.85, 1.1));
  }
  return out;
}

function proteinArt(protein: DishLook['protein'], rng: Rng, box: Box, glaze: Glaze | null): string {
  const s = Math.min(box.w, box.h);
  const tint = (fallback: string) => glaze?.colour ?? fallback;
  switch (protein) {
    case 'none':
      return '';
    case 'chicken':
      return pieces(rng, box, 3, (x, y, a, k) => {
        const w = s * 0.36 * k;
        const h = s * 0.24 * k;
        return `<g transform="translate(${x} ${y}) rotate(${a})"><ellipse rx="${f(w)}" ry="${f(h)}" fill="${tint('#c98a45')}"/><ellipse rx="${f(w * 0.82)}" ry="${f(h * 0.72)}" fill="#d89a52" opacity="${glaze ? 0.35 : 0.9}"/><path d="M${f(-w * 0.6)} ${f(-h * 0.5)} l${f(w * 0.5)} ${f(h)} M${f(-w * 0.15)} ${f(-h * 0.6)} l${f(w * 0.5)} ${f(h * 1.1)} M${f(w * 0.3)} ${f(-h * 0.5)} l${f(w * 0.4)} ${f(h * 0.9)}" stroke="#5e3218" stroke-width="3.5" stroke-linecap="round" opacity="0.7"/></g>`;
      });
    case 'beef':
      return pieces(rng, box, 7, (x, y, a, k) => {
        const w = s * 0.17 * k;
        return `<rect x="${f(-w)}" y="${f(-w * 0.7)}" width="${f(w * 2)}" height="${f(w * 1.4)}" rx="${f(w * 0.5)}" fill="${glaze?.colour === '#6b3a1f' ? '#5a2e19' : '#6b3a24'}" stroke="#3d1f12" stroke-width="2" transform="translate(${x} ${y}) rotate(${a})"/>`;
      });
    case 'steak':
      return pieces(rng, box, 4, (x, y, a, k) => {
        const w = s * 0.13 * k;
        const h = s * 0.34 * k;
        return `<g transform="translate(${x} ${y}) rotate(${a + 20})"><rect x="${f(-w)}" y="${f(-h)}" width="${f(w * 2)}" height="${f(h * 2)}" rx="${f(w * 0.5)}" fill="#6b3a24"/><rect x="${f(-w * 0.7)}" y="${f(-h * 0.85)}" width="${f(w * 1.4)}" height="${f(h * 1.7)}" rx="${f(w * 0.4)}" fill="#b5524a"/></g>`;
      });
    case 'fish':
      return pieces(rng, box, 1, (x, y, a) => {
        const w = box.w * 0.42;
        const h = box.h * 0.3;
        return `<g transform="translate(${x} ${y}) rotate(${Math.round(a / 3)})"><ellipse rx="${f(w)}" ry="${f(h)}" fill="${glaze ? glaze.colour : '#e9c795'}"/><ellipse rx="${f(w * 0.86)}" ry="${f(h * 0.78)}" fill="#f1d4ae" opacity="${glaze ? 0.55 : 1}"/><path d="M${f(-w * 0.6)} ${f(-h * 0.5)} l${f(w * 0.25)} ${f(h)} M${f(-w * 0.2)} ${f(-h * 0.6)} l${f(w * 0.25)} ${f(h * 1.2)} M${f(w * 0.2)} ${f(-h * 0.6)} l${f(w * 0.25)} ${f(h * 1.2)}" stroke="#8a5a2f" stroke-width="4" stroke-linecap="round" opacity="0.6"/></g>`;
      });
    case 'salmon':
      return pieces(rng, box, 1, (x, y, a) => {
        const w = box.w * 0.4;
        const h = box.h * 0.3;
        return `<g transform="translate(${x} ${y}) rotate(${Math.round(a / 3)})"><rect x="${f(-w)}" y="${f(-h)}" width="${f(w * 2)}" height="${f(h * 2)}" rx="${f(h * 0.6)}" fill="${glaze ? glaze.colour : '#d86a3f'}"/><rect x="${f(-w * 0.9)}" y="${f(-h * 0.85)}" width="${f(w * 1.8)}" height="${f(h * 1.7)}" rx="${f(h * 0.5)}" fill="#f2875b" opacity="${glaze ? 0.6 : 1}"/><path d="M${f(-w * 0.5)} ${f(-h * 0.8)} q${f(w * 0.3)} ${f(h * 0.8)} 0 ${f(h * 1.6)} M0 ${f(-h * 0.8)} q${f(w * 0.3)} ${f(h * 0.8)} 0 ${f(h * 1.6)} M${f(w * 0.5)} ${f(-h * 0.8)} q${f(w * 0.3)} ${f(h * 0.8)} 0 ${f(h * 1.6)}" stroke="#fbd3bf" stroke-width="3" fill="none"/></g>`;
      });
    case 'prawn':
      return pieces(rng, box, 5, (x, y, a, k) => {
        const r = s * 0.15 * k;
        return `<g transform="translate(${x} ${y}) rotate(${a * 4})"><path d="M${f(-r)} 0 A${f(r)} ${f(r)} 0 1 1 ${f(r * 0.5)} ${f(r * 0.87)}" stroke="${glaze?.colour ?? '#ef7a4a'}" stroke-width="${f(r * 0.75)}" fill="none" stroke-linecap="round"/><path d="M${f(-r)} 0 A${f(r)} ${f(r)} 0 1 1 ${f(r * 0.5)} ${f(r * 0.87)}" stroke="#f7a06f" stroke-width="${f(r * 0.3)}" fill="none" stroke-dasharray="3 4"/><path d="M${f(r * 0.5)} ${f(r * 0.87)} l${f(r * 0.5)} ${f(r * 0.25)} l${f(-r * 0.1)} ${f(-r * 0.5)}Z" fill="#e0592b"/></g>`;
      });
    case 'squid':
      return pieces(rng, box, 7, (x, y, _a, k) => {
        const r = s * 0.1 * k;
        return `<circle cx="${x}" cy="${y}" r="${f(r)}" fill="none" stroke="${glaze ? glaze.drizzle : '#f4e7d6'}" stroke-width="${f(r * 0.55)}"/><circle cx="${x}" cy="${y}" r="${f(r)}" fill="none" stroke="#f8efe3" stroke-width="${f(r * 0.2)}" opacity="0.8"/>`;
      });
    case 'tofu':
      return cubes(
        rng,
        box,
        glaze ? '#e9c77c' : '#f2e2b3',
        glaze?.colour ?? '#d9a94e',
        7,
        s * 0.22,
      );
    case 'tempeh':
      return pieces(rng, box, 5, (x, y, a, k) => {
        const w = s * 0.2 * k;
        const h = s * 0.13 * k;
        let grainsOut = '';
        for (let i = 0; i < 9; i += 1) {
          grainsOut += `<ellipse cx="${f(between(rng, -w * 0.8, w * 0.8))}" cy="${f(between(rng, -h * 0.7, h * 0.7))}" rx="2.4" ry="1.6" fill="${pick(rng, ['#f0dca6', '#a98447'])}"/>`;
        }
        return `<g transform="translate(${x} ${y}) rotate(${a})"><rect x="${f(-w)}" y="${f(-h)}" width="${f(w * 2)}" height="${f(h * 2)}" rx="4" fill="${glaze?.colour ?? '#c9a15b'}"/><rect x="${f(-w + 3)}" y="${f(-h + 3)}" width="${f(w * 2 - 6)}" height="${f(h * 2 - 6)}" rx="3" fill="#d6b16d" opacity="${glaze ? 0.6 : 1}"/>${grainsOut}</g>`;
      });
    case 'egg':
      return pieces(rng, box, 1, (x, y) => {
        const w = Math.min(box.w, box.h * 1.3) * 0.42;
        return `<g transform="translate(${x} ${y})">${blob(rng, { x: -w, y: -w * 0.8, w: w * 2, h: w * 1.6 }, '#fbfaf4')}<circle cx="${f(w * 0.1)}" cy="${f(-w * 0.05)}" r="${f(w * 0.36)}" fill="#f6b631"/><circle cx="${f(w * 0.0)}" cy="${f(-w * 0.15)}" r="${f(w * 0.12)}" fill="#fbd36b"/></g>`;
      });
    case 'chickpea':
      return dots(rng, box, ['#d9b46a', '#e3c27e', '#c9a055'], 38, s * 0.06, 0.8);
    case 'lentil':
      return blob(rng, box, '#e0a53a') + dots(rng, box, ['#f0c25a', '#c98a22'], 60, 1.8);
    case 'mushroom':
      return pieces(rng, box, 5, (x, y, a, k) => {
        const r = s * 0.16 * k;
        return `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M${f(-r)} 0 A${f(r)} ${f(r * 0.85)} 0 0 1 ${f(r)} 0 Z" fill="${glaze?.colour ?? '#8a6a4f'}"/><path d="M${f(-r * 0.85)} 0 H${f(r * 0.85)}" stroke="#c9ae8f" stroke-width="3"/><rect x="${f(-r * 0.22)}" y="0" width="${f(r * 0.44)}" height="${f(r * 0.6)}" rx="3" fill="#e8d8bf"/></g>`;
      });
    case 'paneer':
      return (
        cubes(rng, box, '#f6efe0', '#e0cfae', 6, s * 0.22) +
        dots(rng, box, ['#b9773f', '#d9622b'], 16, 2.4, 0.6)
      );
    case 'edamame':
      return pieces(rng, box, 9, (x, y, a, k) => {
        const w = s * 0.17 * k;
        return `<g transform="translate(${x} ${y}) rotate(${a * 3})"><rect x="${f(-w)}" y="${f(-w * 0.32)}" width="${f(w * 2)}" height="${f(w * 0.64)}" rx="${f(w * 0.32)}" fill="#7fb347"/><circle cx="${f(-w * 0.5)}" r="${f(w * 0.2)}" fill="#9ccc5f"/><circle r="${f(w * 0.2)}" fill="#9ccc5f"/><circle cx="${f(w * 0.5)}" r="${f(w * 0.2)}" fill="#9ccc5f"/></g>`;
      });
  }
}

function vegArt(veg: DishLook['veg'], rng: Rng, box: Box): string {
  const s = Math.min(box.w, box.h);
  const leaf = (x: number, y: number, a: number, k: number, colour: string) =>
    `<g transform="translate(${x} ${y}) rotate(${a * 4})"><ellipse rx="${f(s * 0.2 * k)}" ry="${f(s * 0.09 * k)}" fill="${colour}"/><path d="M${f(-s * 0.18 * k)} 0 H${f(s * 0.18 * k)}" stroke="#b7dc8f" stroke-width="1.5" opacity="0.7"/></g>`;
  const cucumber = (x: number, y: number, _a: number, k: number) =>
    `<circle cx="${x}" cy="${y}" r="${f(s * 0.11 * k)}" fill="#3f7d34"/><circle cx="${x}" cy="${y}" r="${f(s * 0.095 * k)}" fill="#dcefc4"/><circle cx="${x}" cy="${y}" r="${f(s * 0.04 * k)}" fill="#c3df9d"/>`;
  switch (veg) {
    case 'none':
      return '';
    case 'broccoli':
      return pieces(rng, box, 4, (x, y, a, k) => {
        const r = s * 0.1 * k;
        let florets = '';
        for (let i = 0; i < 6; i += 1) {
          const angle = (i / 6) * Math.PI * 2;
          florets += `<circle cx="${f(Math.cos(angle) * r * 0.8)}" cy="${f(Math.sin(angle) * r * 0.8 - r * 0.3)}" r="${f(r * 0.62)}" fill="${i % 2 ? '#3d7a35' : '#4f9142'}"/>`;
        }
        return `<g transform="translate(${x} ${y}) rotate(${a})"><rect x="${f(-r * 0.3)}" y="0" width="${f(r * 0.6)}" height="${f(r * 1.3)}" rx="4" fill="#9cc766"/>${florets}<circle cy="${f(-r * 0.3)}" r="${f(r * 0.6)}" fill="#58a04a"/></g>`;
      });
    case 'greens':
      return pieces(rng, box, 7, (x, y, a, k) =>
        leaf(x, y, a, k, pick(rng, ['#2f6b2a', '#3f8a35', '#4c9a3a'])),
      );
    case 'beans':
      return pieces(rng, box, 8, (x, y, a, k) => {
        const w = s * 0.3 * k;
        return `<rect x="${f(-w)}" y="-4" width="${f(w * 2)}" height="8" rx="4" fill="${pick(rng, ['#4f9a3e', '#5fae48'])}" transform="translate(${x} ${y}) rotate(${Math.round(a / 2) + 30})"/>`;
      });
    case 'mixed':
      return (
        dots(rng, box, ['#f08a24', '#f4cd3c', '#6fb446', '#4f9142'], 26, s * 0.06, 0.8) +
        dots(rng, box, ['#f6a34a'], 8, s * 0.08, 0.7)
      );
    case 'ulam':
      return (
        pieces(rng, box, 4, (x, y, a, k) =>
          leaf(x, y, a, k * 0.8, pick(rng, ['#3f8a35', '#5da93f'])),
        ) + pieces(rng, box, 3, cucumber)
      );
    case 'cucumber':
      return pieces(rng, box, 5, cucumber);
    case 'salad':
      return (
        pieces(rng, box, 6, (x, y, a, k) =>
          leaf(x, y, a, k, pick(rng, ['#8cc152', '#6fae3f', '#a5d16c'])),
        ) +
        pieces(
          rng,
          box,
          3,
          (x, y, a) =>
            `<path d="M-9 0 A9 9 0 0 1 9 0 Z" fill="#e2483d" transform="translate(${x} ${y}) rotate(${a * 3})"/>`,
        )
      );
  }
}

function garnishArt(garnish: DishLook['garnish'], rng: Rng, box: Box): string {
  const scatter = (count: number, draw: (x: number, y: number, a: number) => string) => {
    let out = '';
    for (let i = 0; i < count; i += 1) {
      const [x, y] = pointIn(rng, box, 0.85);
      out += draw(f(x), f(y), Math.round(rng() * 360));
    }
    return out;
  };
  switch (garnish) {
    case 'none':
      return '';
    case 'chili':
      return scatter(
        7,
        (x, y) =>
          `<circle cx="${x}" cy="${y}" r="4" fill="#fbe9d2" stroke="#d7261e" stroke-width="2.6"/>`,
      );
    case 'shallots':
      return scatter(
        16,
        (x, y, a) =>
          `<path d="M-3 -2 L3 -3 L4 2 L-2 3Z" fill="#a0622d" transform="translate(${x} ${y}) rotate(${a})"/>`,
      );
    case 'spring_onion':
      return scatter(
        9,
        (x, y) =>
          `<circle cx="${x}" cy="${y}" r="3.6" fill="none" stroke="#6cbf4a" stroke-width="2"/>`,
      );
    case 'sesame':
      return scatter(
        26,
        (x, y, a) =>
          `<ellipse cx="${x}" cy="${y}" rx="2" ry="1.1" fill="#fbf4e0" transform="rotate(${a} ${x} ${y})"/>`,
      );
    case 'peanuts':
      return scatter(
        12,
        (x, y, a) =>
          `<g transform="translate(${x} ${y}) rotate(${a})"><ellipse rx="5" ry="3.4" fill="#d6a25e"/><path d="M0 -3.4 V3.4" stroke="#b07d3f" stroke-width="1"/></g>`,
      );
    case 'lime':
      return scatter(
        1,
        (x, y, a) =>
          `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-16 0 A16 16 0 0 1 16 0 Z" fill="#6aa531"/><path d="M-13 0 A13 13 0 0 1 13 0 Z" fill="#d7ec9b"/><path d="M0 0 L-9 -9 M0 0 L0 -13 M0 0 L9 -9" stroke="#b9d977" stroke-width="1.5"/></g>`,
      );
    case 'cheese':
      return scatter(
        16,
        (x, y, a) =>
          `<rect x="-5" y="-1.2" width="10" height="2.4" rx="1.2" fill="#f7d55c" transform="translate(${x} ${y}) rotate(${a})"/>`,
      );
    case 'herbs':
      return scatter(
        8,
        (x, y, a) =>
          `<ellipse cx="0" cy="0" rx="4.5" ry="2.4" fill="#4c9a3a" transform="translate(${x} ${y}) rotate(${a})"/>`,
      );
  }
}

function drizzle(rng: Rng, box: Box, glaze: Glaze | null): string {
  if (!glaze) return '';
  return strands(
    rng,
    { x: box.x + box.w * 0.15, y: box.y + box.h * 0.15, w: box.w * 0.7, h: box.h * 0.7 },
    [glaze.drizzle],
    3,
    3,
  );
}

const BACKGROUND: Record<
  ProductLine,
  { table: string; grain: string; box: string; inner: string }
> = {
  classic: { table: '#e9c89b', grain: '#dcb783', box: '#1f1f1f', inner: '#2b2b2b' },
  bodybuilding: { table: '#3a4858', grain: '#33404f', box: '#0f0f10', inner: '#1d1e20' },
  vegetarian: { table: '#cfe2bf', grain: '#c1d8ae', box: '#b88f59', inner: '#d3ad76' },
};

function table(rng: Rng, line: ProductLine): string {
  const colours = BACKGROUND[line];
  let grain = '';
  for (let i = 0; i < 7; i += 1) {
    const y = f(between(rng, 0, ART_HEIGHT));
    grain += `<path d="M0 ${y} C120 ${f(y + between(rng, -12, 12))} 280 ${f(y + between(rng, -12, 12))} 400 ${y}" stroke="${colours.grain}" stroke-width="${f(between(rng, 3, 8))}" fill="none"/>`;
  }
  return `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="${colours.table}"/>${grain}`;
}

const SHADOW = `<defs><filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feGaussianBlur stdDeviation="6"/></filter></defs>`;

export interface DishArt {
  code: string;
  tab: ProductTab;
  line: ProductLine;
  look: DishLook;
}

/** The inner drawing (no `<svg>` wrapper), so bundles can place several side by side. */
export function dishScene(dish: DishArt): string {
  const rng = rngFor(dish.code);
  const colours = BACKGROUND[dish.line];
  const { look } = dish;
  const glaze = SAUCE[look.sauce];
  let out = table(rng, dish.line);

  if (dish.tab === 'meal') {
    out += `<rect x="44" y="38" width="320" height="240" rx="28" fill="#000" opacity="0.35" filter="url(#shadow)"/>`;
    out += `<rect x="36" y="26" width="328" height="248" rx="28" fill="${colours.box}"/>`;
    const left: Box = { x: 52, y: 42, w: 170, h: 216 };
    const hasVeg = look.veg !== 'none';
    const right: Box = { x: 232, y: 42, w: 116, h: hasVeg ? 124 : 216 };
    const lower: Box = { x: 232, y: 176, w: 116, h: 82 };
    for (const box of hasVeg ? [left, right, lower] : [left, right]) {
      out += `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="18" fill="${colours.inner}"/>`;
    }
    const inset = (box: Box, by: number): Box => ({
      x: box.x + by,
      y: box.y + by,
      w: box.w - by * 2,
      h: box.h - by * 2,
    });
    const baseBox = inset(left, 8);
    const proteinBox = inset(right, 8);
    if (look.base === 'none') out += proteinArt(look.protein, rng, baseBox, glaze);
    else out += BASE_DRAW[look.base](rng, baseBox, 'tray');
    if (glaze && look.protein !== 'none') out += blob(rng, inset(proteinBox, 4), glaze.colour);
    if (look.base !== 'none' || look.protein === 'none') {
      out +=
        look.protein === 'none'
          ? vegArt(look.veg === 'none' ? 'mixed' : look.veg, rng, proteinBox)
          : proteinArt(look.protein, rng, proteinBox, glaze);
    }
    out += drizzle(rng, proteinBox, glaze);
    if (hasVeg) out += vegArt(look.veg, rng, inset(lower, 6));
    out += garnishArt(look.garnish, rng, look.base === 'none' ? baseBox : proteinBox);
    if (look.garnish !== 'lime') out += garnishArt(look.garnish, rng, inset(baseBox, 20));
    return out;
  }

  // À la carte: a plate with the dish, and its sauce in a dip cup.
  out += `<ellipse cx="186" cy="160" rx="132" ry="122" fill="#000" opacity="0.3" filter="url(#shadow)"/>`;
  out += `<ellipse cx="180" cy="150" rx="132" ry="122" fill="#f7f5f0"/><ellipse cx="180" cy="150" rx="104" ry="96" fill="#ffffff" stroke="#ebe7de" stroke-width="3"/>`;
  const plate: Box = { x: 96, y: 72, w: 168, h: 156 };
  if (look.base !== 'none') {
    const baseBox = look.protein === 'none' ? plate : { x: 90, y: 80, w: 110, h: 140 };
    out += BASE_DRAW[look.base](rng, baseBox, 'plate');
  }
  const main: Box = look.base === 'none' ? plate : { x: 170, y: 84, w: 100, h: 132 };
  if (look.protein !== 'none') {
    if (glaze && look.sauce !== 'peanut')
      out += blob(
        rng,
        { x: main.x + 8, y: main.y + 8, w: main.w - 16, h: main.h - 16 },
        glaze.colour,
        'opacity="0.9"',
      );
    out += proteinArt(look.protein, rng, main, look.sauce === 'peanut' ? null : glaze);
  }
  if (look.veg !== 'none') {
    out += vegArt(
      look.veg,
      rng,
      look.protein === 'none' && look.base === 'none' ? plate : { x: 100, y: 150, w: 90, h: 70 },
    );
  }
  if (glaze && (look.sauce === 'peanut' || look.protein === 'none')) {
    out += `<circle cx="334" cy="236" r="40" fill="#000" opacity="0.3" filter="url(#shadow)"/><circle cx="330" cy="230" r="40" fill="#f4f1ea"/><circle cx="330" cy="230" r="31" fill="${glaze.colour}"/><circle cx="320" cy="222" r="8" fill="${glaze.drizzle}" opacity="0.7"/>`;
  }
  out += garnishArt(look.garnish, rng, { x: 110, y: 90, w: 140, h: 120 });
  return out;
}

function wrap(inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}">${SHADOW}${inner}</svg>`;
}

export function dishSvg(dish: DishArt): string {
  return wrap(dishScene(dish));
}

/** Bundles and the fixed plan: their first four dishes, two by two. */
export function collageSvg(dishes: DishArt[], line: ProductLine): string {
  const tiles = dishes.slice(0, 4);
  let out = `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="${BACKGROUND[line].table}"/>`;
  tiles.forEach((dish, index) => {
    const x = 8 + (index % 2) * 196;
    const y = 8 + Math.floor(index / 2) * 146;
    out += `<svg x="${x}" y="${y}" width="188" height="138" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" preserveAspectRatio="xMidYMid slice"><clipPath id="tile${index}"><rect width="${ART_WIDTH}" height="${ART_HEIGHT}" rx="24"/></clipPath><g clip-path="url(#tile${index})">${dishScene(dish)}</g></svg>`;
  });
  return wrap(out);
}

/** docs/spec.md §3: the generic image when an item has none of its own. */
export function placeholderSvg(): string {
  return wrap(
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="#eeeae2"/><ellipse cx="200" cy="150" rx="96" ry="90" fill="#f8f6f1" stroke="#d9d3c7" stroke-width="4"/><ellipse cx="200" cy="150" rx="66" ry="62" fill="none" stroke="#e3ddd1" stroke-width="3"/><path d="M76 92 V150 M66 92 V126 Q66 138 76 138 Q86 138 86 126 V92 M76 138 V212" stroke="#c9c2b4" stroke-width="6" stroke-linecap="round" fill="none"/><path d="M324 92 Q306 120 312 150 H324 V212" stroke="#c9c2b4" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
  );
}

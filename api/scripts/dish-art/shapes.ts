/** Drawing primitives: a seeded random source and the shapes the ingredients are made of. */

export type Rng = () => number;

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

export const f = (n: number) => Number(n.toFixed(1));
export const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
export const pick = <T>(rng: Rng, list: readonly T[]): T =>
  list[Math.floor(rng() * list.length)] as T;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** How a base lies: filling a box compartment, or heaped on a plate. */
export type Bed = 'tray' | 'plate';

/** A point inside an ellipse inscribed in the box (kept off the edge). */
export function pointIn(rng: Rng, box: Box, margin = 0.82, bed: Bed = 'plate'): [number, number] {
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
export function blob(rng: Rng, box: Box, fill: string, extra = ''): string {
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
export function ground(rng: Rng, box: Box, fill: string, bed: Bed): string {
  if (bed === 'tray') {
    return `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="14" fill="${fill}"/><ellipse cx="${f(box.x + box.w * 0.45)}" cy="${f(box.y + box.h * 0.42)}" rx="${f(box.w * 0.36)}" ry="${f(box.h * 0.34)}" fill="#ffffff" opacity="0.16"/>`;
  }
  return blob(rng, box, fill);
}

export function grains(
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

export function dots(
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

export function strands(
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

export function wedges(rng: Rng, box: Box, fill: string, edge: string, count: number, bed: Bed) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointIn(rng, box, 0.6, bed);
    const size = between(rng, 0.22, 0.3) * Math.min(box.w, box.h);
    out += `<path d="M${f(-size)} ${f(size * 0.35)} Q0 ${f(-size * 0.9)} ${f(size)} ${f(size * 0.35)} Z" fill="${fill}" stroke="${edge}" stroke-width="3" stroke-linejoin="round" transform="translate(${f(x)} ${f(y)}) rotate(${Math.round(rng() * 360)})"/>`;
  }
  return out;
}

export function cubes(
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

/** The bases (rice, noodles, ...): the ground of a compartment or a plate. */
import type { DishLook } from '../../src/db/seed-data/looks';
import {
  type Rng,
  f,
  between,
  type Box,
  type Bed,
  ground,
  grains,
  dots,
  strands,
  wedges,
} from './shapes';

export const rice = (fill: string, colours: string[]) => (rng: Rng, box: Box, bed: Bed) =>
  ground(rng, box, fill, bed) + grains(rng, box, colours, bed === 'tray' ? 130 : 90, bed);

export const BASE_DRAW: Record<DishLook['base'], (rng: Rng, box: Box, bed: Bed) => string> = {
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

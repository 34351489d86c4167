/** Sauces: the glaze they give a protein, and their drizzle. */
import type { DishLook } from '../../src/db/seed-data/looks';
import { type Rng, type Box, strands } from './shapes';

export interface Glaze {
  colour: string;
  drizzle: string;
}

export const SAUCE: Record<DishLook['sauce'], Glaze | null> = {
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

export function drizzle(rng: Rng, box: Box, glaze: Glaze | null): string {
  if (!glaze) return '';
  return strands(
    rng,
    { x: box.x + box.w * 0.15, y: box.y + box.h * 0.15, w: box.w * 0.7, h: box.h * 0.7 },
    [glaze.drizzle],
    3,
    3,
  );
}

/**
 * Draws a dish as an SVG (400 × 300, 4:3) from its look (`src/db/seed-data/looks.ts`): a
 * meal-prep box seen from above for meals (base on the left, protein and vegetables on the
 * right), a plate with a dip cup for à la carte. Colours follow the line (classic, bodybuilding,
 * vegetarian) and the ingredients. Deterministic: the same dish always gives the same drawing.
 */
import type { ProductLine, ProductTab } from '@mealprep/shared/catalogue';
import type { DishLook } from '../src/db/seed-data/looks';
import { type Rng, rngFor, f, between, type Box, blob } from './dish-art/shapes';
import { BASE_DRAW } from './dish-art/bases';
import { SAUCE, drizzle } from './dish-art/sauces';
import { proteinArt } from './dish-art/proteins';
import { vegArt, garnishArt } from './dish-art/vegetables';

export { rngFor } from './dish-art/shapes';

export const ART_WIDTH = 400;
export const ART_HEIGHT = 300;

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

/** A page illustration (scripts/dish-art/steps.ts, offers.ts) on the dishes' canvas. */
export function sceneSvg(inner: string): string {
  return wrap(inner);
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

/**
 * The three offer cards of the home and about pages ("What we offer", docs/spec.md §1): the
 * personalised plan, the fixed bundles and the à la carte menu, each drawn from the dishes it
 * sells. No words in the pictures (both languages share the files).
 */
import { backdrop, closedBox, dishIn, plateIn, shadowRect, sparkle, tick } from './scenery';
import type { Dishes } from './steps';

/** A plan made for one person: a box of the bodybuilding line and the goal's checklist beside it. */
function personalisedPlan(dish: Dishes): string {
  let out = backdrop('#dcefe2', '#e9f5ec');
  out += shadowRect({ x: 24, y: 62, w: 220, h: 165 }, 18);
  out += dishIn(dish('bb-ayam-nasi-perang-brokoli'), { x: 24, y: 62, w: 220, h: 165 }, 'offer1');
  out += shadowRect({ x: 262, y: 40, w: 116, h: 210 }, 14);
  out += `<rect x="262" y="40" width="116" height="210" rx="14" fill="#ffffff"/><rect x="296" y="30" width="48" height="20" rx="8" fill="#5a6560"/>`;
  [0, 1, 2, 3].forEach((row) => {
    const y = 82 + row * 40;
    out += tick(284, y, 10, row < 3 ? '#1f6b3f' : '#9aa39e');
    out += `<rect x="302" y="${y - 5}" width="${row % 2 ? 48 : 62}" height="10" rx="5" fill="#c3cac6"/>`;
  });
  out += sparkle(250, 50, 18);
  return out;
}

/** Ready-made bundles for the week: a stack of closed boxes and an open one on top. */
function fixedMealPlan(dish: Dishes): string {
  let out = backdrop('#f5e7d3', '#fbf1e4');
  out += `<rect x="0" y="246" width="400" height="54" fill="#dcb783"/>`;
  out += closedBox(40, 170, 110, 76) + closedBox(150, 170, 110, 76) + closedBox(260, 170, 110, 76);
  out += closedBox(95, 94, 110, 76) + closedBox(205, 94, 110, 76);
  out += shadowRect({ x: 130, y: 14, w: 140, h: 105 }, 16);
  out += dishIn(dish('kari-ayam-kentang'), { x: 130, y: 14, w: 140, h: 105 }, 'offer2', 16);
  return out;
}

/** The à la carte menu: three plates of different dishes side by side on the table. */
function aLaCarte(dish: Dishes): string {
  let out = `<rect width="400" height="300" fill="#e9c89b"/>`;
  out += plateIn(dish('udang-kerabu-mangga'), 8, 4, 190, 'offer3a');
  out += plateIn(dish('otak-otak-bakar'), 206, 10, 190, 'offer3b');
  out += plateIn(dish('sate-ayam-nasi-impit'), 100, 104, 200, 'offer3c');
  return out;
}

/** Image key (under `dishes/`) → drawing, for `scripts/generate-images.ts`. */
export function offerDrawings(dish: Dishes): Record<string, string> {
  return {
    'offer-personalised-plan': personalisedPlan(dish),
    'offer-fixed-meal-plan': fixedMealPlan(dish),
    'offer-a-la-carte': aLaCarte(dish),
  };
}

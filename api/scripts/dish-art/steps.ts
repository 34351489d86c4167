/**
 * The six how-it-works steps of the home and about pages (docs/spec.md §1), drawn as scenes
 * around the catalogue's own dishes. No words in the pictures: the same file serves both
 * languages, and the step's title and alt text say what it shows.
 */
import type { DishArt } from '../dish-art';
import { BASE_DRAW } from './bases';
import { proteinArt } from './proteins';
import { rngFor } from './shapes';
import { vegArt } from './vegetables';
import { backdrop, closedBox, dishIn, heart, shadowRect, sparkle, steam, tick } from './scenery';

export type Dishes = (code: string) => DishArt;

/** 1. A phone with the questionnaire, two answers ticked, and the dish the customer picked. */
function fillUpAndSelect(dish: Dishes): string {
  let out = backdrop('#dcefe2', '#e9f5ec');
  out += shadowRect({ x: 70, y: 30, w: 130, h: 240 }, 22);
  out += `<rect x="70" y="30" width="130" height="240" rx="22" fill="#1c2420"/><rect x="80" y="48" width="110" height="204" rx="10" fill="#ffffff"/><rect x="118" y="38" width="34" height="5" rx="2.5" fill="#3a4540"/>`;
  out += `<rect x="92" y="62" width="70" height="10" rx="5" fill="#1f6b3f"/>`;
  [0, 1, 2, 3].forEach((row) => {
    const y = 92 + row * 38;
    out += `<rect x="90" y="${y - 14}" width="90" height="30" rx="8" fill="${row < 2 ? '#e8f3ec' : '#f3f4f1'}" stroke="${row < 2 ? '#1f6b3f' : '#dcdfd8'}" stroke-width="2"/>`;
    out +=
      row < 2
        ? tick(104, y + 1, 8)
        : `<circle cx="104" cy="${y + 1}" r="8" fill="none" stroke="#9aa39e" stroke-width="2"/>`;
    out += `<rect x="118" y="${y - 3}" width="${row % 2 ? 44 : 54}" height="8" rx="4" fill="#9aa39e"/>`;
  });
  out += shadowRect({ x: 214, y: 92, w: 150, h: 112 }, 18);
  out += dishIn(dish('nasi-lemak-ayam-sambal'), { x: 214, y: 92, w: 150, h: 112 }, 'step1');
  out += `<circle cx="352" cy="100" r="22" fill="#ffffff"/>${heart(352, 101, 22)}`;
  return out;
}

/** 2. The planner: a week of meals filled in, a macro ring on target and a spark of suggestion. */
function aiMealPlanner(dish: Dishes): string {
  let out = backdrop('#e3ecf7', '#eef4fb');
  out += shadowRect({ x: 30, y: 42, w: 230, h: 216 }, 16);
  out += `<rect x="30" y="42" width="230" height="216" rx="16" fill="#ffffff"/><rect x="30" y="42" width="230" height="34" rx="16" fill="#1d5ea8"/><rect x="30" y="62" width="230" height="14" fill="#1d5ea8"/>`;
  const codes = ['ayam-percik-nasi-kunyit', 'bb-salmon-kuinoa', 'veg-mangkuk-buddha'];
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      const x = 42 + col * 43;
      const y = 88 + row * 56;
      const filled = (row + col) % 4 !== 3;
      out += filled
        ? dishIn(dish(codes[(row + col) % 3]!), { x, y, w: 38, h: 48 }, `step2-${row}-${col}`, 8)
        : `<rect x="${x}" y="${y}" width="38" height="48" rx="8" fill="#f3f4f1" stroke="#dcdfd8" stroke-width="2" stroke-dasharray="5 4"/>`;
    }
  }
  [0, 1, 2, 3, 4].forEach((col) => {
    out += `<rect x="${50 + col * 43}" y="54" width="22" height="8" rx="4" fill="#bcd3ee"/>`;
  });
  // Protein, carbohydrate and fat around a ring: the day's target met.
  const ring = (offset: number, length: number, colour: string) =>
    `<circle cx="325" cy="170" r="46" fill="none" stroke="${colour}" stroke-width="16" stroke-dasharray="${length} 400" stroke-dashoffset="${-offset}" transform="rotate(-90 325 170)"/>`;
  out += `<circle cx="325" cy="170" r="58" fill="#ffffff"/>`;
  out += ring(0, 110, '#1f6b3f') + ring(112, 100, '#f29e38') + ring(214, 73, '#1d5ea8');
  out += tick(325, 170, 20);
  out += sparkle(300, 70, 22) + sparkle(346, 96, 12, '#1d5ea8');
  return out;
}

/** 3. The kitchen: a wok over the flame, cooking the dish fresh, with a spatula and steam. */
function kitchen(): string {
  let out = backdrop('#f5e7d3', '#fbf1e4');
  out += `<rect x="0" y="226" width="400" height="74" fill="#5b6670"/><rect x="0" y="226" width="400" height="10" fill="#76828c"/>`;
  out += `<ellipse cx="200" cy="236" rx="70" ry="12" fill="#2d3338"/>`;
  [-40, -20, 0, 20, 40].forEach((dx) => {
    out += `<path d="M${200 + dx} 240 q-8 -18 0 -30 q8 12 0 30 Z" fill="#f29e38"/><path d="M${200 + dx} 240 q-4 -10 0 -17 q4 7 0 17 Z" fill="#ffd36b"/>`;
  });
  out += `<path d="M70 150 Q200 290 330 150 Z" fill="#22282c"/><ellipse cx="200" cy="150" rx="130" ry="26" fill="#3a4248"/>`;
  out += `<rect x="326" y="140" width="62" height="14" rx="7" fill="#7a4b2a" transform="rotate(-12 326 147)"/>`;
  // Fried rice with prawns and greens, tossed in the wok.
  const rng = rngFor('step-kitchen');
  const food = { x: 98, y: 128, w: 204, h: 42 };
  out += `<clipPath id="step3"><ellipse cx="200" cy="150" rx="118" ry="22"/></clipPath><g clip-path="url(#step3)">`;
  out += BASE_DRAW.fried_rice(rng, food, 'plate');
  out += proteinArt('prawn', rng, { x: 120, y: 134, w: 160, h: 30 }, null);
  out += vegArt('greens', rng, { x: 150, y: 136, w: 100, h: 26 });
  out += '</g>';
  out += `<path d="M250 60 L218 140" stroke="#a8764a" stroke-width="9" stroke-linecap="round"/><rect x="200" y="132" width="34" height="22" rx="6" fill="#c99462" transform="rotate(22 217 143)"/>`;
  out += steam(150, 112) + steam(240, 104);
  return out;
}

/** 4. Delivery: a courier on a motorbike with the shop's insulated box, on the move. */
function delivery(): string {
  let out = backdrop('#fde8cc', '#fff3e2');
  out += `<rect x="0" y="244" width="400" height="56" fill="#8e969c"/>`;
  [20, 120, 220, 320].forEach((x) => {
    out += `<rect x="${x}" y="266" width="56" height="8" rx="4" fill="#f4f1ea"/>`;
  });
  [0, 1, 2].forEach((i) => {
    out += `<path d="M${30 + i * 8} ${150 + i * 26} h${56 - i * 12}" stroke="#e9b574" stroke-width="7" stroke-linecap="round"/>`;
  });
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="218" r="30" fill="#1c2420"/><circle cx="${cx}" cy="218" r="13" fill="#c9cfd2"/>`;
  out += wheel(140) + wheel(300);
  out += `<path d="M120 200 Q150 164 214 168 L262 168 Q300 168 318 200 L330 214 L118 214 Z" fill="#1f6b3f"/>`;
  out += `<path d="M300 172 L322 110 L340 110" stroke="#2d3338" stroke-width="8" stroke-linecap="round" fill="none"/>`;
  out += `<path d="M208 168 L230 120 Q236 104 252 108 L282 118" stroke="#1d5ea8" stroke-width="20" stroke-linecap="round" fill="none"/>`;
  out += `<path d="M236 160 L262 190" stroke="#1c3f6a" stroke-width="16" stroke-linecap="round"/>`;
  out += `<circle cx="250" cy="86" r="24" fill="#f29e38"/><rect x="248" y="80" width="30" height="12" rx="6" fill="#1c2420"/>`;
  out += `<path d="M246 114 L318 114" stroke="#1d5ea8" stroke-width="12" stroke-linecap="round"/>`;
  out += `<rect x="100" y="164" width="110" height="10" rx="4" fill="#2d3338"/>`;
  out += closedBox(108, 96, 92, 68);
  return out;
}

/** 5. Shelf life: the fridge with a week of boxes on its shelves and a seven on the calendar. */
function shelfLife(dish: Dishes): string {
  let out = backdrop('#e1eff3', '#eef7f9');
  out += shadowRect({ x: 60, y: 24, w: 190, h: 256 }, 16);
  out += `<rect x="60" y="24" width="190" height="256" rx="16" fill="#f7f9fa" stroke="#c4ccd0" stroke-width="4"/><rect x="74" y="38" width="162" height="228" rx="8" fill="#dfeef3"/>`;
  const codes = ['rendang-daging', 'bb-pasta-ayam-tomato', 'veg-tauhu-teriyaki-kuinoa'];
  [0, 1, 2].forEach((shelf) => {
    const y = 46 + shelf * 74;
    out += `<rect x="74" y="${y + 64}" width="162" height="6" fill="#b9c8ce"/>`;
    [0, 1].forEach((slot) => {
      out += dishIn(
        dish(codes[(shelf + slot) % 3]!),
        { x: 84 + slot * 76, y: y + 6, w: 68, h: 56 },
        `step5-${shelf}-${slot}`,
        8,
      );
    });
  });
  out += shadowRect({ x: 272, y: 70, w: 100, h: 110 }, 14);
  out += `<rect x="272" y="70" width="100" height="110" rx="14" fill="#ffffff"/><rect x="272" y="70" width="100" height="32" rx="14" fill="#b42318"/><rect x="272" y="88" width="100" height="14" fill="#b42318"/><circle cx="298" cy="70" r="6" fill="#5a6560"/><circle cx="346" cy="70" r="6" fill="#5a6560"/>`;
  out += `<path d="M302 120 h40 l-22 46" stroke="#1c2420" stroke-width="12" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  out += `<path d="M286 214 q36 -22 72 0" stroke="#5b9bb0" stroke-width="6" stroke-linecap="round" fill="none"/><path d="M322 200 v28" stroke="#5b9bb0" stroke-width="6" stroke-linecap="round"/><path d="M310 206 l24 16 M334 206 l-24 16" stroke="#5b9bb0" stroke-width="6" stroke-linecap="round"/>`;
  return out;
}

/** 6. Enjoy: the warmed meal on the table, cutlery beside it, steam and a heart. */
function enjoy(dish: Dishes): string {
  let out = `<rect width="400" height="300" fill="#e9c89b"/>`;
  out += dishIn(dish('ayam-berempah-bakar'), { x: 40, y: 0, w: 320, h: 300 }, 'step6', 0);
  out += `<rect x="10" y="70" width="14" height="170" rx="7" fill="#c9cfd2"/><path d="M6 70 v40 q11 14 22 0 v-40" stroke="#c9cfd2" stroke-width="5" fill="none"/>`;
  out += `<ellipse cx="384" cy="96" rx="14" ry="24" fill="#c9cfd2"/><rect x="378" y="112" width="12" height="130" rx="6" fill="#c9cfd2"/>`;
  out += steam(150, 64) + steam(230, 58);
  out += `<circle cx="338" cy="250" r="30" fill="#ffffff"/>${heart(338, 252, 30)}`;
  return out;
}

/** Image key (under `dishes/`) → drawing, for `scripts/generate-images.ts`. */
export function stepDrawings(dish: Dishes): Record<string, string> {
  return {
    'step-fill-up-and-select': fillUpAndSelect(dish),
    'step-ai-meal-planner': aiMealPlanner(dish),
    'step-kitchen': kitchen(),
    'step-delivery': delivery(),
    'step-shelf-life': shelfLife(dish),
    'step-enjoy': enjoy(dish),
  };
}

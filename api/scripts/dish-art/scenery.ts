/**
 * Pieces the page illustrations (steps.ts, offers.ts) are built from: a dish of the catalogue
 * placed in a frame, a backdrop, steam and a few small objects. Same canvas (400 × 300) and the
 * same flat, top-lit style as the dish drawings, so a page's pictures look like one set.
 */
import type { DishArt } from '../dish-art';
import { dishScene } from '../dish-art';
import { type Box, f } from './shapes';

/** A catalogue dish drawn into a box (its 4:3 drawing cropped to fill it), with rounded corners. */
export function dishIn(dish: DishArt, box: Box, id: string, radius = 18): string {
  return `<svg x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice"><clipPath id="${id}"><rect width="400" height="300" rx="${f((radius * 400) / box.w)}"/></clipPath><g clip-path="url(#${id})">${dishScene(dish)}</g></svg>`;
}

/**
 * An à la carte dish's plate (with its dip cup and shadow) without the table around it, `size`
 * wide at (x, y), so several plates can share one table.
 */
export function plateIn(dish: DishArt, x: number, y: number, size: number, id: string): string {
  const h = f((size * 280) / 330);
  return `<svg x="${x}" y="${y}" width="${size}" height="${h}" viewBox="40 20 330 280"><clipPath id="${id}"><ellipse cx="184" cy="154" rx="138" ry="128"/><circle cx="332" cy="234" r="46"/></clipPath><g clip-path="url(#${id})">${dishScene(dish)}</g></svg>`;
}

/** A flat backdrop with two soft discs of a lighter tone behind the subject. */
export function backdrop(fill: string, disc: string): string {
  return `<rect width="400" height="300" fill="${fill}"/><circle cx="320" cy="60" r="90" fill="${disc}"/><circle cx="70" cy="250" r="70" fill="${disc}"/>`;
}

/** Three wavy lines of steam rising from (x, y). */
export function steam(x: number, y: number, colour = '#ffffff', opacity = 0.8): string {
  return [-18, 0, 18]
    .map(
      (dx) =>
        `<path d="M${x + dx} ${y} c-10 -12 10 -20 0 -32 c-10 -12 10 -20 0 -32" stroke="${colour}" stroke-width="5" stroke-linecap="round" fill="none" opacity="${opacity}"/>`,
    )
    .join('');
}

/** A drop shadow under a rounded rectangle (uses the `shadow` filter of the wrapper). */
export function shadowRect(box: Box, radius: number, opacity = 0.25): string {
  return `<rect x="${box.x + 6}" y="${box.y + 8}" width="${box.w}" height="${box.h}" rx="${radius}" fill="#000" opacity="${opacity}" filter="url(#shadow)"/>`;
}

/** A round tick badge (a chosen answer, a done step). */
export function tick(cx: number, cy: number, r: number, fill = '#1f6b3f'): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><path d="M${f(cx - r * 0.45)} ${cy} l${f(r * 0.3)} ${f(r * 0.32)} l${f(r * 0.55)} ${f(-r * 0.62)}" stroke="#fff" stroke-width="${f(r * 0.28)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
}

/** A heart (enjoyment, favourites). */
export function heart(cx: number, cy: number, size: number, fill = '#e04f5f'): string {
  const s = size / 2;
  return `<path d="M${cx} ${f(cy + s)} C${f(cx - s * 2.2)} ${f(cy - s * 0.2)} ${f(cx - s * 0.9)} ${f(cy - s * 1.6)} ${cx} ${f(cy - s * 0.5)} C${f(cx + s * 0.9)} ${f(cy - s * 1.6)} ${f(cx + s * 2.2)} ${f(cy - s * 0.2)} ${cx} ${f(cy + s)} Z" fill="${fill}"/>`;
}

/** A four-pointed sparkle (the planner's suggestion). */
export function sparkle(cx: number, cy: number, r: number, fill = '#f29e38'): string {
  const q = r * 0.22;
  return `<path d="M${cx} ${cy - r} Q${f(cx + q)} ${f(cy - q)} ${cx + r} ${cy} Q${f(cx + q)} ${f(cy + q)} ${cx} ${cy + r} Q${f(cx - q)} ${f(cy + q)} ${cx - r} ${cy} Q${f(cx - q)} ${f(cy - q)} ${cx} ${cy - r} Z" fill="${fill}"/>`;
}

/** A closed meal-prep box seen from the front, with the shop's green label. */
export function closedBox(x: number, y: number, w: number, h: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#f4efe4" stroke="#d8cfbd" stroke-width="3"/><rect x="${x - 4}" y="${y - 6}" width="${w + 8}" height="14" rx="6" fill="#e6dfd0"/><rect x="${f(x + w * 0.3)}" y="${f(y + h * 0.35)}" width="${f(w * 0.4)}" height="${f(h * 0.34)}" rx="4" fill="#1f6b3f"/><path d="M${f(x + w * 0.44)} ${f(y + h * 0.6)} q${f(w * 0.06)} ${f(-h * 0.2)} ${f(w * 0.14)} ${f(-h * 0.18)} q${f(-w * 0.02)} ${f(h * 0.16)} ${f(-w * 0.14)} ${f(h * 0.18)} Z" fill="#cfe2bf"/>`;
}

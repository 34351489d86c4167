/** The vegetables and garnishes. */
import type { DishLook } from '../../src/db/seed-data/looks';
import { type Rng, f, pick, type Box, pointIn, dots } from './shapes';
import { pieces } from './proteins';

export function vegArt(veg: DishLook['veg'], rng: Rng, box: Box): string {
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

export function garnishArt(garnish: DishLook['garnish'], rng: Rng, box: Box): string {
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

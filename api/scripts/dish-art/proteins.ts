/** The proteins, each drawn in its own way and glazed by the sauce. */
import type { DishLook } from '../../src/db/seed-data/looks';
import { type Rng, f, between, pick, type Box, blob, dots, cubes } from './shapes';
import type { Glaze } from './sauces';

export function pieces(
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

export function proteinArt(
  protein: DishLook['protein'],
  rng: Rng,
  box: Box,
  glaze: Glaze | null,
): string {
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

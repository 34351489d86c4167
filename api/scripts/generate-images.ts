/**
 * `npm run images -w api`: draws every catalogue image (scripts/dish-art.ts) and encodes it to
 * WebP at the card widths of docs/spec.md §9 into api/assets/dishes/, with manifest.json (key → hash of
 * the drawing). Files of drawings that no longer exist are removed. Fails (exit 1) when a file
 * is over the size budget, so the budget the tests check holds from the start.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ProductLine } from '@mealprep/shared/catalogue';
import { ART_WIDTH, collageSvg, dishSvg, placeholderSvg, sceneSvg, type DishArt } from './dish-art';
import { offerDrawings } from './dish-art/offers';
import { stepDrawings } from './dish-art/steps';
import {
  CATALOG_ASSETS_DIR,
  CATALOG_IMAGE_WIDTHS,
  CATALOG_PATH_PREFIX,
  heightFor,
  imageFileName,
  MANIFEST_FILE,
  PLACEHOLDER_KEY,
  type ImageManifest,
} from '../src/catalog/images';
import { BUNDLES, DISHES, FIXED_MEAL_PLANS } from '../src/db/seed-data/catalog';

/** Every file at most this many bytes (docs/spec.md §9 budget: 60 kB at the size a phone is served). */
export const MAX_IMAGE_BYTES = 60 * 1024;
/** Bump to redraw everything with the same drawings (encoder settings changed). */
const ENCODING = { quality: 72, effort: 6, smartSubsample: true, version: 1 };

function keyOf(storedPath: string): string {
  if (!storedPath.startsWith(CATALOG_PATH_PREFIX))
    throw new Error(`not a dish path: ${storedPath}`);
  return storedPath.slice(CATALOG_PATH_PREFIX.length);
}

function drawings(): Map<string, string> {
  const byCode = new Map<string, DishArt>(DISHES.map((dish) => [dish.code, dish]));
  const art = (code: string) => {
    const dish = byCode.get(code);
    if (!dish) throw new Error(`unknown dish ${code}`);
    return dish;
  };
  const mainLine = (codes: string[]): ProductLine => {
    const lines = codes.map((code) => art(code).line);
    return lines.every((line) => line === lines[0]) ? (lines[0] ?? 'classic') : 'classic';
  };
  const result = new Map<string, string>([[PLACEHOLDER_KEY, placeholderSvg()]]);
  for (const dish of DISHES) result.set(keyOf(dish.image), dishSvg(dish));
  for (const bundle of BUNDLES) {
    const codes = bundle.items.map((item) => item.dish);
    result.set(keyOf(bundle.image), collageSvg(codes.map(art), mainLine(codes)));
  }
  for (const plan of FIXED_MEAL_PLANS) {
    const codes = plan.days.flat().map((meal) => meal.dish);
    result.set(keyOf(plan.image), collageSvg(codes.map(art), 'classic'));
  }
  // The home and about pages' how-it-works steps and offer cards (src/db/seed-data/pages.ts).
  for (const [key, inner] of Object.entries({ ...stepDrawings(art), ...offerDrawings(art) }))
    result.set(key, sceneSvg(inner));
  return result;
}

async function encode(svg: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * width) / ART_WIDTH })
    .resize(width, heightFor(width))
    .webp({
      quality: ENCODING.quality,
      effort: ENCODING.effort,
      smartSubsample: ENCODING.smartSubsample,
    })
    .toBuffer();
}

async function main() {
  const dir = CATALOG_ASSETS_DIR;
  fs.mkdirSync(dir, { recursive: true });
  const manifest: ImageManifest = { widths: [...CATALOG_IMAGE_WIDTHS], images: {} };
  const wanted = new Set<string>([MANIFEST_FILE]);
  let total = 0;
  let written = 0;
  const tooLarge: string[] = [];
  for (const [key, svg] of drawings()) {
    const hash = createHash('sha256')
      .update(JSON.stringify(ENCODING))
      .update(svg)
      .digest('hex')
      .slice(0, 10);
    manifest.images[key] = hash;
    for (const width of CATALOG_IMAGE_WIDTHS) {
      const name = imageFileName(key, hash, width);
      wanted.add(name);
      const file = path.join(dir, name);
      if (!fs.existsSync(file)) {
        fs.writeFileSync(file, await encode(svg, width));
        written += 1;
      }
      const size = fs.statSync(file).size;
      total += size;
      if (size > MAX_IMAGE_BYTES) tooLarge.push(`${name} (${size} bytes)`);
    }
  }
  for (const name of fs.readdirSync(dir)) {
    if (!wanted.has(name)) fs.rmSync(path.join(dir, name));
  }
  // The layout Prettier gives JSON (the widths on one line), so `prettier --check` passes.
  const json = JSON.stringify(manifest, null, 2).replace(
    /"widths": \[[^\]]*\]/,
    `"widths": [${manifest.widths.join(', ')}]`,
  );
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), `${json}\n`);
  process.stdout.write(
    `${Object.keys(manifest.images).length} images, ${wanted.size - 1} files (${written} new), ${(total / 1024 / 1024).toFixed(2)} MB in ${path.relative(process.cwd(), dir)}\n`,
  );
  if (tooLarge.length > 0) {
    throw new Error(`over ${MAX_IMAGE_BYTES} bytes: ${tooLarge.join(', ')}`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

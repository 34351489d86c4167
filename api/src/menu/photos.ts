import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  CATALOG_IMAGE_WIDTHS,
  heightFor,
  UPLOAD_PATH_PREFIX,
  uploadFileName,
  uploadName,
} from '../catalog/images';
import { FieldValidationError } from '../http/errors';
import { MAX_IMAGE_PIXELS, sniffImage } from '../routes/profile-picture';

/** Encoder settings of an uploaded dish photo: those of the generated catalogue images. */
const WEBP = { quality: 72, effort: 4, smartSubsample: true } as const;

/**
 * A dish photo as staff upload it, made into the storefront's responsive set: the upload is
 * decoded (PNG, JPEG or WebP by its first bytes, at most `MAX_IMAGE_PIXELS`), turned upright,
 * cropped to the card's 4:3 around what draws the eye, and written as one WebP per card width.
 * Only pixels are kept (no EXIF, GPS or comments). The files get a new random name, never reused,
 * so they can be cached for a year like the generated ones.
 */
export class DishPhotos {
  constructor(private readonly storageDir: string) {}

  private get dir(): string {
    return path.join(this.storageDir, 'menu');
  }

  /** Writes the set and answers its stored path (`menu/<name>`); 422 at `image` for a bad upload. */
  async store(upload: Buffer): Promise<string> {
    if (!sniffImage(upload)) throw FieldValidationError.of('image', 'validation.imageType');
    let width = 0;
    let height = 0;
    try {
      ({ width = 0, height = 0 } = await sharp(upload).metadata());
    } catch {
      throw FieldValidationError.of('image', 'validation.imageType');
    }
    if (width * height > MAX_IMAGE_PIXELS) {
      throw FieldValidationError.of('image', 'validation.imagePixels', {
        max: MAX_IMAGE_PIXELS / 1_000_000,
      });
    }
    const name = randomBytes(16).toString('hex');
    let encoded: { width: number; bytes: Buffer }[];
    try {
      const upright = await sharp(upload, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
        .rotate()
        .toBuffer();
      encoded = await Promise.all(
        CATALOG_IMAGE_WIDTHS.map(async (target) => ({
          width: target,
          bytes: await sharp(upright)
            .resize(target, heightFor(target), { fit: 'cover', position: sharp.strategy.attention })
            .webp(WEBP)
            .toBuffer(),
        })),
      );
    } catch {
      throw FieldValidationError.of('image', 'validation.imageType');
    }
    await fs.mkdir(this.dir, { recursive: true });
    for (const file of encoded) {
      await fs.writeFile(path.join(this.dir, uploadFileName(name, file.width)), file.bytes, {
        flag: 'wx',
      });
    }
    return `${UPLOAD_PATH_PREFIX}${name}`;
  }

  /** Removes an uploaded set (a photo replaced, or one written for a change that failed). */
  async remove(storedPath: string): Promise<void> {
    const name = uploadName(storedPath);
    if (name === null) return;
    await Promise.all(
      CATALOG_IMAGE_WIDTHS.map((width) =>
        fs.rm(path.join(this.dir, uploadFileName(name, width)), { force: true }),
      ),
    );
  }
}

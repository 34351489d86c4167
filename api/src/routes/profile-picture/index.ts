import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { FieldValidationError, HttpError } from '../../http/errors';
import { requestLocale } from '../../i18n/locale';
import { Data } from '@mealprep/shared/core/contracts';
import { Profile } from '@mealprep/shared/plan/contracts';
import { hasCustomerDetails, loadProfile } from '../../profile/present';
import { currentCustomer } from '../../http/request';
import { SESSION_SECURITY } from '../../plugins/openapi';
import type { Services } from '../../services';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const PROFILE_STORAGE_PREFIX = '/storage/profile/';
/** A decompression bomb is a small file of huge dimensions: refused before it is decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Stored pictures are at most this wide and high (an avatar never needs more). */
export const PROFILE_IMAGE_SIDE = 1024;

/**
 * Decodes and re-encodes the upload in its own format: what is stored is pixels only (EXIF,
 * GPS, ICC comments and any trailing bytes are gone; the EXIF rotation is applied first), no
 * larger than PROFILE_IMAGE_SIDE. Dimensions over MAX_IMAGE_PIXELS are refused from the header.
 * A refusal names `field` (the problem report's photo uses the same rules).
 */
export async function reencode(
  image: Buffer,
  format: 'png' | 'jpg' | 'webp',
  field = 'image',
): Promise<Buffer> {
  let metadata: Metadata;
  try {
    metadata = await sharp(image).metadata();
  } catch {
    throw FieldValidationError.of(field, 'validation.imageType');
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw FieldValidationError.of(field, 'validation.imagePixels', {
      max: MAX_IMAGE_PIXELS / 1_000_000,
    });
  }
  const pipeline = sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .rotate()
    .resize(PROFILE_IMAGE_SIDE, PROFILE_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true });
  try {
    if (format === 'png') return await pipeline.png().toBuffer();
    if (format === 'webp') return await pipeline.webp({ quality: 85 }).toBuffer();
    return await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  } catch {
    throw FieldValidationError.of(field, 'validation.imageType');
  }
}

/** The real type of an upload, from its first bytes; the declared type and name are ignored. */
export function sniffImage(bytes: Buffer): 'png' | 'jpg' | 'webp' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export function isTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** The bytes of the `image` file part; other parts are drained and ignored. */
export async function readImage(request: FastifyRequest): Promise<Buffer | null> {
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'image' || image) {
        part.file.resume();
        continue;
      }
      image = await part.toBuffer();
    }
  } catch (error) {
    if (isTooLarge(error)) {
      throw FieldValidationError.of('image', 'validation.imageSize', {
        max: MAX_IMAGE_BYTES / 1024 / 1024,
      });
    }
    // A malformed multipart body is the client's fault, whatever busboy calls it.
    const status = (error as { statusCode?: unknown } | null)?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw new HttpError(400, 'badRequest');
  }
  return image;
}

/** `POST /api/v1/profile_picture`: multipart field `image`, PNG/JPEG/WebP up to 2 MB. */
export const profilePictureRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const profileDir = path.join(services.storageDir, 'profile');

  app.post(
    '/api/v1/profile_picture',
    {
      onRequest: services.sessions.requireUser,
      schema: {
        summary: 'Upload the profile picture (multipart field "image": PNG, JPEG or WebP, ≤ 2 MB)',
        tags: ['user'],
        security: SESSION_SECURITY,
        consumes: ['multipart/form-data'],
        response: { 200: Data(Profile) },
      },
    },
    async (request) => {
      const user = currentCustomer(request);
      if (!request.isMultipart())
        throw FieldValidationError.of('image', 'validation.imageRequired');
      const image = await readImage(request);
      if (!image || image.length === 0) {
        throw FieldValidationError.of('image', 'validation.imageRequired');
      }
      const extension = sniffImage(image);
      if (!extension) throw FieldValidationError.of('image', 'validation.imageType');

      const clean = await reencode(image, extension);

      await fs.mkdir(profileDir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await fs.writeFile(path.join(profileDir, name), clean, { flag: 'wx' });
      const result = await services.users.replaceProfileImage(
        user.id,
        `${PROFILE_STORAGE_PREFIX}${name}`,
      );
      if (!result || !hasCustomerDetails(result.user)) throw new HttpError(403, 'forbidden');
      if (result.previous?.startsWith(PROFILE_STORAGE_PREFIX)) {
        const old = path.basename(result.previous);
        await fs.rm(path.join(profileDir, old), { force: true });
      }
      return {
        data: await loadProfile(services.preferences, result.user, requestLocale(request)),
      };
    },
  );
};

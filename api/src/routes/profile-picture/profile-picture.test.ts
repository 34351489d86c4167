import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../../test/helper';
import { sniffImage } from '.';

let t: TestApp;
let customer: Customer;

beforeAll(async () => {
  t = await buildTestApp();
  customer = await registerCustomer(t.app);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 1×1 PNG (red pixel). */
function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----mealprep-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(form: ReturnType<typeof multipart>, cookie = customer.cookie) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/profile_picture',
    headers: { ...form.headers, cookie },
    payload: form.payload,
  });
}

describe('POST /api/v1/profile_picture', () => {
  it('stores a real PNG, links it in the profile and serves it under /storage', async () => {
    const png = tinyPng();
    const response = await upload(multipart('image', 'me.png', 'image/png', png));
    expect(response.statusCode).toBe(200);
    const image: string = response.json().data.profile_image;
    expect(image).toMatch(/^\/storage\/profile\/[0-9a-f]{32}\.png$/);

    const profile = await t.app.inject({
      url: '/api/v1/user/profile',
      headers: { cookie: customer.cookie },
    });
    expect(profile.json().data.profile_image).toBe(image);

    const served = await t.app.inject({ url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Re-encoded, so not the same bytes, but the same picture.
    const { data, info } = await sharp(served.rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.format]).toEqual([1, 1, 'raw']);
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it('stores pixels only: EXIF (e.g. GPS) and trailing bytes are dropped', async () => {
    const jpeg = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 128, b: 0 } },
    })
      .withExif({ IFD0: { Copyright: 'home-at-3.1390N-101.6869E' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const withTail = Buffer.concat([jpeg, Buffer.from('<?php echo "hidden"; ?>')]);
    const response = await upload(multipart('image', 'me.jpg', 'image/jpeg', withTail));
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({ url: response.json().data.profile_image });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.format).toBe('jpeg');
    expect(served.rawPayload.includes('home-at-')).toBe(false);
    expect(served.rawPayload.includes('hidden')).toBe(false);
  });

  it('refuses a decompression bomb (a small file of 64 million pixels) from its header', async () => {
    const side = 8000;
    const header = Buffer.alloc(13);
    header.writeUInt32BE(side, 0);
    header.writeUInt32BE(side, 4);
    header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
    const row = Buffer.alloc(1 + side / 8);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: side }, () => row)))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(bomb.length).toBeLessThan(100_000);
    const response = await upload(multipart('image', 'bomb.png', 'image/png', bomb));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      image: ['The image may not have more than 40 million pixels.'],
    });
  });

  it('replaces the previous picture and deletes its file', async () => {
    const first = (await upload(multipart('image', 'a.png', 'image/png', tinyPng()))).json().data
      .profile_image;
    const second = (await upload(multipart('image', 'b.png', 'image/png', tinyPng()))).json().data
      .profile_image;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second })).statusCode).toBe(200);
  });

  it('judges the content, not the name or declared type', async () => {
    const response = await upload(
      multipart('image', 'fake.png', 'image/png', Buffer.from('just some text')),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      image: ['The image must be a PNG, JPEG or WebP file.'],
    });
  });

  it('refuses files over 2 MB', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload(multipart('image', 'big.png', 'image/png', big));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ image: ['The image may not be larger than 2 MB.'] });
  });

  it('asks for the image when the field is missing or the body is not multipart', async () => {
    const wrongField = await upload(multipart('avatar', 'me.png', 'image/png', tinyPng()));
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors).toEqual({ image: ['Choose an image to upload.'] });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile_picture',
      headers: { cookie: customer.cookie },
      payload: { image: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(422);
  });

  it('answers 401 without a session', async () => {
    const response = await upload(multipart('image', 'me.png', 'image/png', tinyPng()), '');
    expect(response.statusCode).toBe(401);
  });
});

describe('sniffImage', () => {
  it.each([
    [tinyPng(), 'png'],
    [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'jpg'],
    [Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]), 'webp'],
    [Buffer.from('GIF89a'), null],
    [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    [Buffer.alloc(0), null],
  ])('recognises %#', (bytes, expected) => {
    expect(sniffImage(bytes)).toBe(expected);
  });
});

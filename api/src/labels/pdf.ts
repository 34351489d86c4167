import PDFDocument from 'pdfkit';
import QRCode, { type QRCodeSegment } from 'qrcode';
import { caloriesOf } from '@mealprep/shared/catalogue';
import { formatShopDate } from '@mealprep/shared/core';
import { t, type ApiMessageKey } from '../i18n/messages';
import type { Locale } from '@mealprep/shared/locale';
import type { PackLabel } from './packs';

/** The two ways the kitchen prints labels (docs/kitchen.md). */
export const LABEL_FORMATS = ['sheet', 'roll'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

const MM = 72 / 25.4;

/**
 * A4 sheets of 2 × 4 labels of 99.1 × 67.7 mm (the common "8 per sheet" layout, e.g. Avery
 * L7165): the smallest label on which the storage and reheating words of a dish stay readable. A
 * 3 × 8 grid's 70 × 37 mm would cut them off.
 */
const SHEET = {
  columns: 2,
  rows: 4,
  width: 99.1 * MM,
  height: 67.7 * MM,
  left: 4.65 * MM,
  top: 13.1 * MM,
  gapX: 2.5 * MM,
  gapY: 0,
};

/** A 62 mm continuous roll (label printers' DK-22205 and the like), cut 100 mm long per label. */
const ROLL = { width: 62 * MM, height: 100 * MM };

const INK = '#111111';
const MUTED = '#3e4c59';
const HALAL_GREEN = '#1e6b34';

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** QR alphanumeric mode holds these; anything else is encoded as bytes. */
const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]*$/;

/**
 * The pack's code as a QR code, drawn as vector squares (one rectangle per run of dark modules
 * in a row, one fill for them all), so it prints sharp at any size and costs no image. The mask
 * is fixed rather than chosen by trying all eight: a tenth of the time, and any mask scans.
 */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const segment: QRCodeSegment = ALPHANUMERIC.test(text)
    ? { data: text, mode: 'alphanumeric' }
    : { data: Buffer.from(text), mode: 'byte' };
  const { modules } = QRCode.create([segment], { errorCorrectionLevel: 'M', maskPattern: 0 });
  const count = modules.size;
  const cell = size / count;
  for (let row = 0; row < count; row += 1) {
    let start = -1;
    for (let column = 0; column <= count; column += 1) {
      const dark = column < count && modules.get(row, column) === 1;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        doc.rect(x + start * cell, y + row * cell, (column - start) * cell, cell);
        start = -1;
      }
    }
  }
  doc.fillColor(INK).fill();
}

type Font = 'Helvetica' | 'Helvetica-Bold';

/**
 * Lines set without PDFKit's line wrapper, which measures every word of every call: 500 labels
 * repeat a few storage and reheating texts, so each text is broken into lines once per font,
 * size and width, and each line is then written as it is.
 */
class Typesetter {
  private readonly widths = new Map<string, number>();
  private readonly broken = new Map<string, string[]>();

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  width(text: string, font: Font, size: number): number {
    const key = `${font}|${text}`;
    let unit = this.widths.get(key);
    if (unit === undefined) {
      unit = this.doc.font(font).fontSize(1).widthOfString(text);
      this.widths.set(key, unit);
    }
    return unit * size;
  }

  /** `text` broken into lines of at most `width`, at most `max` of them (the last one cut short with …). */
  lines(text: string, font: Font, size: number, width: number, max: number): string[] {
    const key = `${font}|${size}|${width}|${max}|${text}`;
    const known = this.broken.get(key);
    if (known) return known;
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (!line || this.width(candidate, font, size) <= width) {
        line = candidate;
        continue;
      }
      lines.push(line);
      line = word;
    }
    if (line) lines.push(line);
    if (lines.length > max) {
      lines.length = max;
      let last = `${lines[max - 1]}…`;
      while (last.length > 1 && this.width(last, font, size) > width) {
        last = `${last.slice(0, -2).trimEnd()}…`;
      }
      lines[max - 1] = last;
    }
    this.broken.set(key, lines);
    return lines;
  }

  /** Writes `lines` from (`x`, `y`), `align`ed in `width`; answers the y below the last. */
  write(
    lines: readonly string[],
    font: Font,
    size: number,
    color: string,
    x: number,
    y: number,
    options: { width?: number; align?: 'left' | 'center'; leading?: number } = {},
  ): number {
    const leading = size * (options.leading ?? 1.18);
    // Measured before the font is set: measuring sets the document's size to 1.
    const shifts = lines.map((line) =>
      options.align === 'center' && options.width
        ? (options.width - this.width(line, font, size)) / 2
        : 0,
    );
    this.doc.font(font).fontSize(size).fillColor(color);
    let top = y;
    lines.forEach((line, index) => {
      this.doc.text(line, x + (shifts[index] ?? 0), top, { lineBreak: false });
      top += leading;
    });
    return top;
  }

  /** One line that must not break (a code, an order number): smaller type when it is too wide. */
  fitted(text: string, font: Font, size: number, width: number): number {
    return Math.min(size, (size * width) / Math.max(this.width(text, font, size), 1));
  }
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Text sizes per format: the roll is narrower, so it writes smaller and runs longer. */
interface Scale {
  pad: number;
  qr: number;
  name: number;
  body: number;
  small: number;
}
const SCALES: Record<LabelFormat, Scale> = {
  sheet: { pad: 3 * MM, qr: 19 * MM, name: 9.5, body: 7, small: 5.6 },
  roll: { pad: 3 * MM, qr: 20 * MM, name: 10, body: 7.5, small: 6 },
};

/** One label inside `box`, in the pack's order's language. */
function drawLabel(
  type: Typesetter,
  doc: PDFKit.PDFDocument,
  label: PackLabel,
  box: Box,
  scale: Scale,
) {
  const say = (key: ApiMessageKey, values?: Record<string, string | number>) =>
    t(label.locale, key, values);
  const date = (value: string) => formatShopDate(value, label.locale, DATE);
  const inner = {
    x: box.x + scale.pad,
    y: box.y + scale.pad,
    width: box.width - scale.pad * 2,
    bottom: box.y + box.height - scale.pad,
  };
  const qrX = inner.x + inner.width - scale.qr;
  const left = inner.width - scale.qr - 2 * MM;

  // Right: the code, its text under it, the pack's place in the order, the halal mark.
  drawQr(doc, label.code, qrX, inner.y, scale.qr);
  const caption = { x: qrX - 4 * MM, width: scale.qr + 4 * MM };
  const codeSize = type.fitted(label.code, 'Helvetica', scale.small - 0.6, caption.width);
  let right = type.write(
    [label.code],
    'Helvetica',
    codeSize,
    MUTED,
    caption.x,
    inner.y + scale.qr + 1,
    {
      width: caption.width,
      align: 'center',
    },
  );
  right = type.write(
    [say('label.pack', { no: label.no, count: label.count })],
    'Helvetica',
    scale.small - 0.6,
    MUTED,
    caption.x,
    right,
    { width: caption.width, align: 'center' },
  );
  if (label.halal) {
    // The shop's own mark for a halal dish: the word in a framed box, never on any other pack.
    const width = scale.qr * 0.7;
    const top = right + 1.5;
    doc
      .roundedRect(qrX + (scale.qr - width) / 2, top, width, scale.body + 4, 2)
      .lineWidth(0.8)
      .strokeColor(HALAL_GREEN)
      .stroke();
    type.write(
      [say('label.halal')],
      'Helvetica-Bold',
      scale.body,
      HALAL_GREEN,
      qrX + (scale.qr - width) / 2,
      top + 2.2,
      {
        width,
        align: 'center',
      },
    );
    right = top + scale.body + 4;
  }

  // Left: what it is, whose, the dates and the nutrition.
  const name = label.components === null ? label.name : say('label.plan');
  let y = type.write(
    type.lines(name, 'Helvetica-Bold', scale.name, left, 2),
    'Helvetica-Bold',
    scale.name,
    INK,
    inner.x,
    inner.y,
    { leading: 1.1 },
  );
  const facts = [
    label.size ? say(`label.size.${label.size}`) : null,
    label.meal ? say('label.meal', label.meal) : null,
  ].filter((fact) => fact !== null);
  if (facts.length > 0) {
    y = type.write([facts.join(' · ')], 'Helvetica', scale.body, MUTED, inner.x, y + 0.5);
  }
  y = type.write(
    type.lines(label.firstName, 'Helvetica-Bold', scale.body, left, 1),
    'Helvetica-Bold',
    scale.body,
    INK,
    inner.x,
    y + 1,
  );
  // The order number never breaks at its hyphens: it is set smaller when the column is narrow.
  y = type.write(
    [label.orderNo],
    'Helvetica',
    type.fitted(label.orderNo, 'Helvetica', scale.body, left),
    INK,
    inner.x,
    y,
  );
  const dates = [
    say(label.deliveryMethod === 'pickup' ? 'label.pickup' : 'label.deliver', {
      date: date(label.deliveryDate),
    }),
    say('label.packedOn', { date: date(label.packedOn) }),
  ];
  const column = (text: string, font: Font) =>
    type.write(type.lines(text, font, scale.body, left, 2), font, scale.body, INK, inner.x, y);
  for (const line of dates) y = column(line, 'Helvetica');
  y = column(say('label.useBy', { date: date(label.useBy) }), 'Helvetica-Bold');
  y = type.write(
    type.lines(
      say('label.nutrition', {
        kcal: Math.round(caloriesOf(label.macros)),
        protein: label.macros.protein,
        carbohydrate: label.macros.carbohydrate,
        fat: label.macros.fat,
      }),
      'Helvetica',
      scale.body,
      left,
      2,
    ),
    'Helvetica',
    scale.body,
    INK,
    inner.x,
    y,
  );

  // Under both columns, full width: allergens, a plan meal's components, storage and reheating.
  y = Math.max(y, right) + 2;
  const full = (text: string, font: Font, size: number, room: number) => {
    const leading = size * 1.18;
    const max = Math.floor(Math.min(room, inner.bottom - y) / leading);
    if (max < 1) return;
    y = type.write(type.lines(text, font, size, inner.width, max), font, size, INK, inner.x, y) + 1;
  };
  if (label.allergens.length > 0) {
    const list = label.allergens.map((allergen) => say(`label.allergen.${allergen}`)).join(', ');
    full(say('label.contains', { list }), 'Helvetica-Bold', scale.body, Infinity);
  }
  if (label.components) full(label.components, 'Helvetica', scale.small, scale.small * 3.6);
  const storage = label.storage || say('label.storageDefault');
  const reheating = label.reheating || say('label.reheatingDefault');
  // Storage first and given at most half of what is left, so reheating keeps its own lines.
  full(say('label.storage', { text: storage }), 'Helvetica', scale.small, (inner.bottom - y) / 2);
  full(say('label.reheating', { text: reheating }), 'Helvetica', scale.small, Infinity);
}

/** The labels of `labels` as a PDF for A4 label sheets or for a 62 mm roll. */
export function labelsPdf(
  labels: readonly PackLabel[],
  format: LabelFormat,
  title: string,
  locale: Locale,
): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: title, Author: t(locale, 'production.title') },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const scale = SCALES[format];
  const type = new Typesetter(doc);
  if (labels.length === 0)
    doc.addPage({ size: format === 'sheet' ? 'A4' : [ROLL.width, ROLL.height] });
  labels.forEach((label, index) => {
    if (format === 'roll') {
      doc.addPage({ size: [ROLL.width, ROLL.height], margin: 0 });
      drawLabel(type, doc, label, { x: 0, y: 0, width: ROLL.width, height: ROLL.height }, scale);
      return;
    }
    const perPage = SHEET.columns * SHEET.rows;
    const slot = index % perPage;
    if (slot === 0) doc.addPage({ size: 'A4', margin: 0 });
    const column = slot % SHEET.columns;
    const row = Math.floor(slot / SHEET.columns);
    drawLabel(
      type,
      doc,
      label,
      {
        x: SHEET.left + column * (SHEET.width + SHEET.gapX),
        y: SHEET.top + row * (SHEET.height + SHEET.gapY),
        width: SHEET.width,
        height: SHEET.height,
      },
      scale,
    );
  });
  doc.end();
  return done;
}

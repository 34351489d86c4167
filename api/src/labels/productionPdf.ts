import PDFDocument from 'pdfkit';
import type { ProductionSheet } from '@mealprep/shared/staff/contracts';
import { formatShopDate, readerLocale } from '@mealprep/shared/core';
import { t, type ApiMessageKey } from '../i18n/messages';
import type { Locale } from '@mealprep/shared/locale';

const MARGIN = 40;
const A4 = { width: 595.28, height: 841.89 };
const WIDTH = A4.width - MARGIN * 2;
const RULE = '#cbd2d9';

/**
 * The production sheet of a delivery day on A4 (docs/architecture.md §9.8), the same figures as
 * the screen and the CSV: the days, whether it is final, the totals, the dishes to cook, the
 * components to weigh out and each personalised plan's packs. Tables flow onto further pages,
 * their heading repeated; every page is numbered.
 */
export function productionPdf(sheet: ProductionSheet, locale: Locale): Promise<Buffer> {
  const say = (key: ApiMessageKey, values?: Record<string, string | number>) =>
    t(locale, key, values);
  const number = new Intl.NumberFormat(readerLocale(locale));
  const weight = (grams: number) =>
    grams < 1000
      ? `${number.format(grams)} g`
      : `${new Intl.NumberFormat(readerLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(grams / 1000)} kg`;
  const date = (value: string) =>
    formatShopDate(value, locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${say('production.title')} ${sheet.delivery_date}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const bottom = A4.height - MARGIN - 20;
  const room = (height: number) => {
    if (doc.y + height > bottom) doc.addPage();
  };

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1f2933').text(say('production.title'));
  doc.moveDown(0.4);
  doc.fontSize(10);
  for (const [label, value] of [
    [say('production.deliveryDate'), date(sheet.delivery_date)],
    [say('production.cookingDate'), date(sheet.cooking_date)],
  ] as const) {
    const y = doc.y;
    doc.font('Helvetica').text(label, MARGIN, y, { width: 130 });
    doc.font('Helvetica-Bold').text(value, MARGIN + 130, y, { width: WIDTH - 130 });
  }
  doc.moveDown(0.4);
  doc
    .font('Helvetica-Bold')
    .fillColor(sheet.frozen ? '#1e6b34' : '#8a4b00')
    .text(say(sheet.frozen ? 'production.frozen' : 'production.open'), MARGIN);
  doc.fillColor('#1f2933').moveDown(0.6);

  if (sheet.orders === 0) {
    doc.font('Helvetica').text(say('production.empty'));
  } else {
    doc.font('Helvetica').fontSize(10);
    doc.text(
      [
        `${say('production.orders')}: ${number.format(sheet.orders)}`,
        `${say('production.vacuum')}: ${number.format(sheet.packs.vacuum)}`,
        `${say('production.lunch_box')}: ${number.format(sheet.packs.lunch_box)}`,
      ].join('    '),
    );
    doc.moveDown(0.8);

    const table = (headings: [string, string, string], rows: [string, string, string][]) => {
      const columns = [MARGIN, MARGIN + WIDTH * 0.62, MARGIN + WIDTH * 0.8];
      const widths = [WIDTH * 0.6, WIDTH * 0.17, WIDTH * 0.2];
      const line = (cells: [string, string, string], bold: boolean) => {
        const y = doc.y;
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
        let after = y;
        cells.forEach((cell, index) => {
          doc.text(cell, columns[index], y, {
            width: widths[index],
            align: index === 0 ? 'left' : 'right',
          });
          after = Math.max(after, doc.y);
        });
        doc.y = after + 2;
      };
      const heading = () => {
        line(headings, true);
        doc
          .moveTo(MARGIN, doc.y - 1)
          .lineTo(MARGIN + WIDTH, doc.y - 1)
          .strokeColor(RULE)
          .stroke();
        doc.y += 2;
      };
      room(40);
      heading();
      for (const row of rows) {
        if (doc.y + 14 > bottom) {
          doc.addPage();
          heading();
        }
        line(row, false);
      }
      doc.x = MARGIN;
      doc.moveDown(1);
    };

    if (sheet.dishes.length > 0) {
      table(
        [say('production.dish'), say('production.size'), say('production.portions')],
        sheet.dishes.map((dish) => [
          dish.name,
          dish.size === 'S' || dish.size === 'L' ? say(`production.size.${dish.size}`) : dish.size,
          number.format(dish.portions),
        ]),
      );
    }
    if (sheet.components.length > 0) {
      table(
        [say('production.component'), say('production.grams'), say('production.portions')],
        sheet.components.map((component) => [
          component.name,
          weight(component.grams),
          number.format(component.portions),
        ]),
      );
    }
    if (sheet.plan_packs.length > 0) {
      room(40);
      doc.font('Helvetica-Bold').fontSize(12).text(say('production.packs'), MARGIN);
      doc.moveDown(0.4);
      for (const pack of sheet.plan_packs) {
        room(30);
        doc
          .font('Helvetica-Bold')
          .fontSize(9.5)
          .text(
            say('production.planPack', {
              orderNo: pack.order_no,
              customer: pack.customer,
              meals: pack.meals.length,
              quantity: pack.quantity,
            }),
            MARGIN,
          );
        doc.font('Helvetica').fontSize(8.5);
        for (const meal of pack.meals) {
          room(12);
          doc.text(
            `${say('label.meal', { day: meal.day, meal: meal.meal })}: ${meal.items
              .map((item) => `${item.name} ${number.format(item.grams)} g`)
              .join(' · ')}`,
            MARGIN + 12,
            doc.y,
            { width: WIDTH - 12 },
          );
        }
        doc.moveDown(0.5);
      }
    }
  }

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#52606d')
      .text(
        say('production.page', { page: index + 1, pages: range.count }),
        MARGIN,
        A4.height - MARGIN - 14,
        { width: WIDTH, align: 'right', lineBreak: false },
      );
  }
  doc.end();
  return done;
}

import PDFDocument from 'pdfkit';
import type { ShopIdentity } from '../config/shop';
import { mt } from '../mail/messages';
import type { PriceRow } from '../mail/templates/order-parts';

/** Everything printed on a tax receipt, already in its language and money format. */
export interface ReceiptData {
  locale: string;
  shop: ShopIdentity;
  receiptNo: string;
  orderNo: string;
  /** "25 November 2026, 14:05" (Kuala Lumpur). */
  paidAt: string;
  paymentRef: string;
  provider: string;
  billedTo: string[];
  lines: { name: string; quantity: number; unit: string; amount: string }[];
  /** The price summary with the SST line spelled out ("SST 6% on RM 100.00"). */
  prices: PriceRow[];
  refundDue: boolean;
}

const MARGIN = 50;
const WIDTH = 595.28 - MARGIN * 2; // A4
const COLUMNS = { item: MARGIN, qty: MARGIN + 270, unit: MARGIN + 320, amount: MARGIN + 410 };

/**
 * Draws the receipt on one A4 page with PDFKit's built-in Helvetica (no font files to load, so
 * it stays fast: docs/architecture.md §7.2). Long orders flow onto further pages.
 */
export function receiptPdf(data: ReceiptData): Promise<Buffer> {
  const { locale } = data;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${mt(locale, 'receiptTitle')} ${data.receiptNo}`,
      Author: data.shop.legalName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // The issuer: name, address, registration numbers.
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#2f6b3b').text(data.shop.legalName);
  doc.font('Helvetica').fontSize(9).fillColor('#1f2933');
  for (const line of data.shop.address) doc.text(line);
  doc.text(mt(locale, 'receiptRegistration', { value: data.shop.registrationNo }));
  // A shop that is not SST-registered has no number to print (docs/architecture.md §9.1).
  if (data.shop.sstNo !== null) doc.text(mt(locale, 'receiptSst', { value: data.shop.sstNo }));
  doc.moveDown(1.5);

  doc.font('Helvetica-Bold').fontSize(18).text(mt(locale, 'receiptTitle'));
  doc.moveDown(0.5);
  const facts: [string, string][] = [
    [mt(locale, 'receiptNo'), data.receiptNo],
    [mt(locale, 'receiptOrder'), data.orderNo],
    [mt(locale, 'receiptDate'), data.paidAt],
    [mt(locale, 'receiptPaymentMethod'), data.provider],
    [mt(locale, 'receiptPaymentRef'), data.paymentRef],
  ];
  doc.fontSize(10);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica').text(label, MARGIN, y, { width: 140 });
    doc.font('Helvetica-Bold').text(value, MARGIN + 140, y, { width: WIDTH - 140 });
  }
  doc.moveDown();
  doc.font('Helvetica-Bold').text(mt(locale, 'receiptBilledTo'), MARGIN);
  doc.font('Helvetica');
  for (const line of data.billedTo) doc.text(line);
  doc.moveDown();

  // The lines.
  const header = doc.y;
  doc.font('Helvetica-Bold').fontSize(9);
  doc.text(mt(locale, 'receiptItem'), COLUMNS.item, header);
  doc.text(mt(locale, 'receiptQty'), COLUMNS.qty, header, { width: 45, align: 'right' });
  doc.text(mt(locale, 'receiptUnit'), COLUMNS.unit, header, { width: 85, align: 'right' });
  doc.text(mt(locale, 'receiptAmount'), COLUMNS.amount, header, { width: 85, align: 'right' });
  doc
    .moveTo(MARGIN, doc.y + 3)
    .lineTo(MARGIN + WIDTH, doc.y + 3)
    .strokeColor('#cbd2d9')
    .stroke();
  doc.moveDown(0.5);
  doc.font('Helvetica');
  for (const line of data.lines) {
    const y = doc.y;
    doc.text(line.name, COLUMNS.item, y, { width: 260 });
    const after = doc.y;
    doc.text(String(line.quantity), COLUMNS.qty, y, { width: 45, align: 'right' });
    doc.text(line.unit, COLUMNS.unit, y, { width: 85, align: 'right' });
    doc.text(line.amount, COLUMNS.amount, y, { width: 85, align: 'right' });
    doc.y = Math.max(after, doc.y) + 2;
  }
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(MARGIN + WIDTH, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);

  // The price summary, SST spelled out.
  for (const price of data.prices) {
    const y = doc.y;
    const bold = price.key === 'total';
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
    doc.text(price.label, COLUMNS.unit - 120, y, { width: 205 });
    doc.text(price.amount, COLUMNS.amount, y, { width: 85, align: 'right' });
  }
  doc.moveDown(1.5);
  doc.fontSize(9).font('Helvetica');
  if (data.refundDue) {
    doc.fillColor('#b42318').text(mt(locale, 'receiptRefund'), MARGIN).fillColor('#1f2933');
    doc.moveDown(0.5);
  }
  doc.fillColor('#52606d').text(mt(locale, 'receiptFooter'), MARGIN);
  doc.end();
  return done;
}

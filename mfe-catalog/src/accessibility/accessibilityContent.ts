import type { Locale } from '@mealprep/shared/i18n';

/** When this statement was last reviewed against the shop (YYYY-MM-DD). */
export const STATEMENT_REVIEWED = '2026-11-25';

export const STATEMENT_SECTION_IDS = ['standard', 'testing', 'limitations', 'contact'] as const;
export type StatementSectionId = (typeof STATEMENT_SECTION_IDS)[number];

interface StatementSection {
  heading: string;
  paragraphs: readonly string[];
  /** A bulleted list after the paragraphs. */
  items?: readonly string[];
}

export interface StatementContent {
  intro: string;
  sections: Record<StatementSectionId, StatementSection>;
  /** The text of the chat link in the contact section. */
  contactLink: string;
}

/**
 * The accessibility statement, in both languages. It says what is tested and how, and what is
 * not: keep it true when the tests or the known limitations change (docs/accessibility.md).
 */
export const statementContent: Record<Locale, StatementContent> = {
  'en-US': {
    intro:
      'We want everyone to be able to choose, order and pay for their meals here, whether they use a mouse, a keyboard, a screen reader, voice control, a small phone or a zoomed-in screen.',
    sections: {
      standard: {
        heading: 'The standard we aim for',
        paragraphs: [
          'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, in English and in Bahasa Malaysia.',
        ],
      },
      testing: {
        heading: 'How we test',
        paragraphs: ['Every change to the shop runs these checks before it is released:'],
        items: [
          'An automated scan with axe in the Chromium browser on every page, 320 px and 1280 px wide, in both languages, including pages with something in them: a cart with dishes, checkout with an address and a delivery quote, a meal plan, an order, a half-finished questionnaire and the admin pages.',
          'A complete purchase using only the keyboard, from sign-up to the paid order, on a phone-sized and a desktop-sized screen, checking where the focus lands at each step.',
          'A check of the accessibility tree that browsers give to screen readers: every control has a role and a name that contains the words it shows.',
          'Checks that no page scrolls sideways at 320 px wide and that text over photos has enough contrast.',
          'Tests of single parts: the names of buttons, messages that are spoken, buttons that stay reachable by keyboard while unavailable, and the home page slideshow stopping when your device asks for reduced motion.',
        ],
      },
      limitations: {
        heading: 'Known limitations',
        paragraphs: [
          'We have not yet tested the shop by hand with screen readers (such as NVDA, JAWS, VoiceOver or TalkBack); the automated checks above cannot find everything a person would.',
        ],
        items: [
          'The payment page is run by our payment provider, not by us, and is outside these checks.',
          'Directions to our pickup kitchen open in Google Maps, which is not ours.',
          'Descriptions of dish and banner photos are written by our team and may be short.',
        ],
      },
      contact: {
        heading: 'Tell us what got in your way',
        paragraphs: [
          'If something on this site is hard or impossible for you to use, tell us which page and what happened. We will answer and help you finish what you were doing, for example by taking your order in the chat.',
        ],
      },
    },
    contactLink: 'Contact us on WhatsApp',
  },
  'ms-MY': {
    intro:
      'Kami mahu semua orang dapat memilih, memesan dan membayar hidangan mereka di sini, sama ada menggunakan tetikus, papan kekunci, pembaca skrin, kawalan suara, telefon kecil atau skrin yang dizum.',
    sections: {
      standard: {
        heading: 'Piawaian yang kami sasarkan',
        paragraphs: [
          'Kami menyasarkan Garis Panduan Kebolehcapaian Kandungan Web (WCAG) 2.2 tahap AA, dalam bahasa Inggeris dan Bahasa Malaysia.',
        ],
      },
      testing: {
        heading: 'Cara kami menguji',
        paragraphs: ['Setiap perubahan pada kedai menjalani semakan ini sebelum dikeluarkan:'],
        items: [
          'Imbasan automatik dengan axe dalam pelayar Chromium pada setiap halaman, selebar 320 px dan 1280 px, dalam kedua-dua bahasa, termasuk halaman yang berisi: troli dengan hidangan, pembayaran dengan alamat dan sebut harga penghantaran, pelan hidangan, pesanan, soal selidik yang separuh siap dan halaman pentadbir.',
          'Pembelian lengkap menggunakan papan kekunci sahaja, dari pendaftaran hingga pesanan yang dibayar, pada skrin bersaiz telefon dan komputer, sambil menyemak di mana fokus berada pada setiap langkah.',
          'Semakan pepohon kebolehcapaian yang diberikan pelayar kepada pembaca skrin: setiap kawalan mempunyai peranan dan nama yang mengandungi perkataan yang dipaparkannya.',
          'Semakan bahawa tiada halaman menatal ke sisi pada lebar 320 px dan teks di atas foto mempunyai kontras yang mencukupi.',
          'Ujian bahagian tunggal: nama butang, mesej yang dituturkan, butang yang kekal boleh dicapai dengan papan kekunci semasa tidak tersedia, dan tayangan slaid halaman utama berhenti apabila peranti anda meminta gerakan dikurangkan.',
        ],
      },
      limitations: {
        heading: 'Batasan yang diketahui',
        paragraphs: [
          'Kami belum menguji kedai secara manual dengan pembaca skrin (seperti NVDA, JAWS, VoiceOver atau TalkBack); semakan automatik di atas tidak dapat menemui semua yang akan ditemui oleh manusia.',
        ],
        items: [
          'Halaman pembayaran dikendalikan oleh penyedia pembayaran kami, bukan oleh kami, dan berada di luar semakan ini.',
          'Arah ke dapur pengambilan kami dibuka dalam Google Maps, yang bukan milik kami.',
          'Penerangan foto hidangan dan sepanduk ditulis oleh pasukan kami dan mungkin ringkas.',
        ],
      },
      contact: {
        heading: 'Beritahu kami apa yang menghalang anda',
        paragraphs: [
          'Jika sesuatu di laman ini sukar atau mustahil untuk anda gunakan, beritahu kami halaman mana dan apa yang berlaku. Kami akan menjawab dan membantu anda menyelesaikan apa yang sedang anda lakukan, contohnya dengan mengambil pesanan anda melalui sembang.',
        ],
      },
    },
    contactLink: 'Hubungi kami di WhatsApp',
  },
};

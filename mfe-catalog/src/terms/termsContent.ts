import type { Locale } from '@mealprep/shared/i18n';

/**
 * The text of the terms and conditions (docs/spec.md §2 "Terms page": its ten numbered sections,
 * and subscriptions after ordering and payment, docs/subscriptions.md).
 *
 * It is kept out of the message catalogue on purpose: the catalogue travels with every catalogue
 * route, while this text is only needed by the terms page, so it ships in that page's chunk.
 * Both languages are typed against the same section ids, so a section missing from one language
 * is a compile error.
 */
export const TERMS_SECTION_IDS = [
  'service',
  'ordering-and-payment',
  'subscriptions',
  'delivery',
  'refunds-and-cancellations',
  'quality',
  'allergies',
  'intellectual-property',
  'liability',
  'governing-law',
  'changes',
] as const;

export type TermsSectionId = (typeof TERMS_SECTION_IDS)[number];

export interface TermsSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface TermsDocument {
  intro: string;
  sections: Record<TermsSectionId, TermsSection>;
}

/** Date of the version in force, shown at the top of the page (section 11 refers to it). */
export const TERMS_LAST_UPDATED = '2026-11-29';

const enUS: TermsDocument = {
  intro:
    'These terms apply to every order you place with MealPrep MY, whether for delivery or self pickup. Please read them before you pay; if anything is unclear, contact our team through the chat link at the bottom of the page.',
  sections: {
    service: {
      heading: 'Service description',
      paragraphs: [
        'MealPrep MY prepares and sells ready-to-eat meals in Malaysia. You can order a personalised meal plan generated from your answers to our questionnaires, a fixed meal plan, meal bundles, or single dishes from our à la carte menu.',
        'Meals are cooked fresh in our kitchen, chilled, and packed in vacuum-sealed packs or lunch boxes, as you choose at checkout. Kept refrigerated at 0–4\u00a0°C, each meal keeps for up to 7 days from the day of delivery or pickup; the best-before date is printed on every pack.',
        'Nutrition figures (calories, protein, carbohydrate and fat) are calculated from our recipes and standard portion weights. They are a guide, not medical advice: please speak to a doctor or dietitian before following a plan for a medical condition.',
        'By creating an account or placing an order you accept these terms. You must be at least 18 years old, or have the consent of a parent or guardian, to place an order.',
      ],
    },
    'ordering-and-payment': {
      heading: 'Ordering and payment',
      paragraphs: [
        'All prices are in Malaysian Ringgit (MYR). Before you pay, the price summary shows every charge: subtotal, delivery, processing fee, Sales and Service Tax (SST), any voucher discount, and rounding to the nearest 5 sen.',
        'Full payment is required up front, when you place your order. An order is confirmed only once we receive your payment; an order left unpaid is cancelled automatically after 30 minutes.',
        'We accept payment only through the secure online payment gateways offered at checkout, such as online banking, cards and e-wallets. We never ask for your card details or banking password by phone, e-mail or chat, and we do not accept cash on delivery or transfers to personal bank accounts.',
        'Vouchers must be applied before payment, cannot be exchanged for cash and are subject to their own conditions. Loyalty points are credited once your payment is confirmed; to redeem them, please contact our team.',
        'We may decline or cancel an order before it is paid if an item is unavailable or a price was shown in error. If this happens after payment, we will contact you and refund the amount paid in full.',
      ],
    },
    subscriptions: {
      heading: 'Subscriptions',
      paragraphs: [
        'A subscription delivers the same meals every week on the weekday and in the slot you chose, or has them ready for pickup, until you skip a week, pause or cancel. The full weekly price, with delivery and tax, is shown before you subscribe and on your subscription page.',
        'Each week has a cut-off: 12:00 Kuala Lumpur time, three days before its delivery date (for a Saturday delivery, Wednesday 12:00). Changes made before a week’s cut-off apply to that week; changes made after it apply from the next week. The cut-off is shown on your dashboard, on your subscription page and in every subscription e-mail, with a countdown in its last 24 hours.',
        'Renewal: 48 hours before each week’s cut-off we e-mail you a link to pay that week, with a reminder 24 hours before the cut-off. If you have saved a card or set up DuitNow AutoDebit, that week is charged to it 30 hours before the cut-off instead; if the charge is declined, we e-mail you the pay link. A week not paid by its cut-off is not cooked or delivered and nothing is owed for it.',
        'You can skip any of the next 8 weeks, and undo a skip, until that week’s cut-off. You can pause until a date of your choice or with no end date, and resume at any time. A skipped or paused week is never charged.',
        'You can cancel online at any time, in one step, from your subscription page: no call or chat is needed. Weeks before their cut-off are cancelled and not charged; a week already paid is still delivered. Nothing is charged after you cancel.',
        'You can remove a saved card or DuitNow AutoDebit mandate at any time from your subscription page, in one click. We keep only the token or mandate reference the payment gateway gives us, never your card number. After removal, each week is paid by its e-mailed link.',
      ],
    },
    delivery: {
      heading: 'Delivery',
      paragraphs: [
        "Deliveries are made by a third-party courier to addresses in Malaysia. The delivery fee is quoted at checkout from the courier's rates, which depend on distance and driver availability. A quote is held for a limited time, shown by the countdown at checkout, and is refreshed when it expires.",
        'You choose a delivery date and time slot at checkout (09:00 – 11:00, 11:00 – 13:00, 13:00 – 15:00 or 15:00 – 17:00). Because every meal is cooked for your order, the earliest date depends on when you order; the dates and slots available are shown at checkout, and some days offer only the 15:00 – 17:00 slot.',
        'Please make sure someone can receive the order during the chosen slot, and that the address, phone number and delivery instructions are correct. If the courier cannot deliver because of wrong details or because nobody is there, we will try to arrange a second delivery; any extra courier charge is payable by you.',
        'Self pickup: you may collect your order from our kitchen at no delivery charge. Please come on the chosen date, within the chosen slot, with your order number. Meals not collected on that date are kept refrigerated until the next working day; after that we cannot guarantee their freshness and they are not refunded.',
        'A paid order can be rescheduled to another available date and slot from your account until 12:00 on the day before delivery. Please refrigerate your meals as soon as you receive them.',
      ],
    },
    'refunds-and-cancellations': {
      heading: 'Refunds and cancellations',
      paragraphs: [
        'Because every meal is prepared to order, no cancellations or refunds are possible once an order has been paid.',
        'You may cancel an order that is still awaiting payment from My Orders in your account. A paid order cannot be cancelled, but its delivery can be rescheduled as described in section 4.',
        'If a payment fails, no order is placed and you can try again from the payment page. If money was taken for a payment that failed, contact us with the payment reference and we will help you recover it from the payment gateway.',
        'This does not affect the remedies in section 6 for meals that are missing, damaged or not of acceptable quality, nor your rights under Malaysian consumer law, including the Consumer Protection Act 1999.',
      ],
    },
    quality: {
      heading: 'Quality',
      paragraphs: [
        'We cook with fresh ingredients and check every order before it leaves the kitchen. If a meal is missing, damaged, spoiled or not what you ordered, please tell us within 24 hours of delivery or pickup.',
        'To complain, open the order under My orders and choose "Report a problem": tick the meals concerned, say what is wrong and, if you can, add a clear photo of the meals and their labels. Please keep the meals refrigerated until we reply; we answer on the order and by e-mail.',
        'If we accept your complaint, we credit points to your account or refund the price of the affected meals to the way you paid, outside the shop.',
        'We cannot accept complaints made more than 24 hours after delivery or pickup, or about meals that were not stored as instructed on the label or were eaten after the use-by date printed on it.',
      ],
    },
    allergies: {
      heading: 'Allergies',
      paragraphs: [
        'You must declare all your food allergies and dietary restrictions in the questionnaire before a personalised plan is generated, and keep them up to date in your account. Our meal planner leaves out any recipe that contains an allergen you have declared.',
        'Our kitchen handles common allergens, including peanuts and other nuts, dairy, eggs, wheat (gluten), soy, fish, prawns and other shellfish, and sesame. Although we take care to keep ingredients apart, we cannot guarantee that any meal is completely free of traces of these allergens.',
        'Allergen information for each dish is shown on the menu and on its label. Fixed meal plans, bundles and à la carte dishes are not adjusted to your declared allergies, so please check each dish before you order.',
        'If you have a severe allergy, please consult your doctor before ordering. We are not responsible for reactions caused by allergies that were not declared, or by ingredients clearly listed on the menu or label.',
      ],
    },
    'intellectual-property': {
      heading: 'Intellectual property',
      paragraphs: [
        'All content on this website, including our name and logo, recipes, meal plans, photographs, text and software, belongs to MealPrep MY or its licensors and is protected by Malaysian copyright and trade mark law.',
        'Your personalised meal plan is for your own personal use. You may not copy, sell, republish or use our content for commercial purposes without our written permission.',
        'If you send us reviews, photos or feedback, you allow us to use them, without payment, to improve and promote our service; we will not publish your full name without asking you first.',
      ],
    },
    liability: {
      heading: 'Liability',
      paragraphs: [
        'Our total liability to you for any claim arising from an order, whether in contract, negligence or otherwise, is limited to the amount you paid for that order.',
        'We are not liable for indirect or consequential loss, such as loss of income or opportunity, nor for loss caused by events beyond our reasonable control, including courier delays, severe weather, floods, public holidays, power cuts or government restrictions.',
        'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for any other liability that cannot be limited under Malaysian law.',
      ],
    },
    'governing-law': {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of Malaysia.',
        'If you have a complaint, please contact our team first; we aim to reply within 3 working days. A dispute we cannot settle together may be brought before the Tribunal for Consumer Claims Malaysia or the courts of Malaysia.',
      ],
    },
    changes: {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time, for example when we add a service or when the law changes. The date of the current version is shown at the top of this page.',
        'Changes apply to orders placed after the new version is published; an order you have already placed stays under the terms in force when you placed it.',
        'If we make a significant change, we will tell you by e-mail or on our website before it takes effect. By continuing to order after that, you accept the updated terms.',
      ],
    },
  },
};

const msMY: TermsDocument = {
  intro:
    'Terma ini terpakai kepada setiap pesanan yang anda buat dengan MealPrep MY, sama ada untuk penghantaran atau ambil sendiri. Sila baca terma ini sebelum membuat bayaran; jika ada yang kurang jelas, hubungi pasukan kami melalui pautan sembang di bahagian bawah halaman.',
  sections: {
    service: {
      heading: 'Penerangan perkhidmatan',
      paragraphs: [
        'MealPrep MY menyediakan dan menjual hidangan sedia dimakan di Malaysia. Anda boleh memesan pelan hidangan peribadi yang dijana berdasarkan jawapan anda kepada soal selidik kami, pelan hidangan tetap, pakej hidangan, atau hidangan individu daripada menu à la carte kami.',
        'Hidangan dimasak segar di dapur kami, disejukkan, dan dibungkus dalam pek kedap vakum atau bekas makanan, mengikut pilihan anda semasa daftar keluar. Jika disimpan di dalam peti sejuk pada suhu 0–4\u00a0°C, setiap hidangan tahan sehingga 7 hari dari hari penghantaran atau pengambilan; tarikh terbaik sebelum dicetak pada setiap pek.',
        'Maklumat nutrisi (kalori, protein, karbohidrat dan lemak) dikira daripada resipi dan berat hidangan standard kami. Maklumat ini hanyalah panduan, bukan nasihat perubatan: sila dapatkan nasihat doktor atau pakar diet sebelum mengikuti sesuatu pelan kerana keadaan perubatan.',
        'Dengan mendaftar akaun atau membuat pesanan, anda bersetuju dengan terma ini. Anda mestilah berumur sekurang-kurangnya 18 tahun, atau mendapat persetujuan ibu bapa atau penjaga, untuk membuat pesanan.',
      ],
    },
    'ordering-and-payment': {
      heading: 'Pesanan dan pembayaran',
      paragraphs: [
        'Semua harga dinyatakan dalam Ringgit Malaysia (MYR). Sebelum anda membayar, ringkasan harga menunjukkan setiap caj: subjumlah, penghantaran, caj pemprosesan, Cukai Jualan dan Perkhidmatan (SST), sebarang diskaun baucar, dan pembundaran kepada 5 sen yang terdekat.',
        'Bayaran penuh perlu dibuat terlebih dahulu, semasa anda membuat pesanan. Pesanan hanya disahkan selepas kami menerima bayaran anda; pesanan yang tidak dibayar dibatalkan secara automatik selepas 30 minit.',
        'Kami hanya menerima bayaran melalui gerbang pembayaran dalam talian yang selamat yang ditawarkan semasa daftar keluar, seperti perbankan dalam talian, kad dan e-dompet. Kami tidak sekali-kali meminta butiran kad atau kata laluan perbankan anda melalui telefon, e-mel atau sembang, dan kami tidak menerima bayaran tunai semasa penghantaran atau pemindahan ke akaun bank peribadi.',
        'Baucar mesti digunakan sebelum pembayaran, tidak boleh ditukar kepada wang tunai dan tertakluk kepada syarat masing-masing. Mata ganjaran dikreditkan setelah bayaran anda disahkan; untuk menebusnya, sila hubungi pasukan kami.',
        'Kami boleh menolak atau membatalkan pesanan sebelum ia dibayar jika sesuatu item tidak tersedia atau harga dipaparkan secara silap. Jika perkara ini berlaku selepas pembayaran, kami akan menghubungi anda dan memulangkan sepenuhnya jumlah yang telah dibayar.',
      ],
    },
    subscriptions: {
      heading: 'Langganan',
      paragraphs: [
        'Langganan menghantar hidangan yang sama setiap minggu pada hari dan slot yang anda pilih, atau menyediakannya untuk diambil sendiri, sehingga anda melangkau seminggu, menjeda atau membatalkannya. Harga mingguan penuh, termasuk penghantaran dan cukai, ditunjukkan sebelum anda melanggan dan pada halaman langganan anda.',
        'Setiap minggu mempunyai tarikh tutup: 12:00 waktu Kuala Lumpur, tiga hari sebelum tarikh penghantarannya (bagi penghantaran hari Sabtu, Rabu 12:00). Perubahan yang dibuat sebelum tarikh tutup sesuatu minggu terpakai pada minggu itu; perubahan selepasnya terpakai mulai minggu berikutnya. Tarikh tutup ditunjukkan pada papan pemuka, halaman langganan dan setiap e-mel langganan anda, dengan kiraan detik dalam 24 jam terakhirnya.',
        'Pembaharuan: 48 jam sebelum tarikh tutup setiap minggu, kami e-mel pautan untuk membayar minggu itu, dengan peringatan 24 jam sebelum tarikh tutup. Jika anda telah menyimpan kad atau menyediakan DuitNow AutoDebit, minggu itu dicaj kepadanya 30 jam sebelum tarikh tutup; jika caj itu ditolak, kami e-mel pautan bayaran kepada anda. Minggu yang tidak dibayar sebelum tarikh tutupnya tidak dimasak atau dihantar dan tiada apa-apa yang terhutang.',
        'Anda boleh melangkau mana-mana daripada 8 minggu akan datang, dan membatalkan langkau, sehingga tarikh tutup minggu itu. Anda boleh menjeda sehingga tarikh pilihan anda atau tanpa tarikh akhir, dan menyambung semula pada bila-bila masa. Minggu yang dilangkau atau dijeda tidak akan dicaj.',
        'Anda boleh membatalkan dalam talian pada bila-bila masa, dalam satu langkah, dari halaman langganan anda: tiada panggilan atau sembang diperlukan. Minggu sebelum tarikh tutupnya dibatalkan dan tidak dicaj; minggu yang sudah dibayar tetap dihantar. Tiada caj selepas anda membatalkan.',
        'Anda boleh membuang kad atau mandat DuitNow AutoDebit yang disimpan pada bila-bila masa dari halaman langganan anda, dengan satu klik. Kami hanya menyimpan token atau rujukan mandat yang diberikan oleh gerbang pembayaran, bukan nombor kad anda. Selepas dibuang, setiap minggu dibayar melalui pautan yang dihantar melalui e-mel.',
      ],
    },
    delivery: {
      heading: 'Penghantaran',
      paragraphs: [
        'Penghantaran dibuat oleh syarikat kurier pihak ketiga ke alamat di Malaysia. Caj penghantaran disebut harga semasa daftar keluar berdasarkan kadar kurier, yang bergantung pada jarak dan ketersediaan pemandu. Sebut harga itu sah untuk tempoh terhad, seperti yang ditunjukkan oleh kiraan detik semasa daftar keluar, dan dikemas kini apabila tamat tempoh.',
        'Anda memilih tarikh dan slot masa penghantaran semasa daftar keluar (09:00 – 11:00, 11:00 – 13:00, 13:00 – 15:00 atau 15:00 – 17:00). Oleh sebab setiap hidangan dimasak khas untuk pesanan anda, tarikh terawal bergantung pada masa anda membuat pesanan; tarikh dan slot yang tersedia ditunjukkan semasa daftar keluar, dan sesetengah hari hanya menawarkan slot 15:00 – 17:00.',
        'Sila pastikan ada orang untuk menerima pesanan dalam slot yang dipilih, dan alamat, nombor telefon serta arahan penghantaran adalah betul. Jika kurier tidak dapat menghantar kerana butiran yang salah atau kerana tiada orang di alamat tersebut, kami akan cuba mengatur penghantaran kali kedua; sebarang caj kurier tambahan perlu dibayar oleh anda.',
        'Ambil sendiri: anda boleh mengambil pesanan anda di dapur kami tanpa caj penghantaran. Sila datang pada tarikh dan dalam slot yang dipilih, bersama nombor pesanan anda. Hidangan yang tidak diambil pada tarikh tersebut disimpan sejuk sehingga hari bekerja berikutnya; selepas itu kami tidak dapat menjamin kesegarannya dan tiada bayaran balik dibuat.',
        'Pesanan yang telah dibayar boleh dijadualkan semula ke tarikh dan slot lain yang tersedia melalui akaun anda sehingga 12:00 sehari sebelum penghantaran. Sila simpan hidangan di dalam peti sejuk sebaik sahaja anda menerimanya.',
      ],
    },
    'refunds-and-cancellations': {
      heading: 'Bayaran balik dan pembatalan',
      paragraphs: [
        'Oleh sebab setiap hidangan disediakan mengikut pesanan, tiada pembatalan atau bayaran balik dibenarkan setelah pesanan dibayar.',
        'Anda boleh membatalkan pesanan yang masih menunggu pembayaran melalui Pesanan Saya dalam akaun anda. Pesanan yang telah dibayar tidak boleh dibatalkan, tetapi penghantarannya boleh dijadualkan semula seperti yang diterangkan dalam seksyen 4.',
        'Jika pembayaran gagal, tiada pesanan dibuat dan anda boleh mencuba lagi dari halaman pembayaran. Jika wang anda telah ditolak bagi pembayaran yang gagal, hubungi kami bersama rujukan pembayaran dan kami akan membantu anda mendapatkannya semula daripada gerbang pembayaran.',
        'Perkara ini tidak menjejaskan remedi dalam seksyen 6 bagi hidangan yang hilang, rosak atau tidak mencapai kualiti yang boleh diterima, dan tidak juga menjejaskan hak anda di bawah undang-undang pengguna Malaysia, termasuk Akta Pelindungan Pengguna 1999.',
      ],
    },
    quality: {
      heading: 'Kualiti',
      paragraphs: [
        'Kami memasak dengan bahan-bahan segar dan memeriksa setiap pesanan sebelum ia meninggalkan dapur. Jika hidangan hilang, rosak, basi atau bukan seperti yang dipesan, sila maklumkan kepada kami dalam tempoh 24 jam selepas penghantaran atau pengambilan.',
        'Untuk membuat aduan, buka pesanan di bawah Pesanan saya dan pilih "Laporkan masalah": tandakan hidangan berkenaan, nyatakan masalahnya dan, jika boleh, sertakan gambar yang jelas bagi hidangan serta labelnya. Sila simpan hidangan di dalam peti sejuk sehingga kami membalas; kami menjawab pada pesanan dan melalui e-mel.',
        'Jika aduan anda diterima, kami mengkreditkan mata ke akaun anda atau memulangkan harga hidangan yang terjejas melalui cara anda membayar, di luar kedai.',
        'Kami tidak dapat menerima aduan yang dibuat lebih daripada 24 jam selepas penghantaran atau pengambilan, atau berkenaan hidangan yang tidak disimpan mengikut arahan pada label atau yang dimakan selepas tarikh "Guna sebelum" yang tercetak padanya.',
      ],
    },
    allergies: {
      heading: 'Alahan',
      paragraphs: [
        'Anda mesti mengisytiharkan semua alahan makanan dan sekatan pemakanan anda dalam soal selidik sebelum pelan peribadi dijana, dan sentiasa mengemas kininya dalam akaun anda. Perancang hidangan kami tidak akan memilih sebarang resipi yang mengandungi alergen yang telah anda isytiharkan.',
        'Dapur kami mengendalikan alergen biasa, termasuk kacang tanah dan kekacang lain, tenusu, telur, gandum (gluten), soya, ikan, udang dan kerang-kerangan lain, serta bijan. Walaupun kami berhati-hati mengasingkan bahan-bahan, kami tidak dapat menjamin bahawa mana-mana hidangan bebas sepenuhnya daripada kesan alergen ini.',
        'Maklumat alergen bagi setiap hidangan ditunjukkan pada menu dan pada labelnya. Pelan hidangan tetap, pakej hidangan dan hidangan à la carte tidak disesuaikan mengikut alahan yang anda isytiharkan, jadi sila semak setiap hidangan sebelum memesan.',
        'Jika anda mempunyai alahan yang teruk, sila berunding dengan doktor anda sebelum memesan. Kami tidak bertanggungjawab atas reaksi yang disebabkan oleh alahan yang tidak diisytiharkan, atau oleh bahan yang disenaraikan dengan jelas pada menu atau label.',
      ],
    },
    'intellectual-property': {
      heading: 'Harta intelek',
      paragraphs: [
        'Semua kandungan di laman web ini, termasuk nama dan logo kami, resipi, pelan hidangan, gambar, teks dan perisian, adalah milik MealPrep MY atau pemberi lesennya dan dilindungi oleh undang-undang hak cipta dan cap dagangan Malaysia.',
        'Pelan hidangan peribadi anda adalah untuk kegunaan peribadi anda sahaja. Anda tidak boleh menyalin, menjual, menerbitkan semula atau menggunakan kandungan kami untuk tujuan komersial tanpa kebenaran bertulis daripada kami.',
        'Jika anda menghantar ulasan, gambar atau maklum balas kepada kami, anda membenarkan kami menggunakannya tanpa bayaran untuk menambah baik dan mempromosikan perkhidmatan kami; kami tidak akan menyiarkan nama penuh anda tanpa meminta izin anda terlebih dahulu.',
      ],
    },
    liability: {
      heading: 'Liabiliti',
      paragraphs: [
        'Jumlah liabiliti kami kepada anda bagi sebarang tuntutan yang timbul daripada sesuatu pesanan, sama ada di bawah kontrak, kecuaian atau selainnya, adalah terhad kepada jumlah yang anda bayar bagi pesanan tersebut.',
        'Kami tidak bertanggungjawab atas kerugian tidak langsung atau berbangkit, seperti kehilangan pendapatan atau peluang, dan tidak juga atas kerugian yang disebabkan oleh peristiwa di luar kawalan munasabah kami, termasuk kelewatan kurier, cuaca buruk, banjir, cuti umum, gangguan bekalan elektrik atau sekatan kerajaan.',
        'Tiada apa-apa dalam terma ini mengehadkan liabiliti kami bagi kematian atau kecederaan diri yang disebabkan oleh kecuaian kami, bagi penipuan, atau bagi sebarang liabiliti lain yang tidak boleh dihadkan di bawah undang-undang Malaysia.',
      ],
    },
    'governing-law': {
      heading: 'Undang-undang yang mentadbir',
      paragraphs: [
        'Terma ini ditadbir oleh undang-undang Malaysia.',
        'Jika anda mempunyai aduan, sila hubungi pasukan kami terlebih dahulu; kami berusaha untuk membalas dalam tempoh 3 hari bekerja. Pertikaian yang tidak dapat kita selesaikan bersama boleh dibawa ke Tribunal Tuntutan Pengguna Malaysia atau mahkamah Malaysia.',
      ],
    },
    changes: {
      heading: 'Perubahan kepada terma ini',
      paragraphs: [
        'Kami boleh mengemas kini terma ini dari semasa ke semasa, contohnya apabila kami menambah perkhidmatan atau apabila undang-undang berubah. Tarikh versi semasa ditunjukkan di bahagian atas halaman ini.',
        'Perubahan terpakai kepada pesanan yang dibuat selepas versi baharu diterbitkan; pesanan yang telah anda buat kekal di bawah terma yang berkuat kuasa semasa pesanan itu dibuat.',
        'Jika kami membuat perubahan yang ketara, kami akan memaklumkan anda melalui e-mel atau di laman web kami sebelum ia berkuat kuasa. Dengan terus membuat pesanan selepas itu, anda menerima terma yang dikemas kini.',
      ],
    },
  },
};

export const termsContent: Record<Locale, TermsDocument> = { 'en-US': enUS, 'ms-MY': msMY };

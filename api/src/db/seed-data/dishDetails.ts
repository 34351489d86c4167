import type { LocalizedList, LocalizedText } from '../schema';

/**
 * What a dish page says besides the menu card (docs/spec.md §3): the ingredients, most first, and
 * how to warm and keep the dish, in both languages. Ingredients name what the dish's allergens
 * come from (a dish listing prawn names the prawns, the belacan or the dried shrimp), so the page
 * never contradicts its own "Contains: …" line (catalog-seed.test.ts holds both ways).
 */
type Pair = readonly [en: string, ms: string];

/** How the kitchen tells customers to warm a dish up, by the kind of dish. */
export type ReheatingKind =
  'meal' | 'grill' | 'coldSide' | 'greens' | 'toast' | 'salad' | 'roomTemperature';

/** How a dish keeps: freezable, or not, and why. */
export type StorageKind = 'freezable' | 'potato' | 'fresh' | 'eggs';

const text = (en: string, ms: string): LocalizedText => ({ 'en-US': en, 'ms-MY': ms });

const HOT_THROUGH = text(
  'Make sure it is steaming hot all the way through, and reheat it only once.',
  'Pastikan ia panas berwap sepenuhnya, dan panaskan semula sekali sahaja.',
);

const join = (...parts: LocalizedText[]): LocalizedText => ({
  'en-US': parts.map((part) => part['en-US']).join(' '),
  'ms-MY': parts.map((part) => part['ms-MY']).join(' '),
});

export const REHEATING: Record<ReheatingKind, LocalizedText> = {
  meal: join(
    text(
      'Take the meal out of its vacuum pack onto a plate, or open one corner of the lunch box lid. Microwave on high (800 W) for 2½–3 minutes for S or 3½–4 minutes for L, stirring halfway, then let it stand for 1 minute. On the stove: warm it in a covered pan over low heat with a splash of water for 5–6 minutes.',
      'Keluarkan hidangan dari pek vakum ke atas pinggan, atau buka satu penjuru tudung kotak makanan. Panaskan dalam ketuhar gelombang mikro pada kuasa tinggi (800 W) selama 2½–3 minit untuk S atau 3½–4 minit untuk L, kacau di pertengahan, kemudian biarkan 1 minit. Di atas dapur: panaskan dalam kuali bertutup dengan api perlahan bersama sedikit air selama 5–6 minit.',
    ),
    HOT_THROUGH,
  ),
  grill: join(
    text(
      'For a crisp finish, heat it in an air fryer or oven at 180 °C for 6–8 minutes for S or 8–10 minutes for L. In a hurry: microwave it, covered, on high for 1½–2 minutes. Warm any sauce on its own for 30–40 seconds.',
      'Untuk hasil rangup, panaskan dalam penggoreng udara atau ketuhar pada 180 °C selama 6–8 minit untuk S atau 8–10 minit untuk L. Jika tergesa-gesa: panaskan dalam ketuhar gelombang mikro, bertutup, pada kuasa tinggi selama 1½–2 minit. Panaskan sos secara berasingan selama 30–40 saat.',
    ),
    HOT_THROUGH,
  ),
  coldSide: join(
    text(
      'Lift out the cold sides first: the salad, cucumber, ulam, raita or dip are eaten cold. Microwave the rest on high (800 W) for 2–2½ minutes for S or 3–3½ minutes for L, or warm it in an oven at 180 °C for 8–10 minutes.',
      'Asingkan dahulu bahagian yang dimakan sejuk: salad, timun, ulam, raita atau sos cicah. Panaskan selebihnya dalam ketuhar gelombang mikro pada kuasa tinggi (800 W) selama 2–2½ minit untuk S atau 3–3½ minit untuk L, atau dalam ketuhar pada 180 °C selama 8–10 minit.',
    ),
    HOT_THROUGH,
  ),
  greens: join(
    text(
      'Microwave it, covered, on high for 1–1½ minutes for S or 1½–2 minutes for L, or toss it in a hot pan for 2 minutes. Stop as soon as it is hot: vegetables lose their colour and crunch when overheated.',
      'Panaskan dalam ketuhar gelombang mikro, bertutup, pada kuasa tinggi selama 1–1½ minit untuk S atau 1½–2 minit untuk L, atau kacau sebentar dalam kuali panas selama 2 minit. Berhenti sebaik sahaja ia panas: sayur hilang warna dan kerangupannya jika terlalu lama dipanaskan.',
    ),
    HOT_THROUGH,
  ),
  toast: text(
    'Re-crisp the toast in a toaster, air fryer or oven at 160 °C for 3–4 minutes. Warm the eggs in the microwave, covered, for 30–45 seconds, until hot but not rubbery. Add cold toppings and spreads after toasting.',
    'Rangupkan semula roti dalam pembakar roti, penggoreng udara atau ketuhar pada 160 °C selama 3–4 minit. Panaskan telur dalam ketuhar gelombang mikro, bertutup, selama 30–45 saat sehingga panas tetapi tidak liat. Letakkan hiasan dan sapuan sejuk selepas roti dibakar.',
  ),
  salad: text(
    'Best eaten chilled, straight from the fridge or after 10 minutes at room temperature. If you like the prawns warm, lift them out and microwave them, covered, for 30–45 seconds; keep the salad cold.',
    'Paling sedap dimakan sejuk, terus dari peti sejuk atau selepas 10 minit pada suhu bilik. Jika mahu udang yang panas, asingkan dan panaskan dalam ketuhar gelombang mikro, bertutup, selama 30–45 saat; biarkan kerabu sejuk.',
  ),
  roomTemperature: text(
    'Eaten at room temperature: take it out of the fridge 15 minutes before. Warm the peanut sauce in its pot in the microwave for 30–40 seconds, stir, and pour it over just before eating.',
    'Dimakan pada suhu bilik: keluarkan dari peti sejuk 15 minit sebelum makan. Panaskan kuah kacang dalam bekasnya di ketuhar gelombang mikro selama 30–40 saat, kacau, dan tuang sejurus sebelum makan.',
  ),
};

const CHILLED = text(
  'Keep it in the fridge at 0–4 °C from the moment it arrives and eat it by the date on the label. Once opened, eat it within a day.',
  'Simpan dalam peti sejuk pada suhu 0–4 °C sebaik sahaja diterima dan makan sebelum tarikh pada label. Setelah dibuka, makan dalam tempoh sehari.',
);

export const STORAGE: Record<StorageKind, LocalizedText> = {
  freezable: join(
    CHILLED,
    text(
      'To keep it longer, freeze it on the day it arrives, for up to 1 month; thaw it overnight in the fridge and do not freeze it again.',
      'Untuk simpanan lebih lama, bekukan pada hari ia diterima, sehingga 1 bulan; nyahbeku semalaman dalam peti sejuk dan jangan bekukan semula.',
    ),
  ),
  potato: join(
    CHILLED,
    text(
      'Do not freeze it: potato turns grainy and watery once thawed.',
      'Jangan bekukan: kentang menjadi berpasir dan berair selepas dinyahbeku.',
    ),
  ),
  fresh: join(
    CHILLED,
    text(
      'Do not freeze it: its fresh vegetables go limp and watery once thawed.',
      'Jangan bekukan: sayur-sayuran segarnya menjadi layu dan berair selepas dinyahbeku.',
    ),
  ),
  eggs: join(
    CHILLED,
    text(
      'Do not freeze it: cooked eggs turn rubbery once thawed.',
      'Jangan bekukan: telur yang sudah dimasak menjadi liat selepas dinyahbeku.',
    ),
  ),
};

// The kitchen's everyday ingredients, named the same way on every dish.
const RICE: Pair = ['Rice', 'Beras'];
const BROWN_RICE: Pair = ['Brown rice', 'Beras perang'];
const CHICKEN_THIGH: Pair = ['Chicken thigh', 'Peha ayam'];
const CHICKEN_BREAST: Pair = ['Chicken breast', 'Dada ayam'];
const BEEF: Pair = ['Beef', 'Daging lembu'];
const PRAWNS: Pair = ['Prawns', 'Udang'];
const MACKEREL: Pair = ['Spanish mackerel (ikan tenggiri)', 'Ikan tenggiri'];
const SALMON: Pair = ['Salmon fillet', 'Isi ikan salmon'];
const TOFU: Pair = ['Firm tofu', 'Tauhu keras'];
const TEMPEH: Pair = ['Tempeh', 'Tempe'];
const EGG: Pair = ['Egg', 'Telur'];
const EGG_WHITES: Pair = ['Egg whites', 'Putih telur'];
const POTATO: Pair = ['Potato', 'Kentang'];
const SWEET_POTATO: Pair = ['Sweet potato', 'Ubi keledek'];
const QUINOA: Pair = ['Quinoa', 'Kuinoa'];
const WHOLEWHEAT_SPAGHETTI: Pair = ['Wholewheat spaghetti', 'Spageti gandum penuh'];
const WHOLEMEAL_BREAD: Pair = ['Wholemeal bread', 'Roti mil penuh'];
const YELLOW_NOODLES: Pair = ['Yellow egg noodles', 'Mi kuning'];
const COCONUT_MILK: Pair = ['Coconut milk', 'Santan'];
const KERISIK: Pair = ['Kerisik (toasted grated coconut)', 'Kerisik (kelapa parut sangai)'];
const BROCCOLI: Pair = ['Broccoli', 'Brokoli'];
const SPINACH: Pair = ['Spinach', 'Bayam'];
const BABY_SPINACH: Pair = ['Baby spinach', 'Bayam muda'];
const KANGKUNG: Pair = ['Water spinach (kangkung)', 'Kangkung'];
const CHOY_SUM: Pair = ['Choy sum', 'Sawi'];
const FRENCH_BEANS: Pair = ['French beans', 'Kacang buncis'];
const LONG_BEANS: Pair = ['Long beans', 'Kacang panjang'];
const BEAN_SPROUTS: Pair = ['Bean sprouts', 'Taugeh'];
const CUCUMBER: Pair = ['Cucumber', 'Timun'];
const CARROT: Pair = ['Carrot', 'Lobak merah'];
const CABBAGE: Pair = ['Cabbage', 'Kubis'];
const TOMATO: Pair = ['Tomato', 'Tomato'];
const TOMATO_PUREE: Pair = ['Tomato purée', 'Puri tomato'];
const CAPSICUM: Pair = ['Red and green capsicum', 'Lada benggala merah dan hijau'];
const ONION: Pair = ['Onion', 'Bawang besar'];
const RED_ONION: Pair = ['Red onion', 'Bawang merah besar'];
const SHALLOTS: Pair = ['Shallots', 'Bawang merah'];
const FRIED_SHALLOTS: Pair = ['Fried shallots', 'Bawang goreng'];
const GARLIC: Pair = ['Garlic', 'Bawang putih'];
const GINGER: Pair = ['Ginger', 'Halia'];
const LEMONGRASS: Pair = ['Lemongrass', 'Serai'];
const GALANGAL: Pair = ['Galangal', 'Lengkuas'];
const TURMERIC: Pair = ['Turmeric', 'Kunyit'];
const DRIED_CHILLI: Pair = ['Dried chilli', 'Cili kering'];
const RED_CHILLI: Pair = ['Red chilli', 'Cili merah'];
const BIRDS_EYE_CHILLI: Pair = ["Bird's eye chilli", 'Cili padi'];
const CHILLI_FLAKES: Pair = ['Chilli flakes', 'Serpihan cili'];
const SPRING_ONION: Pair = ['Spring onion', 'Daun bawang'];
const CORIANDER_LEAVES: Pair = ['Coriander leaves', 'Daun ketumbar'];
const MINT: Pair = ['Mint leaves', 'Daun pudina'];
const PARSLEY: Pair = ['Parsley', 'Daun parsli'];
const CURRY_LEAVES: Pair = ['Curry leaves', 'Daun kari'];
const CURRY_POWDER: Pair = ['Curry powder', 'Serbuk kari'];
const LIME_LEAVES: Pair = ['Kaffir lime leaves', 'Daun limau purut'];
const TURMERIC_LEAF: Pair = ['Turmeric leaf', 'Daun kunyit'];
const PANDAN: Pair = ['Pandan leaves', 'Daun pandan'];
const WHOLE_SPICES: Pair = ['Cinnamon and star anise', 'Kayu manis dan bunga lawang'];
const SATAY_SPICES: Pair = [
  'Satay spices (coriander seed, cumin, fennel)',
  'Rempah sate (biji ketumbar, jintan putih, jintan manis)',
];
const TIKKA_SPICES: Pair = [
  'Tikka spices (paprika, cumin, coriander, garam masala, chilli)',
  'Rempah tikka (paprika, jintan putih, ketumbar, garam masala, cili)',
];
const HERBS: Pair = [
  'Mixed herbs (thyme, rosemary, oregano)',
  'Herba campuran (timi, rosemari, oregano)',
];
const TAMARIND: Pair = ['Tamarind', 'Asam jawa'];
const PALM_SUGAR: Pair = ['Palm sugar (gula melaka)', 'Gula melaka'];
const SUGAR: Pair = ['Sugar', 'Gula'];
const LIME: Pair = ['Lime', 'Limau nipis'];
const LEMON: Pair = ['Lemon juice', 'Jus lemon'];
const SOY_SAUCE: Pair = ['Soy sauce', 'Kicap'];
const SWEET_SOY: Pair = ['Sweet soy sauce (kicap manis)', 'Kicap manis'];
const CORNFLOUR: Pair = ['Cornflour', 'Tepung jagung'];
const BLACK_PEPPER: Pair = ['Black pepper', 'Lada hitam'];
const CRACKED_PEPPER: Pair = ['Cracked black pepper', 'Lada hitam tumbuk'];
const SESAME_SEEDS: Pair = ['Sesame seeds', 'Bijan'];
const SESAME_OIL: Pair = ['Sesame oil', 'Minyak bijan'];
const OLIVE_OIL: Pair = ['Olive oil', 'Minyak zaitun'];
const OIL: Pair = ['Vegetable oil', 'Minyak sayuran'];
const SALT: Pair = ['Salt', 'Garam'];
const ROASTED_PEANUTS: Pair = ['Roasted peanuts', 'Kacang tanah panggang'];
const IKAN_BILIS: Pair = ['Fried ikan bilis (anchovies)', 'Ikan bilis goreng'];
const SAMBAL: Pair = [
  'Sambal (dried chilli, shallots, garlic, belacan shrimp paste, tamarind)',
  'Sambal (cili kering, bawang merah, bawang putih, belacan, asam jawa)',
];
const VEGETARIAN_SAMBAL: Pair = [
  'Vegetarian sambal (dried chilli, shallots, garlic, tamarind, palm sugar)',
  'Sambal vegetarian (cili kering, bawang merah, bawang putih, asam jawa, gula melaka)',
];
const PEANUT_SAUCE: Pair = [
  'Peanut sauce (roasted peanuts, dried chilli, garlic, tamarind, palm sugar)',
  'Kuah kacang (kacang tanah panggang, cili kering, bawang putih, asam jawa, gula melaka)',
];
const TERIYAKI: Pair = [
  'Teriyaki sauce (soy sauce, sugar, ginger, garlic)',
  'Sos teriyaki (kicap, gula, halia, bawang putih)',
];
const CHILLI_PASTE: Pair = ['Dried chilli paste', 'Cili kering kisar'];
const KETCHUP: Pair = ['Tomato ketchup and chilli sauce', 'Sos tomato dan sos cili'];
const YOGHURT: Pair = ['Yoghurt', 'Yogurt'];

interface DetailsInput {
  ingredients: readonly Pair[];
  reheat: ReheatingKind;
  keep: StorageKind;
}

const DETAILS: Record<string, DetailsInput> = {
  'ayam-percik-nasi-kunyit': {
    reheat: 'coldSide',
    keep: 'fresh',
    ingredients: [
      CHICKEN_THIGH,
      RICE,
      COCONUT_MILK,
      CUCUMBER,
      LONG_BEANS,
      ['Ulam raja leaves', 'Daun ulam raja'],
      RED_CHILLI,
      SHALLOTS,
      LEMONGRASS,
      GARLIC,
      GINGER,
      TURMERIC,
      TAMARIND,
      PALM_SUGAR,
      SALT,
    ],
  },
  'rendang-daging': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      BEEF,
      RICE,
      FRENCH_BEANS,
      COCONUT_MILK,
      KERISIK,
      SHALLOTS,
      DRIED_CHILLI,
      LEMONGRASS,
      GALANGAL,
      GARLIC,
      GINGER,
      TURMERIC_LEAF,
      LIME_LEAVES,
      PALM_SUGAR,
      SALT,
    ],
  },
  'nasi-kerabu-ayam-bakar': {
    reheat: 'coldSide',
    keep: 'fresh',
    ingredients: [
      CHICKEN_THIGH,
      RICE,
      ['Butterfly pea flowers', 'Bunga telang'],
      BEAN_SPROUTS,
      CUCUMBER,
      LONG_BEANS,
      ['Daun kesum, mint and ulam raja', 'Daun kesum, daun pudina dan ulam raja'],
      KERISIK,
      ['Budu (fermented anchovy sauce)', 'Budu (sos ikan bilis perap)'],
      SAMBAL,
      FRIED_SHALLOTS,
      LEMONGRASS,
      TURMERIC,
      SALT,
    ],
  },
  'ikan-bakar-nasi-perang': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [MACKEREL, BROWN_RICE, CHOY_SUM, SAMBAL, LIME, TURMERIC, GARLIC, OIL, SALT],
  },
  'nasi-lemak-ayam-sambal': {
    reheat: 'coldSide',
    keep: 'fresh',
    ingredients: [
      CHICKEN_THIGH,
      RICE,
      COCONUT_MILK,
      SAMBAL,
      CUCUMBER,
      ROASTED_PEANUTS,
      IKAN_BILIS,
      PANDAN,
      GINGER,
      LEMONGRASS,
      SALT,
    ],
  },
  'ayam-masak-merah': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      CHICKEN_THIGH,
      RICE,
      TOMATO,
      TOMATO_PUREE,
      CARROT,
      ['Green peas', 'Kacang pis'],
      ONION,
      CHILLI_PASTE,
      SHALLOTS,
      GARLIC,
      GINGER,
      WHOLE_SPICES,
      SPRING_ONION,
      SUGAR,
      OIL,
      SALT,
    ],
  },
  'kari-ayam-kentang': {
    reheat: 'meal',
    keep: 'potato',
    ingredients: [
      CHICKEN_THIGH,
      RICE,
      POTATO,
      COCONUT_MILK,
      CARROT,
      ONION,
      CURRY_POWDER,
      CURRY_LEAVES,
      GARLIC,
      GINGER,
      WHOLE_SPICES,
      CORIANDER_LEAVES,
      OIL,
      SALT,
    ],
  },
  'daging-lada-hitam': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      BEEF,
      RICE,
      ONION,
      CAPSICUM,
      CRACKED_PEPPER,
      SOY_SAUCE,
      GARLIC,
      CORNFLOUR,
      SPRING_ONION,
      SUGAR,
      OIL,
      SALT,
    ],
  },
  'sambal-udang-petai': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [PRAWNS, RICE, ['Petai beans', 'Petai'], SAMBAL, ONION, PALM_SUGAR, OIL, SALT],
  },
  'ayam-goreng-kunyit': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      CHICKEN_THIGH,
      RICE,
      ['Kailan', 'Kailan'],
      TURMERIC,
      LEMONGRASS,
      GARLIC,
      FRIED_SHALLOTS,
      OIL,
      SALT,
    ],
  },
  'char-kuey-teow-ayam': {
    reheat: 'meal',
    keep: 'fresh',
    ingredients: [
      ['Flat rice noodles (kuey teow)', 'Kuey teow'],
      CHICKEN_BREAST,
      EGG,
      BEAN_SPROUTS,
      ['Chinese chives', 'Kucai'],
      ['Dark and light soy sauce', 'Kicap pekat dan kicap cair'],
      CHILLI_PASTE,
      GARLIC,
      OIL,
    ],
  },
  'mee-goreng-mamak': {
    reheat: 'meal',
    keep: 'potato',
    ingredients: [
      YELLOW_NOODLES,
      CHICKEN_THIGH,
      TOFU,
      POTATO,
      CHOY_SUM,
      EGG,
      KETCHUP,
      SWEET_SOY,
      CHILLI_PASTE,
      GARLIC,
      SHALLOTS,
      LIME,
      OIL,
    ],
  },
  'sambal-sotong': {
    reheat: 'coldSide',
    keep: 'fresh',
    ingredients: [['Squid', 'Sotong'], RICE, SAMBAL, CUCUMBER, ONION, PALM_SUGAR, OIL, SALT],
  },
  'asam-pedas-ikan': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      MACKEREL,
      RICE,
      ['Okra', 'Bendi'],
      TOMATO,
      TAMARIND,
      CHILLI_PASTE,
      SHALLOTS,
      GARLIC,
      TURMERIC,
      ['Torch ginger flower (bunga kantan)', 'Bunga kantan'],
      ['Daun kesum (Vietnamese coriander)', 'Daun kesum'],
      LEMONGRASS,
      SUGAR,
      SALT,
    ],
  },
  'chicken-chop-lada-hitam': {
    reheat: 'grill',
    keep: 'potato',
    ingredients: [
      CHICKEN_THIGH,
      POTATO,
      CARROT,
      ['Sweet corn', 'Jagung manis'],
      ONION,
      CRACKED_PEPPER,
      SOY_SAUCE,
      CORNFLOUR,
      GARLIC,
      OLIVE_OIL,
      SALT,
    ],
  },
  'spaghetti-bolognese-daging': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      WHOLEWHEAT_SPAGHETTI,
      ['Minced beef', 'Daging lembu kisar'],
      TOMATO,
      TOMATO_PUREE,
      ONION,
      CARROT,
      GARLIC,
      ['Grated cheddar cheese (microbial rennet)', 'Keju cheddar parut (renet mikrob)'],
      ['Oregano and basil', 'Oregano dan daun selasih'],
      OLIVE_OIL,
      BLACK_PEPPER,
      SALT,
    ],
  },
  'ayam-teriyaki-nasi': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [CHICKEN_THIGH, RICE, BROCCOLI, TERIYAKI, SESAME_SEEDS, SPRING_ONION, OIL],
  },
  'butter-chicken-nasi-minyak': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      CHICKEN_THIGH,
      RICE,
      SPINACH,
      TOMATO_PUREE,
      ['Butter', 'Mentega'],
      ['Cream', 'Krim'],
      YOGHURT,
      ONION,
      GARLIC,
      GINGER,
      ['Garam masala, cumin and paprika', 'Garam masala, jintan putih dan paprika'],
      ['Dried fenugreek leaves', 'Daun halba kering'],
      CORIANDER_LEAVES,
      SALT,
    ],
  },
  'nasi-goreng-kampung': {
    reheat: 'meal',
    keep: 'eggs',
    ingredients: [
      RICE,
      EGG,
      KANGKUNG,
      IKAN_BILIS,
      SAMBAL,
      BIRDS_EYE_CHILLI,
      FRIED_SHALLOTS,
      SOY_SAUCE,
      OIL,
      SALT,
    ],
  },
  'daging-masak-kicap': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      BEEF,
      RICE,
      ONION,
      TOMATO,
      SWEET_SOY,
      RED_CHILLI,
      GARLIC,
      GINGER,
      WHOLE_SPICES,
      FRIED_SHALLOTS,
      OIL,
    ],
  },
  'sate-ayam-nasi-impit': {
    reheat: 'coldSide',
    keep: 'fresh',
    ingredients: [
      CHICKEN_THIGH,
      ['Compressed rice cakes (nasi impit)', 'Nasi impit'],
      PEANUT_SAUCE,
      CUCUMBER,
      RED_ONION,
      TURMERIC,
      LEMONGRASS,
      SATAY_SPICES,
      SHALLOTS,
      SUGAR,
      OIL,
      SALT,
    ],
  },
  'ayam-berempah-bakar': {
    reheat: 'grill',
    keep: 'freezable',
    ingredients: [
      CHICKEN_THIGH,
      ['Coriander seed, cumin and fennel', 'Biji ketumbar, jintan putih dan jintan manis'],
      TURMERIC,
      LEMONGRASS,
      GARLIC,
      GINGER,
      SHALLOTS,
      CURRY_LEAVES,
      FRIED_SHALLOTS,
      OIL,
      SALT,
    ],
  },
  'udang-kerabu-mangga': {
    reheat: 'salad',
    keep: 'fresh',
    ingredients: [
      PRAWNS,
      ['Green mango', 'Mangga muda'],
      SHALLOTS,
      BIRDS_EYE_CHILLI,
      ['Lime juice', 'Jus limau nipis'],
      ['Dried shrimp', 'Udang kering'],
      ['Fish sauce', 'Sos ikan'],
      ['Coriander and mint leaves', 'Daun ketumbar dan daun pudina'],
      PALM_SUGAR,
      OLIVE_OIL,
    ],
  },
  'sayur-campur-sos-tiram': {
    reheat: 'greens',
    keep: 'fresh',
    ingredients: [
      BROCCOLI,
      ['Cauliflower', 'Kubis bunga'],
      CARROT,
      ['Baby corn', 'Jagung muda'],
      ['Oyster sauce', 'Sos tiram'],
      GARLIC,
      CORNFLOUR,
      OIL,
      SALT,
    ],
  },
  'kangkung-belacan': {
    reheat: 'greens',
    keep: 'fresh',
    ingredients: [
      KANGKUNG,
      ['Belacan (shrimp paste)', 'Belacan'],
      ['Dried shrimp', 'Udang kering'],
      GARLIC,
      SHALLOTS,
      RED_CHILLI,
      BIRDS_EYE_CHILLI,
      OIL,
      SUGAR,
    ],
  },
  'daging-bakar-air-asam': {
    reheat: 'grill',
    keep: 'fresh',
    ingredients: [
      ['Beef sirloin', 'Daging lembu sirloin'],
      ['Lettuce and cucumber', 'Daun salad dan timun'],
      TAMARIND,
      TOMATO,
      BIRDS_EYE_CHILLI,
      SHALLOTS,
      LIME,
      SOY_SAUCE,
      BLACK_PEPPER,
      SUGAR,
      SALT,
    ],
  },
  'otak-otak-bakar': {
    reheat: 'grill',
    keep: 'freezable',
    ingredients: [
      MACKEREL,
      COCONUT_MILK,
      EGG,
      DRIED_CHILLI,
      SHALLOTS,
      GARLIC,
      GALANGAL,
      TURMERIC,
      LIME_LEAVES,
      ['Wild pepper leaves (daun kaduk)', 'Daun kaduk'],
      SUGAR,
      SALT,
      ['Banana leaf (to grill in, not eaten)', 'Daun pisang (untuk membakar, tidak dimakan)'],
    ],
  },
  'begedil-kentang': {
    reheat: 'grill',
    keep: 'potato',
    ingredients: [
      POTATO,
      EGG,
      SPRING_ONION,
      FRIED_SHALLOTS,
      CORIANDER_LEAVES,
      ['White pepper', 'Lada putih'],
      ['Nutmeg', 'Buah pala'],
      OIL,
      SALT,
    ],
  },
  'roti-bakar-kaya': {
    reheat: 'toast',
    keep: 'eggs',
    ingredients: [
      WHOLEMEAL_BREAD,
      EGG,
      ['Kaya (coconut, egg, sugar, pandan)', 'Kaya (kelapa, telur, gula, daun pandan)'],
      ['Butter', 'Mentega'],
      SOY_SAUCE,
      ['White pepper', 'Lada putih'],
    ],
  },
  'bb-ayam-nasi-perang-brokoli': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [CHICKEN_BREAST, BROWN_RICE, BROCCOLI, OLIVE_OIL, GARLIC, BLACK_PEPPER, SALT],
  },
  'bb-daging-keledek': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      ['Lean beef (topside)', 'Daging lembu tanpa lemak (topside)'],
      SWEET_POTATO,
      FRENCH_BEANS,
      ONION,
      CRACKED_PEPPER,
      SOY_SAUCE,
      CORNFLOUR,
      OLIVE_OIL,
      SALT,
    ],
  },
  'bb-salmon-kuinoa': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      SALMON,
      QUINOA,
      BABY_SPINACH,
      ['Kale', 'Sayur kale'],
      ['Lemon juice and zest', 'Jus dan kulit lemon'],
      ['Toasted sesame seeds', 'Bijan sangai'],
      GARLIC,
      OLIVE_OIL,
      BLACK_PEPPER,
      SALT,
    ],
  },
  'bb-pasta-ayam-tomato': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      ['Wholewheat penne', 'Penne gandum penuh'],
      CHICKEN_BREAST,
      TOMATO,
      TOMATO_PUREE,
      BROCCOLI,
      ONION,
      GARLIC,
      ['Basil and oregano', 'Daun selasih dan oregano'],
      OLIVE_OIL,
      BLACK_PEPPER,
      SALT,
    ],
  },
  'bb-ayam-tandoori-kuinoa': {
    reheat: 'coldSide',
    keep: 'fresh',
    ingredients: [
      CHICKEN_BREAST,
      QUINOA,
      YOGHURT,
      CUCUMBER,
      TOMATO,
      RED_ONION,
      MINT,
      [
        'Tandoori spices (paprika, cumin, coriander, garam masala, chilli)',
        'Rempah tandoori (paprika, jintan putih, ketumbar, garam masala, cili)',
      ],
      GARLIC,
      GINGER,
      LEMON,
      SALT,
    ],
  },
  'bb-bulgogi-nasi-perang': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      ['Thinly sliced beef', 'Daging lembu hiris nipis'],
      BROWN_RICE,
      SPINACH,
      SOY_SAUCE,
      ['Asian pear', 'Pear Asia'],
      ONION,
      GARLIC,
      GINGER,
      SESAME_OIL,
      ['Brown sugar', 'Gula perang'],
      SESAME_SEEDS,
      SPRING_ONION,
      BLACK_PEPPER,
    ],
  },
  'bb-udang-aglio-olio': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      WHOLEWHEAT_SPAGHETTI,
      PRAWNS,
      BABY_SPINACH,
      OLIVE_OIL,
      GARLIC,
      CHILLI_FLAKES,
      PARSLEY,
      BLACK_PEPPER,
      SALT,
    ],
  },
  'bb-shawarma-ayam-kentang': {
    reheat: 'coldSide',
    keep: 'potato',
    ingredients: [
      CHICKEN_BREAST,
      POTATO,
      ['Lettuce, cucumber and tomato', 'Daun salad, timun dan tomato'],
      [
        'Garlic yoghurt sauce (yoghurt, garlic, lemon)',
        'Sos yogurt bawang putih (yogurt, bawang putih, lemon)',
      ],
      [
        'Shawarma spices (cumin, coriander, paprika, turmeric, cinnamon)',
        'Rempah syawarma (jintan putih, ketumbar, paprika, kunyit, kayu manis)',
      ],
      PARSLEY,
      OLIVE_OIL,
      SALT,
    ],
  },
  'bb-omelet-putih-telur-roti': {
    reheat: 'toast',
    keep: 'eggs',
    ingredients: [
      EGG_WHITES,
      WHOLEMEAL_BREAD,
      SPINACH,
      ['Button mushrooms', 'Cendawan butang'],
      ONION,
      HERBS,
      OLIVE_OIL,
      BLACK_PEPPER,
      SALT,
    ],
  },
  'bb-stik-kentang-lenyek': {
    reheat: 'meal',
    keep: 'potato',
    ingredients: [
      ['Beef sirloin', 'Daging lembu sirloin'],
      POTATO,
      BROCCOLI,
      ['Milk', 'Susu'],
      ['Butter', 'Mentega'],
      ONION,
      CRACKED_PEPPER,
      SOY_SAUCE,
      CORNFLOUR,
      OLIVE_OIL,
      SALT,
    ],
  },
  'bb-siakap-keledek': {
    reheat: 'grill',
    keep: 'freezable',
    ingredients: [
      ['Barramundi (siakap) fillet', 'Isi ikan siakap'],
      SWEET_POTATO,
      BROCCOLI,
      LEMONGRASS,
      LIME,
      GARLIC,
      GINGER,
      OLIVE_OIL,
      BLACK_PEPPER,
      SALT,
    ],
  },
  'bb-sate-ayam-nasi-perang': {
    reheat: 'coldSide',
    keep: 'fresh',
    ingredients: [
      CHICKEN_BREAST,
      BROWN_RICE,
      CUCUMBER,
      PEANUT_SAUCE,
      TURMERIC,
      LEMONGRASS,
      SATAY_SPICES,
      SHALLOTS,
      GARLIC,
      SALT,
    ],
  },
  'bb-kofta-daging-kuinoa': {
    reheat: 'coldSide',
    keep: 'fresh',
    ingredients: [
      ['Lean minced beef', 'Daging lembu kisar tanpa lemak'],
      QUINOA,
      PARSLEY,
      TOMATO,
      CUCUMBER,
      ONION,
      MINT,
      LEMON,
      ['Cumin, coriander, paprika and cinnamon', 'Jintan putih, ketumbar, paprika dan kayu manis'],
      GARLIC,
      OLIVE_OIL,
      SALT,
    ],
  },
  'bb-salmon-teriyaki-nasi-perang': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [SALMON, BROWN_RICE, BROCCOLI, TERIYAKI, SESAME_SEEDS, SPRING_ONION],
  },
  'bb-rendang-ayam-nasi-perang': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      CHICKEN_BREAST,
      BROWN_RICE,
      FRENCH_BEANS,
      KERISIK,
      ['Light coconut milk', 'Santan cair'],
      DRIED_CHILLI,
      SHALLOTS,
      LEMONGRASS,
      GALANGAL,
      GARLIC,
      GINGER,
      TURMERIC_LEAF,
      LIME_LEAVES,
      PALM_SUGAR,
      SALT,
    ],
  },
  'bb-dada-ayam-panggang': {
    reheat: 'grill',
    keep: 'freezable',
    ingredients: [CHICKEN_BREAST, HERBS, BLACK_PEPPER, GARLIC, LEMON, OLIVE_OIL, SALT],
  },
  'bb-jalur-daging-lada-hitam': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      ['Lean beef strips', 'Jalur daging lembu tanpa lemak'],
      ONION,
      CRACKED_PEPPER,
      SOY_SAUCE,
      GARLIC,
      SPRING_ONION,
      CORNFLOUR,
      OIL,
    ],
  },
  'bb-gigitan-putih-telur': {
    reheat: 'grill',
    keep: 'eggs',
    ingredients: [EGG_WHITES, SPINACH, TOMATO, ONION, HERBS, OLIVE_OIL, BLACK_PEPPER, SALT],
  },
  'bb-begedil-tuna': {
    reheat: 'grill',
    keep: 'freezable',
    ingredients: [
      ['Tuna', 'Ikan tuna'],
      ['Rolled oats', 'Oat gulung'],
      EGG,
      ONION,
      ['Parsley and coriander leaves', 'Daun parsli dan daun ketumbar'],
      LIME,
      OLIVE_OIL,
      BLACK_PEPPER,
      SALT,
    ],
  },
  'bb-ayam-tikka': {
    reheat: 'grill',
    keep: 'freezable',
    ingredients: [
      CHICKEN_BREAST,
      YOGHURT,
      TIKKA_SPICES,
      GARLIC,
      GINGER,
      LEMON,
      CORIANDER_LEAVES,
      OLIVE_OIL,
      SALT,
    ],
  },
  'bb-cucuk-udang-bakar': {
    reheat: 'grill',
    keep: 'freezable',
    ingredients: [PRAWNS, GARLIC, LIME, CHILLI_FLAKES, PARSLEY, OLIVE_OIL, BLACK_PEPPER, SALT],
  },
  'bb-keledek-bakar': {
    reheat: 'grill',
    keep: 'freezable',
    ingredients: [
      SWEET_POTATO,
      ['Smoked paprika', 'Paprika salai'],
      ['Garlic powder', 'Serbuk bawang putih'],
      PARSLEY,
      OLIVE_OIL,
      ['Sea salt', 'Garam laut'],
      BLACK_PEPPER,
    ],
  },
  'veg-tempe-sambal-nasi-perang': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [TEMPEH, BROWN_RICE, LONG_BEANS, VEGETARIAN_SAMBAL, ONION, OIL, SALT],
  },
  'veg-tauhu-teriyaki-kuinoa': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [TOFU, QUINOA, BROCCOLI, TERIYAKI, SESAME_SEEDS, SPRING_ONION, OIL],
  },
  'veg-nasi-lemak-tempe': {
    reheat: 'coldSide',
    keep: 'fresh',
    ingredients: [
      RICE,
      COCONUT_MILK,
      TEMPEH,
      VEGETARIAN_SAMBAL,
      CUCUMBER,
      ROASTED_PEANUTS,
      PANDAN,
      GINGER,
      LEMONGRASS,
      OIL,
      SALT,
    ],
  },
  'veg-gado-gado': {
    reheat: 'roomTemperature',
    keep: 'fresh',
    ingredients: [
      ['Compressed rice cakes (lontong)', 'Lontong (nasi impit)'],
      TOFU,
      TEMPEH,
      CABBAGE,
      BEAN_SPROUTS,
      LONG_BEANS,
      CARROT,
      CUCUMBER,
      ['Hard-boiled egg', 'Telur rebus'],
      PEANUT_SAUCE,
      SWEET_SOY,
      FRIED_SHALLOTS,
    ],
  },
  'veg-kari-kacang-kuda': {
    reheat: 'meal',
    keep: 'potato',
    ingredients: [
      ['Chickpeas', 'Kacang kuda'],
      POTATO,
      RICE,
      COCONUT_MILK,
      TOMATO,
      ONION,
      CURRY_POWDER,
      CURRY_LEAVES,
      GARLIC,
      GINGER,
      CORIANDER_LEAVES,
      OIL,
      SALT,
    ],
  },
  'veg-aglio-olio-cendawan': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      WHOLEWHEAT_SPAGHETTI,
      ['Oyster mushrooms', 'Cendawan tiram'],
      BABY_SPINACH,
      OLIVE_OIL,
      GARLIC,
      CHILLI_FLAKES,
      PARSLEY,
      BLACK_PEPPER,
      SALT,
    ],
  },
  'veg-tauhu-masak-merah': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      TOFU,
      RICE,
      TOMATO,
      TOMATO_PUREE,
      CARROT,
      ['Green peas', 'Kacang pis'],
      ONION,
      CHILLI_PASTE,
      SHALLOTS,
      GARLIC,
      GINGER,
      WHOLE_SPICES,
      SPRING_ONION,
      SUGAR,
      SALT,
    ],
  },
  'veg-paneer-tikka-nasi': {
    reheat: 'coldSide',
    keep: 'fresh',
    ingredients: [
      ['Paneer (fresh Indian cheese)', 'Paneer (keju segar India)'],
      RICE,
      CAPSICUM,
      ONION,
      YOGHURT,
      MINT,
      TIKKA_SPICES,
      GARLIC,
      GINGER,
      LEMON,
      OIL,
      SALT,
    ],
  },
  'veg-mee-goreng-tauhu': {
    reheat: 'meal',
    keep: 'potato',
    ingredients: [
      YELLOW_NOODLES,
      TOFU,
      POTATO,
      CHOY_SUM,
      KETCHUP,
      SWEET_SOY,
      GARLIC,
      SHALLOTS,
      LIME,
      OIL,
    ],
  },
  'veg-mangkuk-buddha': {
    reheat: 'coldSide',
    keep: 'fresh',
    ingredients: [
      QUINOA,
      ['Roasted chickpeas', 'Kacang kuda panggang'],
      ['Pumpkin', 'Labu'],
      ['Kale and baby spinach', 'Sayur kale dan bayam muda'],
      ['Red cabbage', 'Kubis ungu'],
      ['Tahini (sesame paste)', 'Tahini (pes bijan)'],
      LEMON,
      GARLIC,
      SESAME_SEEDS,
      ['Cumin and smoked paprika', 'Jintan putih dan paprika salai'],
      OLIVE_OIL,
      SALT,
    ],
  },
  'veg-dhal-nasi-perang': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      ['Yellow lentils (dhal)', 'Kacang dal kuning'],
      BROWN_RICE,
      SPINACH,
      TOMATO,
      ONION,
      GARLIC,
      GINGER,
      ['Cumin and mustard seeds', 'Biji jintan putih dan biji sawi'],
      TURMERIC,
      CURRY_LEAVES,
      CORIANDER_LEAVES,
      OIL,
      SALT,
    ],
  },
  'veg-rendang-cendawan': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      ['King oyster mushrooms', 'Cendawan tiram raja'],
      RICE,
      FRENCH_BEANS,
      COCONUT_MILK,
      KERISIK,
      DRIED_CHILLI,
      SHALLOTS,
      LEMONGRASS,
      GALANGAL,
      GARLIC,
      GINGER,
      TURMERIC_LEAF,
      LIME_LEAVES,
      PALM_SUGAR,
      SALT,
    ],
  },
  'veg-pasta-pesto': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      ['Wholewheat fusilli', 'Fusilli gandum penuh'],
      ['Courgette', 'Zukini'],
      ['Red capsicum', 'Lada benggala merah'],
      ['Cherry tomatoes', 'Tomato ceri'],
      RED_ONION,
      [
        'Basil pesto (basil, olive oil, sunflower seeds, garlic)',
        'Pesto selasih (daun selasih, minyak zaitun, biji bunga matahari, bawang putih)',
      ],
      ['Parmesan-style hard cheese (microbial rennet)', 'Keju keras gaya parmesan (renet mikrob)'],
      OLIVE_OIL,
      BLACK_PEPPER,
      SALT,
    ],
  },
  'veg-tauhu-kung-pao': {
    reheat: 'meal',
    keep: 'freezable',
    ingredients: [
      TOFU,
      RICE,
      ROASTED_PEANUTS,
      CAPSICUM,
      SPRING_ONION,
      DRIED_CHILLI,
      ['Sichuan peppercorns', 'Lada Sichuan'],
      SOY_SAUCE,
      ['Rice vinegar', 'Cuka beras'],
      GARLIC,
      GINGER,
      SUGAR,
      CORNFLOUR,
      OIL,
    ],
  },
  'veg-tempe-kicap': {
    reheat: 'grill',
    keep: 'freezable',
    ingredients: [TEMPEH, SWEET_SOY, SHALLOTS, RED_CHILLI, BIRDS_EYE_CHILLI, GARLIC, OIL],
  },
  'veg-tauhu-sumbat': {
    reheat: 'roomTemperature',
    keep: 'fresh',
    ingredients: [
      ['Fried firm tofu', 'Tauhu keras goreng'],
      CUCUMBER,
      CARROT,
      BEAN_SPROUTS,
      PEANUT_SAUCE,
      SWEET_SOY,
      OIL,
    ],
  },
  'veg-pecal': {
    reheat: 'roomTemperature',
    keep: 'fresh',
    ingredients: [
      KANGKUNG,
      LONG_BEANS,
      BEAN_SPROUTS,
      CABBAGE,
      [
        'Spiced peanut sauce (roasted peanuts, dried chilli, garlic, kaffir lime leaves, tamarind, palm sugar)',
        'Kuah kacang berempah (kacang tanah panggang, cili kering, bawang putih, daun limau purut, asam jawa, gula melaka)',
      ],
      FRIED_SHALLOTS,
    ],
  },
  'veg-kangkung-bawang-putih': {
    reheat: 'greens',
    keep: 'fresh',
    ingredients: [
      KANGKUNG,
      GARLIC,
      RED_CHILLI,
      ['Light soy sauce', 'Kicap cair'],
      OIL,
      SUGAR,
      SALT,
    ],
  },
  'veg-roti-bakar-avokado': {
    reheat: 'toast',
    keep: 'fresh',
    ingredients: [
      WHOLEMEAL_BREAD,
      ['Avocado', 'Avokado'],
      ['Soft-boiled egg', 'Telur separuh masak'],
      ['Rocket leaves', 'Daun roket'],
      ['Lime juice', 'Jus limau nipis'],
      CHILLI_FLAKES,
      OLIVE_OIL,
      ['Sea salt', 'Garam laut'],
      BLACK_PEPPER,
    ],
  },
  'veg-edamame-goreng': {
    reheat: 'greens',
    keep: 'freezable',
    ingredients: [
      ['Edamame (young soybeans)', 'Edamame (kacang soya muda)'],
      GARLIC,
      RED_CHILLI,
      SESAME_OIL,
      ['Sea salt', 'Garam laut'],
    ],
  },
  'veg-sate-cendawan': {
    reheat: 'coldSide',
    keep: 'fresh',
    ingredients: [
      ['Oyster mushrooms', 'Cendawan tiram'],
      PEANUT_SAUCE,
      CUCUMBER,
      RED_ONION,
      TURMERIC,
      LEMONGRASS,
      SATAY_SPICES,
      SHALLOTS,
      GARLIC,
      PALM_SUGAR,
      OIL,
      SALT,
    ],
  },
  'veg-brokoli-tauhu-bawang-putih': {
    reheat: 'greens',
    keep: 'fresh',
    ingredients: [
      BROCCOLI,
      ['Silken tofu', 'Tauhu sutera'],
      GARLIC,
      ['Vegetarian mushroom stir-fry sauce', 'Sos tumis cendawan vegetarian'],
      SPRING_ONION,
      CORNFLOUR,
      OIL,
      SALT,
    ],
  },
};

export interface SeedDishDetails {
  ingredients: LocalizedList;
  reheating: LocalizedText;
  storage: LocalizedText;
  reheatingKind: ReheatingKind;
  storageKind: StorageKind;
}

/** The seeded dishes' codes that have a page's worth of details. */
export const DETAILED_CODES = Object.keys(DETAILS);

/** A seeded dish's ingredients, reheating and storage in both languages. */
export function dishDetails(code: string): SeedDishDetails {
  const input = DETAILS[code];
  if (!input) throw new Error(`seed: ${code} has no ingredients, reheating or storage`);
  return {
    ingredients: {
      'en-US': input.ingredients.map(([en]) => en),
      'ms-MY': input.ingredients.map(([, ms]) => ms),
    },
    reheating: REHEATING[input.reheat],
    storage: STORAGE[input.keep],
    reheatingKind: input.reheat,
    storageKind: input.keep,
  };
}

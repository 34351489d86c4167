import type { Locale } from '@mealprep/shared/locale';
import { BUNDLES } from './catalog';

export interface SeedSection {
  page: 'home' | 'about';
  key: 'banners' | 'featured' | 'how_it_works' | 'services' | 'founder';
  content: Record<Locale, Record<string, unknown>>;
}

/** Images are paths under the public storage address; empty means "show the placeholder". */
const NO_IMAGE = '';
/** Generated catalogue pictures (scripts/generate-images.ts). */
const IMAGE = {
  classic: 'dishes/ayam-percik-nasi-kunyit',
  bodybuilding: 'dishes/bb-salmon-kuinoa',
  fixedPlan: 'dishes/fixed-balanced-week',
  bundles: 'dishes/bundle-classic-5-day',
  about: 'dishes/bundle-try-it-trio',
};

/**
 * The bundles as the seeded ones are: from the smallest to the largest number of meals, so the
 * home page's card says nothing the bundle page does not show (finding 11 found "two, five or
 * seven days" above a 3-meal trio, a 5-day, a 7-day and a 10-meal pack).
 */
const bundleMeals = BUNDLES.map((bundle) =>
  bundle.items.reduce((meals, item) => meals + item.quantity, 0),
);
const [fewestMeals, mostMeals] = [Math.min(...bundleMeals), Math.max(...bundleMeals)];

/**
 * docs/spec.md §1: the six steps of the landing page's how-it-works section, each with its
 * illustration (scripts/dish-art/steps.ts) and what the picture shows as its alt text.
 */
const steps = (locale: Locale) =>
  [
    [
      'fill_up_and_select',
      'Fill up and select',
      'Isi dan pilih',
      'Answer a few questions and pick the food you love.',
      'Jawab beberapa soalan dan pilih makanan kegemaran anda.',
      'A phone with two answers ticked beside a meal box marked as a favourite',
      'Telefon dengan dua jawapan ditanda di sebelah kotak hidangan yang digemari',
    ],
    [
      'ai_meal_planner',
      'AI meal planner',
      'Perancang hidangan AI',
      'Our planner builds meals around your goal and daily needs.',
      'Perancang kami menyusun hidangan mengikut matlamat dan keperluan harian anda.',
      'A weekly planner filled with meals next to a macronutrient ring on target',
      'Perancang mingguan penuh hidangan di sebelah cincin makronutrien yang mencapai sasaran',
    ],
    [
      'kitchen',
      'Kitchen',
      'Dapur',
      'Our chefs cook every meal fresh in our kitchen.',
      'Cef kami memasak setiap hidangan segar di dapur kami.',
      'Fried rice with prawns tossed in a steaming wok over the flame',
      'Nasi goreng dengan udang digaul dalam kuali berasap di atas api',
    ],
    [
      'delivery',
      'Delivery',
      'Penghantaran',
      'A courier brings your meals to your door, or pick them up yourself.',
      'Kurier menghantar hidangan ke pintu anda, atau ambil sendiri.',
      'A courier on a motorbike carrying a box of meals',
      'Kurier menunggang motosikal membawa kotak hidangan',
    ],
    [
      'shelf_life',
      'Shelf life 7 days',
      'Tahan 7 hari',
      'Keep your meals chilled; they stay good for 7 days.',
      'Simpan hidangan dalam peti sejuk; ia kekal elok selama 7 hari.',
      'Meal boxes on the shelves of a fridge beside a calendar showing 7',
      'Kotak hidangan di rak peti sejuk di sebelah kalendar menunjukkan 7',
    ],
    [
      'enjoy',
      'Enjoy',
      'Nikmati',
      'Heat, eat and stay on track.',
      'Panaskan, makan dan kekal di landasan.',
      'A warm plate of grilled chicken with a fork and spoon',
      'Sepinggan ayam bakar yang panas dengan garpu dan sudu',
    ],
  ].map(([key = '', titleEn, titleMs, textEn, textMs, altEn, altMs], index) => ({
    step: index + 1,
    key,
    title: locale === 'en-US' ? titleEn : titleMs,
    description: locale === 'en-US' ? textEn : textMs,
    image: `dishes/step-${key.replace(/_/g, '-')}`,
    image_alt: locale === 'en-US' ? altEn : altMs,
  }));

/** The offer cards' illustrations (scripts/dish-art/offers.ts) and what they show. */
const SERVICE_ART: Record<string, { image: string; alt: Record<Locale, string> }> = {
  personalised_plan: {
    image: 'dishes/offer-personalised-plan',
    alt: {
      'en-US': 'A high-protein meal box beside a checklist of goals',
      'ms-MY': 'Kotak hidangan tinggi protein di sebelah senarai semak matlamat',
    },
  },
  fixed_meal_plan: {
    image: 'dishes/offer-fixed-meal-plan',
    alt: {
      'en-US': 'A stack of meal boxes with an open one of chicken curry on top',
      'ms-MY': 'Timbunan kotak hidangan dengan satu kotak kari ayam terbuka di atas',
    },
  },
  a_la_carte: {
    image: 'dishes/offer-a-la-carte',
    alt: {
      'en-US': 'Three plates of different dishes side by side on a table',
      'ms-MY': 'Tiga pinggan hidangan berlainan bersebelahan di atas meja',
    },
  },
};

const services = (locale: Locale) =>
  [
    [
      'personalised_plan',
      'Personalised meal plan',
      'Pelan hidangan peribadi',
      'A plan generated from your goal, body and taste.',
      'Pelan yang dijana daripada matlamat, badan dan citarasa anda.',
    ],
    [
      'fixed_meal_plan',
      'Fixed meal bundles',
      'Pakej hidangan tetap',
      'Ready-made bundles for the whole week.',
      'Pakej sedia ada untuk seminggu.',
    ],
    [
      'a_la_carte',
      'À la carte menu',
      'Menu à la carte',
      'Over 60 flavours: classic, bodybuilding and vegetarian.',
      'Lebih 60 perisa: klasik, bina badan dan vegetarian.',
    ],
  ].map(([key = '', titleEn, titleMs, textEn, textMs]) => ({
    key,
    title: locale === 'en-US' ? titleEn : titleMs,
    description: locale === 'en-US' ? textEn : textMs,
    image: SERVICE_ART[key]?.image ?? NO_IMAGE,
    image_alt: SERVICE_ART[key]?.alt[locale] ?? '',
  }));

export const PAGE_SECTIONS: SeedSection[] = [
  {
    page: 'home',
    key: 'banners',
    content: {
      'en-US': {
        carousel_banners: [
          {
            title: 'Meals planned for your goal',
            subtitle: 'Cooked fresh, delivered across the Klang Valley',
            image: IMAGE.bodybuilding,
            cta_title: 'Start my plan',
            cta_action: '/account/user-preferences/essentials',
          },
          {
            title: 'Over 60 flavours',
            subtitle: 'Classic, bodybuilding and vegetarian',
            image: IMAGE.classic,
            cta_title: 'See the menu',
            cta_action: '/food-menu',
          },
        ],
      },
      'ms-MY': {
        carousel_banners: [
          {
            title: 'Hidangan dirancang untuk matlamat anda',
            subtitle: 'Dimasak segar, dihantar di sekitar Lembah Klang',
            image: IMAGE.bodybuilding,
            cta_title: 'Mulakan pelan saya',
            cta_action: '/account/user-preferences/essentials',
          },
          {
            title: 'Lebih 60 perisa',
            subtitle: 'Klasik, bina badan dan vegetarian',
            image: IMAGE.classic,
            cta_title: 'Lihat menu',
            cta_action: '/food-menu',
          },
        ],
      },
    },
  },
  {
    page: 'home',
    key: 'featured',
    content: {
      'en-US': {
        featured_section: [
          {
            title: 'Fixed meal plan',
            description: 'A full week of balanced meals at a fixed price.',
            image: IMAGE.fixedPlan,
            link: '/fixed-meal-plan',
          },
          {
            title: 'Meal bundles',
            description: `From ${fewestMeals} to ${mostMeals} meals a bundle, for less than the dishes cost one by one.`,
            image: IMAGE.bundles,
            link: '/meal-bundles',
          },
        ],
      },
      'ms-MY': {
        featured_section: [
          {
            title: 'Pelan hidangan tetap',
            description: 'Seminggu hidangan seimbang pada harga tetap.',
            image: IMAGE.fixedPlan,
            link: '/fixed-meal-plan',
          },
          {
            title: 'Pakej hidangan',
            description: `Daripada ${fewestMeals} hingga ${mostMeals} hidangan sepakej, lebih murah daripada membeli satu persatu.`,
            image: IMAGE.bundles,
            link: '/meal-bundles',
          },
        ],
      },
    },
  },
  {
    page: 'home',
    key: 'how_it_works',
    content: {
      'en-US': {
        title: 'How it works',
        description: 'From your answers to your fridge in six steps.',
        how_it_works_steps: steps('en-US'),
      },
      'ms-MY': {
        title: 'Cara ia berfungsi',
        description: 'Daripada jawapan anda ke peti sejuk anda dalam enam langkah.',
        how_it_works_steps: steps('ms-MY'),
      },
    },
  },
  {
    page: 'home',
    key: 'services',
    content: {
      'en-US': {
        title: 'What we offer',
        description: 'Three ways to eat well without cooking.',
        home_services: services('en-US'),
        cta_title: 'Get my meal plan',
        cta_action: '/account/user-preferences/essentials',
      },
      'ms-MY': {
        title: 'Apa yang kami tawarkan',
        description: 'Tiga cara untuk makan dengan baik tanpa memasak.',
        home_services: services('ms-MY'),
        cta_title: 'Dapatkan pelan hidangan saya',
        cta_action: '/account/user-preferences/essentials',
      },
    },
  },
  {
    page: 'about',
    key: 'banners',
    content: {
      'en-US': {
        carousel_banners: [
          {
            title: 'About us',
            subtitle: 'Healthy food made simple, from our kitchen to you',
            image: IMAGE.about,
            cta_title: '',
            cta_action: '',
          },
        ],
      },
      'ms-MY': {
        carousel_banners: [
          {
            title: 'Tentang kami',
            subtitle: 'Makanan sihat yang mudah, dari dapur kami kepada anda',
            image: IMAGE.about,
            cta_title: '',
            cta_action: '',
          },
        ],
      },
    },
  },
  {
    page: 'about',
    key: 'featured',
    content: {
      'en-US': {
        featured_section: [
          {
            title: 'Our founder',
            description:
              'Started by a trainer who wanted his clients to eat as well as they trained.',
            image: NO_IMAGE,
            link: '',
          },
        ],
      },
      'ms-MY': {
        featured_section: [
          {
            title: 'Pengasas kami',
            description:
              'Dimulakan oleh seorang jurulatih yang mahu pelanggannya makan sebaik mereka berlatih.',
            image: NO_IMAGE,
            link: '',
          },
        ],
      },
    },
  },
  {
    page: 'about',
    key: 'founder',
    content: {
      'en-US': {
        title: 'Meet our founder',
        founder: {
          name: 'Amir Hakim',
          role: 'Founder and head coach',
          bio: 'A strength coach from Shah Alam, Amir started cooking his clients’ weekly meals in 2019 when he saw how hard it was to eat well on a busy schedule. Today our kitchen cooks every plan to the same rule: real Malaysian food, measured to your goal.',
          image: NO_IMAGE,
        },
      },
      'ms-MY': {
        title: 'Kenali pengasas kami',
        founder: {
          name: 'Amir Hakim',
          role: 'Pengasas dan ketua jurulatih',
          bio: 'Seorang jurulatih kekuatan dari Shah Alam, Amir mula memasak hidangan mingguan pelanggannya pada 2019 apabila melihat betapa sukarnya makan dengan baik dalam jadual yang sibuk. Hari ini dapur kami memasak setiap pelan dengan prinsip yang sama: makanan Malaysia yang sebenar, disukat mengikut matlamat anda.',
          image: NO_IMAGE,
        },
      },
    },
  },
  {
    page: 'about',
    key: 'how_it_works',
    content: {
      'en-US': {
        title: 'How it works',
        description: 'From your answers to your fridge in six steps.',
        how_it_works_steps: steps('en-US'),
      },
      'ms-MY': {
        title: 'Cara ia berfungsi',
        description: 'Daripada jawapan anda ke peti sejuk anda dalam enam langkah.',
        how_it_works_steps: steps('ms-MY'),
      },
    },
  },
  {
    page: 'about',
    key: 'services',
    content: {
      'en-US': {
        title: 'Why customers choose us',
        description: 'Fresh food, clear nutrition and delivery that fits your week.',
        home_services: services('en-US'),
        cta_title: 'Contact us',
        cta_action: '/about-us#contact',
      },
      'ms-MY': {
        title: 'Mengapa pelanggan memilih kami',
        description:
          'Makanan segar, nutrisi yang jelas dan penghantaran yang sesuai dengan minggu anda.',
        home_services: services('ms-MY'),
        cta_title: 'Hubungi kami',
        cta_action: '/about-us#contact',
      },
    },
  },
];

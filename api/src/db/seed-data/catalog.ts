import {
  ALLERGENS,
  type Allergen,
  type CookingMethod,
  type DishSizeCode,
  type Macros,
  type ProductLine,
  type ProductTab,
} from '@mealprep/shared/catalogue';
import type { MealPreferenceSubcategory } from '@mealprep/shared/plan/contracts';
import type { LocalizedText } from '../schema';
import { allergensOf, halalByWords, type DishLook } from './looks';

const text = (en: string, ms: string): LocalizedText => ({ 'en-US': en, 'ms-MY': ms });

export type RecipeCategory =
  'protein' | 'carbohydrate' | 'vegetable' | 'garnish' | 'sauce' | 'side';

/** A component the planner portions (docs/architecture.md §9), with its macros per 100 g as served. */
export interface SeedRecipe {
  code: string;
  category: RecipeCategory;
  subcategory: MealPreferenceSubcategory | null;
  name: LocalizedText;
  allergens: Allergen[];
  per100g: Macros;
  /** The meal question option (same question type, this code) that offers this recipe. */
  option?: string;
  /** A balancing side (docs/planner.md): grams of one serving and its price in sen. */
  side?: { servingG: number; priceSen: number };
}

const recipe = (
  code: string,
  category: RecipeCategory,
  subcategory: MealPreferenceSubcategory | null,
  [en, ms]: [string, string],
  [protein, carbohydrate, fat]: [number, number, number],
  allergens: Allergen[] = [],
  option?: string,
): SeedRecipe => ({
  code,
  category,
  subcategory,
  name: text(en, ms),
  allergens,
  per100g: { protein, carbohydrate, fat },
  option,
});

/**
 * The components the meal questionnaire offers. Each option of the seeded meal questions
 * (protein, carbohydrate, vegetable, garnish, sauce) points at the recipe named in `option`;
 * the others are there for the planner and the vegetarian line. Values per 100 g cooked, from
 * common food composition tables, rounded.
 */
export const RECIPES: SeedRecipe[] = [
  recipe(
    'grilled_chicken_breast',
    'protein',
    'chicken',
    ['Grilled chicken breast', 'Dada ayam panggang'],
    [31, 0, 3.6],
    ['chicken'],
    'chicken',
  ),
  recipe(
    'chicken_thigh',
    'protein',
    'chicken',
    ['Roasted chicken thigh', 'Peha ayam panggang'],
    [25, 0, 8.5],
    ['chicken'],
  ),
  recipe(
    'lean_beef',
    'protein',
    'beef',
    ['Lean beef', 'Daging lembu tanpa lemak'],
    [26, 0, 10],
    ['beef'],
    'beef',
  ),
  recipe(
    'grilled_fish',
    'protein',
    'seafood',
    ['Grilled fish fillet (siakap)', 'Isi ikan siakap panggang'],
    [22, 0, 4.5],
    ['seafood'],
    'seafood',
  ),
  recipe(
    'salmon',
    'protein',
    'seafood',
    ['Pan-seared salmon', 'Salmon bakar kuali'],
    [25, 0, 13],
    ['seafood'],
  ),
  recipe('prawns', 'protein', 'seafood', ['Prawns', 'Udang'], [24, 0.2, 1.7], ['prawn', 'seafood']),
  recipe('firm_tofu', 'protein', null, ['Firm tofu', 'Tauhu keras'], [12.7, 2.8, 7.2]),
  recipe('tempeh', 'protein', null, ['Tempeh', 'Tempe'], [19, 9.4, 10.8]),
  recipe('egg', 'protein', null, ['Egg', 'Telur'], [12.6, 1.1, 9.5]),
  recipe(
    'white_rice',
    'carbohydrate',
    'rice',
    ['Steamed white rice', 'Nasi putih'],
    [2.7, 28.2, 0.3],
    ['rice'],
    'rice',
  ),
  recipe(
    'brown_rice',
    'carbohydrate',
    'rice',
    ['Brown rice', 'Nasi perang'],
    [2.6, 23, 0.9],
    ['rice'],
  ),
  recipe(
    'wholewheat_pasta',
    'carbohydrate',
    'pasta',
    ['Wholewheat pasta', 'Pasta gandum penuh'],
    [5.3, 26.5, 0.9],
    ['pasta'],
    'pasta',
  ),
  recipe(
    'baked_potato',
    'carbohydrate',
    'potato',
    ['Baked potato', 'Kentang bakar'],
    [2.5, 21.2, 0.1],
    ['potato'],
    'potato',
  ),
  recipe(
    'wholemeal_toast',
    'carbohydrate',
    'toast',
    ['Wholemeal toast', 'Roti bakar mil penuh'],
    [12.5, 41.3, 4.2],
    ['toast'],
    'toast',
  ),
  recipe('quinoa', 'carbohydrate', null, ['Quinoa', 'Kuinoa'], [4.4, 21.3, 1.9]),
  recipe(
    'sweet_potato',
    'carbohydrate',
    null,
    ['Baked sweet potato', 'Keledek bakar'],
    [2, 20.7, 0.2],
  ),
  recipe(
    'broccoli',
    'vegetable',
    'vegetables',
    ['Steamed broccoli', 'Brokoli kukus'],
    [2.4, 7.2, 0.4],
    [],
    'broccoli',
  ),
  recipe(
    'mixed_vegetables',
    'vegetable',
    'vegetables',
    ['Mixed vegetables', 'Sayur campur'],
    [2.6, 8.4, 0.3],
    [],
    'mixed_vegetables',
  ),
  recipe(
    'french_beans',
    'vegetable',
    'vegetables',
    ['French beans', 'Kacang buncis'],
    [1.8, 7, 0.2],
    [],
    'french_beans',
  ),
  recipe(
    'stir_fried_greens',
    'vegetable',
    'stir_fried',
    ['Stir-fried greens (kangkung, sawi)', 'Sayur hijau goreng (kangkung, sawi)'],
    [2.6, 3.9, 3.2],
    [],
    'stir_fried_greens',
  ),
  recipe(
    'fried_shallots',
    'garnish',
    'garnish',
    ['Fried shallots', 'Bawang goreng'],
    [2.5, 40, 35],
    [],
    'fried_shallots',
  ),
  recipe(
    'spring_onion',
    'garnish',
    'garnish',
    ['Spring onion', 'Daun bawang'],
    [1.8, 7.3, 0.2],
    [],
    'spring_onion',
  ),
  recipe(
    'sesame_seeds',
    'garnish',
    'garnish',
    ['Toasted sesame seeds', 'Bijan bakar'],
    [17.7, 23.4, 49.7],
    [],
    'sesame_seeds',
  ),
  recipe(
    'black_pepper_sauce',
    'sauce',
    'sauce',
    ['Black pepper sauce', 'Sos lada hitam'],
    [1.2, 12.5, 4],
    [],
    'black_pepper',
  ),
  recipe(
    'teriyaki_sauce',
    'sauce',
    'sauce',
    ['Teriyaki sauce', 'Sos teriyaki'],
    [5.9, 15.6, 0.1],
    [],
    'teriyaki',
  ),
  recipe(
    'sambal',
    'sauce',
    'sauce',
    ['Sambal (with belacan)', 'Sambal (dengan belacan)'],
    [2.2, 12, 9],
    ['prawn', 'seafood'],
    'sambal',
  ),
  recipe(
    'peanut_sauce',
    'sauce',
    'sauce',
    ['Peanut sauce (kuah kacang)', 'Kuah kacang'],
    [7.5, 15, 14],
    ['peanut'],
  ),
  ...sides(),
];

/**
 * Balancing sides (docs/planner.md): small items the kitchen sells by the serving, which the
 * planner may add to a day the dishes alone cannot bring on target, when the customer allows it.
 * Values per 100 g as served (the shakes: per 100 g of powder, a 30 g scoop mixed with water).
 */
function sides(): SeedRecipe[] {
  const side = (
    code: string,
    names: [string, string],
    macros: [number, number, number],
    [servingG, priceSen]: [number, number],
    allergens: Allergen[] = [],
  ): SeedRecipe => ({
    ...recipe(code, 'side', null, names, macros, allergens),
    side: { servingG, priceSen },
  });
  return [
    side('side_banana', ['Banana', 'Pisang'], [1.1, 22.8, 0.3], [120, 150]),
    side(
      'side_fruit_cup',
      [
        'Fresh fruit cup (papaya, pineapple, watermelon)',
        'Cawan buah segar (betik, nanas, tembikai)',
      ],
      [0.5, 10, 0.2],
      [200, 400],
    ),
    side('side_dates', ['Dates, five pieces', 'Kurma, lima biji'], [2.5, 75, 0.4], [40, 200]),
    side(
      'side_greek_yoghurt',
      ['Plain Greek yoghurt', 'Yogurt Greek asli'],
      [9, 4, 2],
      [150, 450],
      ['dairy'],
    ),
    side('side_almonds', ['Unsalted almonds', 'Badam tanpa garam'], [21, 22, 50], [30, 350]),
    side(
      'side_whey_shake',
      ['Whey protein shake', 'Minuman protein whey'],
      [78, 8, 6],
      [30, 500],
      ['dairy'],
    ),
    side('side_soy_shake', ['Soy protein shake', 'Minuman protein soya'], [85, 5, 4], [30, 500]),
    side(
      'side_boiled_eggs',
      ['Two hard-boiled eggs', 'Dua biji telur rebus'],
      [12.6, 1.1, 9.5],
      [100, 250],
    ),
    side('side_avocado', ['Half an avocado', 'Separuh buah avokado'], [2, 8.5, 14.7], [70, 300]),
    side(
      'side_white_rice',
      ['Extra steamed white rice', 'Nasi putih tambahan'],
      [2.7, 28.2, 0.3],
      [150, 200],
      ['rice'],
    ),
    side(
      'side_wholemeal_bread',
      ['Wholemeal bread, two slices', 'Roti mil penuh, dua keping'],
      [9.7, 41, 3.4],
      [60, 150],
      ['toast'],
    ),
    // Fat with little protein: closes a lean day's fat where almonds or eggs would pass the protein.
    side(
      'side_macadamia',
      ['Unsalted macadamia nuts', 'Kacang makadamia tanpa garam'],
      [7.9, 13.8, 75.8],
      [20, 350],
    ),
  ];
}

type Tuple3 = [number, number, number];

export interface SeedDishSize extends Macros {
  priceSen: number;
}

export interface SeedDish {
  code: string;
  tab: ProductTab;
  line: ProductLine;
  method: CookingMethod;
  name: LocalizedText;
  description: LocalizedText;
  look: DishLook;
  allergens: Allergen[];
  sizes: Record<DishSizeCode, SeedDishSize>;
  /** Path under the public storage address (docs/spec.md §3); files from scripts/generate-images.ts. */
  image: string;
  /** No pork, lard or alcohol in it (docs/spec.md §3), read from its own words. */
  halal: boolean;
}

/** A large portion: about half as much again, a little less of the fat (whole grams). */
const LARGE: Record<ProductLine, Tuple3> = {
  classic: [1.45, 1.5, 1.35],
  bodybuilding: [1.5, 1.4, 1.3],
  vegetarian: [1.45, 1.5, 1.35],
};

interface DishInput {
  tab: ProductTab;
  method: CookingMethod;
  en: [string, string];
  ms: [string, string];
  look: DishLook;
  /** Small portion: protein, carbohydrate, fat in grams. */
  small: Tuple3;
  /** Prices in sen: S, L. */
  price: [number, number];
}

function line(lineName: ProductLine, dishes: Record<string, DishInput>): SeedDish[] {
  return Object.entries(dishes).map(([code, input]) => {
    const [p, c, f] = input.small;
    const [mp, mc, mf] = LARGE[lineName];
    return {
      code,
      tab: input.tab,
      line: lineName,
      method: input.method,
      name: text(input.en[0], input.ms[0]),
      description: text(input.en[1], input.ms[1]),
      look: input.look,
      allergens: allergensOf(input.look, ALLERGENS),
      halal: halalByWords(...input.en, ...input.ms),
      sizes: {
        S: { priceSen: input.price[0], protein: p, carbohydrate: c, fat: f },
        L: {
          priceSen: input.price[1],
          protein: Math.round(p * mp),
          carbohydrate: Math.round(c * mc),
          fat: Math.round(f * mf),
        },
      },
      image: `dishes/${code}`,
    };
  });
}

const CLASSIC = line('classic', {
  'ayam-percik-nasi-kunyit': {
    tab: 'meal',
    method: 'baked',
    en: [
      'Ayam percik with turmeric rice',
      'Chicken grilled in a spiced coconut percik glaze, with turmeric rice and fresh ulam.',
    ],
    ms: [
      'Ayam percik dengan nasi kunyit',
      'Ayam dibakar bersama kuah percik berempah dan santan, dihidang dengan nasi kunyit dan ulam segar.',
    ],
    look: {
      base: 'turmeric_rice',
      protein: 'chicken',
      veg: 'ulam',
      sauce: 'percik',
      garnish: 'chili',
    },
    small: [31, 52, 13],
    price: [1590, 2190],
  },
  'rendang-daging': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Beef rendang with white rice',
      'Beef slow-cooked with kerisik, lemongrass and chilli until dark and tender, with rice and french beans.',
    ],
    ms: [
      'Rendang daging dengan nasi putih',
      'Daging dimasak perlahan bersama kerisik, serai dan cili sehingga empuk, dengan nasi dan kacang buncis.',
    ],
    look: { base: 'white_rice', protein: 'beef', veg: 'beans', sauce: 'rendang', garnish: 'none' },
    small: [29, 50, 19],
    price: [1790, 2390],
  },
  'nasi-kerabu-ayam-bakar': {
    tab: 'meal',
    method: 'baked',
    en: [
      'Nasi kerabu with grilled chicken',
      'Kelantan blue pea rice with herbs, grilled chicken, budu and a little sambal.',
    ],
    ms: [
      'Nasi kerabu dengan ayam bakar',
      'Nasi biru bunga telang Kelantan dengan ulam, ayam bakar, budu dan sedikit sambal.',
    ],
    look: {
      base: 'blue_rice',
      protein: 'chicken',
      veg: 'ulam',
      sauce: 'sambal',
      garnish: 'shallots',
      extras: ['seafood'],
    },
    small: [30, 56, 12],
    price: [1690, 2290],
  },
  'ikan-bakar-nasi-perang': {
    tab: 'meal',
    method: 'baked',
    en: [
      'Ikan bakar with brown rice',
      'Charcoal-style grilled fish with sambal, lime and stir-fried greens on brown rice.',
    ],
    ms: [
      'Ikan bakar dengan nasi perang',
      'Ikan dibakar ala arang dengan sambal, limau dan sayur hijau goreng di atas nasi perang.',
    ],
    look: { base: 'brown_rice', protein: 'fish', veg: 'greens', sauce: 'sambal', garnish: 'lime' },
    small: [32, 46, 10],
    price: [1790, 2390],
  },
  'nasi-lemak-ayam-sambal': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Nasi lemak with sambal chicken',
      'Coconut rice with sambal chicken, cucumber, roasted peanuts and ikan bilis.',
    ],
    ms: [
      'Nasi lemak ayam sambal',
      'Nasi santan dengan ayam sambal, timun, kacang panggang dan ikan bilis.',
    ],
    look: {
      base: 'coconut_rice',
      protein: 'chicken',
      veg: 'cucumber',
      sauce: 'sambal',
      garnish: 'peanuts',
      extras: ['seafood'],
    },
    small: [29, 58, 20],
    price: [1590, 2190],
  },
  'ayam-masak-merah': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Ayam masak merah with rice',
      'Chicken in a sweet and spicy tomato-chilli gravy, with rice and mixed vegetables.',
    ],
    ms: [
      'Ayam masak merah dengan nasi',
      'Ayam dalam kuah tomato dan cili yang manis pedas, dengan nasi dan sayur campur.',
    ],
    look: {
      base: 'white_rice',
      protein: 'chicken',
      veg: 'mixed',
      sauce: 'tomato',
      garnish: 'spring_onion',
    },
    small: [30, 54, 14],
    price: [1590, 2190],
  },
  'kari-ayam-kentang': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Chicken and potato curry with rice',
      'A Malaysian kari ayam with potato, coconut milk and curry leaves, served with rice.',
    ],
    ms: [
      'Kari ayam kentang dengan nasi',
      'Kari ayam Malaysia dengan kentang, santan dan daun kari, dihidang dengan nasi.',
    ],
    look: {
      base: 'white_rice',
      protein: 'chicken',
      veg: 'mixed',
      sauce: 'curry',
      garnish: 'herbs',
      extras: ['potato'],
    },
    small: [28, 60, 16],
    price: [1590, 2190],
  },
  'daging-lada-hitam': {
    tab: 'meal',
    method: 'stir_fried',
    en: [
      'Black pepper beef with rice',
      'Wok-fried beef with onions, capsicum and black pepper sauce, with rice.',
    ],
    ms: [
      'Daging lada hitam dengan nasi',
      'Daging digoreng dengan bawang, lada benggala dan sos lada hitam, dengan nasi.',
    ],
    look: {
      base: 'white_rice',
      protein: 'beef',
      veg: 'mixed',
      sauce: 'black_pepper',
      garnish: 'spring_onion',
    },
    small: [30, 52, 15],
    price: [1790, 2390],
  },
  'sambal-udang-petai': {
    tab: 'meal',
    method: 'stir_fried',
    en: [
      'Sambal prawns with petai and rice',
      'Prawns and petai beans tossed in house sambal, with rice.',
    ],
    ms: [
      'Sambal udang petai dengan nasi',
      'Udang dan petai digaul dengan sambal istimewa, dengan nasi.',
    ],
    look: { base: 'white_rice', protein: 'prawn', veg: 'beans', sauce: 'sambal', garnish: 'none' },
    small: [27, 52, 13],
    price: [1890, 2490],
  },
  'ayam-goreng-kunyit': {
    tab: 'meal',
    method: 'baked',
    en: [
      'Oven-baked turmeric chicken with rice',
      'Turmeric and lemongrass chicken, baked rather than fried, with rice, greens and crispy shallots.',
    ],
    ms: [
      'Ayam kunyit bakar dengan nasi',
      'Ayam kunyit dan serai yang dibakar, bukan digoreng, dengan nasi, sayur hijau dan bawang goreng.',
    ],
    look: {
      base: 'white_rice',
      protein: 'chicken',
      veg: 'greens',
      sauce: 'none',
      garnish: 'shallots',
    },
    small: [31, 50, 12],
    price: [1490, 1990],
  },
  'char-kuey-teow-ayam': {
    tab: 'meal',
    method: 'stir_fried',
    en: [
      'Chicken char kuey teow',
      'Flat rice noodles wok-fried with chicken, egg, bean sprouts and chives.',
    ],
    ms: ['Kuey teow goreng ayam', 'Kuey teow digoreng dengan ayam, telur, taugeh dan kucai.'],
    look: {
      base: 'rice_noodles',
      protein: 'chicken',
      veg: 'greens',
      sauce: 'kicap',
      garnish: 'chili',
    },
    small: [26, 58, 15],
    price: [1490, 1990],
  },
  'mee-goreng-mamak': {
    tab: 'meal',
    method: 'stir_fried',
    en: [
      'Mee goreng mamak with chicken',
      'Yellow noodles fried mamak style with chicken, tofu, potato and a squeeze of lime.',
    ],
    ms: [
      'Mee goreng mamak dengan ayam',
      'Mee kuning digoreng ala mamak dengan ayam, tauhu, kentang dan perahan limau.',
    ],
    look: {
      base: 'egg_noodles',
      protein: 'chicken',
      veg: 'greens',
      sauce: 'tomato',
      garnish: 'lime',
      extras: ['potato'],
    },
    small: [27, 60, 16],
    price: [1390, 1890],
  },
  'sambal-sotong': {
    tab: 'meal',
    method: 'stir_fried',
    en: ['Sambal squid with rice', 'Tender squid rings in a tangy sambal, with rice and cucumber.'],
    ms: [
      'Sambal sotong dengan nasi',
      'Sotong lembut dalam sambal yang masam pedas, dengan nasi dan timun.',
    ],
    look: {
      base: 'white_rice',
      protein: 'squid',
      veg: 'cucumber',
      sauce: 'sambal',
      garnish: 'none',
    },
    small: [25, 52, 11],
    price: [1790, 2390],
  },
  'asam-pedas-ikan': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Asam pedas fish with rice',
      'Fish in a sour and spicy tamarind gravy with okra and daun kesum, Melaka style.',
    ],
    ms: [
      'Asam pedas ikan dengan nasi',
      'Ikan dalam kuah asam jawa yang masam pedas dengan bendi dan daun kesum, gaya Melaka.',
    ],
    look: { base: 'white_rice', protein: 'fish', veg: 'beans', sauce: 'asam', garnish: 'herbs' },
    small: [29, 50, 9],
    price: [1690, 2290],
  },
  'chicken-chop-lada-hitam': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Black pepper chicken chop with potato',
      'Pan-seared chicken thigh with black pepper sauce, baked potato wedges and vegetables.',
    ],
    ms: [
      'Chicken chop lada hitam dengan kentang',
      'Peha ayam bakar kuali dengan sos lada hitam, kentang bakar dan sayur.',
    ],
    look: {
      base: 'potato',
      protein: 'chicken',
      veg: 'mixed',
      sauce: 'black_pepper',
      garnish: 'none',
    },
    small: [31, 42, 18],
    price: [1690, 2290],
  },
  'spaghetti-bolognese-daging': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Beef bolognese wholewheat spaghetti',
      'Wholewheat spaghetti with a slow-cooked beef and tomato sauce and grated cheese.',
    ],
    ms: [
      'Spageti bolognese daging gandum penuh',
      'Spageti gandum penuh dengan sos daging dan tomato yang dimasak perlahan serta keju parut.',
    ],
    look: { base: 'pasta', protein: 'beef', veg: 'none', sauce: 'tomato', garnish: 'cheese' },
    small: [30, 62, 16],
    price: [1690, 2290],
  },
  'ayam-teriyaki-nasi': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Teriyaki chicken rice bowl',
      'Glazed teriyaki chicken with rice, broccoli and sesame seeds.',
    ],
    ms: ['Nasi ayam teriyaki', 'Ayam bersalut sos teriyaki dengan nasi, brokoli dan bijan.'],
    look: {
      base: 'white_rice',
      protein: 'chicken',
      veg: 'broccoli',
      sauce: 'teriyaki',
      garnish: 'sesame',
    },
    small: [31, 56, 11],
    price: [1590, 2190],
  },
  'butter-chicken-nasi-minyak': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Butter chicken with rice',
      'Chicken in a mild spiced tomato and butter gravy, with rice and spinach.',
    ],
    ms: [
      'Ayam mentega dengan nasi',
      'Ayam dalam kuah tomato dan mentega yang berempah lembut, dengan nasi dan bayam.',
    ],
    look: {
      base: 'white_rice',
      protein: 'chicken',
      veg: 'greens',
      sauce: 'creamy',
      garnish: 'herbs',
    },
    small: [30, 54, 18],
    price: [1690, 2290],
  },
  'nasi-goreng-kampung': {
    tab: 'meal',
    method: 'stir_fried',
    en: [
      'Nasi goreng kampung',
      'Village-style fried rice with kangkung, ikan bilis, a fried egg and sambal.',
    ],
    ms: [
      'Nasi goreng kampung',
      'Nasi goreng ala kampung dengan kangkung, ikan bilis, telur goreng dan sambal.',
    ],
    look: {
      base: 'fried_rice',
      protein: 'egg',
      veg: 'greens',
      sauce: 'sambal',
      garnish: 'shallots',
      extras: ['seafood'],
    },
    small: [20, 62, 17],
    price: [1290, 1790],
  },
  'daging-masak-kicap': {
    tab: 'meal',
    method: 'stir_fried',
    en: [
      'Beef in sweet soy with rice',
      'Daging masak kicap: beef braised in sweet soy with onions and chilli, with rice.',
    ],
    ms: [
      'Daging masak kicap dengan nasi',
      'Daging dimasak dengan kicap manis, bawang dan cili, dengan nasi.',
    ],
    look: {
      base: 'white_rice',
      protein: 'beef',
      veg: 'mixed',
      sauce: 'kicap',
      garnish: 'shallots',
    },
    small: [29, 56, 15],
    price: [1690, 2290],
  },
  'sate-ayam-nasi-impit': {
    tab: 'alacarte',
    method: 'baked',
    en: [
      'Chicken satay with peanut sauce',
      'Ten skewers of turmeric-marinated chicken, nasi impit, cucumber and kuah kacang.',
    ],
    ms: [
      'Sate ayam dengan kuah kacang',
      'Sepuluh cucuk ayam perap kunyit, nasi impit, timun dan kuah kacang.',
    ],
    look: {
      base: 'rice_cakes',
      protein: 'chicken',
      veg: 'cucumber',
      sauce: 'peanut',
      garnish: 'none',
    },
    small: [28, 34, 16],
    price: [1390, 1990],
  },
  'ayam-berempah-bakar': {
    tab: 'alacarte',
    method: 'baked',
    en: [
      'Oven-baked ayam berempah',
      'Chicken rubbed with coriander, cumin and fennel, baked crisp, with fried shallots.',
    ],
    ms: [
      'Ayam berempah bakar',
      'Ayam disapu ketumbar, jintan putih dan jintan manis, dibakar rangup, dengan bawang goreng.',
    ],
    look: { base: 'none', protein: 'chicken', veg: 'none', sauce: 'none', garnish: 'shallots' },
    small: [30, 6, 12],
    price: [990, 1390],
  },
  'udang-kerabu-mangga': {
    tab: 'alacarte',
    method: 'pan_seared',
    en: [
      'Seared prawns with kerabu mangga',
      'Pan-seared prawns on a green mango salad with lime, chilli and shallots.',
    ],
    ms: [
      'Udang bakar kuali dengan kerabu mangga',
      'Udang dibakar kuali di atas kerabu mangga muda dengan limau, cili dan bawang merah.',
    ],
    look: { base: 'none', protein: 'prawn', veg: 'salad', sauce: 'none', garnish: 'lime' },
    small: [22, 14, 5],
    price: [1390, 1890],
  },
  'sayur-campur-sos-tiram': {
    tab: 'alacarte',
    method: 'stir_fried',
    en: [
      'Mixed vegetables in oyster sauce',
      'Broccoli, carrot, cauliflower and baby corn stir-fried in oyster sauce.',
    ],
    ms: [
      'Sayur campur sos tiram',
      'Brokoli, lobak merah, kubis bunga dan jagung muda digoreng dengan sos tiram.',
    ],
    look: { base: 'none', protein: 'none', veg: 'mixed', sauce: 'oyster', garnish: 'none' },
    small: [5, 14, 5],
    price: [690, 990],
  },
  'kangkung-belacan': {
    tab: 'alacarte',
    method: 'stir_fried',
    en: ['Kangkung belacan', 'Water spinach wok-fried with belacan, garlic and chilli.'],
    ms: ['Kangkung belacan', 'Kangkung digoreng dengan belacan, bawang putih dan cili.'],
    look: { base: 'none', protein: 'none', veg: 'greens', sauce: 'sambal', garnish: 'chili' },
    small: [4, 8, 6],
    price: [690, 990],
  },
  'daging-bakar-air-asam': {
    tab: 'alacarte',
    method: 'baked',
    en: [
      'Grilled beef with air asam',
      'Sliced grilled beef with a tamarind, tomato and chilli dip.',
    ],
    ms: ['Daging bakar air asam', 'Hirisan daging bakar dengan cicah asam jawa, tomato dan cili.'],
    look: { base: 'none', protein: 'steak', veg: 'salad', sauce: 'asam', garnish: 'none' },
    small: [28, 8, 14],
    price: [1490, 2090],
  },
  'otak-otak-bakar': {
    tab: 'alacarte',
    method: 'baked',
    en: ['Grilled otak-otak', 'Spiced fish mousse grilled in banana leaf, Muar style.'],
    ms: ['Otak-otak bakar', 'Isi ikan berempah dibakar dalam daun pisang, gaya Muar.'],
    look: { base: 'none', protein: 'fish', veg: 'none', sauce: 'curry', garnish: 'herbs' },
    small: [18, 9, 10],
    price: [890, 1290],
  },
  'begedil-kentang': {
    tab: 'alacarte',
    method: 'pan_seared',
    en: ['Potato begedil', 'Spiced potato patties with spring onion, pan-seared golden.'],
    ms: [
      'Begedil kentang',
      'Cucur kentang berempah dengan daun bawang, dibakar kuali hingga keemasan.',
    ],
    look: { base: 'potato', protein: 'none', veg: 'none', sauce: 'none', garnish: 'spring_onion' },
    small: [6, 30, 8],
    price: [590, 890],
  },
  'roti-bakar-kaya': {
    tab: 'alacarte',
    method: 'baked',
    en: [
      'Roti bakar kaya with soft-boiled eggs',
      'Wholemeal toast with kaya and butter, two soft-boiled eggs on the side.',
    ],
    ms: [
      'Roti bakar kaya dengan telur separuh masak',
      'Roti bakar mil penuh dengan kaya dan mentega, dua biji telur separuh masak.',
    ],
    look: {
      base: 'toast',
      protein: 'egg',
      veg: 'none',
      sauce: 'none',
      garnish: 'none',
      extras: ['dairy'],
    },
    small: [17, 38, 15],
    price: [790, 1090],
  },
});

const BODYBUILDING = line('bodybuilding', {
  'bb-ayam-nasi-perang-brokoli': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Chicken breast, brown rice and broccoli',
      'The classic cut: 200 g of seared chicken breast with brown rice and broccoli.',
    ],
    ms: [
      'Dada ayam, nasi perang dan brokoli',
      'Hidangan asas: 200 g dada ayam bakar kuali dengan nasi perang dan brokoli.',
    ],
    look: {
      base: 'brown_rice',
      protein: 'chicken',
      veg: 'broccoli',
      sauce: 'none',
      garnish: 'none',
    },
    small: [45, 44, 8],
    price: [1790, 2490],
  },
  'bb-daging-keledek': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Lean beef with sweet potato',
      'Seared lean beef with black pepper sauce, baked sweet potato and french beans.',
    ],
    ms: [
      'Daging tanpa lemak dengan keledek',
      'Daging tanpa lemak bakar kuali dengan sos lada hitam, keledek bakar dan kacang buncis.',
    ],
    look: {
      base: 'sweet_potato',
      protein: 'steak',
      veg: 'beans',
      sauce: 'black_pepper',
      garnish: 'none',
    },
    small: [42, 46, 14],
    price: [2190, 2990],
  },
  'bb-salmon-kuinoa': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Salmon with quinoa and greens',
      'Pan-seared salmon on lemon quinoa with greens and toasted sesame.',
    ],
    ms: [
      'Salmon dengan kuinoa dan sayur',
      'Salmon bakar kuali di atas kuinoa limau dengan sayur hijau dan bijan bakar.',
    ],
    look: { base: 'quinoa', protein: 'salmon', veg: 'greens', sauce: 'none', garnish: 'sesame' },
    small: [38, 36, 19],
    price: [2490, 3390],
  },
  'bb-pasta-ayam-tomato': {
    tab: 'meal',
    method: 'stir_fried',
    en: [
      'High-protein chicken pasta',
      'Wholewheat penne tossed with diced chicken breast, tomato and broccoli.',
    ],
    ms: [
      'Pasta ayam tinggi protein',
      'Penne gandum penuh digaul dengan dada ayam, tomato dan brokoli.',
    ],
    look: { base: 'pasta', protein: 'chicken', veg: 'broccoli', sauce: 'tomato', garnish: 'herbs' },
    small: [44, 58, 10],
    price: [1890, 2590],
  },
  'bb-ayam-tandoori-kuinoa': {
    tab: 'meal',
    method: 'baked',
    en: [
      'Tandoori chicken quinoa bowl',
      'Yoghurt-marinated tandoori chicken, quinoa, cucumber salad and mint raita.',
    ],
    ms: [
      'Mangkuk kuinoa ayam tandoori',
      'Ayam tandoori perap yogurt, kuinoa, salad timun dan raita pudina.',
    ],
    look: { base: 'quinoa', protein: 'chicken', veg: 'salad', sauce: 'yoghurt', garnish: 'herbs' },
    small: [43, 40, 11],
    price: [1990, 2690],
  },
  'bb-bulgogi-nasi-perang': {
    tab: 'meal',
    method: 'stir_fried',
    en: [
      'Beef bulgogi with brown rice',
      'Thin-sliced beef stir-fried in a soy, pear and garlic marinade, with brown rice.',
    ],
    ms: [
      'Bulgogi daging dengan nasi perang',
      'Hirisan nipis daging digoreng dengan perapan kicap, pear dan bawang putih, dengan nasi perang.',
    ],
    look: {
      base: 'brown_rice',
      protein: 'beef',
      veg: 'greens',
      sauce: 'teriyaki',
      garnish: 'sesame',
    },
    small: [40, 48, 13],
    price: [2090, 2890],
  },
  'bb-udang-aglio-olio': {
    tab: 'meal',
    method: 'stir_fried',
    en: [
      'Prawn aglio olio',
      'Wholewheat spaghetti with prawns, garlic, chilli flakes and olive oil.',
    ],
    ms: [
      'Aglio olio udang',
      'Spageti gandum penuh dengan udang, bawang putih, cili kering dan minyak zaitun.',
    ],
    look: { base: 'pasta', protein: 'prawn', veg: 'greens', sauce: 'none', garnish: 'chili' },
    small: [36, 56, 12],
    price: [2190, 2990],
  },
  'bb-shawarma-ayam-kentang': {
    tab: 'meal',
    method: 'baked',
    en: [
      'Chicken shawarma with baked potato',
      'Spiced shawarma chicken, baked potato, salad and a garlic yoghurt sauce.',
    ],
    ms: [
      'Shawarma ayam dengan kentang bakar',
      'Ayam shawarma berempah, kentang bakar, salad dan sos yogurt bawang putih.',
    ],
    look: { base: 'potato', protein: 'chicken', veg: 'salad', sauce: 'yoghurt', garnish: 'herbs' },
    small: [42, 44, 12],
    price: [1890, 2590],
  },
  'bb-omelet-putih-telur-roti': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Egg white omelette with wholemeal toast',
      'A fluffy egg white omelette with spinach and mushroom, on wholemeal toast.',
    ],
    ms: [
      'Telur dadar putih telur dengan roti bakar',
      'Telur dadar putih telur yang gebu dengan bayam dan cendawan, di atas roti bakar mil penuh.',
    ],
    look: { base: 'toast', protein: 'egg', veg: 'greens', sauce: 'none', garnish: 'herbs' },
    small: [34, 36, 7],
    price: [1390, 1890],
  },
  'bb-stik-kentang-lenyek': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Sirloin steak with potato mash',
      'Pan-seared sirloin with black pepper sauce, potato mash and broccoli.',
    ],
    ms: [
      'Stik sirloin dengan kentang lenyek',
      'Sirloin bakar kuali dengan sos lada hitam, kentang lenyek dan brokoli.',
    ],
    look: {
      base: 'mash',
      protein: 'steak',
      veg: 'broccoli',
      sauce: 'black_pepper',
      garnish: 'none',
    },
    small: [44, 38, 18],
    price: [2790, 3690],
  },
  'bb-siakap-keledek': {
    tab: 'meal',
    method: 'baked',
    en: [
      'Baked siakap with sweet potato',
      'Lemongrass-baked barramundi fillet, sweet potato, broccoli and lime.',
    ],
    ms: [
      'Siakap bakar dengan keledek',
      'Isi ikan siakap dibakar dengan serai, keledek, brokoli dan limau.',
    ],
    look: {
      base: 'sweet_potato',
      protein: 'fish',
      veg: 'broccoli',
      sauce: 'none',
      garnish: 'lime',
    },
    small: [38, 42, 8],
    price: [2190, 2990],
  },
  'bb-sate-ayam-nasi-perang': {
    tab: 'meal',
    method: 'baked',
    en: [
      'Chicken satay protein bowl',
      'Grilled satay chicken breast on brown rice with cucumber and a light peanut sauce.',
    ],
    ms: [
      'Mangkuk protein sate ayam',
      'Dada ayam sate bakar di atas nasi perang dengan timun dan kuah kacang ringan.',
    ],
    look: {
      base: 'brown_rice',
      protein: 'chicken',
      veg: 'cucumber',
      sauce: 'peanut',
      garnish: 'none',
    },
    small: [44, 48, 15],
    price: [1990, 2690],
  },
  'bb-kofta-daging-kuinoa': {
    tab: 'meal',
    method: 'baked',
    en: [
      'Beef kofta with quinoa tabbouleh',
      'Baked lean beef kofta with a parsley, tomato and quinoa tabbouleh.',
    ],
    ms: [
      'Kofta daging dengan tabbouleh kuinoa',
      'Kofta daging tanpa lemak dibakar dengan tabbouleh pasli, tomato dan kuinoa.',
    ],
    look: { base: 'quinoa', protein: 'beef', veg: 'salad', sauce: 'none', garnish: 'herbs' },
    small: [40, 38, 16],
    price: [2090, 2890],
  },
  'bb-salmon-teriyaki-nasi-perang': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Teriyaki salmon with brown rice',
      'Salmon glazed with teriyaki on brown rice with broccoli and sesame.',
    ],
    ms: [
      'Salmon teriyaki dengan nasi perang',
      'Salmon bersalut teriyaki di atas nasi perang dengan brokoli dan bijan.',
    ],
    look: {
      base: 'brown_rice',
      protein: 'salmon',
      veg: 'broccoli',
      sauce: 'teriyaki',
      garnish: 'sesame',
    },
    small: [38, 50, 18],
    price: [2490, 3390],
  },
  'bb-rendang-ayam-nasi-perang': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Lean chicken rendang with brown rice',
      'Chicken breast rendang with less coconut, brown rice and french beans.',
    ],
    ms: [
      'Rendang ayam rendah lemak dengan nasi perang',
      'Rendang dada ayam dengan kurang santan, nasi perang dan kacang buncis.',
    ],
    look: {
      base: 'brown_rice',
      protein: 'chicken',
      veg: 'beans',
      sauce: 'rendang',
      garnish: 'none',
    },
    small: [43, 46, 13],
    price: [1890, 2590],
  },
  'bb-dada-ayam-panggang': {
    tab: 'alacarte',
    method: 'pan_seared',
    en: [
      'Grilled chicken breast protein pack',
      '200 g of seared chicken breast seasoned with herbs and black pepper.',
    ],
    ms: [
      'Pek protein dada ayam panggang',
      '200 g dada ayam bakar kuali diperasakan dengan herba dan lada hitam.',
    ],
    look: { base: 'none', protein: 'chicken', veg: 'none', sauce: 'none', garnish: 'herbs' },
    small: [46, 0, 6],
    price: [1290, 1790],
  },
  'bb-jalur-daging-lada-hitam': {
    tab: 'alacarte',
    method: 'stir_fried',
    en: [
      'Black pepper lean beef strips',
      'Lean beef strips stir-fried with onion and cracked black pepper.',
    ],
    ms: [
      'Jalur daging lada hitam',
      'Jalur daging tanpa lemak digoreng dengan bawang dan lada hitam tumbuk.',
    ],
    look: {
      base: 'none',
      protein: 'beef',
      veg: 'none',
      sauce: 'black_pepper',
      garnish: 'spring_onion',
    },
    small: [40, 6, 12],
    price: [1590, 2190],
  },
  'bb-gigitan-putih-telur': {
    tab: 'alacarte',
    method: 'baked',
    en: ['Baked egg white bites', 'Egg white bites baked with spinach, tomato and herbs.'],
    ms: ['Gigitan putih telur bakar', 'Putih telur dibakar bersama bayam, tomato dan herba.'],
    look: { base: 'none', protein: 'egg', veg: 'greens', sauce: 'none', garnish: 'herbs' },
    small: [24, 4, 3],
    price: [890, 1290],
  },
  'bb-begedil-tuna': {
    tab: 'alacarte',
    method: 'pan_seared',
    en: ['Tuna patties', 'Pan-seared tuna patties with herbs and a squeeze of lime.'],
    ms: ['Begedil tuna', 'Begedil tuna bakar kuali dengan herba dan perahan limau.'],
    look: { base: 'none', protein: 'fish', veg: 'none', sauce: 'none', garnish: 'lime' },
    small: [30, 8, 7],
    price: [990, 1390],
  },
  'bb-ayam-tikka': {
    tab: 'alacarte',
    method: 'baked',
    en: ['Chicken tikka skewers', 'Yoghurt and spice marinated chicken breast, baked on skewers.'],
    ms: ['Cucuk ayam tikka', 'Dada ayam perap yogurt dan rempah, dibakar bercucuk.'],
    look: { base: 'none', protein: 'chicken', veg: 'none', sauce: 'yoghurt', garnish: 'herbs' },
    small: [40, 4, 8],
    price: [1290, 1790],
  },
  'bb-cucuk-udang-bakar': {
    tab: 'alacarte',
    method: 'baked',
    en: ['Grilled prawn skewers', 'Garlic and lime prawns grilled on skewers.'],
    ms: ['Cucuk udang bakar', 'Udang bawang putih dan limau dibakar bercucuk.'],
    look: { base: 'none', protein: 'prawn', veg: 'none', sauce: 'none', garnish: 'lime' },
    small: [30, 2, 4],
    price: [1590, 2190],
  },
  'bb-keledek-bakar': {
    tab: 'alacarte',
    method: 'baked',
    en: [
      'Baked sweet potato wedges',
      'Sweet potato wedges baked with paprika: clean carbohydrate for training days.',
    ],
    ms: ['Keledek bakar', 'Keledek dibakar dengan paprika: karbohidrat bersih untuk hari latihan.'],
    look: { base: 'sweet_potato', protein: 'none', veg: 'none', sauce: 'none', garnish: 'herbs' },
    small: [3, 42, 3],
    price: [590, 890],
  },
});

const VEGETARIAN = line('vegetarian', {
  'veg-tempe-sambal-nasi-perang': {
    tab: 'meal',
    method: 'stir_fried',
    en: [
      'Sambal tempeh with brown rice',
      'Crispy tempeh in a belacan-free sambal, with brown rice and long beans.',
    ],
    ms: [
      'Tempe sambal dengan nasi perang',
      'Tempe rangup dalam sambal tanpa belacan, dengan nasi perang dan kacang panjang.',
    ],
    look: {
      base: 'brown_rice',
      protein: 'tempeh',
      veg: 'beans',
      sauce: 'sambal_veg',
      garnish: 'none',
    },
    small: [22, 54, 16],
    price: [1390, 1890],
  },
  'veg-tauhu-teriyaki-kuinoa': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Teriyaki tofu quinoa bowl',
      'Seared tofu glazed with teriyaki, quinoa, broccoli and sesame.',
    ],
    ms: [
      'Mangkuk kuinoa tauhu teriyaki',
      'Tauhu bakar kuali bersalut teriyaki, kuinoa, brokoli dan bijan.',
    ],
    look: {
      base: 'quinoa',
      protein: 'tofu',
      veg: 'broccoli',
      sauce: 'teriyaki',
      garnish: 'sesame',
    },
    small: [22, 46, 14],
    price: [1490, 1990],
  },
  'veg-nasi-lemak-tempe': {
    tab: 'meal',
    method: 'stir_fried',
    en: [
      'Vegetarian nasi lemak with tempeh',
      'Coconut rice, sambal tempeh, cucumber and roasted peanuts, without belacan or ikan bilis.',
    ],
    ms: [
      'Nasi lemak vegetarian dengan tempe',
      'Nasi santan, tempe sambal, timun dan kacang panggang, tanpa belacan atau ikan bilis.',
    ],
    look: {
      base: 'coconut_rice',
      protein: 'tempeh',
      veg: 'cucumber',
      sauce: 'sambal_veg',
      garnish: 'peanuts',
    },
    small: [20, 60, 21],
    price: [1290, 1790],
  },
  'veg-gado-gado': {
    tab: 'meal',
    method: 'stir_fried',
    en: [
      'Gado-gado with tofu and tempeh',
      'Blanched vegetables, tofu, tempeh and rice cakes under a rich peanut sauce.',
    ],
    ms: [
      'Gado-gado dengan tauhu dan tempe',
      'Sayur celur, tauhu, tempe dan nasi impit dengan kuah kacang yang pekat.',
    ],
    look: {
      base: 'rice_cakes',
      protein: 'tofu',
      veg: 'mixed',
      sauce: 'peanut',
      garnish: 'shallots',
    },
    small: [21, 48, 19],
    price: [1390, 1890],
  },
  'veg-kari-kacang-kuda': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Chickpea and potato curry with rice',
      'Chickpeas and potato in a coconut curry with curry leaves, served with rice.',
    ],
    ms: [
      'Kari kacang kuda dan kentang dengan nasi',
      'Kacang kuda dan kentang dalam kari santan dengan daun kari, dihidang dengan nasi.',
    ],
    look: {
      base: 'white_rice',
      protein: 'chickpea',
      veg: 'none',
      sauce: 'curry',
      garnish: 'herbs',
      extras: ['potato'],
    },
    small: [16, 70, 13],
    price: [1290, 1790],
  },
  'veg-aglio-olio-cendawan': {
    tab: 'meal',
    method: 'stir_fried',
    en: [
      'Mushroom aglio olio',
      'Wholewheat spaghetti with oyster mushrooms, garlic, chilli and olive oil.',
    ],
    ms: [
      'Aglio olio cendawan',
      'Spageti gandum penuh dengan cendawan tiram, bawang putih, cili dan minyak zaitun.',
    ],
    look: { base: 'pasta', protein: 'mushroom', veg: 'greens', sauce: 'none', garnish: 'chili' },
    small: [15, 62, 14],
    price: [1390, 1890],
  },
  'veg-tauhu-masak-merah': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Tofu masak merah with rice',
      'Seared tofu in a sweet and spicy tomato-chilli gravy, with rice.',
    ],
    ms: [
      'Tauhu masak merah dengan nasi',
      'Tauhu bakar kuali dalam kuah tomato dan cili yang manis pedas, dengan nasi.',
    ],
    look: {
      base: 'white_rice',
      protein: 'tofu',
      veg: 'mixed',
      sauce: 'tomato',
      garnish: 'spring_onion',
    },
    small: [18, 58, 13],
    price: [1290, 1790],
  },
  'veg-paneer-tikka-nasi': {
    tab: 'meal',
    method: 'baked',
    en: [
      'Paneer tikka with rice',
      'Baked paneer tikka with peppers and onion, rice and mint yoghurt.',
    ],
    ms: [
      'Paneer tikka dengan nasi',
      'Paneer tikka bakar dengan lada benggala dan bawang, nasi dan yogurt pudina.',
    ],
    look: {
      base: 'white_rice',
      protein: 'paneer',
      veg: 'mixed',
      sauce: 'yoghurt',
      garnish: 'herbs',
    },
    small: [22, 54, 20],
    price: [1590, 2190],
  },
  'veg-mee-goreng-tauhu': {
    tab: 'meal',
    method: 'stir_fried',
    en: [
      'Vegetarian mee goreng with tofu',
      'Yellow noodles fried with tofu, potato, choy sum and tomato chilli sauce.',
    ],
    ms: [
      'Mee goreng vegetarian dengan tauhu',
      'Mee kuning digoreng dengan tauhu, kentang, sawi dan sos cili tomato.',
    ],
    look: {
      base: 'egg_noodles',
      protein: 'tofu',
      veg: 'greens',
      sauce: 'tomato',
      garnish: 'lime',
      extras: ['potato'],
    },
    small: [18, 62, 15],
    price: [1190, 1690],
  },
  'veg-mangkuk-buddha': {
    tab: 'meal',
    method: 'baked',
    en: [
      'Roasted vegetable Buddha bowl',
      'Quinoa, roasted chickpeas, pumpkin and greens with a tahini dressing.',
    ],
    ms: [
      'Mangkuk Buddha sayur panggang',
      'Kuinoa, kacang kuda panggang, labu dan sayur hijau dengan sos tahini.',
    ],
    look: { base: 'quinoa', protein: 'chickpea', veg: 'mixed', sauce: 'tahini', garnish: 'sesame' },
    small: [18, 52, 17],
    price: [1490, 1990],
  },
  'veg-dhal-nasi-perang': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Dhal with brown rice and spinach',
      'Yellow lentil dhal tempered with cumin and garlic, brown rice and spinach.',
    ],
    ms: [
      'Dhal dengan nasi perang dan bayam',
      'Dhal kacang dal kuning ditumis jintan dan bawang putih, nasi perang dan bayam.',
    ],
    look: {
      base: 'brown_rice',
      protein: 'lentil',
      veg: 'greens',
      sauce: 'curry',
      garnish: 'herbs',
    },
    small: [19, 64, 9],
    price: [1190, 1690],
  },
  'veg-rendang-cendawan': {
    tab: 'meal',
    method: 'pan_seared',
    en: [
      'Mushroom rendang with rice',
      'King oyster mushrooms cooked down in a rendang spice paste with kerisik, with rice.',
    ],
    ms: [
      'Rendang cendawan dengan nasi',
      'Cendawan tiram raja dimasak dengan pes rempah rendang dan kerisik, dengan nasi.',
    ],
    look: {
      base: 'white_rice',
      protein: 'mushroom',
      veg: 'beans',
      sauce: 'rendang',
      garnish: 'none',
    },
    small: [12, 60, 17],
    price: [1390, 1890],
  },
  'veg-pasta-pesto': {
    tab: 'meal',
    method: 'baked',
    en: [
      'Basil pesto pasta with roasted vegetables',
      'Wholewheat fusilli with basil pesto, roasted vegetables and parmesan.',
    ],
    ms: [
      'Pasta pesto selasih dengan sayur panggang',
      'Fusilli gandum penuh dengan pesto selasih, sayur panggang dan parmesan.',
    ],
    look: { base: 'pasta', protein: 'none', veg: 'mixed', sauce: 'pesto', garnish: 'cheese' },
    small: [16, 62, 20],
    price: [1490, 1990],
  },
  'veg-tauhu-kung-pao': {
    tab: 'meal',
    method: 'stir_fried',
    en: [
      'Kung pao tofu with rice',
      'Crispy tofu wok-fried with dried chillies, peanuts and spring onion, with rice.',
    ],
    ms: [
      'Tauhu kung pao dengan nasi',
      'Tauhu rangup digoreng dengan cili kering, kacang tanah dan daun bawang, dengan nasi.',
    ],
    look: { base: 'white_rice', protein: 'tofu', veg: 'mixed', sauce: 'kicap', garnish: 'peanuts' },
    small: [21, 58, 18],
    price: [1390, 1890],
  },
  'veg-tempe-kicap': {
    tab: 'alacarte',
    method: 'stir_fried',
    en: ['Tempeh in sweet soy', 'Tempeh kicap: tempeh fried with sweet soy, shallots and chilli.'],
    ms: ['Tempe kicap', 'Tempe digoreng dengan kicap manis, bawang merah dan cili.'],
    look: { base: 'none', protein: 'tempeh', veg: 'none', sauce: 'kicap', garnish: 'chili' },
    small: [18, 14, 14],
    price: [690, 990],
  },
  'veg-tauhu-sumbat': {
    tab: 'alacarte',
    method: 'pan_seared',
    en: [
      'Stuffed tofu with peanut sauce',
      'Tauhu sumbat: seared tofu stuffed with cucumber, carrot and bean sprouts, with peanut sauce.',
    ],
    ms: [
      'Tauhu sumbat dengan kuah kacang',
      'Tauhu bakar kuali disumbat timun, lobak merah dan taugeh, dengan kuah kacang.',
    ],
    look: { base: 'none', protein: 'tofu', veg: 'cucumber', sauce: 'peanut', garnish: 'none' },
    small: [16, 12, 16],
    price: [790, 1090],
  },
  'veg-pecal': {
    tab: 'alacarte',
    method: 'stir_fried',
    en: [
      'Pecal vegetables',
      'Blanched kangkung, long beans and bean sprouts with a spiced peanut sauce.',
    ],
    ms: ['Pecal sayur', 'Kangkung, kacang panjang dan taugeh celur dengan kuah kacang berempah.'],
    look: { base: 'none', protein: 'none', veg: 'greens', sauce: 'peanut', garnish: 'shallots' },
    small: [8, 16, 11],
    price: [690, 990],
  },
  'veg-kangkung-bawang-putih': {
    tab: 'alacarte',
    method: 'stir_fried',
    en: ['Garlic kangkung', 'Water spinach wok-fried with plenty of garlic, no belacan.'],
    ms: ['Kangkung bawang putih', 'Kangkung digoreng dengan banyak bawang putih, tanpa belacan.'],
    look: { base: 'none', protein: 'none', veg: 'greens', sauce: 'none', garnish: 'chili' },
    small: [4, 7, 5],
    price: [590, 890],
  },
  'veg-roti-bakar-avokado': {
    tab: 'alacarte',
    method: 'baked',
    en: [
      'Avocado wholemeal toast',
      'Smashed avocado on wholemeal toast with a soft egg and chilli flakes.',
    ],
    ms: [
      'Roti bakar avokado',
      'Avokado lenyek di atas roti bakar mil penuh dengan telur separuh masak dan cili kering.',
    ],
    look: { base: 'toast', protein: 'egg', veg: 'salad', sauce: 'none', garnish: 'chili' },
    small: [15, 32, 18],
    price: [1190, 1590],
  },
  'veg-edamame-goreng': {
    tab: 'alacarte',
    method: 'stir_fried',
    en: [
      'Garlic chilli edamame',
      'Edamame wok-tossed with garlic, chilli and a pinch of sea salt.',
    ],
    ms: [
      'Edamame goreng bawang putih dan cili',
      'Edamame digoreng dengan bawang putih, cili dan secubit garam laut.',
    ],
    look: { base: 'none', protein: 'edamame', veg: 'none', sauce: 'none', garnish: 'chili' },
    small: [17, 13, 8],
    price: [790, 1090],
  },
  'veg-sate-cendawan': {
    tab: 'alacarte',
    method: 'baked',
    en: [
      'Mushroom satay',
      'Oyster mushroom skewers in satay spices, grilled, with peanut sauce and cucumber.',
    ],
    ms: [
      'Sate cendawan',
      'Cucuk cendawan tiram berempah sate, dibakar, dengan kuah kacang dan timun.',
    ],
    look: { base: 'none', protein: 'mushroom', veg: 'cucumber', sauce: 'peanut', garnish: 'none' },
    small: [10, 16, 12],
    price: [990, 1390],
  },
  'veg-brokoli-tauhu-bawang-putih': {
    tab: 'alacarte',
    method: 'stir_fried',
    en: [
      'Broccoli and tofu in garlic sauce',
      'Broccoli and silken tofu stir-fried in a light garlic sauce.',
    ],
    ms: [
      'Brokoli dan tauhu sos bawang putih',
      'Brokoli dan tauhu sutera digoreng dengan sos bawang putih yang ringan.',
    ],
    look: {
      base: 'none',
      protein: 'tofu',
      veg: 'broccoli',
      sauce: 'none',
      garnish: 'spring_onion',
    },
    small: [14, 10, 9],
    price: [890, 1290],
  },
});

/** The menu: over 60 flavours across the three lines and both tabs (docs/spec.md §1). */
export const DISHES: SeedDish[] = [...CLASSIC, ...BODYBUILDING, ...VEGETARIAN];

export interface SeedBundleItem {
  dish: string;
  size: DishSizeCode;
  quantity: number;
}

export interface SeedBundle {
  code: string;
  name: LocalizedText;
  description: LocalizedText;
  priceSen: number;
  image: string;
  items: SeedBundleItem[];
}

const items = (size: DishSizeCode, ...codes: string[]): SeedBundleItem[] =>
  codes.map((dish) => ({ dish, size, quantity: 1 }));

/** Fixed sets of dishes at a bundle price, below what the dishes cost one by one. */
export const BUNDLES: SeedBundle[] = [
  {
    code: 'classic-5-day',
    name: text('Malaysian classics, 5 days', 'Klasik Malaysia, 5 hari'),
    description: text(
      'Five favourites for a working week: ayam percik, rendang, nasi kerabu, ikan bakar and masak merah.',
      'Lima kegemaran untuk minggu bekerja: ayam percik, rendang, nasi kerabu, ikan bakar dan masak merah.',
    ),
    priceSen: 7490,
    image: 'dishes/bundle-classic-5-day',
    items: items(
      'S',
      'ayam-percik-nasi-kunyit',
      'rendang-daging',
      'nasi-kerabu-ayam-bakar',
      'ikan-bakar-nasi-perang',
      'ayam-masak-merah',
    ),
  },
  {
    code: 'bodybuilding-10',
    name: text('Bodybuilding 10-meal pack', 'Pek bina badan 10 hidangan'),
    description: text(
      'Ten large high-protein meals for a training week: two of each of five best sellers.',
      'Sepuluh hidangan besar tinggi protein untuk minggu latihan: dua bagi setiap lima pilihan terlaris.',
    ),
    priceSen: 22990,
    image: 'dishes/bundle-bodybuilding-10',
    items: [
      'bb-ayam-nasi-perang-brokoli',
      'bb-daging-keledek',
      'bb-pasta-ayam-tomato',
      'bb-siakap-keledek',
      'bb-rendang-ayam-nasi-perang',
    ].map((dish) => ({ dish, size: 'L' as const, quantity: 2 })),
  },
  {
    code: 'vegetarian-7-day',
    name: text('Vegetarian week', 'Minggu vegetarian'),
    description: text(
      'Seven meat-free meals, one for every day: tempeh, tofu, chickpeas, lentils and mushrooms.',
      'Tujuh hidangan tanpa daging, satu untuk setiap hari: tempe, tauhu, kacang kuda, dal dan cendawan.',
    ),
    priceSen: 8990,
    image: 'dishes/bundle-vegetarian-7-day',
    items: items(
      'S',
      'veg-tempe-sambal-nasi-perang',
      'veg-tauhu-teriyaki-kuinoa',
      'veg-kari-kacang-kuda',
      'veg-dhal-nasi-perang',
      'veg-rendang-cendawan',
      'veg-mangkuk-buddha',
      'veg-tauhu-masak-merah',
    ),
  },
  {
    code: 'try-it-trio',
    name: text('Try-it trio', 'Trio cuba rasa'),
    description: text(
      'One meal from each line, to find your favourite.',
      'Satu hidangan daripada setiap rangkaian, untuk mencari kegemaran anda.',
    ),
    priceSen: 4490,
    image: 'dishes/bundle-try-it-trio',
    items: items('S', 'nasi-lemak-ayam-sambal', 'bb-salmon-kuinoa', 'veg-tauhu-kung-pao'),
  },
];

export interface SeedFixedMealPlan {
  code: string;
  name: LocalizedText;
  description: LocalizedText;
  pricePerWeekSen: number;
  daysPerWeek: number;
  mealsPerDay: number;
  image: string;
  /** days[day - 1][meal - 1] */
  days: { dish: string; size: DishSizeCode }[][];
}

const day = (lunch: string, dinner: string) => [
  { dish: lunch, size: 'S' as const },
  { dish: dinner, size: 'S' as const },
];

/** The fixed weekly plan (docs/spec.md §2 /fixed-meal-plan): lunch and dinner, Monday to Friday. */
export const FIXED_MEAL_PLANS: SeedFixedMealPlan[] = [
  {
    code: 'balanced-week',
    name: text('Balanced week plan', 'Pelan minggu seimbang'),
    description: text(
      // No energy figure here: the page adds the days' own totals (finding 11 found "about
      // 1,000 kcal" over days of 830–931).
      'Lunch and dinner for five days, balanced by our nutritionist and kept chilled for up to 7 days.',
      'Makan tengah hari dan malam untuk lima hari, diseimbangkan oleh pakar pemakanan kami dan tahan sejuk sehingga 7 hari.',
    ),
    pricePerWeekSen: 14900,
    daysPerWeek: 5,
    mealsPerDay: 2,
    image: 'dishes/fixed-balanced-week',
    days: [
      day('ayam-percik-nasi-kunyit', 'veg-tauhu-teriyaki-kuinoa'),
      day('bb-ayam-nasi-perang-brokoli', 'ikan-bakar-nasi-perang'),
      day('ayam-teriyaki-nasi', 'veg-dhal-nasi-perang'),
      day('bb-siakap-keledek', 'daging-lada-hitam'),
      day('veg-mangkuk-buddha', 'bb-pasta-ayam-tomato'),
    ],
  },
];

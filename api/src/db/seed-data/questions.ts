import type { LocalizedText } from '../schema';

export interface SeedOption {
  code: string;
  name: LocalizedText;
  description?: LocalizedText;
  value?: number;
  exclusive?: boolean;
}

export interface SeedQuestion {
  name: string;
  group: 'essential' | 'meal';
  selection: 'single' | 'multiple';
  skippable?: boolean;
  title: LocalizedText;
  description?: LocalizedText;
  options: SeedOption[];
}

const text = (en: string, ms: string): LocalizedText => ({ 'en-US': en, 'ms-MY': ms });
const option = (code: string, en: string, ms: string, extra: Partial<SeedOption> = {}) => ({
  code,
  name: text(en, ms),
  ...extra,
});

/**
 * Essentials (docs/spec.md §2 screen content, §3 enumerations) in the order the questionnaire asks them,
 * then the meal questions (oil first, docs/spec.md §2). Meal list options are ingredient families until
 * the catalogue's recipes exist; `question_options.recipe_id` will then point at a recipe.
 */
export const QUESTIONS: SeedQuestion[] = [
  {
    name: 'activity_level',
    group: 'essential',
    selection: 'single',
    title: text('How active are you?', 'Sejauh manakah anda aktif?'),
    options: [
      option('not_active', 'Not active', 'Tidak aktif', {
        description: text('Little or no exercise', 'Sedikit atau tiada senaman'),
      }),
      option('moderately_active', 'Moderately active', 'Sederhana aktif', {
        description: text('Exercise 3–5 days a week', 'Bersenam 3–5 hari seminggu'),
      }),
      option('active', 'Active', 'Aktif', {
        description: text('Exercise 6–7 days a week', 'Bersenam 6–7 hari seminggu'),
      }),
      option('extra_active', 'Extra active', 'Sangat aktif', {
        description: text(
          'Hard training or a physical job',
          'Latihan berat atau kerja yang memerlukan tenaga fizikal',
        ),
      }),
    ],
  },
  {
    name: 'goal',
    group: 'essential',
    selection: 'single',
    title: text('What is your goal?', 'Apakah matlamat anda?'),
    options: [
      option('healthy', 'Eat healthy', 'Makan secara sihat'),
      option('fat_loss', 'Fat loss', 'Kurangkan lemak'),
      option('mass_gain', 'Mass gain', 'Tambah jisim badan'),
      option('lean_mass_gain', 'Lean mass gain', 'Tambah jisim otot tanpa lemak'),
      option('custom_macro', 'Custom macros', 'Makro tersuai'),
    ],
  },
  {
    name: 'body_type',
    group: 'essential',
    selection: 'single',
    title: text('What is your body type?', 'Apakah jenis badan anda?'),
    options: [
      option('endomorph', 'Endomorph', 'Endomorf'),
      option('mesomorph', 'Mesomorph', 'Mesomorf'),
      option('ectomorph', 'Ectomorph', 'Ektomorf'),
    ],
  },
  {
    name: 'allergies',
    group: 'essential',
    selection: 'multiple',
    skippable: true,
    title: text('Any allergies or dietary preferences?', 'Ada alahan atau keutamaan pemakanan?'),
    options: [
      option('prawn', 'Prawn', 'Udang'),
      option('beef', 'Beef', 'Daging lembu'),
      option('chicken', 'Chicken', 'Ayam'),
      option('rice', 'Rice', 'Nasi'),
      option('pasta', 'Pasta', 'Pasta'),
      option('potato', 'Potato', 'Kentang'),
      // The brief's code `toast` is the meal questionnaire's bread (its carbohydrate choice):
      // "no toast" reads as nonsense to someone who avoids bread (finding 11).
      option('toast', 'Bread', 'Roti'),
      option('seafood', 'Seafood', 'Makanan laut'),
      option('peanut', 'Peanut', 'Kacang tanah'),
      option('dairy', 'Dairy', 'Tenusu'),
    ],
  },
  {
    name: 'supplements',
    group: 'essential',
    selection: 'single',
    title: text(
      'Do you take supplements or home-sourced meals?',
      'Adakah anda mengambil suplemen atau makanan dari rumah?',
    ),
    options: [option('yes', 'Yes', 'Ya'), option('no', 'No', 'Tidak')],
  },
  {
    name: 'meal_count',
    group: 'essential',
    selection: 'single',
    title: text('How many meals a day?', 'Berapa hidangan sehari?'),
    options: [1, 2, 3, 4, 5].map((n) =>
      option(
        `meals_${n}`,
        n === 1 ? '1 meal per day' : `${n} meals per day`,
        `${n} hidangan sehari`,
        { value: n },
      ),
    ),
  },
  {
    name: 'meal_day',
    group: 'essential',
    selection: 'single',
    title: text('How many days a week?', 'Berapa hari seminggu?'),
    options: [5, 6, 7].map((n) =>
      option(`days_${n}`, `${n} days per week`, `${n} hari seminggu`, { value: n }),
    ),
  },
  {
    name: 'oil',
    group: 'meal',
    selection: 'single',
    title: text('How should we cook with oil?', 'Bagaimana kami patut memasak dengan minyak?'),
    options: [
      option('normal_oil', 'Normal oil', 'Minyak biasa'),
      option('no_oil', 'No oil', 'Tanpa minyak'),
    ],
  },
  {
    name: 'protein',
    group: 'meal',
    selection: 'multiple',
    title: text('Choose your proteins', 'Pilih protein anda'),
    options: [
      option('chicken', 'Chicken', 'Ayam'),
      option('beef', 'Beef', 'Daging lembu'),
      option('seafood', 'Seafood', 'Makanan laut'),
    ],
  },
  {
    name: 'carbohydrate',
    group: 'meal',
    selection: 'multiple',
    title: text('Choose your carbohydrates', 'Pilih karbohidrat anda'),
    options: [
      option('rice', 'Rice', 'Nasi'),
      option('pasta', 'Pasta', 'Pasta'),
      option('potato', 'Potato', 'Kentang'),
      option('toast', 'Toast', 'Roti bakar'),
    ],
  },
  {
    name: 'vegetable',
    group: 'meal',
    selection: 'multiple',
    title: text('Choose your vegetables', 'Pilih sayur-sayuran anda'),
    options: [
      option('broccoli', 'Broccoli', 'Brokoli'),
      option('mixed_vegetables', 'Mixed vegetables', 'Sayur campur'),
      option('french_beans', 'French beans', 'Kacang buncis'),
      option('stir_fried_greens', 'Stir-fried greens', 'Sayur hijau goreng'),
    ],
  },
  {
    name: 'garnish',
    group: 'meal',
    selection: 'multiple',
    title: text('Choose your garnish', 'Pilih hiasan hidangan anda'),
    options: [
      option('fried_shallots', 'Fried shallots', 'Bawang goreng'),
      option('spring_onion', 'Spring onion', 'Daun bawang'),
      option('sesame_seeds', 'Sesame seeds', 'Bijan'),
      option('none', 'None', 'Tiada', { exclusive: true }),
    ],
  },
  {
    name: 'sauce',
    group: 'meal',
    selection: 'multiple',
    title: text('Choose your sauce', 'Pilih sos anda'),
    options: [
      option('black_pepper', 'Black pepper sauce', 'Sos lada hitam'),
      option('teriyaki', 'Teriyaki sauce', 'Sos teriyaki'),
      option('sambal', 'Sambal', 'Sambal'),
      option('none', 'None', 'Tiada', { exclusive: true }),
    ],
  },
  {
    name: 'seasoning',
    group: 'meal',
    selection: 'single',
    title: text('How much salt?', 'Berapa banyak garam?'),
    options: [
      option('no_salt', 'No salt', 'Tanpa garam'),
      option('less_salt', 'Less salt', 'Kurang garam'),
      option('normal_salt', 'Normal salt', 'Garam biasa'),
    ],
  },
  {
    name: 'spices',
    group: 'meal',
    selection: 'single',
    title: text('How spicy?', 'Sejauh mana pedas?'),
    options: [
      option('no_spicy', 'Not spicy', 'Tidak pedas'),
      option('less_spicy', 'Less spicy', 'Kurang pedas'),
      option('normal_spicy', 'Normal spicy', 'Pedas biasa'),
    ],
  },
];

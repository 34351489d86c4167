import { formatMessage } from '@mealprep/shared/validation';
import type { PlanTarget } from '@mealprep/shared/domain';
import type { Locale } from '../i18n/locale';
import type { AnswerChange, LeftOutReason, MissReason, RecipeCategory } from './model';

/** Why a day misses a target (docs/architecture.md §9), in both languages. */
const REASONS: Record<Locale, Record<MissReason, string>> = {
  'en-US': {
    extras_exceed:
      'Your supplements and home-sourced meal alone give {actual} {unit} of {target}, more than the {expected} {unit} target.',
    minimum_portions:
      'Even the smallest portions of your chosen recipes give {actual} {unit} of {target}, above the {expected} {unit} target.',
    maximum_portions:
      'Even the largest portions of your chosen recipes give only {actual} {unit} of {target}, below the {expected} {unit} target. Add more meals a day or richer recipes.',
    allergen_excluded:
      'Your allergies rule out every protein or carbohydrate you chose, so {target} reaches only {actual} of {expected} {unit}. Choose other recipes.',
    no_meals:
      'No meals are cooked on this day (your home-sourced meal takes the only slot), so {target} is {actual} of {expected} {unit}.',
    recipe_mix:
      'The recipes you chose cannot meet every target at once: {target} comes to {actual} {unit} against {expected} {unit}. Choose recipes with a different balance of protein, carbohydrate and fat.',
  },
  'ms-MY': {
    extras_exceed:
      'Suplemen dan makanan dari rumah anda sahaja memberikan {actual} {unit} {target}, melebihi sasaran {expected} {unit}.',
    minimum_portions:
      'Hidangan terkecil resipi pilihan anda pun memberikan {actual} {unit} {target}, melebihi sasaran {expected} {unit}.',
    maximum_portions:
      'Hidangan terbesar resipi pilihan anda hanya memberikan {actual} {unit} {target}, di bawah sasaran {expected} {unit}. Tambah hidangan sehari atau pilih resipi yang lebih berkhasiat.',
    allergen_excluded:
      'Alahan anda mengecualikan semua protein atau karbohidrat yang anda pilih, jadi {target} hanya {actual} daripada {expected} {unit}. Pilih resipi lain.',
    no_meals:
      'Tiada hidangan dimasak pada hari ini (makanan dari rumah anda mengambil satu-satunya slot), jadi {target} ialah {actual} daripada {expected} {unit}.',
    recipe_mix:
      'Resipi pilihan anda tidak dapat memenuhi semua sasaran serentak: {target} ialah {actual} {unit} berbanding {expected} {unit}. Pilih resipi dengan imbangan protein, karbohidrat dan lemak yang berbeza.',
  },
};

const TARGET_NAMES: Record<Locale, Record<PlanTarget, string>> = {
  'en-US': { calories: 'calories', protein: 'protein', carbohydrate: 'carbohydrate', fat: 'fat' },
  'ms-MY': { calories: 'kalori', protein: 'protein', carbohydrate: 'karbohidrat', fat: 'lemak' },
};

export function missReason(
  locale: Locale,
  miss: { reason: MissReason; target: PlanTarget; actual: number; expected: number },
): string {
  return formatMessage(REASONS[locale][miss.reason], {
    target: TARGET_NAMES[locale][miss.target],
    unit: miss.target === 'calories' ? 'kcal' : 'g',
    actual: Math.round(miss.actual),
    expected: Math.round(miss.expected),
  });
}

const LEFT_OUT: Record<Locale, Record<LeftOutReason, string>> = {
  'en-US': {
    no_oil: '{name} is cooked in oil and you chose no oil, so your plan leaves it out.',
    allergen: '{name} holds one of your allergies, so your plan leaves it out.',
  },
  'ms-MY': {
    no_oil:
      '{name} dimasak dengan minyak dan anda memilih tanpa minyak, jadi pelan anda tidak memasukkannya.',
    allergen: '{name} mengandungi salah satu alahan anda, jadi pelan anda tidak memasukkannya.',
  },
};

/** Why a chosen recipe is not in the plan, in the caller's language. */
export function leftOutReason(locale: Locale, reason: LeftOutReason, name: string): string {
  return formatMessage(LEFT_OUT[locale][reason], { name });
}

/** The one line a plan stored before its extras were listed shows for them. */
export function extrasName(locale: Locale): string {
  return locale === 'ms-MY'
    ? 'Suplemen dan makanan dari rumah'
    : 'Supplements and home-sourced meal';
}

const SUGGESTION: Record<
  Locale,
  {
    add: string;
    meals: string;
    swap: string;
    sides: string;
    light: string;
    home: string;
    and: string;
    categories: Record<RecipeCategory, string>;
  }
> = {
  'en-US': {
    add: 'add {name} to your {category}',
    meals: 'have {meals} meals a day',
    swap: 'swap {removed} for {name} in your {category}',
    sides:
      'allow a balancing side (fruit, yoghurt, nuts, a protein shake, rice or bread) on days your dishes fall short, at its own price',
    light:
      'allow some meals without the protein dish (the carbohydrate with vegetables, garnish and sauce) on days the protein dishes pass your protein target',
    home: 'let our kitchen cook the meal you make at home ({name})',
    and: ' and ',
    categories: {
      protein: 'proteins',
      carbohydrate: 'carbohydrates',
      vegetable: 'vegetables',
      garnish: 'garnishes',
      sauce: 'sauces',
    },
  },
  'ms-MY': {
    add: 'tambah {name} pada {category} anda',
    meals: 'ambil {meals} hidangan sehari',
    swap: 'tukar {removed} dengan {name} dalam {category} anda',
    light:
      'benarkan sesetengah hidangan tanpa lauk protein (karbohidrat dengan sayur-sayuran, hiasan dan sos) pada hari lauk protein melebihi sasaran protein anda',
    home: 'biar dapur kami memasak hidangan yang anda sediakan di rumah ({name})',
    sides:
      'benarkan hidangan sampingan pengimbang (buah, yogurt, kacang, minuman protein, nasi atau roti) pada hari hidangan anda tidak mencukupi, pada harganya sendiri',
    and: ' dan ',
    categories: {
      protein: 'protein',
      carbohydrate: 'karbohidrat',
      vegetable: 'sayur-sayuran',
      garnish: 'hiasan',
      sauce: 'sos',
    },
  },
};

/** A suggestion in words, e.g. "Add Grilled fish fillet (siakap) to your proteins". */
export function suggestionText(locale: Locale, changes: readonly AnswerChange[]): string {
  const words = SUGGESTION[locale];
  const text = changes
    .map((change) =>
      change.kind === 'meals_per_day'
        ? formatMessage(words.meals, { meals: change.meals })
        : change.kind === 'allow_sides'
          ? words.sides
          : change.kind === 'allow_light_meals'
            ? words.light
            : change.kind === 'cook_home_meal'
              ? formatMessage(words.home, { name: change.name })
              : formatMessage(change.kind === 'swap_recipe' ? words.swap : words.add, {
                  ...(change.kind === 'swap_recipe' ? { removed: change.removed[locale] } : {}),
                  name: change.name[locale],
                  category: words.categories[change.category],
                }),
    )
    .join(words.and);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const SECOND_PORTION: Record<Locale, string> = {
  'en-US':
    'Day {day}, meal {meal}: a second portion of {name} ({grams} g in all), because its largest single portion falls short of your targets.',
  'ms-MY':
    'Hari {day}, hidangan {meal}: hidangan kedua {name} ({grams} g kesemuanya), kerana satu hidangan terbesarnya tidak mencukupi sasaran anda.',
};

/** Where a day serves a second portion of a dish, and why. */
export function secondPortionText(
  locale: Locale,
  entry: { day: number; meal: number; name: string; grams: number },
): string {
  return formatMessage(SECOND_PORTION[locale], entry);
}

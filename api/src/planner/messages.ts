import { formatMessage } from '@mealprep/shared/validation';
import type { PlanTarget } from '@mealprep/shared/plan';
import type { Locale } from '@mealprep/shared/locale';
import type { AnswerChange, LeftOutReason, MissReason, RecipeCategory } from './model';
import type { RemoveRefusal } from './plan';

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

const REMOVE_REFUSED: Record<Locale, Record<RemoveRefusal['reason'], string>> = {
  'en-US': {
    only_meal:
      'Meal {meal} is the only meal of day {day}: without it no box would be left to give the {needed} kcal the day needs from our kitchen. Change the meals a day in your questionnaire instead.',
    short:
      'Meal {meal} cannot be removed: the other meals of day {day} hold at most {most} kcal even at the largest portions we serve, short of the {needed} kcal the day needs from them.',
  },
  'ms-MY': {
    only_meal:
      'Hidangan {meal} ialah satu-satunya hidangan hari {day}: tanpanya tiada kotak yang tinggal untuk memberikan {needed} kcal yang diperlukan hari itu daripada dapur kami. Sebaliknya, ubah bilangan hidangan sehari dalam soal selidik anda.',
    short:
      'Hidangan {meal} tidak boleh dibuang: hidangan lain hari {day} memuatkan paling banyak {most} kcal walaupun pada hidangan terbesar yang kami sajikan, kurang daripada {needed} kcal yang diperlukan hari itu.',
  },
};

/** Why a meal cannot be removed (docs/planner.md, Editing a plan), in the caller's language. */
export function removeRefusalText(
  locale: Locale,
  entry: RemoveRefusal & { day: number; meal: number },
): string {
  return formatMessage(REMOVE_REFUSED[locale][entry.reason], {
    day: entry.day,
    meal: entry.meal,
    most: entry.most,
    needed: entry.needed,
  });
}

const SWAP_REFUSED: Record<Locale, Record<'same' | 'shape' | 'not_chosen' | 'none', string>> = {
  'en-US': {
    same: 'That is meal {meal} of day {day} as it is: choose another dish to swap in.',
    shape: 'A swap keeps the kinds of dishes meal {meal} of day {day} has: one each of {kinds}.',
    not_chosen: 'Only dishes you chose in the meal questionnaire can be swapped in.',
    none: 'You chose one dish of each kind in this meal, so there is none to swap in. Choose more dishes in the meal questionnaire to swap between them.',
  },
  'ms-MY': {
    same: 'Itu hidangan {meal} hari {day} seperti sedia ada: pilih hidangan lain untuk ditukar.',
    shape:
      'Pertukaran mengekalkan jenis hidangan yang ada dalam hidangan {meal} hari {day}: satu setiap satu daripada {kinds}.',
    not_chosen: 'Hanya hidangan yang anda pilih dalam soal selidik hidangan boleh ditukar masuk.',
    none: 'Anda memilih satu hidangan bagi setiap jenis dalam hidangan ini, jadi tiada hidangan untuk ditukar. Pilih lebih banyak hidangan dalam soal selidik hidangan untuk bertukar antaranya.',
  },
};

const KIND_NAMES: Record<Locale, Record<RecipeCategory, string>> = {
  'en-US': {
    protein: 'protein',
    carbohydrate: 'carbohydrate',
    vegetable: 'vegetable',
    garnish: 'garnish',
    sauce: 'sauce',
  },
  'ms-MY': {
    protein: 'protein',
    carbohydrate: 'karbohidrat',
    vegetable: 'sayur-sayuran',
    garnish: 'hiasan',
    sauce: 'sos',
  },
};

/**
 * Why a swap cannot be made, in the caller's language: the meal as it is, not its kinds of dishes
 * (`kinds`: the meal's own), a dish not chosen, a chosen one the plan leaves out (its own reason),
 * or ('none') a meal whose every dish is the only one of its kind the customer chose.
 */
export function swapRefusalText(
  locale: Locale,
  entry: { reason: 'same' | 'shape' | 'not_chosen' | 'none'; day: number; meal: number },
  kinds: readonly RecipeCategory[] = [],
): string {
  return formatMessage(SWAP_REFUSED[locale][entry.reason], {
    day: entry.day,
    meal: entry.meal,
    kinds: kinds.map((kind) => KIND_NAMES[locale][kind]).join(', '),
  });
}

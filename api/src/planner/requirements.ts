import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '@mealprep/shared/core';
import { caloriesOf } from '@mealprep/shared/catalogue';
import type { ActivityLevel, Gender, Goal } from '@mealprep/shared/plan';
import type { CustomMacros, DailyRequirements } from '@mealprep/shared/plan/contracts';

/** docs/architecture.md §9: Mifflin–St Jeor × activity factor, adjusted by goal. */
export const ACTIVITY_FACTORS: Record<ActivityLevel, number> = {
  not_active: 1.2,
  moderately_active: 1.55,
  active: 1.725,
  extra_active: 1.9,
};

export const GOAL_ADJUSTMENT: Record<Exclude<Goal, 'custom_macro'>, number> = {
  healthy: 0,
  fat_loss: -0.2,
  mass_gain: 0.15,
  lean_mass_gain: 0.1,
};

/** Protein in g per kg of body weight by goal (sports-nutrition consensus ranges, mid-points). */
export const PROTEIN_G_PER_KG: Record<Exclude<Goal, 'custom_macro'>, number> = {
  healthy: 1.2,
  fat_loss: 2.0,
  mass_gain: 1.8,
  lean_mass_gain: 2.0,
};

export type BodyType = 'endomorph' | 'mesomorph' | 'ectomorph';

/** Share of energy from fat by body type; carbohydrate takes the rest. */
export const FAT_SHARE: Record<BodyType, number> = {
  endomorph: 0.3,
  mesomorph: 0.25,
  ectomorph: 0.22,
};

export interface RequirementsInput {
  gender: Gender;
  /** yyyy-MM-dd */
  dateOfBirth: string;
  heightCm: number;
  weightKg: number;
  activity: ActivityLevel;
  goal: Goal;
  bodyType: BodyType;
  customMacros: CustomMacros | null;
  /** Age is taken on this day (business time); defaults to today. */
  today?: DateTime;
}

export function ageOn(dateOfBirth: string, today: DateTime): number {
  const born = DateTime.fromISO(dateOfBirth, { zone: BUSINESS_ZONE });
  return Math.max(0, Math.floor(today.diff(born, 'years').years));
}

/** Mifflin–St Jeor resting energy in kcal/day. */
export function restingEnergy(
  input: Pick<RequirementsInput, 'gender' | 'heightCm' | 'weightKg'>,
  age: number,
): number {
  const base = 10 * input.weightKg + 6.25 * input.heightCm - 5 * age;
  return input.gender === 'M' ? base + 5 : base - 161;
}

/**
 * The day's targets in whole grams; calories are always 4P + 4C + 9F of them (docs/spec.md §9), so the
 * four numbers never disagree.
 */
export function dailyRequirements(input: RequirementsInput): DailyRequirements {
  if (input.goal === 'custom_macro' && input.customMacros) {
    const protein = Math.round(input.customMacros.protein);
    const carbohydrate = Math.round(input.customMacros.carbohydrate);
    const fat = Math.round(input.customMacros.fat);
    return { calories: caloriesOf({ protein, carbohydrate, fat }), protein, carbohydrate, fat };
  }
  const goal = input.goal === 'custom_macro' ? 'healthy' : input.goal;
  const age = ageOn(input.dateOfBirth, input.today ?? DateTime.now().setZone(BUSINESS_ZONE));
  const energy =
    restingEnergy(input, age) * ACTIVITY_FACTORS[input.activity] * (1 + GOAL_ADJUSTMENT[goal]);
  const target = Math.max(1200, energy);
  const protein = Math.round(PROTEIN_G_PER_KG[goal] * input.weightKg);
  const fat = Math.round((target * FAT_SHARE[input.bodyType]) / 9);
  const carbohydrate = Math.max(0, Math.round((target - protein * 4 - fat * 9) / 4));
  return { calories: caloriesOf({ protein, carbohydrate, fat }), protein, carbohydrate, fat };
}

/** The signed-in customer's profile as `GET /api/v1/user/profile` answers it (docs/spec.md §3). */
import type { CustomMacros, OilPreference } from './questionnaire';

export type Gender = 'M' | 'F';
export type Role = 'customer' | 'admin';

export interface NamedId {
  id: number;
  name: string;
}

export interface Supplement {
  name: string;
  calories: number;
  protein: number;
  fat: number;
  carbohydrate: number;
}

/** The home-sourced meal (docs/spec.md §3, §5): calories are derived, so they are not required. */
export interface HomeMeal {
  name: string;
  calories?: number | null;
  protein: number;
  carbohydrate: number;
  fat: number;
}

export interface ProfilePreferences {
  activity_level_id: number | null;
  goal_id: number | null;
  goal_description: string | null;
  body_type_id: number | null;
  meal_count_id: number | null;
  meal_day_id: number | null;
  seasoning_id: number | null;
  spice_id: number | null;
  /** The meal questionnaire's oil answer; null until the meal questions are answered. */
  oil?: OilPreference | null;
}

export type MealPreferenceSubcategory =
  | 'chicken'
  | 'beef'
  | 'seafood'
  | 'rice'
  | 'pasta'
  | 'potato'
  | 'toast'
  | 'vegetables'
  | 'garnish'
  | 'sauce'
  | 'stir_fried';

export interface DailyRequirements {
  calories: number;
  protein: number;
  carbohydrate: number;
  fat: number;
}

export interface Profile {
  id: number;
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
  phone_no: string;
  date_of_birth: string;
  gender: Gender;
  country_code: string;
  profile_image: string | null;
  email_notifications: boolean;
  height: number | null;
  weight: number | null;
  supplements: Supplement[];
  allergies: NamedId[];
  preferences: ProfilePreferences;
  meal_preferences: Partial<Record<MealPreferenceSubcategory, { recipes: number[] }>>;
  daily_requirements: DailyRequirements | null;
  /** The home-sourced meal counted in every day (docs/spec.md §3), when the customer has one. */
  home_meal?: HomeMeal | null;
  /** The customer's own daily grams when the goal is custom_macro (as answered, not derived). */
  custom_macros?: CustomMacros | null;
  essentials_answered: boolean;
  meal_preferences_answered: boolean;
}

/** Initials for the avatar when there is no profile image (docs/spec.md §2 header). */
export function profileInitials(profile: Pick<Profile, 'first_name' | 'last_name'>): string {
  const first = profile.first_name.trim().charAt(0);
  const last = profile.last_name.trim().charAt(0);
  return `${first}${last}`.toUpperCase();
}

/** An admin account: no customer details (`GET /api/v1/admin/me`). */
export interface AdminAccount {
  id: number;
  email: string;
  role: 'admin';
  first_name: string;
  last_name: string;
}

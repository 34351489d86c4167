/** The signed-in customer's profile (docs/spec.md §3) and an admin's account. */
import { OIL_PREFERENCES } from './vocabulary';
import { Type, type Static } from '@sinclair/typebox';

import { STAFF_PERMISSION_NAMES, STAFF_ROLES, USER_ROLES } from '../staff/staff';
import { Id, Nullable, StringEnum } from '../core/common.contract';

export const GENDERS = ['M', 'F'] as const;
export const ROLES = USER_ROLES;

export const NamedId = Type.Object({ id: Type.Integer(), name: Type.String() });
export type NamedId = Static<typeof NamedId>;

export const Supplement = Type.Object({
  name: Type.String(),
  calories: Type.Number(),
  protein: Type.Number(),
  fat: Type.Number(),
  carbohydrate: Type.Number(),
});
export type Supplement = Static<typeof Supplement>;

/** The home-sourced meal (docs/spec.md §3, §5): calories are derived, so they are not required. */
export const HomeMeal = Type.Object({
  name: Type.String(),
  calories: Type.Optional(Nullable(Type.Number())),
  protein: Type.Number(),
  carbohydrate: Type.Number(),
  fat: Type.Number(),
});
export type HomeMeal = Static<typeof HomeMeal>;

/** The customer's own daily grams when the goal is custom_macro (as answered, not derived). */
export const CustomMacros = Type.Object({
  protein: Type.Number(),
  carbohydrate: Type.Number(),
  fat: Type.Number(),
});
export type CustomMacros = Static<typeof CustomMacros>;

export const ProfilePreferences = Type.Object({
  activity_level_id: Nullable(Type.Integer()),
  goal_id: Nullable(Type.Integer()),
  goal_description: Nullable(Type.String()),
  body_type_id: Nullable(Type.Integer()),
  meal_count_id: Nullable(Type.Integer()),
  meal_day_id: Nullable(Type.Integer()),
  seasoning_id: Nullable(Type.Integer()),
  spice_id: Nullable(Type.Integer()),
  /** The meal questionnaire's oil answer; null until the meal questions are answered. */
  oil: Type.Optional(Nullable(StringEnum(OIL_PREFERENCES))),
  /** Balancing sides allowed on days the dishes alone fall short (docs/planner.md). */
  balancing_sides: Type.Optional(Type.Boolean()),
  /** Meals without the protein dish allowed where it passes the protein target (docs/planner.md). */
  light_meals: Type.Optional(Type.Boolean()),
});
export type ProfilePreferences = Static<typeof ProfilePreferences>;

/** The groups of the meal questionnaire (docs/spec.md §3). */
export const MEAL_PREFERENCE_SUBCATEGORIES = [
  'chicken',
  'beef',
  'seafood',
  'rice',
  'pasta',
  'potato',
  'toast',
  'vegetables',
  'garnish',
  'sauce',
  'stir_fried',
] as const;
export type MealPreferenceSubcategory = (typeof MEAL_PREFERENCE_SUBCATEGORIES)[number];

const chosenRecipes = Type.Optional(Type.Object({ recipes: Type.Array(Type.Integer()) }));

/** The dishes chosen in each group of the meal questionnaire. */
export const MealPreferences = Type.Object(
  Object.fromEntries(MEAL_PREFERENCE_SUBCATEGORIES.map((key) => [key, chosenRecipes])) as Record<
    MealPreferenceSubcategory,
    typeof chosenRecipes
  >,
);
export type MealPreferences = Static<typeof MealPreferences>;

export const DailyRequirements = Type.Object({
  calories: Type.Number(),
  protein: Type.Number(),
  carbohydrate: Type.Number(),
  fat: Type.Number(),
});
export type DailyRequirements = Static<typeof DailyRequirements>;

/** `GET /api/v1/user/profile`, and every call that changes it. */
export const Profile = Type.Object({
  id: Id,
  email: Type.String(),
  role: StringEnum(ROLES),
  first_name: Type.String(),
  last_name: Type.String(),
  phone_no: Type.String(),
  date_of_birth: Type.String(),
  gender: StringEnum(GENDERS),
  country_code: Type.String(),
  profile_image: Nullable(Type.String()),
  /** Offers and news by e-mail. */
  email_notifications: Type.Boolean(),
  /** The reminder the day before a delivery or pickup. */
  reminder_emails: Type.Boolean(),
  /**
   * Whether the owner of `email` opened the link mailed there (docs/accounts.md); until then the
   * account's pages show a banner to send it again. Always sent by the API.
   */
  email_verified: Type.Optional(Type.Boolean()),
  /** A new address asked for, applied once the link mailed to it is opened. */
  pending_email: Type.Optional(Nullable(Type.String())),
  height: Nullable(Type.Number()),
  weight: Nullable(Type.Number()),
  supplements: Type.Array(Supplement),
  allergies: Type.Array(NamedId),
  preferences: ProfilePreferences,
  meal_preferences: MealPreferences,
  daily_requirements: Nullable(DailyRequirements),
  /** The home-sourced meal counted in every day (docs/spec.md §3), when the customer has one. */
  home_meal: Type.Optional(Nullable(HomeMeal)),
  custom_macros: Type.Optional(Nullable(CustomMacros)),
  essentials_answered: Type.Boolean(),
  meal_preferences_answered: Type.Boolean(),
});
export type Profile = Static<typeof Profile>;

/**
 * A staff account: no customer details (`GET /api/v1/admin/me`, staff login), with its role and
 * what the role may do (docs/architecture.md §9.8), so the admin remote shows only that.
 */
export const AdminAccount = Type.Object({
  id: Id,
  email: Type.String(),
  role: StringEnum(STAFF_ROLES),
  permissions: Type.Array(StringEnum(STAFF_PERMISSION_NAMES)),
  first_name: Type.String(),
  last_name: Type.String(),
});
export type AdminAccount = Static<typeof AdminAccount>;

/** The signed-in customer's profile as `GET /api/v1/user/profile` answers it (docs/spec.md §3). */
import type {
  AdminAccount,
  DailyRequirements,
  HomeMeal,
  MealPreferenceSubcategory,
  NamedId,
  Profile,
  ProfilePreferences,
  Supplement,
} from './profile.contract';
import type { UserRole } from '../staff/staff';

export type Gender = 'M' | 'F';
export type Role = UserRole;

/** The answers' shapes are the contracts' (shared/src/plan/profile.contract.ts). */
export type {
  AdminAccount,
  DailyRequirements,
  HomeMeal,
  MealPreferenceSubcategory,
  NamedId,
  Profile,
  ProfilePreferences,
  Supplement,
};

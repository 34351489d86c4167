import { isStaffRole, permissionsOf } from '@mealprep/shared/staff';
import type { AdminAccount, Profile } from '@mealprep/shared/plan/contracts';
import { HttpError } from '../http/errors';
import type { Locale } from '@mealprep/shared/locale';
import { profileAnswers } from '../preferences/answers';
import type { PreferencesRepository } from '../repositories/preferences';
import type { UserRow } from '../repositories/users';

type AnswerFields = ReturnType<typeof profileAnswers>;

const UNANSWERED: AnswerFields = {
  height: null,
  weight: null,
  supplements: [],
  allergies: [],
  preferences: {
    activity_level_id: null,
    goal_id: null,
    goal_description: null,
    body_type_id: null,
    meal_count_id: null,
    meal_day_id: null,
    seasoning_id: null,
    spice_id: null,
    oil: null,
  },
  meal_preferences: {},
  daily_requirements: null,
  home_meal: null,
  custom_macros: null,
  essentials_answered: false,
  meal_preferences_answered: false,
};

/**
 * The customer's profile exactly as `shared/src/plan/profile.contract.ts` types it (never the
 * hash), with the questionnaire answers when given (a new customer has none).
 */
export function toProfile(
  user: UserRow & { gender: 'M' | 'F' },
  answers: AnswerFields = UNANSWERED,
): Profile {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    first_name: user.firstName,
    last_name: user.lastName,
    phone_no: user.phoneNo ?? '',
    date_of_birth: user.dateOfBirth ?? '',
    gender: user.gender,
    country_code: user.countryCode,
    profile_image: user.profileImage,
    email_notifications: user.emailNotifications,
    reminder_emails: user.reminderEmails,
    email_verified: user.emailVerifiedAt !== null,
    pending_email: user.pendingEmail,
    ...answers,
  };
}

/** A staff account has no customer details; staff routes answer this instead of a Profile. */
export function toAdminAccount(user: UserRow): AdminAccount {
  if (!isStaffRole(user.role)) throw new HttpError(403, 'forbidden');
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    permissions: permissionsOf(user.role),
    first_name: user.firstName,
    last_name: user.lastName,
  };
}

export function hasCustomerDetails(user: UserRow): user is UserRow & { gender: 'M' | 'F' } {
  return user.role === 'customer' && user.gender !== null;
}

/** The profile with the customer's answers, meal preferences and daily requirements. */
export async function loadProfile(
  preferences: PreferencesRepository,
  user: UserRow & { gender: 'M' | 'F' },
  locale: Locale,
): Promise<Profile> {
  const answers = await preferences.answers(user.id);
  return toProfile(
    user,
    profileAnswers(answers, { gender: user.gender, dateOfBirth: user.dateOfBirth }, locale),
  );
}

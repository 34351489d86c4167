import type { Profile } from '../plan/profile.contract';

/** A customer's profile as the API answers register and login. */
export function customerProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    email: 'siti@example.my',
    role: 'customer',
    first_name: 'Siti',
    last_name: 'Aminah',
    phone_no: '0123456789',
    date_of_birth: '1990-04-01',
    gender: 'F',
    country_code: 'MY',
    profile_image: null,
    email_notifications: false,
    reminder_emails: true,
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
    },
    meal_preferences: {},
    daily_requirements: null,
    essentials_answered: false,
    meal_preferences_answered: false,
    ...overrides,
  };
}

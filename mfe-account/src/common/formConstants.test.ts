import * as shared from '@mealprep/shared/validation';
import { COUNTRY_CODES, GENDERS, PASSWORD_MIN } from './formConstants';

describe('constants the account pages render with before validation loads', () => {
  it('mirror the shared ones', () => {
    expect(PASSWORD_MIN).toBe(shared.PASSWORD_MIN);
    expect(GENDERS).toEqual(shared.GENDERS);
    expect(COUNTRY_CODES).toEqual(shared.COUNTRY_CODES);
  });
});

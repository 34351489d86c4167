import * as shared from '@mealprep/shared/validation';
import { BUSINESS_ZONE, COUNTRY_CODES, GENDERS, loadValidation, PASSWORD_MIN } from './validation';

describe('lazily loaded validation', () => {
  it('loads the shared module itself', async () => {
    const validation = await loadValidation();
    expect(validation.loginSchema).toBe(shared.loginSchema);
    expect(await loadValidation()).toBe(validation);
  });

  it('mirrors the shared constants the pages render with', () => {
    expect(PASSWORD_MIN).toBe(shared.PASSWORD_MIN);
    expect(GENDERS).toEqual(shared.GENDERS);
    expect(COUNTRY_CODES).toEqual(shared.COUNTRY_CODES);
    expect(BUSINESS_ZONE).toBe(shared.BUSINESS_ZONE);
  });
});

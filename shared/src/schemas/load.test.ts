import * as validation from '.';
import { loadValidation } from './load';

describe('loadValidation', () => {
  it('loads the shared validation module once and hands the same module after', async () => {
    const loaded = await loadValidation();
    expect(loaded.essentialsAnswersSchema).toBe(validation.essentialsAnswersSchema);
    expect(loaded.loginSchema).toBe(validation.loginSchema);
    expect(await loadValidation()).toBe(loaded);
  });
});

import { defineCatalogue } from '@mealprep/shared/i18n';

export const adminMessages = defineCatalogue(
  'admin',
  {
    'admin.login.title': 'Admin log in',
    'admin.logs.title': 'Error logs',
    'admin.log.title': 'Log entry {id}',
    'admin.releases.title': 'Releases',
  },
  {
    'admin.login.title': 'Log masuk pentadbir',
    'admin.logs.title': 'Log ralat',
    'admin.log.title': 'Entri log {id}',
    'admin.releases.title': 'Keluaran perisian',
  },
);

import * as routesModule from './routes';
import { describeRemoteRoutes, withPlatform } from '@mealprep/shared/testing';
import type { RouteIdOf } from '@mealprep/shared/routes';

/** Every route of the remote: a path to visit and the Bahasa Malaysia title its page shows. */
const pages: Record<RouteIdOf<'questionnaire'>, [path: string, title: string]> = {
  essentials: ['/account/user-preferences/essentials', 'Tentang anda'],
  mealQuestionnaire: ['/account/user-preferences/meal', 'Pilihan hidangan'],
  preferencesSummary: ['/account/user-preferences/summary', 'Ringkasan pilihan anda'],
  editSummary: ['/account/user-preferences/edit-summary', 'Ubah pilihan anda'],
  planLoading: ['/account/user-preferences/loading', 'Menyediakan pelan hidangan anda'],
  weekPlan: ['/account/subscription/plan/7', 'Pelan hidangan minggu ini'],
};

// The pages use the API client, the store and the bus, which the shell provides around every page.
describeRemoteRoutes(withPlatform(routesModule), pages);

/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { baseApi, createApiClient } from '@mealprep/shared/api';
import { makeStore, type AppStore } from '@mealprep/shared/store';
import { planOf, planScope, QueryPlans, startPlan, unasked, type PlannedQuery } from './queryPlan';

/** Answers made here (no API): how many times each was asked for. */
const asked: string[] = [];
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    planTestDish: build.query<string, number>({
      queryFn: (id) => {
        asked.push(`dish ${id}`);
        return { data: `Dish ${id}` };
      },
    }),
    planTestMenu: build.infiniteQuery<string[], string, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: () => undefined },
      queryFn: ({ queryArg, pageParam }) => {
        asked.push(`menu ${queryArg} ${pageParam}`);
        return { data: [`${queryArg} page ${pageParam}`] };
      },
    }),
  }),
});

function Dish({ id }: { id: number }) {
  const { data } = testApi.usePlanTestDishQuery(id);
  return <p>{data ?? 'loading'}</p>;
}

const stores: AppStore[] = [];
function newStore() {
  const store = makeStore(undefined, {
    api: createApiClient({
      baseURL: '',
      locale: () => 'en-US',
      translate: (id) => id,
      notify: () => undefined,
    }),
  });
  stores.push(store);
  return store;
}

function render(store: AppStore, id: number) {
  return renderToString(
    <Provider store={store}>
      <Dish id={id} />
    </Provider>,
  );
}

const running = (store: AppStore) => store.dispatch(baseApi.util.getRunningQueriesThunk());

afterEach(() => {
  asked.length = 0;
  // As after a server render: no cache lifetime keeps a timer alive.
  stores.splice(0).forEach((store) => store.dispatch(baseApi.util.resetApiState()));
});

describe('a page’s first pass, learned (docs/architecture.md §2.4)', () => {
  it('renders with its data in one pass when started from the plan of an earlier render', async () => {
    const first = newStore();
    expect(render(first, 7)).toContain('loading');
    const keys = running(first).map((query) => query.queryCacheKey);
    await Promise.all(running(first));
    const plan = planOf(first, keys);
    expect(plan).toEqual([{ endpointName: 'planTestDish', originalArgs: 7 }]);

    const next = newStore();
    const started = await startPlan(next, plan ?? []);
    expect(render(next, 7)).toContain('Dish 7');
    expect(running(next)).toHaveLength(0);
    expect(unasked(next, started ?? [])).toEqual([]);
    // Answers are asked for again for each render; only names and arguments are kept.
    expect(asked).toEqual(['dish 7', 'dish 7']);
  });

  it('tells a plan the page did not follow: a query it started that the page did not ask for', async () => {
    const store = newStore();
    const started = await startPlan(store, [{ endpointName: 'planTestDish', originalArgs: 7 }]);
    expect(render(store, 8)).toContain('loading');
    expect(unasked(store, started ?? [])).toEqual(started);
  });

  it('starts an infinite query at the page the earlier render started at', async () => {
    const first = newStore();
    await first.dispatch(testApi.endpoints.planTestMenu.initiate('meal', { initialPageParam: 3 }));
    const key = Object.keys(first.getState().api.queries).find((k) => k.startsWith('planTestMenu'));
    const plan = planOf(first, [key ?? '']);
    expect(plan).toEqual([
      { endpointName: 'planTestMenu', originalArgs: 'meal', initialPageParam: 3 },
    ]);
    const next = newStore();
    await startPlan(next, plan ?? []);
    expect(asked).toEqual(['menu meal 3', 'menu meal 3']);
  });

  it('learns nothing from a query that failed or is not there, and skips an unknown endpoint', async () => {
    const store = newStore();
    expect(planOf(store, ['planTestDish(1)'])).toBeNull();
    const unknown: PlannedQuery[] = [{ endpointName: 'noSuchEndpoint', originalArgs: 1 }];
    expect(await startPlan(store, unknown)).toBeNull();
  });
});

describe('QueryPlans', () => {
  const dish = (id: number): PlannedQuery[] => [{ endpointName: 'dish', originalArgs: id }];

  it('finds an address’s plan, else its path’s, in the same language only', () => {
    const plans = new QueryPlans();
    plans.remember('en-US', '/food-menu', dish(1));
    expect(plans.find('en-US', '/food-menu')).toEqual(dish(1));
    expect(plans.find('en-US', '/food-menu?utm_source=mail')).toEqual(dish(1));
    expect(plans.find('ms-MY', '/food-menu')).toBeNull();
    expect(plans.find('en-US', '/meal-bundles')).toBeNull();
  });

  it('keeps the path’s plan from addresses whose query strings ask for other data', () => {
    const plans = new QueryPlans();
    plans.remember('en-US', '/food-menu', dish(1));
    plans.remember('en-US', '/food-menu?tab=alacarte', dish(2));
    expect(plans.find('en-US', '/food-menu?tab=alacarte')).toEqual(dish(2));
    expect(plans.find('en-US', '/food-menu?page=2')).toEqual(dish(1));
  });

  it('stops offering the path’s plan to addresses with a query parameter it did not fit', () => {
    const plans = new QueryPlans();
    plans.remember('en-US', '/food-menu', dish(1));
    expect(plans.find('en-US', '/food-menu?q=soup')).toEqual(dish(1));
    plans.notFollowed('en-US', '/food-menu?q=soup');
    expect(plans.find('en-US', '/food-menu?q=rice')).toBeNull();
    expect(plans.find('en-US', '/food-menu?page=2&q=rice')).toBeNull();
    expect(plans.find('en-US', '/food-menu?utm_source=mail')).toEqual(dish(1));
    expect(plans.find('en-US', '/food-menu')).toEqual(dish(1));
    expect(plans.find('ms-MY', '/food-menu?q=rice')).toBeNull();
    plans.remember('en-US', '/food-menu?q=rice', dish(3));
    expect(plans.find('en-US', '/food-menu?q=rice')).toEqual(dish(3));
  });

  it('keeps offering an address its own plan after it was not followed once', () => {
    const plans = new QueryPlans();
    plans.remember('en-US', '/food-menu', dish(1));
    plans.remember('en-US', '/food-menu?tab=alacarte', dish(2));
    plans.notFollowed('en-US', '/food-menu?tab=alacarte');
    expect(plans.find('en-US', '/food-menu?tab=set')).toEqual(dish(1));
  });

  it('keeps plans apart for other versions of the remotes', () => {
    const plans = new QueryPlans();
    const stable = planScope('en-US', {
      catalog: { version: '1.0.0' },
      shell: { version: '2.0.0' },
    });
    const canary = planScope('en-US', {
      shell: { version: '2.0.0' },
      catalog: { version: '1.1.0' },
    });
    plans.remember(stable, '/food-menu', dish(1));
    expect(plans.find(canary, '/food-menu')).toBeNull();
    expect(
      plans.find(
        planScope('en-US', { shell: { version: '2.0.0' }, catalog: { version: '1.0.0' } }),
        '/food-menu',
      ),
    ).toEqual(dish(1));
  });

  it('keeps at most its capacity, the oldest dropped first', () => {
    const plans = new QueryPlans(2);
    plans.remember('en-US', '/a', dish(1));
    plans.remember('en-US', '/b', dish(2));
    expect(plans.find('en-US', '/a')).toBeNull();
    expect(plans.find('en-US', '/b')).toEqual(dish(2));
  });
});

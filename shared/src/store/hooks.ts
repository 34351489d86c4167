import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './makeStore';

/**
 * The store's React provider. The apps take it from here: redux, RTK and react-redux are not
 * shared between builds (docs/architecture.md §2.3), so product code reaches them only through
 * shared's entries.
 */
export { Provider as StoreProvider } from 'react-redux';

/** The typed hooks; the raw react-redux ones are banned by lint outside this file. */
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * The router the apps share (docs/architecture.md §2.3 "A lean shared router"): exactly the parts
 * of react-router-dom the shop uses, and nothing else. It is the one singleton of routing in the
 * page (`@mealprep/shared/router`); react-router-dom itself is no longer shared, so each build
 * tree-shakes it to these names (52.6 kB brotli shipped whole, about half as this list). Product
 * code imports routing from here only (lint); a name added here is a new version of the contract,
 * which every app is rebuilt against. Tests and the server render may use react-router-dom
 * directly: they run one copy of it, without Module Federation.
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { Location, RouteObject } from 'react-router-dom';

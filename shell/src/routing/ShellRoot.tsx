import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from '@mealprep/shared/router';
import { selectUpdateAvailable, useAppSelector } from '@mealprep/shared/store';
import { ConfirmHost } from '../feedback/ConfirmHost';
import { ToastHost } from '../feedback/ToastHost';
import { usePlatform } from '../platform/PlatformContext';
import { RouteAnnouncer } from './RouteAnnouncer';
import { useScrollMemory } from './useScrollMemory';

/**
 * Above every layout: the toast and confirm hosts, and docs/spec.md §4's update rule — once a newer
 * build is known, the next navigation loads the page afresh (at most once per 10 s per path).
 */
export function ShellRoot() {
  const location = useLocation();
  const updateAvailable = useAppSelector(selectUpdateAvailable);
  const { reloadGate, reload } = usePlatform();
  const firstPath = useRef(location.pathname);
  useScrollMemory();

  useEffect(() => {
    if (!updateAvailable || location.pathname === firstPath.current) return;
    if (reloadGate.allow(location.pathname)) reload();
  }, [updateAvailable, location.pathname, reloadGate, reload]);

  useEffect(() => {
    firstPath.current = location.pathname;
  }, [location.pathname, updateAvailable]);

  // The frame is interactive (hydrated, for a page rendered on the server; §2.4).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <>
      <Outlet />
      <RouteAnnouncer />
      <ToastHost />
      <ConfirmHost />
    </>
  );
}

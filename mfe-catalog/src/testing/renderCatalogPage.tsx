import {
  renderRemotePage,
  type RenderedRemotePage,
  type TestPlatformOptions,
} from '@mealprep/shared/testing';
import * as routesModule from '../routes';

export { withPlatform } from '@mealprep/shared/testing';
export type RenderedCatalogPage = RenderedRemotePage;

/** This remote's pages inside everything the shell provides (see renderRemotePage). */
export function renderCatalogPage(
  path: string,
  options?: TestPlatformOptions,
): RenderedCatalogPage {
  return renderRemotePage(routesModule, path, options);
}

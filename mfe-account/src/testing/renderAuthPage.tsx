import {
  renderRemotePage,
  type RenderedRemotePage,
  type TestPlatformOptions,
} from '@mealprep/shared/testing';
import * as routesModule from '../routes';

export { withPlatform } from '@mealprep/shared/testing';
export type RenderedAuthPage = RenderedRemotePage;

/** This remote's pages inside everything the shell provides (see renderRemotePage). */
export function renderAuthPage(path: string, options?: TestPlatformOptions): RenderedAuthPage {
  return renderRemotePage(routesModule, path, options);
}

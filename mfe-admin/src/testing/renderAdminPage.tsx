import {
  renderRemotePage,
  type RenderedRemotePage,
  type TestPlatformOptions,
} from '@mealprep/shared/testing';
import * as routesModule from '../routes';

/** This remote's pages inside everything the shell provides (see renderRemotePage). */
export function renderAdminPage(path: string, options?: TestPlatformOptions): RenderedRemotePage {
  return renderRemotePage(routesModule, path, options);
}

// The app's entry, loaded by the starter (start.ts, docs/architecture.md §2.4): at once, or on the
// visitor's intent on a page the server rendered. The async boundary lets the federation runtime
// negotiate shared singletons before React loads. The starter lets go of what the visitor did
// meanwhile once the page is hydrated, or once its start failed.
import { APP_STARTED_EVENT } from './boot/startSignals';
import { adoptStyleNonce } from './boot/styleNonce';

// Before anything is loaded: whatever webpack's runtime adds to the page carries its nonce.
adoptStyleNonce();

void import('./bootstrap')
  .then(({ hydrated }) => hydrated)
  .finally(() => document.dispatchEvent(new Event(APP_STARTED_EVENT)));

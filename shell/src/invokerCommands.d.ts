// Invoker Commands (`commandfor`, `command`): a button that shows or closes a dialog without
// script. React passes unknown lower-case attributes through; its types do not list these yet.
import 'react';

declare module 'react' {
  // A merged declaration repeats React's type parameter, which it does not use.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?:
      'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}

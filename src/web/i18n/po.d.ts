// A PO catalogue imported in the app is compiled by Lingui's Vite plugin into its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/**
 * The app's name and description in its web app manifest (vite.config.ts), which an installing
 * browser shows; the server answers the manifest in the request's language (decision 0040).
 */
export const APP_TEXTS = {
  name: 'Hyzer — disc golf bag manager',
  description: 'Manage your disc golf bags, search discs and see how your bag flies.',
} as const;

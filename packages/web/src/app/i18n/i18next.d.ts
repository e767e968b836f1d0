import 'i18next';
import type { id } from './locales/id.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof id;
  }
}

import type { Messages } from './messages';

// Translation keys are checked by the compiler: `t('auth.failed')` compiles only if English (the
// reference every language must match) has that key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

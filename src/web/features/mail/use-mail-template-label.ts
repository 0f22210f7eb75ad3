import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { dynamicKey } from '../../../shared/i18n/message-key';

/**
 * An e-mail's template as a person names it ("Confirmation to the applicant"), never its key
 * (`deal-room-admin`, issue 30): the outbox screen and a lead's timeline say it alike. A
 * template added later without a label yet is "E-mail".
 */
export function useMailTemplateLabel() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (template: string): string => {
      const key = `labels.template.${template}`;
      return i18n.exists(key) ? t(dynamicKey(key)) : t('labels.unlabelled_template');
    },
    [t, i18n],
  );
}

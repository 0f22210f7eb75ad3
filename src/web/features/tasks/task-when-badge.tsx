import { useTranslation } from 'react-i18next';
import type { TTask } from '../../../shared/tasks/tasks.contract';
import { Badge, type BadgeTone } from '../../components/badge';

const TONE: Record<TTask['when'], BadgeTone> = {
  overdue: 'danger',
  today: 'warning',
  upcoming: 'info',
  done: 'success',
};

/** Where a task stands on its market's clock: overdue, today, upcoming, or done. */
export function TaskWhenBadge({ when }: { when: TTask['when'] }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[when]}>{t(`tasks.when_${when}`)}</Badge>;
}

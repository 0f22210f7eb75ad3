import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { TLeadCard } from '../../../shared/leads/lead-board.contract';
import type { LeadStatus } from '../../../shared/leads/pipeline';
import { Button } from '../../components/button';

/**
 * The keyboard's plain way to move a card: a dialog listing only the stages the pipeline
 * allows from here. Choosing one goes on to the lead screen's confirmation.
 */
export function LeadMoveDialog({
  card,
  onChoose,
  onClose,
}: {
  card: TLeadCard;
  onChoose: (to: LeadStatus) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[min(24rem,92vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-800 dark:text-slate-100">
          <Dialog.Title className="text-lg font-semibold">
            {t('lead-board.move_title', { reference: card.reference })}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">
            {t('lead-board.move_hint')}
          </Dialog.Description>
          <ul className="flex flex-col gap-2">
            {card.allowed_moves.map((status) => (
              <li key={status}>
                <Button
                  className="w-full"
                  variant={
                    status === 'declined' || status === 'withdrawn' ? 'secondary' : 'primary'
                  }
                  onClick={() => onChoose(status)}
                >
                  {t(`pipeline.status.${status}`)}
                </Button>
              </li>
            ))}
          </ul>
          <Dialog.Close asChild>
            <Button variant="ghost">{t('lead.cancel')}</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

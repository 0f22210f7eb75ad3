import { useTranslation } from 'react-i18next';
import type { TLeadCard } from '../../../shared/leads/lead-board.contract';
import type { LeadStatus } from '../../../shared/leads/pipeline';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';

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
    <Modal
      title={t('lead-board.move_title', { reference: card.reference })}
      description={t('lead-board.move_hint')}
      onClose={onClose}
    >
      <ul className="flex flex-col gap-2">
        {card.allowed_moves.map((status) => (
          <li key={status}>
            <Button
              className="w-full"
              variant={status === 'declined' || status === 'withdrawn' ? 'secondary' : 'primary'}
              onClick={() => onChoose(status)}
            >
              {t(`pipeline.status.${status}`)}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" onClick={onClose}>
        {t('lead.cancel')}
      </Button>
    </Modal>
  );
}

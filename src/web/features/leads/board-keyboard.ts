import type { Announcements, KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import type { TLeadCard } from '../../../shared/leads/lead-board.contract';
import type { LeadStatus } from '../../../shared/leads/pipeline';

/** What a dragged card carries: the lead and the column it left. */
export interface DraggedCard {
  card: TLeadCard;
  from: LeadStatus;
}

/**
 * The keyboard's drag: Left and Right jump to the previous or next column (dnd-kit's default
 * moves 25 pixels a press, a dozen presses per column); Up and Down do nothing, since a
 * column's order is not the user's to change. The frame scrolls to bring the column in view.
 */
export const jumpBetweenColumns: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects } = context;
  if (!collisionRect || (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft')) return;
  event.preventDefault();
  const centre = collisionRect.left + collisionRect.width / 2;
  const columns = [...droppableRects.values()].sort((a, b) => a.left - b.left);
  const target =
    event.code === 'ArrowRight'
      ? columns.find((rect) => rect.left > centre)
      : columns.reverse().find((rect) => rect.left + rect.width < centre);
  if (!target) return;
  return {
    x: target.left + (target.width - collisionRect.width) / 2,
    y: Math.max(collisionRect.top, target.top),
  };
};

/** What a screen reader hears while a card is dragged, in the reader's language. */
export function boardAnnouncements(t: TFunction): Announcements {
  const dragged = (data: unknown) => (data as DraggedCard | undefined)?.card;
  const home = (data: unknown) => (data as DraggedCard | undefined)?.from;
  const stage = (id: unknown) => t(`pipeline.status.${id as LeadStatus}`);
  return {
    onDragStart: ({ active }) =>
      t('lead-board.announce_start', { reference: dragged(active.data.current)?.reference }),
    onDragOver: ({ active, over }) => {
      const card = dragged(active.data.current);
      if (!card || !over) return t('lead-board.announce_outside');
      if (over.id === home(active.data.current))
        return t('lead-board.announce_home', { reference: card.reference, stage: stage(over.id) });
      return card.allowed_moves.includes(over.id as LeadStatus)
        ? t('lead-board.announce_over', { reference: card.reference, stage: stage(over.id) })
        : t('lead-board.announce_refused', { reference: card.reference, stage: stage(over.id) });
    },
    onDragEnd: ({ active, over }) => {
      const card = dragged(active.data.current);
      return over && card?.allowed_moves.includes(over.id as LeadStatus)
        ? t('lead-board.announce_dropped', { reference: card.reference, stage: stage(over.id) })
        : t('lead-board.announce_not_moved', { reference: card?.reference });
    },
    onDragCancel: ({ active }) =>
      t('lead-board.announce_not_moved', { reference: dragged(active.data.current)?.reference }),
  };
}

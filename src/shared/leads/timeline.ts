/** Who wrote an entry of a lead's timeline (`lead_events.actor_type`). */
export const TIMELINE_ACTORS = ['guest', 'user', 'guest_link', 'system'] as const;

/**
 * A partner firm's members (issue 34, decision 0080): the owner (the firm's account since its
 * sign-up) and the colleagues the owner invites. Written once here, the database included.
 */
export const TEAM_ROLES = ['owner', 'colleague'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Which leads a colleague sees: the whole firm's, or only the ones they referred. */
export const COLLEAGUE_VISIBILITIES = ['firm', 'own'] as const;
export type ColleagueVisibility = (typeof COLLEAGUE_VISIBILITIES)[number];

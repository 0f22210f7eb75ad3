import { z } from 'zod';
import { ZAdminListRequestSchema } from '../admins/admins.contract';
import { ZAuditListRequestSchema } from '../audit/audit.contract';
import { ZCommissionListQuerySchema } from '../commissions/commissions.contract';
import { PAGE_SIZES, ZLeadExportQuerySchema } from '../leads/lead-list.contract';
import { ZOutboxListRequestSchema } from '../mail/outbox-admin.contract';
import { ZPartnerListRequestSchema } from '../partners/partners-admin.contract';
import { ZStatementListQuerySchema } from '../statements/statements.contract';
import { ZMyTasksQuerySchema } from '../tasks/tasks.contract';

/**
 * The lists a saved view can belong to (issue 34, decision 0079): each with the address keys its
 * screen reads (the list's own filters, sort and page size; never its page) and a check of their
 * values against the list's own filter contract, the one its API route validates with.
 */
export interface ViewableList {
  keys: readonly string[];
  /** The address as the list's API takes it: the one list whose address names differ maps. */
  check: (params: Record<string, string>) => z.ZodSafeParseResult<unknown>;
  /** Address key of each field the contract names differently. */
  fieldNames?: Record<string, string>;
}

/**
 * A list whose contract takes any page size up to 100, held to the sizes the pager offers (and
 * the toolkit reads back): a view saved with `limit=7` would open on 25 rows without saying so.
 */
const pageSized = (schema: z.ZodObject): ViewableList['check'] => {
  const sizes = PAGE_SIZES.map(String) as [string, ...string[]];
  const checked = schema.extend({
    limit: z.enum(sizes, { message: 'validation.invalid_choice' }).optional(),
  });
  return (params) => checked.safeParse(params);
};

const leadList = (market: 'AU' | 'NZ'): ViewableList => ({
  // `view` is the board or the table (decision 0065): part of how the list is looked at.
  keys: [
    'q',
    'status',
    'source',
    'partner',
    'assigned',
    'created_from',
    'created_to',
    'amount_min',
    'amount_max',
    'aging',
    'no_task',
    'sort',
    'dir',
    'limit',
    'view',
  ],
  check: ({ limit, view, ...filters }) =>
    ZLeadExportQuerySchema.and(
      z.object({
        limit: z.enum(['25', '50', '100']).optional(),
        view: z.enum(['board']).optional(),
      }),
    ).safeParse({ ...filters, limit, view, market }),
});

export const VIEWABLE_LISTS = {
  'leads-au': leadList('AU'),
  'leads-nz': leadList('NZ'),
  partners: {
    keys: ['search', 'status', 'market', 'sort', 'limit'],
    check: (params) => ZPartnerListRequestSchema.safeParse(params),
  },
  commissions: {
    keys: ['market', 'status', 'partner', 'limit'],
    check: (params) => ZCommissionListQuerySchema.safeParse(params),
  },
  outbox: {
    keys: ['status', 'limit'],
    check: (params) => ZOutboxListRequestSchema.safeParse(params),
  },
  audit: {
    keys: ['type', 'limit'],
    check: ({ type, ...rest }) =>
      ZAuditListRequestSchema.safeParse({ ...rest, ...(type ? { entity_type: type } : {}) }),
    fieldNames: { entity_type: 'type' },
  },
  // Issue 34 (decision 0083): every other back-office list of the toolkit but the e-mail
  // templates, whose only choice is in use or archived.
  admins: {
    keys: ['search', 'status', 'sort', 'limit'],
    check: pageSized(ZAdminListRequestSchema),
  },
  statements: {
    keys: ['market', 'period', 'partner', 'limit'],
    check: pageSized(ZStatementListQuerySchema),
  },
  tasks: {
    keys: ['market', 'when', 'limit'],
    check: pageSized(ZMyTasksQuerySchema),
  },
} as const satisfies Record<string, ViewableList>;

export type ViewableListKey = keyof typeof VIEWABLE_LISTS;
export const VIEWABLE_LIST_KEYS = Object.keys(VIEWABLE_LISTS) as [
  ViewableListKey,
  ...ViewableListKey[],
];

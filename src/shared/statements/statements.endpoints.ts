import { endpoint } from '../api/endpoint';
import {
  ZCloseStatementsRequestSchema,
  ZCloseStatementsResponseSchema,
  ZMyStatementsResponseSchema,
  ZStatementListQuerySchema,
  ZStatementListResponseSchema,
} from './statements.contract';

/** Statements per period (issue 35 item 3): the admin's list and closing, a partner's own. */
export const STATEMENTS_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/statements',
    query: ZStatementListQuerySchema,
    response: ZStatementListResponseSchema,
  }),
  close: endpoint({
    method: 'POST',
    path: '/api/statements/close',
    body: ZCloseStatementsRequestSchema,
    response: ZCloseStatementsResponseSchema,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/my-statements',
    response: ZMyStatementsResponseSchema,
  }),
};

/** A statement's PDF (a file, not JSON): an admin's, any statement. */
export const STATEMENT_PDF_PATH = '/api/statements/:id/pdf';
export const statementPdfUrl = (id: string) => `/api/statements/${id}/pdf`;
/** A partner's own statement's PDF; another partner's id is a 404. */
export const MY_STATEMENT_PDF_PATH = '/api/my-statements/:id/pdf';
export const myStatementPdfUrl = (id: string) => `/api/my-statements/${id}/pdf`;

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TImportMapping } from '../../../shared/lead-import/lead-import.contract';
import { LEAD_IMPORT_ENDPOINTS } from '../../../shared/lead-import/lead-import.endpoints';
import type { Market } from '../../../shared/markets/markets';
import { callApi } from '../../lib/http/api';

const BATCHES = ['lead-imports'] as const;

/** Every import, newest first (the batch list with its undo); polled while an undo runs. */
export function useImportBatches() {
  return useQuery({
    queryKey: BATCHES,
    queryFn: () => callApi(LEAD_IMPORT_ENDPOINTS.list, {}),
    refetchInterval: (query) =>
      query.state.data?.batches.some((batch) => batch.status === 'undoing') ? 1000 : false,
  });
}

/** After an upload: the new batch joins the list. */
export function useBatchesChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: BATCHES });
}

/** One batch; polled while `polling` (an import or dry run running: its progress). */
export function useImportBatch(id: string | undefined, polling: boolean) {
  return useQuery({
    queryKey: [...BATCHES, id],
    queryFn: () => callApi(LEAD_IMPORT_ENDPOINTS.read, { params: { id: id! } }),
    enabled: Boolean(id),
    refetchInterval: polling ? 500 : false,
  });
}

export function useImportPreview(id: string, page: { offset: number; onlyErrors: boolean }) {
  return useQuery({
    queryKey: [...BATCHES, id, 'preview', page.offset, page.onlyErrors],
    queryFn: () =>
      callApi(LEAD_IMPORT_ENDPOINTS.preview, {
        params: { id },
        query: { offset: page.offset, limit: 20, only_errors: page.onlyErrors ? 'true' : 'false' },
      }),
  });
}

export function useSaveMapping(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { mapping: TImportMapping; default_market: Market | null }) =>
      callApi(LEAD_IMPORT_ENDPOINTS.map, { params: { id }, body: input }, { handled: [422] }),
    onSuccess: (batch) => {
      client.setQueryData([...BATCHES, id], batch);
      return client.invalidateQueries({ queryKey: [...BATCHES, id, 'preview'] });
    },
  });
}

/** A dry run or the import itself: both answer the counts, the import the batch imported. */
export function useRunImport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dryRun: boolean) =>
      callApi(dryRun ? LEAD_IMPORT_ENDPOINTS.dryRun : LEAD_IMPORT_ENDPOINTS.run, {
        params: { id },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: BATCHES }),
  });
}

export function useUndoImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(LEAD_IMPORT_ENDPOINTS.undo, { params: { id } }, { handled: [409] }),
    onSettled: () => client.invalidateQueries({ queryKey: BATCHES }),
  });
}

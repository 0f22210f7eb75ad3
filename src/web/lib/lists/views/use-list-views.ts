import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  TCreateListViewRequest,
  TListView,
  TUpdateListViewRequest,
} from '../../../../shared/list-views/list-views.contract';
import { LIST_VIEW_ENDPOINTS as E } from '../../../../shared/list-views/list-views.endpoints';
import type { ViewableListKey } from '../../../../shared/list-views/list-view-lists';
import { callApi } from '../../http/api';
import { toastFailure } from '../../feedback/failure-toast';
import { showToast } from '../../feedback/toasts';

/**
 * One list's saved views and the admin's default, with the changes to them. Saving and renaming
 * throw, so that their form shows a taken name on the field; the other changes say how they went
 * in a toast.
 */
export function useListViews(list: ViewableListKey) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const queryKey = ['list-views', list];
  const query = useQuery({
    queryKey,
    queryFn: () => callApi(E.list, { query: { list } }),
    staleTime: 60_000,
  });
  const refresh = () => client.invalidateQueries({ queryKey });

  const create = async (body: TCreateListViewRequest) => {
    const { view } = await callApi(E.create, { body });
    showToast('success', t('list-views.created', { name: view.name }));
    await refresh();
    return view;
  };
  const update = async (view: TListView, body: TUpdateListViewRequest) => {
    const answer = await callApi(E.update, { params: { id: view.id }, body });
    showToast('success', t('list-views.updated', { name: answer.view.name }));
    await refresh();
    return answer.view;
  };
  const remove = useMutation({
    mutationFn: (view: TListView) => callApi(E.remove, { params: { id: view.id } }),
    onSuccess: (_, view) => showToast('success', t('list-views.deleted', { name: view.name })),
    onError: (error) => toastFailure(error),
    onSettled: refresh,
  });
  const setDefault = useMutation({
    mutationFn: (view: TListView | null) =>
      callApi(E.setDefault, { body: { list, view_id: view?.id ?? null } }),
    onSuccess: (_, view) =>
      showToast(
        'success',
        view ? t('list-views.default_set', { name: view.name }) : t('list-views.default_unset'),
      ),
    onError: (error) => toastFailure(error),
    onSettled: refresh,
  });
  return {
    views: query.data?.data,
    defaultId: query.data?.default_view_id ?? null,
    create,
    update,
    remove: (view: TListView) => remove.mutate(view),
    setDefault: (view: TListView | null) => setDefault.mutate(view),
  };
}

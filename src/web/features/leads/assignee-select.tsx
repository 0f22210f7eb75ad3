import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { LEAD_BULK_ENDPOINTS } from '../../../shared/leads/lead-list.endpoints';
import { controlClass } from '../../components/form/control-class';
import { callApi } from '../../lib/http/api';

/**
 * A choice of desk: the empty choice, nobody (`none`), or one of the active admins. The list
 * filter ("anyone") and the bulk assignment ("choose") share it, and one cached list of admins.
 */
export function AssigneeSelect({
  label,
  emptyLabel,
  nobodyLabel,
  value,
  onChange,
}: {
  label: string;
  emptyLabel: string;
  nobodyLabel: string;
  value: string;
  onChange: (next: string) => void;
}) {
  const id = useId();
  const admins = useQuery({
    queryKey: ['lead-assignees'],
    queryFn: () => callApi(LEAD_BULK_ENDPOINTS.assignees, {}),
  });
  return (
    <label htmlFor={id} className="flex min-w-0 flex-col gap-1 text-sm">
      {label}
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass(false)}
      >
        <option value="">{emptyLabel}</option>
        <option value="none">{nobodyLabel}</option>
        {admins.data?.admins.map((admin) => (
          <option key={admin.id} value={admin.id}>
            {admin.name}
          </option>
        ))}
      </select>
    </label>
  );
}

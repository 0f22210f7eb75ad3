import type { z } from 'zod';

/**
 * Refinement option: run the cross-field rules (market rules, password confirmation) even when
 * other fields already failed. By default zod skips an object's refinements once a field has an
 * issue, so a guest who fixed the empty choices would only then learn the ABN is wrong; with
 * this, the browser and the 422 list every error at the first send. The rules check each value's
 * type themselves, since the object may be partly invalid.
 */
export const EVEN_WITH_OTHER_ERRORS = {
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' && payload.value !== null,
};

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApplicationSection } from '../../../shared/deal-room/full-application.contract';
import { HttpError } from '../../lib/http/http';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'conflict';
export type SaveSection = (
  section: ApplicationSection,
  data: Record<string, unknown>,
  version: number,
) => Promise<{ version: number }>;

const TYPING_PAUSE_MS = 1_500;

/**
 * Saves section drafts one at a time, in order, each with the version the previous save
 * answered (so this tab never conflicts with itself): after a pause in typing (`schedule`) and
 * at once on leaving a step (`flush`). A 409 (another tab saved, or the application was
 * submitted) stops saving; a 422 hands the fields at fault to `onInvalid`.
 */
export function useDraftSaver(options: {
  save: SaveSection;
  version: number;
  onInvalid: (section: ApplicationSection, errors: Record<string, string[]>) => void;
}) {
  const versionRef = useRef(options.version);
  const pending = useRef(new Map<ApplicationSection, Record<string, unknown>>());
  const chain = useRef<Promise<boolean>>(Promise.resolve(true));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [state, setState] = useState<SaveState>('idle');
  const [message, setMessage] = useState<string | null>(null);

  const saveOne = useCallback(
    async (section: ApplicationSection, data: Record<string, unknown>): Promise<boolean> => {
      if (stopped.current) return false;
      setState('saving');
      try {
        const answer = await latest.current.save(section, data, versionRef.current);
        versionRef.current = answer.version;
        setState('saved');
        setMessage(null);
        return true;
      } catch (error) {
        if (error instanceof HttpError && error.status === 409) {
          stopped.current = true;
          setState('conflict');
        } else {
          // Kept for the next try unless newer values are already waiting.
          if (!pending.current.has(section)) pending.current.set(section, data);
          setState('failed');
          if (error instanceof HttpError && error.status === 422) {
            latest.current.onInvalid(section, error.body?.errors ?? {});
          }
        }
        setMessage(error instanceof HttpError ? (error.body?.message ?? null) : null);
        return false;
      }
    },
    [],
  );

  const flush = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    const entries = [...pending.current.entries()];
    pending.current.clear();
    for (const [section, data] of entries) {
      chain.current = chain.current.then((ok) => saveOne(section, data).then((done) => ok && done));
    }
    const result = chain.current;
    chain.current = result.then(() => true);
    return result;
  }, [saveOne]);

  const schedule = useCallback(
    (section: ApplicationSection, data: Record<string, unknown>) => {
      pending.current.set(section, data);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), TYPING_PAUSE_MS);
    },
    [flush],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { schedule, flush, state, message, version: () => versionRef.current };
}

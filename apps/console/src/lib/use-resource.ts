import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure } from './api.ts';

export interface Resource<T> {
  data: T | undefined;
  error: ApiFailure | undefined;
  loading: boolean;
  /** Loads again (after a change), keeping the shown data until the new answer arrives. */
  reload(): void;
}

/**
 * What `load` answers, loaded when `key` changes (a new key drops the answer of the old one if it
 * arrives late).
 */
export function useResource<T>(key: string | null, load: () => Promise<T>): Resource<T> {
  const [state, setState] = useState<{ data?: T; error?: ApiFailure; loading: boolean }>({
    loading: key !== null,
  });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for a reload of the same key.
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    loadRef.current().then(
      (data) => live && setState({ data, loading: false }),
      (error: unknown) =>
        live &&
        setState({
          loading: false,
          error:
            error instanceof ApiFailure
              ? error
              : new ApiFailure(0, 'unknown', String(error), undefined, {}, {}),
        }),
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

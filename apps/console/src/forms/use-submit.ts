import { type FormEvent, useState } from 'react';
import { ApiFailure } from '../lib/api.ts';

/** Anything a call threw, as the refusal the notices show (a network error or a bug as an unknown one). */
export const asFailure = (error: unknown) =>
  error instanceof ApiFailure ? error : new ApiFailure(0, 'unknown', String(error), undefined, {}, {});

/**
 * What a form's submission is doing, for every screen's forms alike: busy while `action` runs, the
 * API's refusal (shown by field and in the notice), and a success line `done` may set.
 * @example const { busy, failure, submit } = useSubmit(() => api('POST', '/users', body), (answer) => onCreated(answer.data));
 */
export function useSubmit<T>(action: () => Promise<T>, done: (result: T) => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const [message, setMessage] = useState<string | null>(null);
  async function submit(event?: FormEvent) {
    event?.preventDefault();
    setBusy(true);
    setFailure(undefined);
    setMessage(null);
    try {
      done(await action());
    } catch (error) {
      setFailure(asFailure(error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, message, setMessage, submit };
}

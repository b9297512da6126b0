import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { ApiClient } from '../../api/api-client.ts';
import { type Answer, call } from '../../api/call.ts';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { hrefWith } from '../../shared/query-links.ts';
import { type ConfirmFailure, confirmFailure } from './auth-failures.ts';
import { AUTH_PATH } from './auth-paths.ts';
import { AlertNote, AppLink, type AuthT, authScreen, StatusNote } from './auth-ui.tsx';

type Confirmed = Answer<'POST /book/hotels/:hotelId/memberships/confirm'>['data'];
type Outcome = { kind: 'confirmed'; data: Confirmed } | { kind: 'failed'; failure: ConfirmFailure };

// A link is confirmed once per page: React's development double effects (and a re-render) must not
// send a second confirm, which the server would answer with 1402.
const pending = new Map<string, Promise<Outcome>>();

function confirmOnce(api: ApiClient, hotelId: number, token: string, emailUpdate: boolean): Promise<Outcome> {
  const key = `${hotelId}:${token}:${emailUpdate}`;
  let outcome = pending.get(key);
  if (!outcome) {
    outcome = call(api, 'POST /book/hotels/:hotelId/memberships/confirm', {
      params: { hotelId },
      body: { confirmation_token: token, email_update: emailUpdate },
    }).then(
      (answer): Outcome => ({ kind: 'confirmed', data: answer.data }),
      (error: unknown): Outcome => ({ kind: 'failed', failure: confirmFailure(error) }),
    );
    pending.set(key, outcome);
  }
  return outcome;
}

/** Only a web address of our own origin or the server's answer is followed; anything else signs in. */
function continueAddress(redirect: string | null): string | null {
  if (!redirect) return null;
  try {
    const url = new URL(redirect, location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const FAILURE_TEXT = {
  expired: 'confirm.expired',
  already: 'confirm.already',
  invalid: 'confirm.invalid',
  failed: 'form.failed',
} as const;

function MemberConfirmationBody({ t }: { t: AuthT }) {
  const api = useApi();
  const settings = useWidget((state) => state.settings);
  const query = new URLSearchParams(useSearch());
  const token = query.get('confirmation_token')?.trim() ?? '';
  const emailUpdate = query.get('email_update') === 'true' || query.get('email_update') === '1';
  const [outcome, setOutcome] = useState<Outcome | null>(
    token ? null : { kind: 'failed', failure: 'invalid' },
  );

  useEffect(() => {
    if (!token || !settings) return;
    let live = true;
    void confirmOnce(api, settings.hotel_id, token, emailUpdate).then((result) => live && setOutcome(result));
    return () => {
      live = false;
    };
  }, [api, settings, token, emailUpdate]);

  // The links carry the hotel and language on; the mailed token stays behind.
  const signInHref = hrefWith(AUTH_PATH.signIn, {
    confirmation_token: null,
    email_update: null,
    redirect_url: null,
  });
  if (!outcome) return <StatusNote>{t('confirm.confirming')}</StatusNote>;
  if (outcome.kind === 'failed') {
    return (
      <>
        <AlertNote id="member-confirmation-failure" message={t(FAILURE_TEXT[outcome.failure])} />
        <ul className="member-auth__links">
          {outcome.failure === 'expired' && !emailUpdate ? (
            <li>
              <AppLink path={AUTH_PATH.resendConfirmation}>{t('signUpDone.resend')}</AppLink>
            </li>
          ) : null}
          <li>
            <a href={signInHref}>{t('signIn.submit')}</a>
          </li>
        </ul>
      </>
    );
  }
  const next = continueAddress(outcome.data.redirect_url);
  return (
    <>
      <StatusNote>
        <p>{emailUpdate ? t('confirm.emailChanged', { email: outcome.data.email }) : t('confirm.done')}</p>
      </StatusNote>
      <p>
        <a href={next ?? signInHref} className="button">
          {next ? t('confirm.continue') : t('signIn.submit')}
        </a>
      </p>
    </>
  );
}

/**
 * /member-confirmation?confirmation_token&email_update&redirect_url&program_id (spec section 2): opens
 * a mailed link — sign-up confirmed (1401 expired: ask again; 1402 already: sign in) or an email
 * change applied — then on to the server's redirect_url or sign-in (program_id rides along).
 */
export const MemberConfirmationScreen = authScreen('confirm.title', MemberConfirmationBody);

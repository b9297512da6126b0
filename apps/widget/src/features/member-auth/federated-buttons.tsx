import { useState } from 'react';
import { useApi, useWidget, useWidgetStore } from '../../app/widget-context.tsx';
import { isEmbedded } from '../host/host-messages.ts';
import { AlertNote, type AuthT } from './auth-ui.tsx';
import { type FederatedProvider, startFederatedSignIn } from './federated-sign-in.ts';

const LABEL: Readonly<
  Record<FederatedProvider, 'federated.open_id' | 'federated.line' | 'federated.facebook'>
> = {
  open_id: 'federated.open_id',
  line: 'federated.line',
  facebook: 'federated.facebook',
};

/** A button per provider the brand offers (login widget `federated_providers`); none, nothing. */
export function FederatedButtons({ t }: { t: AuthT }) {
  const api = useApi();
  const store = useWidgetStore();
  const providers = useWidget((state) => state.loginWidget)?.federated_providers ?? [];
  const [busy, setBusy] = useState<FederatedProvider | null>(null);
  const [failure, setFailure] = useState<'federated.failed' | 'federated.cancelled' | null>(null);
  if (providers.length === 0) return null;

  const start = (provider: FederatedProvider) => {
    if (busy) return;
    setBusy(provider);
    setFailure(null);
    startFederatedSignIn({
      api,
      store,
      provider,
      onPopup: (outcome) => {
        setBusy(null);
        if (outcome === 'failed') setFailure('federated.cancelled');
      },
    }).catch(() => {
      setBusy(null);
      setFailure('federated.failed');
    });
  };

  return (
    <section className="member-auth__providers" aria-labelledby="member-auth-providers">
      <h2 id="member-auth-providers" className="gd-hint">
        {t('signIn.or')}
      </h2>
      {isEmbedded() ? <p className="gd-hint">{t('federated.popupHint')}</p> : null}
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className="member-auth__provider"
          aria-disabled={busy !== null || undefined}
          onClick={() => start(provider)}
        >
          {t(LABEL[provider])}
        </button>
      ))}
      <AlertNote id="member-auth-federated-failure" message={failure ? t(failure) : null} />
    </section>
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { bootstrap } from './app/bootstrap.ts';
import { logger } from './lib/logger.ts';

const { store, api, catalogReady } = bootstrap();

catalogReady
  .then(() => {
    const root = document.getElementById('root');
    if (!root) throw new Error('index.html has no #root');
    createRoot(root).render(
      <StrictMode>
        <App store={store} api={api} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => logger.error('The widget could not start', { error: String(error) }));

import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import baseCss from '../sdk/ui/base.css?raw';
import { adoptStyles } from '../sdk/ui/styles';
import appCss from './app/app.css?raw';
import { AppRoutes } from './app/router';

adoptStyles(document, baseCss, appCss);
// Pages and the frame load lazily (see app/router.tsx); nothing is shown until the first page is ready.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
    </BrowserRouter>
  </StrictMode>,
);

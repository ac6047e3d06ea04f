import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import baseCss from '@sdk/ui/base.css?raw';
import { adoptStyles } from '@sdk/ui/styles';
import appCss from './app/app.css?raw';
import { AppRoutes, preloadRoute } from './app/router';

adoptStyles(document, baseCss, appCss);
// Pages and the frame load lazily (see app/router.tsx). The first page's chunks load before the first render, so it
// renders without suspending (see app/preloadable.tsx); a chunk that fails shows the route's error message.
// Not a top-level await: those chunks import this module, which would then never finish evaluating.
void preloadRoute(window.location).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </StrictMode>,
  ),
);

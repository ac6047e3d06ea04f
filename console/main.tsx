import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import baseCss from '../sdk/ui/base.css?raw';
import { adoptStyles } from '../sdk/ui/styles';
import appCss from './app/app.css?raw';
import { router } from './app/router';

adoptStyles(document, baseCss, appCss);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

import type { ReactNode } from 'react';
import { usePageTitle } from '../../ui/page-title';

/** The centred card every sign-in, sign-up and recovery page sits in. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <main className="auth">
      <div className="auth__card ps-card">
        <p className="auth__logo" aria-hidden="true">
          Podspot
        </p>
        <h1 className="auth__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}

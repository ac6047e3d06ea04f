import type { ReactNode } from 'react';

// No favicon file: an empty icon keeps the browser from asking for /favicon.ico (a 404 in the console).
export const metadata = { title: 'Castwave dashboard', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

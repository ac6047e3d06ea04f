/**
 * Opening the payment provider's onboarding from a host page. The link arrives after a request, and a browser lets a
 * page open a tab only during the click (Safari strictly so), so the tab is opened empty during the click and sent to
 * the link once it arrives; on failure it is closed. Without `noopener` at open (the handle is needed), `opener` is
 * cut before navigating, so the provider's page cannot reach the host page.
 */
export type ProviderTab = { go(url: string): boolean; cancel(): void };

export function openProviderTab(win: Pick<Window, 'open'> = window): ProviderTab {
  const tab = win.open('', '_blank');
  return {
    go(url) {
      if (!tab || tab.closed) return false;
      tab.opener = null;
      tab.location.href = url;
      return true;
    },
    cancel() {
      tab?.close();
    },
  };
}

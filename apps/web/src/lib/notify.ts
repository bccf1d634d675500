/** A short message after a write: what happened, or why it did not. */
export interface Notice {
  tone: 'success' | 'error';
  message: string;
}

type Notifier = (notice: Notice) => void;

let notifier: Notifier | undefined;

/**
 * Who shows notices: the admin layout's toaster registers itself while mounted. The query
 * client reports every write through here, and public pages (which show their own
 * confirmations) never load the toaster's code.
 */
export function setNotifier(next: Notifier | undefined): void {
  notifier = next;
}

export function notify(notice: Notice): void {
  notifier?.(notice);
}

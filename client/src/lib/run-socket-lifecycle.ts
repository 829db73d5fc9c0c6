// Kept apart from lib/socket so the account layer (on every page) can close the run socket without loading
// socket.io-client, which only the pages that follow runs need.
let closeCurrent: (() => void) | null = null;

/** Called by lib/socket when it opens the page's run socket. */
export function registerRunSocketClose(close: () => void): void {
  closeCurrent = close;
}

/** Closes the page's run socket, if one is open (the user changed: the next one connects with their own token). */
export function closeRunSocket(): void {
  const close = closeCurrent;
  closeCurrent = null;
  close?.();
}

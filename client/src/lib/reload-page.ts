/** Reloads the page; its own module so tests can observe the 401 rule's reload (jsdom cannot reload). */
export function reloadPage(): void {
  window.location.reload();
}

/** Leaves the app for the hosted checkout page (a full page load; the checkout lives on another origin or path). */
export function leaveForCheckout(url: string): void {
  window.location.assign(url);
}

/** Reloads the page; one function so that screens and tests share a single seam. */
export function reloadPage(): void {
  window.location.reload();
}

/**
 * Starts the download behind a signed link: the server answers it as an attachment, so the page
 * stays where it is.
 */
export function followDownloadLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener noreferrer';
  document.body.append(link);
  link.click();
  link.remove();
}

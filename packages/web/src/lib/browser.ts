/**
 * The supported browser is desktop Chrome (A-26: the same rule as the microphone's
 * NON_SUPPORTED_BROWSER): Chrome or Chromium, not a mobile device, not another Chromium brand.
 */
const OTHER_CHROMIUM_BRANDS = /Edg\/|EdgA\/|OPR\/|YaBrowser\/|SamsungBrowser\/|Vivaldi\//;
const MOBILE = /Mobile|Android|iPhone|iPad/;

export function isSupportedBrowser(userAgent: string): boolean {
  const chrome = /(?:Chrome|Chromium|HeadlessChrome)\/\d+/.test(userAgent) && !/CriOS\//.test(userAgent);
  return chrome && !OTHER_CHROMIUM_BRANDS.test(userAgent) && !MOBILE.test(userAgent);
}

/** The release this build belongs to; the footer shows "version 1.0.0 build #2471". */
export const APP_VERSION = '1.0.0';
export const APP_BUILD = 2471;
export type VersionFile = { version: string; build: number };

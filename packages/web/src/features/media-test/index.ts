/** The media (audio) test of the tasks page (MEDIA-01..14), composed in app/. */
export { MediaTestGate } from './components/media-test-gate';
export { MediaTestModal } from './components/media-test-modal';
export type { MediaTestDevices } from './devices';

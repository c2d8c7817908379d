/**
 * What the softphone offers the rest of the app (composed in app/, never imported by a sibling
 * feature): the header pill with the runtime, the lead's phone widget, the settings modal of the
 * tasks page, the phone state hook, whether the outcome buttons may be used (PHONE-23, PHONE-24)
 * and the voip rights check.
 */
/** True while the agent has a call up (the shift is then extended without asking, SHIFT-09). */
export { getActiveSoftphone, isOnCall, lastCallDurations } from './active-softphone';
export { LeadPhone, type LeadPhoneProps } from './components/lead-phone';
export { SoftphoneDialer } from './components/softphone-dialer';
export { SoftphonePill } from './components/softphone-pill';
export { SoftphoneSettingsModal } from './components/softphone-settings-modal';
export { useDialerButtonsEnabled } from './hooks/use-dialer-buttons-enabled';
export { type Phone, usePhone } from './hooks/use-phone';
export { useHasSoftphoneRights, useVoipAccess } from './hooks/use-voip-access';
export type { CallData, CallDurations, DialerState, PillState } from './sip/types';

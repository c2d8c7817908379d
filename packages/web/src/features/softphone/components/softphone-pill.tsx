/**
 * The header's softphone status pill (SHELL-53). This is the slot the softphone issue fills with
 * the states off, on, dialing, connected, mute and hold (PHONE-21); until then it renders nothing.
 */
export function SoftphonePill() {
  return null;
}

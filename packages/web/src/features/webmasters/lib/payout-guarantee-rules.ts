import {
  GUARANTEE_MAX,
  GUARANTEE_MIN,
  WEBMASTER_PAYOUT_MAX,
  WEBMASTER_PAYOUT_MIN,
  WEBMASTER_PAYOUT_STEP,
} from '@umbrella/contract';
import type { FormRule, InputNumberProps } from 'antd';
import type { TFunction } from 'i18next';

/** The payout input: units within the contract's range, in its steps. */
export const PAYOUT_INPUT: InputNumberProps<number> = {
  min: WEBMASTER_PAYOUT_MIN,
  max: WEBMASTER_PAYOUT_MAX,
  step: WEBMASTER_PAYOUT_STEP,
  style: { width: '100%' },
};

/** The guarantee input: a value within the contract's range. */
export const GUARANTEE_INPUT: InputNumberProps<number> = {
  min: GUARANTEE_MIN,
  max: GUARANTEE_MAX,
  style: { width: '100%' },
};

/**
 * A payout is required, within range and in steps; `alsoCheck` runs only on a payout in steps,
 * so a field shows one of its messages at a time.
 */
export function payoutRules(t: TFunction, alsoCheck?: (payout: number) => void): FormRule[] {
  return [
    { required: true, message: t('webmasters.messages.payoutRequired') },
    {
      type: 'number',
      min: WEBMASTER_PAYOUT_MIN,
      max: WEBMASTER_PAYOUT_MAX,
      message: t('webmasters.messages.payoutRange'),
    },
    {
      validator: async (_, payout?: number | null) => {
        if (typeof payout !== 'number') return;
        if (payout % WEBMASTER_PAYOUT_STEP !== 0) throw new Error(t('webmasters.messages.payoutStep'));
        alsoCheck?.(payout);
      },
    },
  ];
}

/** A guarantee, when given, is within the contract's range. */
export const guaranteeRangeRule = (t: TFunction): FormRule => ({
  type: 'number',
  min: GUARANTEE_MIN,
  max: GUARANTEE_MAX,
  message: t('webmasters.messages.guaranteeRange'),
});

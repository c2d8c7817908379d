import type { FormItemProps } from 'antd';
import type { TFunction } from 'i18next';
import type { DateCheck } from './use-guarantee-date-check';

/** How a guarantee date field shows the date check (WEBM-26): validating, then a warning when taken. */
export function dateCheckItemProps(state: DateCheck, t: TFunction): Partial<FormItemProps> {
  if (state === 'checking') return { hasFeedback: true, validateStatus: 'validating' };
  if (state === 'exists') return { validateStatus: 'warning', help: t('webmasters.messages.alreadyCreated') };
  return {};
}

import type { RegionId } from '@umbrella/contract';

/**
 * Mobile numbers in each country's national plan, E.164 without spaces:
 * Peru +51 9XXXXXXXX, Chile +56 9XXXXXXXX, Colombia +57 3XXXXXXXXX, Mexico +52 <area>XXXXXXXX.
 */
const MOBILE_PATTERNS: Record<RegionId, { prefix: string; leads: readonly string[] }> = {
  'pe-central': { prefix: '+51', leads: ['9'] },
  'cl-central': { prefix: '+56', leads: ['9'] },
  'co-central': { prefix: '+57', leads: ['300', '310', '311', '312', '313', '315', '316', '320', '321', '350'] },
  'mx-central': { prefix: '+52', leads: ['55', '33', '81', '222', '442'] },
};

/** The full length of a national number per region, to validate generated ones. */
export const NATIONAL_LENGTH: Record<RegionId, number> = {
  'pe-central': 9,
  'cl-central': 9,
  'co-central': 10,
  'mx-central': 10,
};

export function demoPhone(regionId: RegionId, random: () => number = Math.random): string {
  const pattern = MOBILE_PATTERNS[regionId];
  const lead = pattern.leads[Math.floor(random() * pattern.leads.length)] ?? pattern.leads[0];
  const length = NATIONAL_LENGTH[regionId] - (lead?.length ?? 0);
  let rest = '';
  for (let i = 0; i < length; i++) rest += String(Math.floor(random() * 10));
  return `${pattern.prefix}${lead}${rest}`;
}

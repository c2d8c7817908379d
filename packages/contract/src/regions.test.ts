import { describe, expect, it } from 'vitest';
import { findRegion, REGIONS, regionCountry } from './regions.js';

describe('regions', () => {
  it.each([
    ['CONST-31 ADMIN-24', 'pe-central', 'Peru', '+51', 'PE', 'America/Lima'],
    ['CONST-32 ADMIN-25', 'cl-central', 'Chile', '+56', 'CL', 'America/Santiago'],
    ['CONST-33 ADMIN-26', 'mx-central', 'Mexico', '+52', 'MX', 'America/Mexico_City'],
    ['CONST-34 ADMIN-27', 'co-central', 'Colombia', '+57', 'CO', 'America/Bogota'],
  ])('%s region %s = %s, phone prefix %s', (_ids, id, name, phonePrefix, country, timezone) => {
    expect(findRegion(id)).toMatchObject({ id, name, phonePrefix, country, timezone });
    expect(regionCountry(id)).toBe(country);
  });

  it('ADMIN-28 a region has id, name and fullName', () => {
    for (const region of REGIONS) {
      expect(region.id).toMatch(/^[a-z]{2}-central$/);
      expect(region.name).not.toBe('');
      expect(region.fullName).toContain('Central');
    }
  });

  it('a region outside the four is not found', () => {
    expect(findRegion('ar-central')).toBeUndefined();
  });
});

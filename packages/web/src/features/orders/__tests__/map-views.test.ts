// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { regionView } from '../lib/map-defaults';

describe('where the map opens', () => {
  it('CONST-42 Chile and Peru open on their capital at zoom 10', () => {
    expect(regionView('cl-central')).toEqual({ center: { latitude: -33.4489, longitude: -70.6693 }, zoom: 10 });
    expect(regionView('pe-central')).toEqual({ center: { latitude: -12.0464, longitude: -77.0428 }, zoom: 10 });
  });

  it('CONST-43 Colombia opens on Bogotá at zoom 11', () => {
    expect(regionView('co-central')).toEqual({ center: { latitude: 4.711, longitude: -74.0721 }, zoom: 11 });
  });

  it('CONST-44 a region without a default opens on the whole world at zoom 2', () => {
    expect(regionView('ar-central')).toEqual({ center: { latitude: 0, longitude: 0 }, zoom: 2 });
  });
});

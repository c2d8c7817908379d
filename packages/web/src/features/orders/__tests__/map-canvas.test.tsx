import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MapCanvas from '../components/map-canvas';

const PROPS = {
  tileUrl: 'https://tiles.test/{z}/{x}/{y}.png',
  center: { latitude: -12.05, longitude: -77.04 },
  zoom: 5,
  coverage: [],
  label: 'Map',
  onPick: () => undefined,
};

/** The zoom levels of the tiles the map shows, read from their URLs. */
function tileZooms(container: HTMLElement): string[] {
  return [...container.querySelectorAll('img')].map((tile) => tile.getAttribute('src')?.split('/')[3] ?? '');
}

describe('the order map', () => {
  it('ONEW-71 OCONST-16 a chosen point is shown at zoom 15', () => {
    const { container, rerender } = render(<MapCanvas {...PROPS} marker={null} />);
    expect(new Set(tileZooms(container))).toEqual(new Set(['5']));
    rerender(<MapCanvas {...PROPS} marker={{ latitude: -12.1, longitude: -77.03 }} />);
    expect(new Set(tileZooms(container))).toEqual(new Set(['15']));
  });
});

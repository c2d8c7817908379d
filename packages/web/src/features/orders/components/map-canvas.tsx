import 'leaflet/dist/leaflet.css';
import type { CoverageFeature } from '@umbrella/contract';
import L, { type LeafletMouseEvent } from 'leaflet';
import { useEffect } from 'react';
import { GeoJSON, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { MapPoint } from '../lib/address-state';
import { COVERAGE_COLORS, SELECTION_ZOOM } from '../lib/map-defaults';

export type MapCanvasProps = {
  tileUrl: string;
  center: MapPoint;
  zoom: number;
  marker: MapPoint | null;
  coverage: CoverageFeature[];
  label: string;
  onPick: (point: MapPoint) => void;
};

/** A pin drawn with CSS: no marker images to fetch. */
const pin = L.divIcon({
  className: 'umbrella-map-pin',
  html: '<div style="width:18px;height:18px;border-radius:50% 50% 50% 0;background:#cf1322;border:2px solid #fff;transform:rotate(-45deg);box-shadow:0 0 3px #0006"></div>',
  iconSize: [18, 18],
  iconAnchor: [9, 18],
});

const toPoint = (latlng: L.LatLng): MapPoint => ({
  latitude: Number(latlng.lat.toFixed(6)),
  longitude: Number(latlng.lng.toFixed(6)),
});

function ClickToPick({ onPick }: { onPick: (point: MapPoint) => void }) {
  useMapEvents({ click: (event: LeafletMouseEvent) => onPick(toPoint(event.latlng)) });
  return null;
}

/** Follows the chosen point at zoom 15 (ONEW-71), or the area the selector centred on. */
function View({ center, zoom, marker }: { center: MapPoint; zoom: number; marker: MapPoint | null }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.latitude, center.longitude], zoom);
  }, [map, center, zoom]);
  useEffect(() => {
    if (marker) map.setView([marker.latitude, marker.longitude], SELECTION_ZOOM);
  }, [map, marker]);
  return null;
}

/** The Leaflet map of map mode: tiles from the site's URL, the marker, the coverage overlays (ONEW-68..73). */
export default function MapCanvas({ tileUrl, center, zoom, marker, coverage, label, onPick }: MapCanvasProps) {
  return (
    <div role="application" aria-label={label} data-testid="order-map">
      <MapContainer
        center={[center.latitude, center.longitude]}
        zoom={zoom}
        style={{ height: 360, width: '100%' }}
        attributionControl={false}
      >
        <TileLayer url={tileUrl} />
        {coverage.map((feature) => (
          <GeoJSON
            key={feature.id}
            data={feature}
            interactive={false}
            style={{ color: COVERAGE_COLORS[feature.properties.coverage], weight: 2, fillOpacity: 0.12 }}
          />
        ))}
        {marker && (
          <Marker
            position={[marker.latitude, marker.longitude]}
            icon={pin}
            draggable
            keyboard
            eventHandlers={{ dragend: (event) => onPick(toPoint((event.target as L.Marker).getLatLng())) }}
          />
        )}
        <ClickToPick onPick={onPick} />
        <View center={center} zoom={zoom} marker={marker} />
      </MapContainer>
    </div>
  );
}

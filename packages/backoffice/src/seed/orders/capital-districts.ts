/**
 * Districts of the capitals that `country-state-city` lists only as one city (Lima, Callao,
 * Bogotá): where most cash-on-delivery orders go, so the demo dictionary needs them one by one.
 * Coordinates are district centres (approximate, for the map and the nearest-address lookup).
 */
export type CapitalDistrict = { name: string; latitude: number; longitude: number };

export type CapitalArea = {
  country: 'PE' | 'CO';
  region: string;
  province: string;
  city: string;
  /** The country-state-city state this replaces (its single capital entry is skipped). */
  replacesState: string;
  districts: readonly CapitalDistrict[];
};

const d = (name: string, latitude: number, longitude: number): CapitalDistrict => ({ name, latitude, longitude });

export const CAPITAL_AREAS: readonly CapitalArea[] = [
  {
    country: 'PE',
    region: 'Lima',
    province: 'Lima',
    city: 'Lima',
    replacesState: 'LIM',
    districts: [
      d('Cercado de Lima', -12.0464, -77.0428),
      d('Miraflores', -12.1211, -77.0297),
      d('San Isidro', -12.0977, -77.0365),
      d('Santiago de Surco', -12.1459, -76.9916),
      d('San Borja', -12.1076, -76.9994),
      d('La Molina', -12.0797, -76.9407),
      d('Barranco', -12.1494, -77.0211),
      d('Jesús María', -12.0781, -77.0493),
      d('Lince', -12.0847, -77.0347),
      d('Magdalena del Mar', -12.0907, -77.0695),
      d('Pueblo Libre', -12.0744, -77.0628),
      d('San Miguel', -12.0775, -77.0903),
      d('Breña', -12.0594, -77.0503),
      d('La Victoria', -12.073, -77.0165),
      d('Surquillo', -12.1128, -77.0118),
      d('San Luis', -12.0756, -76.9945),
      d('Rímac', -12.0293, -77.0288),
      d('El Agustino', -12.045, -76.999),
      d('Santa Anita', -12.0433, -76.9706),
      d('Ate', -12.0259, -76.921),
      d('San Juan de Lurigancho', -11.9762, -77.003),
      d('San Juan de Miraflores', -12.157, -76.9703),
      d('Villa El Salvador', -12.213, -76.9366),
      d('Villa María del Triunfo', -12.1606, -76.939),
      d('Chorrillos', -12.1685, -77.0154),
      d('Comas', -11.935, -77.056),
      d('Los Olivos', -11.9692, -77.0727),
      d('San Martín de Porres', -12.0042, -77.0847),
      d('Independencia', -11.9936, -77.0542),
      d('Puente Piedra', -11.8655, -77.0764),
      d('Carabayllo', -11.85, -77.0333),
      d('Lurín', -12.2747, -76.87),
      d('Pachacámac', -12.2311, -76.8592),
      d('Chaclacayo', -11.9757, -76.7722),
      d('Cieneguilla', -12.1167, -76.8167),
      d('Lurigancho-Chosica', -11.9431, -76.7094),
    ],
  },
  {
    country: 'PE',
    region: 'Callao',
    province: 'Callao',
    city: 'Callao',
    replacesState: 'CAL',
    districts: [
      d('Callao', -12.0566, -77.1181),
      d('Bellavista', -12.0622, -77.1083),
      d('La Perla', -12.0697, -77.1167),
      d('La Punta', -12.0722, -77.1622),
      d('Carmen de la Legua Reynoso', -12.0436, -77.0917),
      d('Ventanilla', -11.8761, -77.1289),
      d('Mi Perú', -11.8542, -77.1256),
    ],
  },
  {
    country: 'CO',
    region: 'Bogotá D.C.',
    province: 'Bogotá D.C.',
    city: 'Bogotá',
    replacesState: 'DC',
    districts: [
      d('Usaquén', 4.7031, -74.0307),
      d('Chapinero', 4.6486, -74.0628),
      d('Santa Fe', 4.6097, -74.0697),
      d('San Cristóbal', 4.5706, -74.0856),
      d('Usme', 4.4792, -74.1264),
      d('Tunjuelito', 4.5869, -74.1333),
      d('Bosa', 4.6186, -74.1931),
      d('Kennedy', 4.6297, -74.1506),
      d('Fontibón', 4.6781, -74.1411),
      d('Engativá', 4.7069, -74.1119),
      d('Suba', 4.7411, -74.0836),
      d('Barrios Unidos', 4.6681, -74.0711),
      d('Teusaquillo', 4.6433, -74.0861),
      d('Los Mártires', 4.6061, -74.0889),
      d('Antonio Nariño', 4.5889, -74.1),
      d('Puente Aranda', 4.6203, -74.1125),
      d('La Candelaria', 4.5967, -74.0733),
      d('Rafael Uribe Uribe', 4.5725, -74.1153),
      d('Ciudad Bolívar', 4.5489, -74.1489),
    ],
  },
];

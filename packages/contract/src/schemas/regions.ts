import Type, { type Static } from 'typebox';

export const RegionDto = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    fullName: Type.String(),
    country: Type.String(),
    phonePrefix: Type.String(),
    timezone: Type.String(),
    currency: Type.String(),
  },
  { $id: 'Region' },
);
export type RegionDto = Static<typeof RegionDto>;

import type { DemoRole, Position, RegionId } from '@umbrella/contract';

/** Password of every demo account. */
export const DEMO_PASSWORD = 'umbrella';
export const DEMO_EMAIL_DOMAIN = 'umbrella.example';

export type DemoAccount = {
  username: string;
  name: string;
  surname: string;
  role: DemoRole;
  position: Position;
  regionIds: readonly RegionId[];
  /** Joins the sales groups of its regions (gives productsIds and webmasterIds). */
  inSalesGroups: boolean;
};

const ALL_REGIONS: readonly RegionId[] = ['pe-central', 'cl-central', 'co-central', 'mx-central'];

/** One account per job; the timezone is that of the account's first region. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'agent',
    name: 'Lucía',
    surname: 'Quispe Mamani',
    role: 'agent',
    position: 'Agent',
    regionIds: ['pe-central', 'cl-central'],
    inSalesGroups: true,
  },
  {
    username: 'agent2',
    name: 'Andrés',
    surname: 'Gómez Restrepo',
    role: 'agent',
    position: 'Agent',
    regionIds: ['co-central', 'mx-central'],
    inSalesGroups: true,
  },
  {
    username: 'manager',
    name: 'Mariana',
    surname: 'Rojas Vega',
    role: 'manager',
    position: 'MANAGER',
    regionIds: ALL_REGIONS,
    inSalesGroups: true,
  },
  {
    username: 'admin',
    name: 'Carlos',
    surname: 'Mendoza Paredes',
    role: 'admin',
    position: 'MANAGER',
    regionIds: ALL_REGIONS,
    inSalesGroups: true,
  },
  {
    username: 'finance',
    name: 'Valentina',
    surname: 'Soto Fuentes',
    role: 'finance',
    position: 'Agent',
    regionIds: ALL_REGIONS,
    inSalesGroups: false,
  },
  {
    username: 'support',
    name: 'Diego',
    surname: 'Hernández Luna',
    role: 'support',
    position: 'Agent',
    regionIds: ALL_REGIONS,
    inSalesGroups: false,
  },
  {
    username: 'delivery',
    name: 'Rosa',
    surname: 'Flores Castillo',
    role: 'delivery',
    position: 'Agent',
    regionIds: ALL_REGIONS,
    inSalesGroups: false,
  },
];

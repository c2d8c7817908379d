import { POSITIONS } from '@umbrella/contract';
import Type, { type Static } from 'typebox';

const Position = Type.Enum(POSITIONS);

/** One account as the agents list shows it. */
export const AgentDto = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    name: Type.String(),
    surname: Type.String(),
    position: Position,
    regionIds: Type.Array(Type.String()),
    blocked: Type.Boolean(),
  },
  { $id: 'Agent' },
);
export type AgentDto = Static<typeof AgentDto>;

export const AgentsQuery = Type.Object({
  regionIds: Type.Optional(
    Type.Array(Type.String(), { description: "narrows the list to these regions (only the caller's own count)" }),
  ),
  position: Type.Optional(Position),
  blocked: Type.Optional(Type.Boolean()),
});

export const AccountMapping = Type.Record(Type.String({ pattern: '^[0-9]+$' }), Type.String(), {
  $id: 'AccountMapping',
  description: 'account id → "Name Surname"',
});

/** Clock tolerance of the compare-time check, seconds (docs/decisions/0102-compare-time-tolerance.md). */
export const CLOCK_TOLERANCE_SECONDS = 60;

import Type, { type Static } from 'typebox';

/**
 * What an agent on a running shift is doing, as the wallboard counts them (decision 1421);
 * DIALLING is a call placed and not answered yet (decision 1822).
 */
export const AGENT_FLOOR_STATES = ['WAITING', 'DIALLING', 'ON_CALL', 'WRAP_UP', 'IDLE'] as const;
export type AgentFloorState = (typeof AGENT_FLOOR_STATES)[number];

/** The supervisor wallboard of the caller's regions (beyond the spec, decision 1421). */
export const Wallboard = Type.Object(
  {
    at: Type.String({ format: 'date-time' }),
    queue: Type.Array(
      Type.Object({
        regionId: Type.String(),
        productId: Type.Union([Type.Integer(), Type.Null()]),
        productName: Type.Union([Type.String(), Type.Null()]),
        taskType: Type.Union([Type.Literal('LEAD'), Type.Literal('CALL_BACK'), Type.Literal('RECALL')]),
        waiting: Type.Integer(),
      }),
    ),
    agents: Type.Object({
      WAITING: Type.Integer(),
      DIALLING: Type.Integer(),
      ON_CALL: Type.Integer(),
      WRAP_UP: Type.Integer(),
      IDLE: Type.Integer(),
    }),
    /** The agent grid: one row per agent of the regions on a running shift (decision 1799). */
    onShift: Type.Array(
      Type.Object({
        accountId: Type.Integer(),
        name: Type.String(),
        state: Type.Enum(AGENT_FLOOR_STATES),
        /** Since when the agent is in this state. */
        since: Type.String({ format: 'date-time' }),
        /** The lead of the task the agent holds, and its product. */
        leadId: Type.Union([Type.Integer(), Type.Null()]),
        productName: Type.Union([Type.String(), Type.Null()]),
        /** Calls and orders since midnight in the zone of each call's or order's region. */
        callsToday: Type.Integer(),
        ordersToday: Type.Integer(),
        groups: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
      }),
    ),
    lastHour: Type.Object({
      calls: Type.Integer(),
      answered: Type.Integer(),
      talkSeconds: Type.Integer(),
      outcomes: Type.Array(Type.Object({ status: Type.Integer(), leads: Type.Integer() })),
    }),
  },
  { $id: 'Wallboard' },
);
export type Wallboard = Static<typeof Wallboard>;

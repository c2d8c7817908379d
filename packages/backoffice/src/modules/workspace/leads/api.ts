/** The leads' paths (SHELL-27: base path /module/leads) and what their routes share. */
import Type from 'typebox';

export const LEADS_BASE = '/module/leads';
export const LEADS_API = '/module/leads/api/v1';

/** The agent's own lead work: whoever takes tasks. */
export const AGENT_WORK = { permission: ['task:current'] as const };

export const LEADS_TAGS = ['leads'];

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

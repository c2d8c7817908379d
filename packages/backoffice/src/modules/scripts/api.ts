/** Where the scripts' routes live, and what they share. */
import { Id } from '@umbrella/contract';
import Type from 'typebox';

export const SCRIPTS_BASE = '/module/scripts/api/v1/scripts';
export const VERSIONS_BASE = '/module/scripts/api/v1/script-versions';
export const EDIT = { permission: ['script:edit'] as const };
export const READ = { permission: ['task:current'] as const };
export const tags = ['scripts'];
export const params = Type.Object({ id: Id });

/** What the order desk's route files share: the permission to change an order, and a deletion's answers. */
import Type from 'typebox';
import { writeErrors } from './route-schemas.js';

export const ORDER_CHANGE = { permission: ['order:create:feature'] as const };
export const deleted = { 204: Type.Null({ description: 'Deleted' }), ...writeErrors };

/** GROUP-07: a group name is at most this long ('No longer than 50 symbols!'). */
export const GROUP_NAME_MAX = 50;

/**
 * The phone blacklist (spec 2 §3 "Blacklist entry", §7 "Blacklist"; BLACKLIST-01..12): numbers
 * that may produce no new lead and no new order. Phones are written in E.164 with one of the
 * regions' country codes, the form every lead and order phone already has.
 */
import Type, { type Static } from 'typebox';
import { ORDER_PHONE_PATTERN } from './orders.js';

/** A blacklist page holds 20 entries (BLACKLIST-03). */
export const BLACKLIST_PAGE_SIZE = 20;
/** The comment of a blocked client, at most this long (BLACKLIST-07). */
export const BLACKLIST_COMMENT_MAX = 80;
/** A phone search is empty or longer than 3 characters (BLACKLIST-04). */
export const BLACKLIST_SEARCH_MIN = 4;
/** Digits, an optional leading + and spaces: what the search box takes. */
export const BLACKLIST_SEARCH_PATTERN = '^\\+?[0-9 ]*$';

export const BlacklistEntry = Type.Object(
  {
    id: Type.Integer(),
    phone: Type.String(),
    /** ISO instant; the screen shows it in UTC (BLACKLIST-03). */
    created: Type.String({ format: 'date-time' }),
    author: Type.Union([Type.String(), Type.Null()]),
    comment: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'BlacklistEntry' },
);
export type BlacklistEntry = Static<typeof BlacklistEntry>;

export const BlacklistPageBody = Type.Object(
  {
    /** Zero-based page number. */
    page: Type.Integer({ minimum: 0, maximum: 100_000 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100 }),
    /** Part of a phone: empty for all entries, else at least 4 characters. */
    phone: Type.Optional(Type.String({ maxLength: 20, pattern: BLACKLIST_SEARCH_PATTERN })),
  },
  { $id: 'BlacklistPageBody' },
);
export type BlacklistPageBody = Static<typeof BlacklistPageBody>;

export const BlacklistPage = Type.Object(
  { leads: Type.Array(BlacklistEntry), totalSize: Type.Integer() },
  { $id: 'BlacklistPage' },
);
export type BlacklistPage = Static<typeof BlacklistPage>;

export const BlacklistAddBody = Type.Object(
  {
    phone: Type.String({ pattern: ORDER_PHONE_PATTERN }),
    comment: Type.Optional(Type.String({ maxLength: BLACKLIST_COMMENT_MAX })),
  },
  { $id: 'BlacklistAddBody' },
);
export type BlacklistAddBody = Static<typeof BlacklistAddBody>;

/** The reason a blacklisted phone's new lead or order is refused (400 naming `phone`). */
export const BLACKLISTED_PHONE_MESSAGE = 'This phone number is blacklisted';

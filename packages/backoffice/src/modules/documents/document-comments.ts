/**
 * A document's comments and the per-reader unread counters, which reset when the reader reads
 * the comments.
 */
import type { DocumentComment } from '@umbrella/contract';
import { invalid } from '../../platform/http-error.js';
import { type DocCaller, type DocumentAccess, iso, plain } from './document-access.js';
import * as repo from './repo.js';

export function createDocumentComments({ db, people, found }: DocumentAccess) {
  /** The comments, oldest first; reading them resets the reader's unread count (DOC-30). */
  async function comments(caller: DocCaller, documentId: number): Promise<DocumentComment[]> {
    await found(caller, documentId);
    const rows = await repo.listComments(db, people, documentId);
    const last = rows.at(-1);
    if (last) await repo.markRead(db, documentId, caller.accountId, last.id);
    return rows.map((r) => ({
      id: r.id,
      documentId: r.document_id,
      text: r.text,
      created: iso(r.created_at),
      account: { id: r.a_id, name: r.name, surname: r.surname },
    }));
  }

  return {
    comments,

    async addComment(caller: DocCaller, documentId: number, text: string): Promise<DocumentComment> {
      await found(caller, documentId);
      const clean = plain(text);
      if (!clean) throw invalid('text', 'must not be empty');
      const id = await repo.insertComment(db, documentId, caller.accountId, clean);
      await repo.markRead(db, documentId, caller.accountId, id);
      const comment = (await comments(caller, documentId)).find((c) => c.id === id);
      return comment as DocumentComment;
    },

    unread: async (caller: DocCaller, documentId: number) => ({
      unreadComments: Number((await found(caller, documentId)).unread ?? 0),
    }),
    unreadTotal: async (caller: DocCaller) => ({
      unreadComments: await repo.totalUnread(db, caller.accountId, caller.regionIds),
    }),
  };
}

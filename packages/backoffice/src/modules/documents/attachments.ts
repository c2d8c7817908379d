/**
 * Documents' attachments (DOC-24..26, DOC-31, decision 1211): a signed upload URL for a region of
 * the caller, the bytes PUT to it (an image or a PDF by content, at most 10 MB), then registered
 * on a document the caller may see. Lists and downloads hand out short-lived signed links, and
 * only to those who may see the document; each attachment added or removed is a recorded change.
 */
import { randomUUID } from 'node:crypto';
import { ATTACHMENT_TYPES, type DocumentAttachment } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import type { Caller } from '../../platform/caller.js';
import { type FileStore, sniffContentType } from '../../platform/file-store/index.js';
import { conflict, forbidden, invalid, notFound } from '../../platform/http-error.js';
import { accountNames } from '../accounts/index.js';
import * as repo from './repo.js';

type DocCaller = Pick<Caller, 'accountId' | 'regionIds'>;

/** How long a signed upload or download link stays valid (seconds). */
const UPLOAD_LINK_SECONDS = 15 * 60;
const DOWNLOAD_LINK_SECONDS = 5 * 60;
/** `documents/<region>/a<uploader>-<uuid>`: the region and the uploader are read back from it. */
const PATH = /^documents\/([a-z0-9-]{1,40})\/a(\d{1,10})-[0-9a-f-]{36}$/;

const allowed = (type: string | undefined): type is (typeof ATTACHMENT_TYPES)[number] =>
  (ATTACHMENT_TYPES as readonly (string | undefined)[]).includes(type);
const TYPES_MESSAGE = 'must be a PDF or an image (JPEG, PNG, GIF, WebP)';

export function createAttachmentService({ db: appDb, files }: { db: Kysely<Database>; files: FileStore }) {
  const db = ownTables(appDb, 'documents');
  const people = accountNames(appDb);
  async function visibleDocument(caller: DocCaller, documentId: number) {
    const row = await repo.findDocument(db, people, documentId, caller.accountId, caller.regionIds);
    if (!row) throw notFound({ key: 'notFoundDocument', values: { id: documentId } });
    return row;
  }

  function toDto(row: repo.AttachmentRow): DocumentAttachment {
    return {
      id: row.id,
      documentId: row.document_id,
      path: row.path,
      mediaType: row.media_type,
      name: row.name,
      url: files.signedUrl(row.path, 'GET', DOWNLOAD_LINK_SECONDS),
      size: row.size,
      created: new Date(row.created_at).toISOString(),
      createdBy: { id: row.a_id, name: row.a_name, surname: row.a_surname },
    };
  }

  return {
    /** Step 1 (DOC-25): where to PUT a file for a document of one of the caller's regions. */
    requestUrl(caller: DocCaller, regionId: string, contentType: string) {
      if (!caller.regionIds.includes(regionId)) throw invalid('regionId', 'is not one of your regions');
      if (!allowed(contentType.split(';')[0]?.trim().toLowerCase())) throw invalid('contentType', TYPES_MESSAGE);
      const path = `documents/${regionId}/a${caller.accountId}-${randomUUID()}`;
      return { path, url: files.signedUrl(path, 'PUT', UPLOAD_LINK_SECONDS) };
    },

    /** Step 2: the bytes behind a signed PUT, checked by content; a registered file is never replaced. */
    async receive(path: string, data: Buffer) {
      if (!PATH.test(path)) throw notFound('No such upload');
      if (await repo.findAttachmentByPath(db, path)) throw conflict('This upload link was already used');
      const mediaType = sniffContentType(data);
      if (!allowed(mediaType)) throw invalid('file', TYPES_MESSAGE);
      await files.put(path, data);
      return { path, mediaType, size: data.length };
    },

    /** Step 3: the uploaded file becomes an attachment of a document of the same region. */
    async register(
      caller: DocCaller,
      body: { documentId: number; path: string; mediaType: string; name: string },
    ): Promise<DocumentAttachment> {
      const document = await visibleDocument(caller, body.documentId);
      const match = PATH.exec(body.path);
      if (!match || Number(match[2]) !== caller.accountId) throw invalid('path', 'is not an upload of yours');
      if (match[1] !== document.region_id) throw invalid('path', "was uploaded for another region than the document's");
      const file = await files.get(body.path);
      if (!file) throw invalid('path', 'has no uploaded file');
      const mediaType = sniffContentType(file.data);
      if (!mediaType || mediaType !== body.mediaType.split(';')[0]?.trim().toLowerCase()) {
        throw invalid(
          'mediaType',
          mediaType
            ? { key: 'mediaTypeMismatch', values: { type: mediaType } }
            : 'does not match the file, which is of an unknown type',
        );
      }
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
      const name = body.name.trim().replace(/[\\/\u0000-\u001f\u007f]/g, '_') || 'file';
      const id = await db.transaction().execute(async (trx) => {
        if (await repo.findAttachmentByPath(trx, body.path)) throw conflict('This file is already attached');
        const attachmentId = await repo.insertAttachment(trx, {
          document_id: document.id,
          path: body.path,
          media_type: mediaType,
          name,
          size: file.size,
          created_by: caller.accountId,
        });
        await repo.recordChange(trx, document.id, caller.accountId, 'attachment', null, name);
        return attachmentId;
      });
      return toDto((await repo.findAttachment(db, people, id)) as repo.AttachmentRow);
    },

    async list(caller: DocCaller, documentId: number): Promise<DocumentAttachment[]> {
      await visibleDocument(caller, documentId);
      return (await repo.listAttachments(db, people, documentId)).map(toDto);
    },

    /** One attachment by its path, with a fresh download link (GET /attachments/get?path). */
    async byPath(caller: DocCaller, path: string): Promise<DocumentAttachment> {
      const row = await repo.findAttachmentByPath(db, path);
      if (!row) throw notFound('No such attachment');
      await visibleDocument(caller, row.document_id).catch(() => {
        throw notFound('No such attachment');
      });
      return toDto((await repo.findAttachment(db, people, row.id)) as repo.AttachmentRow);
    },

    /** Removes an attachment: its uploader or the document's people (creator, assignee, report-to). */
    async remove(caller: DocCaller, id: number): Promise<void> {
      const row = await repo.findAttachment(db, people, id);
      if (!row) throw notFound({ key: 'notFoundAttachment', values: { id } });
      const document = await visibleDocument(caller, row.document_id).catch(() => {
        throw notFound({ key: 'notFoundAttachment', values: { id } });
      });
      const allowed = [row.created_by, document.created_by, document.assigned_id, document.report_to_id];
      if (!allowed.includes(caller.accountId)) {
        throw forbidden("Only the uploader or the document's people can remove an attachment");
      }
      await db.transaction().execute(async (trx) => {
        await repo.deleteAttachment(trx, id);
        await repo.recordChange(trx, document.id, caller.accountId, 'attachment', row.name, null);
      });
      await files.delete(row.path);
    },

    /** The file behind a signed download link, with the name it was attached under. */
    async download(path: string) {
      const row = await repo.findAttachmentByPath(db, path);
      const file = row ? await files.get(path) : undefined;
      if (!row || !file) throw notFound('No such file');
      return { data: file.data, mediaType: row.media_type, name: row.name };
    },
  };
}

export type AttachmentService = ReturnType<typeof createAttachmentService>;

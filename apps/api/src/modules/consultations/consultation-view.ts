import type { Consultation, ConsultationPost, ConsultationRow } from '@portal/contracts/consultation';
import type { StoredDocument } from '@portal/contracts/vendor-application';
import type { CaseRow, PostRow, StoredFileRow } from './consultations.repository';

function toDocument(file: StoredFileRow): StoredDocument {
  return {
    id: file.id,
    fileName: file.fileName,
    // Only detected, allowed types are ever stored (see consultations.service.ts).
    contentType: file.contentType as StoredDocument['contentType'],
    size: file.size,
    createdTime: file.createdAt.toISOString(),
  };
}

export function toConsultationRow(row: CaseRow, viewerId: string): ConsultationRow {
  return {
    id: row.id,
    subject: row.subject,
    state: row.state,
    askerName: row.askerName,
    isMine: row.askerId === viewerId,
    postCount: row.postCount,
    lastPostTime: row.lastPostAt.toISOString(),
    createdTime: row.createdAt.toISOString(),
    closedTime: row.closedAt ? row.closedAt.toISOString() : null,
  };
}

export function toConsultationPost(post: PostRow): ConsultationPost {
  return {
    id: post.id,
    authorName: post.authorName ?? '',
    fromAssociation: post.fromAssociation,
    content: post.content,
    file: post.file ? toDocument(post.file) : null,
    createdTime: post.createdAt.toISOString(),
  };
}

export function toConsultation(
  row: CaseRow,
  posts: PostRow[],
  viewer: { userId: string; canHandle: boolean },
): Consultation {
  const mayAct = row.askerId === viewer.userId || viewer.canHandle;
  return {
    ...toConsultationRow(row, viewer.userId),
    posts: posts.map(toConsultationPost),
    canPost: mayAct && row.state !== 'closed',
    canClose: mayAct && row.state !== 'closed',
  };
}

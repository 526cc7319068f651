import { z } from 'zod';
import { listKeywordSchema, listQuerySchema, listResponseSchema } from './list';
import { payloadOf } from './product';
import { lineText, multilineText } from './text';
import { documentMaxBytes, documentSchema, documentTypes } from './vendor-application';

/**
 * Consultations (`Consultation`, spec §7): a member or vendor asks the association a question; staff
 * holding `consultations:handle` answer in the same case. A post by staff makes the case `answered`, a
 * post by the asker makes it `open` again; a `closed` case takes no posts. Every answer is wrapped in
 * `{ payload }`, as the spec's client reads it. Posts are multipart forms (`content`, an optional
 * `file`), so their fields are checked by these schemas after the form is read.
 */

export const consultationStates = ['open', 'answered', 'closed'] as const;
export const consultationStateSchema = z.enum(consultationStates);
export type ConsultationState = z.infer<typeof consultationStateSchema>;

export const consultationSubjectMaxLength = 200;
export const consultationContentMaxLength = 5000;
/** An attached file: the supporting documents' types and size (PDF, PNG, JPEG, WebP; 10 MB). */
export const consultationFileMaxBytes = documentMaxBytes;
export const consultationFileTypes = documentTypes;

const content = multilineText(consultationContentMaxLength, 1);

/** `PUT /Consultation` (multipart): the form's text fields; `file` is the optional file part. */
export const consultationOpenFieldsSchema = z.strictObject({
  subject: lineText(consultationSubjectMaxLength, 1),
  content,
});
export type ConsultationOpenFields = z.input<typeof consultationOpenFieldsSchema>;

/** `POST /Consultation/{id}` (multipart): the reply's text; `file` is the optional file part. */
export const consultationPostFieldsSchema = z.strictObject({ content });
export type ConsultationPostFields = z.input<typeof consultationPostFieldsSchema>;

export const consultationIdParamsSchema = z.object({ id: z.uuid() });
export const consultationFileParamsSchema = z.object({ id: z.uuid(), fileId: z.uuid() });

export const consultationSortFields = ['lastPostTime', 'createdTime', 'state'] as const;

/**
 * `GET /Consultation`: the caller's own cases; staff holding consultations:handle see every case
 * (`mine: true` narrows them to their own questions).
 */
export const consultationListQuerySchema = listQuerySchema({
  filters: {
    keyword: listKeywordSchema,
    state: consultationStateSchema,
    mine: z.boolean(),
  },
  sortable: consultationSortFields,
});
export type ConsultationListQuery = z.input<typeof consultationListQuerySchema>;

export const consultationRowSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  state: consultationStateSchema,
  askerName: z.string(),
  /** Whether the caller asked it (staff see others' cases too). */
  isMine: z.boolean(),
  postCount: z.number().int(),
  lastPostTime: z.iso.datetime(),
  createdTime: z.iso.datetime(),
  closedTime: z.iso.datetime().nullable(),
});
export type ConsultationRow = z.infer<typeof consultationRowSchema>;

export const consultationPostSchema = z.object({
  id: z.uuid(),
  authorName: z.string(),
  /** Written by the association (a member of staff answering), not by the asker. */
  fromAssociation: z.boolean(),
  content: z.string(),
  file: documentSchema.nullable(),
  createdTime: z.iso.datetime(),
});
export type ConsultationPost = z.infer<typeof consultationPostSchema>;

export const consultationSchema = consultationRowSchema.extend({
  posts: z.array(consultationPostSchema),
  /** What the caller may do now (the server checks again). */
  canPost: z.boolean(),
  canClose: z.boolean(),
});
export type Consultation = z.infer<typeof consultationSchema>;

export const consultationListSchema = listResponseSchema(consultationRowSchema);
export type ConsultationList = z.infer<typeof consultationListSchema>;

export const consultationPayloadSchema = payloadOf(consultationSchema);
export const consultationListPayloadSchema = payloadOf(consultationListSchema);

import { z } from 'zod';
import { objectId } from '../common/fields';
import {
  blankMeansAbsent,
  paginationFields,
  paginationParams,
  sortParam,
} from '../common/query-params';

/**
 * How long a file that a write let go of (a replaced photo, a deleted resource's file) is kept
 * while nothing links to it, so that restoring the item from the Activity log finds its file
 * again. After that it is removed (its `removalDue`).
 */
export const RELEASED_FILE_RETENTION_DAYS = 30;

/** A stored upload, as POST /uploads answers it: `url` is where anyone reads it. */
export const uploadedFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number(),
});

export const uploadAnswerSchema = z.object({ file: uploadedFileSchema });

export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** The kinds of file an upload may be (the media library filters by them). */
export const FILE_KINDS = ['image', 'document', 'archive', 'video'] as const;
export const fileKindSchema = z.enum(FILE_KINDS, {
  error: `Type must be one of ${FILE_KINDS.join(', ')}.`,
});

/** One place a stored file is linked from: which item, and how a person names it. */
export const fileUseSchema = z.object({
  /** The collection's slug ('course-v2', 'team-member', 'site-settings'…). */
  entity: z.string(),
  id: z.string(),
  /** 'Course (v2): IB Physics HL', 'Site settings' — what the media library shows. */
  label: z.string(),
});

/**
 * A stored file as the media library lists it (resized copies are not listed: they belong to
 * their original). `usedBy` empty means unused: it may be deleted, and a file that a write let
 * go of is removed on its own at `removalDue`.
 */
export const storedFileSchema = z.object({
  _id: objectId,
  url: z.string(),
  filename: z.string(),
  contentType: z.string(),
  kind: fileKindSchema,
  size: z.number().int().min(0),
  createdAt: z.string(),
  usedBy: z.array(fileUseSchema),
  removalDue: z.string().optional(),
});

/**
 * GET /files (admins): page, limit, a search over the file name, one kind of file, and the
 * order (newest first unless said otherwise; createdAt is the upload date).
 */
export const filesQuerySchema = z.strictObject({
  ...paginationParams,
  q: blankMeansAbsent(z.string().max(200, 'Search must be at most 200 characters.')),
  type: blankMeansAbsent(fileKindSchema),
  sort: sortParam(['createdAt', 'filename', 'size'] as const, '-createdAt'),
});

/** The answer of GET /files: one page of files, newest first, and the total selected. */
export const filesListSchema = z.object({
  files: z.array(storedFileSchema),
  ...paginationFields,
});

export type FileKind = z.infer<typeof fileKindSchema>;
export type FileUse = z.infer<typeof fileUseSchema>;
export type StoredFile = z.infer<typeof storedFileSchema>;
export type FilesQuery = z.output<typeof filesQuerySchema>;
export type FilesQueryInput = z.input<typeof filesQuerySchema>;
export type FilesList = z.infer<typeof filesListSchema>;

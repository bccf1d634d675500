import { z } from 'zod';
import {
  aboutContentInputSchema,
  aboutContentSchema,
  auditListSchema,
  auditQuerySchema,
  authResponseSchema,
  contactMessageFilterSchema,
  contactMessageInputSchema,
  contactMessageListSchema,
  contactMessageQuerySchema,
  contactMessageSchema,
  contactMessageUpdateSchema,
  courseDetailInputSchema,
  courseDetailSchema,
  courseV1InputSchema,
  courseV1Schema,
  courseV2InputSchema,
  courseV2Schema,
  loginInputSchema,
  registerInputSchema,
  resourceInputSchema,
  resourceSchema,
  teamMemberInputSchema,
  teamMemberSchema,
  testimonyInputSchema,
  publicContactMessageSchema,
  testimonySchema,
  userSchema,
} from '@tutoring/shared';

export type Access = 'public' | 'user' | 'admin';

export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path with {param} placeholders, relative to /api. */
  path: string;
  summary: string;
  access: Access;
  body?: z.ZodType;
  /** The query-string parameters: an object schema, each key one parameter. */
  query?: z.ZodType;
  /** Success status and the shape of its JSON body; `file` for binary answers. */
  status: number;
  response?: z.ZodType | 'file' | 'xlsx' | 'html';
  /** Served at the site's root rather than under /api (the share pages). */
  outsideApi?: true;
}

const list = <T extends z.ZodType>(key: string, item: T) => z.object({ [key]: z.array(item) });
const one = <T extends z.ZodType>(key: string, item: T) => z.object({ [key]: item });
const uploadedFile = one(
  'file',
  z.object({ id: z.string(), url: z.string(), contentType: z.string(), size: z.number() }),
);

/** A CRUD family: list, read, create, update, delete. */
function crud(
  path: string,
  name: string,
  listKey: string,
  itemKey: string,
  input: z.ZodType,
  read: z.ZodType,
): RouteDoc[] {
  return [
    {
      method: 'get',
      path,
      summary: `List ${name}`,
      access: 'public',
      status: 200,
      response: list(listKey, read),
    },
    {
      method: 'post',
      path,
      summary: `Create a ${name}`,
      access: 'admin',
      body: input,
      status: 201,
      response: one(itemKey, read),
    },
    {
      method: 'put',
      path: `${path}/{id}`,
      summary: `Replace a ${name}`,
      access: 'admin',
      body: input,
      status: 200,
      response: one(itemKey, read),
    },
    {
      method: 'delete',
      path: `${path}/{id}`,
      summary: `Delete a ${name}`,
      access: 'admin',
      status: 204,
    },
  ];
}

/** Every route of CONTRACT.md section 4; the document is generated from this and the shared schemas. */
export const ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'post',
    path: '/auth/login',
    summary: 'Sign in',
    access: 'public',
    body: loginInputSchema,
    status: 200,
    response: authResponseSchema,
  },
  {
    method: 'post',
    path: '/auth/register',
    summary: 'Create an account (role user)',
    access: 'public',
    body: registerInputSchema,
    status: 201,
    response: authResponseSchema,
  },
  {
    method: 'get',
    path: '/auth/me',
    summary: 'The signed-in user',
    access: 'user',
    status: 200,
    response: one('user', userSchema),
  },
  ...crud('/courses', 'course (v1)', 'courses', 'course', courseV1InputSchema, courseV1Schema),
  {
    method: 'get',
    path: '/courses/{id}',
    summary: 'Read a course (v1)',
    access: 'public',
    status: 200,
    response: one('course', courseV1Schema),
  },
  {
    method: 'get',
    path: '/courses/subscribed',
    summary: 'Courses the signed-in user is enrolled in',
    access: 'user',
    status: 200,
    response: list('courses', courseV1Schema),
  },
  {
    method: 'get',
    path: '/courses/{id}/details',
    summary: 'Read the details of a course',
    access: 'public',
    status: 200,
    response: one('courseDetail', courseDetailSchema),
  },
  {
    method: 'post',
    path: '/courses/{id}/details',
    summary: 'Create the details of a course',
    access: 'admin',
    body: courseDetailInputSchema,
    status: 201,
    response: one('courseDetail', courseDetailSchema),
  },
  {
    method: 'put',
    path: '/courses/{id}/details',
    summary: 'Replace the details of a course',
    access: 'admin',
    body: courseDetailInputSchema,
    status: 200,
    response: one('courseDetail', courseDetailSchema),
  },
  {
    method: 'delete',
    path: '/courses/{id}/details',
    summary: 'Delete the details of a course',
    access: 'admin',
    status: 204,
  },
  ...crud('/coursesv2', 'course (v2)', 'courses', 'course', courseV2InputSchema, courseV2Schema),
  {
    method: 'get',
    path: '/coursesv2/{id}',
    summary: 'Read a course (v2); drafts only for admins',
    access: 'public',
    status: 200,
    response: one('course', courseV2Schema),
  },
  {
    method: 'get',
    path: '/coursesv2/by-exam/{examType}',
    summary: 'Courses (v2) of one exam type',
    access: 'public',
    status: 200,
    response: list('courses', courseV2Schema),
  },
  ...crud('/resources', 'resource', 'resources', 'resource', resourceInputSchema, resourceSchema),
  {
    method: 'get',
    path: '/resources/{id}',
    summary: 'Read a resource',
    access: 'public',
    status: 200,
    response: one('resource', resourceSchema),
  },
  ...crud('/team', 'team member', 'members', 'member', teamMemberInputSchema, teamMemberSchema),
  ...crud(
    '/testimonies',
    'testimony',
    'testimonies',
    'testimony',
    testimonyInputSchema,
    testimonySchema,
  ),
  {
    method: 'get',
    path: '/content/about-us',
    summary: 'About Us history and values',
    access: 'public',
    status: 200,
    response: one('about', aboutContentSchema),
  },
  {
    method: 'put',
    path: '/content/about-us',
    summary: 'Replace About Us',
    access: 'admin',
    body: aboutContentInputSchema,
    status: 200,
    response: one('about', aboutContentSchema),
  },
  {
    method: 'post',
    path: '/contact',
    summary:
      'Send a contact message (website: honeypot, elapsedMs: time to fill; suspected spam is kept as status spam and answered the same)',
    access: 'public',
    body: contactMessageInputSchema,
    status: 201,
    response: one('contactMessage', publicContactMessageSchema),
  },
  {
    method: 'get',
    path: '/contact',
    summary: 'Contact messages, newest first, filtered and paginated (no status: all but spam)',
    access: 'admin',
    query: contactMessageQuerySchema,
    status: 200,
    response: contactMessageListSchema,
  },
  {
    method: 'patch',
    path: '/contact/{id}',
    summary: 'Change the status or notes of a message',
    access: 'admin',
    body: contactMessageUpdateSchema,
    status: 200,
    response: one('contactMessage', contactMessageSchema),
  },
  {
    method: 'get',
    path: '/contact/export',
    summary: 'Contact messages as an Excel file (the list filters; no status: all but spam)',
    access: 'admin',
    query: contactMessageFilterSchema,
    status: 200,
    response: 'xlsx',
  },
  {
    method: 'get',
    path: '/stats',
    summary: 'Counts for the admin dashboard',
    access: 'admin',
    status: 200,
    response: z.object({ stats: z.record(z.string(), z.number()) }),
  },
  {
    method: 'get',
    path: '/audit',
    summary: 'The audit trail of admin writes, newest first, paginated',
    access: 'admin',
    query: auditQuerySchema,
    status: 200,
    response: auditListSchema,
  },
  {
    method: 'post',
    path: '/uploads',
    summary: 'Upload a file (multipart field "file")',
    access: 'admin',
    status: 201,
    response: uploadedFile,
  },
  {
    method: 'get',
    path: '/files/{id}',
    summary: 'Download a stored file',
    access: 'public',
    status: 200,
    response: 'file',
  },
  {
    method: 'get',
    path: '/health',
    summary: 'Liveness',
    access: 'public',
    status: 200,
    response: z.object({ status: z.string() }),
  },
  {
    method: 'get',
    path: '/ready',
    summary: 'Readiness: the database answers',
    access: 'public',
    status: 200,
    response: z.object({ status: z.string() }),
  },
  { method: 'get', path: '/openapi.json', summary: 'This document', access: 'public', status: 200 },
  {
    method: 'get',
    path: '/docs',
    summary: 'A page to read this document',
    access: 'public',
    status: 200,
  },
  {
    method: 'get',
    path: '/share/coursesv2/{id}',
    summary:
      'Link preview of a published course (Open Graph, Twitter card, schema.org Course JSON-LD), leading on to /#/coursesv2/{id}',
    access: 'public',
    status: 200,
    response: 'html',
    outsideApi: true,
  },
];

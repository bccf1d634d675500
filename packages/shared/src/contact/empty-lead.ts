/**
 * A lead's fields (contact.schema.ts, leadFieldsSchema) before anyone types: where the contact
 * form and the booking form start. Plain data, so a page shows its form without loading zod
 * (its validation loads when the visitor moves into the form); a test holds it to the schema.
 */
export const EMPTY_LEAD = { name: '', course: '', mobile: '', email: '', message: '' } as const;

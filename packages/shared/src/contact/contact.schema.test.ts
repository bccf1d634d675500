import { describe, expect, it } from 'vitest';
import { CONTACT_STATUSES } from '../constants';
import { emptyInputOf } from '../common/input-values';
import {
  contactMessageInputSchema,
  contactMessageUpdateSchema,
  leadFieldsSchema,
} from './contact.schema';
import { EMPTY_LEAD } from './empty-lead';

const valid = { name: 'Rahul', course: 'JEE Physics' };

function messagesFor(input: unknown, field: string): string[] {
  const result = contactMessageInputSchema.safeParse(input);
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe('contactMessageInputSchema: required fields', () => {
  it('when name and course are given, then mobile, email and message default to empty', () => {
    expect(contactMessageInputSchema.parse(valid)).toEqual({
      ...valid,
      mobile: '',
      email: '',
      message: '',
    });
  });

  it.each([undefined, null, '', '   '])('when the name is %j, then "Name is required."', (name) => {
    expect(messagesFor({ ...valid, name }, 'name')).toEqual(['Name is required.']);
  });

  it.each([undefined, null, '', '   '])(
    'when the course is %j, then "Course is required."',
    (course) => {
      expect(messagesFor({ ...valid, course }, 'course')).toEqual(['Course is required.']);
    },
  );

  it('when name and course have surrounding spaces, then they are trimmed', () => {
    const message = contactMessageInputSchema.parse({ name: '  Rahul ', course: ' SAT ' });
    expect(message).toMatchObject({ name: 'Rahul', course: 'SAT' });
  });
});

describe('contactMessageInputSchema: optional contact details', () => {
  it.each(['+91 98765 43210', '(020) 7946-0958', '(555) 123-4567', '555.123.4567', '9876543210'])(
    'when the mobile is %s, then it is accepted',
    (mobile) => {
      expect(contactMessageInputSchema.parse({ ...valid, mobile }).mobile).toBe(mobile);
    },
  );

  it.each(['12345', 'call me', '+91-abc-1234'])(
    'when the mobile is %j, then "Enter a valid phone number."',
    (mobile) => {
      expect(messagesFor({ ...valid, mobile }, 'mobile')).toEqual(['Enter a valid phone number.']);
    },
  );

  it.each(['', '   '])('when the mobile is %j, then it is accepted as empty', (mobile) => {
    expect(contactMessageInputSchema.parse({ ...valid, mobile }).mobile).toBe('');
  });

  it('when the email is valid, then it is accepted', () => {
    const email = 'parent@example.com';
    expect(contactMessageInputSchema.parse({ ...valid, email }).email).toBe(email);
  });

  it('when the email has surrounding spaces, then it is trimmed and accepted', () => {
    const message = contactMessageInputSchema.parse({ ...valid, email: ' parent@example.com ' });
    expect(message.email).toBe('parent@example.com');
  });

  it.each(['', '  '])('when the email is %j, then it is accepted as empty', (email) => {
    expect(contactMessageInputSchema.parse({ ...valid, email }).email).toBe('');
  });

  it.each(['parent', 'parent@', 'a b@example.com'])(
    'when the email is %j, then "Enter a valid e-mail address."',
    (email) => {
      expect(messagesFor({ ...valid, email }, 'email')).toEqual(['Enter a valid e-mail address.']);
    },
  );

  it('when a message is given, then it is kept', () => {
    const input = { ...valid, message: 'Demo class on Saturday?' };
    expect(contactMessageInputSchema.parse(input).message).toBe('Demo class on Saturday?');
  });

  it('when the form sends a status, then it is refused (staff set it)', () => {
    expect(contactMessageInputSchema.safeParse({ ...valid, status: 'enrolled' }).success).toBe(
      false,
    );
  });
});

describe('contactMessageUpdateSchema', () => {
  it.each([...CONTACT_STATUSES])('when the status is %s, then it is accepted', (status) => {
    expect(contactMessageUpdateSchema.parse({ status })).toEqual({ status });
  });

  it('when the statuses are listed, then they are the six of the contract', () => {
    expect(CONTACT_STATUSES).toEqual(
      'new contacted demo-scheduled enrolled closed spam'.split(' '),
    );
  });

  it('when the status is unknown, then the message names the allowed ones', () => {
    const result = contactMessageUpdateSchema.safeParse({ status: 'won' });
    expect(result.error?.issues[0]?.message).toBe(
      'Status must be one of new, contacted, demo-scheduled, enrolled, closed, spam.',
    );
  });

  it('when only notes are sent, then they are accepted', () => {
    expect(contactMessageUpdateSchema.parse({ notes: 'Called back' })).toEqual({
      notes: 'Called back',
    });
  });

  it('when neither status nor notes is sent, then "Nothing to change."', () => {
    const result = contactMessageUpdateSchema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Nothing to change.']);
  });

  it('when another field is sent, then it is refused', () => {
    expect(contactMessageUpdateSchema.safeParse({ name: 'X' }).success).toBe(false);
  });
});

describe('the empty lead', () => {
  it('when the lead fields start empty, then they are exactly the schema’s fields at their defaults', () => {
    expect(emptyInputOf(leadFieldsSchema)).toEqual(EMPTY_LEAD);
  });
});

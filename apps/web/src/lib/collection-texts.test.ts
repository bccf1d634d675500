import {
  courseV1Facts,
  courseV2Facts,
  defineCollectionFacts,
  resourceFacts,
  teamMemberFacts,
  testimonyFacts,
} from '@tutoring/shared';
import { describe, expect, it } from 'vitest';
import { adminListSpecOf } from './admin-list';
import { adminScreenTextsOf } from './admin-screen-texts';
import { deleteQuestion } from './collection-writes';

// A collection no other file knows: every word of its admin screen comes from its labels.
const noteFacts = defineCollectionFacts({
  slug: 'note',
  label: 'study note',
  labels: { singular: 'study note', plural: 'study notes', fields: { title: 'Title' } },
  endpoint: { path: '/notes', listKey: 'notes', itemKey: 'note' },
  admin: { columns: ['title'], searchFields: ['title', 'tags'], sorts: {}, defaultSort: '' },
});

describe('a delete question from the labels', () => {
  it('when a collection is new, then the question names one of its items', () => {
    expect(deleteQuestion(noteFacts)).toBe('Are you sure you want to delete this study note?');
  });

  it("when the collections are the spec's, then each question reads as docs/PRODUCT.md says", () => {
    expect(
      [testimonyFacts, teamMemberFacts, resourceFacts, courseV2Facts].map(deleteQuestion),
    ).toEqual([
      'Are you sure you want to delete this testimony?',
      'Are you sure you want to delete this team member?',
      'Are you sure you want to delete this resource?',
      'Are you sure you want to delete this course?',
    ]);
  });

  it('when a delete takes more with it, then the question says so after it', () => {
    expect(deleteQuestion(courseV1Facts)).toBe(
      'Are you sure you want to delete this course? This will also delete all course details.',
    );
  });
});

describe("an admin screen's words from the labels", () => {
  it('when a collection is new, then heading, buttons, alerts and list texts are made of its names', () => {
    expect(adminScreenTextsOf(noteFacts)).toEqual({
      heading: 'Manage Study Notes',
      add: 'Add Study Note',
      edit: 'Edit Study Note',
      loading: 'Loading study notes…',
      loadFailed: 'Failed to load study notes.',
      empty: 'No study notes yet.',
      saveFailed: 'Failed to save study note.',
      deleteFailed: 'Failed to delete study note.',
      listLabel: 'Study notes',
    });
    expect(adminListSpecOf(noteFacts).texts).toEqual({
      searchLabel: 'Search study notes',
      searchHint: 'Title or tags',
      noMatch: 'No study notes match this search.',
      pagesLabel: 'Study note pages',
      noun: ['study note', 'study notes'],
    });
  });

  it('when the spec words a screen otherwise, then the facts give those words', () => {
    const team = adminScreenTextsOf(teamMemberFacts);
    const resources = adminScreenTextsOf(resourceFacts);
    const coursesV2 = adminScreenTextsOf(courseV2Facts);
    expect([team.heading, team.add, team.saveFailed]).toEqual([
      'Our Team',
      'Add Team Member',
      'Failed to save team member.',
    ]);
    expect([resources.saveFailed, resources.deleteFailed, resources.loadFailed]).toEqual([
      'Failed to save resource. Please try again.',
      'Failed to delete resource. Please try again.',
      'Failed to load resources. Please try again later.',
    ]);
    expect([coursesV2.heading, coursesV2.add, coursesV2.loadFailed]).toEqual([
      'Manage Courses V2',
      'Add New Course',
      'Failed to load data.',
    ]);
    expect(adminScreenTextsOf(testimonyFacts).heading).toBe('Manage Testimonies');
  });
});

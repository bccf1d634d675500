import { testClient } from '../../../../test/http';
import { courseV1Store } from '../courses-v1.store';
import { courseV1Body } from './course-fixtures';
import { describeCourseRefusals } from './course-refusals';

describeCourseRefusals(testClient(), {
  store: courseV1Store,
  body: courseV1Body,
  ownRefusals: [
    ['the title is blank', { title: '   ' }, 'title'],
    ['the category is not one of the list', { category: 'Cooking' }, 'category'],
    ['the price is negative', { price: -1 }, 'price'],
    ['the price is not in steps of 0.01', { price: 10.005 }, 'price'],
    ['the price is text', { price: '12' }, 'price'],
    ['the duration is below 1 hour', { duration: 0.5 }, 'duration'],
    ['the instructor is not an id', { instructor: { _id: 'nope' } }, 'instructor._id'],
  ],
});

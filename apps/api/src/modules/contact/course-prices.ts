import { isPriceSet } from '@tutoring/shared';
import { listCourseV1Prices } from '../courses-v1/course-queries';
import { listPublishedCourses } from '../courses-v2/course-queries';

/** A course's price as the export writes it: the amount, and whether it is by the hour. */
export interface CoursePrice {
  amount: number;
  hourly: boolean;
}

/** A lead names its course by title; the lead filters compare titles in any letter case too. */
const titleKey = (title: string) => title.trim().toLowerCase();

/**
 * The price of the course a lead names, looked up in one read of both catalogues (a few
 * hundred courses at most). A published v2 course wins over a v1 course of the same title;
 * its price is the hourly rate its cards show, else its package. Undefined when no course
 * has that title or it has no price.
 */
export async function coursePriceLookup(): Promise<(course: string) => CoursePrice | undefined> {
  const [v2, v1] = await Promise.all([listPublishedCourses(), listCourseV1Prices()]);
  const prices = new Map<string, CoursePrice>();
  const add = (title: string, price: CoursePrice) => {
    if (!prices.has(titleKey(title))) prices.set(titleKey(title), price);
  };
  for (const { title, price } of v2) {
    if (isPriceSet(price.hourly)) add(title, { amount: price.hourly, hourly: true });
    else if (isPriceSet(price.package)) add(title, { amount: price.package, hourly: false });
  }
  for (const { title, price } of v1) add(title, { amount: price, hourly: false });
  return (course) => prices.get(titleKey(course));
}

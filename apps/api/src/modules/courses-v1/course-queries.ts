import { CourseModel } from './courses-v1.model';
import { courseV1Store } from './courses-v1.store';

/** Whether a v1 course has this id. */
export async function courseV1Exists(id: unknown): Promise<boolean> {
  return (await CourseModel.exists({ _id: id })) !== null;
}

/** A v1 course's title, or undefined when it is gone. */
export async function courseV1TitleOf(id: unknown): Promise<string | undefined> {
  const course = await CourseModel.findById(id).select('title').lean();
  return course ? String(course.title) : undefined;
}

/** Every v1 course's title and price, as the lead export prices them. */
export async function listCourseV1Prices(): Promise<{ title: string; price: number }[]> {
  const courses = await CourseModel.find({}, { title: 1, price: 1 }).lean();
  return courses.map((course) => ({ title: String(course.title), price: Number(course.price) }));
}

export const countCoursesV1 = () => courseV1Store.count();

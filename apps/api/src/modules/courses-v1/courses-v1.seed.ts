import type { CourseV1, CourseV1Input } from '@tutoring/shared';
import { demoCoursePicture } from '../files/demo-pictures';
import { courseV1Store } from './courses-v1.store';

/**
 * Four demo v1 courses (their details are the course-details module's demo, in the same
 * order). Their pictures are added as they are stored. Instructors are assigned
 * round-robin from `instructorIds` (team member ids).
 */
export function demoCoursesV1(instructorIds: string[]): CourseV1Input[] {
  if (instructorIds.length === 0) throw new Error('demoCoursesV1 needs at least one instructor');
  const instructor = (index: number) => instructorIds[index % instructorIds.length]!;
  return [
    {
      title: 'Python for Data Science',
      tagline: 'From spreadsheets to models in eight weeks',
      category: 'Data Science',
      description: 'Learn Python, pandas and plotting by analysing real school and exam data.',
      longDescription:
        'A practical course for senior students and early-career analysts. Every session starts from a real data set — exam results, weather records, sports statistics — and ends with a chart or model you can explain. No prior programming is assumed.',
      curriculum: ['Python basics', 'pandas', 'Data visualisation', 'Intro to machine learning'],
      price: 249.99,
      duration: 24,
      instructor: instructor(0),
      imageUrl: '',
      thumbnail: '',
    },
    {
      title: 'Full-Stack Web Development with React & Node',
      tagline: 'Build and deploy a complete web application',
      category: 'Web Development',
      description: 'Design, build and ship a full web app with React, Express and MongoDB.',
      longDescription:
        'Students build one project across the course: a study-planner web app. They write the React front end, an Express API and a MongoDB schema, add sign-in, and deploy it. Weekly code reviews focus on readable code and good habits.',
      curriculum: ['HTML & CSS', 'JavaScript', 'React', 'Node & Express', 'MongoDB', 'Deployment'],
      price: 399,
      duration: 36,
      instructor: instructor(1),
      imageUrl: '',
      thumbnail: '',
    },
    {
      title: 'UI/UX Design Foundations',
      tagline: 'Design screens people understand at first glance',
      category: 'Design',
      description: 'User research, wireframes and prototypes, taught through a real app redesign.',
      longDescription:
        'Students redesign a school timetable app from research to clickable prototype. They learn to interview users, sketch quickly, apply visual hierarchy and accessibility rules, and test their designs with classmates.',
      curriculum: [
        'User research',
        'Wireframing',
        'Visual design',
        'Prototyping',
        'Usability testing',
      ],
      price: 199.5,
      duration: 16,
      instructor: instructor(2),
      imageUrl: '',
      thumbnail: '',
    },
    {
      title: 'AWS Cloud Practitioner Bootcamp',
      tagline: 'Understand the cloud and pass the CLF-C02 exam',
      category: 'Cloud Computing',
      description: 'Core AWS services, pricing and security, with mock exams for CLF-C02.',
      longDescription:
        'A structured path to the AWS Certified Cloud Practitioner exam. Short lessons explain each service with a diagram, guided labs let students try it in a free-tier account, and two timed mock exams show exactly where to revise.',
      curriculum: ['Cloud concepts', 'Core AWS services', 'Security', 'Billing and pricing'],
      price: 149,
      duration: 12,
      instructor: instructor(3),
      imageUrl: '',
      thumbnail: '',
    },
  ];
}

/** Stores the demo courses, one after another (lists sort by creation), as the API would. */
export async function seedCoursesV1(instructorIds: string[]): Promise<CourseV1[]> {
  const created: CourseV1[] = [];
  for (const [index, course] of demoCoursesV1(instructorIds).entries()) {
    // Pictures of their own (made, not fetched), after the v2 courses' in the palette.
    const imageUrl = await demoCoursePicture(index + 9);
    created.push(await courseV1Store.create({ ...course, imageUrl, thumbnail: imageUrl }));
  }
  return created;
}

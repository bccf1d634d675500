import type { CourseDetailInput } from '@tutoring/shared';
import { createCourseDetail } from './course-details.store';

type Module = NonNullable<CourseDetailInput['modules']>[number];

/** A module whose objectives, assignment and resources follow from its topics. */
function demoModule(
  title: string,
  duration: number,
  description: string,
  topics: string[],
): Module {
  return {
    title,
    description,
    duration,
    topics,
    learningObjectives: topics.map((topic) => `${topic}: explain it and apply it to new problems`),
    assignments: [`${title}: graded practice set`],
    resources: [`${title} notes (PDF)`, 'Recorded session'],
  };
}

/**
 * The detail pages of the four demo v1 courses, in the order of demoCoursesV1's courses: 2–4
 * modules each, and more than 3 learning outcomes so the detail page shows '+N more...'.
 */
export const DEMO_COURSE_DETAILS: CourseDetailInput[] = [
  {
    overview:
      'Hands-on Python for data analysis: clean, explore and visualise data, then build your first predictive model.',
    prerequisites: ['Comfort with school algebra', 'A laptop with Python 3 installed'],
    learningOutcomes: [
      'Write clean, readable Python scripts',
      'Load, clean and reshape tabular data with pandas',
      'Choose the right chart for a question and build it',
      'Train and evaluate a simple regression model',
      'Present findings in a short written report',
    ],
    technologies: ['Python', 'pandas', 'Matplotlib', 'scikit-learn', 'Jupyter'],
    skillLevel: 'Beginner',
    certification: true,
    modules: [
      demoModule('Python Foundations', 6, 'Variables, loops, functions and files.', [
        'Data types',
        'Control flow',
        'Functions',
      ]),
      demoModule('Working with pandas', 7.5, 'Series, DataFrames and tidy data.', [
        'Indexing and filtering',
        'Group-by summaries',
        'Joining tables',
      ]),
      demoModule('Visualising Data', 4.5, 'Telling a story with charts.', [
        'Bar and line charts',
        'Distributions',
      ]),
      demoModule('First Models', 6, 'Regression, train/test splits and error.', [
        'Linear regression',
        'Model evaluation',
      ]),
    ],
  },
  {
    overview:
      'A project-based path from static pages to a deployed full-stack application, with code review at every step.',
    prerequisites: ['Basic HTML', 'Some programming experience in any language'],
    learningOutcomes: [
      'Build responsive layouts with modern CSS',
      'Create interactive interfaces with React components and hooks',
      'Design a REST API with Express',
      'Model data in MongoDB',
      'Deploy an application and read its logs',
      'Review and improve code with version control',
    ],
    technologies: ['HTML', 'CSS', 'JavaScript', 'React', 'Node.js', 'Express', 'MongoDB', 'Git'],
    skillLevel: 'Intermediate',
    certification: true,
    modules: [
      demoModule('Modern Front End', 10, 'Semantic HTML, CSS layout and JavaScript.', [
        'Flexbox and grid',
        'DOM events',
        'Fetch and promises',
      ]),
      demoModule('React in Practice', 12, 'Components, state and routing.', [
        'Components and props',
        'Hooks',
        'Client-side routing',
      ]),
      demoModule('APIs and Databases', 14, 'Express, MongoDB and authentication.', [
        'REST design',
        'Data modelling',
        'Sign-in with tokens',
      ]),
    ],
  },
  {
    overview:
      'The design process end to end: understand users, sketch ideas, and test a prototype before anything is built.',
    prerequisites: ['No prior design experience needed'],
    learningOutcomes: [
      'Plan and run a short user interview',
      'Turn findings into personas and user journeys',
      'Sketch and wireframe screens quickly',
      'Apply contrast, spacing and type for accessible screens',
      'Build and test a clickable prototype',
    ],
    technologies: ['Figma', 'FigJam'],
    skillLevel: 'Beginner',
    certification: false,
    modules: [
      demoModule('Research and Ideas', 5.5, 'Interviews, personas and journeys.', [
        'User interviews',
        'Personas',
      ]),
      demoModule('From Sketch to Prototype', 10.5, 'Wireframes, visual design and testing.', [
        'Wireframes',
        'Visual hierarchy',
        'Usability testing',
      ]),
    ],
  },
  {
    overview:
      'Everything the Cloud Practitioner exam expects, explained with diagrams and tried in guided labs.',
    prerequisites: ['Basic computer literacy', 'An AWS free-tier account (set up in session 1)'],
    learningOutcomes: [
      'Explain the benefits of cloud computing',
      'Choose between EC2, Lambda and S3 for a workload',
      'Describe the shared responsibility model',
      'Estimate costs with the AWS pricing calculator',
      'Answer exam-style questions under time pressure',
    ],
    technologies: ['AWS', 'EC2', 'S3', 'IAM', 'Lambda'],
    skillLevel: 'Beginner',
    certification: true,
    modules: [
      demoModule('Cloud Concepts', 3, 'Why the cloud, and how AWS is organised.', [
        'Regions and zones',
        'Pricing models',
      ]),
      demoModule('Core Services', 5, 'Compute, storage, databases and networking.', [
        'EC2 and Lambda',
        'S3 storage',
        'VPC basics',
      ]),
      demoModule('Security and Exam Practice', 4, 'IAM, compliance and two mock exams.', [
        'IAM users and roles',
        'Mock exam review',
      ]),
    ],
  },
];

/** Stores the demo details of the demo v1 courses (their ids in demoCoursesV1's order). */
export async function seedCourseDetails(courseIds: readonly string[]): Promise<number> {
  const pairs = courseIds.slice(0, DEMO_COURSE_DETAILS.length);
  for (const [index, courseId] of pairs.entries()) {
    await createCourseDetail(courseId, DEMO_COURSE_DETAILS[index]);
  }
  return pairs.length;
}

import type { CourseV2Input } from '@tutoring/shared';
import { courseV2Store } from './courses-v2.store';

type DemoCourse = Omit<CourseV2Input, 'instructor' | 'image'>;

const DEMO_COURSES: DemoCourse[] = [
  {
    title: 'IB Mathematics Analysis & Approaches HL',
    description:
      'Rigorous preparation for IB Math AA HL: calculus, proof and Paper 3 problem solving, with guidance on the internal assessment.',
    examType: 'IB',
    subjects: ['Calculus', 'Algebra', 'Functions', 'Statistics & Probability', 'Proof'],
    features: ['Past-paper practice every week', 'IA topic selection and feedback', 'GDC skills'],
    syllabusSummary: ['Number and algebra', 'Functions', 'Geometry and trigonometry', 'Calculus'],
    highlights: ['Taught by a former IB examiner', 'Average score of 6 in 2024'],
    duration: '2 years (IB Diploma)',
    mode: 'One-on-One',
    price: { hourly: 85, package: 2400 },
    status: 'published',
    category: 'Mathematics',
  },
  {
    title: 'IGCSE Chemistry (0620) Complete Course',
    description:
      'Full Cambridge IGCSE Chemistry syllabus with practical skills, exam technique and timed past papers.',
    examType: 'IGCSE',
    subjects: ['Chemistry'],
    features: [
      'Virtual lab demonstrations',
      'Topic tests',
      'Paper 6 alternative-to-practical drills',
    ],
    syllabusSummary: ['Atomic structure', 'Stoichiometry', 'Organic chemistry', 'Electrochemistry'],
    highlights: [],
    mode: 'Small Group',
    price: { hourly: 40 },
    status: 'published',
    category: 'Science',
  },
  {
    title: 'CBSE Class 12 Physics Board Preparation',
    description:
      'Chapter-by-chapter coverage of the CBSE Class 12 Physics syllabus with derivations, numericals and sample papers.',
    examType: 'CBSE',
    subjects: ['Electrostatics', 'Current Electricity', 'Optics', 'Modern Physics'],
    features: ['NCERT-aligned notes', 'Monthly sample papers', 'Derivation practice'],
    syllabusSummary: ['Electric charges and fields', 'Magnetism', 'Ray and wave optics'],
    highlights: ['Board-pattern mock every month'],
    mode: 'Small Group',
    price: { package: 650 },
    status: 'published',
    category: 'Science',
  },
  {
    title: 'AP Calculus BC Intensive',
    description:
      'Limits, derivatives, integrals, series and parametric equations: everything on the AP Calculus BC exam, with FRQ practice.',
    examType: 'AP',
    subjects: ['Calculus BC'],
    features: ['Weekly free-response drills', 'Full-length practice exams'],
    syllabusSummary: ['Limits and continuity', 'Differentiation', 'Integration', 'Infinite series'],
    highlights: ['Most students score a 5'],
    mode: 'One-on-One',
    price: { hourly: 75 },
    status: 'published',
    category: 'Mathematics',
  },
  {
    title: 'Digital SAT Complete Prep',
    description:
      'Reading and Writing plus Math for the digital SAT: adaptive practice tests, strategy sessions and a personal study plan.',
    examType: 'SAT',
    subjects: ['Reading & Writing', 'Math', 'Test Strategy'],
    features: ['Four adaptive practice tests', 'Score report reviews', 'Personal study plan'],
    syllabusSummary: ['Information and ideas', 'Craft and structure', 'Algebra', 'Advanced math'],
    highlights: [],
    duration: '12 weeks',
    mode: 'Small Group',
    price: { hourly: 55, package: 1200 },
    status: 'published',
    category: 'Test Prep',
  },
  {
    title: 'JEE Main & Advanced Physics',
    description:
      'Concept-first Physics for JEE Main and Advanced: mechanics to modern physics, with timed problem sets and mock reviews.',
    examType: 'JEE',
    subjects: ['Mechanics', 'Electromagnetism', 'Thermodynamics', 'Optics', 'Modern Physics'],
    features: ['Daily practice problems', 'All-India mock tests', 'Doubt-clearing sessions'],
    syllabusSummary: ['Kinematics and laws of motion', 'Rotational dynamics', 'Electrostatics'],
    highlights: ['Coached by IIT alumni', '300+ students placed in IITs and NITs'],
    duration: '1 year',
    mode: 'Small Group',
    price: { package: 1800 },
    status: 'published',
    category: 'Engineering Entrance',
  },
  {
    title: 'NEET Biology Mastery',
    description:
      'NCERT-based Biology for NEET: botany and zoology with diagrams, mnemonics and weekly full-syllabus tests.',
    examType: 'NEET',
    subjects: ['Botany', 'Zoology', 'Human Physiology', 'Genetics'],
    features: ['Line-by-line NCERT coverage', 'Weekly tests', 'Diagram practice'],
    syllabusSummary: ['Diversity of living organisms', 'Cell biology', 'Genetics and evolution'],
    highlights: ['Focus on high-weightage chapters'],
    mode: 'One-on-One',
    price: {},
    status: 'draft',
    category: 'Medical Entrance',
  },
  {
    title: 'IB English A: Language & Literature SL/HL',
    description:
      'Build the analysis and essay skills for Paper 1, Paper 2 and the individual oral, with detailed written feedback.',
    examType: 'IB',
    subjects: ['Textual Analysis', 'Comparative Essay', 'Individual Oral'],
    features: ['Marked practice essays', 'Oral rehearsal sessions'],
    syllabusSummary: ['Readers, writers and texts', 'Time and space', 'Intertextuality'],
    highlights: [],
    mode: 'One-on-One',
    price: { hourly: 70 },
    status: 'draft',
    category: 'Languages',
  },
  {
    title: 'University Admissions Essay Coaching',
    description:
      'Personal statements and supplemental essays for UK, US and Canadian universities, from brainstorming to final draft.',
    examType: 'Other',
    subjects: [
      'Personal Statement',
      'Supplemental Essays',
      'Interview Practice',
      'UCAS',
      'Common App',
    ],
    features: ['Unlimited draft reviews', 'Mock interviews'],
    syllabusSummary: ['Brainstorming your story', 'Structure and voice', 'Editing and polishing'],
    highlights: ['Offers from Oxford, UCL and Toronto in 2024'],
    mode: 'One-on-One',
    price: { package: 900 },
    status: 'published',
    category: 'Admissions',
  },
];

/**
 * Nine demo v2 courses covering every exam type (IB, IGCSE, CBSE, AP, SAT, JEE, NEET and
 * Other); two are drafts. Image is empty so the site makes its own placeholder; instructors
 * are assigned round-robin from `instructorIds` (team member ids).
 */
export function demoCoursesV2(instructorIds: string[]): CourseV2Input[] {
  if (instructorIds.length === 0) throw new Error('demoCoursesV2 needs at least one instructor');
  return DEMO_COURSES.map((course, index) => ({
    ...course,
    image: '',
    instructor: instructorIds[index % instructorIds.length]!,
  }));
}

/** Stores the demo courses through the same service as the API. */
export async function seedCoursesV2(instructorIds: string[]): Promise<number> {
  const demos = demoCoursesV2(instructorIds);
  for (const course of demos) await courseV2Store.create(course);
  return demos.length;
}

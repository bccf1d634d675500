import type { AboutContentInput } from '@tutoring/shared';

/** Demo About Us content for a fresh install; aboutContentStore validates it as it stores it. */
export function demoAboutContent(): AboutContentInput {
  return {
    history:
      'We started in 2012 as two teachers helping a handful of IB Diploma students with Mathematics and Physics after school. Word spread among families, and within a few years we were coaching IGCSE and CBSE students as well. ' +
      'Today our tutors prepare students for IB, IGCSE, CBSE, AP, SAT, JEE and NEET, one-on-one and in small groups, in person and online. More than 500 students have worked with us, and many come back to tutor the next generation. ' +
      'What has not changed is how we teach: we find out where each student is, build a plan around their exam and their goals, and review progress every week with the student and their family.',
    values: [
      {
        title: 'Every student is different',
        description:
          'Each student starts with a diagnostic session and gets a study plan built around their syllabus, exam date and way of learning.',
      },
      {
        title: 'Understanding before memorising',
        description:
          'We teach the reasoning behind every formula and method, so students can solve problems they have never seen before.',
      },
      {
        title: 'Tutors who know the exams',
        description:
          'Our tutors are subject specialists who have taught, examined or sat the IB, IGCSE, CBSE, AP, SAT, JEE and NEET exams themselves.',
      },
      {
        title: 'Honest progress, shared openly',
        description:
          'Regular mock tests and clear feedback keep students and parents informed, so there are no surprises on exam day.',
      },
    ],
  };
}

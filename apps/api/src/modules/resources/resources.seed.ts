import type { ResourceInput } from '@tutoring/shared';

/**
 * The five sample resources of docs/PRODUCT.md section 3 (file types PDF, ZIP and VIDEO), for a
 * fresh install. The fileUrl values are demo links: site paths where staff would put the real files
 * (or replace them with /api/files/<id> links after uploading). resourceStore validates each one as
 * it stores it.
 */
export function demoResources(): ResourceInput[] {
  return [
    {
      title: 'IB Mathematics Formula Booklet',
      description:
        'The formulas IB Mathematics: Analysis and Approaches students need for Papers 1–3, with worked reminders of when to use each.',
      fileUrl: '/resources/ib-maths-formula-booklet.pdf',
      fileType: 'PDF',
      category: 'General',
      type: 'document',
    },
    {
      title: 'Student Enrollment Form',
      description:
        'Fill in and bring this form to your first session, or e-mail it to us, to reserve a regular tutoring slot.',
      fileUrl: '/resources/student-enrollment-form.pdf',
      fileType: 'PDF',
      category: 'Forms',
      type: 'document',
    },
    {
      title: 'Python for Data Science Starter Kit',
      description:
        'Notebooks and small data sets for AP Computer Science and IB Computer Science students starting with data analysis.',
      fileUrl: '/resources/python-data-science-starter-kit.zip',
      fileType: 'ZIP',
      category: 'Data Science',
      type: 'document',
    },
    {
      title: 'Build Your First Web Page',
      description:
        'A 25-minute walkthrough of HTML and CSS basics, from an empty file to a styled personal page.',
      fileUrl: '/resources/build-your-first-web-page.mp4',
      fileType: 'VIDEO',
      category: 'Web Development',
      type: 'video',
    },
    {
      title: 'Designing Clear Exam Revision Notes',
      description:
        'How to lay out one-page revision sheets with headings, colour and diagrams so they are quick to review before an exam.',
      fileUrl: '/resources/designing-revision-notes.mp4',
      fileType: 'VIDEO',
      category: 'Design',
      type: 'video',
    },
  ];
}

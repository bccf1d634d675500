import { readFileSync } from 'node:fs';
import type { Resource, ResourceInput } from '@tutoring/shared';
import { saveFile } from '../files/files.service';
import { demoPdf, demoZip } from './demo-documents';
import { resourceStore } from './resources.store';

/** A demo resource and the file it downloads, made here (videos ship beside this file). */
export interface DemoResource {
  resource: Omit<ResourceInput, 'fileUrl'>;
  fileName: string;
  file: () => Buffer;
}

/** The short clips the demo video resources play, kept in demo-files/ (copied into dist). */
const clip = (name: string) => () => readFileSync(new URL(`./demo-files/${name}`, import.meta.url));

/**
 * The five sample resources of docs/PRODUCT.md section 3 (file types PDF, ZIP and VIDEO), for a
 * fresh install, each with a real file: a download never ends on a page that is not there.
 */
export function demoResources(): DemoResource[] {
  return [
    {
      resource: {
        title: 'IB Mathematics Formula Booklet',
        description:
          'The formulas IB Mathematics: Analysis and Approaches students need for Papers 1–3, with worked reminders of when to use each.',
        fileType: 'PDF',
        category: 'General',
        type: 'document',
      },
      fileName: 'ib-maths-formula-booklet.pdf',
      file: () =>
        demoPdf('IB Mathematics Formula Booklet', [
          'Derivative of x^n: n x^(n-1). Use it for any power of x.',
          "Chain rule: (f(g(x)))' = f'(g(x)) g'(x). Use it for a function of a function.",
          'Arithmetic series: S_n = n/2 (2a + (n-1)d).',
          'Geometric series: S_n = a (1 - r^n) / (1 - r), r not 1.',
          'Area of a sector: (1/2) r^2 theta, theta in radians.',
        ]),
    },
    {
      resource: {
        title: 'Student Enrollment Form',
        description:
          'Fill in and bring this form to your first session, or e-mail it to us, to reserve a regular tutoring slot.',
        fileType: 'PDF',
        category: 'Forms',
        type: 'document',
      },
      fileName: 'student-enrollment-form.pdf',
      file: () =>
        demoPdf('Student Enrollment Form', [
          'Student name: ____________________________',
          'Exam and subject: ________________________',
          'Parent or guardian: ______________________',
          'Phone: ____________  E-mail: ______________',
          'Preferred days and times: ________________',
        ]),
    },
    {
      resource: {
        title: 'Python for Data Science Starter Kit',
        description:
          'A starter script and a small data set for AP Computer Science and IB Computer Science students starting with data analysis.',
        fileType: 'ZIP',
        category: 'Data Science',
        type: 'document',
      },
      fileName: 'python-data-science-starter-kit.zip',
      file: () =>
        demoZip({
          'README.txt': 'Open scores.py in any Python 3 editor and run it beside scores.csv.\n',
          'scores.csv': 'student,maths,physics\nAsha,7,6\nLiam,6,7\nMei,7,7\n',
          'scores.py':
            "import csv\n\nwith open('scores.csv') as f:\n    rows = list(csv.DictReader(f))\nprint(sum(int(r['maths']) for r in rows) / len(rows))\n",
        }),
    },
    {
      resource: {
        title: 'Build Your First Web Page',
        description:
          'A short sample clip from our HTML and CSS basics walkthrough, from an empty file to a styled page.',
        fileType: 'VIDEO',
        category: 'Web Development',
        type: 'video',
      },
      fileName: 'build-your-first-web-page.mp4',
      file: clip('build-your-first-web-page.mp4'),
    },
    {
      resource: {
        title: 'Designing Clear Exam Revision Notes',
        description:
          'A short sample clip on laying out one-page revision sheets that are quick to review before an exam.',
        fileType: 'VIDEO',
        category: 'Design',
        type: 'video',
      },
      fileName: 'designing-revision-notes.mp4',
      file: clip('designing-revision-notes.mp4'),
    },
  ];
}

/** Stores each demo file, then its resource linking to it, in order (lists sort by creation). */
export async function seedResources(): Promise<Resource[]> {
  const created: Resource[] = [];
  for (const { resource, fileName, file } of demoResources()) {
    const saved = await saveFile({ buffer: file(), filename: fileName });
    created.push(await resourceStore.create({ ...resource, fileUrl: saved.url }));
  }
  return created;
}

import { EXAM_FILTERS, type CourseDetail } from '@tutoring/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../lib/logger';
import { AboutContentModel } from '../../about-content/about-content.model';
import { CourseDetailModel } from '../../course-details/course-details.model';
import { CourseModel } from '../../courses-v1/courses-v1.model';
import { CourseV2Model } from '../../courses-v2/courses-v2.model';
import { ResourceModel } from '../../resources/resources.model';
import { TeamMemberModel } from '../../team/team.model';
import { TestimonyModel } from '../../testimonies/testimonies.model';
import { seedDemoContent } from '../seed-demo';

const logger = createLogger('silent');

async function countAll() {
  return {
    team: await TeamMemberModel.countDocuments(),
    coursesV1: await CourseModel.countDocuments(),
    details: await CourseDetailModel.countDocuments(),
    coursesV2: await CourseV2Model.countDocuments(),
    resources: await ResourceModel.countDocuments(),
    testimonies: await TestimonyModel.countDocuments(),
    about: await AboutContentModel.countDocuments(),
  };
}

describe('seedDemoContent', () => {
  beforeAll(async () => {
    await seedDemoContent(logger);
  });

  it('when the database is empty, then it seeds every entity with believable content', async () => {
    const counts = await countAll();
    expect(counts.team).toBe(4);
    expect(counts.coursesV1).toBe(4);
    expect(counts.details).toBe(4);
    expect(counts.coursesV2).toBeGreaterThanOrEqual(8);
    expect(counts.resources).toBe(5);
    expect(counts.testimonies).toBe(4);
    expect(counts.about).toBe(1);
  });

  it('when seeded, then testimonies include text only, video only and both', async () => {
    const testimonies = await TestimonyModel.find().lean();
    const kinds = new Set(
      testimonies.map((t) => `${t.text ? 'text' : ''}${t.videoUrl ? 'video' : ''}`),
    );
    expect(kinds).toEqual(new Set(['text', 'video', 'textvideo']));
  });

  it('when seeded, then v2 courses cover every exam type and two are drafts', async () => {
    const courses = await CourseV2Model.find().lean();
    const examTypes = new Set(courses.map((course) => course.examType));
    for (const exam of EXAM_FILTERS) expect(examTypes).toContain(exam);
    expect(courses.filter((course) => course.status === 'draft')).toHaveLength(2);
  });

  it('when seeded, then every v1 course has details with modules', async () => {
    const details = await CourseDetailModel.find().lean<CourseDetail[]>();
    for (const detail of details) expect(detail.modules.length).toBeGreaterThan(0);
  });

  it('when it runs a second time, then it adds nothing', async () => {
    const before = await countAll();
    await seedDemoContent(logger);
    expect(await countAll()).toEqual(before);
  });
});

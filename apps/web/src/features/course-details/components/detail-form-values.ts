import type { CourseDetail, CourseDetailData, CourseModule } from '@tutoring/shared';

export function emptyModule(): CourseModule {
  return {
    title: '',
    description: '',
    duration: 0,
    topics: [],
    learningObjectives: [],
    assignments: [],
    resources: [],
  };
}

/**
 * Only the fields the editor may send: the API's strict schema refuses the stored ones
 * (_id, courseId, totalDuration, createdAt, updatedAt).
 */
export function detailToForm(detail: CourseDetail | null): CourseDetailData {
  if (!detail) {
    return {
      overview: '',
      prerequisites: [],
      learningOutcomes: [],
      technologies: [],
      skillLevel: 'Beginner',
      certification: false,
      modules: [],
    };
  }
  return {
    overview: detail.overview,
    prerequisites: [...detail.prerequisites],
    learningOutcomes: [...detail.learningOutcomes],
    technologies: [...detail.technologies],
    skillLevel: detail.skillLevel,
    certification: detail.certification,
    modules: detail.modules.map((module) => ({
      title: module.title,
      description: module.description,
      duration: module.duration,
      topics: [...module.topics],
      learningObjectives: [...module.learningObjectives],
      assignments: [...module.assignments],
      resources: [...module.resources],
    })),
  };
}
